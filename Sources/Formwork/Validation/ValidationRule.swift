import Foundation

/// One check on a field's value: `nil` when the value passes, otherwise a message for the
/// user. A field takes several; each built-in rule has a default message that callers
/// override with `message:`.
///
/// ```swift
/// let rules: [ValidationRule<SignUp, String>] = [
///   .required(), .minLength(8, message: "Use 8 characters or more"),
///   .matches("[^0-9]*[0-9].*", message: "Use at least one digit"),
/// ]
/// rules[1].check("short", SignUp())    // "Use 8 characters or more"
/// ```
///
/// Rules that read other parts of state (``equals(_:message:)``, the password confirmation)
/// declare what they read, so a field re-checks only when its value or those parts changed.
public struct ValidationRule<State, Value> {
  /// Checks a value in a state: `nil` if it passes, otherwise the message to show.
  public let check: (_ value: Value, _ state: State) -> String?
  /// What the rule reads from state besides the value; compared between changes.
  let reads: ((State) -> AnyHashable)?
  /// The same rule in a driver's words, for a built-in rule given no message of its own:
  /// its message (and the number format it reads) comes from the driver's ``FormStrings``.
  var reworded: ((FormStrings) -> Self)?

  /// The rule with its default message in `strings`' words; itself when it was given a
  /// message of its own. A control's `rules:` do this with the driver's strings; a custom element
  /// that declares fields with built-in rules does it with ``RenderingContext/strings``.
  ///
  /// ```swift
  /// let rule = ValidationRule<SignUp, String>.required()
  /// rule.check("", SignUp())                                            // "Required"
  /// rule.localized(FormStrings(locale: "de")).check("", SignUp())       // "Pflichtfeld"
  /// ```
  public func localized(_ strings: FormStrings) -> Self {
    reworded?(strings) ?? self
  }

  /// A built-in rule: `message` if given, otherwise the driver's word for it (English until
  /// a driver's strings reach it).
  static func worded(
    _ message: String?, _ word: @escaping (FormStrings) -> String,
    _ isValid: @escaping (Value) -> Bool
  ) -> Self {
    if let message { return custom(message, isValid) }
    return inWords { words in Self { value, _ in isValid(value) ? nil : word(words()) } }
  }

  /// A built-in rule that `make` builds from the words its messages use: English, made only
  /// when a message needs them, until ``localized(_:)`` gives it a driver's words.
  static func inWords(_ make: @escaping (_ words: @escaping () -> FormStrings) -> Self) -> Self {
    // NB: a rule asks for its words when a value fails, not when it is made or reworded: a
    // control's rules are reworded in the driver's words at every build, English words cost
    // a table's worth of strings to make, and a word with a number fills its template.
    var rule = make { FormStrings() }
    rule.reworded = { strings in make { strings } }
    return rule
  }

  /// Whether a value the rule refuses never reaches state (see ``gating()``).
  package internal(set) var isGate = false

  /// The rule as a gate: a value it refuses is not written to state. The control keeps what
  /// was typed on its row with the rule's message, and the gesture reports the refusal.
  /// Rules are not gates unless made so: a value the state can hold reaches it, and the
  /// rules' errors hold submit back. Make a rule a gate only for an invariant the state must
  /// never break.
  ///
  /// ```swift
  /// textField(keyPath: \Order.coupon, rules: [.maxLength(12).gating()])
  /// ```
  public func gating() -> Self {
    var gate = self
    gate.isGate = true
    gate.reworded = reworded.map { reworded in { reworded($0).gating() } }
    return gate
  }

  /// Creates a rule from a check that may read state; declare what it reads with `reads`
  /// so a change elsewhere does not re-run it.
  ///
  /// ```swift
  /// ValidationRule<Booking, Int>(reads: { $0.seatsLeft }) { seats, booking in
  ///   seats <= booking.seatsLeft ? nil : "Only \(booking.seatsLeft) seats left"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - reads: What the check reads from state, if anything besides the value.
  ///   - check: `nil` if the value passes, otherwise the message to show.
  public init(
    reads: ((State) -> AnyHashable)? = nil,
    check: @escaping (_ value: Value, _ state: State) -> String?
  ) {
    self.reads = reads
    self.check = check
  }

