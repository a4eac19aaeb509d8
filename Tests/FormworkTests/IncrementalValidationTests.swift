import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// What fails in the whole form is kept between changes: a change checks again only the
/// fields whose value, rules' reads or conditions it wrote, counted in
/// ``FormDriver/fieldsChecked``. Every answer is compared with a driver built fresh for the
/// same state, which checks every field (but for refused text, which only the first has).
@Suite struct IncrementalValidationTests {
  private struct Profile: Equatable {
    var name = ""
    var age: Int? = nil
    var title = ""
  }

  private struct OrderLine: Identifiable, Equatable {
    var id: Int
    var title: String
  }

  private struct Sheet: Equatable {
    var profile = Profile()
    var note = ""
    var showsExtra = false
    var extra = ""
    var more = ""
    var password = ""
    var confirmation = ""
    var lines: [OrderLine] = []
    var submitted = 0

    init(lines count: Int = 0) {
      lines = (0..<count).map { OrderLine(id: $0, title: "line \($0)") }
    }
  }

  private var profileForm: Form<Profile> {
    sections([
      section([
        controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()])),
        controlCell(title: "Age", control: numberField(keyPath: \.age, rules: [.range(13...120)])),
      ]),
      section(
        [
          controlCell(title: "Title", control: textField(keyPath: \.title, rules: [.required()]))
        ], isVisible: { $0.name.hasPrefix("Dr") }),
    ])
  }

  /// A nested screen never opened, a field that writes its name from the root, a section a
  /// key path hides, one a closure hides, a rule that reads another field, and a list.
  private var sheetForm: Form<Sheet> {
    sections(
      [
        section([
          detailTextCell(
            title: "Profile", keyPath: \.profile.name, form: bind(form: profileForm, to: \.profile)),
          controlCell(title: "Nickname", control: textField(keyPath: \.profile.name)),
          controlCell(title: "Note", control: textField(keyPath: \.note)),
          controlCell(title: "Extra?", control: toggle(keyPath: \.showsExtra)),
        ]),
        section(
          [
            controlCell(title: "Extra", control: textField(keyPath: \.extra, rules: [.required()]))
          ], isVisible: \.showsExtra),
        section(
          [
            controlCell(title: "More", control: textField(keyPath: \.more, rules: [.required()]))
          ], isVisible: { $0.note == "more" }),
        section([
          controlCell(
            title: "Password", control: textField(keyPath: \.password, rules: [.required()])),
          controlCell(
            title: "Confirm",
            control: textField(keyPath: \.confirmation, rules: [.equals(\.password)])),
        ]),
        listSection(
          \.lines,
          rows: [
            controlCell(
              title: "Line", control: textField(keyPath: \OrderLine.title, rules: [.required()]))
          ], header: "Lines"),
      ], submit: "Save"
    ) { $0.submitted += 1 }
  }

  /// The errors of `driver` and the fields checked to find them; unless a field holds refused
  /// text (which a fresh driver does not have), a driver built fresh for the same state must
  /// find the same errors.
  private func errors(_ driver: FormDriver<Sheet>, refused: Bool = false) -> (
    descriptions: [String], checked: Int
  ) {
    let before = driver.fieldsChecked
    let found = driver.validationErrors
    let checked = driver.fieldsChecked - before
    if !refused {
      let fresh = FormDriver(initial: driver.state, title: "Sheet", build: sheetForm)
      #expect(found == fresh.validationErrors)
    }
    return (found.map(\.description), checked)
  }

  /// The text field of the visible row titled `title` on the top screen.
  private func field(_ driver: FormDriver<Sheet>, _ title: String) -> TextField? {
    driver.topScreen.visibleCells.first { $0.title == title }?.control as? TextField
  }

  @Test func editingOneLineChecksOneFieldWhateverTheLength() {
    for count in [10, 1000] {
      let driver = FormDriver(
        initial: Sheet(lines: count), title: "Sheet", strategy: .incremental, build: sheetForm)
      var sheet = driver.state
      sheet.profile.name = "Ada"
      sheet.password = "abc"
      sheet.confirmation = "abc"
      driver.state = sheet
      // A change of unknown extent checks every reachable field: Name, Age, Password,
      // Confirm, and each line.
      #expect(errors(driver) == ([], 0))
      let lines = driver.topScreen.visibleCells.filter { $0.title == "Line" }
      #expect(lines.count == count)
      let before = driver.fieldsChecked
      #expect((lines[count / 2].control as? TextField)?.enter("renamed") == true)
      // The submit button counted the errors: the renamed line's field only.
      #expect(driver.fieldsChecked - before == 1)
      #expect(errors(driver) == ([], 0))
      #expect(row(driver, count + 7).detail == nil)
      // Both sides: the emptied line is refused and counts until it is filled again.
      #expect((lines[count / 2].control as? TextField)?.enter("") == false)
      #expect(driver.state.lines[count / 2].title == "renamed")
      #expect(errors(driver, refused: true) == (["Line: Required"], 0))
      #expect(row(driver, count + 7).detail == "(1 to fix)")
      #expect((lines[count / 2].control as? TextField)?.enter("again") == true)
      #expect(errors(driver) == ([], 0))
      #expect(row(driver, count + 7).detail == nil)
    }
  }

  @Test func aFieldOnAScreenNeverOpenedIsCheckedWhenItsValueIsWrittenFromTheRoot() {
    let driver = FormDriver(initial: Sheet(), title: "Sheet", build: sheetForm)
    #expect(
      errors(driver).descriptions == [
        "Profile › Name: Required", "Password: Required",
      ])
    // Nickname writes the profile's name; the Name field on the unopened screen reads it.
    // Every control declares a field (for dirty state): Nickname's and Name are checked.
    let before = driver.fieldsChecked
    #expect(field(driver, "Nickname")?.enter("Ada") == true)
    #expect(driver.fieldsChecked - before == 2)
    #expect(errors(driver) == (["Password: Required"], 0))
    #expect(
      screenText(driver) == """
        Sheet

          1  Profile   Ada  ›
          2  Nickname  [Ada]
          3  Note      []
          4  Extra?    [off]

          5  Password  []
          6  Confirm   []

          ── Lines ──

          7  Save      (1 to fix)

        """)
    #expect(field(driver, "Nickname")?.enter("") == true)
    #expect(errors(driver).descriptions.first == "Profile › Name: Required")
    // A closure condition there, never built, is asked again too.
    #expect(field(driver, "Nickname")?.enter("Dr Ada") == true)
    #expect(errors(driver).descriptions == ["Profile › Title: Required", "Password: Required"])
    #expect(field(driver, "Nickname")?.enter("Ada") == true)
    #expect(errors(driver).descriptions == ["Password: Required"])
  }

  @Test func aRefusalOnANestedScreenCountsAndGoesWithItsScreen() {
    let driver = FormDriver(initial: Sheet(), title: "Sheet", build: sheetForm)
    #expect(field(driver, "Nickname")?.enter("Ada") == true)
    row(driver, 1).tap()
    let age = driver.topScreen.visibleCells.first { $0.title == "Age" }?.control
    #expect((age as? NumberField)?.enter("5") == false)
    #expect(driver.state.profile.age == nil)
    #expect(
      errors(driver, refused: true).descriptions == [
        "Profile › Age: Must be from 13 to 120", "Password: Required",
      ])
    driver.pop()
    // The screen's rows went, and the refused text with them.
    #expect(errors(driver).descriptions == ["Password: Required"])
  }

  @Test func aKeyPathConditionChecksItsFieldsOnlyWhenItChanges() {
    let driver = FormDriver(initial: Sheet(), title: "Sheet", build: sheetForm)
    #expect(field(driver, "Nickname")?.enter("Ada") == true)
    _ = errors(driver)
    var checks = [driver.fieldsChecked]
    var found: [[String]] = []
    for _ in 0..<3 {
      _ = (row(driver, 4).control as? Toggle)?.tap()
      let (descriptions, _) = errors(driver)
      found.append(descriptions)
      checks.append(driver.fieldsChecked)
    }
    // Each time the toggle's own field; shown, Extra is checked once; hidden, nothing;
    // shown again, it says what it kept.
    #expect(
      found == [
        ["Extra: Required", "Password: Required"],
        ["Password: Required"],
        ["Extra: Required", "Password: Required"],
      ])
    #expect(zip(checks.dropFirst(), checks).map { $0 - $1 } == [2, 1, 1])
  }

  @Test func aClosureConditionIsAskedAgainAfterEveryChange() {
    let driver = FormDriver(initial: Sheet(), title: "Sheet", build: sheetForm)
    #expect(field(driver, "Nickname")?.enter("Ada") == true)
    #expect(field(driver, "Note")?.enter("more") == true)
    #expect(
      errors(driver).descriptions == [
        "More: Required", "Password: Required",
      ])
    #expect(field(driver, "More")?.enter("x") == true)
    #expect(errors(driver).descriptions == ["Password: Required"])
    #expect(field(driver, "More")?.enter("") == false)
    #expect(field(driver, "Note")?.enter("less") == true)
    // Hidden, the refused text does not count; shown again, it does.
    #expect(errors(driver).descriptions == ["Password: Required"])
    #expect(field(driver, "Note")?.enter("more") == true)
    #expect(errors(driver, refused: true).descriptions.first == "More: Required")
  }

  @Test func aRuleThatReadsAnotherFieldIsCheckedWhenThatFieldChanges() {
    let driver = FormDriver(initial: Sheet(), title: "Sheet", build: sheetForm)
    #expect(field(driver, "Nickname")?.enter("Ada") == true)
    #expect(field(driver, "Password")?.enter("abc") == true)
    #expect(field(driver, "Confirm")?.enter("abc") == true)
    #expect(errors(driver) == ([], 0))
    let before = driver.fieldsChecked
    #expect(field(driver, "Password")?.enter("abcd") == true)
    // Password for its value, Confirm for what its rule reads.
    #expect(driver.fieldsChecked - before == 2)
    #expect(errors(driver) == (["Confirm: Does not match"], 0))
    #expect(row(driver, 7).detail == "(1 to fix)")
  }

  @Test func addingMovingAndDeletingLinesKeepsTheErrorsInFormOrder() {
    let driver = FormDriver(initial: Sheet(lines: 3), title: "Sheet", build: sheetForm)
    var sheet = driver.state
    sheet.profile.name = "Ada"
    sheet.password = "abc"
    sheet.confirmation = "abc"
    sheet.lines[1].title = ""
    driver.state = sheet
    #expect(errors(driver).descriptions == ["Line: Required"])
    driver.state.lines.append(OrderLine(id: 3, title: ""))
    #expect(errors(driver).descriptions == ["Line: Required", "Line: Required"])
    // Deleting writes the array: only the lines whose value is new to their fields are
    // checked, none here.
    let before = driver.fieldsChecked
    let lines = driver.topScreen.visibleCells.filter { $0.title == "Line" }
    lines[1].delete()
    #expect(driver.state.lines.map(\.id) == [0, 2, 3])
    #expect(errors(driver).descriptions == ["Line: Required"])
    #expect(driver.fieldsChecked - before == 0)
    #expect((lines[3].control as? TextField)?.enter("last") == true)
    #expect(errors(driver) == ([], 0))
    // Written from outside (unknown extent), every field outside the list is checked, 7 of
    // them, and of the lines only the one whose value changed.
    let beforeWrite = driver.fieldsChecked
    driver.state.lines[0].title = ""
    #expect(errors(driver) == (["Line: Required"], 0))
    #expect(driver.fieldsChecked - beforeWrite == 8)
  }

  @Test func aGroupAnElementDeclaresWithAClosureIsAskedAfterEveryChange() {
    // The field counts only while the note is not empty; the group's condition is a closure
    // the element gives, which may read anything.
    let code: Element<FormCell, Sheet> = { context in
      let inner = context.fields.group(includedWhen: { !$0.note.isEmpty })
      return controlCell(title: "Code", control: textField(keyPath: \.extra, rules: [.required()]))(
        context.with(fields: inner))
    }
    let form: Form<Sheet> = sections([
      section([controlCell(title: "Note", control: textField(keyPath: \.note)), code])
    ])
    let driver = FormDriver(initial: Sheet(), title: "Sheet", build: form)
    #expect(driver.validationErrors == [])
    #expect((row(driver, 1).control as? TextField)?.enter("x") == true)
    #expect(driver.validationErrors.map(\.description) == ["Code: Required"])
    #expect((row(driver, 1).control as? TextField)?.enter("") == true)
    #expect(driver.validationErrors == [])
  }

  private struct Basket: Equatable {
    var lines: [OrderLine] = []
    var showsLines = false
  }

  private struct Shop: Equatable {
    var basket = Basket()
    var note = ""
  }

  /// A list a key-path condition hides, and a list whose rows hide by their element, on a
  /// nested screen never opened: kept failures where a condition, a list and an unbuilt
  /// screen meet.
  private var shopForm: Form<Shop> {
    let basketForm: Form<Basket> = sections([
      hidden(
        listSection(
          \.lines,
          rows: [
            controlCell(
              title: "Line", control: textField(keyPath: \OrderLine.title, rules: [.required()]))
          ]), when: \.showsLines, { !$0 }),
      listSection(
        \.lines,
        rows: [
          hidden(
            controlCell(
              title: "Item", control: textField(keyPath: \OrderLine.title, rules: [.maxLength(5)])),
            when: \OrderLine.id, { $0 == 0 })
        ]),
    ])
    return sections([
      section([
        detailTextCell(
          title: "Basket", keyPath: \.note, form: bind(form: basketForm, to: \.basket)),
        controlCell(title: "Show lines", control: toggle(keyPath: \.basket.showsLines)),
        controlCell(title: "Note", control: textField(keyPath: \.note)),
      ])
    ])
  }

  @Test func listsThatConditionsHideOnAScreenNeverOpenedFollowEveryChange() {
    let driver = FormDriver(initial: Shop(), title: "Shop", build: shopForm)
    func check(_ expected: [String]) {
      #expect(driver.validationErrors.map(\.description) == expected)
      let fresh = FormDriver(initial: driver.state, title: "Shop", build: shopForm)
      #expect(driver.validationErrors == fresh.validationErrors)
    }
    let required = "Basket › Line: Required"
    let tooLong = "Basket › Item: Must be at most 5 characters"
    check([])
    // The first list is hidden; in the second, the first element's row hides itself.
    driver.state.basket.lines = [OrderLine(id: 0, title: ""), OrderLine(id: 1, title: "ok")]
    check([])
    #expect((row(driver, 2).control as? Toggle)?.tap() == true)
    check([required])
    driver.state.basket.lines[1].title = "too long"
    check([required, tooLong])
    // A write elsewhere checks the written field only.
    let before = driver.fieldsChecked
    #expect((row(driver, 3).control as? TextField)?.enter("n") == true)
    check([required, tooLong])
    #expect(driver.fieldsChecked - before == 1)
    // The elements swap places: each row's condition follows its element.
    driver.state.basket.lines.reverse()
    check([required, tooLong])
    #expect((row(driver, 2).control as? Toggle)?.tap() == true)
    check([tooLong])
    driver.state.basket.lines[0].title = "ok"
    check([])
  }

  @Test func theNaiveStrategyFindsTheSameErrors() {
    let driver = FormDriver(
      initial: Sheet(lines: 2), title: "Sheet", strategy: .naive, build: sheetForm)
    #expect(field(driver, "Note")?.enter("more") == true)
    _ = (row(driver, 4).control as? Toggle)?.tap()
    #expect(
      errors(driver).descriptions == [
        "Profile › Name: Required", "Extra: Required", "More: Required",
        "Password: Required",
      ])
  }

  @Test func withoutADriverEveryFieldIsCheckedEachTime() {
    let fields = FieldGroup<Sheet>()
    _ = sheetForm(
      RenderingContext(
        state: Sheet(), change: { _ in }, push: { _ in }, pop: {}, tracker: UpdateTracker(),
        fields: fields, isOutlining: true))
    var sheet = Sheet()
    #expect(fields.validationErrors(in: sheet).count == 2)
    sheet.profile.name = "Ada"
    #expect(
      fields.validationErrors(in: sheet).map(\.description) == [
        "Password: Required"
      ])
  }
}
