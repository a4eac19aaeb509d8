/// A short list of options shown side by side, one of them chosen (Eureka's
/// `SegmentedRow`, Former's `SegmentedRowFormer`, SwiftUI's segmented `Picker`).
///
/// ```swift
/// let sizes = SegmentedControl(optionTitles: ["Small", "Medium", "Large"], selectedIndex: 1)
/// sizes.textDescription   // "[Small|*Medium*|Large]"
/// sizes.select(2)         // true; selectedIndex == 2
/// sizes.select(7)         // false: no such option
/// ```
public final class SegmentedControl: HostedControl {
  /// The options' titles, in order.
  public var optionTitles: [String]
  /// The chosen option's index, if any.
  public var selectedIndex: Int?
  /// Whether the control takes input.
  public var isEnabled = true
  /// Runs after the user chose an option, with its index.
  public var valueChanged: ((Int) -> Void)?
  /// The cell that shows the control.
  public weak var cell: FormCell?

  /// Creates a segmented control.
  ///
  /// - Parameters:
  ///   - optionTitles: The options' titles, in order.
  ///   - selectedIndex: The chosen option's index, if any.
  public init(optionTitles: [String] = [], selectedIndex: Int? = nil) {
    self.optionTitles = optionTitles
    self.selectedIndex = selectedIndex
  }

  /// Chooses the option at `index`. Choosing the chosen option again does nothing and
  /// returns `true`.
  ///
  /// - Returns: `false`, changing nothing, if there is no option at `index` or the control
  ///   does not take input.
  @discardableResult
  public func select(_ index: Int) -> Bool {
    guard beginGesture(), optionTitles.indices.contains(index) else { return false }
    guard selectedIndex != index else { return true }
    selectedIndex = index
    valueChanged?(index)
    return true
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