  /// A rule from a message and a test on the value alone.
  ///
  /// ```swift
  /// ValidationRule<Order, Int>.custom("Must be even") { $0 % 2 == 0 }
  /// ```
  ///
  /// - Parameters:
  ///   - message: What to show when the test fails.
  ///   - isValid: Whether a value passes.
  public static func custom(_ message: String, _ isValid: @escaping (Value) -> Bool) -> Self {
    Self { value, _ in isValid(value) ? nil : message }
  }

  /// A rule whose test compares the value with another value in state (cross-field).
  ///
  /// ```swift
  /// ValidationRule<Trip, Int>.custom("Must be after departure", reading: \.departure) {
  ///   $0 > $1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - message: What to show when the test fails.
  ///   - other: The other value the test reads.
  ///   - isValid: Whether a value passes, given the other value.
  public static func custom<Other: Hashable>(
    _ message: String, reading other: KeyPath<State, Other>,
    _ isValid: @escaping (Value, Other) -> Bool
  ) -> Self {
    Self(reads: { AnyHashable($0[keyPath: other]) }) { value, state in
      isValid(value, state[keyPath: other]) ? nil : message
    }
  }
}

extension ValidationRule where Value: Equatable & Hashable {
  /// The value must equal another value in state: a password confirmation.
  ///
  /// ```swift
  /// textField(keyPath: \SignUp.confirmation, rules: [.equals(\.password)])
  /// ```
  ///
  /// - Parameters:
  ///   - other: The value to equal.
  ///   - message: What to show when they differ.
  public static func equals(
    _ other: KeyPath<State, Value>, message: String? = nil
  ) -> Self {
    if let message { return custom(message, reading: other) { $0 == $1 } }
    return inWords { words in
      Self(reads: { AnyHashable($0[keyPath: other]) }) { value, state in
        value == state[keyPath: other] ? nil : words().doesNotMatch
      }
    }
  }
}

extension ValidationRule where Value: Collection {
  /// The value must not be empty (text, or a list of choices).
  ///
  /// - Parameter message: What to show when it is empty.
  public static func required(message: String? = nil) -> Self {
    worded(message, \.required) { !$0.isEmpty }
  }

  /// The value must have at least `count` characters (or elements). An empty value passes
  /// unless the field is also `required(message:)`, so optional fields stay optional.
  ///
  /// - Parameters:
  ///   - count: The least length.
  ///   - message: What to show when it is shorter.
  public static func minLength(_ count: Int, message: String? = nil) -> Self {
    worded(message, { $0.tooShort(count) }) { $0.isEmpty || $0.count >= count }
  }

  /// The value must have at most `count` characters (or elements).
  ///
  /// - Parameters:
  ///   - count: The greatest length.
  ///   - message: What to show when it is longer.
  public static func maxLength(_ count: Int, message: String? = nil) -> Self {
    worded(message, { $0.tooLong(count) }) { $0.count <= count }
  }
}

extension ValidationRule where Value: Collection {
  /// The collection must hold at least `count` elements: a list of phones that needs one, a
  /// multiple choice that needs two. Unlike `minLength(_:message:)`, an empty collection
  /// fails too.
  ///
  /// ```swift
  /// listSection(\Shipping.phones, rows: [phoneRow], header: "Phones", rules: [.minCount(1)])
  /// // Phones: At least 1 needed
  /// ```
  ///
  /// - Parameters:
  ///   - count: The fewest elements.
  ///   - message: What to show when there are fewer.
  public static func minCount(_ count: Int, message: String? = nil) -> Self {
    worded(message, { $0.tooFew(count) }) { $0.count >= count }
  }

