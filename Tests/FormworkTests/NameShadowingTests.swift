import Formwork
import FormworkTestSupport
import Testing

/// Names a user's own code is likely to have: inside a type whose members are called
/// `title`, `detail`, `header`, `footer`, `section`, `sections`, `toggle`, `textField`,
/// `stepper`, `slider`, `hidden`, `disabled`, `steps` (a view controller with outlets, a
/// view model), an unqualified call to Formwork's free function of that name finds the
/// member instead and does not compile. This file compiles only while the spellings the
/// "Names your code may shadow" article recommends keep working there: the form-specific
/// names (`cellTitle`, `cellDetail`, `sectionHeader`, `sectionFooter`, `listSection`) and
/// module-qualified calls.
@Suite struct NameShadowingTests {
  struct Prefs: Equatable, Identifiable {
    var id = 0
    var name = "Ada"
    var volume = 5
    var brightness = 0.5
    var isOn = false
  }

  /// A screen model with members named like Formwork's free functions.
  struct SettingsScreen {
    var title = "Settings"
    var detail = "All settings"
    var header = "General"
    var footer = "Changes apply at once"
    var section = 0
    var sections: [String] = []
    var toggle = false
    var textField = "outlet"
    var stepper = 1
    var slider = 0.5
    var hidden = false
    var disabled = false
    var steps = 3

    var form: Form<Prefs> {
      let nameRow: Element<FormCell, Prefs> = cellTitle(
        controlCell(title: "Name", control: Formwork.textField(keyPath: \.name)), { $0.name })
      let volumeRow: Element<FormCell, Prefs> = cellDetail(
        controlCell(
          title: "Volume", control: Formwork.stepper(keyPath: \.volume, range: 0...10)),
        { "\($0.volume)" })
      let rows: [Element<FormCell, Prefs>] = [
        nameRow, volumeRow,
        controlCell(
          title: "Brightness", control: Formwork.slider(keyPath: \.brightness, range: 0...1)),
        Formwork.hidden(
          controlCell(title: "On", control: Formwork.toggle(keyPath: \.isOn)),
          when: { _ in false }),
        Formwork.disabled(labelCell(title: "Locked"), when: { _ in true }),
      ]
      return Formwork.sections([
        sectionFooter(sectionHeader(Formwork.section(rows), { _ in "General" }), { _ in "Done" })
      ])
    }
  }

  @Test func recommendedSpellingsWorkWhereMembersShadowTheFreeFunctions() {
    let driver = FormDriver(initial: Prefs(), title: "Prefs", build: SettingsScreen().form)
    #expect(
      screenText(driver) == """
        Prefs

          ── General ──
          1  Ada         [Ada]
          2  Volume      5  [− 5 +]
          3  Brightness  [0.5 ▮▮▮▮▮▯▯▯▯▯]
          4  On          [off]
          5  Locked      (disabled)
             Done

        """)
  }

  @Test func listSectionIsForEachUnderANameNoSequenceShadows() throws {
    let driver = FormDriver(initial: [Prefs(id: 1), Prefs(id: 2, name: "Bo")], title: "All") {
      [Prefs].form($0)
    }
    #expect(driver.topScreen.visibleCells.map(\.title) == ["Ada", "Bo"])
    try driver.perform(.delete(row: 1))
    #expect(driver.state.map(\.name) == ["Bo"])
  }
}

extension Array where Element == NameShadowingTests.Prefs {
  /// Inside an `Array` extension, `forEach` is `Sequence.forEach`: `listSection` is not.
  static var form: Form<[Element]> {
    sections([
      listSection(\.self, rows: [labelCell(title: "")].map { cell in cellTitle(cell, { $0.name }) })
    ])
  }
}
