import Formwork
import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Foundation
import Testing

/// Each command on the fixture's custom controls (written against the core protocols only),
/// and each way a command can fail: an error that says what would work, and no change to
/// the state or the screen.
@Suite struct InterpreterTests {
  private let orderScreen = """
    Order

      ── Order ──
      1  Quantity  [1]
      2  Size      [Small|*Medium*|Large]
      3  Age       [30]
      4  Locked    [off]  (disabled)
      5  Info

      ── Items ──
      6  apples
      7  bread
      8  cheese

      9  Submit

    """

  /// Runs `line`, which must fail with `message` and leave state and screen as they were.
  private func expectRefusal(
    _ line: String, _ message: String, in session: any RunningForm,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let state = session.stateDump
    let screen = session.render()
    let path = session.path
    #expect(
      throws: CommandError(message), sourceLocation: sourceLocation,
      performing: { try Interpreter(session: session).execute(line: line) })
    #expect(session.stateDump == state, sourceLocation: sourceLocation)
    #expect(session.render() == screen, sourceLocation: sourceLocation)
    #expect(session.path == path, sourceLocation: sourceLocation)
  }

  @Test func customControlsShowThroughTheirTextDescription() {
    #expect(orderSession().render() == orderScreen)
  }

  @Test func rowsAndOptionsAreFoundByTitleOrTheirUniqueStart() throws {
    let session = orderSession()
    let interpreter = Interpreter(session: session)
    try interpreter.execute(line: "inc \"Quantity\"")
    try interpreter.execute(line: "inc quan")
    try interpreter.execute(line: "select SIZE lar")
    try interpreter.execute(line: "move bread \"apples\"")
    #expect(
      orderState(session)
        == order {
          $0.quantity = 3
          $0.size = 2
          $0.items = ["bread", "apples", "cheese"]
        })
    // Both sides: a title that fits no row, or several, changes nothing and says why.
    expectRefusal(
      "toggle zebra", "no row titled 'zebra' on this screen; rows are 1–9", in: session)
    expectRefusal(
      "inc \"\"",
      "'' fits rows 1 (Quantity), 2 (Size), 3 (Age), 4 (Locked), 5 (Info), 6 (bread),"
        + " 7 (apples), 8 (cheese), 9 (Submit); type more of the title, or the row number",
      in: session)
    expectRefusal(
      "select size x", "row 2 (Size) has no option 'x'; options: 1 Small, 2 Medium, 3 Large",
      in: session)
    expectRefusal(
      "move bread Submit", "row 9 is in another section; row 6 can move to rows 6–8", in: session)
  }

  @Test func incAndDecStepUntilTheRangeEnds() throws {
    let session = orderSession()
    let interpreter = Interpreter(session: session)
    try interpreter.execute(line: "inc 1")
    try interpreter.execute(line: "inc 1")
    #expect(orderState(session) == order { $0.quantity = 3 })
    expectRefusal("inc 1", "row 1 (Quantity) refused the step up; try: dec 1", in: session)
    try interpreter.execute(line: "dec 1")
    try interpreter.execute(line: "dec 1")
    try interpreter.execute(line: "dec 1")
    #expect(orderState(session) == order { $0.quantity = 0 })
    expectRefusal("dec 1", "row 1 (Quantity) refused the step down; try: inc 1", in: session)
  }

  @Test func selectTakesAnOptionNumberOrTitle() throws {
    let session = orderSession()
    let interpreter = Interpreter(session: session)
    try interpreter.execute(line: "select 2 Large")
    #expect(orderState(session) == order { $0.size = 2 })
    try interpreter.execute(line: "select 2 1")
    #expect(orderState(session) == order { $0.size = 0 })
    try interpreter.execute(line: "select 2 medium")
    #expect(orderState(session) == Order())
    #expect(session.render() == orderScreen)
    let options = "options: 1 Small, 2 Medium, 3 Large"
    expectRefusal("select 2 4", "row 2 (Size) has no option '4'; \(options)", in: session)
    expectRefusal("select 2 Huge", "row 2 (Size) has no option 'Huge'; \(options)", in: session)
    expectRefusal(
      "select 1 Large", "row 1 (Quantity) has no options to select; try: inc 1, dec 1",
      in: session)
  }

  @Test func enterRefusedKeepsTheTextAndShowsTheMessage() throws {
    let session = orderSession()
    let interpreter = Interpreter(session: session)
    #expect(
      throws: CommandError("row 3 (Age) refused the text: not a number: 12x"),
      performing: { try interpreter.execute(line: "enter 3 12x") })
    #expect(orderState(session) == Order())
    #expect(
      session.render()
        == orderScreen.replacingOccurrences(
          of: "[30]\n", with: "[12x]\n     ! not a number: 12x\n"))
    try interpreter.execute(line: "enter 3 42")
    #expect(orderState(session) == order { $0.age = 42 })
    #expect(session.render() == orderScreen.replacingOccurrences(of: "[30]", with: "[42]"))
  }

  @Test func deleteAndMoveWorkWithinASection() throws {
    let session = orderSession()
    let interpreter = Interpreter(session: session)
    try interpreter.execute(line: "move 8 6")
    #expect(orderState(session) == order { $0.items = ["cheese", "apples", "bread"] })
    try interpreter.execute(line: "delete 7")
    #expect(orderState(session) == order { $0.items = ["cheese", "bread"] })
    #expect(
      session.render()
        == orderScreen.replacingOccurrences(
          of: "6  apples\n  7  bread\n  8  cheese\n\n  9  Submit",
          with: "6  cheese\n  7  bread\n\n  8  Submit"))
    expectRefusal(
      "move 6 8", "row 8 is in another section; row 6 can move to rows 6–7", in: session)
    expectRefusal("move 6 9", "no row 9 to move to; row 6 can move to rows 6–7", in: session)
    expectRefusal("move 1 2", "row 1 (Quantity) cannot be moved; try: inc 1, dec 1", in: session)
    expectRefusal("delete 8", "row 8 (Submit) cannot be deleted; try: tap 8", in: session)
  }

  @Test func tapRunsTheRowsAction() throws {
    let session = orderSession()
    try Interpreter(session: session).execute(line: "9")
    #expect(orderState(session) == order { $0.isSubmitted = true })
  }

  @Test func rowsWithoutTheCommandSayWhatWouldWork() {
    let session = orderSession()
    expectRefusal("tap 1", "row 1 (Quantity) cannot be tapped; try: inc 1, dec 1", in: session)
    expectRefusal(
      "toggle 3", "row 3 (Age) has no switch; try: enter 3 <text>", in: session)
    expectRefusal(
      "enter 2 Large", "row 2 (Size) has no text field; try: select 2 <option>",
      in: session)
    expectRefusal(
      "inc 6", "row 6 (apples) has no value to step; try: delete 6, move 6 <m>", in: session)
    expectRefusal(
      "tap 5", "row 5 (Info) cannot be tapped; it takes no commands; try another row, or 'back'",
      in: session)
  }

  @Test func disabledRowsAndHiddenRowsTakeNoCommands() {
    let session = orderSession()
    expectRefusal("toggle 4", "row 4 (Locked) is disabled; try another row", in: session)
    // The hidden "Secret" row is not numbered: row 5 is "Info", and there is no row 10.
    expectRefusal("tap 10", "no row 10 on this screen; rows are 1–9", in: session)
  }

  @Test func disabledRowsQuoteTheirConditionsReason() throws {
    struct Wifi: Equatable {
      var isAirplaneMode = true
      var wifi = false
    }
    let session = FormDriver(
      initial: Wifi(), title: "Wi-Fi",
      build: sections([
        section([
          disabled(
            controlCell(title: "Wi-Fi", control: toggle(keyPath: \.wifi)), when: \.isAirplaneMode,
            reason: "Turn off airplane mode first")
        ])
      ]))
    expectRefusal(
      "toggle 1", "row 1 (Wi-Fi) is disabled: Turn off airplane mode first", in: session)
    #expect(
      session.render() == """
        Wi-Fi

          1  Wi-Fi  [off]  (disabled: Turn off airplane mode first)

        """)
    #expect(session.state == Wifi())
  }

  @Test func disabledRowsShowTheirMessageAsTheReason() throws {
    let session = orderSession()
    let locked = session.topScreen.visibleCells[3]
    locked.message = "unlock the order first"
    expectRefusal("toggle 4", "row 4 (Locked) is disabled: unlock the order first", in: session)
  }

  @Test func settingsCommandsNavigateAndEdit() throws {
    let session = settingsSession()
    let interpreter = Interpreter(session: session)
    expectRefusal(
      "back",
      "already on the first screen (Settings); nothing to go back to;"
        + " try a row number, or 'quit' to leave", in: session)
    expectRefusal("toggle 1", "row 1 (Personal Hotspot) has no switch; try: tap 1", in: session)
    try interpreter.execute(line: "1")
    #expect(session.path == ["Settings", "Personal Hotspot"])
    try interpreter.execute(line: "4")
    expectRefusal(
      "select 1 Never", "row 1 (Always) has no options to select; try: tap 1", in: session)
    try interpreter.execute(line: "3")
    #expect(settingsState(session) == settings { $0.hotspot.showPreview = .never })
    try interpreter.execute(line: "back")
    try interpreter.execute(line: "back")
    #expect(session.path == ["Settings"])
    #expect(settingsState(session) == settings { $0.hotspot.showPreview = .never })
  }

  @Test func stateHelpAndQuitReport() throws {
    let session = settingsSession()
    let interpreter = Interpreter(session: session)
    #expect(try interpreter.execute(line: "help") == .done(text: Command.helpText))
    #expect(
      try interpreter.execute(line: "state")
        == .done(
          text: """
            ▿ FormworkExamples.Settings
              ▿ hotspot: FormworkExamples.Hotspot
                - isEnabled: true
                - password: "hello"
                - networkName: "my network"
                - showPreview: FormworkExamples.ShowPreview.always
            """))
    #expect(try interpreter.execute(line: "quit") == .quit)
    #expect(try interpreter.execute(line: "  ") == .done(text: nil))
  }

  @Test func anEmptyScreenHasNoRows() {
    let session = FormDriver(initial: Order(), title: "Empty", build: sections([]))
    expectRefusal("1", "this screen has no rows; try 'back' or 'quit'", in: session)
  }

  @Test func commandsForEachRowListWhatWorks() {
    let session = orderSession()
    let interpreter = Interpreter(session: session)
    let cells = session.topScreen.visibleCells
    let commands = cells.indices.map { interpreter.commands(for: cells[$0], number: $0 + 1) }
    #expect(
      commands == [
        ["inc 1", "dec 1"], ["select 2 <option>"], ["enter 3 <text>"], ["toggle 4"], [],
        ["delete 6", "move 6 <m>"], ["delete 7", "move 7 <m>"], ["delete 8", "move 8 <m>"],
        ["tap 9"],
      ])
  }

  @Test func theReplUndoesAndRedoes() throws {
    let session = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    let interpreter = Interpreter(session: session)
    #expect(throws: CommandError("nothing to undo")) { try interpreter.execute(line: "undo") }
    try interpreter.execute(line: "toggle 8")
    try interpreter.execute(line: "undo")
    #expect(session.state == SignUp())
    try interpreter.execute(line: "redo")
    #expect(session.state.wantsNewsletter == true)
    #expect(throws: CommandError("nothing to redo")) { try interpreter.execute(line: "redo") }
  }
}

