import Formwork

// How an interactive form draws: a frame of the top screen, the cursor's row marked, a status
// line and the help bar.
extension InteractiveForm {
  /// What to draw: the lines, and where the terminal's cursor goes (while editing text).
  public struct Frame: Equatable, Sendable {
    /// The lines, top to bottom, each at most the frame's width in columns.
    public var lines: [String]
    /// The cursor's line and column (from 0), or `nil` to hide it.
    public var cursor: Position?

    /// A place on the screen.
    public struct Position: Equatable, Sendable {
      /// The line, from 0.
      public var line: Int
      /// The column, from 0.
      public var column: Int

      /// Creates a position.
      public init(line: Int, column: Int) {
        self.line = line
        self.column = column
      }
    }

    /// The lines joined, trailing spaces dropped: the screen as a test reads it.
    public var text: String {
      lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        .joined(separator: "\n")
    }
  }

  private var spinner: String {
    let frames = style.appliedTheme.spinner
    return frames[spinnerPhase % frames.count]
  }

  /// The screen at `width` × `height` columns and lines.
  ///
  /// It shows the path, the rows, a status line and the help bar. The rows scroll so the
  /// cursor shows, and each is fitted to the width. A long message takes more than one
  /// status line.
  public func frame(width: Int, height: Int) -> Frame {
    follow()
    let width = max(width, 10)
    let height = max(height, 4)
    let body = body(width: width)
    let status = statusLines(width: width, height: height)
    bodyHeight = max(1, height - 2 - max(1, status.count))
    scroll(toShow: body)
    var lines = [breadcrumb(width: width)]
    lines += body.lines.dropFirst(scroll).prefix(bodyHeight)
    while lines.count < height - 1 - max(1, status.count) { lines.append("") }
    let below = max(0, body.lines.count - scroll - bodyHeight)
    let statusText = status.isEmpty ? [scrollLine(above: scroll, below: below)] : status
    lines += statusText
    lines.append(style.apply(.footer, to: fittedBar(width: width)))
    var textCursor: Frame.Position?
    if let position = body.textCursor {
      let line = position.line - scroll + 1
      textCursor =
        (1..<(height - 1 - statusText.count)).contains(line)
        ? Frame.Position(line: line, column: min(position.column, width - 1)) : nil
    }
    if isTypingFilter, let filter {
      let prefix = "/ " + strings.phrase("filter:") + " "
      textCursor = Frame.Position(
        line: height - 2,
        column: min(
          width - 1,
          prefix.displayWidth + String(filter.textBeforeCursor).escapingInvisibles.displayWidth))
    }
    if !showsHelpBar { lines.removeLast() }
    return Frame(lines: lines.map { $0.fitted(to: width) }, cursor: textCursor)
  }

  /// The lines a frame at `width` needs to show every row without scrolling: what a form
  /// drawn in place below the prompt takes.
  func naturalHeight(width: Int) -> Int {
    follow()
    let width = max(width, 10)
    let status = statusLines(width: width, height: 1000)
    let bar = showsHelpBar ? 1 : 0
    return max(4, 1 + body(width: width).lines.count + max(1, status.count) + bar)
  }

  /// The lines between the path and the status line, before scrolling, and where the
  /// cursor's row is among them.
  private struct Body {
    var lines: [String] = []
    /// The cursor's row with its hint, message and note: what scrolling keeps in sight.
    var cursorLines: ClosedRange<Int>?
    /// The lines that belong to a row (not headers, footers or blank lines).
    var rowLines = Set<Int>()
    /// Where the text cursor is in the row being edited.
    var textCursor: Frame.Position?

    /// Appends `text` under the cursor's row, keeping it in ``cursorLines``.
    mutating func appendForCursor(_ text: String) {
      lines.append(text)
      if let range = cursorLines { cursorLines = range.lowerBound...(lines.count - 1) }
    }
  }

  /// The top screen's lines as the renderer draws them, at `width`: only the rows the filter
  /// lets through (and no headers while it does), the cursor's row marked, with its hint and
  /// the note beside it.
  private func body(width: Int) -> Body {
    guard let list = listUnderRow else { return topBody(width: width) }
    return body(width: width, listing: list)
  }

  /// The screen a choice's list was opened from and the row that opened it, when the list
  /// shows under that row (``showsListsUnderTheirRow``) rather than as a screen of its own.
  var listUnderRow: (screen: Screen, row: FormCell)? {
    let screens = session.screens
    guard showsListsUnderTheirRow, screens.count > 1 else { return nil }
    let cells = session.topScreen.visibleCells
    guard !cells.isEmpty,
      cells.allSatisfy({ $0.role == .option }) || cells.allSatisfy({ $0.role == .checkbox })
    else { return nil }
    let parent = screens[screens.count - 2]
    guard let row = openingRow(of: parent), parent.visibleCells.contains(where: { $0 === row })
    else { return nil }
    return (parent, row)
  }

