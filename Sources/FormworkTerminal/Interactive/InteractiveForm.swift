public import Formwork

/// The interactive front end: a cursor over the top screen's rows, text edited in place, a
/// `/` filter, errors beside their rows and a help bar naming the keys for the row under the
/// cursor. It does no I/O: keys go in through ``handle(_:)``, frames come out of
/// ``frame(width:height:)``; ``InteractiveTerminal`` runs it on a real terminal, and tests
/// drive it key by key.
///
/// ```swift
/// let form = InteractiveForm(session: FormSession(
///   initial: Settings(), title: "Settings", form: settingsForm))
/// form.handle(.enter)                                  // opens Personal Hotspot
/// form.handle(.text(" "))                              // turns the hotspot off
/// print(form.frame(width: 60, height: 12).text)
/// ```
///
/// Every gesture goes through the shared vocabulary (`Gesture`, resolved by
/// `GestureTarget.resolve(_:)`), so a refusal here reads as it does in the REPL.
///
/// Keys, by the row under the cursor:
///
/// | Key | Does |
/// | --- | --- |
/// | ↑ ↓, tab, shift-tab (k j off text rows) | move the cursor |
/// | page up/down, home/end | move a page, or to the first or last row |
/// | enter | open, press or choose the row; start or finish editing text |
/// | typing | edits a text row in place (←/→, home/end, backspace/delete, alt-←/→ words) |
/// | space | flips a switch, chooses an option |
/// | ← → (- +) | step a stepper or slider, choose a segment; ← elsewhere goes back |
/// | esc | cancels an edit or the filter; otherwise goes back a screen |
/// | / | filters the screen's rows by title |
/// | d, J K | delete a list row, move it down or up |
/// | ctrl-z, ctrl-y | undo, redo |
/// | q, ctrl-d, ctrl-c | quit (asking first when the form has unsubmitted changes) |
public final class InteractiveForm {
  /// How a session ended, and the exit status `formwork-demo` gives it.
  public enum Ending: Equatable, Sendable {
    /// The form was submitted and not changed since.
    case submitted
    /// The user quit (q, Ctrl-D) without submitting.
    case quit
    /// The user pressed Ctrl-C (or the terminal went away).
    case aborted

    /// `0` submitted, `3` quit, `130` aborted (128 + SIGINT, as shells report Ctrl-C).
    public var exitStatus: Int32 {
      switch self {
      case .submitted: return 0
      case .quit: return 3
      case .aborted: return 130
      }
    }
  }

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

  /// The form.
  public let session: FormSession
  /// Plain text or ANSI styling.
  public var style: ScreenStyle

  private var cursorCell: FormCell?
  private var cursorIndex = 0
  private var scroll = 0
  private var editor: LineEditor?
  private weak var editedCell: FormCell?
  private var filter: LineEditor?
  private var isTypingFilter = false
  /// The row the cursor was on when the filter started, for esc to go back to.
  private weak var rowBeforeFilter: FormCell?
  private var note: Note?
  private var confirming: Ending?
  private weak var shownScreen: Screen?
  /// The cursor's row on each screen left, by the screen's path: going back, or opening the
  /// same row again, finds it where it was.
  private var cursors: [[String]: Int] = [:]
  private var shownPath: [String] = []
  private var lastFocus: FormFocus?

  private struct Note {
    var text: String
    var isError: Bool
    weak var cell: FormCell?
    var besideRow: Bool
  }

  /// Creates a front end over `session`, the cursor on the first row (or the focused one).
  public init(session: FormSession, style: ScreenStyle = .plain) {
    self.session = session
    self.style = style
    lastFocus = session.focus
    follow()
  }

  /// Shows `text` on the status line until the next key: news from outside the form, such
  /// as a draft that could not be restored.
  public func announce(_ text: String) {
    note = Note(text: text, isError: true, cell: nil, besideRow: false)
  }

  // MARK: - Rows