  /// The collection must hold at most `count` elements: at most five tags.
  ///
  /// ```swift
  /// multiSelectCell(title: "Tags", keyPath: \Shipping.tags, options: ["fragile", "gift"],
  ///                 optionTitle: { $0 }, rules: [.maxCount(1)])
  /// ```
  ///
  /// - Parameters:
  ///   - count: The most elements.
  ///   - message: What to show when there are more.
  public static func maxCount(_ count: Int, message: String? = nil) -> Self {
    worded(message, { $0.tooMany(count) }) { $0.count <= count }
  }

  /// No two elements may have the same `key`: one row per phone number, one guest per
  /// name. The message names the first key that repeats; a blank one reads `More than one
  /// is blank`.
  ///
  /// ```swift
  /// listSection(\Shipping.phones, rows: [phoneRow], header: "Phones",
  ///             rules: [.unique(by: \.number)])
  /// // Phones: 555-0100 is listed more than once
  /// ```
  ///
  /// - Parameters:
  ///   - key: What must differ between elements.
  ///   - message: What to show when two elements share a key; the driver's words naming
  ///     the key if `nil`.
  public static func unique<Key: Hashable>(
    by key: @escaping (Value.Element) -> Key, message: String? = nil
  ) -> Self {
    inWords { words in
      Self { value, _ in
        var seen = Set<Key>()
        for element in value where !seen.insert(key(element)).inserted {
          if let message { return message }
          let shown = "\(key(element))"
          return shown.trimmingCharacters(in: .whitespaces).isEmpty
            ? words().blankTwice : words().listedTwice(shown)
        }
        return nil
      }
    }
  }
}

extension ValidationRule where Value == Bool {
  /// The value must be `true`: a switch that must be on (accepting terms).
  ///
  /// - Parameter message: What to show while it is off.
  public static func isOn(message: String? = nil) -> Self {
    worded(message, \.mustBeOn) { $0 }
  }
}

extension ValidationRule where Value: Comparable {
  /// The value must lie in `range`.
  ///
  /// ```swift
  /// stepper(keyPath: \Booking.guests, range: 0...10, rules: [.range(1...8)])
  /// ```
  ///
  /// - Parameters:
  ///   - range: The allowed values.
  ///   - message: What to show outside it.
  public static func range(_ range: ClosedRange<Value>, message: String? = nil) -> Self {
    worded(
      message,
      { $0.outOfRange(bound(range.lowerBound, in: $0), bound(range.upperBound, in: $0)) }
    ) { range.contains($0) }
  }
}

extension ValidationRule where Value: Comparable {
  /// The rule a control's own range makes (`numberField(range:)`, steppers, sliders, dates):
  /// `range(_:message:)` with its bounds shown as the control shows values.
  static func range(_ range: ClosedRange<Value>, format: @escaping (Value) -> String) -> Self {
    worded(nil, { $0.outOfRange(format(range.lowerBound), format(range.upperBound)) }) {
      range.contains($0)
    }
  }
}

/// A range's bound as its message shows it.
///
/// - A fractional number is in the driver's number format: `0.5`, `23` where Swift prints
///   `23.0`, `0,5` in German.
/// - A date shows as a date field shows it, in UTC: `2024-06-01`.
/// - Anything else shows as Swift prints it.
private func bound<Value>(_ value: Value, in strings: FormStrings) -> String {
  switch value {
  case let number as Double: return strings.values.number(number)
  case let number as Float: return strings.values.number(Double(number))
  case let amount as Decimal: return strings.values.number(Double(truncating: amount as NSNumber))
  case let date as Date:
    let mode: DateField.Mode =
      Calendar(identifier: .gregorian).dateComponents(in: utc, from: date).hour == 0
      ? .date : .dateAndTime
    return DateReader(mode: mode, textFormat: strings.values.pattern(for: mode), timeZone: utc)
      .string(date)
  default: return "\(value)"
  }
}

/// Coordinated universal time: what date fields read and show in unless given a time zone.
private let utc = TimeZone(secondsFromGMT: 0) ?? TimeZone.current

