import Formwork
import FormworkExamples
import Testing

@testable import FormworkTesting

/// The fields' errors, worked out again only where the state or what they read changed,
/// say what a form that works everything out on every update says: step after step, the
/// whole form's errors and every screen match those of a driver with the `.naive` strategy
/// (which reuses nothing), on every example and on the account form.
@Suite struct RememberedWalksTests {
  /// Walks a form with random steps, a `.naive` driver taking the same steps; returns the
  /// steps where the two differ, with what each showed.
  private struct SideBySide: ExampleFormVisitor {
    var steps = 150

    func visit<State>(initial: State, title: String, form: @escaping Form<State>) -> [String] {
      let walker = RandomWalker(
        initial: initial, title: title, form: form, isEqual: { _, _ in true })
      let session = WalkSession(walker)
      let naive = FormDriver(initial: initial, title: title, strategy: .naive, build: form)
      var rng = SplitMix64(seed: 44)
      var differences: [String] = []
      for number in 1...steps {
        let step = session.randomStep(using: &rng)
        session.replay(step)
        if case .success(let gesture) = naive.resolve(step) { gesture.run() }
        let live = session.driver
        if live.validationErrors != naive.validationErrors
          || ScreenText.stack(live) != ScreenText.stack(naive)
          || live.screens.last?.visibleCells.last?.detail
            != naive.screens.last?.visibleCells.last?.detail
        {
          differences.append(
            "\(title) step \(number) `\(step)`: \(live.validationErrors) / "
              + "\(naive.validationErrors)")
        }
      }
      return differences
    }
  }

  @Test func everyExampleShowsWhatANaiveDriverShowsStepByStep() {
    let differences =
      examples.compactMap { $0.visit(SideBySide()) }.joined()
      + SideBySide(steps: 400).visit(
        initial: AccountSignup(), title: "Account", form: accountSignupForm)
    #expect(differences.isEmpty, "\(differences.prefix(3))")
  }

  @Test func aFieldOnAScreenNeverOpenedCountsAgainAfterItsStateComesBack() {
    let driver = FormDriver(initial: AccountSignup(), title: "Account", build: accountSignupForm)
    let before = driver.validationErrors.map(\.description)
    #expect(before.contains("Address › Street: Required"))
    driver.state.address.street = "1 Main Street"
    #expect(!driver.validationErrors.map(\.description).contains("Address › Street: Required"))
    driver.state.address.street = ""
    #expect(driver.validationErrors.map(\.description) == before)
  }
}