  /// The screen under the list, its row that opened it followed by the list's rows, indented.
  private func body(width: Int, listing list: (screen: Screen, row: FormCell)) -> Body {
    let renderer = ScreenRenderer(style: style, marksFocus: false, strings: session.strings)
    let indent = "    "
    let opening = list.screen.visibleCells.firstIndex { $0 === list.row }.map { $0 + 1 }
    var body = Body()
    for line in renderer.lines(list.screen, path: [], width: width).dropFirst() {
      if let wrappable = line.wrappable {
        body.lines += wrap(
          wrappable.text, indent: wrappable.indent, role: wrappable.role, width: width)
      } else {
        body.lines.append(line.text)
      }
      guard line.isRow, line.row == opening else { continue }
      let list = topBody(width: width - indent.count)
      let offset = body.lines.count
      body.lines += list.lines.drop { $0.isEmpty }.map { indent + $0 }
      let dropped = list.lines.prefix { $0.isEmpty }.count
      let shift = offset - dropped
      body.cursorLines = list.cursorLines.map { ($0.lowerBound + shift)...($0.upperBound + shift) }
      body.rowLines = Set(list.rowLines.map { $0 + shift })
      body.textCursor = list.textCursor.map {
        Frame.Position(line: $0.line + shift, column: $0.column + indent.count)
      }
    }
    return body
  }

  /// The top screen's own lines.
  private func topBody(width: Int) -> Body {
    let renderer = ScreenRenderer(style: style, marksFocus: false, strings: session.strings)
    let all = renderer.lines(session.topScreen, path: session.path, width: width)
    let cells = session.topScreen.visibleCells
    let shown = Set(rows.map(ObjectIdentifier.init))
    let filtering = !(filter?.text.isEmpty ?? true)
    let current = currentRow
    var body = Body()
    for line in all.dropFirst() {
      guard let number = line.row else {
        guard !filtering else { continue }
        if let wrappable = line.wrappable {
          body.lines += wrap(
            wrappable.text, indent: wrappable.indent, role: wrappable.role, width: width)
        } else {
          body.lines.append(line.text)
        }
        continue
      }
      let cell = cells[number - 1]
      guard shown.contains(ObjectIdentifier(cell)) else { continue }
      append(line, of: cell, number: number, isCursor: cell === current, to: &body, width: width)
    }
    if rows.isEmpty {
      body.lines.append(
        "  "
          + (filter.map { strings.phrase("no row's title has '%@'", $0.text.escapingInvisibles) }
            ?? strings.phrase("(no rows)")))
    }
    return body
  }

  /// Appends a line of the row `cell` (numbered `number`): the row itself (edited in place,
  /// or marked as the cursor's, with its hint), or its message; then the note beside it.
  private func append(
    _ line: ScreenRenderer.Line, of cell: FormCell, number: Int, isCursor: Bool,
    to body: inout Body, width: Int
  ) {
    if line.isRow {
      var text = line.text
      if isCursor, let edit, edit.cell === cell {
        let (edited, column) = editedRow(cell, number: number, width: width)
        text = edited
        body.textCursor = Frame.Position(line: body.lines.count, column: column)
      }
      body.rowLines.insert(body.lines.count)
      if isCursor {
        body.cursorLines = body.lines.count...body.lines.count
        text = markingCursor(text)
      }
      body.lines.append(text)
      if isCursor, cell.role != .note, let hint = cell.hint {
        for hintLine in wrap(hint.escapingInvisibles, indent: 5, role: .hint, width: width) {
          body.appendForCursor(hintLine)
        }
      }
    } else if var wrappable = line.wrappable {
      if cell.messageKind == .progress { wrappable.text = spinner + wrappable.text.dropFirst() }
      for wrapped in wrap(
        wrappable.text, indent: wrappable.indent, role: wrappable.role, width: width)
      {
        body.rowLines.insert(body.lines.count)
        if isCursor { body.appendForCursor(wrapped) } else { body.lines.append(wrapped) }
      }
    }
    // NB: a refusal the row's own message says already is not said twice.
    if isCursor, line.isRow == (cell.message == nil), let note, note.besideRow,
      note.cell === cell
    {
      let role: TextRole = note.kind == .error ? .error : .prompt
      let mark = note.kind == .error ? "! " : ""
      let text = mark + note.text.escapingInvisibles
      for noteLine in wrap(text, indent: 5, role: role, width: width) {
        body.appendForCursor(noteLine)
      }
    }
  }

