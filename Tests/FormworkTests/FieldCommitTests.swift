import Testing

@testable import Formwork

/// What a field decides about entered text (`FieldCommit.swift`): a parsing field shows
/// accepted text as its commit says and keeps refused text with the reason on its row, and
/// clears only a message it set itself; a text control commits what `shouldCommit` and its
/// binding take; a control that takes no input changes nothing.
@Suite struct FieldCommitTests {
  /// A number field on a row of its own, taking whole numbers and showing them without
  /// leading zeros.
  private func numberRow() -> (cell: FormCell, field: NumberField) {
    let field = NumberField(text: "3")
    field.commit = { text in
      Int(text).map { .accepted(text: String($0)) } ?? .refused(reason: "not a number: \(text)")
    }
    let cell = FormCell(title: "Count")
    cell.control = field
    return (cell, field)
  }

  @Test func refusedTextStaysShownWithItsReasonUntilTextIsTaken() {
    let (cell, field) = numberRow()
    #expect(!field.enter("12x"))
    #expect(field.text == "12x")
    #expect(cell.message == "not a number: 12x")
    #expect(field.enter("007"))
    #expect(field.text == "7")
    #expect(cell.message == nil)
    // Without a commit, text is taken as typed.
    let plain = NumberField(text: "1")
    #expect(plain.enter("anything"))
    #expect(plain.text == "anything")
  }

  @Test func aValueFromStateDropsRefusedTextAndItsReason() {
    let (_, field) = numberRow()
    #expect(!field.enter("x"))
    field.show("5", refusal: nil)
    #expect(field.text == "5")
    #expect(field.refusal == nil)
  }

  @Test func aMessageSomeoneElseSetStays() {
    let (cell, field) = numberRow()
    cell.message = "Must be at least 10"
    #expect(field.enter("4"))
    #expect(cell.message == "Must be at least 10")
    // A refusal replaces it; the next good text clears the refusal, not a later message.
    #expect(!field.enter("y"))
    #expect(cell.message == "not a number: y")
    cell.message = "Checked elsewhere"
    #expect(field.enter("12"))
    #expect(cell.message == "Checked elsewhere")
  }

  @Test func aControlThatTakesNoInputChangesNothing() {
    let (cell, field) = numberRow()
    field.isEnabled = false
    #expect(!field.enter("x"))
    #expect(field.text == "3")
    #expect(cell.message == nil)
    field.isEnabled = true
    cell.isEnabled = false
    #expect(!field.enter("9"))
    #expect(field.text == "3")
  }

  @Test func textIsCommittedOnlyWhenTheBindingTakesIt() {
    let field = TextField(text: "")
    var committed: [String] = []
    var written: [(String, Bool)] = []
    field.didCommit = { committed.append($0) }
    field.write = { text, finished in
      guard text != "refused" else { return false }
      written.append((text, finished))
      return true
    }
    #expect(field.edit("hel"))
    #expect(field.enter("hello"))
    #expect(!field.enter("refused"))
    #expect(written.map(\.0) == ["hel", "hello"])
    #expect(written.map(\.1) == [false, true])
    #expect(committed == ["hello"])
    field.isEnabled = false
    #expect(!field.enter("later"))
    #expect(committed == ["hello"])
  }
}
