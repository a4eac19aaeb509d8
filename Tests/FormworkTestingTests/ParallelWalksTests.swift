import Formwork
import FormworkExamples
import FormworkTesting
import Testing

/// Walks on several threads return what one thread returns: the same walks, counts and
/// screens, and the same first failure, shrunk the same.
@Suite struct ParallelWalksTests {
  @Test func theAccountFormsWalksAreTheSameOnTwoThreads() async {
    let walker = RandomWalker(
      initial: AccountSignup(), title: "Account", form: accountSignupForm)
    let one = walker.run(walks: 12, steps: 30, seed: 7)
    let two = await RandomWalker.runInParallel(workers: 2, walks: 12, steps: 30, seed: 7) {
      RandomWalker(initial: AccountSignup(), title: "Account", form: accountSignupForm)
    }
    #expect(one.failure == nil)
    #expect(two.failure == nil)
    #expect(two.walks == 12)
    #expect(two.steps == one.steps)
    #expect(two.refused == one.refused)
    #expect(two.gestures == one.gestures)
    #expect(two.paths == one.paths)
  }

  /// A list row whose title is worked out on its first update only: a second phone added
  /// above it leaves it stale.
  struct Phones: Equatable, Codable {
    var phones: [AccountPhone] = []
    var nextID = 1
  }

  private static var stuckCountRow: Element<FormCell, Phones> {
    return { _ in
      let cell = FormCell(title: "Phones")
      var updates = 0
      return Rendered(element: cell, strongReferences: []) { state in
        updates += 1
        if updates <= 2 { cell.detail = "\(state.phones.count)" }
      }
    }
  }

  private static var phonesForm: Form<Phones> {
    sections([
      section([stuckCountRow]),
      listSection(
        \.phones,
        rows: [controlCell(title: "Phone", control: textField(keyPath: \.number))],
        trailingRows: [
          addButton(title: "Add Phone", to: \.phones) { state in
            defer { state.nextID += 1 }
            return AccountPhone(id: state.nextID)
          }
        ]),
    ])
  }

  @Test func aFailureIsTheSameOnThreeThreads() async throws {
    let walker = RandomWalker(initial: Phones(), title: "Phones", form: Self.phonesForm)
    let one = walker.run(walks: 30, steps: 20, seed: 3)
    let three = await RandomWalker.runInParallel(workers: 3, walks: 30, steps: 20, seed: 3) {
      // Each worker builds its own form: forms live on one thread.
      RandomWalker(initial: Phones(), title: "Phones", form: Self.phonesForm)
    }
    let failure = try #require(one.failure)
    #expect(failure.kind == .inconsistentScreen)
    #expect(three.failure?.description == failure.description)
    #expect(three.failure?.shrunk == failure.shrunk)
    #expect(three.walks == one.walks)
    #expect(three.steps == one.steps)
    #expect(three.paths == one.paths)
  }

  @Test func noWalksAndOneWorkerAreFine() async {
    let none = await RandomWalker.runInParallel(workers: 4, walks: 0) {
      RandomWalker(initial: AccountSignup(), title: "Account", form: accountSignupForm)
    }
    #expect(none.walks == 0)
    #expect(none.steps == 0)
    let one = await RandomWalker.runInParallel(workers: 0, walks: 2, steps: 5) {
      RandomWalker(initial: AccountSignup(), title: "Account", form: accountSignupForm)
    }
    #expect(one.walks == 2)
    #expect(one.steps == 10)
  }
}