  /// The rows the cursor moves over: the top screen's visible rows, filtered by title while
  /// a filter is set.
  private var rows: [FormCell] {
    let cells = session.topScreen.visibleCells
    guard let filter, !filter.text.isEmpty else { return cells }
    let needle = filter.text.lowercased()
    return cells.filter { $0.title.lowercased().contains(needle) }
  }

  /// The row under the cursor.
  public var currentRow: FormCell? {
    let rows = rows
    return rows.indices.contains(cursorIndex) ? rows[cursorIndex] : nil
  }

  /// Keeps the cursor on its row when rows come and go, restores it per screen, and follows
  /// the form's focus when the focus moves (a refused submit focusing the first field).
  private func follow() {
    let screen = session.topScreen
    if shownScreen !== screen {
      if !shownPath.isEmpty { cursors[shownPath] = cursorIndex }
      shownScreen = screen
      shownPath = session.path
      cursorIndex = cursors[shownPath] ?? 0
      cursorCell = nil
      editor = nil
      filter = nil
      isTypingFilter = false
      scroll = 0
    }
    let rows = rows
    if let cell = cursorCell, let index = rows.firstIndex(where: { $0 === cell }) {
      cursorIndex = index
    }
    let focus = session.focus
    if focus != lastFocus {
      lastFocus = focus
      if let focus, focus.path == session.path {
        let cells = session.topScreen.visibleCells
        if cells.indices.contains(focus.row - 1),
          let index = rows.firstIndex(where: { $0 === cells[focus.row - 1] })
        {
          cursorIndex = index
        }
      }
    }
    cursorIndex = max(0, min(cursorIndex, rows.count - 1))
    cursorCell = rows.indices.contains(cursorIndex) ? rows[cursorIndex] : nil
  }

  private func moveCursor(to index: Int) {
    let rows = rows
    guard !rows.isEmpty else { return }
    cursorIndex = max(0, min(index, rows.count - 1))
    cursorCell = rows[cursorIndex]
    if let control = cursorCell?.control as? any HostedControl, control is any FocusableControl,
      control.acceptsInput
    {
      control.takeFocus()
    }
    lastFocus = session.focus
  }

  /// The number the row has on the screen (as the REPL numbers it).
  private func number(of cell: FormCell) -> Int? {
    session.topScreen.visibleCells.firstIndex { $0 === cell }.map { $0 + 1 }
  }

  // MARK: - Keys

