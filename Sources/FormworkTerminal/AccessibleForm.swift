public import Formwork

/// The accessible front end: the form as plain questions, one row at a time.
///
/// Each question is on its own line. There is no cursor addressing, no colour, and nothing
/// is redrawn. It is made for screen readers, braille displays and terminals that cannot
/// address a cursor. `formwork-demo --accessible` (or `ACCESSIBLE=1`) runs it.
///
/// Each row asks for what it takes:
///
/// - a text field, its text;
/// - a switch, on or off;
/// - a picker, a number or a title;
/// - a row that opens a screen, whether to open it. Its rows are asked next, then it goes
///   back;
/// - a button, whether to press it.
///
/// A row that takes nothing is read as a line, with its problem on the next (`! Add at least
/// one item`). A refused submit says what to fix and asks the first row to fix next.
///
/// An empty answer keeps the value. At any question, `?` lists the answers, `list` shows the
/// screen's rows, `go <n>` asks row n next, `back` goes back a screen and `quit` leaves.
///
/// ```swift
/// let session = FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
/// print(AccessibleForm.transcript(session, input: "y\nn\n\n\n\n\n"))
/// // Settings. Answer each question; an empty answer keeps the value; ? for help.
/// // Personal Hotspot: On. Open it? (y/n):
/// // ...
/// ```
public final class AccessibleForm {
  /// The form.
  public let session: any RunningForm
  /// Whether the form's changes are saved as they are made: leaving asks nothing.
  public var savesChanges = false
  /// Ends the session, ``InteractiveForm/Ending/finished``, once it returns `true` after an
  /// answer: how a chooser says a choice was made.
  public var endsWhen: (() -> Bool)?
  /// Whether each answer is written after its question, as read.
  ///
  /// Use it for input that is not typed on a terminal, which would echo it. Then the output
  /// reads as the session.
  public var echoesAnswers = false
  /// Whether it asks as a command-line tool's prompt does (``Prompt``).
  ///
  /// - There is no preamble.
  /// - A switch is asked as `Initialize git? (y/N)`.
  /// - A row that opens a screen is opened, and a submit row pressed, without a question.
  /// - The end of the rows ends the session. A refused submit asks the first row to fix
  ///   again.
  /// - The end of the input ends the session.
  public var asksAsPrompt = false
  /// Whether the input ended before the session did.
  public private(set) var inputEnded = false
  /// Submits a form whose submit row is not shown (a question ``Prompt`` asks), at the end of
  /// its rows.
  var submitHidden: (() -> Void)?
  /// Whether a section's header is said before its first row.
  var readsHeaders = false
  private let write: (String) -> Bool
  /// The row last asked on each screen of the stack, to go on after it.
  private var asked: [ObjectIdentifier: AskedRow] = [:]
  private weak var shownScreen: Screen?
  /// The form's own errors last said, so each is said once.
  private var saidFormErrors: [String] = []
  /// The submit row whose submit waits for an answer.
  private weak var submitting: FormCell?

  private struct AskedRow {
    weak var cell: FormCell?
    var index: Int
  }

  /// What an answer led to.
  private enum Next {
    case goOn
    case end(InteractiveForm.Ending)
  }

  /// Creates the front end over `session`, writing with `write` (which returns `false` once
  /// the output is gone).
  public init(session: any RunningForm, write: @escaping (String) -> Bool) {
    self.session = session
    self.write = write
  }

  /// A whole session over `input`, as its output reads.
  ///
  /// - Parameters:
  ///   - session: The form.
  ///   - input: The answers, one a line.
  public static func transcript(_ session: any RunningForm, input: String) -> String {
    var output = ""
    let form = AccessibleForm(session: session) {
      output += $0
      return true
    }
    form.echoesAnswers = true
    _ = form.run(LineReader(bytes: Array(input.utf8)))
    return output
  }