  /// `text` wrapped to `width` less `indent` columns, indented, continuation lines two
  /// columns more, styled as `role`.
  private func wrap(_ text: String, indent: Int, role: TextRole, width: Int) -> [String] {
    let pad = String(repeating: " ", count: indent)
    return text.wrapped(toDisplayWidth: max(4, width - indent - 2)).enumerated().map {
      index, line in
      (index == 0 ? pad : pad + "  ") + style.apply(role, to: line)
    }
  }

  /// Scrolls so the cursor's row, its hint, message and note show in ``bodyHeight`` lines.
  private func scroll(toShow body: Body) {
    if let range = body.cursorLines {
      if range.lowerBound < scroll {
        // NB: scrolling up shows the header and blank line above the row too.
        scroll = range.lowerBound
        while scroll > 0, !body.rowLines.contains(scroll - 1),
          range.upperBound - scroll + 1 < bodyHeight
        {
          scroll -= 1
        }
      }
      if range.upperBound >= scroll + bodyHeight {
        scroll = min(range.lowerBound, range.upperBound - bodyHeight + 1)
      }
    }
    scroll = max(0, min(scroll, body.lines.count - bodyHeight))
  }

  /// The path, its start dropped when it is too wide: `… › Hotspot › Password`.
  private func breadcrumb(width: Int) -> String {
    // NB: a list shown under its row is on its screen's path; a question's list, titled as
    // the question, does not say its title twice.
    var path = listUnderRow == nil ? session.path : Array(session.path.dropLast())
    if path.count > 1, path[path.count - 1] == path[path.count - 2] { path.removeLast() }
    var titles = path.map { $0.isEmpty ? strings.phrase("Form") : $0.escapingInvisibles }
    var text = titles.joined(separator: " › ")
    while text.displayWidth > width, titles.count > 1 {
      titles.removeFirst()
      text = "… › " + titles.joined(separator: " › ")
    }
    return style.apply(.breadcrumb, to: text.cut(toDisplayWidth: width))
  }

  /// The row with the cursor's mark in its first column (past any styling), so the columns
  /// stay where they are; in high contrast the whole row in reverse video.
  private func markingCursor(_ text: String) -> String {
    guard marksCursor else { return text }
    let marker = style.apply(.prompt, to: style.appliedTheme.cursor)
    var prefix = ""
    var rest = Substring(text)
    while rest.first == "\u{1B}" {
      guard let end = rest.firstIndex(where: { $0.isLetter }) else { break }
      prefix += rest[...end]
      rest = rest[rest.index(after: end)...]
    }
    let marked = rest.first == " " ? prefix + marker + rest.dropFirst() : marker + text
    let reverse = style.apply(.cursor, to: "x")
    guard reverse != "x", let code = reverse.split(separator: "x").first else { return marked }
    // NB: every reset inside the row turns the reverse video on again.
    return String(code) + marked.replacingResets(with: "\u{1B}[0m" + code) + "\u{1B}[0m"
  }

  /// The row being edited: its title, then the editor's text in brackets, scrolled to keep
  /// the cursor in sight when it is wider than its place; and the column the cursor is at.
  private func editedRow(_ cell: FormCell, number: Int, width: Int) -> (String, Int) {
    guard var current = edit else { return ("", 0) }
    let masks = (cell.control as? any TextEnterableControl)?.masksText ?? false
    func shown(_ text: Substring) -> [String] {
      text.map { character in
        if masks { return "•" }
        if character == "\n" { return "↵" }
        return String(character).escapingInvisibles
      }
    }
    let characters = shown(Substring(current.editor.text))
    let cursor = current.editor.cursor
    let titles = session.topScreen.visibleCells.map { $0.title.escapingInvisibles.displayWidth }
    var title = cell.title.escapingInvisibles.padded(toDisplayWidth: titles.max() ?? 0)
    let label = String(number).leftPadded(to: 3)
    // NB: at least a dozen columns for the text: the title's padding, then its end, go first.
    let room = 12
    if label.displayWidth + 2 + title.displayWidth + 3 + room > width {
      title = cell.title.escapingInvisibles
      let fits = max(1, width - label.displayWidth - 2 - 3 - room)
      title = title.cut(toDisplayWidth: fits)
    }
    let prefix = "\(label)  \(title)  ["
    let available = max(2, width - prefix.displayWidth - 1)
    let widths = characters.map(\.displayWidth)
    func columns(_ range: Range<Int>) -> Int { widths[range].reduce(0, +) }
    let total = widths.reduce(0, +)
    var start = min(current.scroll, cursor)
    if total + 1 <= available {
      start = 0
    } else {
      // NB: one column for the `…` on each cut side, one for the cursor past the end.
      while start < cursor, (start > 0 ? 1 : 0) + columns(start..<cursor) + 1 > available {
        start += 1
      }
    }
    current.scroll = start
    edit = current
    var visible = start > 0 ? "…" : ""
    var used = visible.displayWidth
    var end = start
    while end < characters.count, used + widths[end] <= available - 1 {
      visible += characters[end]
      used += widths[end]
      end += 1
    }
    if end < characters.count { visible += "…" }
    let before = (start > 0 ? 1 : 0) + columns(start..<min(cursor, characters.count))
    return (prefix + visible + "]", prefix.displayWidth + before)
  }