  /// Applies one key.
  ///
  /// - Returns: How the session ended, once it has; `nil` while it goes on.
  @discardableResult
  public func handle(_ key: TerminalKey) -> Ending? {
    // NB: keys typed together arrive as one text; outside an editor each is a command.
    if editor == nil, case .text(let typed) = key, typed.count > 1 {
      for character in typed {
        if let ending = handle(.text(String(character))) { return ending }
      }
      return nil
    }
    follow()
    if let asking = confirming {
      confirming = nil
      note = nil
      if key == .text("y") || key == .text("Y") { return asking }
      return nil
    }
    if key == .control("c") { return requestEnd(.aborted) }
    if editor != nil { return handleEditing(key) }
    if isTypingFilter { return handleFilter(key) }
    note = nil
    guard let cell = currentRow else {
      return handleEmpty(key)
    }
    let offered = cell.offeredGestures
    let steps = offered.contains(.increment)
    let isText = offered.contains(.enter) && !steps
    let selectable = cell.control as? any SelectableControl
    switch key {
    case .up, .backTab: moveCursor(to: cursorIndex - 1)
    case .down, .tab: moveCursor(to: cursorIndex + 1)
    case .text("k") where !isText: moveCursor(to: cursorIndex - 1)
    case .text("j") where !isText: moveCursor(to: cursorIndex + 1)
    case .pageUp: moveCursor(to: cursorIndex - pageSize)
    case .pageDown: moveCursor(to: cursorIndex + pageSize)
    case .home where !isText: moveCursor(to: 0)
    case .end where !isText: moveCursor(to: rows.count - 1)
    case .control("z"): perform(.undo, on: nil)
    case .control("y"): perform(.redo, on: nil)
    case .control("d"): return requestEnd(.quit)
    case .text("q") where !isText: return requestEnd(.quit)
    case .text("/") where !isText:
      filter = LineEditor()
      isTypingFilter = true
      rowBeforeFilter = cell
    case .escape:
      if filter != nil {
        filter = nil
        moveCursor(to: number(of: cell).map { $0 - 1 } ?? 0)
      } else {
        perform(.back, on: nil)
      }
    case .enter:
      if isText || (steps && offered.contains(.enter)) {
        startEditing(cell)
      } else if offered.contains(.tap) {
        tapped(cell)
      } else if offered.contains(.toggle) {
        perform(.toggle(row: row(cell)), on: cell)
      } else if let selectable {
        choose(next: 1, in: selectable, cell)
      } else {
        perform(.tap(row: row(cell)), on: cell)
      }
    case .text(" ") where !isText:
      if offered.contains(.toggle) {
        perform(.toggle(row: row(cell)), on: cell)
      } else if let selectable {
        choose(next: 1, in: selectable, cell)
      } else {
        tapped(cell)
      }
    case .left where isText, .right where isText:
      startEditing(cell)
      return handleEditing(key)
    case _ where key == .left || (key == .text("-") && !isText):
      if steps {
        perform(.decrement(row: row(cell)), on: cell)
      } else if let selectable {
        choose(next: -1, in: selectable, cell)
      } else if key == .left {
        perform(.back, on: nil)
      }
    case _ where key == .right || (key == .text("+") && !isText):
      if steps {
        perform(.increment(row: row(cell)), on: cell)
      } else if let selectable {
        choose(next: 1, in: selectable, cell)
      } else if key == .right, offered.contains(.tap), cell.accessory == .disclosureIndicator {
        tapped(cell)
      }
    case .text("d") where !isText && offered.contains(.delete), .delete where !isText:
      perform(.delete(row: row(cell)), on: cell)
    case .text("K") where !isText, .text("J") where !isText:
      moveRow(cell, by: key == .text("K") ? -1 : 1)
    case .text, .backspace, .delete, .home, .end, .wordLeft, .wordRight:
      if isText {
        startEditing(cell)
        return handleEditing(key)
      }
      note = Note(
        text: "that key does nothing on this row; the keys it takes are below",
        isError: false, cell: cell, besideRow: false)
    default:
      break
    }
    follow()
    return nil
  }

  private func handleEmpty(_ key: TerminalKey) -> Ending? {
    switch key {
    case .escape, .left:
      if filter != nil { filter = nil } else { perform(.back, on: nil) }
    case .control("d"), .text("q"): return requestEnd(.quit)
    case .control("z"): perform(.undo, on: nil)
    case .control("y"): perform(.redo, on: nil)
    case .text("/"):
      filter = LineEditor()
      isTypingFilter = true
    default: break
    }
    follow()
    return nil
  }

  private var pageSize: Int { 10 }

  private func row(_ cell: FormCell) -> ItemReference {
    .number(number(of: cell) ?? 0)
  }

  private func tapped(_ cell: FormCell) {
    let before = session.screens.count
    perform(.tap(row: row(cell)), on: cell)
    // NB: a row that stays on the screen keeps the cursor; a pushed screen has its own.
    if session.screens.count != before { follow() }
  }

  private func choose(next step: Int, in control: any SelectableControl, _ cell: FormCell) {
    let count = control.optionTitles.count
    guard count > 0 else { return }
    let current = control.selectedIndex ?? (step > 0 ? -1 : count)
    let target = ((current + step) % count + count) % count
    perform(.select(row: row(cell), option: .number(target + 1)), on: cell)
  }

  private func moveRow(_ cell: FormCell, by step: Int) {
    guard cell.didMove != nil, let section = cell.section else {
      note = Note(text: "this row cannot be moved", isError: true, cell: cell, besideRow: true)
      return
    }
    let siblings = session.topScreen.visibleCells.filter { $0.section === section }
    guard let index = siblings.firstIndex(where: { $0 === cell }),
      siblings.indices.contains(index + step), let target = number(of: siblings[index + step])
    else { return }
    perform(.move(row: row(cell), to: .number(target)), on: cell)
    cursorCell = cell
  }

