/// A field that holds a date, a time of day, or both (Eureka's `DateRow`, `TimeRow` and
/// `DateTimeRow`; Former's date picker rows; SwiftUI's `DatePicker`).
///
/// Headless, a date is entered as text in a stated ``format`` such as `yyyy-MM-dd`; a
/// renderer with a real date picker uses ``mode`` to pick one. Text that does not parse or
/// is out of range stays visible with a message on the cell, like a ``NumberField``.
///
/// ```swift
/// // controlCell(title: "Birthday", control: dateField(keyPath: \.birthday, mode: .date))
/// let field = DateField(mode: .date)
/// field.enter("2024-02-30")   // false; message "not a date (yyyy-MM-dd): 2024-02-30"
/// field.enter("2024-02-29")   // true;  state.birthday is that day, 00:00 in the time zone
/// ```
public final class DateField: HostedControl {
  /// The text shown: the value, formatted, or text the user entered that was refused.
  public var text: String
  /// What the field holds, which tells renderers which picker to show.
  public var mode: Mode
  /// The format entered text must follow, as shown to the user: `yyyy-MM-dd`, `HH:mm`.
  public var format: String
  /// Text shown when the field is empty (no date).
  public var placeholder: String?
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

  /// Creates a date field.
  ///
  /// - Parameters:
  ///   - text: The initial text.
  ///   - mode: What the field holds.
  ///   - format: The format entered text must follow; the mode's default if `nil`.
  ///   - placeholder: Text shown when the field is empty.
  public init(
    text: String = "", mode: Mode = .date, format: String? = nil, placeholder: String? = nil
  ) {
    self.text = text
    self.mode = mode
    self.format = format ?? mode.defaultFormat
    self.placeholder = placeholder
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

  /// What a date field holds.
  public enum Mode: Sendable, Equatable, CaseIterable {
    /// A day: `yyyy-MM-dd`.
    case date
    /// A time of day: `HH:mm`. Entering a time keeps the day of the value.
    case time
    /// A day and a time: `yyyy-MM-dd HH:mm`.
    case dateAndTime

    /// The format text is entered in unless another is given.
    public var defaultFormat: String {
      switch self {
      case .date: return "yyyy-MM-dd"
      case .time: return "HH:mm"
      case .dateAndTime: return "yyyy-MM-dd HH:mm"
      }
    }
  }
}

extension DateField: ParsingField, TextEnterableControl, TextDescribedControl {
  /// The text in brackets, or the placeholder (else the format) in angle brackets when
  /// empty: `[2024-02-29]`, `[<yyyy-MM-dd>]`.
  public var textDescription: String {
    if text.isEmpty { return "[<\(placeholder ?? format)>]" }
    return "[\(text)]"
  }
}
