import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// The result-builder spelling builds the same form as the array spelling, with `if`,
/// `if`/`else`, `for` and arrays of rows.
@Suite struct FormBuilderTests {
  private struct Prefs: Equatable {
    var wifi = false
    var size = 0
    var showsSizes = false
    var names = ["a", "b"]
    var submitted = 0
  }

  @Test func buildsTheSameScreensAsTheArraySpelling() {
    let withAdvanced = true
    let built: Form<Prefs> = sections(submit: "Save") {
      section(header: "Network") {
        controlCell(title: "Wi-Fi", control: toggle(keyPath: \.wifi))
        if withAdvanced {
          hidden(
            controlCell(title: "Advanced", control: toggle(keyPath: \.showsSizes)), when: \.wifi)
        } else {
          labelCell(title: "None")
        }
        inlinePicker(
          title: "Size", keyPath: \.size, isExpanded: \.showsSizes, options: [0, 1],
          optionTitle: { "Size \($0)" })
      }
      section {
        for index in 0..<2 {
          controlCell(title: "Name \(index)", control: textField(keyPath: \.names[index]))
        }
      }
    } onSubmit: {
      $0.submitted += 1
    }
    let array: Form<Prefs> = sections(
      [
        section(
          [
            controlCell(title: "Wi-Fi", control: toggle(keyPath: \.wifi)),
            hidden(
              controlCell(title: "Advanced", control: toggle(keyPath: \.showsSizes)), when: \.wifi),
          ]
            + inlinePicker(
              title: "Size", keyPath: \.size, isExpanded: \.showsSizes, options: [0, 1],
              optionTitle: { "Size \($0)" }), header: "Network"),
        section(
          (0..<2).map { index in
            controlCell(title: "Name \(index)", control: textField(keyPath: \.names[index]))
          }),
      ], submit: "Save"
    ) { $0.submitted += 1 }
    let one = FormDriver(initial: Prefs(), title: "Prefs", build: built)
    let other = FormDriver(initial: Prefs(), title: "Prefs", build: array)
    #expect(screenText(one) == screenText(other))
    #expect(
      screenText(one) == """
        Prefs

          ── Network ──
          1  Wi-Fi     [off]
          2  Advanced  [off]
          3  Size      Size 0

          4  Name 0    [a]
          5  Name 1    [b]

          6  Save

        """)
    #expect((row(one, 2).control as? Toggle)?.tap() == true)
    // The picker's options show now: Save moves down to row 8.
    #expect(row(one, 8).title == "Save")
    #expect(row(one, 8).tap())
    #expect(one.state == Prefs(showsSizes: true, submitted: 1))
    #expect(screenText(one).contains("4  Size 0    ✓"))
  }
}
