public import Foundation

/// A number field bound to an `Int` in state.
///
/// A whole number reaches state; a number outside `range` too, and the range's rule says what
/// is wrong (`Must be from 0 to 120`, as `.range(0...120)` says it). Text that is not a whole
/// number stays on the row with why (`not a number: 12x`), counts as an error, and the state
/// keeps its value. The field shows the value through `format`.
///
/// ```swift
/// controlCell(title: "Age", control: numberField(keyPath: \Person.age, range: 0...120))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - range: The values the field takes; any if `nil`.
///   - placeholder: Text shown when the field is empty.
///   - format: How the value is shown, and how the range's bounds read in messages.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func numberField<State>(
  keyPath: WritableKeyPath<State, Int>, range: ClosedRange<Int>? = nil,
  placeholder: String? = nil, format: @escaping (Int) -> String = { String($0) },
  rules: FieldRules<State, Int> = []
) -> Element<NumberField, State> {
  parsedField(
    keyPath: keyPath, rules: rules.prepending(range.map { .range($0, format: format) }),
    format: format, parse: { text, _, strings in parseInt(text, format, strings) },
    editing: { String($0) }
  ) { NumberField(text: $0, placeholder: placeholder, allowsFractions: false) }
}

/// A number field bound to an optional `Int` in state: empty text commits `nil`.
///
/// ```swift
/// controlCell(title: "Floor", control: numberField(keyPath: \Apartment.floor))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - range: The values the field takes; any if `nil`.
///   - placeholder: Text shown when the field is empty.
///   - format: How the value is shown, and how the range's bounds read in messages.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func numberField<State>(
  keyPath: WritableKeyPath<State, Int?>, range: ClosedRange<Int>? = nil,
  placeholder: String? = nil, format: @escaping (Int) -> String = { String($0) },
  rules: FieldRules<State, Int?> = []
) -> Element<NumberField, State> {
  parsedField(
    keyPath: keyPath,
    rules: rules.prepending(range.map { .whenPresent(.range($0, format: format)) }),
    format: { $0.map(format) ?? "" },
    parse: { text, _, strings in
      text.trimmingSpaces().isEmpty ? .value(nil) : parseInt(text, format, strings).map { $0 }
    }, editing: { $0.map { String($0) } ?? "" }
  ) { NumberField(text: $0, placeholder: placeholder, allowsFractions: false) }
}

/// A number field bound to a `Double` in state (Eureka's `DecimalRow`).
///
/// Text that is not a finite number stays on the row, and a number outside `range` reaches
/// state with the range's error, as for
/// ``numberField(keyPath:range:placeholder:format:rules:)-(WritableKeyPath<State,Int>,_,_,_,_)``.
///
/// ```swift
/// controlCell(title: "Price", control: numberField(
///   keyPath: \Item.price, range: 0...1_000, format: { "$" + String($0) }))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - range: The values the field takes; any if `nil`.
///   - placeholder: Text shown when the field is empty.
///   - format: How the value is shown (`2.5`, `3` by default), and how the range's bounds
///     read in messages.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func numberField<State>(
  keyPath: WritableKeyPath<State, Double>, range: ClosedRange<Double>? = nil,
  placeholder: String? = nil, format: ((Double) -> String)? = nil,
  rules: FieldRules<State, Double> = []
) -> Element<NumberField, State> {
  return { context in
    let values = context.strings.values
    let format = format ?? values.number
    return parsedField(
      keyPath: keyPath, rules: rules.prepending(range.map { .range($0, format: format) }),
      format: format, parse: { text, _, strings in parseDouble(text, format, strings) },
      editing: values.number
    ) { NumberField(text: $0, placeholder: placeholder, allowsFractions: true) }(context)
  }
}

/// A number field bound to an optional `Double` in state: empty text commits `nil`.
///
/// ```swift
/// controlCell(title: "Weight", control: numberField(keyPath: \Parcel.weight, range: 0...30))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - range: The values the field takes; any if `nil`.
///   - placeholder: Text shown when the field is empty.
///   - format: How the value is shown, and how the range's bounds read in messages.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func numberField<State>(
  keyPath: WritableKeyPath<State, Double?>, range: ClosedRange<Double>? = nil,
  placeholder: String? = nil, format: ((Double) -> String)? = nil,
  rules: FieldRules<State, Double?> = []
) -> Element<NumberField, State> {
  return { context in
    let values = context.strings.values
    let format = format ?? values.number
    return parsedField(
      keyPath: keyPath,
      rules: rules.prepending(range.map { .whenPresent(.range($0, format: format)) }),
      format: { $0.map(format) ?? "" },
      parse: { text, _, strings in
        text.trimmingSpaces().isEmpty ? .value(nil) : parseDouble(text, format, strings).map { $0 }
      }, editing: { $0.map(values.number) ?? "" }
    ) { NumberField(text: $0, placeholder: placeholder, allowsFractions: true) }(context)
  }
}

