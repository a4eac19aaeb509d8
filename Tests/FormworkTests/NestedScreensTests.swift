import Formwork
import FormworkTestSupport
import Testing

/// `NestedScreen`, from outside the library: a custom row opens a screen built when tapped,
/// owned by the screen, brought up to date through the row, heard when popped.
@Suite struct NestedScreensTests {
  private struct Notes: Equatable {
    var text = ""
    var isLocked = false
    var isOn = false
    var other = 0
  }

  /// What the custom row's closures and its screen's form report.
  private final class Log {
    var builds = 0
    var rowRuns = 0
    var formRuns = 0
    var pops = 0
    weak var built: Marker?
  }

  /// An object the built form keeps: gone when the form is.
  private final class Marker {}

  /// The "Writing your own elements" article's custom row: a screen with a text area, opened
  /// from a row that shows how long the text is; closed when the state locks the notes.
  private func notesCell(_ log: Log) -> Element<FormCell, Notes> {
    return { context in
      let cell = FormCell(title: "Notes")
      cell.accessory = .disclosureIndicator
      cell.shouldHighlight = true
      let editor: Form<Notes> = { context in
        log.builds += 1
        let marker = Marker()
        log.built = marker
        let rendered = sections([
          section([
            controlCell(title: "Text", control: textField(keyPath: \Notes.text)),
            controlCell(title: "On", control: toggle(keyPath: \Notes.isOn)),
          ])
        ])(context)
        return Rendered(
          element: rendered.element, strongReferences: [rendered.strongReferences, marker]
        ) { state in
          log.formRuns += 1
          rendered.update(state)
        }
      }
      let notes = NestedScreen(context, title: "Notes", form: editor)
      cell.didSelect = { [weak cell] in notes.open(openedBy: cell, didPop: { log.pops += 1 }) }
      return Rendered(element: cell, strongReferences: [notes]) { state in
        log.rowRuns += 1
        cell.detail = "\(state.text.count) characters"
        if state.isLocked { notes.close() }
        notes.update(with: state)
      }
    }
  }

  private func form(_ log: Log) -> Form<Notes> {
    sections([
      section([
        notesCell(log), controlCell(title: "On", control: toggle(keyPath: \.isOn)),
      ])
    ])
  }

  /// The article's notes row, its text required: the screen's field counts in the whole form
  /// before the screen was opened, holds back submit, and goes once filled in on the screen.
  @Test func aCustomScreensFieldsCountBeforeItIsOpened() throws {
    let editor: Form<Notes> = sections([
      section([
        controlCell(title: "Text", control: textField(keyPath: \.text, rules: [.required()]))
      ])
    ])
    let notesRow: Element<FormCell, Notes> = { context in
      let cell = FormCell(title: "Notes")
      cell.accessory = .disclosureIndicator
      cell.shouldHighlight = true
      let notes = NestedScreen(context, title: "Notes", form: editor)
      cell.didSelect = { [weak cell] in notes.open(openedBy: cell) }
      return Rendered(element: cell, strongReferences: [notes]) { state in
        notes.update(with: state)
      }
    }
    var submitted = 0
    let driver = FormDriver(
      initial: Notes(), title: "Notes",
      build: sections([section([notesRow])], submit: "Save") { _ in submitted += 1 })
    #expect(driver.validationErrors.map(\.description) == ["Notes › Text: Required"])
    try driver.perform(.tap(row: "Save"))
    #expect(submitted == 0)
    try driver.perform(.tap(row: "Notes"))
    #expect(driver.topScreen.title == "Notes")
    try driver.perform(.enter(row: "Text", text: "milk"))
    #expect(driver.validationErrors == [])
    driver.pop()
    try driver.perform(.tap(row: "Save"))
    #expect(submitted == 1)
    #expect(driver.state == Notes(text: "milk"))
  }

  /// A screen made without a form has nothing to open by itself.
  @Test func aScreenMadeWithoutAFormOpensOnlyWithOne() throws {
    final class Box { var screen: NestedScreen<Notes>? }
    let box = Box()
    let driver = FormDriver(
      initial: Notes(), title: "Notes",
      build: { context in
        box.screen = NestedScreen(context)
        return sections([])(context)
      })
    let screen = try #require(box.screen)
    #expect(!screen.open(openedBy: nil))
    #expect(driver.topScreen.title == "Notes")
    #expect(screen.open(title: "Other", openedBy: nil, form: sections([])))
    #expect(driver.topScreen.title == "Other")
  }

