public import Formwork
import FormworkTerminal

/// The top screen of a driver as text: the navigation path and every visible row, header
/// and footer, numbered as the REPL numbers them, in the driver's words (a switch is `[aus]`
/// under German). The focus is left out (entering text moves it); ``focusedScreenText(_:)``
/// marks it.
public func screenText<State>(_ driver: FormDriver<State>) -> String {
  ScreenRenderer(marksFocus: false, strings: driver.strings).render(driver)
}

/// The top screen as the REPL shows it, in the driver's words, the focused row marked with `▸`.
public func focusedScreenText<State>(_ driver: FormDriver<State>) -> String {
  ScreenRenderer(strings: driver.strings).render(driver)
}

/// The visible row `number` (1-based, screen order, as in ``screenText(_:)``) of the top
/// screen.
public func row<State>(_ driver: FormDriver<State>, _ number: Int) -> FormCell {
  driver.topScreen.visibleCells[number - 1]
}
