/// A multi-line text area bound to a `String` in state. Entering text commits it to state.
///
/// ```swift
/// controlCell(title: "Notes", control: textArea(keyPath: \Order.notes, placeholder: "Notes"))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - placeholder: Text shown when the area is empty.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func textArea<State>(
  keyPath: WritableKeyPath<State, String>, placeholder: String? = nil,
  rules: FieldRules<State, String> = []
) -> Element<TextArea, State> {
  let area: Element<TextArea, State> = { context in
    boundText(in: context, keyPath: keyPath, as: PlainText.self) {
      TextArea(text: $0, placeholder: placeholder)
    }
  }
  return rules.applied(to: area, keyPath: keyPath)
}
