/// A short list of options shown side by side, one of them chosen (Eureka's
/// `SegmentedRow`, Former's `SegmentedRowFormer`, SwiftUI's segmented `Picker`).
///
/// ```swift
/// let sizes = SegmentedControl(optionTitles: ["Small", "Medium", "Large"], selectedIndex: 1)
/// sizes.textDescription   // "[Small|*Medium*|Large]"
/// sizes.select(2)         // true; selectedIndex == 2
/// sizes.select(7)         // false: no such option
/// ```
public final class SegmentedControl: OptionsControl {
  /// Chooses the option at `index`. Choosing the chosen option again does nothing and
  /// returns `true`.
  ///
  /// - Returns: `false`, changing nothing, if there is no option at `index` or the control
  ///   does not take input.
  @discardableResult
  public func select(_ index: Int) -> Bool {
    guard beginGesture() else { return false }
    return choose(index)
  }
}

extension SegmentedControl: SelectableControl, TextDescribedControl {
  /// The options separated by bars, the chosen one between stars: `[Small|*Medium*|Large]`.
  public var textDescription: String {
    let titles = optionTitles.enumerated().map { index, title in
      index == selectedIndex ? "*\(title)*" : title
    }
    return "[" + titles.joined(separator: "|") + "]"
  }
}
