/// The options of a picker row (``pickerCell(title:keyPath:options:optionTitle:rules:)``),
/// chosen in place without opening the picker's screen: the REPL's `select 1 large`, ← and →
/// in the full-screen terminal. The row shows the choice as its detail, so the control draws
/// nothing of its own.
///
/// ```swift
/// let sizes = PickerOptions(optionTitles: ["Small", "Medium", "Large"], selectedIndex: 1)
/// sizes.select(2)   // true; selectedIndex == 2
/// sizes.select(7)   // false: no such option
/// ```
public final class PickerOptions: HostedControl {
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

  /// Creates the options of a picker.
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
  /// - Returns: `false`, changing nothing, if there is no option at `index` or the row does
  ///   not take input.
  @discardableResult
  public func select(_ index: Int) -> Bool {
    guard acceptsInput, optionTitles.indices.contains(index) else { return false }
    guard selectedIndex != index else { return true }
    selectedIndex = index
    valueChanged?(index)
    return true
  }
}

extension PickerOptions: SelectableControl {}
