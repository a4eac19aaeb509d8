public import Foundation

/// A number field bound to an `Int` in state.
///
/// Text that is not a whole number, or is outside `range`, is refused: state keeps its
/// last valid value, the field keeps the typed text, and the cell's message says why
/// (`not a number: 12x`, `must be between 0 and 120`). Valid text clears the message, and
/// the field shows the value through `format`.
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
    keyPath: keyPath, rules: rules, format: format,
    parse: { text, _, strings in parseInt(text, range, format, strings) },
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
    keyPath: keyPath, rules: rules, format: { $0.map(format) ?? "" },
    parse: { text, _, strings in
      text.trimmingSpaces().isEmpty
        ? .value(nil) : parseInt(text, range, format, strings).map { $0 }
    }, editing: { $0.map { String($0) } ?? "" }
  ) { NumberField(text: $0, placeholder: placeholder, allowsFractions: false) }
}

/// A number field bound to a `Double` in state (Eureka's `DecimalRow`).
///
/// Text that is not a finite number, or is outside `range`, is refused as for
/// ``numberField(keyPath:range:placeholder:format:)-(WritableKeyPath<State,Int>,_,_,_)``.
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
      keyPath: keyPath, rules: rules, format: format,
      parse: { text, _, strings in parseDouble(text, range, format, strings) },
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
      keyPath: keyPath, rules: rules, format: { $0.map(format) ?? "" },
      parse: { text, _, strings in
        text.trimmingSpaces().isEmpty
          ? .value(nil) : parseDouble(text, range, format, strings).map { $0 }
      }, editing: { $0.map(values.number) ?? "" }
    ) { NumberField(text: $0, placeholder: placeholder, allowsFractions: true) }(context)
  }
}

