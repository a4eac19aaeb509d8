public import Foundation

/// A date field bound to a Foundation `Date` in state: a day, a time of day, or both,
/// entered as text in a stated format (Eureka's `DateRow`, `TimeRow`, `DateTimeRow`).
///
/// - Text is read in the driver's pattern (``FormValueFormat``): `yyyy-MM-dd` by default,
///   `dd.MM.yyyy` in German. It is read in `timeZone` (UTC unless given) with a fixed POSIX
///   locale, so the same text means the same instant everywhere.
/// - Text that does not parse stays on the row with why
///   (`not a date (yyyy-MM-dd): 2024-02-30`), and state keeps its value.
/// - A date outside `range` reaches state, and the range's rule says what is wrong
///   (`Must be from 2024-01-01 to 2024-12-31`).
/// - In `.time` mode, entering a time keeps the day of the value in state.
///
/// ```swift
/// controlCell(title: "Birthday", control: dateField(keyPath: \Person.birthday))
/// controlCell(title: "Alarm", control: dateField(keyPath: \Clock.alarm, mode: .time))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - mode: A day, a time of day, or both; it sets the default text format.
///   - range: The dates the field takes; any if `nil`.
///   - timeZone: The time zone text is read and shown in; UTC if `nil`.
///   - textFormat: The format text is entered in (`yyyy-MM-dd`); the driver's for the mode
///     if `nil`.
///   - format: How the value is shown; in `textFormat` if `nil`.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func dateField<State>(
  keyPath: WritableKeyPath<State, Date>, mode: DateField.Mode = .date,
  range: ClosedRange<Date>? = nil, timeZone: TimeZone? = nil,
  textFormat: String? = nil, format: ((Date) -> String)? = nil,
  rules: FieldRules<State, Date> = []
) -> Element<DateField, State> {
  readingDates(mode: mode, textFormat: textFormat, timeZone: timeZone, format: format) {
    reader, format in
    parsedField(
      keyPath: keyPath, rules: rules.prepending(range.map { .range($0, format: format) }),
      format: format,
      parse: { text, current, strings in reader.parse(text, current: current, strings: strings) }
    ) { DateField(text: $0, mode: mode, format: reader.pattern) }
  }
}

/// A date field bound to an optional `Date` in state: empty text commits `nil`, and `nil`
/// shows as an empty field (with its placeholder, else its format).
///
/// ```swift
/// controlCell(title: "Due", control: dateField(keyPath: \Errand.due, placeholder: "none"))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - mode: A day, a time of day, or both; it sets the default text format.
///   - range: The dates the field takes; any if `nil`.
///   - timeZone: The time zone text is read and shown in; UTC if `nil`.
///   - textFormat: The format text is entered in (`yyyy-MM-dd`); the driver's for the mode
///     if `nil`.
///   - placeholder: Text shown when the field is empty.
///   - format: How the value is shown; in `textFormat` if `nil`.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func dateField<State>(
  keyPath: WritableKeyPath<State, Date?>, mode: DateField.Mode = .date,
  range: ClosedRange<Date>? = nil, timeZone: TimeZone? = nil,
  textFormat: String? = nil, placeholder: String? = nil, format: ((Date) -> String)? = nil,
  rules: FieldRules<State, Date?> = []
) -> Element<DateField, State> {
  readingDates(mode: mode, textFormat: textFormat, timeZone: timeZone, format: format) {
    reader, format in
    parsedField(
      keyPath: keyPath,
      rules: rules.prepending(range.map { .whenPresent(.range($0, format: format)) }),
      format: { $0.map(format) ?? "" },
      parse: { text, current, strings in
        if text.trimmingSpaces().isEmpty { return .value(nil) }
        return reader.parse(text, current: current, strings: strings).map { $0 }
      }
    ) { DateField(text: $0, mode: mode, format: reader.pattern, placeholder: placeholder) }
  }
}

/// A date field made when it is built, from the reader of `mode`'s text (the driver's
/// pattern unless `textFormat` is given) and the format it shows dates in.
private func readingDates<State>(
  mode: DateField.Mode, textFormat: String?, timeZone: TimeZone?, format: ((Date) -> String)?,
  _ make: @escaping (DateReader, @escaping (Date) -> String) -> Element<DateField, State>
) -> Element<DateField, State> {
  return { context in
    let reader = DateReader(
      mode: mode, textFormat: textFormat ?? context.strings.values.pattern(for: mode),
      timeZone: timeZone)
    return make(reader, format ?? reader.string)(context)
  }
}

