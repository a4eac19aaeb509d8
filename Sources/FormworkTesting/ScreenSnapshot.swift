import Formwork

/// What a screen shows, as walks compare it: its ``ScreenDescription`` (what ``ScreenRenderer``
/// draws its text from) with what a freshly built form cannot reproduce left out, so two
/// moments or two drivers compare with `==` without rendering text.
///
/// Left out: every row's message and focus, and the detail, value and chosen option of the
/// rows of cells that hold refused input (those keep their title, accessory, and whether and
/// why they refuse gestures): their controls may still show text the user typed that the
/// form refused, which a freshly built form does not have.
struct ScreenSnapshot: Equatable {
  /// The screen's description, less what is left out.
  var screen: ScreenDescription
  /// The numbers of the rows that hold refused input.
  var pendingRows: Set<Int>

  /// The screen's own title, as shown.
  var title: String { screen.title }

  /// Every screen on `driver`'s stack, root first.
  static func stack<State>(
    _ driver: FormDriver<State>, pending: Set<CellPosition>
  ) -> [ScreenSnapshot] {
    let strings = FormStrings()
    return driver.screens.enumerated().map { index, screen in
      ScreenSnapshot(screen, index: index, pending: pending, strings: strings)
    }
  }

  /// The snapshot of `screen`, the stack's screen at `index`, whose cells at `pending` hold
  /// refused input.
  init(
    _ screen: Screen, index: Int, pending: Set<CellPosition>, strings: FormStrings = FormStrings()
  ) {
    self.screen = ScreenDescription(screen, strings: strings)
    pendingRows = []
    for section in self.screen.sections.indices {
      let sectionIndex = self.screen.sections[section].index
      for row in self.screen.sections[section].rows.indices {
        let described = self.screen.sections[section].rows[row]
        // NB: a cell's `message` is not compared: it is feedback on the user's last input (why
        // a gesture was refused, a rule shown once the field was edited), which a freshly built
        // form has not seen, and a refused gesture is meant to set it. Nor is focus: a fresh
        // form has none.
        var kept = described
        kept.message = nil
        kept.isFocused = false
        let position = CellPosition(screen: index, section: sectionIndex, cell: described.index)
        if pending.contains(position) {
          pendingRows.insert(described.number)
          kept.detail = nil
          kept.value = nil
          kept.selectedOption = nil
        }
        self.screen.sections[section].rows[row] = kept
      }
    }
  }

  /// The differences from `other`, one line each, for reports.
  func differences(from other: ScreenSnapshot) -> [String] {
    var lines: [String] = []
    if title != other.title { lines.append("title \"\(other.title)\" became \"\(title)\"") }
    let before = Dictionary(
      other.screen.sections.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
    let after = Dictionary(screen.sections.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
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
        let oldRows = old.rows.map { other.summary(of: $0) }
        let newRows = new.rows.map { summary(of: $0) }
        if old.rows != new.rows || oldRows != newRows {
          lines.append("\(name) rows were")
          lines.append(contentsOf: oldRows.map { "    " + $0 })
          lines.append("  and became")
          lines.append(contentsOf: newRows.map { "    " + $0 })
        }
      }
    }
    return lines
  }

  /// `row` in one line, for reports.
  func summary(of row: ScreenDescription.Row) -> String {
    var parts = [row.title]
    if let detail = row.detail { parts.append(detail) }
    if let value = row.value { parts.append(value) }
    if pendingRows.contains(row.number) { parts.append("(holds refused input)") }
    switch row.accessory {
    case .none: break
    case .checkmark: parts.append("✓")
    case .disclosureIndicator: parts.append("›")
    }
    if !row.isEnabled {
      parts.append(row.disabledReason.map { "(disabled: \($0))" } ?? "(disabled)")
    }
    return parts.joined(separator: "  ")
  }
}

private func quoted(_ text: String?) -> String {
  text.map { "\"\($0)\"" } ?? "none"
}