  /// Runs `gesture` through the shared vocabulary; a refusal becomes a note beside the row.
  private func perform(_ gesture: Gesture, on cell: FormCell?) {
    do {
      try session.perform(gesture)
      if let error = session.lastError {
        note = Note(text: "\(error)", isError: true, cell: cell, besideRow: cell != nil)
      }
    } catch {
      note = Note(text: error.message, isError: true, cell: cell, besideRow: cell != nil)
    }
  }

  private func requestEnd(_ ending: Ending) -> Ending? {
    // NB: text typed but not yet entered counts as a change: it would be lost too.
    let typed = editor.map { editing in
      (editedCell?.control as? any TextEnterableControl)?.editingText != editing.text
    }
    let submitted = session.submitCount > 0
    guard session.isDirty || typed == true else { return submitted ? .submitted : ending }
    confirming = ending
    note = Note(
      text: submitted
        ? "Discard the changes made since the last submit and quit? (y/n)"
        : "Quit without submitting? Your changes will be lost. (y/n)",
      isError: false, cell: nil, besideRow: false)
    return nil
  }

  // MARK: - Editing text in place

  private func startEditing(_ cell: FormCell) {
    guard let control = cell.control as? any TextEnterableControl else { return }
    let takes = (control as? any HostedControl)?.acceptsInput ?? cell.acceptsInput
    guard takes, cell.acceptsInput else {
      perform(.enter(row: row(cell), text: control.editingText), on: cell)
      return
    }
    editor = LineEditor(text: control.editingText)
    editedCell = cell
    if let hosted = control as? any HostedControl { hosted.takeFocus() }
    lastFocus = session.focus
  }

  private func handleEditing(_ key: TerminalKey) -> Ending? {
    guard var editing = editor, let cell = editedCell, number(of: cell) != nil else {
      editor = nil
      follow()
      return nil
    }
    switch key {
    case .enter, .tab, .down:
      if commit(editing.text, into: cell) { moveCursor(to: cursorIndex + 1) }
    case .backTab, .up:
      if commit(editing.text, into: cell) { moveCursor(to: cursorIndex - 1) }
    case .escape:
      editor = nil
      note = nil
    case .control("d"):
      return requestEnd(.quit)
    case .control("z"), .control("y"), .control("l"), .control("c"):
      break
    default:
      editing.handle(key)
      editor = editing
      note = nil
    }
    follow()
    return nil
  }

  /// Enters `text` into `cell`; on a refusal the editor stays open with the error beside.
  private func commit(_ text: String, into cell: FormCell) -> Bool {
    note = nil
    perform(.enter(row: row(cell), text: text), on: cell)
    if note?.isError == true { return false }
    editor = nil
    return true
  }

  // MARK: - Filter

  private func handleFilter(_ key: TerminalKey) -> Ending? {
    guard var typing = filter else {
      isTypingFilter = false
      return nil
    }
    switch key {
    case .escape:
      filter = nil
      isTypingFilter = false
      if let cell = rowBeforeFilter, let number = number(of: cell) { moveCursor(to: number - 1) }
    case .enter:
      isTypingFilter = false
      if let cell = currentRow {
        filter = nil
        moveCursor(to: (number(of: cell) ?? 1) - 1)
        if cell.offeredGestures.contains(.tap) { tapped(cell) }
      }
    case .up, .backTab: moveCursor(to: cursorIndex - 1)
    case .down, .tab: moveCursor(to: cursorIndex + 1)
    case .control("d"): return requestEnd(.quit)
    default:
      typing.handle(key)
      filter = typing
      cursorIndex = 0
      cursorCell = nil
    }
    follow()
    return nil
  }

  // MARK: - Drawing

