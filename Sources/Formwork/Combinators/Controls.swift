/// A switch bound to a `Bool` in state.
///
/// ```swift
/// controlCell(title: "Personal Hotspot", control: toggle(keyPath: \Hotspot.isEnabled))
/// ```
///
/// - Parameter keyPath: Where the value lives in state.
public func toggle<State>(keyPath: WritableKeyPath<State, Bool>) -> Element<Toggle, State> {
  return { context in
    let toggle = Toggle(isOn: context.state[keyPath: keyPath])
    toggle.valueChanged = { isOn in context.change { $0[keyPath: keyPath] = isOn } }
    return Rendered(element: toggle, strongReferences: []) { state in
      let isOn = state[keyPath: keyPath]
      if toggle.isOn != isOn { toggle.isOn = isOn }
    }
  }
}

/// A text field bound to a `String` in state. Entering text commits it to state.
///
/// ```swift
/// controlCell(title: "Password", control: textField(keyPath: \Hotspot.password))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - placeholder: Text shown when the field is empty.
public func textField<State>(
  keyPath: WritableKeyPath<State, String>, placeholder: String? = nil
) -> Element<TextField, State> {
  return { context in
    let field = TextField(text: context.state[keyPath: keyPath], placeholder: placeholder)
    field.didCommit = { text in context.change { $0[keyPath: keyPath] = text } }
    return Rendered(element: field, strongReferences: []) { state in
      let text = state[keyPath: keyPath]
      if field.text != text { field.text = text }
    }
  }
}
