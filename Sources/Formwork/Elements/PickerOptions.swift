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
public final class PickerOptions: OptionsControl {
  /// Chooses the option at `index`. Choosing the chosen option again does nothing and
  /// returns `true`.
  ///
  /// - Returns: `false`, changing nothing, if there is no option at `index` or the row does
  ///   not take input.
  @discardableResult
  public func select(_ index: Int) -> Bool {
    guard acceptsInput else { return false }
    return choose(index)
  }
}

extension PickerOptions: SelectableControl {}