/// A field for an amount of money bound to a `Decimal` in state.
///
/// The amount is shown and read in the driver's format: `€3.14` by default, `3,14 €` in
/// German (`FormValueFormat.currencyPattern`). It always has the currency's minor digits,
/// as SwiftUI's `.currency(code:)` shows them.
///
/// - Typed text may leave out the symbol (`3,14`).
/// - Text in another format (`3.14` in German), or with more digits than the currency has
///   (`3,145`), stays on the row with a message that shows the expected format. State keeps
///   the last valid amount.
/// - An amount out of `range` reaches state, and the range's rule says what is wrong.
///
/// ```swift
/// struct Ticket { var price: Decimal = 3.14 }
/// let priceRow: Element<FormCell, Ticket> = controlCell(
///   title: "Price", control: currencyField(keyPath: \.price, code: "EUR"))
/// // "[€3.14]"; under FormStrings(locale: "de"): "[3,14 €]"
/// ```
///
/// - Parameters:
///   - keyPath: Where the amount lives in state.
///   - code: The ISO 4217 currency code: `EUR`, `USD`, `GBP`, `JPY`, `ILS` and `CHF` show
///     their symbols (`€`, `$`, `£`, `¥`, `₪`, `CHF`); other codes show themselves.
///   - range: The amounts the field takes; any if `nil`.
///   - fractionDigits: The currency's minor digits; 0 for `JPY`, 2 otherwise, if `nil`.
///   - placeholder: Text shown when the field is empty.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func currencyField<State>(
  keyPath: WritableKeyPath<State, Decimal>, code: String, range: ClosedRange<Decimal>? = nil,
  fractionDigits: Int? = nil, placeholder: String? = nil, rules: FieldRules<State, Decimal> = []
) -> Element<NumberField, State> {
  let symbol = currencySymbol(code)
  let digits = fractionDigits ?? (code == "JPY" ? 0 : 2)
  return { context in
    let values = context.strings.values
    let format = { (amount: Decimal) in
      values.amount(amount, symbol: symbol, fractionDigits: digits)
    }
    return parsedField(
      keyPath: keyPath, rules: rules.prepending(range.map { .range($0, format: format) }),
      format: format,
      parse: { text, _, strings in
        let trimmed = text.trimmingSpaces()
        guard
          let amount = strings.values.parseAmount(
            trimmed, symbol: symbol, fractionDigits: digits)
        else {
          if trimmed.isEmpty { return .refused(strings.enterANumber) }
          let sample = strings.values.sampleAmount(symbol: symbol, fractionDigits: digits)
          return .refused(strings.notAnAmount(text, sample))
        }
        return .value(amount)
      },
      editing: { values.amount($0, symbol: "", fractionDigits: digits).trimmingSpaces() }
    ) { NumberField(text: $0, placeholder: placeholder, allowsFractions: digits > 0) }(context)
  }
}

/// The symbol of the currency `code`, for the common ones; the code itself otherwise.
func currencySymbol(_ code: String) -> String {
  let symbols = ["EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥", "ILS": "₪"]
  return symbols[code.uppercased()] ?? code.uppercased()
}

/// A stepper bound to an `Int` in state (Eureka's `StepperRow`).
///
/// - `inc` and `dec` move by `step` within `range`; a step past an end is refused.
/// - A typed whole number reaches state, out of range or not; the range's rule says what is
///   wrong.
/// - Typed text that is not a whole number stays on the row, with why.
///
/// ```swift
/// controlCell(title: "Guests", control: stepper(keyPath: \Booking.guests, range: 1...8))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - range: The values the stepper takes.
///   - step: How far one increment moves.
///   - format: How the value is shown.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func stepper<State>(
  keyPath: WritableKeyPath<State, Int>, range: ClosedRange<Int>, step: Int = 1,
  format: @escaping (Int) -> String = { String($0) }, rules: FieldRules<State, Int> = []
) -> Element<Stepper, State> {
  rangedControl(
    keyPath: keyPath, rules: rules, range: range, format: format, toDouble: Double.init,
    fromDouble: clampedInt
  ) { value, _ in
    Stepper(
      value: value, range: Double(range.lowerBound)...Double(range.upperBound),
      step: Double(step), allowsFractions: false, format: { format(clampedInt($0)) })
  }
}

