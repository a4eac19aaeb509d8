/// What a field that parses its text (a number or date field) decides about text the user
/// entered: take it, or refuse it with a reason.
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

/// A control that parses entered text through a ``FieldCommit``-returning closure.
protocol ParsingField: HostedControl {
  var text: String { get set }
  /// The value as a user types it, when ``text`` shows it formatted (`30` for `30 cm`);
  /// `nil` when the text is typed as shown.
  var valueText: String? { get set }
  var commit: ((String) -> FieldCommit)? { get set }
  var refusal: String? { get set }
}

extension ParsingField {
  /// Shows `text`, asks ``commit`` about it, and keeps it with a message when refused.
  func enterParsed(_ text: String) -> Bool {
    guard beginGesture() else { return false }
    self.text = text
    switch commit?(text) ?? .accepted(text: text) {
    case .accepted(let shown):
      self.text = shown
      setRefusal(nil)
      return true
    case .refused(let reason):
      self.text = text
      setRefusal(reason)
      return false
    }
  }

  /// Shows `text` for a new value from state, dropping refused text and its message.
  func showValue(_ text: String) {
    if self.text != text { self.text = text }
    setRefusal(nil)
  }

  func setRefusal(_ reason: String?) {
    let previous = refusal
    refusal = reason
    noteRefusal(reason, replacing: previous)
  }
}

/// A control whose entered text is committed as typed through `didCommit`, once
/// `shouldCommit` allows it and the binding's `write` takes it: ``TextField`` and
/// ``TextArea``.
protocol CommittingTextControl: HostedControl {
  var text: String { get set }
  var didCommit: ((String) -> Void)? { get set }
  var shouldCommit: ((String) -> Bool)? { get set }
  /// Writes committed text to state, returning whether the form's rules took it; set by the
  /// combinator that binds the control.
  var write: ((String) -> Bool)? { get set }
  /// Whether the text is masked (a password).
  var isSecure: Bool { get }
}

extension CommittingTextControl {
  /// Shows `text` and commits it unless ``shouldCommit`` refuses it; refused text stays
  /// shown.
  func enterCommitting(_ text: String) -> Bool {
    guard beginGesture() else { return false }
    self.text = text
    if let shouldCommit, !shouldCommit(text) { return false }
    if let write, !write(text) { return false }
    didCommit?(text)
    return true
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