extension ValidationRule where Value == String {
  /// The text must look like an email address: `name@example.com`. Empty text passes
  /// unless the field is also `required(message:)`.
  ///
  /// - Parameter message: What to show otherwise.
  public static func email(message: String? = nil) -> Self {
    worded(message, \.invalidEmail) { $0.isEmpty || isEmailAddress($0) }
  }

  /// The text must be an `http` or `https` URL with a host: `https://example.com/a`. Empty
  /// text passes unless the field is also `required(message:)`.
  ///
  /// - Parameter message: What to show otherwise.
  public static func url(message: String? = nil) -> Self {
    worded(message, \.invalidURL) { $0.isEmpty || isWebURL($0) }
  }

  /// The text must be a number in `range`, in the driver's number format (`.` as the decimal
  /// separator by default, `,` in German). Empty text passes unless the field is also
  /// `required(message:)`.
  ///
  /// ```swift
  /// textField(keyPath: \SignUp.age, rules: [.number(in: 13...120)])
  /// ```
  ///
  /// - Parameters:
  ///   - range: The allowed numbers.
  ///   - message: What to show otherwise.
  public static func number(in range: ClosedRange<Double>, message: String? = nil) -> Self {
    func inStrings(_ values: FormValueFormat, _ strings: @escaping () -> FormStrings) -> Self {
      Self { value, _ in
        guard !value.isEmpty else { return nil }
        if let number = values.parseNumber(value), number.isFinite, range.contains(number) {
          return nil
        }
        return message
          ?? strings().notANumberInRange(
            values.number(range.lowerBound), values.number(range.upperBound))
      }
    }
    // NB: English reads numbers in the fixed format; its words are made when a value fails.
    var rule = inStrings(.fixed) { FormStrings() }
    rule.reworded = { strings in inStrings(strings.values) { strings } }
    return rule
  }

  /// The whole text must match the regular expression `pattern`. A pattern that does not
  /// compile fails every value, with `message`. Empty text passes unless the field is also
  /// `required(message:)`.
  ///
  /// ```swift
  /// ValidationRule<SignUp, String>.matches(
  ///   "[a-z0-9_]+", message: "Use lowercase letters, digits and _")
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The regular expression (Swift `Regex` syntax).
  ///   - message: What to show when the text does not match.
  public static func matches(_ pattern: String, message: String? = nil) -> Self {
    let regex = try? Regex(pattern)
    return worded(message, { $0.mustMatch(pattern) }) { value in
      guard !value.isEmpty else { return true }
      guard let regex else { return false }
      return (try? regex.wholeMatch(in: value)) != nil
    }
  }
}

/// Whether `text` has one `@` between a non-empty local part and a domain of dot-separated,
/// non-empty labels with at least one dot, and no spaces.
func isEmailAddress(_ text: String) -> Bool {
  let parts = text.split(separator: "@", omittingEmptySubsequences: false)
  guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else {
    return false
  }
  return isHostName(parts[1], needsDot: true)
}

/// Whether `text` is `http://` or `https://` followed by a host name (with a dot, or
/// `localhost`), an optional port and an optional path, with no spaces.
func isWebURL(_ text: String) -> Bool {
  guard !text.contains(where: \.isWhitespace) else { return false }
  let lower = text.lowercased()
  let rest: Substring
  if lower.hasPrefix("https://") {
    rest = text.dropFirst(8)
  } else if lower.hasPrefix("http://") {
    rest = text.dropFirst(7)
  } else {
    return false
  }
  let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
  let hostAndPort = authority.split(separator: ":", omittingEmptySubsequences: false)
  guard let host = hostAndPort.first, hostAndPort.count <= 2 else { return false }
  if hostAndPort.count == 2 {
    guard let port = Int(hostAndPort[1]), (1...65535).contains(port) else { return false }
  }
  return host.lowercased() == "localhost" || isHostName(host, needsDot: true)
}

private func isHostName(_ host: Substring, needsDot: Bool) -> Bool {
  let labels = host.split(separator: ".", omittingEmptySubsequences: false)
  guard !needsDot || labels.count >= 2 else { return false }
  return labels.allSatisfy { label in
    !label.isEmpty && !label.hasPrefix("-") && !label.hasSuffix("-")
      && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
  }
}

