package import Foundation

/// How numbers, amounts of money, dates and times read and show in a language.
///
/// The default is a fixed format (`3.14`, `2024-06-01`, `18:30`). A translation brings its
/// own (`3,14`, `01.06.2024` in German). Formats are explicit patterns, not the platform's
/// locale data, so a value shows the same text on every platform and machine.
///
/// ```swift
/// let german = FormStrings(locale: "de").values
/// german.number(3.14)                 // "3,14"
/// german.parseNumber("3,14")          // 3.14
/// german.parseNumber("3.14")          // nil: the other format is refused, not misread
/// ```
public struct FormValueFormat: Equatable, Sendable {
  /// What separates a number's whole part from its fraction: `.` or `,` (one character).
  package var decimalSeparator: String
  /// A day's pattern, in `DateFormatter` symbols: `yyyy-MM-dd`, `dd.MM.yyyy`.
  package var datePattern: String
  /// A time of day's pattern: `HH:mm`.
  package var timePattern: String
  /// Where an amount of money puts its currency's symbol: `¤` for the symbol, `#` for the
  /// number, `¤#` (`€3.14`) by default, `# ¤` (`3,14 €`) in German.
  package var currencyPattern: String

  /// The fixed format tests and transcripts use.
  public static let fixed = FormValueFormat(
    decimalSeparator: ".", datePattern: "yyyy-MM-dd", timePattern: "HH:mm")

  /// Creates a format.
  ///
  /// - Parameters:
  ///   - decimalSeparator: Between a number's whole part and its fraction.
  ///   - datePattern: A day's pattern.
  ///   - timePattern: A time of day's pattern.
  ///   - currencyPattern: Where an amount puts its currency's symbol (`¤`) and number (`#`).
  public init(
    decimalSeparator: String, datePattern: String, timePattern: String,
    currencyPattern: String = "¤#"
  ) {
    self.decimalSeparator = decimalSeparator
    self.datePattern = datePattern
    self.timePattern = timePattern
    self.currencyPattern = currencyPattern
  }

  /// Whether this is the ``fixed`` format.
  package var isFixed: Bool { self == .fixed }

  /// The pattern a date field in `mode` reads and shows.
  package func pattern(for mode: DateField.Mode) -> String {
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
  package var sampleNumber: String { localized("1234.5") }

  /// `value` as an amount of money: `fractionDigits` digits after the separator (rounded
  /// half away from zero), `symbol` where `currencyPattern` puts it: `€3.14`, `3,14 €`.
  ///
  /// - Parameters:
  ///   - value: The amount.
  ///   - symbol: The currency's symbol (`€`) or code (`CHF`).
  ///   - fractionDigits: The currency's minor digits: 2 for cents, 0 for yen.
  package func amount(_ value: Decimal, symbol: String, fractionDigits: Int = 2) -> String {
    var rounded = Decimal()
    var exact = value
    NSDecimalRound(&rounded, &exact, fractionDigits, .plain)
    let plain = "\(rounded)"
    let parts = plain.split(separator: ".", maxSplits: 1).map(String.init)
    var text = parts.first ?? plain
    if fractionDigits > 0 {
      let fraction = parts.count > 1 ? parts[1] : ""
      text +=
        decimalSeparator
        + fraction + String(repeating: "0", count: max(0, fractionDigits - fraction.count))
    }
    return currencyPattern.replacingSeparator("#", with: text).replacingSeparator(
      "¤", with: symbol)
  }

  /// The amount `text` stands for in this format, with or without `symbol` (on either
  /// side, spaces allowed): `3,14 €`, `3,14`, `€ 3,14` in German. `nil` for text in another
  /// format, with more than `fractionDigits` digits after the separator, or not an amount.
  ///
  /// - Parameters:
  ///   - text: The text typed.
  ///   - symbol: The currency's symbol (or code).
  ///   - fractionDigits: The currency's minor digits.
  package func parseAmount(_ text: String, symbol: String, fractionDigits: Int = 2) -> Decimal? {
    var number = text.trimmingSpaces()
    if number.hasPrefix(symbol) {
      number = String(number.dropFirst(symbol.count)).trimmingSpaces()
    } else if number.hasSuffix(symbol) {
      number = String(number.dropLast(symbol.count)).trimmingSpaces()
    }
    guard decimalSeparator == "." || !number.contains(".") else { return nil }
    let plain = number.replacingSeparator(decimalSeparator, with: ".")
    let unsigned = plain.hasPrefix("-") ? plain.dropFirst() : Substring(plain)
    let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      parts.count == 1 || (!parts[1].isEmpty && parts[1].count <= fractionDigits)
    else { return nil }
    return Decimal(string: plain)
  }

  /// A sample amount in this format, shown in messages about text that does not read:
  /// `€1234.50`, `1234,50 €`.
  package func sampleAmount(symbol: String, fractionDigits: Int = 2) -> String {
    amount(Decimal(12_345) / 10, symbol: symbol, fractionDigits: fractionDigits)
  }

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
