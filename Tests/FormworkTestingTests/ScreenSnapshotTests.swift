import Formwork
import FormworkTesting
import Testing

/// Walks compare screens as the renderer describes them (`ScreenDescription`), so what only
/// the renderer used to know, a disabled row's reason or a check box's `[x]`, is compared too:
/// each broken element below differs from a fresh form in that alone.
@Suite struct ScreenSnapshotTests {
  struct Door: Equatable {
    var isMine = false
  }

  /// A row always disabled, whose reason follows state; `stuck`, on the first update only.
  private func reasonCell<State>(
    title: String, stuck: Bool, reason: @escaping (State) -> String
  ) -> Element<FormCell, State> {
    return { _ in
      let cell = FormCell(title: title)
      let lock = Condition()
      var updates = 0
      return Rendered(element: cell, strongReferences: [lock]) { state in
        updates += 1
        if updates == 1 || !stuck { cell.setDisabled(true, by: lock, reason: reason(state)) }
      }
    }
  }

  private func doorForm(stuck: Bool) -> Form<Door> {
    sections([
      section([
        controlCell(title: "Mine", control: toggle(keyPath: \.isMine)),
        reasonCell(title: "Door", stuck: stuck) { $0.isMine ? "yours already" : "held by Ann" },
      ])
    ])
  }

  /// The details of the failure 20 walks find, checked to be of `kind` and shrunk to `steps`.
  private func details<State>(
    of walker: RandomWalker<State>, kind: WalkFailure.Kind, shrunkTo steps: [Gesture]
  ) throws -> String {
    let failure = try #require(walker.firstFailure(walks: 20, steps: 20, seed: 1))
    #expect(failure.kind == kind)
    #expect(failure.shrunk == steps)
    return failure.details
  }

  @Test func aStaleDisabledReasonIsCaught() throws {
    let walker = RandomWalker(initial: Door(), title: "Door", form: doorForm(stuck: true))
    #expect(
      try details(of: walker, kind: .inconsistentScreen, shrunkTo: [.toggle(row: 1)]) == """
        Screen 1 of 1 shows
            Door

              1  Mine  [on]
              2  Door  (disabled: held by Ann)

        but the same screen of a form freshly built from the current state and input shows
            Door

              1  Mine  [on]
              2  Door  (disabled: yours already)

        """)
  }

  @Test func theSameFormWithItsReasonKeptUpPasses() {
    let walker = RandomWalker(initial: Door(), title: "Door", form: doorForm(stuck: false))
    let summary = walker.run(walks: 20, steps: 20, seed: 1)
    #expect(summary.failure == nil)
    #expect(summary.gestures["toggle", default: 0] > 0)
  }

  struct Pizza: Equatable {
    var several = false
  }

  /// A chosen topping, a check box while several may be chosen; `stuck`, it stays what it
  /// was built as.
  private func toppingCell(stuck: Bool) -> Element<FormCell, Pizza> {
    return { _ in
      let cell = FormCell(title: "Cheese")
      cell.accessory = .checkmark
      var updates = 0
      return Rendered(element: cell, strongReferences: []) { state in
        updates += 1
        if updates == 1 || !stuck { cell.role = state.several ? .checkbox : .option }
      }
    }
  }

  private func pizzaForm(stuck: Bool) -> Form<Pizza> {
    sections([
      section([
        controlCell(title: "Several", control: toggle(keyPath: \.several)),
        toppingCell(stuck: stuck),
      ])
    ])
  }

  @Test func aStaleCheckBoxIsCaught() throws {
    let walker = RandomWalker(initial: Pizza(), title: "Pizza", form: pizzaForm(stuck: true))
    #expect(
      try details(of: walker, kind: .inconsistentScreen, shrunkTo: [.toggle(row: 1)]) == """
        Screen 1 of 1 shows
            Pizza

              1  Several  [on]
              2  Cheese   ✓

        but the same screen of a form freshly built from the current state and input shows
            Pizza

              1  Several     [on]
              2  [x] Cheese

        """)
    let kept = RandomWalker(initial: Pizza(), title: "Pizza", form: pizzaForm(stuck: false))
    #expect(kept.firstFailure(walks: 20, steps: 20, seed: 1) == nil)
  }

  /// A stepper that refuses every step, but changes on the way why its neighbour is disabled.
  private final class JammingStepper: HostedControl, SteppableControl, TextDescribedControl {
    var isEnabled = true
    weak var cell: FormCell?
    weak var neighbour: FormCell?
    let lock = Condition()

    var textDescription: String { "[5]" }

    func increment() -> Bool {
      neighbour?.setDisabled(true, by: lock, reason: "jammed")  // NB: broken on purpose.
      return false
    }

    func decrement() -> Bool { false }
  }

  @Test func aRefusalThatChangesADisabledReasonIsCaught() throws {
    let form: Form<Door> = { _ in
      let stepper = JammingStepper()
      let door = FormCell(title: "Door")
      door.setDisabled(true, by: stepper.lock, reason: "locked")
      stepper.neighbour = door
      let level = FormCell(title: "Level")
      level.control = stepper
      return Rendered(element: [Section(cells: [level, door])], strongReferences: []) { _ in }
    }
    let walker = RandomWalker(initial: Door(), title: "Dial", form: form)
    let kind = WalkFailure.Kind.refusedGestureChangedScreen
    #expect(
      try details(of: walker, kind: kind, shrunkTo: [.increment(row: 1)]) == """
        `inc 1` returned false, but the screens changed:
        Screen 1 "Dial":
          section 1 rows were
              Level  [5]
              Door  (disabled: locked)
            and became
              Level  [5]
              Door  (disabled: jammed)
        The screens now show
            Dial

              1  Level  [5]
              2  Door   (disabled: jammed)

        """)
  }
}
