/// A number moved up and down in steps within a range (Eureka's `StepperRow`, Former's
/// `StepperRowFormer`, SwiftUI's `Stepper`).
///
/// `increment()` and `decrement()` move by ``RangedControl/step`` and stop at the ends of
/// ``RangedControl/range``; `enter(_:)` takes a typed number. A step past an end, or typed
/// text that is not a number in range, is refused: state keeps its value and the cell's
/// message says why.
///
/// ```swift
/// let stepper = Stepper(value: 2, range: 0...3)
/// stepper.increment()      // true;  value == 3
/// stepper.increment()      // false; value == 3, refusal == "Must be from 0 to 3"
/// stepper.textDescription  // "[− 3 +]"
/// ```
public final class Stepper: RangedControl {
  /// Whether typed values may have a fractional part (`false` for whole numbers).
  public var allowsFractions: Bool

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
    self.allowsFractions = allowsFractions
    super.init(value: value, in: range, step: step, format: format)
  }

  override var takesFractions: Bool { allowsFractions }
}

extension Stepper: TextDescribedControl {
  /// The value between minus and plus: `[− 3 +]`.
  public var textDescription: String { "[− \(format(value)) +]" }
}