/// A stepper bound to a `Double` in state.
///
/// ```swift
/// controlCell(title: "Volume", control: stepper(keyPath: \Mixer.gain, range: 0...1, step: 0.25))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - range: The values the stepper takes.
///   - step: How far one increment moves.
///   - format: How the value is shown (`0.25`, `3` by default).
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func stepper<State>(
  keyPath: WritableKeyPath<State, Double>, range: ClosedRange<Double>, step: Double = 1,
  format: ((Double) -> String)? = nil, rules: FieldRules<State, Double> = []
) -> Element<Stepper, State> {
  rangedControl(
    keyPath: keyPath, rules: rules, range: range, format: format, toDouble: { $0 },
    fromDouble: { $0 }
  ) { value, values in
    Stepper(
      value: value, range: range, step: step, allowsFractions: true,
      format: format ?? values.number)
  }
}

/// A slider bound to a `Double` in state (Eureka's `SliderRow`).
///
/// - `inc` and `dec` move by `step`.
/// - Typed values in range snap to the nearest step.
/// - A typed number out of range reaches state, with the range's error.
/// - Typed text that is not a number stays on the row, with why.
///
/// ```swift
/// controlCell(title: "Brightness", control: slider(keyPath: \Display.brightness, range: 0...1,
///                                                  step: 0.1))
/// ```
///
/// - Parameters:
///   - keyPath: Where the value lives in state.
///   - range: The values the slider takes.
///   - step: The distance between the values the thumb snaps to; a hundredth of the range
///     if `nil`.
///   - format: How the value is shown (`0.5`, `3` by default).
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func slider<State>(
  keyPath: WritableKeyPath<State, Double>, range: ClosedRange<Double>, step: Double? = nil,
  format: ((Double) -> String)? = nil, rules: FieldRules<State, Double> = []
) -> Element<Slider, State> {
  rangedControl(
    keyPath: keyPath, rules: rules, range: range, format: format, toDouble: { $0 },
    fromDouble: { $0 }
  ) { value, values in
    Slider(value: value, range: range, step: step, format: format ?? values.number)
  }
}

// MARK: - Shared machinery

/// What parsing entered text produced: a value, or the reason it was refused.
enum Parsed<Value> {
  case value(Value)
  case refused(String)

  func map<T>(_ transform: (Value) -> T) -> Parsed<T> {
    switch self {
    case .value(let value): return .value(transform(value))
    case .refused(let reason): return .refused(reason)
    }
  }
}

/// A field that parses typed text into the value at `keyPath`, and shows the value through
/// `format`.
///
/// Parsing is given the value state holds, and the driver's words and formats. `editing`
/// gives the value as a user types it, when `format` shows it otherwise (`30` for
/// `30 cm`). Text that does not parse stays on the row, with why.
func parsedField<State, Value: Equatable, Field: ParsingField>(
  keyPath: WritableKeyPath<State, Value>, rules: FieldRules<State, Value>,
  format: @escaping (Value) -> String,
  parse: @escaping (String, Value, FormStrings) -> Parsed<Value>,
  editing: ((Value) -> String)? = nil,
  makeField: @escaping (String) -> Field
) -> Element<Field, State> {
  return { context in
    let field = context.field(title: "", keyPath: keyPath, rules: rules)
    let link = context.gated(by: field).link
    let latest = Latest(context.state[keyPath: keyPath])
    let control = makeField(format(latest.value))
    control.valueText = editing?(latest.value)
    let runtime = context.runtime
    control.take = { text, finished in
      switch parse(text, latest.value, runtime.strings) {
      case .refused(let reason):
        link.keep(text, because: reason, for: keyPath, finished: finished)
        return false
      case .value(let value):
        return link.commit(value, to: keyPath, finished: finished, typed: text)
      }
    }
    control.didEndEditing = { link.endEditing(keyPath) }
    var shown = LastShown<Value>()
    let isOutline = context.isOutline
    return context.rendered(control, [field, latest]) { state in
      let value = state[keyPath: keyPath]
      latest.value = value
      // NB: an unchanged value under the same input is not formatted again.
      if shown.changes(to: value, under: field.id, in: runtime) {
        let kept = link.kept(keyPath)
        control.valueText = editing?(value)
        control.show(kept?.text ?? format(value), refusal: kept?.message)
      }
      if !isOutline { field.checkAsynchronously(state) }
    }
  }
}

