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
/// cell refuses gestures; a check box shows `[x]` or `[ ]` before its title. The cell's
/// `FormCell.message` follows on its own line after `!` (a problem), `⋯` (a check under way)
/// or `✓` (a confirmation).
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
  ///   - strings: The words the renderer writes itself (`[on]`, `(disabled)`, `(no rows)`),
  ///     through `FormStrings.phrase(_:_:)`; English by default.
  public init(
    style: ScreenStyle = .plain, marksFocus: Bool = true, strings: FormStrings = FormStrings()
  ) {
    self.style = style
    self.marksFocus = marksFocus
    self.strings = strings
  }

  /// The words the renderer writes itself.
  public var strings: FormStrings

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
    /// For a message, a footer or a header: its indent, its text unstyled and its role, so a
    /// front end with a width can wrap it.
    var wrappable: (indent: Int, text: String, role: ScreenStyle.Role)?
  }

  /// The screen's lines, the breadcrumb first, each with the row it belongs to; rows fitted
  /// to `width` columns when given (their detail or value cut, their `›` kept).
  func lines(_ screen: Screen, path: [String] = [], width: Int? = nil) -> [Line] {
    let titles = (path.isEmpty ? [screen.title] : path).map {
      $0.isEmpty ? strings.phrase("Form") : $0.escapingInvisibles
    }
    var lines = [Line(text: style.apply(.breadcrumb, to: titles.joined(separator: " › ")))]
    let sections = screen.visibleSections
    // NB: columns count terminal cells, not characters: emoji and CJK take two.
    let titleWidth =
      sections.flatMap(\.visibleCells).map { shownTitle(of: $0).displayWidth }.max() ?? 0
    var number = 0
    for section in sections {
      // NB: a section whose rows are all hidden and that has no header or footer shows
      // nothing, not even the blank line that separates sections.
      let cells = section.visibleCells
      if cells.isEmpty, section.header == nil, section.footer == nil { continue }
      lines.append(Line(text: ""))
      if let header = section.header {
        let text = "── \(header.escapingInvisibles) ──"
        lines.append(
          Line(text: style.apply(.header, to: "  " + text), wrappable: (2, text, .header)))
      }
      for cell in cells {
        number += 1
        lines.append(
          Line(
            text: row(cell, number: number, titleWidth: titleWidth, width: width), row: number,
            isRow: true))
        if let message = cell.message {
          let text = "\(marker(of: cell.messageKind)) \(message.escapingInvisibles)"
          let role = messageRole(cell.messageKind)
          lines.append(
            Line(
              text: "     " + style.apply(role, to: text), row: number,
              wrappable: (5, text, role)))
        }
      }
      if let footer = section.footer {
        let text = footer.escapingInvisibles
        lines.append(
          Line(text: "     " + style.apply(.footer, to: text), wrappable: (5, text, .footer)))
      }
    }
    if number == 0 {
      lines.append(contentsOf: [Line(text: ""), Line(text: "  " + strings.phrase("(no rows)"))])
    }
    return lines
  }

  /// The mark before a message: `!` for a problem, `⋯` while a check runs, `✓` for a
  /// confirmation.
  func marker(of kind: FormCell.MessageKind) -> String {
    switch kind {
    case .problem: return "!"
    case .progress: return "⋯"
    case .confirmation: return "✓"
    }
  }

  private func messageRole(_ kind: FormCell.MessageKind) -> ScreenStyle.Role {
    switch kind {
    case .problem: return .message
    case .progress: return .footer
    case .confirmation: return .mark
    }
  }

  /// The title as the row shows it: a check box's with `[x]` or `[ ]` before it.
  private func shownTitle(of cell: FormCell) -> String {
    let title = cell.title.escapingInvisibles
    guard cell.role == .checkbox else { return title }
    return (cell.accessory == .checkmark ? "[x] " : "[ ] ") + title
  }

  /// One row: number, title padded to `titleWidth`, then detail, control, accessory and
  /// a disabled mark; a check box (`FormCell.Role.checkbox`) shows `[x]` or `[ ]` before its
  /// title instead of a `✓`. With a `width`, a row too wide loses its title's padding, then
  /// the end of its value and detail, then the end of its disabled reason, keeping its `›`.
  ///
  /// ```swift
  /// ScreenRenderer().row(FormCell(title: "Wi-Fi"), number: 1)   // "  1  Wi-Fi"
  /// ```
  public func row(_ cell: FormCell, number: Int, titleWidth: Int = 0, width: Int? = nil)
    -> String
  {
    let isEnabled = cell.isEnabled && ((cell.control as? any HostedControl)?.isEnabled ?? true)
    var values: [(text: String, role: ScreenStyle.Role?)] = []
    var marks: [(text: String, role: ScreenStyle.Role?)] = []
    if let detail = cell.detail { values.append((detail.escapingInvisibles, .detail)) }
    if let toggle = cell.control as? Toggle {
      values.append(("[" + (toggle.isOn ? strings.phrase("on") : strings.phrase("off")) + "]", nil))
    } else if let control = cell.control as? any TextDescribedControl {
      values.append((control.textDescription.escapingInvisibles, nil))
    }
    switch cell.accessory {
    case .none: break
    case .checkmark where cell.role == .checkbox: break
    case .checkmark: marks.append(("✓", .mark))
    case .disclosureIndicator: marks.append(("›", nil))
    }
    if !isEnabled {
      let reason =
        cell.disabledReason.map { strings.phrase("(disabled: %@)", $0) }
        ?? strings.phrase("(disabled)")
      marks.append((reason, .disabled))
    }
    // NB: the focused row is marked in the margin, so the columns stay where they are.
    let number = String(number)
    let focused = cell.isFocused && marksFocus
    let labelText = focused ? "▸" + number.leftPadded(to: 2) : number.leftPadded(to: 3)
    var title = shownTitle(of: cell)
    var padding = values.isEmpty && marks.isEmpty ? 0 : max(0, titleWidth - title.displayWidth)
    if let width {
      var fixed: Int {
        labelText.displayWidth + 2 + marks.reduce(0) { $0 + 2 + $1.text.displayWidth }
      }
      var total: Int {
        fixed + title.displayWidth + padding
          + values.reduce(0) { $0 + 2 + $1.text.displayWidth }
      }
      // NB: values give way first (down to a few columns), so the columns stay aligned; then
      // the title's padding, then the rest of the values, then a disabled row's reason (its
      // start stays), then the title.
      func cutValues(downTo least: Int) {
        for index in values.indices.reversed() where total > width {
          let shown = values[index].text.displayWidth
          guard shown > least else { continue }
          let keep = max(least, shown - (total - width))
          values[index].text = values[index].text.cut(toDisplayWidth: keep)
        }
      }
      cutValues(downTo: 8)
      if total > width { padding = max(0, padding - (total - width)) }
      cutValues(downTo: 1)
      if total > width, !isEnabled, let reason = marks.indices.last {
        let shown = marks[reason].text.displayWidth
        let keep = max("(disabled…".count, shown - (total - width))
        marks[reason].text = marks[reason].text.cut(toDisplayWidth: keep)
      }
      if total > width {
        title = title.cut(toDisplayWidth: max(1, title.displayWidth - (total - width)))
      }
    }
    let label =
      focused
      ? "▸" + style.apply(.number, to: number.leftPadded(to: 2))
      : style.apply(.number, to: labelText)
    let paddedTitle = title + String(repeating: " ", count: padding)
    let rest = (values + marks).map { part in
      part.role.map { style.apply($0, to: part.text) } ?? part.text
    }
    let shownTitle = isEnabled ? paddedTitle : style.apply(.disabled, to: paddedTitle)
    let text = "\(label)  " + ([shownTitle] + rest).joined(separator: "  ")
    return String(text.reversed().drop(while: { $0 == " " }).reversed())
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