  @Test func aCustomRowOpensItsScreenFromTheStateOfTheTapAndHearsItPop() throws {
    let log = Log()
    let driver = FormDriver(initial: Notes(text: "hi"), title: "Root", build: form(log))
    // Nothing is built until the tap.
    #expect(log.builds == 0)
    #expect(
      screenText(driver) == """
        Root

          1  Notes  2 characters  ›
          2  On     [off]

        """)
    #expect(row(driver, 1).tap())
    #expect(log.builds == 1)
    #expect(driver.path == ["Root", "Notes"])
    #expect(
      screenText(driver) == """
        Root › Notes

          1  Text  [hi]
          2  On    [off]

        """)
    // A second tap while the screen is shown opens nothing.
    #expect(driver.screens[0].visibleCells[0].tap())
    #expect(log.builds == 1 && driver.path == ["Root", "Notes"])
    // An edit on the screen: state changes, the row below follows.
    let text = try #require(row(driver, 1).control as? TextField)
    #expect(text.enter("hello"))
    #expect(driver.state == Notes(text: "hello"))
    #expect(driver.screens[0].visibleCells[0].detail == "5 characters")
    // A change from outside reaches the shown screen through the row.
    driver.change(\.text) { $0 = "from outside" }
    #expect(
      screenText(driver) == """
        Root › Notes

          1  Text  [from outside]
          2  On    [off]

        """)
    // Popped: the row hears it, the form is freed, and it runs no more.
    driver.pop()
    #expect(log.pops == 1)
    #expect(log.built == nil)
    let runs = log.formRuns
    driver.change(\.text) { $0 = "later" }
    #expect(log.formRuns == runs)
    #expect(
      screenText(driver) == """
        Root

          1  Notes  5 characters  ›
          2  On     [off]

        """)
    // Opened again, it is built again, from the state now.
    #expect(row(driver, 1).tap())
    #expect(log.builds == 2)
    #expect(
      screenText(driver) == """
        Root › Notes

          1  Text  [later]
          2  On    [off]

        """)
  }

  @Test func theRowBringsItsOpenScreenUpToDateOnEveryChange() throws {
    let log = Log()
    let driver = FormDriver(initial: Notes(), title: "Root", build: form(log))
    log.rowRuns = 0
    let closedRuns = log.formRuns
    // Closed, the screen's form does not run; the row runs, as every update of the seed's
    // contract does.
    #expect((row(driver, 2).control as? Toggle)?.tap() == true)
    #expect(log.rowRuns == 1 && log.formRuns == closedRuns)
    #expect(driver.state == Notes(isOn: true))
    #expect(row(driver, 1).tap())
    let (rowRuns, formRuns) = (log.rowRuns, log.formRuns)
    driver.change(\.isOn) { $0 = false }
    #expect(log.rowRuns == rowRuns + 1 && log.formRuns == formRuns + 1)
    #expect(
      screenText(driver) == """
        Root › Notes

          1  Text  []
          2  On    [off]

        """)
    driver.change(\.text) { $0 = "x" }
    #expect(log.rowRuns == rowRuns + 2 && log.formRuns == formRuns + 2)
    #expect(driver.state == Notes(text: "x"))
  }

  @Test func closingTheScreenFromTheRowPopsItOnceTheChangeSettles() throws {
    let log = Log()
    let driver = FormDriver(initial: Notes(), title: "Root", build: form(log))
    #expect(row(driver, 1).tap())
    driver.change(\.isLocked) { $0 = true }
    #expect(driver.path == ["Root"])
    #expect(log.pops == 1 && log.built == nil)
    #expect(driver.state == Notes(isLocked: true))
  }

  @Test func theRowAndItsScreenLeakNothing() throws {
    let log = Log()
    weak var weakDriver: FormDriver<Notes>?
    weak var weakRow: FormCell?
    do {
      let driver = FormDriver(initial: Notes(), title: "Root", build: form(log))
      weakDriver = driver
      weakRow = row(driver, 1)
      #expect(row(driver, 1).tap())
      #expect(log.built != nil)
    }
    #expect(weakDriver == nil && weakRow == nil && log.built == nil)
  }

  private struct Journal: Equatable {
    var pages = [Notes(text: "one"), Notes(text: "two")]
  }

  @Test func aRowInABoundElementWritesItsElementAndClosesWhenTheElementGoes() throws {
    let log = Log()
    let driver = FormDriver(
      initial: Journal(), title: "Journal",
      build: concatenated([
        bind(form: sections([section([hidden(notesCell(log), when: \.isOn)])]), to: \.pages[0]),
        bindEach(form: sections([section([notesCell(log)])]), to: \.pages),
      ]))
    #expect(
      screenText(driver) == """
        Journal

          1  Notes  3 characters  ›

          2  Notes  3 characters  ›

          3  Notes  3 characters  ›

        """)
    // The second element's row opens a screen over that element.
    #expect(row(driver, 3).tap())
    #expect(
      screenText(driver) == """
        Journal › Notes

          1  Text  [two]
          2  On    [off]

        """)
    let text = try #require(row(driver, 1).control as? TextField)
    #expect(text.enter("second"))
    #expect(driver.state.pages == [Notes(text: "one"), Notes(text: "second")])
    // The element goes from outside: its screen closes, heard by its row.
    driver.change(\.pages) { $0.removeLast() }
    #expect(driver.path == ["Journal"])
    #expect(log.pops == 1 && log.built == nil)
    // A row hidden while its screen is shown: the screen closes.
    #expect(row(driver, 1).tap())
    #expect(driver.path == ["Journal", "Notes"])
    driver.change(\.pages[0].isOn) { $0 = true }
    #expect(driver.path == ["Journal"])
    #expect(log.pops == 2 && log.built == nil)
    #expect(
      screenText(driver) == """
        Journal

          1  Notes  3 characters  ›

        """)
    #expect(driver.state == Journal(pages: [Notes(text: "one", isOn: true)]))
  }
}
