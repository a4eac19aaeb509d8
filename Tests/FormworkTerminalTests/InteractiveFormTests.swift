import Formwork
import FormworkExamples
import FormworkTerminal
import Foundation
import Testing

/// What the full-screen suites share: a form of an example, keys pressed, its frame.
protocol InteractiveFormSuite {}

extension InteractiveFormSuite {
  func form(_ name: String, style: ScreenStyle = .plain) -> InteractiveForm {
    InteractiveForm(session: (Example.named(name) ?? examples[0]).start(), style: style)
  }

  func press(_ form: InteractiveForm, _ keys: TerminalKey...) {
    for key in keys { form.handle(key) }
  }

  func screen(_ form: InteractiveForm, width: Int = 60, height: Int = 12) -> String {
    form.frame(width: width, height: height).text
  }

  func state<State>(_ form: InteractiveForm, _ type: State.Type) -> State? {
    (form.session as? FormDriver<State>)?.state
  }

  func checkoutAtPayment() -> any RunningForm {
    let session = Example.named("checkout")?.start() ?? examples[0].start()
    let steps: [Gesture] = [
      .enter(row: 1, text: "Ada"), .enter(row: 2, text: "ada@example.com"), .tap(row: 4),
      .enter(row: 1, text: "1 Main St"), .enter(row: 2, text: "Springfield"), .tap(row: 3),
    ]
    for step in steps { try? session.perform(step) }
    return session
  }

  func stripped(_ text: String) -> String {
    var result = ""
    var inSequence = false
    for character in text {
      if character == "\u{1B}" {
        inSequence = true
      } else if inSequence {
        if character.isLetter { inSequence = false }
      } else {
        result.append(character)
      }
    }
    return result
  }
}