  /// Asks the rows' questions until the user leaves, the input ends or the output closes.
  ///
  /// - Returns: How the session ended.
  @discardableResult
  public func run(_ reader: LineReader) -> InteractiveForm.Ending {
    guard
      asksAsPrompt
        || say(
        strings.phrase(
          "%@. Answer each question; an empty answer keeps the value; ? for help.", path))
    else { return .aborted }
    shownScreen = session.topScreen
    var depth = session.screens.count
    while true {
      if let endsWhen, endsWhen() { return .finished }
      // NB: checks that wait for an answer (a username taken?) answer before the next
      // question, as in the REPL.
      session.settle()
      guard sayFormErrors(), sayAnswer() else { return .aborted }
      let screen = session.topScreen
      if screen !== shownScreen {
        let stack = Set(session.screens.map(ObjectIdentifier.init))
        asked = asked.filter { stack.contains($0.key) }
        shownScreen = screen
        let deeper = session.screens.count > depth
        depth = session.screens.count
        // NB: a prompt names a screen it opens, unless it asks it as one question.
        let announces = !asksAsPrompt || (deeper && !isChoiceScreen(screen))
        guard !announces || say(deeper ? path : strings.phrase("Back to %@.", path)) else {
          return .aborted
        }
      }
      let next: Next
      if isChoiceScreen(screen) {
        next = askChoiceScreen(screen, reader)
      } else if let cell = nextRow(on: screen) {
        remember(cell, on: screen)
        next = ask(cell, reader)
      } else {
        next = endOfScreen(screen, reader)
      }
      if case .end(let ending) = next { return ending }
    }
  }

  // MARK: - The rows in turn

  private var path: String {
    session.path.map { $0.isEmpty ? strings.phrase("Form") : $0.escapingInvisibles }
      .joined(separator: " › ")
  }

  /// The words the questions are asked in: the form's (`RunningForm.strings`).
  private var strings: FormStrings { session.strings }

  private func nextRow(on screen: Screen) -> FormCell? {
    let cells = screen.visibleCells
    guard let last = asked[ObjectIdentifier(screen)] else { return cells.first }
    if let cell = last.cell, let index = cells.firstIndex(where: { $0 === cell }) {
      return cells.indices.contains(index + 1) ? cells[index + 1] : nil
    }
    return cells.indices.contains(last.index) ? cells[last.index] : nil
  }

  private func remember(_ cell: FormCell, on screen: Screen) {
    let index = screen.visibleCells.firstIndex { $0 === cell } ?? 0
    asked[ObjectIdentifier(screen)] = AskedRow(cell: cell, index: index)
  }

  /// Whether the screen is one choice: its rows all options (a picker), or all check boxes.
  private func isChoiceScreen(_ screen: Screen) -> Bool {
    let cells = screen.visibleCells
    guard session.canPop, !cells.isEmpty, asked[ObjectIdentifier(screen)] == nil else {
      return false
    }
    return cells.allSatisfy { $0.role == .option }
      || (cells.count > 1 && cells.allSatisfy { $0.role == .checkbox })
  }

  private func endOfScreen(_ screen: Screen, _ reader: LineReader) -> Next {
    if session.canPop {
      try? session.perform(.back)
      return .goOn
    }
    if asksAsPrompt { return submitAsPrompt(nil) }
    let question = strings.phrase(
      "That was the last row of %@. Press Enter to finish, a row number to go back to it,"
        + " or ? for help:", path)
    switch answer(question, reader) {
    case .ended(let next): return next
    case .said(let text):
      if text.isEmpty { return leave(input: reader) }
      if let number = Int(text) { return go(to: number) }
      return say(strings.phrase("Press Enter to finish, or type a row number."))
        ? .goOn : .end(.aborted)
    }
  }

  private func go(to number: Int) -> Next {
    let cells = session.topScreen.visibleCells
    guard cells.indices.contains(number - 1) else {
      let rows =
        cells.count == 1
        ? strings.phrase("the only row is 1")
        : strings.phrase("rows are 1 to %@", String(cells.count))
      return say(strings.phrase("There is no row %1$@; %2$@.", String(number), rows))
        ? .goOn : .end(.aborted)
    }
    asked[ObjectIdentifier(session.topScreen)] = AskedRow(cell: nil, index: number - 1)
    return .goOn
  }

  // MARK: - Questions

  private enum Answer {
    case said(String)
    case ended(Next)
  }

