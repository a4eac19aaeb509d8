/// A switch bound to a `Bool` in state.
///
/// ```swift
/// controlCell(title: "Personal Hotspot", control: toggle(keyPath: \Hotspot.isEnabled))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func toggle<State>(
  keyPath: WritableKeyPath<State, Bool>, rules: FieldRules<State, Bool> = []
) -> Element<Toggle, State> {
  return { context in
    let field = context.field(title: "", keyPath: keyPath, rules: rules)
    let link = context.gated(by: field).link
    let toggle = Toggle(isOn: context.state[keyPath: keyPath])
    toggle.valueChanged = { isOn in link.commit(isOn, to: keyPath, finished: true) }
    let runtime = context.runtime
    return context.rendered(toggle, [field]) { state in
      let isOn = state[keyPath: keyPath]
      if !runtime.skipsUnchanged || toggle.isOn != isOn { toggle.isOn = isOn }
    }
  }
}

/// A text field bound to a `String` in state: what the user types reaches state.
///
/// ```swift
/// controlCell(title: "Password", control: textField(keyPath: \Hotspot.password))
/// controlCell(title: "Email", control: textField(keyPath: \Newsletter.email, kind: .email))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - placeholder: Text shown when the field is empty.
///   - kind: What the field holds (keyboard, capitalization, masking); `.password` masks it.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func textField<State>(
  keyPath: WritableKeyPath<State, String>, placeholder: String? = nil,
  kind: TextField.Kind = .plain, rules: FieldRules<State, String> = []
) -> Element<TextField, State> {
  return { context in
    boundText(in: context, keyPath: keyPath, rules: rules, text: { $0 }, value: { $0 }) {
      TextField(text: $0, placeholder: placeholder, kind: kind)
    }
  }
}

/// A text field bound to an optional `String` in state: empty text is `nil`, and `nil`
/// shows as an empty field (with its placeholder).
///
/// ```swift
/// controlCell(title: "Website", control: textField(keyPath: \Profile.website, kind: .url))
/// // enter("")  → state.website == nil
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - placeholder: Text shown when the field is empty.
///   - kind: What the field holds (keyboard, capitalization, masking); `.password` masks it.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func textField<State>(
  keyPath: WritableKeyPath<State, String?>, placeholder: String? = nil,
  kind: TextField.Kind = .plain, rules: FieldRules<State, String?> = []
) -> Element<TextField, State> {
  return { context in
    boundText(
      in: context, keyPath: keyPath, rules: rules, text: { $0 ?? "" },
      value: { $0.isEmpty ? nil : $0 }
    ) { TextField(text: $0, placeholder: placeholder, kind: kind) }
  }
}

/// A multi-line text area bound to a `String` in state: what the user types reaches state.
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
  return { context in
    boundText(in: context, keyPath: keyPath, rules: rules, text: { $0 }, value: { $0 }) {
      TextArea(text: $0, placeholder: placeholder)
    }
  }
}

/// Builds a text control whose typed text is written at `keyPath` as `value(text)`, and which
/// shows `text(value)`, or the text its row keeps.
func boundText<State, Value: Equatable, Field: CommittingTextControl>(
  in context: RenderingContext<State>, keyPath: WritableKeyPath<State, Value>,
  rules: FieldRules<State, Value>, text: @escaping (Value) -> String,
  value: @escaping (String) -> Value, makeField: (String) -> Field
) -> Rendered<Field, State> {
  let field = context.field(title: "", keyPath: keyPath, rules: rules)
  let link = context.gated(by: field).link
  let control = makeField(text(context.state[keyPath: keyPath]))
  // NB: a masked field's text is masked wherever the form shows state, its row shown or not.
  let masks = control.isSecure
  field.maskedText = { [weak control] state in
    control?.isSecure ?? masks ? text(state[keyPath: keyPath]) : nil
  }
  field.blank = value("")
  control.write = { typed, finished in
    link.commit(value(typed), to: keyPath, finished: finished, typed: typed)
  }
  control.didEndEditing = { link.endEditing(keyPath) }
  let runtime = context.runtime
  let isOutline = context.isOutline
  return context.rendered(control, [field]) { state in
    let shown = link.kept(keyPath)?.text ?? text(state[keyPath: keyPath])
    if !runtime.skipsUnchanged || control.text != shown { control.text = shown }
    if !isOutline { field.checkAsynchronously(state) }
  }
}
