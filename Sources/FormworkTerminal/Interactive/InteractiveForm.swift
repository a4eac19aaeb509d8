public import Formwork

/// The interactive front end: a cursor over the top screen's rows, text edited in place, a
/// `/` filter, errors beside their rows and a help bar naming the keys for the row under the
/// cursor. It does no I/O: keys go in through ``handle(_:)``, frames come out of
/// ``frame(width:height:)``; ``InteractiveTerminal`` runs it on a real terminal, and tests
/// drive it key by key.
///
/// ```swift
/// let form = InteractiveForm(session: FormDriver(
///   initial: Settings(), title: "Settings", build: settingsForm))
/// form.handle(.enter)                                  // opens Personal Hotspot
/// form.handle(.text(" "))                              // turns the hotspot off
/// print(form.frame(width: 60, height: 12).text)
/// ```
///
/// Every key goes through one table, ``InteractiveKeys``: what a key does on the row under
/// the cursor and what the help bar says it does come from the same line of it. Every
/// gesture goes through the shared vocabulary (`Gesture`, resolved by
/// `RunningForm.resolve(_:)`), in words of the full screen (no REPL commands in them).
public final class InteractiveForm {
  /// How a session ended, and the exit status `formwork-demo` gives it.
  public enum Ending: Equatable, Sendable {
    /// The form was submitted and not changed since.
    case submitted
    /// The user left a form with nothing to submit, or whose changes are kept without a
    /// submit (``InteractiveForm/savesChanges``): nothing was lost.
    case closed
    /// The front end's own end came (``InteractiveForm/endsWhen``): a chooser's choice.
    case finished
    /// The user left a form with a submit button without submitting it.
    case quit
    /// The user pressed Ctrl-C (or the terminal went away).
    case aborted

