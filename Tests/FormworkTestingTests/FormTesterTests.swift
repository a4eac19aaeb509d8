import Formwork
import FormworkExamples
import FormworkTesting
import Testing

@Suite struct FormTesterTests {
  private func settingsTester() -> FormTester<Settings> {
    FormTester(initial: Settings(), title: "Settings", form: settingsForm)
  }

  @Test func tapsTogglesAndGoesBack() {
    let tester = settingsTester()
    #expect(tester.tap("Personal Hotspot"))
    #expect(tester.toggle("Personal Hotspot"))
    #expect(
      tester.screen == """
        Settings › Personal Hotspot

        ▸ 1  Personal Hotspot  [off]

          2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        """)
    var expected = Settings()
    expected.hotspot.isEnabled = false
    #expect(tester.state == expected)
    #expect(tester.back())
    #expect(
      tester.screen == """
        Settings

          1  Personal Hotspot  Off  ›

        """)
    #expect(tester.path == ["Settings"])
  }

  @Test func entersTextInANestedField() {
    let tester = settingsTester()
    tester.tap("Personal Hotspot")
    tester.tap("Password")
    #expect(tester.enter("s3cret wörd 🙂", in: "Password"))
    #expect(
      tester.screen == """
        Settings › Personal Hotspot › Password

        ▸ 1  Password  [s3cret wörd 🙂]

        """)
    tester.back()
    #expect(tester.row("Password")?.detail == "s3cret wörd 🙂")
    var expected = Settings()
    expected.hotspot.password = "s3cret wörd 🙂"
    #expect(tester.state == expected)
  }

  @Test func refusedGesturesReturnFalseAndChangeNothing() {
    let tester = settingsTester()
    #expect(!tester.back())
    tester.tap("Personal Hotspot")
    // The switch's row is not selectable: tapping the row (not the switch) is refused.
    let before = tester.screen
    #expect(!tester.tap("Personal Hotspot"))
    #expect(tester.screen == before)
    #expect(tester.state == Settings())
  }

  @Test func disabledRowsRefuseTheirControls() {
    let tester = FormTester(initial: Order(), title: "Order", form: orderForm)
    #expect(!tester.enter("for Ann", in: "Note"))
    #expect(tester.state == Order())
    #expect(tester.toggle("Gift"))
    #expect(tester.enter("for Ann", in: "Note"))
    var expected = Order()
    expected.isGift = true
    expected.note = "for Ann"
    #expect(tester.state == expected)
  }

  @Test func stepsSelectsDeletesAndMoves() {
    let tester = FormTester(initial: Order(), title: "Order", form: orderForm)
    #expect(tester.increment("Quantity"))
    #expect(tester.increment("Quantity"))
    #expect(!tester.increment("Quantity"))  // 3 is the top of 0...3
    #expect(tester.decrement("Quantity"))
    #expect(tester.increment("Quantity"))
    #expect(tester.select("L", in: "Size"))
    #expect(tester.delete("Bread"))
    #expect(tester.move("Cheese", to: "Apples"))
    #expect(
      tester.screen == """
        Order

          1  Quantity  [3]
          2  Size      [L]
          3  Count     [10]

          ── Gift ──
          4  Gift      [off]
          5  Note      []  (disabled)

          ── Items ──
          6  Cheese
          7  Apples

        """)
    var expected = Order()
    expected.quantity = 3
    expected.size = 2
    expected.items = ["Cheese", "Apples"]
    #expect(tester.state == expected)
  }

  @Test func textThatDoesNotParseStaysVisibleWithAMessage() {
    let tester = FormTester(initial: Order(), title: "Order", form: orderForm)
    #expect(!tester.enter("12abc", in: "Count"))
    #expect(tester.state == Order())
    #expect(tester.row("Count")?.message == "\"12abc\" is not a whole number")
    #expect(tester.enter("12", in: "Count"))
    #expect(tester.row("Count")?.message == nil)
    #expect(tester.state.count == 12)
  }

  @Test func missingRowIsReportedAtTheCallerWithTheVisibleTitles() {
    let tester = settingsTester()
    tester.tap("Personal Hotspot")
    let line = #_sourceLocation.line + 2
    withKnownIssue {
      #expect(!tester.tap("Wi-Fi"))
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
        && issue.comments.count == 1
        && issue.comments[0].rawValue.hasPrefix(
          "Row \"Wi-Fi\" on screen \"Settings › Personal Hotspot\": no row")
        && issue.comments[0].rawValue.hasSuffix(
          ". Visible rows: "
            + "\"Personal Hotspot\", \"Password\", \"Network Name\", \"Notification\"")
    }
    #expect(tester.state == Settings())
  }

  private struct Phones: Equatable {
    var home = ""
    var work = ""
  }

  /// Two rows of one title: the tester does not guess, as the REPL does not.
  @Test func aTitleThatFitsSeveralRowsIsAnIssue() {
    let form: Form<Phones> = sections([
      section([
        controlCell(title: "Phone", control: textField(keyPath: \.home)),
        controlCell(title: "Phone", control: textField(keyPath: \.work)),
      ])
    ])
    let tester = FormTester(initial: Phones(), title: "Contact", form: form)
    withKnownIssue {
      #expect(!tester.enter("555", in: "Phone"))
    } matching: { issue in
      issue.comments.first?.rawValue
        == "Row \"Phone\" on screen \"Contact\": 'Phone' fits rows 1 (Phone), 2 (Phone); "
        + "type more of the title, or the row number. Visible rows: \"Phone\", \"Phone\""
    }
    #expect(tester.state == Phones())
  }

  /// The tester finds rows as every gesture does: `tester.tap("wi-fi")` taps what
  /// `perform(.tap(row: "wi-fi"))` and the REPL's `tap wi-fi` tap.
  @Test func rowsAreFoundAsGesturesFindThem() {
    let tester = settingsTester()
    #expect(tester.tap("personal hotspot"))
    #expect(tester.driver.path == ["Settings", "Personal Hotspot"])
    #expect(tester.toggle("personal") { $0.hotspot.isEnabled = false })
    #expect(tester.row("PASSWORD")?.title == "Password")
    withKnownIssue {
      #expect(!tester.tap("P"))
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix(
        "Row \"P\" on screen \"Settings › Personal Hotspot\": ") == true
    }
    #expect(tester.driver.path == ["Settings", "Personal Hotspot"])
  }

  @Test func rowWithoutTheControlIsReported() {
    let tester = settingsTester()
    withKnownIssue {
      #expect(!tester.toggle("Personal Hotspot"))
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix(
        "Cannot run `toggle 1`: row 1 (Personal Hotspot) has no switch; try: tap 1\n") == true
    }
    withKnownIssue {
      #expect(!tester.select("XL", in: "Personal Hotspot"))
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Row \"Personal Hotspot\" has no option \"XL\"; its options: none"
      ]
    }
    #expect(tester.state == Settings())
  }

  @Test func emptyFormHasNoRows() {
    let tester = FormTester(initial: Settings(), title: "Empty", form: sections([]))
    #expect(tester.titles == [])
    #expect(
      tester.screen == """
        Empty

          (no rows)

        """)
    withKnownIssue {
      _ = tester.row("Anything")
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Row \"Anything\" on screen \"Empty\": ") == true
        && issue.comments.first?.rawValue.hasSuffix(". Visible rows: none") == true
    }
  }

  @Test func runsAScript() {
    let tester = settingsTester()
    #expect(
      tester.run(
        """
        # a comment
        tap 1
        toggle 1
        3
        enter 1 a  b
        state
        back
        """))
    var expected = Settings()
    expected.hotspot.isEnabled = false
    expected.hotspot.networkName = "a  b"
    #expect(tester.state == expected)
    #expect(tester.path == ["Settings", "Personal Hotspot"])
  }

  @Test func scriptWithABadLineIsReported() {
    let tester = settingsTester()
    withKnownIssue {
      #expect(!tester.run("tap 1\nfly away\nback"))
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Not a command: \"fly away\": unknown command 'fly';"
          + " try a row number, or 'help' for the commands"
      ]
    }
    #expect(tester.path == ["Settings"])
  }

  @Test func droppingTheTesterFreesTheForm() {
    weak var screen: Screen?
    do {
      let tester = settingsTester()
      tester.tap("Personal Hotspot")
      screen = tester.driver.topScreen
      #expect(screen != nil)
    }
    #expect(screen == nil)
  }

  // MARK: Exhaustive state assertions

  /// Expects `body` to record one issue, whose text is `expected`.
  private func expectIssue(
    _ expected: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
  ) {
    withKnownIssue(sourceLocation: sourceLocation) {
      body()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [expected]
    }
  }

  @Test func aGestureWithItsWholeChangeStatedPasses() {
    let tester = FormTester(initial: Account(), title: "Account", form: accountForm)
    #expect(tester.enter("Ann", in: "Name") { $0.name = "Ann" })
    #expect(tester.toggle("Newsletter") { $0.newsletter = true })
    #expect(tester.tap("Email") { _ in })
    #expect(tester.enter("ann@example.com", in: "Email") { $0.email = "ann@example.com" })
    #expect(tester.back { _ in })
    #expect(!tester.back { _ in })
    #expect(tester.state == Account(name: "Ann", newsletter: true, email: "ann@example.com"))
    // Without a closure nothing is asserted, as before.
    #expect(tester.toggle("Newsletter"))
  }

  @Test func aChangeTheClosureDoesNotStateFailsWithTheDiff() {
    let tester = FormTester(initial: TodoList(), title: "To Do", form: todosForm)
    #expect(tester.enter("Call Bob", in: "New Item") { $0.draft = "Call Bob" })
    // "Add" also empties the field for the next item and takes the next id.
    expectIssue(
      """
      The state after `tap "Add"` is not the expected one:
        draft: changed "Call Bob" → "", but the expected change leaves it "Call Bob"
        nextID: changed 4 → 5, but the expected change leaves it 4
      """
    ) {
      tester.tap("Add") { $0.todos.append(Todo(id: 4, title: "Call Bob")) }
    }
    var expected = TodoList()
    expected.todos.append(Todo(id: 4, title: "Call Bob"))
    expected.nextID = 5
    #expect(tester.state == expected)
    // Stated whole, the same change passes.
    #expect(tester.enter("Call Eve", in: "New Item") { $0.draft = "Call Eve" })
    #expect(
      tester.tap("Add") {
        $0.todos.append(Todo(id: 5, title: "Call Eve"))
        $0.draft = ""
        $0.nextID = 6
      })
  }

  @Test func aStatedChangeThatDidNotHappenFails() {
    let tester = FormTester(initial: Account(), title: "Account", form: accountForm)
    // A tap on a text row is refused: it changes nothing, whatever the test expects.
    expectIssue(
      """
      The state after `tap "Name"` (the form refused it: nothing changed) is not the \
      expected one:
        name: expected "" → "Bob", but it stayed ""
      """
    ) {
      #expect(!tester.tap("Name") { $0.name = "Bob" })
    }
    // A change to another value than the one stated.
    expectIssue(
      """
      The state after `enter "Name" Ann` is not the expected one:
        name: expected "" → "Anne", but it became "Ann"
      """
    ) {
      tester.enter("Ann", in: "Name") { $0.name = "Anne" }
    }
  }

  @Test func diffsNameNestedFieldsAndListElementsByPath() {
    let settings = settingsTester()
    settings.tap("Personal Hotspot")
    expectIssue(
      """
      The state after `toggle "Personal Hotspot"` is not the expected one:
        hotspot.isEnabled: changed true → false, but the expected change leaves it true
        hotspot.networkName: expected "my network" → "", but it stayed "my network"
      """
    ) {
      settings.toggle("Personal Hotspot") { $0.hotspot.networkName = "" }
    }
    let todos = FormTester(initial: TodoList(), title: "To Do", form: todosForm)
    expectIssue(
      """
      The state after `toggle 2` is not the expected one:
        todos[0].isDone: expected false → true, but it stayed false
        todos[1].isDone: changed false → true, but the expected change leaves it false
      """
    ) {
      todos.perform(.toggle(row: 2)) { $0.todos[0].isDone = true }
    }
    #expect(todos.delete("Buy milk") { $0.todos.removeFirst() })
  }

  @Test func withExhaustivityOffOnlyWhatTheClosureSetsIsChecked() {
    let subscribed = Account(name: "Ann", newsletter: true, email: "ann@example.com")
    let tester = FormTester(initial: subscribed, title: "Account", form: accountForm)
    tester.exhaustivity = .off
    // The address the state forgets is not stated, and that passes now.
    #expect(tester.toggle("Newsletter") { $0.newsletter = false })
    // What the closure sets is still checked.
    expectIssue(
      """
      The state after `toggle "Newsletter"` is not the expected one:
        newsletter: changed false → true, but the expected change leaves it false
      """
    ) {
      tester.toggle("Newsletter") { $0.newsletter = false }
    }
  }
}
