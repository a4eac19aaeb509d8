import Formwork
import FormworkTesting
import Foundation
import Testing

/// Rules on a model form's list, given by key path with `ModelFormOptions.rules`: they count
/// like a field's and a row after the list's rows says why, as `listSection`'s do. Whole
/// screens and whole states.
@Suite struct ModelFormListRulesTests {
  struct Pet: Codable, Identifiable, Equatable, EmptyInitializable {
    var id = UUID()
    var name = ""
    init() {}
    init(name: String) { self.name = name }
  }

  struct Owner: Codable, Equatable {
    var name = "Ada"
    var pets: [Pet] = []
    var hidesPets = false
  }

  static var options: ModelFormOptions<Owner> {
    ModelFormOptions<Owner>()
      .rules(\.pets, [.minCount(1), .unique(by: \.name)])
      .omit("hidesPets")
  }

  /// The model's rows and list with a Save row.
  static var ownerForm: Form<Owner> {
    { context in
      sections(
        [section(modelCells(of: context.state, options: options))]
          + modelListSections(of: context.state, options: options), submit: "Save"
      ) { _ in }(context)
    }
  }

  @Test func anEmptyListSaysWhyAndAnAddedPetClearsIt() {
    let tester = FormTester(initial: Owner(), title: "Owner", form: Self.ownerForm)
    #expect(tester.driver.validationErrors.map(\.description) == ["Pets: At least 1 needed"])
    #expect(tester.tap("Save") { _ in })  // refused: nothing changes
    #expect(
      tester.screen == """
        Owner

          1  Name     [Ada]

          ── Pets ──
        ▸ 2  Pets
             ! At least 1 needed
          3  Add Pet

          4  Save     (1 to fix)
             ! Fix before submitting: Pets

        """)
    tester.exhaustivity = .off
    tester.tap("Add Pet")
    #expect(tester.state.pets.count == 1)
    #expect(tester.state.pets.map(\.name) == [""])
    #expect(tester.driver.validationErrors.isEmpty)
    #expect(
      tester.screen == """
        Owner

          1  Name     [Ada]

          ── Pets ──
          2  Pet        ›
          3  Add Pet

          4  Save

        """)
    tester.tap("Add Pet")
    #expect(
      tester.driver.validationErrors.map(\.description) == ["Pets: More than one is blank"])
    tester.perform(.delete(row: .number(2)))
    tester.perform(.delete(row: .number(2)))
    #expect(tester.state == Owner())
    #expect(tester.driver.validationErrors.map(\.description) == ["Pets: At least 1 needed"])
  }

  @Test func aListWithPetsFindsItsRulesToo() {
    let owner = Owner(pets: [Pet(name: "Rex"), Pet(name: "Rex")])
    let driver = FormDriver(initial: owner, title: "Owner", build: Self.ownerForm)
    #expect(driver.validationErrors.map(\.description) == ["Pets: Rex is listed more than once"])
  }

  @Test func aHiddenListsRulesDoNotCount() {
    let options = Self.options.hidden("pets", when: \.hidesPets)
    let form: Form<Owner> = modelForm(Owner.self, options: options)
    let driver = FormDriver(initial: Owner(), title: "Owner", build: form)
    #expect(driver.validationErrors.map(\.description) == ["Pets: At least 1 needed"])
    driver.state.hidesPets = true
    #expect(driver.validationErrors.isEmpty)
  }

  @Test func walksOverAListWithRulesFindNoInconsistency() {
    RandomWalker(initial: Owner(), title: "Owner", form: Self.ownerForm)
      .check(walks: 40, steps: 25, seed: 42)
  }
}
