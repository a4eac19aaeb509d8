import Testing

@testable import Formwork

/// The date field on its own (`DatesTests` drives it in rows): each mode has its pattern,
/// an empty field shows its placeholder or pattern, and its commit decides what is taken.
@Suite struct DateFieldTests {
  @Test func eachModeShowsItsPatternUntilThereIsText() {
    #expect(
      DateField.Mode.allCases.map(\.defaultFormat) == ["yyyy-MM-dd", "HH:mm", "yyyy-MM-dd HH:mm"])
    #expect(DateField().textDescription == "[<yyyy-MM-dd>]")
    #expect(DateField(mode: .time).textDescription == "[<HH:mm>]")
    #expect(
      DateField(mode: .dateAndTime, format: "dd.MM.yyyy HH:mm").textDescription
        == "[<dd.MM.yyyy HH:mm>]")
    #expect(DateField(placeholder: "Birthday").textDescription == "[<Birthday>]")
    #expect(DateField(text: "2024-02-29").textDescription == "[2024-02-29]")
  }

  @Test func theCommitDecidesAndARefusalKeepsTheTextWithTheReason() {
    let field = DateField()
    let cell = FormCell(title: "Day")
    cell.control = field
    field.commit = { text in
      text.count == 10 ? .accepted(text: text) : .refused(reason: "not a date: \(text)")
    }
    #expect(!field.enter("2024-2-3"))
    #expect(field.textDescription == "[2024-2-3]")
    #expect(field.editingText == "2024-2-3")
    #expect(cell.message == "not a date: 2024-2-3")
    #expect(field.refusal == "not a date: 2024-2-3")
    #expect(field.enter("2024-02-03"))
    #expect(field.textDescription == "[2024-02-03]")
    #expect(cell.message == nil)
    #expect(field.refusal == nil)
    cell.isEnabled = false
    #expect(!field.enter("2025-01-01"))
    #expect(field.textDescription == "[2024-02-03]")
  }
}
