/// A multi-line text area bound to a `String` in state. Entering text commits it to state.
///
/// ```swift
/// controlCell(title: "Notes", control: textArea(keyPath: \Order.notes, placeholder: "Notes"))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - placeholder: Text shown when the area is empty.
public func textArea<State>(
  keyPath: WritableKeyPath<State, String>, placeholder: String? = nil
) -> Element<TextArea, State> {
  return { context in
    boundText(in: context, keyPath: keyPath, as: PlainText.self) {
      TextArea(text: $0, placeholder: placeholder)
    }
  }
}