/// A field for an amount of money bound to a `Decimal` in state, shown and read in the
/// driver's format: `€3.14` by default, `3,14 €` in German (`FormValueFormat.currencyPattern`),
/// always with the currency's minor digits (as SwiftUI's `.currency(code:)` shows them).
///
/// Typed text may leave out the symbol (`3,14`); text in another format (`3.14` in German),
/// with more digits than the currency has (`3,145`), or out of `range` is refused with a
/// message that shows the expected format, and state keeps the last valid amount.
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
      keyPath: keyPath, rules: rules, format: format,
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
        if let range, !range.contains(amount) {
          return .refused(
            strings.mustBeBetween(format(range.lowerBound), format(range.upperBound)))
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
/// `inc`/`dec` move by `step` within `range`; a step past an end, or typed text that is
/// not a whole number in range, is refused with a message on the cell.
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
  rangedControl(keyPath: keyPath, rules: rules, toDouble: Double.init, fromDouble: clampedInt) {
    value, _ in
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
@_disfavoredOverload
public func stepper<State>(
  keyPath: WritableKeyPath<State, Double>, range: ClosedRange<Double>, step: Double = 1,
  format: ((Double) -> String)? = nil, rules: FieldRules<State, Double> = []
) -> Element<Stepper, State> {
  rangedControl(keyPath: keyPath, rules: rules, toDouble: { $0 }, fromDouble: { $0 }) {
    value, values in
    Stepper(
      value: value, range: range, step: step, allowsFractions: true,
      format: format ?? values.number)
  }
}

/// A slider bound to a `Double` in state (Eureka's `SliderRow`).
///
/// `inc`/`dec` move by `step`; typed values snap to the nearest step; typed text that is
/// not a number in range is refused with a message on the cell.
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
  rangedControl(keyPath: keyPath, rules: rules, toDouble: { $0 }, fromDouble: { $0 }) {
    value, values in
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

/// A field that parses entered text (given the value state holds, in the driver's words
/// and formats) into the value at `keyPath` and shows the value through `format`; `editing`
/// gives the value as a user types it, when `format` shows it otherwise (`30` for `30 cm`).
///
/// NB: the field shows a new text only when the value in state changes, so refused text
/// stays visible while other parts of the form change.
func parsedField<State, Value: Equatable, Field: ParsingField>(
  keyPath: WritableKeyPath<State, Value>, rules: FieldRules<State, Value>,
  format: @escaping (Value) -> String,
  parse: @escaping (String, Value, FormStrings) -> Parsed<Value>,
  editing: ((Value) -> String)? = nil,
  makeField: @escaping (String) -> Field
) -> Element<Field, State> {
  rules.applied(to: parsed(keyPath, format, parse, editing, makeField), keyPath: keyPath)
}

/// The field of ``parsedField(keyPath:rules:format:parse:editing:makeField:)``, before rules.
private func parsed<State, Value: Equatable, Field: ParsingField>(
  _ keyPath: WritableKeyPath<State, Value>, _ format: @escaping (Value) -> String,
  _ parse: @escaping (String, Value, FormStrings) -> Parsed<Value>,
  _ editing: ((Value) -> String)?, _ makeField: @escaping (String) -> Field
) -> Element<Field, State> {
  return { context in
    let words = context.words
    let writer = context.writer(to: keyPath)
    let declared = context.declareField(of: writer)
    var shown = context.state[keyPath: keyPath]
    let field = makeField(format(shown))
    field.valueText = editing?(shown)
    field.commit = { [weak field, weak declared] text in
      declared?.touch()
      switch parse(text, shown, words.strings) {
      case .refused(let reason):
        // NB: the typed text replaces a value the rules refused before (out of range, then
        // empty): the row says what is wrong now, and the field forgets the old value.
        declared?.forgetRefusedValue()
        return .refused(reason: reason)
      case .value(let value):
        guard writer.write(value, keepsRefused: true) else {
          // NB: a rule refused it and its message is on the row; the field keeps it.
          return .refused(reason: field?.cell?.message ?? words.strings.notAccepted(text))
        }
        // The updates ran during the change: `shown` is what state holds now.
        field?.valueText = editing?(shown)
        return .accepted(text: format(shown))
      }
    }
    // NB: a control reads what it writes; its cell skips it with itself (no wrapper a row).
    return Rendered(element: field, strongReferences: [], reads: writer.footprint) { state in
      let value = state[keyPath: keyPath]
      if value != shown {
        shown = value
        field.valueText = editing?(value)
        field.showValue(format(value))
      }
    }
  }
}

/// A stepper or slider whose `Double` value mirrors the value at `keyPath`.
func rangedControl<State, Value: Equatable, Control: RangedControl>(
  keyPath: WritableKeyPath<State, Value>, rules: FieldRules<State, Value>,
  toDouble: @escaping (Value) -> Double, fromDouble: @escaping (Double) -> Value,
  makeControl: @escaping (Double, FormValueFormat) -> Control
) -> Element<Control, State> {
  let control: Element<Control, State> = { context in
    let writer = context.writer(to: keyPath)
    let declared = context.declareField(of: writer)
    var shown = context.state[keyPath: keyPath]
    let words = context.words
    let control = makeControl(toDouble(shown), words.strings.values)
    control.words = words
    control.valueChanged = { [weak control, weak declared] value in
      declared?.touch()
      // NB: refused by a rule: the control shows state's value again; the row says why.
      if !writer.write(fromDouble(value)) {
        control?.value = toDouble(shown)
      }
    }
    // NB: a control reads what it writes; its cell skips it with itself (no wrapper a row).
    return Rendered(element: control, strongReferences: [], reads: writer.footprint) { state in
      let value = state[keyPath: keyPath]
      if value != shown {
        shown = value
        control.showValue(toDouble(value))
      }
    }
  }
  return rules.applied(to: control, keyPath: keyPath)
}

func parseInt(
  _ text: String, _ range: ClosedRange<Int>?, _ format: (Int) -> String, _ strings: FormStrings
) -> Parsed<Int> {
  let trimmed = text.trimmingSpaces()
  guard let value = Int(trimmed) ?? number(shownAs: trimmed, parse: { Int($0) }, format: format)
  else {
    if trimmed.isEmpty { return .refused(strings.enterANumber) }
    if let number = strings.values.parseNumber(trimmed), number.isFinite {
      return .refused(strings.notAWholeNumber(text))
    }
    return .refused(strings.notANumber(text, nil))
  }
  if let range, !range.contains(value) {
    return .refused(strings.mustBeBetween(format(range.lowerBound), format(range.upperBound)))
  }
  return .value(value)
}

/// The number `text` stands for in the driver's format. Text in another format (`3.14`
/// where the separator is `,`) is refused with the expected format, never misread.
func parseDouble(
  _ text: String, _ range: ClosedRange<Double>?, _ format: (Double) -> String,
  _ strings: FormStrings
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
  if let range, !range.contains(value) {
    return .refused(strings.mustBeBetween(format(range.lowerBound), format(range.upperBound)))
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
