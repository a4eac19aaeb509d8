import Formwork

/// Where a cell sits in a driver's stack of screens: stable across drivers built from the
/// same form and state, unlike the cell objects themselves.
struct CellPosition: Hashable {
  var screen: Int
  var section: Int
  var cell: Int
}

/// Text renderings of a driver's screens, as the checks of a walk compare them.
enum ScreenText {
  /// Every screen on the stack, root first, as ``ScreenRenderer`` shows it with its path.
  static func stack<State>(_ driver: FormDriver<State>) -> [String] {
    let renderer = ScreenRenderer(marksFocus: false)
    return driver.screens.indices.map { index in
      renderer.render(
        driver.screens[index], path: driver.screens[...index].map(\.title))
    }
  }

  /// One screen as ``ScreenRenderer`` shows it, under its own title.
  static func render(_ screen: Screen) -> String {
    ScreenRenderer(marksFocus: false).render(screen, path: [screen.title])
  }

  /// The position of `cell` among the sections of `driver`'s screens, if it is on one.
  static func position<State>(of cell: FormCell, in driver: FormDriver<State>) -> CellPosition? {
    for (screenIndex, screen) in driver.screens.enumerated() {
      if let position = position(of: cell, in: screen) {
        return CellPosition(screen: screenIndex, section: position.section, cell: position.cell)
      }
    }
    return nil
  }

  /// The section and index of `cell` in `screen`, hidden sections and cells included.
  static func position(of cell: FormCell, in screen: Screen) -> (section: Int, cell: Int)? {
    for (sectionIndex, section) in screen.sections.enumerated() {
      if let cellIndex = section.cells.firstIndex(where: { $0 === cell }) {
        return (sectionIndex, cellIndex)
      }
    }
    return nil
  }

  /// The cell at `section`, `cell` of `screen`, if there is one.
  static func cell(in screen: Screen, section: Int, cell: Int) -> FormCell? {
    guard screen.sections.indices.contains(section) else { return nil }
    let cells = screen.sections[section].cells
    return cells.indices.contains(cell) ? cells[cell] : nil
  }
}

extension String {
  /// The text with every line indented by `spaces` spaces, for reports.
  func indented(by spaces: Int = 4) -> String {
    let pad = String(repeating: " ", count: spaces)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : pad + $0 }
      .joined(separator: "\n")
  }
}
