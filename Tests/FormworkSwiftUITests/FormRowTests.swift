import Formwork
import FormworkExamples
import FormworkSwiftUI
import Foundation
import Testing

/// What each row shows and how a native screen would tap it: whole rows of whole screens,
/// for the settings form, a form of every control, a list and a form with rules.
@Suite struct FormRowTests {
  @Test func settingsRowsOpenScreensChooseOptionsAndShowTheirDetails() {
    let driver = FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
    let presentation = FormPresentation(driver: driver)
    #expect(
      presentation.topScreen.sections == [
        section(0, rows: [row(0, 0, number: 1, "Personal Hotspot", detail: "On", tap: .open)])
      ])

    driver.topScreen.visibleCells[0].tap()
    #expect(
      presentation.topScreen.sections == [
        section(
          0, footer: "Personal Hotspot Enabled",
          rows: [row(0, 0, number: 1, "Personal Hotspot", control: .toggle(isOn: true))]),
        section(
          1,
          rows: [
            row(1, 0, number: 2, "Password", detail: "hello", tap: .open),
            row(1, 1, number: 3, "Network Name", detail: "my network", tap: .open),
          ]),
        section(2, rows: [row(2, 0, number: 4, "Notification", detail: "Always", tap: .open)]),
      ])

    driver.topScreen.visibleCells[3].tap()
    #expect(
      presentation.topScreen.rows == [
        row(0, 0, number: 1, "Always", tap: .choose(isChosen: true)),
        row(0, 1, number: 2, "When Unlocked", tap: .choose(isChosen: false)),
        row(0, 2, number: 3, "Never", tap: .choose(isChosen: false)),
      ])
    #expect(presentation.screens.map(\.title) == ["Settings", "Personal Hotspot", "Notification"])
    #expect(presentation.screens.map(\.depth) == [0, 1, 2])
  }

  @Test func everyControlMapsToItsNativeControl() {
    let presentation = FormPresentation(driver: kitchenDriver())
    let day = Date(timeIntervalSince1970: 1_717_200_000)
    #expect(
      presentation.topScreen.sections == [
        section(
          0, header: "Order",
          rows: [
            row(
              0, 0, number: 1, "Name",
              control: .textField(FormRow.TextInput(text: "Ada", placeholder: "who"))),
            row(0, 1, number: 2, "Notes", control: .textArea(FormRow.TextInput(text: "no nuts"))),
            row(
              0, 2, number: 3, "Weight",
              control: .numberField(
                FormRow.TextInput(
                  text: "300", keyboard: .numbersAndPunctuation, capitalization: .none,
                  autocorrects: false))),
            row(
              0, 3, number: 4, "Day",
              control: .datePicker(
                FormRow.DateInput(text: "2024-06-01", format: "yyyy-MM-dd", mode: .date))),
          ]),
        section(
          1,
          rows: [
            row(
              1, 0, number: 5, "Servings",
              control: .stepper(FormRow.RangeInput(value: 2, range: 1...8, step: 1, text: "2"))),
            row(
              1, 1, number: 6, "Heat",
              control: .slider(
                FormRow.RangeInput(value: 0.5, range: 0...1, step: 0.25, text: "0.5"))),
            row(
              1, 2, number: 7, "Size",
              control: .segmentedPicker(
                FormRow.Choice(options: ["Small", "Medium", "Large"], selected: 1))),
            row(
              1, 3, number: 8, "Crust", detail: "Thin",
              control: .picker(FormRow.Choice(options: ["Thin", "Thick"], selected: 0)),
              tap: .open),
            row(1, 4, number: 9, "Extra cheese", tap: .check(isChecked: false)),
            row(
              1, 5, number: 10, "Stars",
              control: .custom(
                customInput(
                  "Rating", text: "[★★★]",
                  choice: FormRow.Choice(options: ["★", "★★", "★★★", "★★★★", "★★★★★"], selected: 2)
                ))),
          ]),
      ])
    if case .datePicker(let input)? = topRow(presentation, "Day")?.control {
      #expect(input.date == day)
    } else {
      Issue.record("the Day row is no date picker")
    }
  }

  @Test func aNoteShowsItsTitleAndDescriptionAndTakesNoTap() {
    let form: Form<Int> = sections([
      Formwork.section([
        noteCell(title: "About", description: "Counts go up, one a tap."),
        labelCell(title: "Count", keyPath: \.self, format: { "\($0)" }),
      ])
    ])
    let presentation = FormPresentation(driver: FormDriver(initial: 0, title: "C", build: form))
    #expect(
      presentation.topScreen.sections == [
        section(
          0,
          rows: [
            row(0, 0, number: 1, "About", hint: "Counts go up, one a tap."),
            row(0, 1, number: 2, "Count", detail: "0"),
          ])
      ])
  }

  @Test func aSecureFieldMasksNothingItself() {
    let driver = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    let presentation = FormPresentation(driver: driver)
    let password = topRow(presentation, "Password")
    #expect(
      password
        == row(
          0, 2, number: 3, "Password",
          control: .textField(
            FormRow.TextInput(
              text: "", isSecure: true, capitalization: .none, autocorrects: false)),
          hint: "8 characters or more, a digit"))
  }

  @Test func everyTextKindAsksForItsKeyboardCapitalizationAndAutocorrection() {
    let kinds = Formwork.TextField.Kind.allCases
    let inputs = kinds.compactMap { textInput(FormRow.NativeControl(Formwork.TextField(kind: $0))) }
    #expect(kinds.count == 9 && inputs.count == 9)
    #expect(zip(kinds, inputs).filter { $1.autocorrects }.map(\.0) == [.plain])
    #expect(
      inputs.map(\.keyboard) == [
        .default, .default, .emailAddress, .url, .phonePad, .default, .twitter, .default,
        .numbersAndPunctuation,
      ])
    #expect(
      inputs.map(\.capitalization) == [
        .sentences, .words, .none, .none, .none, .none, .none, .none, .allCharacters,
      ])
  }

  @Test func textFieldRowsAskForTheKeyboardAndCapitalizationOfTheirKind() {
    struct Profile: Equatable {
      var name = "", email = "", website = "", phone = "", password = ""
      var handle = "", account = "", zip = ""
    }
    let fields: [(String, WritableKeyPath<Profile, String>, Formwork.TextField.Kind)] = [
      ("Name", \.name, .name), ("Email", \.email, .email), ("Website", \.website, .url),
      ("Phone", \.phone, .phone), ("Password", \.password, .password),
      ("Twitter", \.handle, .twitter), ("Account", \.account, .account), ("Zip", \.zip, .zipCode),
    ]
    let form: Form<Profile> = sections([
      Formwork.section(
        fields.map { title, keyPath, kind in
          controlCell(title: title, control: textField(keyPath: keyPath, kind: kind))
        })
    ])
    let driver = FormDriver(initial: Profile(), title: "Profile", build: form)
    let inputs = FormPresentation(driver: driver).topScreen.rows.compactMap {
      textInput($0.control)
    }
    #expect(inputs.count == 8)
    #expect(
      inputs.map(\.keyboard) == [
        .default, .emailAddress, .url, .phonePad, .default, .twitter, .default,
        .numbersAndPunctuation,
      ])
    #expect(
      inputs.map(\.capitalization) == [
        .words, .none, .none, .none, .none, .none, .none, .allCharacters,
      ])
    #expect(inputs.map(\.isSecure) == [false, false, false, false, true, false, false, false])
    #expect(inputs.allSatisfy { !$0.autocorrects })
  }

  @Test func hiddenRowsAreLeftOutAndNumbersSkipThem() {
    let driver = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    let presentation = FormPresentation(driver: driver)
    let titles = presentation.topScreen.rows.map(\.title)
    #expect(!titles.contains("Topics"))
    #expect(topRow(presentation, "Accept Terms")?.id == FormRow.ID(section: 2, cell: 2))
    #expect(topRow(presentation, "Accept Terms")?.number == 9)

    driver.state.wantsNewsletter = true
    #expect(topRow(presentation, "Topics")?.id == FormRow.ID(section: 2, cell: 1))
    #expect(topRow(presentation, "Accept Terms")?.id == FormRow.ID(section: 2, cell: 2))
    #expect(topRow(presentation, "Accept Terms")?.number == 10)
  }

  @Test func listRowsCanBeDeletedAndMovedAndADisabledRowSaysWhy() {
    let presentation = FormPresentation(
      driver: FormDriver(initial: TodoList(), title: "To Do", build: todosForm))
    #expect(
      presentation.topScreen.sections == [
        section(
          0, header: "To Do", footer: "0 of 3 done",
          rows: [
            row(
              0, 0, number: 1, "Buy milk", control: .toggle(isOn: false), canDelete: true,
              canMove: true),
            row(
              0, 1, number: 2, "Write tests", control: .toggle(isOn: false), canDelete: true,
              canMove: true),
            row(
              0, 2, number: 3, "Call Alice", control: .toggle(isOn: false), canDelete: true,
              canMove: true),
            // (cell 3 is the row that says why the list cannot be saved, hidden)
            row(
              0, 4, number: 4, "New Item",
              control: .textField(FormRow.TextInput(text: "", placeholder: "what to do"))),
            row(
              0, 5, number: 5, "Add", tap: .press, isEnabled: false,
              disabledReason: "type the new item first"),
          ]),
        section(2, rows: [row(2, 0, number: 6, "Save", tap: .submit)]),
      ])
  }

  @Test func anEmptyTodoListSaysWhyItCannotBeSaved() throws {
    let driver = FormDriver(initial: TodoList(todos: []), title: "To Do", build: todosForm)
    let presentation = FormPresentation(driver: driver)
    let save = try #require(topRow(presentation, "Save"))
    #expect(save == row(2, 0, number: 3, "Save", tap: .submit))
    presentation.send(.tap, to: save.id, onScreen: 0)
    #expect(
      presentation.topScreen.rows.map(\.title) == ["To Do", "New Item", "Add", "Save"])
    #expect(
      topRow(presentation, "To Do")
        == row(
          0, 0, number: 1, "To Do", message: FormRow.Message(text: "Add at least one item"),
          isFocused: true))
    #expect(
      topRow(presentation, "Save")?.message
        == FormRow.Message(text: "Fix before submitting: To Do"))
    #expect(topRow(presentation, "Save")?.detail == "(1 to fix)")
    #expect(driver.state == TodoList(todos: []))
  }

  @Test func aSubmitRowCountsWhatToFixAndMessagesKeepTheirKind() async throws {
    let scheduler = ManualScheduler()
    let driver = FormDriver(
      initial: SignUp(), title: "Sign Up", scheduler: scheduler, build: signupForm)
    let presentation = FormPresentation(driver: driver)
    let submit = try #require(topRow(presentation, "Create Account"))
    // Nothing shows on a form nobody touched; a refused tap shows the count and the errors.
    #expect(submit == row(3, 0, number: 10, "Create Account", tap: .submit))
    presentation.send(.tap, to: submit.id, onScreen: 0)
    #expect(topRow(presentation, "Create Account")?.detail == "(5 to fix)")
    #expect(
      topRow(presentation, "Create Account")?.message
        == FormRow.Message(
          text: "Fix before submitting: Username, Email, Password, Confirm Password,"
            + " Accept Terms"))
    #expect(topRow(presentation, "Email")?.message == FormRow.Message(text: "Required"))
    #expect(driver.state.createdAccount == nil)

    driver.state = signedUp()
    await scheduler.settle()
    presentation.send(.tap, to: submit.id, onScreen: 0)
    #expect(
      topRow(presentation, "Create Account")
        == row(
          3, 0, number: 10, "Create Account", tap: .submit,
          message: FormRow.Message(text: "Account created", kind: .confirmation)))
    #expect(driver.state.createdAccount == "ada_l")
  }

  /// What a text field's native control asks for; `nil` for any other control.
  private func textInput(_ control: FormRow.NativeControl) -> FormRow.TextInput? {
    if case .textField(let input) = control { return input }
    return nil
  }

  private func section(
    _ id: Int, header: String? = nil, footer: String? = nil, rows: [FormRow]
  ) -> PresentedSection {
    presentedSection(id, header: header, footer: footer, rows: rows)
  }
}

/// A section as a screen presents it.
func presentedSection(
  _ id: Int, header: String? = nil, footer: String? = nil, rows: [FormRow]
) -> PresentedSection {
  PresentedSection(id: id, header: header, footer: footer, rows: rows)
}

/// What a custom control offers, for comparisons.
func customInput(
  _ typeName: String, text: String? = nil, editingText: String? = nil,
  choice: FormRow.Choice? = nil, isSteppable: Bool = false
) -> FormRow.CustomInput {
  FormRow.CustomInput(
    typeName: typeName, text: text, editingText: editingText, choice: choice,
    isSteppable: isSteppable)
}

/// A sign-up that passes every rule.
func signedUp() -> SignUp {
  var state = SignUp()
  state.username = "ada_l"
  state.email = "ada@example.com"
  state.password = "analytical1"
  state.confirmation = "analytical1"
  state.acceptsTerms = true
  return state
}