extension ValidationRule {
  /// The rule `rule` for the value when it is present; `nil` passes. Lifts any rule over a
  /// value to a rule over an optional value.
  ///
  /// ```swift
  /// let rule: ValidationRule<Profile, Int?> = .whenPresent(.range(13...120))
  /// rule.check(nil, Profile())   // nil
  /// rule.check(7, Profile())     // "Must be from 13 to 120"
  /// ```
  ///
  /// - Parameter rule: The rule over the wrapped value.
  public static func whenPresent<Wrapped>(_ rule: ValidationRule<State, Wrapped>) -> Self
  where Value == Wrapped? {
    var lifted = Self(reads: rule.reads) { value, state in
      value.flatMap { rule.check($0, state) }
    }
    lifted.reworded = rule.reworded.map { reworded in { whenPresent(reworded($0)) } }
    lifted.isGate = rule.isGate
    return lifted
  }

  /// The value must be present: not `nil`.
  ///
  /// - Parameter message: What to show when it is `nil`.
  public static func required<Wrapped>(message: String? = nil) -> Self
  where Value == Wrapped? {
    worded(message, \.required) { $0 != nil }
  }

  /// The value must be present and not empty (`nil` and `""` both fail).
  ///
  /// ```swift
  /// textField(keyPath: \Profile.website, rules: [.required(), .url()])   // website: String?
  /// ```
  ///
  /// - Parameter message: What to show when it is `nil` or empty.
  public static func required<Wrapped: Collection>(message: String? = nil) -> Self
  where Value == Wrapped? {
    worded(message, \.required) { $0.map { !$0.isEmpty } ?? false }
  }

  /// The value, when present, must lie in `range`.
  ///
  /// - Parameters:
  ///   - range: The allowed values.
  ///   - message: What to show outside it.
  public static func range<Wrapped: Comparable>(
    _ range: ClosedRange<Wrapped>, message: String? = nil
  ) -> Self where Value == Wrapped? {
    whenPresent(.range(range, message: message))
  }
}

extension ValidationRule where Value == String? {
  /// The text, when present, must look like an email address (see
  /// `ValidationRule/email(message:)`).
  ///
  /// - Parameter message: What to show otherwise.
  public static func email(message: String? = nil) -> Self {
    whenPresent(ValidationRule<State, String>.email(message: message))
  }

  /// The text, when present, must be an `http` or `https` URL with a host.
  ///
  /// - Parameter message: What to show otherwise.
  public static func url(message: String? = nil) -> Self {
    whenPresent(ValidationRule<State, String>.url(message: message))
  }

  /// The text, when present, must match the regular expression `pattern`.
  ///
  /// - Parameters:
  ///   - pattern: The regular expression (Swift `Regex` syntax).
  ///   - message: What to show when the text does not match.
  public static func matches(_ pattern: String, message: String? = nil) -> Self {
    whenPresent(ValidationRule<State, String>.matches(pattern, message: message))
  }

  /// The text, when present, must be a number in `range`.
  ///
  /// - Parameters:
  ///   - range: The allowed numbers.
  ///   - message: What to show otherwise.
  public static func number(in range: ClosedRange<Double>, message: String? = nil) -> Self {
    whenPresent(ValidationRule<State, String>.number(in: range, message: message))
  }

  /// The text, when present, must have at least `count` characters.
  ///
  /// - Parameters:
  ///   - count: The least length.
  ///   - message: What to show when it is shorter.
  public static func minLength(_ count: Int, message: String? = nil) -> Self {
    whenPresent(ValidationRule<State, String>.minLength(count, message: message))
  }

  /// The text, when present, must have at most `count` characters.
  ///
  /// - Parameters:
  ///   - count: The greatest length.
  ///   - message: What to show when it is longer.
  public static func maxLength(_ count: Int, message: String? = nil) -> Self {
    whenPresent(ValidationRule<State, String>.maxLength(count, message: message))
  }
}
