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
  let toggle: Element<Toggle, State> = { context in
    // NB: a row's closures capture what they use, not the whole context (a dozen closures
    // and the state it was built from): a big form keeps one of them per row.
    let writer = context.writer(to: keyPath)
    let field = context.declareField(of: writer)
    let toggle = Toggle(isOn: context.state[keyPath: keyPath])
    toggle.valueChanged = { [weak field] isOn in
      field?.touch()
      writer.write(isOn)
    }
    // NB: a control reads what it writes; its cell skips it with itself (no wrapper a row).
    return Rendered(element: toggle, strongReferences: [], reads: writer.footprint) { state in
      let isOn = state[keyPath: keyPath]
      if toggle.isOn != isOn { toggle.isOn = isOn }
    }
  }
  return rules.applied(to: toggle, keyPath: keyPath)
}

/// A text field bound to a `String` in state. Entering text commits it to state.
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
  // NB: the element captures only what the call was given (one context a row); the field's
  // conversions and maker are made when it is built.
  let field: Element<TextField, State> = { context in
    boundText(in: context, keyPath: keyPath, as: PlainText.self) {
      TextField(text: $0, placeholder: placeholder, kind: kind)
    }
  }
  return rules.applied(to: field, keyPath: keyPath)
}

/// A text field bound to an optional `String` in state: empty text commits `nil`, and `nil`
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
@_disfavoredOverload
public func textField<State>(
  keyPath: WritableKeyPath<State, String?>, placeholder: String? = nil,
  kind: TextField.Kind = .plain, rules: FieldRules<State, String?> = []
) -> Element<TextField, State> {
  let field: Element<TextField, State> = { context in
    boundText(in: context, keyPath: keyPath, as: OptionalText.self) {
      TextField(text: $0, placeholder: placeholder, kind: kind)
    }
  }
  return rules.applied(to: field, keyPath: keyPath)
}

/// Builds a text control whose committed text is written at `keyPath` through the form's
/// rules. Text they refuse stays shown until state's value changes.
///
/// NB: a function of the context, not an element: an element capturing the field's maker
/// would keep one closure more per row (a 10,000-row form measures it).
func boundText<State, Conversion: TextConversion, Field: CommittingTextControl>(
  in context: RenderingContext<State>, keyPath: WritableKeyPath<State, Conversion.Value>,
  as _: Conversion.Type, makeField: (String) -> Field
) -> Rendered<Field, State> {
  let writer = context.writer(to: keyPath)
  let declared = context.declareField(of: writer)
  let binding = TextBinding<State, Conversion, Field>(
    writer: writer, context: context, declared: declared)
  let field = makeField(Conversion.text(binding.shown))
  binding.field = field
  binding.masks = field.isSecure
  // NB: a masked field's text is masked wherever the form shows state (the REPL's state),
  // while its row is shown or not: masking may be turned on after the field is made, and
  // the declared field outlives the row (a popped or never opened screen).
  declared.maskedText = { state in binding.maskedText(in: state) }
  field.write = { text in binding.write(text) }
  // NB: the update keeps the binding alone (a closure that captures one object needs no
  // context); the cell keeps the field.
  // NB: a control reads what it writes; its cell skips it with itself (no wrapper a row).
  return Rendered(element: field, strongReferences: [], reads: binding.reads) { state in
    binding.update(with: state)
  }
}

/// How a bound text row turns its value into text and back: a type, so a row keeps no
/// conversion closures.
protocol TextConversion {
  associatedtype Value: Equatable
  /// The text that shows `value`.
  static func text(_ value: Value) -> String
  /// The value committed text stands for.
  static func value(_ text: String) -> Value
}

/// A `String` shown as it is.
enum PlainText: TextConversion {
  static func text(_ value: String) -> String { value }
  static func value(_ text: String) -> String { text }
}

/// An optional `String`: `nil` shows as empty text, and empty text commits `nil`.
enum OptionalText: TextConversion {
  static func text(_ value: String?) -> String { value ?? "" }
  static func value(_ text: String) -> String? { text.isEmpty ? nil : text }
}

/// What a bound text row keeps, in one object its closures share: a big form keeps one per
/// row, where each closure kept its own copy of the key path, conversions and footprint.
///
/// NB: the row's field holds it (through its write) and so does the declared field (through
/// its masked text): it holds both of them weakly.
private final class TextBinding<
  State, Conversion: TextConversion, Field: CommittingTextControl
> {
  typealias Value = Conversion.Value
  /// How the row writes its value (and what it reads: the value's place).
  let writer: Writer<State, Value>
  var keyPath: WritableKeyPath<State, Value> { writer.keyPath }
  var reads: Footprint { writer.footprint }
  let tracker: UpdateTracker
  /// The value whose text the field shows.
  var shown: Value
  /// Whether the field masks its text, as last seen: kept when the row is gone.
  var masks = false
  weak var declared: FormField<State, Value>?
  weak var field: Field?

  init(
    writer: Writer<State, Value>, context: RenderingContext<State>,
    declared: FormField<State, Value>
  ) {
    self.writer = writer
    tracker = context.tracker
    shown = context.state[keyPath: writer.keyPath]
    self.declared = declared
  }

  func maskedText(in state: State) -> String? {
    if let field { masks = field.isSecure }
    return masks ? Conversion.text(state[keyPath: keyPath]) : nil
  }

  func write(_ text: String) -> Bool {
    declared?.touch()
    return writer.write(Conversion.value(text), keepsRefused: true)
  }

  func update(with state: State) {
    guard let field else { return }
    // NB: only a new value from state replaces the text: refused text stays shown, unless
    // the element it was typed for moved away (its array was written whole).
    let value = state[keyPath: keyPath]
    guard value != shown || tracker.written.replacesElement(of: reads) else { return }
    shown = value
    let text = Conversion.text(value)
    if field.text != text { field.text = text }
  }
}
