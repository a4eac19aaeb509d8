import Formwork
import FormworkExamples
import FormworkTesting
import Testing

/// What a walk checks at each step (`WalkSession.swift`): the form's first screens, a refused
/// gesture that changed the state or the screens anyway, screens that differ from a fresh
/// form's (refused text may stay on its row and count among the errors; effects that outlive
/// it may not), invariants, feedback loops, and states compared by their dump when not
/// `Equatable`. Each broken element below is written the way a user might get one wrong.
@Suite struct WalkSessionTests {
  struct Code: Equatable {
    var digits = "10"
  }

  /// A field for digits that refuses other text but commits it anyway.
  private final class SloppyDigitsField: HostedControl, TextEnterableControl,
    TextDescribedControl
  {
    var text: String
    var isEnabled = true
    weak var cell: FormCell?
    var didCommit: ((String) -> Void)?

    init(text: String) { self.text = text }

    var textDescription: String { "[\(text)]" }

    func enter(_ text: String) -> Bool {
      guard acceptsInput else { return false }
      self.text = text
      didCommit?(text)  // NB: broken on purpose: commits before checking.
      return !text.isEmpty && text.allSatisfy(\.isNumber)
    }
  }

  private func sloppyDigitsField<State>(
    keyPath: WritableKeyPath<State, String>
  ) -> Element<SloppyDigitsField, State> {
    return { context in
      let field = SloppyDigitsField(text: context.state[keyPath: keyPath])
      field.didCommit = { text in context.change { $0[keyPath: keyPath] = text } }
      return Rendered(element: field, strongReferences: []) { state in
        let text = state[keyPath: keyPath]
        if field.text != text { field.text = text }
      }
    }
  }

  /// A stepper that, at the top of its range, refuses but shows one more anyway.
  private final class OvershootingStepper: HostedControl, SteppableControl,
    TextDescribedControl
  {
    var value: Int
    var isEnabled = true
    weak var cell: FormCell?

    init(value: Int) { self.value = value }

    var textDescription: String { "[\(value)]" }

    func increment() -> Bool {
      value += 1  // NB: broken on purpose: changes the display before refusing.
      return false
    }

    func decrement() -> Bool { false }
  }

  /// A field for digits that keeps refused text, and tallies every refusal on another row,
  /// counting refusals the field no longer shows: broken on purpose.
  private final class TallyingDigitsField: HostedControl, TextEnterableControl,
    TextDescribedControl
  {
    var text: String
    var isEnabled = true
    weak var cell: FormCell?
    weak var tally: FormCell?

    init(text: String) { self.text = text }

    var textDescription: String { "[\(text)]" }

    func enter(_ text: String) -> Bool {
      guard acceptsInput else { return false }
      self.text = text
      guard !text.isEmpty, text.allSatisfy(\.isNumber) else {
        tally?.detail = String((Int(tally?.detail ?? "0") ?? 0) + 1)
        return false
      }
      return true
    }
  }

  @Test func feedbackLoopsAreCaught() throws {
    struct Runaway: Equatable {
      var isOn = false
      var count = 0
    }
    let form: Form<Runaway> = sections([
      section([
        controlCell(title: "Run", control: toggle(keyPath: \.isOn)),
        { context in
          let cell = FormCell(title: "Count")
          return Rendered(element: cell, strongReferences: []) { state in
            cell.detail = String(state.count)
            if state.isOn { context.change { $0.count += 1 } }
          }
        },
      ])
    ])
    let walker = RandomWalker(initial: Runaway(), title: "Runaway", form: form)
    let failure = try #require(walker.firstFailure(walks: 20, steps: 20, seed: 0))
    #expect(failure.kind == .feedbackLoop)
    #expect(failure.shrunk == [.toggle(row: 1)])
  }

  @Test func aFormInconsistentFromTheStartFailsWithNoSteps() throws {
    final class Builds { var count = 0 }
    let builds = Builds()
    let form: Form<Code> = sections([
      section([
        { _ in
          builds.count += 1
          let cell = FormCell(title: "Build \(builds.count)")
          return Rendered(element: cell, strongReferences: []) { _ in }
        }
      ])
    ])
    let walker = RandomWalker(initial: Code(), title: "Builds", form: form)
    let failure = try #require(walker.firstFailure(walks: 3, steps: 5, seed: 0))
    #expect(failure.kind == .inconsistentScreen)
    #expect(failure.step == 0)
    #expect(failure.shrunk == [])
    #expect(failure.description.contains("It fails with no steps at all"))
  }

