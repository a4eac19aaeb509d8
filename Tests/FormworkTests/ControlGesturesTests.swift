import Testing

@testable import Formwork

/// What a control offers gestures: the text an editor starts from (the value as typed, not
/// as shown) and whether it must be masked, for every built-in control and a custom one.
@Suite struct ControlGesturesTests {
  /// A control that says only how it looks.
  private final class Badge: TextEnterableControl, TextDescribedControl {
    var textDescription = "[gold]"
    func enter(_ text: String) -> Bool { false }
  }

  @Test func editorsStartFromTheValueAsTyped() {
    let password = TextField(text: "s3cret", kind: .password)
    #expect(password.editingText == "s3cret")
    #expect(password.masksText)
    #expect(!TextField(text: "ada").masksText)
    #expect(TextArea(text: "a\nb").editingText == "a\nb")
    #expect(!TextArea().masksText)
    #expect(Stepper(value: 3, range: 0...5, format: { "\($0) cups" }).editingText == "3")
    #expect(Slider(value: 0.25, range: 0...1, format: { "\($0 * 100)%" }).editingText == "0.25")
    #expect(DateField(text: "2024-02-03").editingText == "2024-02-03")
    #expect(DateField().editingText == "")
  }

  @Test func aNumberFieldIsEditedFromItsValueUnlessItHoldsRefusedText() {
    let field = NumberField(text: "€3.10")
    field.valueText = "3.1"
    #expect(field.editingText == "3.1")
    field.commit = { .refused(reason: "not an amount: \($0)") }
    #expect(!field.enter("3,1x"))
    #expect(field.editingText == "3,1x")
  }

  @Test func aCustomControlIsEditedFromWhatItShowsWithoutBrackets() {
    let badge = Badge()
    #expect(badge.editingText == "gold")
    #expect(!badge.masksText)
    badge.textDescription = "[]"
    #expect(badge.editingText == "")
    badge.textDescription = "plain"
    #expect(badge.editingText == "plain")
    badge.textDescription = "["
    #expect(badge.editingText == "[")
  }
}
