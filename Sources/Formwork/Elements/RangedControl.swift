/// A control whose value is a number in a closed range, moved in steps: ``Stepper`` and
/// ``Slider`` share their gestures through it.
protocol RangedControl: HostedControl {
  var value: Double { get set }
  var range: ClosedRange<Double> { get }
  var step: Double { get }
  var allowsFractions: Bool { get }
  var format: (Double) -> String { get }
  var valueChanged: ((Double) -> Void)? { get set }
  var refusal: String? { get set }
  var words: FormWords? { get set }
  /// What an entered value becomes (a slider snaps it to a step).
  func adjusted(_ value: Double) -> Double
}

extension RangedControl {
  /// The driver's words, English without a driver.
  var strings: FormStrings { words?.strings ?? FormStrings() }

  var rangeMessage: String {
    strings.mustBeBetween(format(range.lowerBound), format(range.upperBound))
  }

  func stepped(by delta: Double) -> Bool {
    guard beginGesture() else { return false }
    let next = roundedToSteps(min(max(value + delta, range.lowerBound), range.upperBound))
    guard next != value else {
      setRefusal(rangeMessage)
      return false
    }
    return take(next)
  }

  func enterValue(_ text: String) -> Bool {
    guard beginGesture() else { return false }
    let strings = strings
    let values = strings.values
    guard let number = values.parseNumber(text), number.isFinite else {
      let expected = values.isFixed || !allowsFractions ? nil : values.sampleNumber
      setRefusal(strings.notANumber(text, expected))
      return false
    }
    if !allowsFractions, number.rounded() != number {
      setRefusal(strings.notAWholeNumber(text))
      return false
    }
    guard range.contains(number) else {
      setRefusal(rangeMessage)
      return false
    }
    return take(roundedToSteps(adjusted(number)))
  }

  /// Shows a new value from state, dropping a refusal message.
  func showValue(_ newValue: Double) {
    if value != newValue { value = newValue }
    setRefusal(nil)
  }

  /// Takes a new value; `false` when the form's rules refused it (the control then shows
  /// state's value again).
  private func take(_ newValue: Double) -> Bool {
    value = newValue
    setRefusal(nil)
    valueChanged?(newValue)
    return value == newValue
  }

  private func setRefusal(_ reason: String?) {
    let previous = refusal
    refusal = reason
    noteRefusal(reason, replacing: previous)
  }
}

/// `value` without the binary noise that adding steps like 0.1 leaves (0.30000000000000004).
func roundedToSteps(_ value: Double) -> Double {
  guard value.magnitude < 1e9 else { return value }
  return (value * 1e9).rounded() / 1e9
}

/// A number as people write it: `3`, not `3.0`; `0.25`.
func plainNumber(_ value: Double) -> String {
  // NB: Int64, not Int: a whole number below 10^15 is written whole on 32-bit platforms too.
  if value.magnitude < 1e15, let whole = Int64(exactly: value) { return String(whole) }
  return String(value)
}

/// `value` rounded to the nearest `Int`, clamped to `Int.min...Int.max` (`0` for NaN):
/// converting a `Double` outside that range would trap.
func clampedInt(_ value: Double) -> Int {
  clamped(value, as: Int.self)
}

/// `value` rounded to the nearest integer of type `Integer`, clamped to its range (`0` for
/// NaN), whatever its width: `Int` is 32 bits on some platforms (watchOS on arm64_32, wasm32).
func clamped<Integer: FixedWidthInteger>(_ value: Double, as _: Integer.Type) -> Integer {
  if value.isNaN { return 0 }
  let rounded = value.rounded()
  return Integer(exactly: rounded) ?? (rounded < 0 ? .min : .max)
}
