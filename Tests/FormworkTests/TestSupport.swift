import FormworkTerminal

/// The top screen of a driver as text: the navigation path and every visible row, header
/// and footer, numbered as the REPL numbers them.
func screenText<State>(_ driver: FormDriver<State>) -> String {
  ScreenRenderer().render(driver)
}

/// The visible row `number` (1-based, screen order, as in ``screenText(_:)``) of the top
/// screen.
func row<State>(_ driver: FormDriver<State>, _ number: Int) -> FormCell {
  driver.topScreen.visibleCells[number - 1]
}