/// A field bound to a duration in seconds, entered and shown as hours and minutes `H:mm`
/// (Eureka's `CountDownRow`, a count-down date picker).
///
/// Plain minutes are taken too: `90` is `1:30`. Text that is neither stays on the row with
/// why; a duration outside `range` (or below zero) reaches state with the range's error.
///
/// ```swift
/// controlCell(title: "Timer", control: durationField(keyPath: \Kitchen.timer,
///                                                    range: 0...(24 * 3600)))
/// ```
///
/// - Parameters:
///   - keyPath: Where the duration lives in state, in seconds.
///   - range: The durations the field takes, in seconds; any non-negative if `nil`.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func durationField<State>(
  keyPath: WritableKeyPath<State, TimeInterval>, range: ClosedRange<TimeInterval>? = nil,
  rules: FieldRules<State, TimeInterval> = []
) -> Element<NumberField, State> {
  // NB: minutes in Int64, not Int: the same durations on 32-bit platforms.
  let format: (TimeInterval) -> String = { seconds in
    let minutes = clamped(seconds / 60, as: Int64.self)
    let sign = minutes < 0 ? "-" : ""
    // NB: magnitude, not abs: abs(Int.min) traps.
    let tail = String(minutes.magnitude % 60)
    return sign + String(minutes.magnitude / 60) + ":" + (tail.count < 2 ? "0" + tail : tail)
  }
  let rule: ValidationRule<State, TimeInterval> =
    range.map { .range($0, format: format) }
    ?? .worded(nil, \.mustNotBeNegative) { $0 >= 0 }
  return parsedField(
    keyPath: keyPath, rules: rules.prepending(rule), format: format,
    parse: { text, _, strings in
      let trimmed = text.trimmingSpaces()
      let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
      let minutes: Int64?
      switch parts.count {
      case 1: minutes = Int64(parts[0])
      case 2:
        if let hours = Int64(parts[0]), let tail = Int64(parts[1]), parts[1].count == 2,
          (0..<60).contains(tail), hours >= 0
        {
          let (whole, overflow) = hours.multipliedReportingOverflow(by: 60)
          let (sum, overflowAgain) = whole.addingReportingOverflow(tail)
          if overflow || overflowAgain { return .refused(strings.tooLongADuration(text)) }
          minutes = sum
        } else {
          minutes = nil
        }
      default: minutes = nil
      }
      guard let minutes else { return .refused(strings.notADuration(text)) }
      // NB: in Double: `minutes * 60` overflows for minutes past Int64.max / 60.
      return .value(TimeInterval(minutes) * 60)
    }
  ) { NumberField(text: $0, placeholder: "H:mm", allowsFractions: false) }
}

/// Reads and writes dates in one fixed format, time zone and POSIX locale.
final class DateReader {
  let mode: DateField.Mode
  let pattern: String
  let calendar: Calendar
  private let formatter = DateFormatter()

  init(mode: DateField.Mode, textFormat: String, timeZone: TimeZone?) {
    let timeZone = timeZone ?? TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)
    self.mode = mode
    pattern = textFormat
    var calendar = Calendar(identifier: .gregorian)
    if let timeZone { calendar.timeZone = timeZone }
    self.calendar = calendar
    formatter.calendar = calendar
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = pattern
    formatter.isLenient = false
  }

  func string(_ date: Date) -> String {
    formatter.string(from: date)
  }

  /// `text` with each run of digits that is shorter than the pattern's field in its place
  /// padded with zeros: `9:05` for `HH:mm` reads `09:05`, `2024-6-1` reads `2024-06-01`.
  /// Text whose shape differs from the pattern's is left as it is.
  func padded(_ text: String) -> String {
    func runs(_ string: String, _ isField: (Character) -> Bool) -> [(String, Bool)] {
      var result: [(String, Bool)] = []
      for character in string {
        let field = isField(character)
        if let last = result.last, last.1 == field {
          result[result.count - 1].0.append(character)
        } else {
          result.append((String(character), field))
        }
      }
      return result
    }
    let fields = runs(pattern) { $0.isLetter }
    let typed = runs(text) { $0.isNumber }
    guard fields.count == typed.count else { return text }
    var result = ""
    for (field, part) in zip(fields, typed) {
      guard field.1 == part.1 else { return text }
      if field.1, part.0.count < field.0.count, field.0.first != "y" {
        result += String(repeating: "0", count: field.0.count - part.0.count) + part.0
      } else if !field.1, field.0 != part.0 {
        return text
      } else {
        result += part.0
      }
    }
    return result
  }

  /// The date `text` stands for, or why it stands for none. In `.time` mode the time is
  /// put on the day of `current` (1970-01-01 when there is none).
  func parse(_ text: String, current: Date?, strings: FormStrings) -> Parsed<Date> {
    let trimmed = padded(text.trimmingSpaces())
    // NB: the round trip refuses what a lenient reading would shift: 2024-02-30, 25:00.
    guard var date = formatter.date(from: trimmed), formatter.string(from: date) == trimmed
    else {
      return .refused(strings.notADate(mode, pattern, text))
    }
    if mode == .time {
      let day = calendar.dateComponents(
        [.year, .month, .day], from: current ?? Date(timeIntervalSince1970: 0))
      var parts = calendar.dateComponents([.hour, .minute, .second], from: date)
      parts.year = day.year
      parts.month = day.month
      parts.day = day.day
      guard let onDay = calendar.date(from: parts) else {
        return .refused(strings.notADate(mode, pattern, text))
      }
      date = onDay
    }
    return .value(date)
  }
}
