/// Renders a screen as text, as the REPL and tests show it.
///
/// The text has the navigation path, section headers and footers, and the visible rows,
/// numbered from 1 in screen order.
///
/// ```swift
/// let driver = FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
/// print(ScreenRenderer().render(driver))
/// // Settings
/// //
/// //   1  Personal Hotspot  On  ›
/// ```
///
/// Each row shows, in order:
///
/// - its title; a check box shows `[x]` or `[ ]` before it;
/// - its detail;
/// - its control, through `TextDescribedControl`: `[on]`, `[hello]`, or `[•••••]` for a
///   secure field;
/// - a `✓` or `›` accessory;
/// - `(disabled)` when the cell refuses gestures.
///
/// The cell's `FormCell.message` follows on its own line, after `!` (a problem), `⋯` (a
/// check under way) or `✓` (a confirmation).
///
/// The text is drawn from a description of what the screen shows, which `FormworkTesting`'s
/// random walks compare. The renderer adds the numbers' column, the padding that lines values up,
/// styling, and the fitting to a width.
public struct ScreenRenderer {
  /// How text is marked by its role: left as it is here, coloured by a terminal's style.
  package var style: any TextStyling
  /// Whether the focused row (`FormDriver.focus`) is marked with `▸` in the margin.
  package var marksFocus: Bool

  /// Creates a renderer of plain text; `FormworkTerminal` adds one that styles it.
  ///
  /// - Parameters:
  ///   - marksFocus: Whether the focused row is marked with `▸` (default); the random
  ///     walker's comparisons leave it out, since a freshly built form has no focus.
  ///   - strings: The words the renderer writes itself (`[on]`, `(disabled)`, `(no rows)`),
  ///     through `FormStrings.phrase(_:_:)`; English by default.
  public init(marksFocus: Bool = true, strings: FormStrings = FormStrings()) {
    self.init(styling: PlainText(), marksFocus: marksFocus, strings: strings)
  }

  /// Creates a renderer whose text `styling` marks by role.
  package init(
    styling: any TextStyling, marksFocus: Bool = true, strings: FormStrings = FormStrings()
  ) {
    self.style = styling
    self.marksFocus = marksFocus
    self.strings = strings
  }

  /// The words the renderer writes itself.
  package var strings: FormStrings

  /// Renders the top screen of `form` (a `FormDriver` of any state), with the whole
  /// navigation path.
  public func render(_ form: any RunningForm) -> String {
    render(form.topScreen, path: form.path)
  }

  /// Renders `screen` under a breadcrumb of `path` (the titles from the root to it).
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - path: Titles from the root to the screen; `[screen.title]` if empty.
  package func render(_ screen: Screen, path: [String] = []) -> String {
    render(ScreenDescription(screen, path: path, strings: strings))
  }

  /// Renders what a screen shows, in the words the description was made with (such as
  /// `[on]`).
  ///
  /// ```text
  /// let screen = ScreenDescription(driver)
  /// ScreenRenderer().render(screen)   // "Settings\n\n  1  Personal Hotspot  On  ›\n"
  /// ```
  package func render(_ description: ScreenDescription) -> String {
    lines(description).map(\.text).joined(separator: "\n") + "\n"
  }

  /// One line of a rendered screen, and the row it belongs to.
  package struct Line {
    /// The line's text, styled.
    package var text: String
    /// The number of the row it shows or annotates (its message); `nil` for the breadcrumb,
    /// headers, footers and blank lines.
    package var row: Int?
    /// Whether it is the row itself rather than its message.
    package var isRow = false
    /// For a message, a footer or a header: its indent, its text unstyled and its role, so a
    /// front end with a width can wrap it.
    package var wrappable: (indent: Int, text: String, role: TextRole)?
  }

  /// The screen's lines, the breadcrumb first, each with the row it belongs to; rows fitted
  /// to `width` columns when given (their detail or value cut, their `›` kept).
  package func lines(_ screen: Screen, path: [String] = [], width: Int? = nil) -> [Line] {
    lines(ScreenDescription(screen, path: path, strings: strings), width: width)
  }

