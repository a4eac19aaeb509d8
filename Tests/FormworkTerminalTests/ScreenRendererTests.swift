import Formwork
import FormworkTerminal
import Testing

/// Every part of a row, plain and styled, and the screen's edges.
@Suite struct ScreenRendererTests {
  /// A screen with one of each kind of row, built from elements directly.
  private func accountScreen() -> Screen {
    let user = FormCell(title: "User")
    user.control = TextField(text: "ann")
    let pin = FormCell(title: "PIN")
    let pinField = TextField(text: "1234")
    pinField.isSecure = true
    pin.control = pinField
    pin.message = "too short"
    let remember = FormCell(title: "Remember")
    remember.control = Toggle(isOn: true)
    remember.isEnabled = false
    let plan = FormCell(title: "Plan")
    plan.detail = "Pro"
    plan.accessory = .disclosureIndicator
    let dark = FormCell(title: "Dark")
    dark.accessory = .checkmark
    let hidden = FormCell(title: "Hidden")
    hidden.isVisible = false
    let hiddenSection = Section(cells: [FormCell(title: "Gone")], header: "Never")
    hiddenSection.isVisible = false
    return Screen(
      title: "Account",
      sections: [
        Section(cells: [user, pin, remember], header: "Login", footer: "Kept on this device"),
        hiddenSection,
        Section(cells: [plan, hidden, dark]),
      ])
  }

  @Test func plainShowsEveryPartOfARow() {
    #expect(
      ScreenRenderer().render(accountScreen(), path: ["Settings", "Account"]) == """
        Settings › Account

          ── Login ──
          1  User      [ann]
          2  PIN       [••••]
             ! too short
          3  Remember  [on]  (disabled)
             Kept on this device

          4  Plan      Pro  ›
          5  Dark      ✓

        """)
  }

  /// A long title is cut with `…`, so the values after it stay where the others are.
  @Test func aLongTitleIsCutSoItsValueStaysInView() {
    struct Contact { var phone = "555 0100"; var newsletter = true }
    let long = "The phone number we may call you on after office hours"
    let driver = FormDriver(
      initial: Contact(), title: "Contact",
      build: sections([
        section([
          controlCell(title: long, control: textField(keyPath: \Contact.phone)),
          controlCell(title: "Newsletter", control: toggle(keyPath: \Contact.newsletter)),
          labelCell(title: long),
        ])
      ]))
    #expect(
      ScreenRenderer().render(driver) == """
        Contact

          1  The phone number we may call yo…  [555 0100]
          2  Newsletter                        [on]
          3  \(long)

        """)
  }

  @Test func ansiStylesTheSameText() {
    let bold = "\u{1B}[1m"
    let dim = "\u{1B}[2m"
    let reset = "\u{1B}[0m"
    let cyan = "\u{1B}[36m"
    let green = "\u{1B}[32m"
    let yellow = "\u{1B}[33m"
    #expect(
      ScreenRenderer(style: .ansi).render(accountScreen()) == """
        \(bold)Account\(reset)

        \(bold)  ── Login ──\(reset)
        \(dim)  1\(reset)  User      [ann]
        \(dim)  2\(reset)  PIN       [••••]
             \(yellow)! too short\(reset)
        \(dim)  3\(reset)  \(dim)Remember\(reset)  [on]  \(dim)(disabled)\(reset)
             \(dim)Kept on this device\(reset)

        \(dim)  4\(reset)  Plan      \(cyan)Pro\(reset)  ›
        \(dim)  5\(reset)  Dark      \(green)✓\(reset)

        """)
  }

  @Test func aDisabledControlMarksItsRow() {
    let cell = FormCell(title: "Name")
    let field = TextField(text: "")
    field.placeholder = "Your name"
    field.isEnabled = false
    cell.control = field
    #expect(ScreenRenderer().row(cell, number: 12) == " 12  Name  [<Your name>]  (disabled)")
  }

  @Test func anEmptyScreenSaysSo() {
    #expect(
      ScreenRenderer().render(Screen()) == """
        Form

          (no rows)

        """)
    let hidden = Section(cells: [FormCell(title: "Gone")])
    hidden.isVisible = false
    #expect(
      ScreenRenderer(style: .plain).render(Screen(title: "Empty", sections: [hidden])) == """
        Empty

          (no rows)

        """)
  }

  @Test func aSectionWithEveryRowHiddenShowsOnlyItsHeaderAndFooter() {
    func hiddenCell(_ title: String) -> FormCell {
      let cell = FormCell(title: title)
      cell.isVisible = false
      return cell
    }
    let screen = Screen(
      title: "Profile",
      sections: [
        Section(cells: [FormCell(title: "Name")]),
        Section(cells: [hiddenCell("Topics")]),
        Section(cells: [hiddenCell("Street")], header: "Address", footer: "Turn on shipping"),
        Section(cells: [FormCell(title: "Save")]),
      ])
    #expect(
      ScreenRenderer().render(screen) == """
        Profile

          1  Name

          ── Address ──
             Turn on shipping

          2  Save

        """)
  }
}
