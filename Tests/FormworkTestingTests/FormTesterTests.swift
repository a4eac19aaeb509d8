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
        && issue.comments.map(\.rawValue) == [
          "No row \"Wi-Fi\" on screen \"Settings › Personal Hotspot\"; visible rows: "
            + "\"Personal Hotspot\", \"Password\", \"Network Name\", \"Notification\""
        ]
    }
    #expect(tester.state == Settings())
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
      issue.comments.map(\.rawValue) == [
        "No row \"Anything\" on screen \"Empty\"; visible rows: none"
      ]
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
}