  /// The status line(s): a question, the filter being typed, news, a check under way or a
  /// finished submit; none when only the scroll counts would show.
  private func statusLines(width: Int, height: Int) -> [String] {
    let most = max(1, (height - 4) / 2)
    func wrapped(_ text: String, _ role: TextRole) -> [String] {
      Array(text.wrapped(toDisplayWidth: width).prefix(most)).map { style.apply(role, to: $0) }
    }
    if let questionText { return wrapped(questionText, .prompt) }
    if isTypingFilter, let filter {
      return ["/ " + strings.phrase("filter:") + " " + filter.text.escapingInvisibles]
    }
    if let note, !note.besideRow || note.cell.map({ number(of: $0) == nil }) ?? true {
      return wrapped(note.text.escapingInvisibles, note.kind == .error ? .error : .prompt)
    }
    if session.isChecking {
      return [style.apply(.prompt, to: "\(spinner) " + session.strings.checking)]
    }
    if session.submitCount > 0, !session.isDirty {
      return wrapped(
        style.appliedTheme.done + " "
          + strings.phrase("submitted; %@ finishes, or go on editing", quitKeyName), .mark)
    }
    return []
  }

  private func scrollLine(above: Int, below: Int) -> String {
    var parts: [String] = []
    if above > 0 { parts.append("↑ " + strings.phrase("%@ more", String(above))) }
    if below > 0 { parts.append("↓ " + strings.phrase("%@ more", String(below))) }
    return style.apply(.footer, to: parts.joined(separator: "  "))
  }

  /// The help bar's entries for what is in front of the user, from the key table.
  private var barEntries: [String] {
    InteractiveKeys.bar(for: mode, in: situation, strings: strings, keyMap: keyMap)
  }

  /// The words the front end writes: the form's (`RunningForm.strings`).
  var strings: FormStrings { session.strings }

  /// The keys for the row under the cursor, most useful first.
  ///
  /// When an editor, the filter or a question is in front of the row, they are its keys.
  /// Each is an entry of the key table's bar.
  public var helpBar: String {
    barEntries.joined(separator: " · ")
  }

  /// The help bar cut to whole entries that fit `width`; the key that quits stays, the
  /// entries before it giving way from the end, so a narrow terminal still says how to leave.
  private func fittedBar(width: Int) -> String {
    let entries = barEntries
    func joined(_ entries: [String]) -> String { entries.joined(separator: " · ") }
    var fitting: [String] = []
    for entry in entries {
      guard joined(fitting + [entry]).displayWidth <= width else { break }
      fitting.append(entry)
    }
    let quit = InteractiveKeys.bindings(for: mode, in: situation, keyMap: keyMap).first {
      $0.action == .quit && $0.isInBar && $0.barCondition.holds(in: situation)
    }
    if let quit = quit?.barText, entries.contains(quit), !fitting.contains(quit) {
      var kept = fitting
      while kept.count > 1, joined(kept + [quit]).displayWidth > width { kept.removeLast() }
      if !kept.isEmpty, joined(kept + [quit]).displayWidth <= width { fitting = kept + [quit] }
    }
    return fitting.isEmpty ? (entries.first ?? "").cut(toDisplayWidth: width) : joined(fitting)
  }
}

extension String {
  /// A text area's text as one line of entry: `\` as `\\`, a line break as `\n` (what
  /// `TextArea.enter(_:)` reads back).
  var escapingForTextArea: String {
    var result = ""
    for character in replacingLineEndings {
      switch character {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }

  /// The text with every SGR reset (`ESC [0m`) replaced by `replacement`.
  fileprivate func replacingResets(with replacement: String) -> String {
    let reset = Array("\u{1B}[0m")
    var characters = Array(self)[...]
    var result = ""
    while !characters.isEmpty {
      if characters.starts(with: reset) {
        result += replacement
        characters = characters.dropFirst(reset.count)
      } else if let character = characters.popFirst() {
        result.append(character)
      }
    }
    return result
  }
}
