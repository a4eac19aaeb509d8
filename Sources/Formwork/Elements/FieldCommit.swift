/// What a field that parses its text (a number or date field) decides about text the user
/// entered: take it, or refuse it with a reason. A field made by a combinator is bound to
/// state and decides through its binding; one made by hand decides through its `commit`.
///
/// ```swift
/// let field = NumberField(text: "3")
/// field.commit = { text in
///   Int(text).map { .accepted(text: String($0)) } ?? .refused(reason: "not a number: \(text)")
/// }
/// field.enter("12x")   // false; field.text == "12x", field.cell?.message == "not a number: 12x"
/// ```
public enum FieldCommit: Equatable, Sendable {
  /// The text was taken; the field shows `text`, the new value as its formatter shows it.
  case accepted(text: String)
  /// The text was refused; the field keeps showing it and its cell's message says `reason`.
  case refused(reason: String)
}

/// A control that parses the text typed into it: ``NumberField`` and ``DateField``.
protocol ParsingField: HostedControl {
  var text: String { get set }
  /// The value as a user types it, when ``text`` shows it formatted (`30` for `30 cm`);
  /// `nil` when the text is typed as shown.
  var valueText: String? { get set }
  var commit: ((String) -> FieldCommit)? { get set }
  var refusal: String? { get set }
  /// Takes typed text, `finished` or not, into the form (set by the combinator that binds
  /// the field): whether the state took it. The field then shows what the form says.
  var take: ((String, Bool) -> Bool)? { get set }
  /// Ends the editing of the bound field.
  var didEndEditing: (() -> Void)? { get set }
}

extension ParsingField {
  /// Takes typed text: through the binding, or, for a field made by hand, by asking
  /// ``commit`` and keeping refused text with a message.
  func typeParsed(_ text: String, finished: Bool) -> Bool {
    guard beginGesture() else { return false }
    if let take { return take(text, finished) }
    self.text = text
    switch commit?(text) ?? .accepted(text: text) {
    case .accepted(let shown):
      self.text = shown
      setRefusal(nil)
      return true
    case .refused(let reason):
      setRefusal(reason)
      return false
    }
  }

  /// Ends editing, which shows the field's errors.
  func finishEditing() {
    guard acceptsInput else { return }
    didEndEditing?()
  }

  /// Shows what the form says: `text`, and the reason it is kept, if it is.
  func show(_ text: String, refusal: String?) {
    if self.text != text { self.text = text }
    if self.refusal != refusal { self.refusal = refusal }
  }

  func setRefusal(_ reason: String?) {
    let previous = refusal
    refusal = reason
    noteRefusal(reason, replacing: previous)
  }
}

/// A control whose typed text goes to state as it is: ``TextField`` and ``TextArea``.
protocol CommittingTextControl: HostedControl {
  var text: String { get set }
  var didCommit: ((String) -> Void)? { get set }
  /// Writes typed text, `finished` or not (set by the combinator that binds the control):
  /// whether the state took it.
  var write: ((String, Bool) -> Bool)? { get set }
  /// Ends the editing of the bound field.
  var didEndEditing: (() -> Void)? { get set }
  /// Whether the text is masked (a password).
  var isSecure: Bool { get }
}

extension CommittingTextControl {
  /// Takes typed text: writes it to state when bound, shows it otherwise; when `finished`,
  /// ends editing too.
  func typeText(_ text: String, finished: Bool) -> Bool {
    guard beginGesture() else { return false }
    if let write {
      guard write(text, finished) else { return false }
    } else {
      self.text = text
    }
    if finished { didCommit?(text) }
    return true
  }

  /// Ends editing: the field's errors show, and ``didCommit`` hears the text.
  func finishEditing() {
    guard acceptsInput else { return }
    didEndEditing?()
    didCommit?(text)
  }
}

extension HostedControl {
  /// Shows `reason` as the cell's message, or clears a message this control set before.
  /// NB: a message set by someone else (a validation rule) is left alone when clearing.
  func noteRefusal(_ reason: String?, replacing previous: String?) {
    guard let cell else { return }
    if let reason {
      if cell.message != reason { cell.message = reason }
    } else if let previous, cell.message == previous {
      cell.message = nil
    }
  }
}
