public import Formwork

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
///
/// Each row shows its title, detail, control (through `TextDescribedControl`: `[on]`,
/// `[hello]`, a secure field as `[•••••]`), a `✓` or `›` accessory and `(disabled)` when the
/// cell refuses gestures; the cell's `FormCell.message` follows on its own line after `!`.
public struct ScreenRenderer {
  /// Plain text or ANSI styling.
  public var style: ScreenStyle
  /// Whether the focused row (`FormDriver.focus`) is marked with `▸` in the margin.
  public var marksFocus: Bool

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - style: `.plain` (default) or `.ansi`; see
  ///     ``ScreenStyle/automatic(fileDescriptor:environment:)``.
  ///   - marksFocus: Whether the focused row is marked with `▸` (default); the random
  ///     walker's comparisons leave it out, since a freshly built form has no focus.
  public init(style: ScreenStyle = .plain, marksFocus: Bool = true) {
    self.style = style
    self.marksFocus = marksFocus
  }

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
    lines(screen, path: path).map(\.text).joined(separator: "\n") + "\n"
  }

  /// One line of a rendered screen, and the row it belongs to.
  struct Line {
    /// The line's text, styled.
    var text: String
    /// The number of the row it shows or annotates (its message); `nil` for the breadcrumb,
    /// headers, footers and blank lines.
    var row: Int?
    /// Whether it is the row itself rather than its message.
    var isRow = false
  }

  /// The screen's lines, the breadcrumb first, each with the row it belongs to.
  func lines(_ screen: Screen, path: [String] = []) -> [Line] {
    let titles = (path.isEmpty ? [screen.title] : path).map {
      $0.isEmpty ? "Form" : $0.escapingInvisibles
    }
    var lines = [Line(text: style.apply(.breadcrumb, to: titles.joined(separator: " › ")))]
    let sections = screen.visibleSections
    // NB: columns count terminal cells, not characters: emoji and CJK take two.
    let width =
      sections.flatMap(\.visibleCells).map(\.title.escapingInvisibles.displayWidth).max() ?? 0
    var number = 0
    for section in sections {
      // NB: a section whose rows are all hidden and that has no header or footer shows
      // nothing, not even the blank line that separates sections.
      let cells = section.visibleCells
      if cells.isEmpty, section.header == nil, section.footer == nil { continue }
      lines.append(Line(text: ""))
      if let header = section.header {
        lines.append(Line(text: style.apply(.header, to: "  ── \(header.escapingInvisibles) ──")))
      }
      for cell in cells {
        number += 1
        lines.append(
          Line(text: row(cell, number: number, titleWidth: width), row: number, isRow: true))
        if let message = cell.message {
          lines.append(
            Line(
              text: "     " + style.apply(.message, to: "! \(message.escapingInvisibles)"),
              row: number))
        }
      }
      if let footer = section.footer {
        lines.append(Line(text: "     " + style.apply(.footer, to: footer.escapingInvisibles)))
      }
    }
    if number == 0 { lines.append(contentsOf: [Line(text: ""), Line(text: "  (no rows)")]) }
    return lines
  }

  /// One row: number, title padded to `titleWidth`, then detail, control, accessory and
  /// a disabled mark.
  ///
  /// ```swift
  /// ScreenRenderer().row(FormCell(title: "Wi-Fi"), number: 1)   // "  1  Wi-Fi"
  /// ```
  public func row(_ cell: FormCell, number: Int, titleWidth: Int = 0) -> String {
    let isEnabled = cell.isEnabled && ((cell.control as? any HostedControl)?.isEnabled ?? true)
    var parts: [(text: String, role: ScreenStyle.Role?)] = []
    if let detail = cell.detail { parts.append((detail.escapingInvisibles, .detail)) }
    if let control = cell.control as? any TextDescribedControl {
      parts.append((control.textDescription.escapingInvisibles, nil))
    }
    switch cell.accessory {
    case .none: break
    case .checkmark: parts.append(("✓", .mark))
    case .disclosureIndicator: parts.append(("›", nil))
    }
    if !isEnabled {
      let reason = cell.disabledReason.map { "(disabled: \($0))" } ?? "(disabled)"
      parts.append((reason, .disabled))
    }
    // NB: the focused row is marked in the margin, so the columns stay where they are.
    let number = String(number)
    let label =
      cell.isFocused && marksFocus
      ? "▸" + style.apply(.number, to: number.leftPadded(to: 2))
      : style.apply(.number, to: number.leftPadded(to: 3))
    let escapedTitle = cell.title.escapingInvisibles
    let title = parts.isEmpty ? escapedTitle : escapedTitle.padded(toDisplayWidth: titleWidth)
    let rest = parts.map { part in part.role.map { style.apply($0, to: part.text) } ?? part.text }
    let shownTitle = isEnabled ? title : style.apply(.disabled, to: title)
    let text = "\(label)  " + ([shownTitle] + rest).joined(separator: "  ")
    return String(text.reversed().drop(while: { $0 == " " }).reversed())
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