/// A form that never settles: the driver's feedback-loop error reaches the user.
@Suite struct InterpreterFeedbackLoopTests {
  private struct Loop: Equatable {
    var isOn = false
    var count = 0
  }

  private var loopForm: Form<Loop> {
    let echo: Element<FormCell, Loop> = { context in
      let cell = FormCell(title: "Echo")
      return Rendered(element: cell, strongReferences: []) { state in
        if state.isOn { context.change { $0.count += 1 } }
      }
    }
    return sections([section([controlCell(title: "On", control: toggle(keyPath: \.isOn)), echo])])
  }

  @Test func aFeedbackLoopIsReportedAfterTheChange() throws {
    let session = FormDriver(initial: Loop(), title: "Loop", build: loopForm)
    let outcome = try Interpreter(session: session).execute(line: "toggle 1")
    #expect(
      outcome
        == .done(
          text: "error: feedback loop: updates kept requesting changes; stopped after 100 rounds"))
    #expect(session.state == Loop(isOn: true, count: 100))
  }

  @Test func nextOpensAWizardsNextStepAndACommentDoesNothing() throws {
    let session = try #require(Example.named("checkout")).start()
    let interpreter = Interpreter(session: session)
    try interpreter.execute(line: "# a recorded session's note: nothing happens")
    try interpreter.execute(line: "enter 1 Ada")
    try interpreter.execute(line: "enter 2 ada@example.com")
    try interpreter.execute(line: "next")
    #expect(session.path == ["Contact", "Shipping"])
    // elsewhere next moves the focus
    let settings = Interpreter(session: settingsSession())
    try settings.execute(line: "1")
    try settings.execute(line: "next")
    #expect(settings.session.focus?.title == "Personal Hotspot")
  }

  @Test func theHelpNamesRowsTheExamplesHave() {
    #expect(!Command.helpText.contains("Wi-Fi"))
    #expect(Command.helpText.contains("\"Personal Hotspot\""))
  }
}