  /// Asks `question` and reads the answer; the answers every question takes (`?`, `list`,
  /// `go <n>`, `back`, `quit`) are carried out here.
  private func answer(_ question: String, _ reader: LineReader) -> Answer {
    guard write(question + " ") else { return .ended(.end(.aborted)) }
    guard let line = reader.nextLine() else {
      _ = write("\n")
      inputEnded = true
      if asksAsPrompt { return .ended(.end(session.endingOnLeave(savesChanges: savesChanges))) }
      return .ended(leave(input: reader))
    }
    let text = (line.text ?? "").trimmingBlanks()
    if echoesAnswers, !write(text + "\n") { return .ended(.end(.aborted)) }
    switch text.lowercased() {
    case "?", "help":
      guard say(strings.phrase(Self.help)) else { return .ended(.end(.aborted)) }
      return answer(question, reader)
    case "list":
      let screen = ScreenRenderer(strings: session.strings).render(
        session.topScreen, path: session.path)
      guard write(screen) else { return .ended(.end(.aborted)) }
      return answer(question, reader)
    case "back":
      guard session.canPop else {
        return .ended(
          say(strings.phrase("This is the first screen; quit leaves.")) ? .goOn : .end(.aborted))
      }
      try? session.perform(.back)
      return .ended(.goOn)
    case "quit":
      return .ended(leave(input: reader))
    default:
      if text.lowercased().hasPrefix("go "), let number = Int(text.dropFirst(3)) {
        return .ended(go(to: number))
      }
      return .said(text)
    }
  }

  private func ask(_ cell: FormCell, _ reader: LineReader) -> Next {
    if readsHeaders, let header = header(above: cell), !say(header) { return .end(.aborted) }
    let title = cell.title.isEmpty ? strings.phrase("This row") : cell.title.escapingInvisibles
    let hint = cell.hint.map { " (\($0.escapingInvisibles))" } ?? ""
    if cell.role == .note { return say(note(cell, title: title)) ? .goOn : .end(.aborted) }
    if !cell.acceptsInput || cell.offeredGestures.isEmpty {
      return sayStatement(of: cell, title: title, hint: hint)
    }
    if asksAsPrompt, cell.role == .submit { return submitAsPrompt(cell) }
    if cell.role == .yesOrNo,
      let control = cell.control as? any SelectableControl,
      control.optionTitles.count == 2
    {
      let yes = control.selectedIndex == 0
      let question = (title.hasSuffix("?") ? title : title + "?") + (yes ? " (Y/n)" : " (y/N)")
      return yesOrNo(question, keeping: yes, reader) { wanted in
        .select(row: self.row(cell), option: .number(wanted ? 1 : 2))
      }
    }
    if asksAsPrompt, cell.accessory == .disclosureIndicator {
      return perform(.tap(row: row(cell)))
    }
    if cell.control is Toggle || cell.role == .checkbox {
      return askOnOrOff(cell, title: title, hint: hint, reader)
    }
    if let control = cell.control as? any SelectableControl {
      let now = control.selectedIndex.map { control.optionTitles[$0] } ?? strings.phrase("none")
      let options = control.optionTitles.enumerated().map { "\($0.offset + 1) \($0.element)" }
      let question = strings.phrase(
        "%1$@%2$@: %3$@. Options: %4$@. Which?", title, hint, now, options.joined(separator: ", "))
      return askText(
        { question }, cell, reader,
        refusal: { [strings] in strings.phrase("There is no option '%@'.", $0) }
      ) { .select(row: self.row(cell), option: Int($0).map { .number($0) } ?? .title($0)) }
    }
    if let control = cell.control as? any TextEnterableControl {
      let lines = control is TextArea ? "; " + strings.phrase("\\n starts a new line") : ""
      // NB: asked again after a problem, the question says what the row holds now.
      let question = { [strings] in
        let now = control.editingText
        let shown =
          now.isEmpty
          ? strings.phrase("empty")
          : control.masksText ? strings.phrase("hidden") : "'\(now.escapingInvisibles)'"
        return strings.phrase("%1$@%2$@: %3$@%4$@. New value?", title, hint, shown, lines)
      }
      return askText(question, cell, reader) {
        .enter(row: self.row(cell), text: $0)
      }
    }
    return askToPress(cell, title: title, hint: hint, reader)
  }

