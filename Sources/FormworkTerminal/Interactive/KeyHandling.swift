import Formwork

// How an interactive form answers keys: through the key table (`InteractiveKeys`) to gestures
// on the row under the cursor, text edited in place, the filter, and the questions asked
// before leaving.
extension InteractiveForm {
  /// Applies one key, as the key table (``InteractiveKeys``) says for the row under the
  /// cursor, or the editor, filter or question in front of it.
  ///
  /// - Returns: How the session ended, once it has; `nil` while it goes on.
  @discardableResult
  public func handle(_ key: TerminalKey) -> Ending? {
    follow()
    if let takesKey, takesKey(key) {
      follow()
      return endsWhen?() == true ? .finished : nil
    }
    // NB: keys typed together arrive as one text; where text is not typed, each is a key.
    if case .text(let typed) = key, typed.count > 1, !takesText {
      for character in typed {
        if let ending = handle(.text(String(character))) { return ending }
      }
      return nil
    }
    let mode = self.mode
    let bindings = InteractiveKeys.bindings(for: mode, in: situation, keyMap: keyMap)
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
    let ending = run(binding.action, key: key, step: binding.towardsStart.contains(key) ? -1 : 1)
    follow()
    if ending == nil, let endsWhen, endsWhen() { return .finished }
    return ending
  }

  /// Whether a typed text goes in whole: into an editor, the filter, or a text row.
  private var takesText: Bool {
    if question != nil { return false }
    if edit != nil || isTypingFilter { return true }
    return currentRow.map { Self.kind(of: $0, strings: strings).takesTyping } ?? false
  }

  /// Carries out `action`, the key table's word for `key` here, going `step` (`-1`: up,
  /// back, down a step, first, yes; `1`: the other way): the question's answers and the
  /// endings here, the rest by what they act on.
  private func run(_ action: KeyAction, key: TerminalKey, step: Int = 1) -> Ending? {
    switch action {
    case .quit: return requestEnd(.quit)
    case .abort: return question != nil ? .aborted : requestEnd(.aborted)
    case .yes: return answerYes()
    case .no:
      question = nil
      note = nil
    case .move, .page, .jump, .filterMove: moveCursor(for: action, step: step)
    case .edit, .type, .retype, .externalEditor, .save, .saveAndMove, .cancel, .editKey:
      runEditing(action, key: key, step: step)
    case .filter, .filterKey, .filterOpen, .clearFilter: runFilter(action, key: key)
    case .back: goBack()
    case .undo:
      if perform(.undo, on: nil) { note = nil }
    case .redo:
      if perform(.redo, on: nil) { note = nil }
    case .redraw: break
    case .toggle, .open, .press, .step, .chooseInPlace, .choose, .chooseAndReturn, .answer, .check,
      .checkAll, .checkNone, .deleteRow, .moveRow:
      runOnRow(action, step: step)
    }
    return nil
  }

  /// Moves the cursor a row, a page, or to the first or last row, `step` saying which way.
  func moveCursor(for action: KeyAction, step: Int) {
    switch action {
    case .page: moveCursor(to: cursorIndex + step * max(1, bodyHeight - 1))
    case .jump: moveCursor(to: step < 0 ? 0 : rows.count - 1)
    default: moveCursor(to: cursorIndex + step)
    }
  }

  /// The actions on the row under the cursor that are gestures: toggling, opening, pressing,
  /// stepping, choosing, checking, deleting and moving it.
  private func runOnRow(_ action: KeyAction, step: Int) {
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
    case .answer:
      perform(.select(row: row(cell), option: .number(step < 0 ? 1 : 2)), on: cell)
    case .step:
      perform(step > 0 ? .increment(row: row(cell)) : .decrement(row: row(cell)), on: cell)
    case .chooseInPlace:
      if let control = cell.control as? any SelectableControl {
        choose(next: step, in: control, cell)
      }
    case .chooseAndReturn:
      let depth = session.screens.count
      if perform(.tap(row: row(cell)), on: cell), session.screens.count == depth {
        perform(.back, on: nil)
      }
    case .deleteRow: deleteRow(cell)
    case .moveRow: moveRow(cell, by: step)
    default: perform(.tap(row: row(cell)), on: cell)  // open, press, choose, check
    }
  }

  /// The actions on text edited in place: starting, typing, saving, cancelling, or handing
  /// it to `$EDITOR`.
  private func runEditing(_ action: KeyAction, key: TerminalKey, step: Int) {
    let cell = currentRow
    switch action {
    case .edit:
      // NB: a stepper's value is replaced by what is typed first, as a selected text is.
      guard let cell,
        startEditing(cell, replacesOnType: Self.kind(of: cell, strings: strings) == .stepper)
      else { break }
      if !keyMap.open.contains(key) { editKey(key) }
    case .type:
      guard let cell, startEditing(cell) else { break }
      editKey(key)
    case .retype:
      guard let cell, startEditing(cell, replacesOnType: true) else { break }
      editKey(key)
    case .externalEditor: requestExternalEdit(of: edit?.cell ?? cell)
    case .save: save(moving: 1, onlyIfTaken: true)
    case .saveAndMove: save(moving: step)
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
    switch Self.kind(of: cell, strings: strings) {
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
  func refusal(of gesture: Gesture, on cell: FormCell?) -> Note {
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
  var quitKeyName: String {
    let kind = currentRow.map { Self.kind(of: $0, strings: strings) } ?? .label
    let binding = InteractiveKeys.bindings(for: .row(kind), in: situation, keyMap: keyMap).first {
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

  var questionText: String? {
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

  func startEditing(_ cell: FormCell, replacesOnType: Bool = false) -> Bool {
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
  func save(moving step: Int, onlyIfTaken: Bool = false) {
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
}
