public import Formwork

/// The interactive front end: a cursor over the top screen's rows.
///
/// Text is edited in place, `/` filters the rows, errors show beside their rows, and a help
/// bar names the keys for the row under the cursor. It does no I/O: keys go in through
/// ``handle(_:)``, and frames come out of ``frame(width:height:)``.
/// ``InteractiveTerminal`` runs it on a real terminal, and tests drive it key by key.
///
/// ```swift
/// let form = InteractiveForm(session: FormDriver(
///   initial: Settings(), title: "Settings", build: settingsForm))
/// form.handle(.enter)                                  // opens Personal Hotspot
/// form.handle(.text(" "))                              // turns the hotspot off
/// print(form.frame(width: 60, height: 12).text)
/// ```
///
/// Every key goes through one table, ``InteractiveKeys``. What a key does on the row under
/// the cursor, and what the help bar says it does, come from the same line of it. Every
/// gesture is a `Gesture`, resolved by `RunningForm.resolve(_:)`. Messages use the full
/// screen's words, not REPL commands.
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
  public internal(set) var externalEdit: ExternalEdit?
  /// Takes a key before the key table does (a ``Prompt`` confirm's `y` and `n`): whether it
  /// took it.
  var takesKey: ((TerminalKey) -> Bool)?
  /// Which keys do what: the key table, the help bar and the messages that name a key
  /// follow it.
  ///
  /// ```swift
  /// let form = InteractiveForm(session: FormDriver(
  ///   initial: Settings(), title: "Settings", build: settingsForm))
  /// form.keyMap.quit = [.control("q")]
  /// form.handle(.control("q"))   // .closed: it leaves
  /// ```
  public var keyMap: KeyMap
  /// Whether the last line names the keys the row under the cursor takes (a tool that says
  /// its keys elsewhere hides it).
  public var showsHelpBar = true
  /// Whether a choice's list shows under the row that opened it, instead of as a screen of
  /// its own.
  ///
  /// The list is a picker's options or a multiple choice's check boxes; the rest of the
  /// screen stays around it. A form drawn in place below a prompt opens choices this way.
  public var showsListsUnderTheirRow = false
  /// Whether the cursor's row has its mark: not in the last drawing a form leaves behind.
  var marksCursor = true

  weak var cursorCell: FormCell?
  var cursorIndex = 0
  var scroll = 0
  private weak var shownScreen: Screen?
  private var shownDepth = 0
  /// The cursor's row on each screen below the top one, to find it there on the way back.
  private var savedCursors: [ObjectIdentifier: SavedCursor] = [:]
  /// The focused row last seen: the cursor follows the focus when it moves elsewhere (a
  /// refused submit focusing the first field to fix).
  weak var seenFocus: FormCell?
  /// Row gestures taken since the top screen opened: a draft screen's edits.
  var changesOnScreen = 0
  var edit: Edit?
  weak var externalEditCell: FormCell?
  var filter: LineEditor?
  var isTypingFilter = false
  /// The row the cursor was on when the filter started, for esc to go back to.
  weak var rowBeforeFilter: FormCell?
  var note: Note?
  var question: Question?
  var spinnerPhase = 0
  var bodyHeight = 10

  private struct SavedCursor {
    weak var cell: FormCell?
    var index: Int
  }

  /// A row's text being edited in place.
  struct Edit {
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

  struct Note {
    enum Kind { case error, info, success }
    var text: String
    var kind: Kind
    weak var cell: FormCell?
    var besideRow: Bool
  }

  enum Question {
    case end(Ending)
    case leaveDraft(String)
  }

  /// Creates a front end over `session`, the cursor on the first row (or the focused one).
  ///
  /// - Parameters:
  ///   - session: The form.
  ///   - style: Plain text, ANSI styling, or high contrast.
  ///   - keyMap: Which keys do what; the full screen's own keys by default.
  public init(session: any RunningForm, style: ScreenStyle = .plain, keyMap: KeyMap = .standard) {
    self.session = session
    self.style = style
    self.keyMap = keyMap
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
  var rows: [FormCell] {
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
  static func kind(of cell: FormCell, strings: FormStrings = FormStrings()) -> RowKind {
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
    if cell.role == .yesOrNo { return .confirm }
    if cell.control is PickerOptions { return .picker }
    if offered.contains(.select) { return .choice }
    if offered.contains(.tap) {
      return cell.accessory == .disclosureIndicator ? .link : .button
    }
    return .label
  }

  /// What keys act on now.
  var mode: InteractiveKeys.Mode {
    if question != nil { return .confirming }
    if let edit { return .editing(lines: edit.isArea) }
    if isTypingFilter { return .filtering }
    return .row(currentRow.map { Self.kind(of: $0, strings: strings) } ?? .label)
  }

  /// What the top screen and the row allow.
  var situation: InteractiveKeys.Situation {
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
  func follow() {
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
        // NB: a screen of labels before its button (a summary step) starts on the button.
        let start =
          cells.firstIndex { $0.isFocused }
          ?? cells.firstIndex { $0.role == .option && $0.accessory == .checkmark }
          ?? cells.firstIndex { !$0.offeredGestures.isEmpty } ?? 0
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

  /// Moves the cursor to the row at `index`; a note there is passed over, on the way the
  /// cursor was going (or back, when only notes lie that way).
  func moveCursor(to index: Int) {
    let rows = rows
    guard !rows.isEmpty else { return }
    let target = max(0, min(index, rows.count - 1))
    let way = target < cursorIndex ? -1 : 1
    let onward = stride(from: target, to: way < 0 ? -1 : rows.count, by: way)
    let backward = stride(from: target, to: way < 0 ? rows.count : -1, by: -way)
    cursorIndex =
      onward.first { rows[$0].role != .note } ?? backward.first { rows[$0].role != .note }
      ?? target
    cursorCell = rows[cursorIndex]
    if let control = cursorCell?.control as? any HostedControl, control is any FocusableControl,
      control.acceptsInput
    {
      control.takeFocus()
    }
    seenFocus = session.topScreen.visibleCells.first { $0.isFocused }
  }

  /// The row the cursor was on when `screen` was left for the one above it.
  func openingRow(of screen: Screen) -> FormCell? {
    savedCursors[ObjectIdentifier(screen)]?.cell
  }

  /// The number the row has on the screen (as the REPL numbers it).
  func number(of cell: FormCell) -> Int? {
    session.topScreen.visibleCells.firstIndex { $0 === cell }.map { $0 + 1 }
  }

  func row(_ cell: FormCell) -> ItemReference {
    .number(number(of: cell) ?? 0)
  }
}


