/// A control that takes a line of text as input: text fields, and number, date, slider
/// and stepper fields that parse it. The REPL's `enter <n> <text>` works on any of them.
///
/// Text the state cannot hold (it does not parse) stays on the row with why, the state keeps
/// its value, and the gesture returns `false`. A value the state can hold reaches it, in
/// range or not: the field's rules say what is wrong.
public protocol TextEnterableControl: Control {
  /// Replaces the control's text and ends editing: what the user typed, then Return.
  ///
  /// - Returns: `false` if the control kept the text rather than took it, or does not take
  ///   input.
  @discardableResult
  func enter(_ text: String) -> Bool

  /// Replaces the control's text without ending editing: what the user typed so far.
  ///
  /// - Returns: `false` if the control kept the text rather than took it, or does not take
  ///   input.
  @discardableResult
  func edit(_ text: String) -> Bool

  /// Ends editing (the user left the control): its field's errors show, per their timing.
  func endEditing()

  /// The text an editor starts from when the user edits the control in place (the
  /// interactive terminal front end): the control's text as typed, not as shown. By default
  /// the ``TextDescribedControl/textDescription`` without its brackets.
  var editingText: String { get }

  /// Whether the text is a secret an editor shows masked (a password field).
  var masksText: Bool { get }
}

extension TextEnterableControl {
  /// ``enter(_:)``: a control of your own that does not tell typing from finishing.
  @discardableResult
  public func edit(_ text: String) -> Bool { enter(text) }

  /// Nothing: a control of your own that does not tell typing from finishing.
  public func endEditing() {}

  /// The ``TextDescribedControl/textDescription`` without its brackets, or empty.
  public var editingText: String {
    guard let shown = (self as? any TextDescribedControl)?.textDescription else { return "" }
    var text = Substring(shown)
    if text.hasPrefix("["), text.hasSuffix("]"), text.count >= 2 {
      text = text.dropFirst().dropLast()
    }
    return String(text)
  }

  /// `false`.
  public var masksText: Bool { false }
}

/// A control that steps its value up and down (steppers, sliders). The REPL's `inc <n>` and
/// `dec <n>` work on any of them.
public protocol SteppableControl: Control {
  /// Steps the value up by one step.
  ///
  /// - Returns: `false`, changing nothing, at the top of the range or without input.
  @discardableResult
  func increment() -> Bool
  /// Steps the value down by one step.
  ///
  /// - Returns: `false`, changing nothing, at the bottom of the range or without input.
  @discardableResult
  func decrement() -> Bool
}

/// A control that offers a short list of options in place (a segmented control). The
/// REPL's `select <n> <option>` works on any of them, by option number or title.
public protocol SelectableControl: Control {
  /// The options' titles, in order.
  var optionTitles: [String] { get }
  /// The chosen option's index, if any.
  var selectedIndex: Int? { get }
  /// Chooses the option at `index`.
  ///
  /// - Returns: `false`, changing nothing, if `index` is out of range or without input.
  @discardableResult
  func select(_ index: Int) -> Bool
}

extension TextField: TextEnterableControl {
  /// ``text``, as typed.
  public var editingText: String { text }
  /// ``isSecure``.
  public var masksText: Bool { isSecure }
}

extension TextArea {
  /// ``text``, as typed.
  public var editingText: String { text }
}

extension NumberField {
  /// ``text`` as typed: refused text is kept; a valid value formatted for show (`30 cm`)
  /// is given plain (`30`).
  public var editingText: String { refusal == nil ? (valueText ?? text) : text }
}

extension DateField {
  /// ``text``, as typed (kept when refused).
  public var editingText: String { text }
}
