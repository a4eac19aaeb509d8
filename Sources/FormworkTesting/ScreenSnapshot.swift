import Formwork

/// What a screen shows, as walks compare it: its `ScreenDescription` (what `ScreenRenderer`
/// draws its text from) without the focus, which a freshly built form does not have, so two
/// moments or two drivers compare with `==` without rendering text.
struct ScreenSnapshot: Equatable {
  /// The screen's description, less the focus.
  var screen: ScreenDescription

  /// The screen's own title, as shown.
  var title: String { screen.title }

  /// Every screen on `driver`'s stack, root first, in `strings`' words (English by default).
  static func stack<State>(
    _ driver: FormDriver<State>, strings: borrowing FormStrings = FormStrings()
  ) -> [ScreenSnapshot] {
    driver.screens.map { ScreenSnapshot($0, strings: strings) }
  }

  /// The snapshot of `screen`.
  init(_ screen: Screen, strings: borrowing FormStrings = FormStrings()) {
    self.screen = ScreenDescription(screen, strings: strings)
    for section in self.screen.sections.indices {
      for row in self.screen.sections[section].rows.indices {
        self.screen.sections[section].rows[row].isFocused = false
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
    if let message = row.message { parts.append("! \(message)") }
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
