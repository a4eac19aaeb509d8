import Testing

@testable import Formwork

/// The number field on its own (`NumbersTests` drives it in rows): it shows what its commit
/// accepts, keeps refused text visible with the reason on its row, and edits the value's
/// plain text rather than the formatted one.
@Suite struct NumberFieldTests {
  /// A field whose commit takes whole numbers and shows them with a unit, and the row
  /// that shows its message.
  private func field() -> (NumberField, FormCell) {
    let field = NumberField(placeholder: "Age")
    field.commit = { [unowned field] text in
      guard let number = Int(text) else { return .refused(reason: "not a number: \(text)") }
      field.valueText = String(number)
      return .accepted(text: "\(number) years")
    }
    let cell = FormCell(title: "Age")
    cell.control = field
    return (field, cell)
  }

  @Test func acceptedTextIsShownAsTheCommitSaysAndEditedPlain() {
    let (field, cell) = field()
    #expect(field.textDescription == "[<Age>]")
    #expect(field.enter("42"))
    #expect(field.textDescription == "[42 years]")
    #expect(field.editingText == "42")
    #expect(field.refusal == nil)
    #expect(cell.message == nil)
  }

  @Test func refusedTextStaysVisibleAndTheNextGoodTextClearsTheReason() {
    let (field, cell) = field()
    #expect(field.enter("42"))
    #expect(!field.enter("4x"))
    #expect(field.textDescription == "[4x]")
    #expect(field.editingText == "4x")
    #expect(field.refusal == "not a number: 4x")
    #expect(cell.message == "not a number: 4x")
    #expect(field.enter("43"))
    #expect(field.textDescription == "[43 years]")
    #expect(field.refusal == nil)
    #expect(cell.message == nil)
  }

  @Test func aMessageSomethingElseSetStaysWhenTheFieldClearsItsOwn() {
    let (field, cell) = field()
    #expect(!field.enter("x"))
    cell.message = "taken"
    #expect(field.enter("7"))
    #expect(cell.message == "taken")
  }

  @Test func withoutACommitTextIsTakenAsTyped() {
    let field = NumberField(text: "1")
    #expect(field.enter("anything"))
    #expect(field.textDescription == "[anything]")
  }

  @Test func aDisabledFieldOrRowTakesNoText() {
    let (field, cell) = field()
    cell.isEnabled = false
    #expect(!field.enter("5"))
    cell.isEnabled = true
    field.isEnabled = false
    #expect(!field.enter("5"))
    #expect(field.textDescription == "[<Age>]")
    #expect(cell.message == nil)
  }
}