/// A stepper or slider whose `Double` value shows the value at `keyPath`; `range` and
/// `format`, when given, make the range's rule.
func rangedControl<State, Value: Equatable & Comparable, Control: RangedControl>(
  keyPath: WritableKeyPath<State, Value>, rules: FieldRules<State, Value>,
  range: ClosedRange<Value>? = nil, format: ((Value) -> String)? = nil,
  toDouble: @escaping (Value) -> Double, fromDouble: @escaping (Double) -> Value,
  makeControl: @escaping (Double, FormValueFormat) -> Control
) -> Element<Control, State> {
  return { context in
    let values = context.strings.values
    let shownBound = format ?? { values.number(toDouble($0)) }
    let rule = range.map { ValidationRule<State, Value>.range($0, format: shownBound) }
    let field = context.field(title: "", keyPath: keyPath, rules: rules.prepending(rule))
    let link = context.gated(by: field).link
    let control = makeControl(toDouble(context.state[keyPath: keyPath]), values)
    control.words = context.runtime.words
    let runtime = context.runtime
    control.keepText = { text, message in
      link.keep(text, because: message, for: keyPath, finished: true)
    }
    control.write = { value, typed in
      let converted = fromDouble(value)
      // NB: a typed number the value's type cannot hold (past `Int.max`) stays as text.
      if let typed, toDouble(converted) != value {
        let message =
          range.map {
            runtime.strings.outOfRange(shownBound($0.lowerBound), shownBound($0.upperBound))
          }
          ?? runtime.strings.notAWholeNumber(typed)
        link.keep(typed, because: message, for: keyPath, finished: true)
        return false
      }
      return link.commit(converted, to: keyPath, finished: true, typed: typed)
    }
    return context.rendered(control, [field]) { state in
      let value = toDouble(state[keyPath: keyPath])
      if !runtime.skipsUnchanged || control.value != value { control.showValue(value) }
      let refusal = link.kept(keyPath)?.message
      if control.refusal != refusal { control.refusal = refusal }
    }
  }
}

func parseInt(_ text: String, _ format: (Int) -> String, _ strings: FormStrings) -> Parsed<Int> {
  let trimmed = text.trimmingSpaces()
  guard let value = Int(trimmed) ?? number(shownAs: trimmed, parse: { Int($0) }, format: format)
  else {
    if trimmed.isEmpty { return .refused(strings.enterANumber) }
    if let number = strings.values.parseNumber(trimmed), number.isFinite {
      return .refused(strings.notAWholeNumber(text))
    }
    return .refused(strings.notANumber(text, nil))
  }
  return .value(value)
}

/// The number `text` stands for in the driver's format. Text in another format (`3.14`
/// where the separator is `,`) is refused with the expected format, never misread.
func parseDouble(
  _ text: String, _ format: (Double) -> String, _ strings: FormStrings
) -> Parsed<Double> {
  let values = strings.values
  let trimmed = text.trimmingSpaces()
  let parsed =
    values.parseNumber(trimmed)
    ?? number(shownAs: trimmed, parse: values.parseNumber, format: format)
  guard let value = parsed, value.isFinite else {
    if trimmed.isEmpty { return .refused(strings.enterANumber) }
    return .refused(strings.notANumber(text, values.isFixed ? nil : values.sampleNumber))
  }
  return .value(value)
}

/// The number `text` shows when it is exactly what `format` makes of it (`35 cm`, `$5`,
/// `€10.00`): a field takes its own format back. `nil` otherwise.
///
/// The number is read from the first digit (with a sign or point just before it) to the last.
func number<Number>(
  shownAs text: String, parse: (String) -> Number?, format: (Number) -> String
) -> Number? {
  let characters = Array(text)
  guard let first = characters.firstIndex(where: \.isASCIIDigitCharacter),
    let last = characters.lastIndex(where: \.isASCIIDigitCharacter)
  else { return nil }
  var start = first
  while start > 0, "+-.".contains(characters[start - 1]) { start -= 1 }
  guard let number = parse(String(characters[start...last])), format(number) == text else {
    return nil
  }
  return number
}

extension Character {
  fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
