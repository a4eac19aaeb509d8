/// Titled options, one of them chosen: what ``SegmentedControl`` and ``PickerOptions`` share.
/// They differ in how they show: a segmented control draws its options side by side, a
/// picker row's options show only the choice, as the row's detail.
///
/// ```swift
/// let sizes = SegmentedControl(optionTitles: ["S", "M", "L"])
/// let options: OptionsControl = sizes
/// sizes.select(2)           // true
/// options.selectedIndex     // 2
/// ```
public class OptionsControl: HostedControl {
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

  /// Creates options.
  ///
  /// - Parameters:
  ///   - optionTitles: The options' titles, in order.
  ///   - selectedIndex: The chosen option's index, if any.
  public init(optionTitles: [String] = [], selectedIndex: Int? = nil) {
    self.optionTitles = optionTitles
    self.selectedIndex = selectedIndex
  }

  /// Chooses the option at `index`, once the control has taken the gesture: does nothing
  /// for the chosen option, and tells ``valueChanged`` about another one.
  ///
  /// - Returns: `false`, changing nothing, if there is no option at `index`; `false` too when
  ///   the form refused the option (a rule): the control shows state's choice again.
  func choose(_ index: Int) -> Bool {
    guard optionTitles.indices.contains(index) else { return false }
    guard selectedIndex != index else { return true }
    selectedIndex = index
    valueChanged?(index)
    return selectedIndex == index
  }
}
