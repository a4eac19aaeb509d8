import Formwork
import FormworkExamples
import FormworkTerminal
import Testing

/// What a screen shows, as values: every field of every row, and the renderer's text drawn
/// from it.
@Suite struct ScreenDescriptionTests {
  /// A screen with one of each kind of row, built from elements directly: hidden rows and a
  /// hidden section, a section whose rows are all hidden, a check box, a disabled control, a
  /// reason, messages of each kind and a title with a character that would act on a terminal.
  private func lockerScreen(reason: String = "locked\u{202E}") -> Screen {
    let user = FormCell(title: "User")
    user.control = TextField(text: "ann")
    user.message = "taken"
    let hidden = FormCell(title: "Hidden")
    hidden.isVisible = false
    let pin = FormCell(title: "PIN")
    let pinField = TextField(text: "1234")
    pinField.isSecure = true
    pinField.isEnabled = false
    pin.control = pinField
    let remember = FormCell(title: "Remember")
    remember.control = Toggle(isOn: false)
    remember.setDisabled(true, by: Condition(), reason: reason)
    remember.message = "checking…"
    remember.messageKind = .progress
    let extra = FormCell(title: "Extra")
    extra.role = .checkbox
    extra.accessory = .checkmark
    let plain = FormCell(title: "Plain")
    plain.role = .checkbox
    let plan = FormCell(title: "Plan\u{202E}")
    plan.detail = "Pro"
    plan.accessory = .disclosureIndicator
    plan.message = "saved"
    plan.messageKind = .confirmation
    let dark = FormCell(title: "Dark")
    dark.accessory = .checkmark
    let hiddenSection = Section(cells: [FormCell(title: "Gone")], header: "Never")
    hiddenSection.isVisible = false
    let allHidden = FormCell(title: "Also gone")
    allHidden.isVisible = false
    return Screen(
      title: "Locker",
      sections: [
        Section(cells: [user, hidden, pin, remember], header: "Login", footer: "Kept here"),
        hiddenSection,
        Section(cells: [allHidden]),
        Section(cells: [extra, plain, plan, dark]),
      ])
  }

  /// Every field of `description`, one line a row.
  private func fields(_ description: ScreenDescription) -> String {
    var lines = ["path \(description.path)"]
    for section in description.sections {
      lines.append(
        "section \(section.index) header \(section.header ?? "-") footer \(section.footer ?? "-")")
      for row in section.rows {
        let message = row.message.map { "\($0.text) (\($0.kind))" } ?? "-"
        lines.append(
          "  \(row.number) #\(row.index) \(row.title) | \(row.detail ?? "-") | "
            + "\(row.value ?? "-") | option \(row.selectedOption.map(String.init) ?? "-") | "
            + "\(row.accessory) | \(row.role) | \(row.isEnabled ? "enabled" : "disabled") | "
            + "\(row.disabledReason ?? "-") | \(message) | \(row.isFocused ? "focused" : "-")")
      }
    }
    return lines.joined(separator: "\n")
  }

