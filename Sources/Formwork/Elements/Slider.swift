/// A number chosen along a range (Eureka's `SliderRow`, Former's `SliderRowFormer`,
/// SwiftUI's `Slider`).
///
/// Headless, `increment()`/`decrement()` move the thumb by ``RangedControl/step`` and
/// `enter(_:)` puts it at a typed value, snapped to the nearest step. Typed text that is not
/// a number in range is refused: state keeps its value and the cell's message says why.
///
/// ```swift
/// let slider = Slider(value: 0.5, range: 0...1, step: 0.1)
/// slider.textDescription   // "[0.5 ▮▮▮▮▮▯▯▯▯▯]"
/// slider.enter("0.73")     // true; value == 0.7
/// slider.enter("2")        // false; refusal == "Must be from 0 to 1" (the cell's message)
/// ```
public final class Slider: RangedControl {
  /// Creates a slider.
  ///
  /// - Parameters:
  ///   - value: The initial value.
  ///   - range: The values it may take.
  ///   - step: The distance between the values the thumb snaps to; a hundredth of the
  ///     range if `nil`.
  ///   - format: How the value is shown; `0.5`, `3` by default.
  public init(
    value: Double = 0, range: ClosedRange<Double>, step: Double? = nil,
    format: ((Double) -> String)? = nil
  ) {
    // NB: halves, so the span of the widest range (-greatest...greatest) stays finite.
    let halfSpan = range.upperBound / 2 - range.lowerBound / 2
    let givenStep = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    super.init(
      value: value, in: range, step: givenStep ?? (halfSpan > 0 ? halfSpan / 50 : 1),
      format: format)
  }

  /// How far along the range the value is, from 0 to 1.
  public var fraction: Double {
    let halfSpan = range.upperBound / 2 - range.lowerBound / 2
    guard halfSpan > 0, halfSpan.isFinite else { return 0 }
    let fraction = (value / 2 - range.lowerBound / 2) / halfSpan
    return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
  }

  override func adjusted(_ value: Double) -> Double {
    // NB: in halves, so values across the widest range do not overflow to infinity.
    let halfStep = step / 2
    let steps = ((value / 2 - range.lowerBound / 2) / halfStep).rounded()
    let snapped = 2 * (range.lowerBound / 2 + steps * halfStep)
    guard snapped.isFinite else { return value }
    return min(max(snapped, range.lowerBound), range.upperBound)
  }
}

extension Slider: TextDescribedControl {
  /// The value and a ten-block bar: `[0.5 ▮▮▮▮▮▯▯▯▯▯]`.
  public var textDescription: String {
    let filled = Int((fraction * 10).rounded())
    let bar = String(repeating: "▮", count: filled) + String(repeating: "▯", count: 10 - filled)
    return "[\(format(value)) \(bar)]"
  }
}
