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
///   - normalizing: How what was typed is tidied when editing ends (``TextNormalization``);
///     kept as typed if `nil`.
public func textField<State>(
  keyPath: WritableKeyPath<State, String>, placeholder: String? = nil,
  kind: TextField.Kind = .plain, rules: FieldRules<State, String> = [],
  normalizing: TextNormalization? = nil
) -> Element<TextField, State> {
  return { context in
    boundText(
      in: context, keyPath: keyPath, rules: rules, normalizing: normalizing, text: { $0 },
      value: { $0 }
    ) { TextField(text: $0, placeholder: placeholder, kind: kind) }
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
///   - normalizing: How what was typed is tidied when editing ends (``TextNormalization``):
///     with `.trimmed`, spaces alone end up `nil`.
public func textField<State>(
  keyPath: WritableKeyPath<State, String?>, placeholder: String? = nil,
  kind: TextField.Kind = .plain, rules: FieldRules<State, String?> = [],
  normalizing: TextNormalization? = nil
) -> Element<TextField, State> {
  return { context in
    boundText(
      in: context, keyPath: keyPath, rules: rules, normalizing: normalizing,
      text: { $0 ?? "" }, value: { $0.isEmpty ? nil : $0 }
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
///   - normalizing: How what was typed is tidied when editing ends (``TextNormalization``);
///     kept as typed if `nil`.
public func textArea<State>(
  keyPath: WritableKeyPath<State, String>, placeholder: String? = nil,
  rules: FieldRules<State, String> = [], normalizing: TextNormalization? = nil
) -> Element<TextArea, State> {
  return { context in
    boundText(
      in: context, keyPath: keyPath, rules: rules, normalizing: normalizing, text: { $0 },
      value: { $0 }
    ) { TextArea(text: $0, placeholder: placeholder) }
  }
}

/// How a text control tidies what the user typed when editing ends (the user presses
/// Return, leaves the row, or enters the text whole). While the user types, the state holds
/// the text as typed; when editing ends, it holds the tidied text, and the row shows it.
///
/// ```swift
/// textField(keyPath: \Order.email, kind: .email, normalizing: .trimmed.then(.lowercased))
/// // typed " Ada@Example.com " → state.email == "ada@example.com" once editing ends
/// ```
public struct TextNormalization: Sendable {
  /// Tidies a text.
  public let normalize: @Sendable (String) -> String

  /// A normalization of your own.
  ///
  /// - Parameter normalize: Tidies a text.
  public init(_ normalize: @escaping @Sendable (String) -> String) {
    self.normalize = normalize
  }

  /// Spaces, tabs and line breaks at either end removed.
  public static var trimmed: Self { Self { $0.trimmingSpaces() } }

  /// Every letter lowercased.
  public static var lowercased: Self { Self { $0.lowercased() } }

  /// This normalization, then `next`.
  public func then(_ next: Self) -> Self {
    let first = normalize
    return Self { next.normalize(first($0)) }
  }
}

/// Builds a text control whose typed text is written at `keyPath` as `value(text)`, and which
/// shows `text(value)`, or the text its row keeps.
func boundText<State, Value: Equatable, Field: CommittingTextControl>(
  in context: RenderingContext<State>, keyPath: WritableKeyPath<State, Value>,
  rules: FieldRules<State, Value>, normalizing: TextNormalization? = nil,
  text: @escaping (Value) -> String,
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
  let tidy = { (typed: String) in normalizing?.normalize(typed) ?? typed }
  control.write = { typed, finished in
    let typed = finished ? tidy(typed) : typed
    return link.commit(value(typed), to: keyPath, finished: finished, typed: typed)
  }
  control.didEndEditing = { [weak control] in
    // NB: what was typed is tidied once editing ends, as one more write.
    if let normalizing, let typed = control?.text, normalizing.normalize(typed) != typed {
      let tidied = normalizing.normalize(typed)
      link.commit(value(tidied), to: keyPath, finished: true, typed: tidied)
    } else {
      link.endEditing(keyPath)
    }
  }
  let runtime = context.runtime
  let isOutline = context.isOutline
  return context.rendered(control, [field]) { state in
    let shown = link.kept(keyPath)?.text ?? text(state[keyPath: keyPath])
    if !runtime.skipsUnchanged || control.text != shown { control.text = shown }
    if !isOutline { field.checkAsynchronously(state) }
  }
}
