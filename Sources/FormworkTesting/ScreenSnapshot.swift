import Formwork

/// What a screen shows, as values: everything ``ScreenRenderer`` draws (titles, details,
/// controls, accessories, disabled rows, messages, headers and footers), copied out of the
/// live objects so two moments or two drivers compare with `==` without rendering text.
///
/// Rows of cells that hold refused input show only their title: their controls may still
/// show text the user typed that the form refused, which a freshly built form does not have.
struct ScreenSnapshot: Equatable {
  var title: String
  var sections: [SectionSnapshot]

  /// Every screen on `driver`'s stack, root first.
  static func stack<State>(
    _ driver: FormDriver<State>, pending: Set<CellPosition>
  ) -> [ScreenSnapshot] {
    driver.screens.enumerated().map { index, screen in
      ScreenSnapshot(screen, index: index, pending: pending)
    }
  }

  init(_ screen: Screen, index: Int, pending: Set<CellPosition>) {
    title = screen.title
    sections = screen.sections.enumerated().compactMap { sectionIndex, section in
      guard section.isVisible else { return nil }
      let cells = section.cells.enumerated().compactMap { cellIndex, cell -> CellSnapshot? in
        guard cell.isVisible else { return nil }
        let position = CellPosition(screen: index, section: sectionIndex, cell: cellIndex)
        return CellSnapshot(cell, index: cellIndex, isPending: pending.contains(position))
      }
      return SectionSnapshot(
        index: sectionIndex, header: section.header, footer: section.footer, cells: cells)
    }
  }

  /// The differences from `other`, one line each, for reports.
  func differences(from other: ScreenSnapshot) -> [String] {
    var lines: [String] = []
    if title != other.title { lines.append("title \"\(other.title)\" became \"\(title)\"") }
    let before = Dictionary(other.sections.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
    let after = Dictionary(sections.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
    for index in Set(before.keys).union(after.keys).sorted() {
      let name = "section \(index + 1)"
      switch (before[index], after[index]) {
      case (nil, _): lines.append("\(name) appeared")
      case (_, nil): lines.append("\(name) disappeared")
      case (let old?, let new?):
        if old.header != new.header {
          lines.append("\(name) header \(quoted(old.header)) became \(quoted(new.header))")
        }
        if old.footer != new.footer {
          lines.append("\(name) footer \(quoted(old.footer)) became \(quoted(new.footer))")
        }
        if old.cells != new.cells {
          lines.append("\(name) rows were")
          lines.append(contentsOf: old.cells.map { "    " + $0.summary })
          lines.append("  and became")
          lines.append(contentsOf: new.cells.map { "    " + $0.summary })
        }
      }
    }
    return lines
  }
}

/// What a visible section shows.
struct SectionSnapshot: Equatable {
  /// The section's index among all sections of its screen, hidden ones included.
  var index: Int
  var header: String?
  var footer: String?
  var cells: [CellSnapshot]
}

/// What a visible row shows.
struct CellSnapshot: Equatable {
  /// The cell's index among all cells of its section, hidden ones included.
  var index: Int
  var title: String
  var detail: String?
  var accessory: FormCell.Accessory
  var isEnabled: Bool
  // NB: a cell's `message` is not compared: it is feedback on the user's last input (why a
  // gesture was refused, a rule shown once the field was edited), which a freshly built form
  // has not seen, and a refused gesture is meant to set it.
  var isPending: Bool
  var control: String?
  var isControlEnabled: Bool?
  var selectedOption: Int?

  init(_ cell: FormCell, index: Int, isPending: Bool) {
    self.index = index
    title = cell.title
    accessory = cell.accessory
    isEnabled = cell.isEnabled
    self.isPending = isPending
    guard !isPending else { return }
    detail = cell.detail
    if let control = cell.control {
      self.control = (control as? any TextDescribedControl)?.textDescription ?? "(control)"
      isControlEnabled = (control as? any HostedControl)?.isEnabled
      selectedOption = (control as? any SelectableControl)?.selectedIndex
    }
  }

  /// The row in one line, for reports.
  var summary: String {
    var parts = [title]
    if let detail { parts.append(detail) }
    if let control { parts.append(control) }
    if isPending { parts.append("(holds refused input)") }
    switch accessory {
    case .none: break
    case .checkmark: parts.append("✓")
    case .disclosureIndicator: parts.append("›")
    }
    if !isEnabled || isControlEnabled == false { parts.append("(disabled)") }
    return parts.joined(separator: "  ")
  }
}

private func quoted(_ text: String?) -> String {
  text.map { "\"\($0)\"" } ?? "none"
}
