import Formwork
import FormworkTesting
import Testing

/// Random walks over a form that mixes what the whole-form model joins: validated fields
/// on nested screens never opened, conditions nested in every order, a list whose rows are
/// validated inside a section that can hide, numbers at their extremes, and a submit button
/// counting all of it. After every step, every screen and the whole form's error list must
/// equal those of a form freshly built from the state.
@Suite struct WholeFormWalkTests {
  private struct Item: Identifiable, Equatable {
    var id: Int
    var name: String
  }

  private struct Account: Equatable {
    var name = ""
    var age = 0
    var isPublic = false
  }

  private struct Mixed: Equatable {
    var account = Account()
    var isLocked = false
    var showsAdvanced = true
    var hidesItems = false
    var items: [Item] = [Item(id: 1, name: "")]
    var nextID = 2
    var count = Int.max - 1
    var submitted = 0
  }

  private var accountForm: Form<Account> {
    sections([
      section([
        controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()])),
        controlCell(
          title: "Age",
          control: stepper(keyPath: \.age, range: 0...Int.max, rules: [.range(0...130)])),
        hidden(
          controlCell(title: "Public", control: toggle(keyPath: \.isPublic)),
          when: { $0.name.isEmpty }),
      ])
    ])
  }

  private var mixedForm: Form<Mixed> {
    sections(
      [
        section([
          hidden(
            hidden(
              detailTextCell(
                title: "Account", keyPath: \.account.name,
                form: bind(form: accountForm, to: \.account)),
              when: \.isLocked),
            when: { $0.hidesItems && $0.isLocked }),
          controlCell(title: "Locked", control: toggle(keyPath: \.isLocked)),
          controlCell(title: "Advanced", control: toggle(keyPath: \.showsAdvanced)),
          controlCell(title: "Hide Items", control: toggle(keyPath: \.hidesItems)),
        ]),
        hidden(
          disabled(
            section(
              [
                controlCell(
                  title: "Count", control: stepper(keyPath: \.count, range: 0...Int.max))
              ],
              isVisible: \.showsAdvanced),
            when: \.isLocked),
          when: \.hidesItems),
        hidden(
          listSection(
            \.items,
            rows: [
              controlCell(
                title: "Item",
                control: textField(keyPath: \Item.name, rules: [.required(), .maxLength(3)]))
            ],
            trailingRows: [
              addButton(title: "Add", to: \.items) { state in
                defer { state.nextID += 1 }
                return Item(id: state.nextID, name: "")
              }
            ]),
          when: \.hidesItems),
      ], submit: "Save"
    ) { $0.submitted += 1 }
  }

  @Test func walksFindNoInconsistencyInScreensOrErrors() {
    let walker = RandomWalker(initial: Mixed(), title: "Mixed", form: mixedForm)
    let summary = walker.run(walks: 200, steps: 50, seed: 10)
    if let failure = summary.failure { Issue.record(Comment(rawValue: failure.description)) }
    #expect(summary.walks == 200)
    #expect(summary.steps == 200 * 50)
    #expect(summary.paths.contains("Mixed › Account"))
    #expect(summary.refused > 0)
  }

  @Test func aWalkerThatSkipsNestedFieldsIsCaught() {
    // A form whose error list depends on a field of a screen never opened: validating it
    // only once its screen is built (what Formwork did before the whole-form model) would
    // make the walk's list differ from a fresh form's.
    let driver = FormDriver(initial: Mixed(), title: "Mixed", build: mixedForm)
    #expect(
      driver.validationErrors.map(\.description) == ["Account › Name: Required", "Item: Required"])
  }
}
