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
/// controlCell(title: "Email", control: textField(keyPath: \.email, kind: .email))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - placeholder: Text shown when the field is empty.
///   - kind: What the field holds (keyboard, capitalization, masking); `.password` masks it.
public func textField<State>(
  keyPath: WritableKeyPath<State, String>, placeholder: String? = nil,
  kind: TextField.Kind = .plain
) -> Element<TextField, State> {
  return { context in
    let field = TextField(
      text: context.state[keyPath: keyPath], placeholder: placeholder, kind: kind)
    field.didCommit = { text in context.change { $0[keyPath: keyPath] = text } }
    return Rendered(element: field, strongReferences: []) { state in
      let text = state[keyPath: keyPath]
      if field.text != text { field.text = text }
    }
  }
}

/// A text field bound to an optional `String` in state: empty text commits `nil`, and `nil`
/// shows as an empty field (with its placeholder).
///
/// ```swift
/// controlCell(title: "Website", control: textField(keyPath: \.website, kind: .url))
/// // enter("")  → state.website == nil
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - placeholder: Text shown when the field is empty.
///   - kind: What the field holds (keyboard, capitalization, masking); `.password` masks it.
public func textField<State>(
  keyPath: WritableKeyPath<State, String?>, placeholder: String? = nil,
  kind: TextField.Kind = .plain
) -> Element<TextField, State> {
  return { context in
    let field = TextField(
      text: context.state[keyPath: keyPath] ?? "", placeholder: placeholder, kind: kind)
    field.didCommit = { text in
      context.change { $0[keyPath: keyPath] = text.isEmpty ? nil : text }
    }
    return Rendered(element: field, strongReferences: []) { state in
      let text = state[keyPath: keyPath] ?? ""
      if field.text != text { field.text = text }
    }
  }
}