    /// `0` submitted, closed or finished; `3` quit without submitting; `130` aborted (128 +
    /// SIGINT, as shells report Ctrl-C).
    public var exitStatus: Int32 {
      switch self {
      case .submitted, .closed, .finished: return 0
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

  /// A gesture the front end carried out, for a recording of the session.
  public struct Performed: Equatable, Sendable {
    /// The gesture, its row by number.
    public var gesture: Gesture
    /// Whether the form took it (a refused gesture changes no state).
    public var isTaken: Bool
    /// Whether asynchronous checks were waiting when it was made (a submit refuses while a
    /// check runs).
    public var whileChecking: Bool
  }

  /// A text to edit in the user's own editor (Ctrl-E on a text area): the terminal loop runs
  /// `$EDITOR` on it and answers with ``finishExternalEdit(_:failure:)``.
  public struct ExternalEdit: Equatable, Sendable {
    /// The text to start from.
    public var text: String
    /// The row's title.
    public var title: String

    /// Creates a request to edit `text`, the text of the row titled `title`.
    public init(text: String, title: String) {
      self.text = text
      self.title = title
    }
  }

  /// The form.
  public let session: any RunningForm
  /// Plain text, ANSI styling, or high contrast.
  public var style: ScreenStyle
  /// Whether the form's changes are kept without a submit (saved after every change): leaving
  /// asks nothing and ends ``Ending/closed``.
  public var savesChanges = false
  /// Ends the session, ``Ending/finished``, once it returns `true` after a key: how a chooser
  /// says a choice was made.
  public var endsWhen: (() -> Bool)?
  /// Called with every gesture carried out, taken or refused, in order: `formwork-demo
  /// --record` writes them as a script the REPL replays.
  public var onGesture: ((Performed) -> Void)?
  /// The text waiting to be edited in `$EDITOR`, once Ctrl-E asked for it.
  public private(set) var externalEdit: ExternalEdit?

  private weak var cursorCell: FormCell?
  private var cursorIndex = 0
  private var scroll = 0
  private weak var shownScreen: Screen?
  private var shownDepth = 0
  /// The cursor's row on each screen below the top one, to find it there on the way back.
  private var savedCursors: [ObjectIdentifier: SavedCursor] = [:]
  /// The focused row last seen: the cursor follows the focus when it moves elsewhere (a
  /// refused submit focusing the first field to fix).
  private weak var seenFocus: FormCell?
  /// Row gestures taken since the top screen opened: a draft screen's edits.
  private var changesOnScreen = 0
  private var edit: Edit?
  private weak var externalEditCell: FormCell?
  private var filter: LineEditor?
  private var isTypingFilter = false
  /// The row the cursor was on when the filter started, for esc to go back to.
  private weak var rowBeforeFilter: FormCell?
  private var note: Note?
  private var question: Question?
  private var spinnerPhase = 0
  private var bodyHeight = 10

  private struct SavedCursor {
    weak var cell: FormCell?
    var index: Int
  }

  /// A row's text being edited in place.
  private struct Edit {
    var editor: LineEditor
    weak var cell: FormCell?
    /// The text as it was, for esc to put back.
    var original: String
    /// Whether the form refused the text during this edit (it shows the refused text).
    var wasRefused = false
    /// Whether the first character typed replaces the text (a stepper's value).
    var replacesOnType = false
    var isArea: Bool
    /// The first character shown, when the text is wider than its place.
    var scroll = 0
  }

  private struct Note {
    enum Kind { case error, info, success }
    var text: String
    var kind: Kind
    weak var cell: FormCell?
    var besideRow: Bool
  }

  private enum Question {
    case end(Ending)
    case leaveDraft(String)
  }

  /// Creates a front end over `session`, the cursor on the first row (or the focused one).
  public init(session: any RunningForm, style: ScreenStyle = .plain) {
    self.session = session
    self.style = style
    follow()
  }

  /// Shows `text` on the status line until the next key: news from outside the form, such
  /// as a draft that could not be restored. A long text takes more lines.
  public func announce(_ text: String) {
    note = Note(text: text, kind: .error, cell: nil, besideRow: false)
  }

  /// Moves the spinner on while an asynchronous check runs: the terminal loop calls it a few
  /// times a second.
  public func tick() {
    if session.isChecking { spinnerPhase += 1 }
  }

  /// Whether an asynchronous check is waiting or running (the spinner turns).
  public var isChecking: Bool { session.isChecking }

  /// Takes the text edited in `$EDITOR` into the text area Ctrl-E was pressed on (committing
  /// it, as Enter would), or says why the editor gave nothing back.
  ///
  /// - Parameters:
  ///   - text: The text, or `nil` when the editor failed.
  ///   - failure: Why it failed, shown on the status line.
  public func finishExternalEdit(_ text: String?, failure: String? = nil) {
    externalEdit = nil
    guard let cell = externalEditCell, number(of: cell) != nil else { return }
    externalEditCell = nil
    guard let text else {
      note = Note(
        text: failure ?? strings.phrase("the editor gave nothing back; the text is as it was"),
        kind: .error,
        cell: nil, besideRow: false)
      return
    }
    if edit == nil || edit?.cell !== cell { _ = startEditing(cell) }
    guard var current = edit else { return }
    current.editor = LineEditor(text: text)
    current.editor.allowsLineBreaks = current.isArea
    edit = current
    save(moving: 0)
  }

  // MARK: - Rows

  /// The rows the cursor moves over: the top screen's visible rows, filtered by title while
  /// a filter is typed.
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

  /// What `cell` is, as far as keys go.
  static func kind(of cell: FormCell) -> RowKind {
    switch cell.role {
    case .checkbox: return .checkbox
    case .option: return .option
    default: break
    }
    let offered = cell.offeredGestures
    if cell.control is TextArea { return .textArea }
    if offered.contains(.increment) { return .stepper }
    if offered.contains(.enter) { return .text }
    if offered.contains(.toggle) { return .toggle }
    if cell.control is PickerOptions { return .picker }
    if offered.contains(.select) { return .choice }
    if offered.contains(.tap) {
      return cell.accessory == .disclosureIndicator ? .link : .button
    }
    return .label
  }

  /// What keys act on now.
  private var mode: InteractiveKeys.Mode {
    if question != nil { return .confirming }
    if let edit { return .editing(lines: edit.isArea) }
    if isTypingFilter { return .filtering }
    return .row(currentRow.map(Self.kind) ?? .label)
  }

  /// What the top screen and the row allow.
  private var situation: InteractiveKeys.Situation {
    let offered = currentRow?.offeredGestures ?? []
    let cells = session.topScreen.visibleCells
    return InteractiveKeys.Situation(
      canGoBack: session.canPop, canDelete: offered.contains(.delete),
      canMove: offered.contains(.move),
      isPickerScreen: session.canPop && !cells.isEmpty && cells.allSatisfy { $0.role == .option },
      isCheckboxScreen: cells.count > 1 && cells.allSatisfy { $0.role == .checkbox })
  }

  /// Keeps the cursor on its row when rows come and go; starts a newly opened screen on its
  /// chosen option or first row, and finds the cursor where it was on a screen gone back to;
  /// follows the form's focus when it moves elsewhere.
  private func follow() {
    let screen = session.topScreen
    let stack = Set(session.screens.map(ObjectIdentifier.init))
    if shownScreen !== screen {
      if let shown = shownScreen, stack.contains(ObjectIdentifier(shown)) {
        savedCursors[ObjectIdentifier(shown)] = SavedCursor(cell: cursorCell, index: cursorIndex)
      }
      savedCursors = savedCursors.filter { stack.contains($0.key) }
      let depth = session.screens.count
      let saved = depth < shownDepth ? savedCursors[ObjectIdentifier(screen)] : nil
      shownScreen = screen
      shownDepth = depth
      edit = nil
      filter = nil
      isTypingFilter = false
      scroll = 0
      changesOnScreen = 0
      if let saved {
        cursorCell = saved.cell
        cursorIndex = saved.index
      } else {
        let cells = screen.visibleCells
        let start =
          cells.firstIndex { $0.isFocused }
          ?? cells.firstIndex { $0.role == .option && $0.accessory == .checkmark } ?? 0
        cursorIndex = start
        cursorCell = cells.indices.contains(start) ? cells[start] : nil
      }
      seenFocus = screen.visibleCells.first { $0.isFocused }
    }
    let rows = rows
    if let cell = cursorCell, let index = rows.firstIndex(where: { $0 === cell }) {
      cursorIndex = index
    }
    let focused = session.focus == nil ? nil : screen.visibleCells.first { $0.isFocused }
    if focused !== seenFocus {
      seenFocus = focused
      if let focused, let index = rows.firstIndex(where: { $0 === focused }) {
        cursorIndex = index
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
    seenFocus = session.topScreen.visibleCells.first { $0.isFocused }
  }

  /// The number the row has on the screen (as the REPL numbers it).
  private func number(of cell: FormCell) -> Int? {
    session.topScreen.visibleCells.firstIndex { $0 === cell }.map { $0 + 1 }
  }

  private func row(_ cell: FormCell) -> ItemReference {
    .number(number(of: cell) ?? 0)
  }

  // MARK: - Keys

  /// Applies one key, as the key table (``InteractiveKeys``) says for the row under the
  /// cursor, or the editor, filter or question in front of it.
  ///
  /// - Returns: How the session ended, once it has; `nil` while it goes on.
  @discardableResult
  public func handle(_ key: TerminalKey) -> Ending? {
    follow()
    // NB: keys typed together arrive as one text; where text is not typed, each is a key.
    if case .text(let typed) = key, typed.count > 1, !takesText {
      for character in typed {
        if let ending = handle(.text(String(character))) { return ending }
      }
      return nil
    }
    let mode = self.mode
    let bindings = InteractiveKeys.bindings(for: mode, in: situation)
    guard let binding = bindings.first(where: { $0.matches(key) }) else {
      let name =
        if case .unknown = key { strings.phrase("that key") } else { key.name(in: strings) }
      note = Note(
        text: strings.phrase("%@ does nothing here; the keys it takes are below", name),
        kind: .info,
        cell: nil, besideRow: false)
      return nil
    }
    if mode != .confirming { note = nil }
    let ending = run(binding.action, key: key)
    follow()
    if ending == nil, let endsWhen, endsWhen() { return .finished }
    return ending
  }

  /// Whether a typed text goes in whole: into an editor, the filter, or a text row.
  private var takesText: Bool {
    if question != nil { return false }
    if edit != nil || isTypingFilter { return true }
    return currentRow.map { Self.kind(of: $0).takesTyping } ?? false
  }

  /// The direction a key moves in: `1` down or forwards, `-1` up or backwards.
  private func direction(of key: TerminalKey) -> Int {
    switch key {
    case .up, .backTab, .left, .pageUp, .home, .text("k"), .text("K"), .text("-"): return -1
    default: return 1
    }
  }

  /// Carries out `action`, the key table's word for `key` here: the question's answers and
  /// the endings here, the rest by what they act on.
  private func run(_ action: KeyAction, key: TerminalKey) -> Ending? {
    switch action {
    case .quit: return requestEnd(.quit)
    case .abort: return question != nil ? .aborted : requestEnd(.aborted)
    case .yes: return answerYes()
    case .no:
      question = nil
      note = nil
    case .move, .page, .jump, .filterMove: moveCursor(for: action, key: key)
    case .edit, .type, .retype, .externalEditor, .save, .saveAndMove, .cancel, .editKey:
      runEditing(action, key: key)
    case .filter, .filterKey, .filterOpen, .clearFilter: runFilter(action, key: key)
    case .back: goBack()
    case .undo:
      if perform(.undo, on: nil) { note = nil }
    case .redo:
      if perform(.redo, on: nil) { note = nil }
    case .redraw: break
    case .toggle, .open, .press, .step, .chooseInPlace, .choose, .chooseAndReturn, .check,
      .checkAll, .checkNone, .deleteRow, .moveRow:
      runOnRow(action, key: key)
    }
    return nil
  }

  /// Moves the cursor a row, a page, or to the first or last row.
  private func moveCursor(for action: KeyAction, key: TerminalKey) {
    switch action {
    case .page: moveCursor(to: cursorIndex + direction(of: key) * max(1, bodyHeight - 1))
    case .jump: moveCursor(to: key == .home ? 0 : rows.count - 1)
    default: moveCursor(to: cursorIndex + direction(of: key))
    }
  }

  /// The actions on the row under the cursor that are gestures: toggling, opening, pressing,
  /// stepping, choosing, checking, deleting and moving it.
  private func runOnRow(_ action: KeyAction, key: TerminalKey) {
    if action == .checkAll || action == .checkNone {
      let checked = action == .checkAll
      for box in session.topScreen.visibleCells
      where box.role == .checkbox && (box.accessory == .checkmark) != checked {
        perform(.tap(row: row(box)), on: box)
      }
      return
    }
    guard let cell = currentRow else { return }
    switch action {
    case .toggle: perform(.toggle(row: row(cell)), on: cell)
    case .step:
      let up = direction(of: key) > 0
      perform(up ? .increment(row: row(cell)) : .decrement(row: row(cell)), on: cell)
    case .chooseInPlace:
      if let control = cell.control as? any SelectableControl {
        choose(next: direction(of: key), in: control, cell)
      }
    case .chooseAndReturn:
      let depth = session.screens.count
      if perform(.tap(row: row(cell)), on: cell), session.screens.count == depth {
        perform(.back, on: nil)
      }
    case .deleteRow: deleteRow(cell)
    case .moveRow: moveRow(cell, by: direction(of: key))
    default: perform(.tap(row: row(cell)), on: cell)  // open, press, choose, check
    }
  }

  /// The actions on text edited in place: starting, typing, saving, cancelling, or handing
  /// it to `$EDITOR`.
  private func runEditing(_ action: KeyAction, key: TerminalKey) {
    let cell = currentRow
    switch action {
    case .edit:
      // NB: a stepper's value is replaced by what is typed first, as a selected text is.
      guard let cell, startEditing(cell, replacesOnType: Self.kind(of: cell) == .stepper)
      else { break }
      if key != .enter { editKey(key) }
    case .type:
      guard let cell, startEditing(cell) else { break }
      editKey(key)
    case .retype:
      guard let cell, startEditing(cell, replacesOnType: true) else { break }
      editKey(key)
    case .externalEditor: requestExternalEdit(of: edit?.cell ?? cell)
    case .save: save(moving: 1, onlyIfTaken: true)
    case .saveAndMove: save(moving: direction(of: key))
    case .cancel: cancelEditing()
    default: editKey(key)
    }
  }

  /// Asks the terminal loop to run `$EDITOR` on the text of `target` (Ctrl-E), or says why
  /// not.
  private func requestExternalEdit(of target: FormCell?) {
    guard let target, let control = target.control as? any TextEnterableControl else { return }
    guard target.acceptsInput else {
      note = Note(text: disabledText(target), kind: .error, cell: target, besideRow: true)
      return
    }
    externalEditCell = target
    externalEdit = ExternalEdit(
      text: edit?.editor.text ?? control.editingText, title: target.title)
  }

  /// The actions on the `/` filter: starting it, typing into it, opening the row it found,
  /// or clearing it.
  private func runFilter(_ action: KeyAction, key: TerminalKey) {
    switch action {
    case .filter:
      filter = LineEditor()
      isTypingFilter = true
      rowBeforeFilter = currentRow
    case .filterKey:
      filter?.handle(key)
      cursorIndex = 0
      cursorCell = nil
    case .filterOpen: openFiltered()
    case .clearFilter:
      filter = nil
      isTypingFilter = false
      if let before = rowBeforeFilter, let number = number(of: before) {
        moveCursor(to: number - 1)
      }
    default: break
    }
  }

  private func choose(next step: Int, in control: any SelectableControl, _ cell: FormCell) {
    let count = control.optionTitles.count
    guard count > 0 else { return }
    let current = control.selectedIndex ?? (step > 0 ? -1 : count)
    let target = ((current + step) % count + count) % count
    perform(.select(row: row(cell), option: .number(target + 1)), on: cell)
  }

  /// Deletes a list row; the cursor goes to the row that takes its place in the list (or the
  /// one before it), not onto a row of another kind after the list.
  private func deleteRow(_ cell: FormCell) {
    let siblings = session.topScreen.visibleCells.filter {
      $0.section === cell.section && $0.didDelete != nil
    }
    let index = siblings.firstIndex { $0 === cell } ?? 0
    let next = siblings.indices.contains(index + 1) ? siblings[index + 1] : nil
    let previous = index > 0 ? siblings[index - 1] : nil
    if perform(.delete(row: row(cell)), on: cell), let stay = next ?? previous {
      cursorCell = stay
    }
  }

  private func moveRow(_ cell: FormCell, by step: Int) {
    guard let section = cell.section else { return }
    let siblings = session.topScreen.visibleCells.filter { $0.section === section }
    guard let index = siblings.firstIndex(where: { $0 === cell }),
      siblings.indices.contains(index + step), let target = number(of: siblings[index + step])
    else {
      note = Note(
        text: strings.phrase("already at the end of its list"), kind: .info, cell: cell,
        besideRow: true)
      return
    }
    perform(.move(row: row(cell), to: .number(target)), on: cell)
    cursorCell = cell
  }

  private func goBack() {
    guard session.canPop else {
      note = Note(
        text: strings.phrase("this is the first screen; %@ quits", quitKeyName), kind: .info,
        cell: nil,
        besideRow: false)
      return
    }
    let screen = session.topScreen
    if screen.holdsDraft, changesOnScreen > 0 {
      question = .leaveDraft(screen.title)
      return
    }
    perform(.back, on: nil)
  }

  private func openFiltered() {
    guard let cell = currentRow else { return }
    isTypingFilter = false
    filter = nil
    cursorCell = cell
    moveCursor(to: (number(of: cell) ?? 1) - 1)
    switch Self.kind(of: cell) {
    case .link, .picker: perform(.tap(row: row(cell)), on: cell)
    case .option: _ = run(situation.isPickerScreen ? .chooseAndReturn : .choose, key: .enter)
    default: break
    }
  }

  /// Runs `gesture` through the shared vocabulary; a refusal becomes a note in the front
  /// end's words (beside the row for a row's gesture).
  ///
  /// - Returns: Whether the form took it.
  @discardableResult
  private func perform(_ gesture: Gesture, on cell: FormCell?) -> Bool {
    let checking = session.isChecking
    switch session.resolve(gesture) {
    case .failure:
      onGesture?(Performed(gesture: gesture, isTaken: false, whileChecking: checking))
      note = Note(
        text: strings.phrase("not possible here"), kind: .error, cell: cell,
        besideRow: cell != nil)
      return false
    case .success(let resolved):
      guard resolved.refusal == nil else {
        onGesture?(Performed(gesture: resolved.gesture, isTaken: false, whileChecking: checking))
        note = refusal(of: resolved.gesture, on: cell)
        return false
      }
      let taken = resolved.run()
      onGesture?(Performed(gesture: resolved.gesture, isTaken: taken, whileChecking: checking))
      if taken {
        if cell != nil { changesOnScreen += 1 }
        if let error = session.lastError {
          note = Note(
            text: error.message(in: strings), kind: .error, cell: cell, besideRow: cell != nil)
        }
      } else if let cell {
        // NB: the row's own message says why; without one, a short word.
        if cell.message == nil {
          note = Note(
            text: strings.phrase("not taken"), kind: .error, cell: cell, besideRow: true)
        }
        if edit?.cell === cell { edit?.wasRefused = true }
      } else {
        note = refusal(of: resolved.gesture, on: nil)
      }
      return taken
    }
  }

  /// Why `gesture` would be refused before running it, in the full screen's words.
  private func refusal(of gesture: Gesture, on cell: FormCell?) -> Note {
    if let cell {
      return Note(text: disabledText(cell), kind: .error, cell: cell, besideRow: true)
    }
    let text: String
    switch gesture {
    case .undo: text = strings.phrase("nothing to undo")
    case .redo: text = strings.phrase("nothing to redo")
    default: text = strings.phrase("this is the first screen; %@ quits", quitKeyName)
    }
    return Note(text: text, kind: .info, cell: nil, besideRow: false)
  }

  private func disabledText(_ cell: FormCell) -> String {
    cell.disabledReason.map { strings.phrase("disabled: %@", $0) }
      ?? strings.phrase("this row is disabled")
  }

  /// The key that quits from the row under the cursor, as the help bar names it.
  private var quitKeyName: String {
    let kind = currentRow.map(Self.kind) ?? .label
    let binding = InteractiveKeys.bindings(for: .row(kind), in: situation).first {
      $0.action == .quit
    }
    return binding?.keys.first?.name(in: strings) ?? TerminalKey.control("d").name(in: strings)
  }

  // MARK: - Ending

  /// Whether leaving now would lose work, text typed and not entered yet included.
  private var wouldLoseChanges: Bool {
    let typed = edit.map { editing in
      (editing.cell?.control as? any TextEnterableControl)?.editingText != editing.editor.text
    }
    return session.wouldLoseChanges(typing: typed == true, savesChanges: savesChanges)
  }

  /// How leaving ends the session, asked for as `requested` (`.quit` or `.aborted`).
  private func ending(for requested: Ending) -> Ending {
    requested == .quit ? session.endingOnLeave(savesChanges: savesChanges) : requested
  }

  private func requestEnd(_ requested: Ending) -> Ending? {
    guard wouldLoseChanges else { return ending(for: requested) }
    question = .end(ending(for: requested))
    return nil
  }

  private func answerYes() -> Ending? {
    guard let asked = question else { return nil }
    question = nil
    switch asked {
    case .end(let ending):
      return ending
    case .leaveDraft(let title):
      perform(.back, on: nil)
      note = Note(
        text: strings.phrase("the changes to %@ were not kept", title), kind: .info, cell: nil,
        besideRow: false)
      return nil
    }
  }

  private var questionText: String? {
    switch question {
    case .end?:
      return session.submitCount > 0
        ? strings.phrase(
          "Quit without submitting the changes made since the last submit? They will be lost."
            + " (y/n)")
        : strings.phrase("Quit without submitting? Your changes will be lost. (y/n)")
    case .leaveDraft(let title)?:
      return strings.phrase(
        "Leave %@ without keeping your changes? Done keeps them. (y/n)", title)
    case nil:
      return nil
    }
  }

  // MARK: - Editing text in place

  private func startEditing(_ cell: FormCell, replacesOnType: Bool = false) -> Bool {
    guard let control = cell.control as? any TextEnterableControl else { return false }
    let takes = (control as? any HostedControl)?.acceptsInput ?? cell.acceptsInput
    guard takes, cell.acceptsInput else {
      note = Note(text: disabledText(cell), kind: .error, cell: cell, besideRow: true)
      return false
    }
    let isArea = control is TextArea
    var editor = LineEditor(text: control.editingText)
    editor.allowsLineBreaks = isArea
    edit = Edit(
      editor: editor, cell: cell, original: control.editingText, replacesOnType: replacesOnType,
      isArea: isArea)
    if let hosted = control as? any HostedControl { hosted.takeFocus() }
    seenFocus = session.topScreen.visibleCells.first { $0.isFocused }
    return true
  }

  private func editKey(_ key: TerminalKey) {
    guard var current = edit else { return }
    if current.replacesOnType {
      current.replacesOnType = false
      if case .text = key { current.editor = LineEditor(text: "") }
    }
    current.editor.handle(key)
    edit = current
  }

  /// Enters the edited text and moves `step` rows (`0`: stays); `onlyIfTaken`, a refusal
  /// keeps the editor open where it is, otherwise the cursor moves whatever happened (a
  /// refused text stays on its row, with its error).
  private func save(moving step: Int, onlyIfTaken: Bool = false) {
    guard let current = edit, let cell = current.cell, number(of: cell) != nil else {
      edit = nil
      return
    }
    let text = current.isArea ? current.editor.text.escapingForTextArea : current.editor.text
    let taken = perform(.enter(row: row(cell), text: text), on: cell)
    guard taken || !onlyIfTaken else { return }
    edit = nil
    if step != 0 { moveCursor(to: cursorIndex + step) }
  }

  /// Leaves the editor; a text the form refused during the edit is put back as it was.
  private func cancelEditing() {
    guard let current = edit else { return }
    edit = nil
    note = nil
    guard current.wasRefused, let cell = current.cell else { return }
    let original = current.isArea ? current.original.escapingForTextArea : current.original
    perform(.enter(row: row(cell), text: original), on: cell)
    note = nil
  }

  // MARK: - Drawing

  private static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  private var spinner: String {
    Self.spinnerFrames[spinnerPhase % Self.spinnerFrames.count]
  }

  /// The screen at `width` × `height` columns and lines: the path, the rows (scrolled so the
  /// cursor shows, each fitted to the width), a status line (more for a long message) and
  /// the help bar.
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
    return Frame(lines: lines.map { $0.fitted(to: width) }, cursor: textCursor)
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
      if isCursor, let hint = cell.hint {
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
      let role: ScreenStyle.Role = note.kind == .error ? .error : .prompt
      let mark = note.kind == .error ? "! " : ""
      let text = mark + note.text.escapingInvisibles
      for noteLine in wrap(text, indent: 5, role: role, width: width) {
        body.appendForCursor(noteLine)
      }
    }
  }

  /// `text` wrapped to `width` less `indent` columns, indented, continuation lines two
  /// columns more, styled as `role`.
  private func wrap(_ text: String, indent: Int, role: ScreenStyle.Role, width: Int) -> [String] {
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
    var titles = session.path.map { $0.isEmpty ? strings.phrase("Form") : $0.escapingInvisibles }
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
    let marker = style.apply(.prompt, to: "❯")
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
    func wrapped(_ text: String, _ role: ScreenStyle.Role) -> [String] {
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
        "✓ " + strings.phrase("submitted; %@ finishes, or go on editing", quitKeyName), .mark)
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
    InteractiveKeys.bar(for: mode, in: situation, strings: strings)
  }

  /// The words the front end writes: the form's (`RunningForm.strings`).
  private var strings: FormStrings { session.strings }

  /// The keys for the row under the cursor (or the editor, filter or question in front of
  /// it), most useful first: every entry of the key table's bar for it.
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
    let quit = InteractiveKeys.bindings(for: mode, in: situation).first {
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