  /// The screen at `width` × `height` columns and lines: the path, the rows (scrolled so the
  /// cursor shows), a status line and the help bar.
  public func frame(width: Int, height: Int) -> Frame {
    follow()
    let width = max(width, 10)
    let height = max(height, 4)
    let renderer = ScreenRenderer(style: style, marksFocus: false)
    var all = renderer.lines(session.topScreen, path: session.path)
    let breadcrumb = all.removeFirst()
    let shown = Set(rows.map(ObjectIdentifier.init))
    let cells = session.topScreen.visibleCells
    var body: [String] = []
    var cursorLine: ClosedRange<Int>?
    var rowLines = Set<Int>()
    var textCursor: Frame.Position?
    let titleWidth =
      cells.map(\.title.escapingInvisibles.displayWidth).max() ?? 0
    for line in all {
      guard let number = line.row else {
        if filter == nil || filter?.text.isEmpty == true { body.append(line.text) }
        continue
      }
      let cell = cells[number - 1]
      guard shown.contains(ObjectIdentifier(cell)) else { continue }
      let isCursor = cell === currentRow
      if line.isRow {
        var text = line.text
        if isCursor, let editor, editedCell === cell {
          let (edited, column) = editedRow(
            cell, number: number, editor: editor, titleWidth: titleWidth)
          text = edited
          textCursor = Frame.Position(line: body.count, column: column)
        }
        // NB: the cursor's mark takes the margin's first column, so the columns stay.
        if isCursor {
          cursorLine = body.count...body.count
          let marker = style.apply(.prompt, to: "❯")
          text = text.first == " " ? marker + text.dropFirst() : marker + text
        }
        rowLines.insert(body.count)
        body.append(text)
      } else {
        rowLines.insert(body.count)
        body.append(line.text)
        if isCursor, let range = cursorLine { cursorLine = range.lowerBound...body.count }
      }
      // NB: a refusal that only repeats the row's own message is not said twice.
      if isCursor, line.isRow == false || cell.message == nil, let note, note.besideRow,
        note.cell === cell, !(cell.message.map { note.text.hasSuffix(": " + $0) } ?? false)
      {
        body.append("     " + style.apply(.error, to: "! \(note.text.escapingInvisibles)"))
        if let range = cursorLine { cursorLine = range.lowerBound...body.count }
      }
    }
    if rows.isEmpty {
      body.append(filter.map { "  no row's title contains '\($0.text)'" } ?? "  (no rows)")
    }
    // NB: scroll so the cursor's row, its message and its note show.
    let bodyHeight = height - 3
    if let range = cursorLine {
      if range.lowerBound < scroll {
        // NB: scrolling up shows the header and blank line above the row too.
        scroll = range.lowerBound
        while scroll > 0, !rowLines.contains(scroll - 1), range.upperBound - scroll + 1 < bodyHeight
        {
          scroll -= 1
        }
      }
      if range.upperBound >= scroll + bodyHeight {
        scroll = min(range.lowerBound, range.upperBound - bodyHeight + 1)
      }
    }
    scroll = max(0, min(scroll, body.count - bodyHeight))
    var lines = [breadcrumb.text]
    lines += body.dropFirst(scroll).prefix(bodyHeight)
    while lines.count < height - 2 { lines.append("") }
    let above = scroll
    let below = max(0, body.count - scroll - bodyHeight)
    lines.append(statusLine(above: above, below: below))
    lines.append(style.apply(.footer, to: helpBar))
    if let position = textCursor {
      textCursor = Frame.Position(line: position.line - scroll + 1, column: position.column)
      if let line = textCursor?.line, !(1..<(height - 2)).contains(line) { textCursor = nil }
    }
    if let position = textCursor, position.column >= width {
      textCursor = Frame.Position(line: position.line, column: width - 1)
    }
    if isTypingFilter, let filter {
      let prefix = "/ filter: "
      textCursor = Frame.Position(
        line: height - 2,
        column: min(
          width - 1, prefix.displayWidth + String(filter.textBeforeCursor).displayWidth))
    }
    return Frame(lines: lines.map { $0.fitted(to: width) }, cursor: textCursor)
  }

