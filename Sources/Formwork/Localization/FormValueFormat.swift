/// How numbers, dates and times read and show in a language: the fixed format by default
/// (`3.14`, `2024-06-01`, `18:30`), a translation's otherwise (`3,14`, `01.06.2024` in
/// German). Explicit patterns, not the platform's locale data, so the same value shows the
/// same text on every platform and machine.
///
/// ```swift
/// let german = FormStrings(locale: "de").values
/// german.number(3.14)                 // "3,14"
/// german.parseNumber("3,14")          // 3.14
/// german.parseNumber("3.14")          // nil: the other format is refused, not misread
/// german.datePattern                  // "dd.MM.yyyy"
/// ```
public struct FormValueFormat: Equatable, Sendable {
  /// What separates a number's whole part from its fraction: `.` or `,` (one character).
  public var decimalSeparator: String
  /// A day's pattern, in `DateFormatter` symbols: `yyyy-MM-dd`, `dd.MM.yyyy`.
  public var datePattern: String
  /// A time of day's pattern: `HH:mm`.
  public var timePattern: String

  /// The fixed format tests and transcripts use.
  public static let fixed = FormValueFormat(
    decimalSeparator: ".", datePattern: "yyyy-MM-dd", timePattern: "HH:mm")

  /// Creates a format.
  ///
  /// - Parameters:
  ///   - decimalSeparator: Between a number's whole part and its fraction.
  ///   - datePattern: A day's pattern.
  ///   - timePattern: A time of day's pattern.
  public init(decimalSeparator: String, datePattern: String, timePattern: String) {
    self.decimalSeparator = decimalSeparator
    self.datePattern = datePattern
    self.timePattern = timePattern
  }

  /// Whether this is the ``fixed`` format.
  public var isFixed: Bool { self == .fixed }

  /// The pattern a date field in `mode` reads and shows.
  public func pattern(for mode: DateField.Mode) -> String {
    switch mode {
    case .date: return datePattern
    case .time: return timePattern
    case .dateAndTime: return datePattern + " " + timePattern
    }
  }

  /// `value` as text: whole numbers without a fraction (`3`), others as short as they read
  /// back (`3,14`).
  public func number(_ value: Double) -> String {
    localized(plainNumber(value))
  }

  /// The number `text` stands for in this format; `nil` for text in another format (`3.14`
  /// where the separator is `,`), or not a number.
  public func parseNumber(_ text: String) -> Double? {
    let trimmed = text.trimmingSpaces()
    guard decimalSeparator == "." || !trimmed.contains(".") else { return nil }
    return Double(trimmed.replacingSeparator(decimalSeparator, with: "."))
  }

  /// A sample number in this format, shown in messages about text that does not read:
  /// `1234.5`, `1234,5`.
  public var sampleNumber: String { localized("1234.5") }

  /// Fixed-format number text with this format's separator.
  private func localized(_ text: String) -> String {
    text.replacingSeparator(".", with: decimalSeparator)
  }
}

extension String {
  /// The string with every `separator` replaced by `replacement`.
  fileprivate func replacingSeparator(_ separator: String, with replacement: String) -> String {
    guard separator != replacement else { return self }
    var result = ""
    for character in self {
      result += String(character) == separator ? replacement : String(character)
    }
    return result
  }
}