  @Test func refusedTextThatChangesStateIsCaught() throws {
    let form: Form<Code> = sections([
      section([controlCell(title: "Code", control: sloppyDigitsField(keyPath: \.digits))])
    ])
    let walker = RandomWalker(initial: Code(), title: "Code", form: form)
    let failure = try #require(walker.firstFailure(walks: 20, steps: 20, seed: 1))
    #expect(failure.kind == .refusedGestureChangedState)
    #expect(failure.shrunk == [.enter(row: 1, text: "")])
    #expect(failure.script == "enter 1 ")  // the REPL enters empty text after one space
    #expect(
      failure.details == """
        `enter 1 ` returned false, but the state changed from
            ▿ FormworkTestingTests.WalkSessionTests.Code
              - digits: "10"

        to
            ▿ FormworkTestingTests.WalkSessionTests.Code
              - digits: ""

        """)
  }

  @Test func refusedGestureThatChangesTheScreenIsCaught() throws {
    let form: Form<Code> = sections([
      section([
        controlCell(
          title: "Level",
          control: { _ in
            Rendered(element: OvershootingStepper(value: 5), strongReferences: []) { _ in }
          })
      ])
    ])
    let walker = RandomWalker(initial: Code(), title: "Level", form: form)
    let failure = try #require(walker.firstFailure(walks: 20, steps: 20, seed: 1))
    #expect(failure.kind == .refusedGestureChangedScreen)
    #expect(failure.shrunk == [.increment(row: 1)])
    #expect(
      failure.details == """
        `inc 1` returned false, but the screens changed:
        Screen 1 "Level":
          section 1 rows were
              Level  [5]
            and became
              Level  [6]
        The screens now show
            Level

              1  Level  [6]

        """)
  }

  @Test func typedTextCountsAmongTheFormsErrors() throws {
    // "abc" reaches state and fails the rule; the submit button counts it as a field to fix.
    // A fresh form over the same state and input shows the same.
    let form: Form<Code> = sections(
      [
        section([
          controlCell(
            title: "Code",
            control: textField(
              keyPath: \.digits, rules: [.matches("[0-9]+", message: "Digits only")]))
        ])
      ], submit: "Send"
    ) { _ in }
    let walker = RandomWalker(initial: Code(digits: ""), title: "Code", form: form)
    #expect(walker.replay([.enter(row: 1, text: "abc"), .tap(row: 2)]) == nil)
    let tester = FormTester(initial: Code(digits: ""), title: "Code", form: form)
    #expect(tester.enter("abc", in: "Code"))
    #expect(
      tester.screen == """
        Code

        ▸ 1  Code  [abc]
             ! Digits only

          2  Send  (1 to fix)

        """)
    #expect(tester.state == Code(digits: "abc"))
    #expect(walker.firstFailure(walks: 50, steps: 30, seed: 3) == nil)
  }

  @Test func aRefusalWhoseEffectsAreNotInTheInputIsCaught() throws {
    let form: Form<Code> = sections([
      { context in
        let tally = FormCell(title: "Refused")
        let field = TallyingDigitsField(text: context.state.digits)
        field.tally = tally
        let cell = FormCell(title: "Code")
        cell.control = field
        return Rendered(element: Section(cells: [cell, tally]), strongReferences: []) { _ in }
      }
    ])
    let walker = RandomWalker(initial: Code(), title: "Code", form: form)
    let failure = try #require(walker.firstFailure(walks: 20, steps: 20, seed: 1))
    // What a refused gesture changes must be the form's input: a tally kept by the control
    // changes a screen the input does not account for.
    #expect(failure.kind == .refusedGestureChangedScreen)
    #expect(failure.shrunk == [.enter(row: 1, text: "")])
    #expect(failure.details.hasPrefix("`enter 1 ` returned false, but the screens changed:"))
  }

  @Test func invariantsAreCheckedAfterEveryStep() throws {
    let walker = RandomWalker(initial: Settings(), title: "Settings", form: settingsForm)
      .invariant("the hotspot stays on") { $0.hotspot.isEnabled }
    let failure = try #require(walker.firstFailure(walks: 200, steps: 50, seed: 0))
    #expect(failure.kind == .invariantViolated("the hotspot stays on"))
    #expect(failure.shrunk == [.tap(row: 1), .toggle(row: 1)])
    #expect(failure.description.contains("invariant \"the hotspot stays on\" does not hold"))
  }

  @Test func statesThatAreNotEquatableAreComparedByTheirDump() throws {
    struct Profile {
      var name = "Ann"
      var isPublic = false
    }
    let form: Form<Profile> = sections([
      section([
        controlCell(title: "Name", control: textField(keyPath: \.name)),
        controlCell(title: "Public", control: toggle(keyPath: \.isPublic)),
      ])
    ])
    #expect(
      RandomWalker(initial: Profile(), title: "Profile", form: form)
        .firstFailure(walks: 50, steps: 30, seed: 0) == nil)
    let sloppy: Form<Profile> = sections([
      section([controlCell(title: "Name", control: sloppyDigitsField(keyPath: \.name))])
    ])
    let failure = try #require(
      RandomWalker(initial: Profile(), title: "Profile", form: sloppy)
        .firstFailure(walks: 20, steps: 20, seed: 0))
    #expect(failure.kind == .refusedGestureChangedState)
  }
}