  /// The lines drawn from `description`; see ``lines(_:path:width:)``.
  package func lines(_ description: ScreenDescription, width: Int? = nil) -> [Line] {
    var lines = [
      Line(text: style.apply(.breadcrumb, to: description.path.joined(separator: " › ")))
    ]
    // NB: columns count terminal cells, not characters: emoji and CJK take two. A note's
    // title has no value beside it to line up.
    let titled = description.rows.filter { $0.role != .note }
    let titleWidth = min(
      titled.map(\.title.displayWidth).max() ?? 0, RowParts.longestTitle(in: width))
    for section in description.sections {
      // NB: a section whose rows are all hidden and that has no header or footer shows
      // nothing, not even the blank line that separates sections.
      if section.rows.isEmpty, section.header == nil, section.footer == nil { continue }
      lines.append(Line(text: ""))
      if let header = section.header {
        let text = "── \(header) ──"
        lines.append(
          Line(text: style.apply(.header, to: "  " + text), wrappable: (2, text, .header)))
      }
      for row in section.rows {
        lines.append(
          Line(
            text: self.row(row, titleWidth: titleWidth, width: width), row: row.number,
            isRow: true))
        if row.role == .note, let hint = row.hint {
          lines.append(
            Line(
              text: "     " + style.apply(.hint, to: hint), row: row.number,
              wrappable: (5, hint, .hint)))
        }
        if let message = row.message {
          let text = "\(marker(of: message.kind)) \(message.text)"
          let role = messageRole(message.kind)
          lines.append(
            Line(
              text: "     " + style.apply(role, to: text), row: row.number,
              wrappable: (5, text, role)))
        }
      }
      if let footer = section.footer {
        lines.append(
          Line(text: "     " + style.apply(.footer, to: footer), wrappable: (5, footer, .footer)))
      }
    }
    if description.rows.isEmpty {
      lines.append(contentsOf: [Line(text: ""), Line(text: "  " + strings.phrase("(no rows)"))])
    }
    return lines
  }

  /// The mark before a message: `!` for a problem, `⋯` while a check runs, `✓` for a
  /// confirmation.
  package func marker(of kind: FormCell.MessageKind) -> String {
    switch kind {
    case .problem: return "!"
    case .progress: return "⋯"
    case .confirmation: return "✓"
    }
  }

  private func messageRole(_ kind: FormCell.MessageKind) -> TextRole {
    switch kind {
    case .problem: return .message
    case .progress: return .footer
    case .confirmation: return .mark
    }
  }

  /// One row: its number, its title padded to `titleWidth`, then its detail, control,
  /// accessory and a disabled mark.
  ///
  /// A check box (`FormCell.Role.checkbox`) shows `[x]` or `[ ]` before its title instead
  /// of a `✓`. With a `width`, a row too wide loses, in order: its title's padding, the end
  /// of its value and detail, and the end of its disabled reason. It keeps its `›`.
  package func row(_ cell: FormCell, number: Int, titleWidth: Int = 0, width: Int? = nil)
    -> String
  {
    row(
      ScreenDescription.Row(cell, number: number, strings: strings), titleWidth: titleWidth,
      width: width)
  }

  /// One row drawn from its description; see ``row(_:number:titleWidth:width:)``.
  ///
  /// - Parameters:
  ///   - row: The row's description.
  ///   - titleWidth: The columns titles are padded to, so the values line up.
  ///   - width: The columns the row must fit in, if any.
  package func row(_ row: ScreenDescription.Row, titleWidth: Int = 0, width: Int? = nil) -> String {
    var parts = RowParts(
      row, titleWidth: titleWidth, longestTitle: RowParts.longestTitle(in: width),
      marksFocus: marksFocus, strings: strings)
    if let width { parts.fit(to: width) }
    // NB: the focused row is marked in the margin, so the columns stay where they are.
    let label =
      parts.isFocused
      ? "▸" + style.apply(.number, to: parts.number.leftPadded(to: 2))
      : style.apply(.number, to: parts.label)
    let paddedTitle = parts.title + String(repeating: " ", count: parts.padding)
    let rest = (parts.values + parts.marks).map { part in
      part.role.map { style.apply($0, to: part.text) } ?? part.text
    }
    let shownTitle = row.isEnabled ? paddedTitle : style.apply(.disabled, to: paddedTitle)
    let text = "\(label)  " + ([shownTitle] + rest).joined(separator: "  ")
    return String(text.reversed().drop(while: { $0 == " " }).reversed())
  }
}