/// The full-screen front end, key by key, without a terminal: whole frames and whole states.
@Suite struct InteractiveFormTests: InteractiveFormSuite {
  @Test func arrowsEnterAndSpaceDriveTheSettingsForm() {
    let form = form("settings")
    #expect(
      screen(form) == """
        Settings

        ❯ 1  Personal Hotspot  On  ›








        enter open · ↑↓ move · q quit · / filter · ctrl-z undo
        """)
    press(form, .enter, .text(" "), .down)
    #expect(
      screen(form) == """
        Settings › Personal Hotspot

          1  Personal Hotspot  [off]

        ❯ 2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›



        enter open · ↑↓ move · esc back · q quit · / filter
        """)
    #expect(state(form, Settings.self)?.hotspot.isEnabled == false)
    // k and j move too; ← goes back, the cursor where it was on that screen
    press(form, .text("j"), .text("k"), .left)
    #expect(form.session.path == ["Settings"])
    #expect(form.currentRow?.title == "Personal Hotspot")
    press(form, .control("z"))
    #expect(state(form, Settings.self) == Settings())
  }

  @Test func onATextRowLettersAreTextAndTheBarOffersNoLetterKeys() {
    let form = form("signup")
    #expect(
      form.helpBar
        == "type to edit · enter edit · ↑↓ move · ctrl-d quit · ctrl-z undo · ctrl-y redo")
    press(form, .text("q"))
    #expect(form.helpBar == "enter save · ↑↓ save, move · esc cancel")
    press(form, .text("/pass"))
    #expect(screen(form).contains("❯ 1  Username          [q/pass]"))
    #expect(form.session.path == ["Sign Up"])
    press(form, .escape, .text("kay"), .enter)
    #expect(state(form, SignUp.self)?.username == "kay")
  }

  @Test func everyKindOfRowNamesItsOwnKeys() {
    let catalog = form("catalog")
    press(catalog, .down, .down, .enter)  // Steppers and sliders
    #expect(
      catalog.helpBar
        == "←→ step · enter type a value · ↑↓ move · esc back · q quit · / filter · ctrl-z undo"
        + " · ctrl-y redo")
    press(catalog, .escape, .down, .enter)  // Choices
    #expect(catalog.helpBar.hasPrefix("enter open · ←→ choose · ↑↓ move"))
    press(catalog, .down, .down, .down)  // Extra cheese, a check box
    #expect(catalog.helpBar.hasPrefix("space check · ↑↓ move"))
    press(catalog, .down)  // Delivery, options side by side
    #expect(catalog.helpBar.hasPrefix("←→ choose · ↑↓ move"))
    press(catalog, .up, .up, .enter)  // Toppings: a list of check boxes
    #expect(catalog.helpBar.hasPrefix("space check · a all · n none · ↑↓ move · esc back"))
    press(catalog, .escape, .up, .up, .enter)  // Size: a picker's options
    // chosen or not, an option says the same
    #expect(catalog.helpBar.hasPrefix("enter choose · ↑↓ move · esc back"))
    press(catalog, .down)
    #expect(catalog.helpBar.hasPrefix("enter choose · ↑↓ move · esc back"))
    let todos = form("todos")
    #expect(todos.helpBar.hasPrefix("space toggle · d delete · K/J move row · ↑↓ move · q quit"))
    press(todos, .end, .up)  // New Item, a text row: d, J, K are text there
    #expect(!todos.helpBar.contains("delete"))
  }

  @Test func theCursorStaysOnCreateAccountWhenASubmitAddsAMessage() async throws {
    let form = form("signup")
    // enter saves and goes to the next row
    press(
      form, .text("bob_1"), .enter, .text("b@x.io"), .enter, .text("secret12"), .enter,
      .text("secret12"), .enter)
    #expect(form.currentRow?.title == "Age")
    let scheduler = try #require(
      (form.session as? FormDriver<SignUp>)?.scheduler as? ManualScheduler)
    await scheduler.settle()
    press(form, .down, .down, .down, .down, .text(" "), .down, .enter)
    #expect(state(form, SignUp.self)?.createdAccount == "bob_1")
    #expect(form.currentRow?.title == "Create Account")
    #expect(screen(form, height: 24).contains("\n❯10  Create Account\n     ✓ Account created\n"))
    press(form, .control("z"))  // the submit taken back: the row stays where it is
    #expect(form.currentRow?.title == "Create Account")
  }

  @Test func deletingTheLastItemLeavesTheCursorInTheListAndUndoKeepsIt() {
    let form = form("todos")
    press(form, .down, .down, .text("d"))
    #expect(form.currentRow?.title == "Write tests")
    press(form, .control("z"))
    #expect(state(form, TodoList.self) == TodoList())
    #expect(form.currentRow?.title == "Write tests")
    // q quits here: it is not typed into the New Item field. Nothing changed, so nothing is
    // asked, but the list was never saved: quitting a form with a Save row unsaved is `.quit`.
    #expect(form.handle(.text("q")) == .quit)
    #expect(state(form, TodoList.self)?.draft == "")
  }

  @Test func aReopenedDraftStartsOnItsFirstFieldAndTypingGoesThere() {
    let session = checkoutAtPayment()
    let form = InteractiveForm(session: session)
    press(form, .down, .enter)  // Billing Address
    press(form, .down, .down, .escape, .text("y"))  // Done, then back without keeping
    press(form, .enter)
    #expect(form.currentRow?.title == "Street")
    press(form, .text("2 Bill St"), .enter)
    #expect(screen(form).contains("  1  Street  [2 Bill St]\n❯ 2  City"))
    press(form, .escape)
    #expect(
      screen(form, width: 80).hasSuffix(
        "Leave Billing Address without keeping your changes? Done keeps them. (y/n)\n"
          + "y yes · any other key no"))
    press(form, .text("n"))
    #expect(form.session.path.last == "Billing Address")
    press(form, .escape, .text("y"))
    #expect(form.session.path.last == "Payment")
    #expect(screen(form).contains("\nthe changes to Billing Address were not kept\n"))
    #expect((session as? FormDriver<Checkout>)?.state.billing == Address())
  }

  @Test func thePickerOpensOnTheChosenOptionAndEnterReturns() {
    let form = form("settings")
    press(form, .enter, .end, .enter)
    #expect(form.session.path == ["Settings", "Personal Hotspot", "Notification"])
    #expect(form.currentRow?.title == "Always")
    press(form, .down, .enter)
    #expect(form.session.path == ["Settings", "Personal Hotspot"])
    #expect(state(form, Settings.self)?.hotspot.showPreview == .whenUnlocked)
    #expect(form.currentRow?.title == "Notification")
    press(form, .enter)
    #expect(form.currentRow?.title == "When Unlocked")
    // space chooses and stays; / filters the options, enter chooses the one left
    press(form, .text(" "), .text("/nev"), .enter)
    #expect(state(form, Settings.self)?.hotspot.showPreview == .never)
    #expect(form.session.path == ["Settings", "Personal Hotspot"])
  }

  @Test func checkBoxesShowAndTakeAllOrNone() {
    let form = form("catalog")
    press(form, .down, .down, .down, .enter, .down, .down, .enter, .down, .text(" "))
    #expect(
      screen(form) == """
        Catalog › Choices › Toppings

          1  [ ] Mushrooms
        ❯ 2  [x] Olives
          3  [ ] Basil






        space check · a all · n none · ↑↓ move · esc back · q quit
        """)
    press(form, .text("a"))
    #expect(state(form, Catalog.self)?.toppings == Set(Catalog.Topping.allCases))
    press(form, .text("n"))
    #expect(state(form, Catalog.self)?.toppings == [])
  }

  @Test func theChooserEndsWithTheExamplePicked() {
    let session = FormDriver(
      initial: ExampleChoice(), title: "formwork-demo: choose an example",
      build: exampleChooserForm)
    let chooser = InteractiveForm(session: session)
    chooser.endsWhen = { session.state.chosen != nil }
    #expect(
      screen(chooser, width: 80, height: 14) == """
        formwork-demo: choose an example

          ── Examples ──
        ❯ 1  settings  a phone's Settings › Personal Hotspot form  ›
          2  signup    a sign-up form that validates as you type  ›
          3  todos     a list editor: add, delete and move items  ›
          4  catalog   the control catalog: every control, a screen per kind  ›
          5  checkout  a checkout wizard: one step at a time, each checked  ›
          6  profile   a profile form derived from a Codable struct (modelForm)  ›
          7  team      a team wizard: checks that wait, members, a draft, a model fo…  ›
          8  booking   a hotel booking in the user's language (--locale de)  ›


        enter open · ↑↓ move · q quit · / filter · ctrl-z undo · ctrl-y redo
        """)
    #expect(chooser.handle(.down) == nil)
    #expect(chooser.handle(.enter) == .finished)
    #expect(session.state.chosen == "signup")
  }
}