  /// A row that takes nothing, said as a line; its problem (a list's count rule) on the next.
  private func sayStatement(of cell: FormCell, title: String, hint: String) -> Next {
    guard say(statement(of: cell, title: title) + hint) else { return .end(.aborted) }
    guard let message = cell.message, cell.messageKind == .problem else { return .goOn }
    let mark = ScreenRenderer().marker(of: .problem)
    return say("\(mark) \(message.escapingInvisibles)") ? .goOn : .end(.aborted)
  }

  /// A button, or a row that opens a screen: whether to press it. A refused submit asks the
  /// row it focused next.
  private func askToPress(_ cell: FormCell, title: String, hint: String, _ reader: LineReader)
    -> Next
  {
    let detail = cell.detail.map { $0.isEmpty ? "" : ": \($0.escapingInvisibles)" } ?? ""
    let opens = cell.accessory == .disclosureIndicator
    let question =
      opens
      ? strings.phrase("%1$@%2$@%3$@. Open it? (y/n):", title, detail, hint)
      : strings.phrase("%1$@%2$@%3$@. Press it? (y/n):", title, detail, hint)
    let before = session.submitCount
    var pressed = false
    let next = yesOrNo(question, keeping: false, reader) { wanted in
      pressed = wanted
      return wanted ? .tap(row: self.row(cell)) : nil
    }
    // NB: a refused submit focuses the first row to fix: it is asked next.
    if cell.role == .submit, pressed, case .goOn = next, session.submitCount == before,
      !session.isSubmitting
    {
      askFocusedNext()
    }
    return next
  }

  /// Asks the row focused on the screen shown next, if one is.
  private func askFocusedNext() {
    let screen = session.topScreen
    guard let focused = screen.visibleCells.firstIndex(where: \.isFocused) else { return }
    asked[ObjectIdentifier(screen)] = AskedRow(cell: nil, index: focused)
  }

  /// A note as it is read: its title, a full stop, its description.
  private func note(_ cell: FormCell, title: String) -> String {
    let description = cell.hint.map { " " + $0.escapingInvisibles } ?? ""
    let end = title.last.map { ".!?:".contains($0) } == true ? "" : "."
    return title + end + description
  }

  /// A row that takes nothing said as a line: its title, its detail or value, and why it is
  /// disabled.
  private func statement(of cell: FormCell, title: String) -> String {
    var line = title + (cell.detail.map { ": \($0.escapingInvisibles)" } ?? "")
    if let toggle = cell.control as? Toggle {
      line += ": [" + (toggle.isOn ? strings.phrase("on") : strings.phrase("off")) + "]"
    } else if let control = cell.control as? any TextDescribedControl {
      line += ": " + control.textDescription.escapingInvisibles
    }
    if !cell.acceptsInput {
      line +=
        " "
        + (cell.disabledReason.map { strings.phrase("(disabled: %@)", $0) }
          ?? strings.phrase("(disabled)"))
    }
    return line
  }

  /// A switch or a check box as a yes-or-no question.
  private func askOnOrOff(_ cell: FormCell, title: String, hint: String, _ reader: LineReader)
    -> Next
  {
    let toggle = cell.control as? Toggle
    let isToggle = toggle != nil
    let isOn = toggle?.isOn ?? (cell.accessory == .checkmark)
    let asks = title.hasSuffix("?") ? title : title + "?"
    let question =
      asksAsPrompt && isToggle
      ? asks + hint + (isOn ? " (Y/n)" : " (y/N)")
      : isToggle
      ? strings.phrase(
        "%1$@%2$@: %3$@. On? (y/n):", title, hint,
        isOn ? strings.phrase("on") : strings.phrase("off"))
      : strings.phrase(
        "%1$@%2$@: %3$@. Checked? (y/n):", title, hint,
        isOn ? strings.phrase("checked") : strings.phrase("not checked"))
    return yesOrNo(question, keeping: isOn, reader) { wanted in
      guard wanted != isOn else { return nil }
      return isToggle ? .toggle(row: self.row(cell)) : .tap(row: self.row(cell))
    }
  }