  @Test func describesEveryPartOfEveryRow() {
    #expect(
      fields(ScreenDescription(lockerScreen(), path: ["Home", "Locker"])) == """
        path ["Home", "Locker"]
        section 0 header Login footer Kept here
          1 #0 User | - | [ann] | option - | none | none | enabled | - | taken (problem) | -
          2 #2 PIN | - | [••••] | option - | none | none | disabled | - | - | -
          3 #3 Remember | - | [off] | option - | none | none | disabled | locked\\u{202E} \
        | checking… (progress) | -
        section 2 header - footer -
        section 3 header - footer -
          4 #0 [x] Extra | - | - | option - | none | checkbox | enabled | - | - | -
          5 #1 [ ] Plain | - | - | option - | none | checkbox | enabled | - | - | -
          6 #2 Plan\\u{202E} | Pro | - | option - | disclosureIndicator | none | enabled | - \
        | saved (confirmation) | -
          7 #3 Dark | - | - | option - | checkmark | none | enabled | - | - | -
        """)
  }

  @Test func theRendererDrawsTheDescription() {
    let description = ScreenDescription(lockerScreen(), path: ["Home", "Locker"])
    let text = """
      Home › Locker

        ── Login ──
        1  User          [ann]
           ! taken
        2  PIN           [••••]  (disabled)
        3  Remember      [off]  (disabled: locked\\u{202E})
           ⋯ checking…
           Kept here

        4  [x] Extra
        5  [ ] Plain
        6  Plan\\u{202E}  Pro  ›
           ✓ saved
        7  Dark          ✓

      """
    #expect(ScreenRenderer().render(description) == text)
    #expect(ScreenRenderer().render(lockerScreen(), path: ["Home", "Locker"]) == text)
    #expect(
      ScreenRenderer().row(description.rows[2], titleWidth: 12)
        == "  3  Remember      [off]  (disabled: locked\\u{202E})")
  }

  @Test func theWordsAreTheStringsOnes() {
    let screen = Screen(
      title: "", sections: [Section(cells: [lockerScreen().sections[0].cells[3]])])
    let german = FormStrings(locale: "de")
    let description = ScreenDescription(screen, strings: german)
    #expect(description.path == ["Formular"])
    #expect(description.rows.map(\.value) == ["[aus]"])
    #expect(
      ScreenRenderer(strings: german).render(screen) == """
        Formular

          1  Remember  [aus]  (gesperrt: locked\\u{202E})
             ⋯ checking…

        """)
    // English unless told otherwise.
    #expect(ScreenDescription(screen).rows.map(\.value) == ["[off]"])
  }

  @Test func theSettingsFormAsTheDocsShowIt() throws {
    let driver = FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
    let screen = ScreenDescription(driver)
    #expect(screen.title == "Settings")
    #expect(screen.rows.map(\.title) == ["Personal Hotspot"])
    #expect(screen.rows[0].detail == "On")
    #expect(screen.rows[0].accessory == .disclosureIndicator)
    #expect(ScreenRenderer().render(screen) == "Settings\n\n  1  Personal Hotspot  On  ›\n")
    try driver.perform(.tap(row: 1))
    try driver.perform(.toggle(row: 1))
    driver.pop()
    #expect(ScreenDescription(driver).rows[0].detail == "Off")
  }

  @Test func anEmptyScreenHasNoRowsAndSaysSo() {
    let screen = Screen(title: "Empty", sections: [Section(cells: [])])
    let description = ScreenDescription(screen)
    #expect(description.sections.map(\.index) == [0])
    #expect(description.rows.isEmpty)
    #expect(description.title == "Empty")
    #expect(ScreenRenderer().render(description) == "Empty\n\n  (no rows)\n")
  }

  @Test func theFocusedRowIsDescribedAndMarkedOnlyWhenAsked() throws {
    let driver = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    #expect(ScreenDescription(driver).rows.allSatisfy { !$0.isFocused })
    #expect(driver.focusNext())
    let description = ScreenDescription(driver)
    let focus = try #require(driver.focus)
    #expect(description.rows.filter(\.isFocused).map(\.number) == [focus.row])
    let marked = ScreenRenderer().render(description).split(separator: "\n").filter {
      $0.hasPrefix("▸")
    }
    #expect(marked.count == 1)
    #expect(!ScreenRenderer(marksFocus: false).render(description).contains("▸"))
  }

  @Test func twoScreensThatDrawAlikeAreEqual() {
    let first = ScreenDescription(lockerScreen())
    #expect(first == ScreenDescription(lockerScreen()))
    // Another reason draws another row.
    let jammed = ScreenDescription(lockerScreen(reason: "jammed"))
    #expect(first != jammed)
    #expect(jammed.rows.map(\.disabledReason) == [nil, nil, "jammed", nil, nil, nil, nil])
    // So does a check box checked.
    let unchecked = lockerScreen()
    unchecked.sections[3].cells[0].accessory = .none
    #expect(first != ScreenDescription(unchecked))
    #expect(ScreenDescription(unchecked).rows[3].title == "[ ] Extra")
  }
}