/// The roles text plays on a rendered screen; a terminal's style gives each its own look.
package enum TextRole {
  case breadcrumb, header, footer, number, detail, mark, disabled, message, error, prompt
  /// The row under the cursor (reverse video in high contrast).
  case cursor
  /// A field's hint under it.
  case hint
}

/// Marks text by the role it plays on screen, such as with a terminal's colours.
package protocol TextStyling: Sendable {
  /// `text` marked for `role`.
  func apply(_ role: TextRole, to text: String) -> String
}

/// Text left as it is: what tests, pipes and files see.
private struct PlainText: TextStyling {
  func apply(_ role: TextRole, to text: String) -> String { text }
}

/// A row's texts before styling, in the columns they take: what fitting to a width cuts.
private struct RowParts {
  /// The row's number, and the margin's text before it: `▸` on the focused row if marked.
  var number: String
  var isFocused: Bool
  var label: String { isFocused ? "▸" + number.leftPadded(to: 2) : number.leftPadded(to: 3) }
  var title: String
  /// The spaces after the title that line the values up.
  var padding: Int
  /// The detail and the control's value.
  var values: [(text: String, role: TextRole?)] = []
  /// The accessory and the disabled mark.
  var marks: [(text: String, role: TextRole?)] = []
  var isEnabled: Bool

  init(
    _ row: ScreenDescription.Row, titleWidth: Int, longestTitle: Int, marksFocus: Bool,
    strings: FormStrings
  ) {
    number = String(row.number)
    isFocused = row.isFocused && marksFocus
    title = row.title
    isEnabled = row.isEnabled
    if let detail = row.detail { values.append((detail, .detail)) }
    if let value = row.value { values.append((value, nil)) }
    switch row.accessory {
    case .none: break
    case .checkmark: marks.append(("✓", .mark))
    case .disclosureIndicator: marks.append(("›", nil))
    }
    if !row.isEnabled {
      let reason =
        row.disabledReason.map { strings.phrase("(disabled: %@)", $0) }
        ?? strings.phrase("(disabled)")
      marks.append((reason, .disabled))
    }
    // NB: a long title is cut, not the value after it: the value stays in view.
    if !values.isEmpty || !marks.isEmpty, title.displayWidth > longestTitle {
      title = title.cut(toDisplayWidth: longestTitle)
    }
    padding = values.isEmpty && marks.isEmpty ? 0 : max(0, titleWidth - title.displayWidth)
  }

  /// The columns a title takes at most before a value, in `width` columns (any, when `nil`):
  /// longer titles end in `…`.
  static func longestTitle(in width: Int?) -> Int {
    min(32, width.map { max(8, $0 * 2 / 3 - 5) } ?? 32)
  }

  /// The columns the row takes.
  private var total: Int {
    label.displayWidth + 2 + marks.reduce(0) { $0 + 2 + $1.text.displayWidth }
      + title.displayWidth + padding + values.reduce(0) { $0 + 2 + $1.text.displayWidth }
  }

  /// Cuts the row to `width` columns if it is wider.
  // NB: values give way first (down to a few columns), so the columns stay aligned; then the
  // title's padding, then the title (down to a few columns), then the rest of the values,
  // then a disabled row's reason (its start stays), then the title.
  mutating func fit(to width: Int) {
    cutValues(downTo: 8, width: width)
    if total > width { padding = max(0, padding - (total - width)) }
    if total > width, !values.isEmpty, title.displayWidth > 8 {
      title = title.cut(toDisplayWidth: max(8, title.displayWidth - (total - width)))
    }
    cutValues(downTo: 1, width: width)
    if total > width, !isEnabled, let reason = marks.indices.last {
      let shown = marks[reason].text.displayWidth
      let keep = max("(disabled…".count, shown - (total - width))
      marks[reason].text = marks[reason].text.cut(toDisplayWidth: keep)
    }
    if total > width {
      title = title.cut(toDisplayWidth: max(1, title.displayWidth - (total - width)))
    }
  }

  /// Cuts the values, the last first, none below `least` columns, until the row fits `width`.
  private mutating func cutValues(downTo least: Int, width: Int) {
    for index in values.indices.reversed() where total > width {
      let shown = values[index].text.displayWidth
      guard shown > least else { continue }
      let keep = max(least, shown - (total - width))
      values[index].text = values[index].text.cut(toDisplayWidth: keep)
    }
  }
}