  /// A picker's screen as one question (a number or a title), or a list of check boxes as
  /// one question (the numbers to check or uncheck); then back.
  private func askChoiceScreen(_ screen: Screen, _ reader: LineReader) -> Next {
    let cells = screen.visibleCells
    asked[ObjectIdentifier(screen)] = AskedRow(cell: cells.last, index: cells.count - 1)
    let options = cells.enumerated().map { "\($0.offset + 1) \($0.element.title)" }
    let chosen = cells.filter { $0.accessory == .checkmark }.map(\.title)
    let now = chosen.isEmpty ? strings.phrase("none") : chosen.joined(separator: ", ")
    let multiple = cells.first?.role == .checkbox
    let listed = options.joined(separator: ", ")
    let question =
      multiple
      ? strings.phrase(
        "%1$@: %2$@. Options: %3$@. Numbers to check or uncheck?", screen.title, now, listed)
      : strings.phrase("%1$@: %2$@. Options: %3$@. Which?", screen.title, now, listed)
    while true {
      switch answer(question, reader) {
      case .ended(let next):
        if case .end = next { return next }
        if session.topScreen !== screen { return .goOn }
      case .said(let text):
        if text.isEmpty { return endOfScreen(screen, reader) }
        let picks = multiple ? text.split(separator: " ").map(String.init) : [text]
        var refused: String?
        for pick in picks {
          let index =
            Int(pick).map { $0 - 1 }
            ?? cells.firstIndex { $0.title.lowercased().hasPrefix(pick.lowercased()) }
          guard let index, cells.indices.contains(index) else {
            refused = strings.phrase("There is no option '%@'.", pick)
            break
          }
          try? session.perform(.tap(row: .number(index + 1)))
        }
        if let refused {
          guard say(refused) else { return .end(.aborted) }
          continue
        }
        if session.topScreen === screen { return endOfScreen(screen, reader) }
        return .goOn
      }
    }
  }

  private func yesOrNo(
    _ question: String, keeping current: Bool, _ reader: LineReader,
    gesture: @escaping (Bool) -> Gesture?
  ) -> Next {
    while true {
      switch answer(question, reader) {
      case .ended(let next): return next
      case .said(let text):
        let wanted: Bool
        switch text.lowercased() {
        case "": wanted = current
        case "y", "yes", "on": wanted = true
        case "n", "no", "off": wanted = false
        default:
          guard say(strings.phrase("Answer y or n, or press Enter to keep it.")) else {
            return .end(.aborted)
          }
          continue
        }
        if let gesture = gesture(wanted) { return perform(gesture) }
        return .goOn
      }
    }
  }

  private func askText(
    _ question: () -> String, _ cell: FormCell, _ reader: LineReader,
    refusal: ((String) -> String)? = nil, gesture: @escaping (String) -> Gesture
  ) -> Next {
    while true {
      switch answer(question(), reader) {
      case .ended(let next): return next
      case .said(let text):
        if text.isEmpty { return .goOn }
        if let refusal, case .failure = session.resolve(gesture(text)) {
          guard say(refusal(text)) else { return .end(.aborted) }
          continue
        }
        let next = perform(gesture(text))
        // NB: a refused answer is asked again, its reason said first.
        if case .goOn = next, cell.message != nil, cell.messageKind == .problem,
          session.topScreen.visibleCells.contains(where: { $0 === cell })
        {
          continue
        }
        return next
      }
    }
  }

  /// Carries out `gesture` and says what came of it: a refusal, or the row's message.
  private func perform(_ gesture: Gesture) -> Next {
    let resolved = session.resolve(gesture)
    let cell = try? resolved.get().cell
    do {
      try session.perform(gesture)
    } catch {
      let reason = cell?.message ?? cell?.disabledReason.map { strings.phrase("disabled: %@", $0) }
      let said = reason.map { strings.phrase("Not taken: %@.", $0) } ?? strings.phrase("Not taken.")
      return say(said) ? .goOn : .end(.aborted)
    }
    if let cell, let message = cell.message {
      let mark = ScreenRenderer().marker(of: cell.messageKind)
      return say("\(mark) \(message.escapingInvisibles)") ? .goOn : .end(.aborted)
    }
    if session.isSubmitting {
      submitting = cell
      let mark = ScreenRenderer().marker(of: .progress)
      return say("\(mark) \(strings.submitting)") ? .goOn : .end(.aborted)
    }
    return .goOn
  }