  /// The row being edited: its title, then the editor's text in brackets; and the column the
  /// cursor is at.
  private func editedRow(
    _ cell: FormCell, number: Int, editor: LineEditor, titleWidth: Int
  ) -> (String, Int) {
    let masks = (cell.control as? any TextEnterableControl)?.masksText ?? false
    let shown = masks ? String(repeating: "•", count: editor.text.count) : editor.text
    let before =
      masks
      ? String(repeating: "•", count: editor.cursor) : String(editor.textBeforeCursor)
    let label = String(number).leftPadded(to: 3)
    let title = cell.title.escapingInvisibles.padded(toDisplayWidth: titleWidth)
    let prefix = "\(label)  \(title)  ["
    return (
      prefix + shown.escapingInvisibles + "]",
      prefix.displayWidth + before.escapingInvisibles.displayWidth
    )
  }

  private func statusLine(above: Int, below: Int) -> String {
    if isTypingFilter, let filter { return "/ filter: " + filter.text.escapingInvisibles }
    if let note, !note.besideRow {
      return style.apply(note.isError ? .error : .prompt, to: note.text.escapingInvisibles)
    }
    if let filter, !filter.text.isEmpty {
      return "filter: \(filter.text.escapingInvisibles) (esc clears)"
    }
    var parts: [String] = []
    if above > 0 { parts.append("↑ \(above) more") }
    if below > 0 { parts.append("↓ \(below) more") }
    return style.apply(.footer, to: parts.joined(separator: "  "))
  }

  /// The keys for the row under the cursor, most useful first.
  public var helpBar: String {
    if confirming != nil { return "y: yes · any other key: no" }
    if editor != nil { return "enter save · esc cancel · ←→ home end edit · ↑↓ save and move" }
    if isTypingFilter { return "type to filter · enter open · ↑↓ move · esc clear" }
    var keys: [String] = []
    if let cell = currentRow {
      let offered = cell.offeredGestures
      let steps = offered.contains(.increment)
      if offered.contains(.enter) && !steps {
        keys.append("type to edit")
      } else if offered.contains(.toggle) {
        keys.append("space toggle")
      } else if steps {
        keys.append("←→ step")
        keys.append("enter type a value")
      } else if cell.control is any SelectableControl {
        keys.append("←→ choose")
      } else if offered.contains(.tap) {
        switch cell.accessory {
        case .disclosureIndicator: keys.append("enter open")
        case .checkmark: keys.append("enter choose")
        case .none: keys.append("enter press")
        }
      }
      if offered.contains(.delete) { keys.append("d delete") }
      if offered.contains(.move) { keys.append("J/K move") }
    }
    keys.append("↑↓ move")
    if session.canPop { keys.append("esc back") }
    keys.append("q quit")
    keys.append("/ filter")
    keys.append("^Z undo")
    return keys.joined(separator: " · ")
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }

  /// The text cut to `width` columns (ending in `…` when cut) and padded to it; ANSI
  /// styling sequences take no columns and are kept whole.
  func fitted(to width: Int) -> String {
    var pieces: [(text: String, columns: Int)] = []
    var iterator = makeIterator()
    while let character = iterator.next() {
      guard character == "\u{1B}" else {
        pieces.append((String(character), character.displayWidth))
        continue
      }
      var sequence = String(character)
      while let next = iterator.next() {
        sequence.append(next)
        if next.isLetter { break }
      }
      pieces.append((sequence, 0))
    }
    let total = pieces.reduce(0) { $0 + $1.columns }
    guard total > width else {
      return self + String(repeating: " ", count: width - total)
    }
    var result = ""
    var used = 0
    for piece in pieces {
      if piece.columns == 0 {
        result += piece.text
        continue
      }
      guard used + piece.columns <= width - 1 else { break }
      result += piece.text
      used += piece.columns
    }
    let reset = contains("\u{1B}") ? "\u{1B}[0m" : ""
    return result + reset + "…" + String(repeating: " ", count: max(0, width - used - 1))
  }
}
