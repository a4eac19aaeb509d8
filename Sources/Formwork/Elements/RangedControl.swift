/// A number in a closed range, moved in steps or typed: what ``Stepper`` and ``Slider``
/// share.
///
/// It holds the value, its range, step and format, and carries out the gestures:
///
/// - `increment()` and `decrement()` move by ``step`` and stop at the ends of ``range``. A
///   step past an end is refused: the value stays, and `refusal` says why.
/// - `enter(_:)` takes a typed number. Text that is not a number is refused.
///
/// A control bound to state (`stepper(keyPath:range:)`) keeps refused text on its row, with
/// why. A typed number out of range reaches state, where the range's rule says what is
/// wrong. A control made by hand refuses numbers out of range.
///
/// ```swift
/// let level: RangedControl = Stepper(value: 2, range: 0...3)
/// level.increment()   // true;  value == 3
/// level.enter("7")    // false; value == 3, refusal == "Must be from 0 to 3"
/// ```
public class RangedControl: HostedControl {
  /// The value shown.
  public var value: Double
  /// The values the control may take.
  public var range: ClosedRange<Double>
  /// How far one increment or decrement moves (a slider's thumb snaps to these steps, from
  /// the range's lower bound).
  public var step: Double
  /// How the value is shown.
  public var format: (Double) -> String
  /// Whether the control takes input.
  public var isEnabled = true
  /// Runs after a gesture changed the value, with the new value.
  public var valueChanged: ((Double) -> Void)?
  /// Why the last gesture was refused, or `nil`.
  package internal(set) var refusal: String?
  /// The driver's words for refusals and its number format; English and `.` if `nil`.
  var words: FormWords?
  /// Keeps typed text the value cannot take on the row, with why (set by the combinator
  /// that binds the control); `nil` for a control made by hand.
  var keepText: ((String, String) -> Void)?
  /// Writes a new value, typed as the text given or stepped to (`nil`), to state: whether
  /// the state took it (set by the combinator that binds the control).
  var write: ((Double, String?) -> Bool)?
  /// The cell that shows the control.
  public weak var cell: FormCell?

  init(value: Double, in range: ClosedRange<Double>, step: Double, format: ((Double) -> String)?) {
    self.value = value
    self.range = range
    self.step = step
    self.format = format ?? plainNumber
  }

  /// Whether typed values may have a fractional part: a slider's may (they snap to a step).
  var takesFractions: Bool { true }

  /// What an entered value becomes (a slider snaps it to a step).
  func adjusted(_ value: Double) -> Double { value }

  /// Moves the value up by ``step``, stopping at the top of the range.
  ///
  /// - Returns: `false`, changing nothing, at the top (the cell's message says why) or
  ///   without input.
  @discardableResult
  public func increment() -> Bool { stepped(by: step) }

  /// Moves the value down by ``step``, stopping at the bottom of the range.
  ///
  /// - Returns: `false`, changing nothing, at the bottom (the cell's message says why) or
  ///   without input.
  @discardableResult
  public func decrement() -> Bool { stepped(by: -step) }

  /// Sets the value to a typed number (a slider snaps it to the nearest step).
  ///
  /// - Parameter text: The number the user typed.
  /// - Returns: `false`, changing nothing but the cell's message, if the text is not a
  ///   number in range; `false` without input.
  @discardableResult
  public func enter(_ text: String) -> Bool { enterValue(text) }

  /// The driver's words, English without a driver.
  private var strings: FormStrings { words?.strings ?? FormStrings() }

  private var rangeMessage: String {
    strings.outOfRange(format(range.lowerBound), format(range.upperBound))
  }

  private func stepped(by delta: Double) -> Bool {
    guard beginGesture() else { return false }
    let next = roundedToSteps(min(max(value + delta, range.lowerBound), range.upperBound))
    guard next != value else {
      setRefusal(rangeMessage)
      return false
    }
    return take(next)
  }

  private func enterValue(_ text: String) -> Bool {
    guard beginGesture() else { return false }
    let strings = strings
    let values = strings.values
    var reason: String?
    if let number = values.parseNumber(text), number.isFinite {
      if !takesFractions, number.rounded() != number {
        reason = strings.notAWholeNumber(text)
      } else if keepText != nil || range.contains(number) {
        return take(roundedToSteps(range.contains(number) ? adjusted(number) : number), typed: text)
      } else {
        reason = rangeMessage
      }
    }
    let refusal =
      reason
      ?? strings.notANumber(text, values.isFixed || !takesFractions ? nil : values.sampleNumber)
    if let keepText {
      self.refusal = refusal
      keepText(text, refusal)
    } else {
      setRefusal(refusal)
    }
    return false
  }

  /// Shows `newValue`, the state's.
  func showValue(_ newValue: Double) {
    if value != newValue { value = newValue }
    if keepText == nil { setRefusal(nil) } else { refusal = nil }
  }

  private func take(_ newValue: Double, typed: String? = nil) -> Bool {
    if let write {
      let taken = write(newValue, typed)
      if taken { valueChanged?(newValue) }
      return taken
    }
    value = newValue
    setRefusal(nil)
    valueChanged?(newValue)
    return value == newValue
  }

  private func setRefusal(_ reason: String?) {
    let previous = refusal
    refusal = reason
    // NB: a bound control's row shows the form's messages, not its own.
    if keepText == nil { noteRefusal(reason, replacing: previous) }
  }
}

extension RangedControl: SteppableControl, TextEnterableControl {
  /// The value as a number is typed (`3`, `0.5`), not as shown (`− 3 +`, with a bar).
  public var editingText: String { plainNumber(value) }
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