  /// Says how a submit that waited was answered (`✓ Order placed`, `! Fix first: Coupon`),
  /// and asks next the row focused for it: the first to fix.
  private func sayAnswer() -> Bool {
    guard let cell = submitting, !session.isSubmitting else { return true }
    submitting = nil
    if let message = cell.message {
      let mark = ScreenRenderer().marker(of: cell.messageKind)
      guard say("\(mark) \(message.escapingInvisibles)") else { return false }
    }
    let screen = session.topScreen
    let cells = screen.visibleCells
    guard let index = cells.firstIndex(where: \.isFocused) else { return true }
    let focused = cells[index]
    guard let problem = focused.message, focused.messageKind == .problem else {
      // NB: refused as a whole (a card declined): the screen is asked again from the top.
      if !session.formErrors.isEmpty {
        asked[ObjectIdentifier(screen)] = AskedRow(cell: nil, index: 0)
      }
      return true
    }
    asked[ObjectIdentifier(screen)] = AskedRow(cell: nil, index: index)
    let mark = ScreenRenderer().marker(of: .problem)
    return say("\(mark) \(focused.title.escapingInvisibles): \(problem.escapingInvisibles)")
  }

  /// Says the form's own errors (a server's answer) when they changed since last said.
  private func sayFormErrors() -> Bool {
    let errors = session.formErrors
    guard errors != saidFormErrors else { return true }
    saidFormErrors = errors
    let mark = ScreenRenderer().marker(of: .problem)
    return errors.allSatisfy { say("\(mark) \($0.escapingInvisibles)") }
  }

  /// Presses the submit row `cell` (or the hidden one) as a prompt does: the session ends
  /// once the form is submitted; a refused submit says what to fix and asks the first field
  /// to fix next.
  private func submitAsPrompt(_ cell: FormCell?) -> Next {
    let before = session.submitCount
    if let cell {
      _ = perform(.tap(row: row(cell)))
    } else if let submitHidden {
      submitHidden()
    } else {
      return .end(session.endingOnLeave(savesChanges: savesChanges))
    }
    if session.submitCount > before { return .end(.submitted) }
    // NB: a submit sent to a server is answered by the loop, before the next question.
    if submitting != nil { return .goOn }
    let screen = session.topScreen
    if cell == nil {
      for error in session.allErrors {
        guard say("! \(error.message.escapingInvisibles)") else { return .end(.aborted) }
      }
    }
    let cells = screen.visibleCells
    let focused = cells.firstIndex { $0.isFocused } ?? 0
    asked[ObjectIdentifier(screen)] = AskedRow(cell: nil, index: focused)
    return .goOn
  }

  /// The header of the section `cell` opens, if it has one and `cell` is its first row shown.
  private func header(above cell: FormCell) -> String? {
    let sections = session.topScreen.visibleSections
    guard let section = sections.first(where: { $0.visibleCells.first === cell }) else {
      return nil
    }
    return section.header.map { "── \($0.escapingInvisibles) ──" }
  }

  private func row(_ cell: FormCell) -> ItemReference {
    .number((session.topScreen.visibleCells.firstIndex { $0 === cell } ?? 0) + 1)
  }

  // MARK: - Leaving

  private func leave(input reader: LineReader) -> Next {
    guard session.wouldLoseChanges(savesChanges: savesChanges) else {
      return .end(session.endingOnLeave(savesChanges: savesChanges))
    }
    guard
      write(strings.phrase("Quit without submitting? Your changes will be lost. (y/n)") + ": ")
    else {
      return .end(.aborted)
    }
    guard let line = reader.nextLine() else {
      _ = write("\n")
      return .end(session.endingOnLeave(savesChanges: savesChanges))
    }
    let text = (line.text ?? "").trimmingBlanks()
    if echoesAnswers, !write(text + "\n") { return .end(.aborted) }
    if text.lowercased().hasPrefix("y") {
      return .end(session.endingOnLeave(savesChanges: savesChanges))
    }
    return .goOn
  }

  private func say(_ text: String) -> Bool {
    write(text + "\n")
  }

  /// What every question takes.
  static let help = """
    Answers: the value (an empty answer keeps it); y or n; an option's number or title.
    Any question also takes: list (the screen's rows), go <n> (ask row n next), back (go back
    a screen), quit (leave), ? (this help).
    """
}

extension String {
  /// The text without blanks around it.
  fileprivate func trimmingBlanks() -> String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    return String(drop(while: isBlank).reversed().drop(while: isBlank).reversed())
  }
}
