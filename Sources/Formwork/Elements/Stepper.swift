/// A number moved up and down in steps within a range (Eureka's `StepperRow`, Former's
/// `StepperRowFormer`, SwiftUI's `Stepper`).
///
/// `increment()` and `decrement()` move by ``step`` and stop at the ends of ``range``;
/// `enter(_:)` takes a typed number. A step past an end, or typed text that is not a number
/// in range, is refused: state keeps its value and the cell's message says why.
///
/// ```swift
/// let stepper = Stepper(value: 2, range: 0...3)
/// stepper.increment()      // true;  value == 3
/// stepper.increment()      // false; value == 3, refusal == "must be between 0 and 3"
/// stepper.textDescription  // "[− 3 +]"
/// ```
public final class Stepper: HostedControl {
  /// The value shown.
  public var value: Double
  /// The values the stepper may take.
  public var range: ClosedRange<Double>
  /// How far one increment or decrement moves.
  public var step: Double
  /// Whether typed values may have a fractional part (`false` for whole numbers).
  public var allowsFractions: Bool
  /// How the value is shown.
  public var format: (Double) -> String
  /// Whether the stepper takes input.
  public var isEnabled = true
  /// Runs after a gesture changed the value, with the new value.
  public var valueChanged: ((Double) -> Void)?
  /// Why the last gesture was refused, or `nil`.
  public internal(set) var refusal: String?
  /// The driver's words for refusals and its number format; English and `.` if `nil`.
  var words: FormWords?
  /// The cell that shows the stepper.
  public weak var cell: FormCell?

  /// Creates a stepper.
  ///
  /// - Parameters:
  ///   - value: The initial value.
  ///   - range: The values it may take.
  ///   - step: How far one increment moves.
  ///   - allowsFractions: Whether typed values may have a fractional part.
  ///   - format: How the value is shown; `3`, `0.5` by default.
  public init(
    value: Double = 0, range: ClosedRange<Double>, step: Double = 1,
    allowsFractions: Bool = false, format: ((Double) -> String)? = nil
  ) {
    self.value = value
    self.range = range
    self.step = step
    self.allowsFractions = allowsFractions
    self.format = format ?? plainNumber
  }

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

  /// Sets the value to a typed number.
  ///
  /// - Parameter text: The number the user typed.
  /// - Returns: `false`, changing nothing but the cell's message, if the text is not a
  ///   number in range; `false` without input.
  @discardableResult
  public func enter(_ text: String) -> Bool { enterValue(text) }

  func adjusted(_ value: Double) -> Double { value }
}

extension Stepper: RangedControl, SteppableControl, TextEnterableControl, TextDescribedControl {
  /// The value between minus and plus: `[− 3 +]`.
  public var textDescription: String { "[− \(format(value)) +]" }
}
