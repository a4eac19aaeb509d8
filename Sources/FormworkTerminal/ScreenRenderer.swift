@_exported import Formwork

/// Renders a screen as text: the navigation path, section headers and footers, and the
/// visible rows numbered from 1 in screen order, as the REPL and tests show them.
///
/// ```swift
/// let driver = FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
/// print(ScreenRenderer().render(driver))
/// // Settings
/// //
/// //   1  Personal Hotspot  On  ›
/// ```
public struct ScreenRenderer {
  /// Creates a plain-text renderer.
  public init() {}

  /// Renders the top screen of `driver`, with the whole navigation path.
  public func render<State>(_ driver: FormDriver<State>) -> String {
    render(driver.topScreen, path: driver.path)
  }

  /// Renders `screen` under a breadcrumb of `path` (the titles from the root to it).
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - path: Titles from the root to the screen; `[screen.title]` if empty.
  public func render(_ screen: Screen, path: [String] = []) -> String {
    let titles = (path.isEmpty ? [screen.title] : path).map { $0.isEmpty ? "Form" : $0 }
    var lines = [titles.joined(separator: " › ")]
    let sections = screen.visibleSections
    let width = sections.flatMap(\.visibleCells).map(\.title.count).max() ?? 0
    var number = 0
    for section in sections {
      lines.append("")
      if let header = section.header { lines.append("  ── \(header) ──") }
      for cell in section.visibleCells {
        number += 1
        lines.append(row(cell, number: number, titleWidth: width))
        if let message = cell.message { lines.append("     ! \(message)") }
      }
      if let footer = section.footer { lines.append("     \(footer)") }
    }
    if number == 0 { lines.append(contentsOf: ["", "  (no rows)"]) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One row: number, title padded to `titleWidth`, then detail, control, accessory and
  /// a disabled mark.
  public func row(_ cell: FormCell, number: Int, titleWidth: Int = 0) -> String {
    let label = String(number).leftPadded(to: 3)
    var parts = [cell.title.rightPadded(to: titleWidth)]
    if let detail = cell.detail { parts.append(detail) }
    if let control = cell.control as? any TextDescribedControl {
      parts.append(control.textDescription)
    }
    switch cell.accessory {
    case .none: break
    case .checkmark: parts.append("✓")
    case .disclosureIndicator: parts.append("›")
    }
    if !cell.isEnabled { parts.append("(disabled)") }
    let text = "\(label)  " + parts.joined(separator: "  ")
    return String(text.reversed().drop(while: { $0 == " " }).reversed())
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }

  fileprivate func rightPadded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
