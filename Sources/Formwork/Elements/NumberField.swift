/// A text field that holds a number (Eureka's `IntRow` and `DecimalRow`).
///
/// Text that does not parse stays visible: the row keeps it, its cell's
/// ``FormCell/message`` says why, it counts as an error, and state keeps the last number.
/// A number out of range reaches state, and the range's rule says what is wrong. Valid text
/// clears the message, and the field shows the value through its formatter.
///
/// ```swift
/// // controlCell(title: "Age", control: numberField(keyPath: \.age, range: 0...120))
/// let field = NumberField()
/// field.enter("12x")   // false; field.text == "12x", message "not a number: 12x"
/// field.enter("042")   // true;  field.text == "42", message cleared, state.age == 42
/// ```
public final class NumberField: HostedControl {
  /// The text shown: the value, formatted, or text the user entered that was refused.
  public var text: String
  /// Text shown when the field is empty.
  public var placeholder: String?
  /// Whether the number may have a fractional part (renderers show a decimal keypad).
  public var allowsFractions: Bool
  /// Whether the field takes input.
  public var isEnabled = true
  /// Decides about entered text: takes it (writing state) or refuses it with a reason.
  public var commit: ((String) -> FieldCommit)?
  /// Why the text shown was refused, or `nil` when it shows a valid value.
  package internal(set) var refusal: String?
  /// The value as a user types it when ``text`` shows it formatted (`30` for `30 cm`): what
  /// an editor starts from.
  var valueText: String?
  /// Takes typed text into the form (set by the combinator that binds the field).
  var take: ((String, Bool) -> Bool)?
  /// Ends the editing of the bound field.
  var didEndEditing: (() -> Void)?
  /// The cell that shows the field.
  public weak var cell: FormCell?

  /// Creates a number field.
  ///
  /// - Parameters:
  ///   - text: The initial text.
  ///   - placeholder: Text shown when the field is empty.
  ///   - allowsFractions: Whether the number may have a fractional part.
  public init(text: String = "", placeholder: String? = nil, allowsFractions: Bool = false) {
    self.text = text
    self.placeholder = placeholder
    self.allowsFractions = allowsFractions
  }

  /// Replaces the text and ends editing: the state takes the value it stands for, or the
  /// field keeps the text with why not (its cell's message).
  ///
  /// - Parameter text: The text the user typed.
  /// - Returns: `false` if the text was kept rather than taken, or the field does not take
  ///   input (nothing changes).
  @discardableResult
  public func enter(_ text: String) -> Bool {
    typeParsed(text, finished: true)
  }

  /// Replaces the text without ending editing: what the user typed so far.
  ///
  /// - Parameter text: The text the user typed.
  /// - Returns: `false` if the text was kept rather than taken, or the field does not take
  ///   input.
  @discardableResult
  public func edit(_ text: String) -> Bool {
    typeParsed(text, finished: false)
  }

  /// Ends editing: the field's errors show, per its timing.
  public func endEditing() {
    finishEditing()
  }
}

extension NumberField: ParsingField, TextEnterableControl, TextDescribedControl {
  /// The text in brackets, or the placeholder in angle brackets when empty: `[42]`,
  /// `[12x]`, `[<Age>]`.
  public var textDescription: String {
    if text.isEmpty, let placeholder { return "[<\(placeholder)>]" }
    return "[\(text)]"
  }
}
