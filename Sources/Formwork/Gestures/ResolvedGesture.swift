/// A gesture found on a form, ready to run: what it acts on, and why it would be refused
/// if that is known before running it.
///
/// An app runs a gesture with ``RunningForm/perform(_:)``, which resolves it and runs it
/// unless it is refused. The package's own front ends resolve gestures first: the random
/// walker runs refused ones too, to check that they change nothing.
public struct ResolvedGesture {
  /// The gesture, with its row as a number.
  package let gesture: Gesture
  /// The row it acts on; `nil` for the gestures on the whole form.
  package let cell: FormCell?
  /// The row's number on the top screen.
  package let row: Int?
  /// Whether it enters text (a refused entry may keep the typed text on its row).
  package let isTextEntry: Bool
  /// Whether the row's control took input before the gesture, so a refusal means bad
  /// input rather than a disabled row.
  package let acceptedInput: Bool
  /// Why it would be refused, when that is known before running it; `nil` if it may be
  /// taken.
  ///
  /// For example: a disabled row, a row that takes no taps, or nothing to go back to.
  package let refusal: GestureError?
  private let action: () -> Bool
  private let refused: () -> GestureError

  init(
    gesture: Gesture, cell: FormCell?, row: Int?, isTextEntry: Bool = false,
    acceptedInput: Bool, refusal: GestureError?, refused: @escaping () -> GestureError,
    action: @escaping () -> Bool
  ) {
    self.gesture = gesture
    self.cell = cell
    self.row = row
    self.isTextEntry = isTextEntry
    self.acceptedInput = acceptedInput
    self.refusal = refusal
    self.refused = refused
    self.action = action
  }

  /// Runs the gesture whatever `refusal` says; a refused gesture returns `false` and
  /// changes no state, by the controls' contract.
  @discardableResult
  package func run() -> Bool { action() }

  /// Runs the gesture unless it would be refused.
  ///
  /// - Throws: ``GestureError``: `refusal`, or why the form refused it (the row's message,
  ///   or what else the row offers). Nothing changed then.
  package func perform() throws(GestureError) {
    if let refusal { throw refusal }
    guard action() else { throw refused() }
  }
}

extension RunningForm {
  /// Runs `gesture` unless it would be refused.
  ///
  /// ```swift
  /// try driver.perform(.enter(row: "Password", text: "s3cret"))
  /// ```
  ///
  /// - Throws: ``GestureError`` saying what was wrong and what would work; nothing changed.
  public func perform(_ gesture: Gesture) throws(GestureError) {
    try resolve(gesture).get().perform()
  }

  /// The number of the row `reference` names on the top screen.
  ///
  /// - Throws: ``GestureError`` when no row, or more than one, fits.
  package func rowNumber(for reference: ItemReference) throws(GestureError) -> Int {
    let cells = topScreen.visibleCells
    guard !cells.isEmpty else {
      throw GestureError(strings.phrase("this screen has no rows; try 'back' or 'quit'"))
    }
    switch reference {
    case .number(let number):
      guard cells.indices.contains(number - 1) else {
        throw GestureError(
          strings.phrase("no row %@ on this screen; %@", String(number), rowSpan(cells.count)))
      }
      return number
    case .title(let title):
      let titles = cells.map(\.title)
      let index = try itemIndex(title, in: titles) { matches in
        GestureError(
          strings.phrase(
            "'%@' fits rows %@; type more of the title, or the row number",
            title.abbreviatedForMessage,
            matches.map { "\($0 + 1) (\(titles[$0].abbreviatedForMessage))" }
              .joined(separator: ", ")))
      }
      guard let index else {
        throw GestureError(
          strings.phrase(
            "no row titled '%@' on this screen; %@", title.abbreviatedForMessage,
            rowSpan(cells.count)))
      }
      return index + 1
    }
  }

  fileprivate func rowSpan(_ count: Int) -> String {
    count == 1
      ? strings.phrase("the only row is 1") : strings.phrase("rows are 1–%@", String(count))
  }
}

extension FormDriver {
  /// Finds what `gesture` acts on: its row, control, option and target, with the messages
  /// users see when one is missing.
  public func resolve(_ gesture: Gesture) -> Result<ResolvedGesture, GestureError> {
    do {
      return .success(try resolving(gesture))
    } catch {
      return .failure(error)
    }
  }

  // MARK: - Resolution

  private func resolving(_ gesture: Gesture) throws(GestureError) -> ResolvedGesture {
    guard let reference = gesture.row else { return wholeForm(gesture) }
    let number = try rowNumber(for: reference)
    let row = RowGesture(
      gesture, on: topScreen.visibleCells[number - 1], number: number, strings: strings)
    let (cell, name) = (row.cell, row.name)
    switch gesture {
    case .tap:
      let tappable = cell.shouldHighlight && cell.didSelect != nil
      return row.resolved(
        strings.phrase("the tap"),
        refusal: tappable ? nil : row.unsupported(strings.phrase("cannot be tapped"))
      ) { cell.tap() }
    case .toggle:
      guard let toggle = cell.control as? Toggle else {
        throw row.unsupported(strings.phrase("has no switch"))
      }
      return row.resolved(strings.phrase("the toggle")) { toggle.tap() }
    case .enter, .edit, .endEditing:
      return try textEntry(gesture, on: row)
    case .increment, .decrement:
      guard let control = cell.control as? any SteppableControl else {
        throw row.unsupported(strings.phrase("has no value to step"))
      }
      if case .increment = gesture {
        return row.resolved(strings.phrase("the step up")) { control.increment() }
      }
      return row.resolved(strings.phrase("the step down")) { control.decrement() }
    case .select(_, let option):
      guard let control = cell.control as? any SelectableControl else {
        throw row.unsupported(strings.phrase("has no options to select"))
      }
      let index = try optionIndex(option, in: control.optionTitles, name: name)
      return row.resolved(strings.phrase("the selection")) { control.select(index) }
    case .delete:
      let refusal =
        !cell.canDelete ? row.unsupported(strings.phrase("cannot be deleted")) : nil
      return row.resolved(strings.phrase("the delete"), refusal: refusal) { cell.delete() }
    case .move(_, let target):
      let refusal = !cell.canMove ? row.unsupported(strings.phrase("cannot be moved")) : nil
      let index = try moveIndex(of: cell, number, to: target)
      return row.resolved(strings.phrase("the move"), refusal: refusal) { cell.move(to: index) }
    case .back, .undo, .redo, .focusNext, .focusPrevious:
      return wholeForm(gesture)
    }
  }

  /// Text entered, typed without finishing, or finished on `row`.
  private func textEntry(_ gesture: Gesture, on row: RowGesture) throws(GestureError)
    -> ResolvedGesture
  {
    guard let control = row.cell.control as? any TextEnterableControl else {
      throw row.unsupported(strings.phrase("has no text field"))
    }
    let accepts = (control as? any HostedControl)?.acceptsInput ?? row.cell.acceptsInput
    switch gesture {
    case .enter(_, let text):
      return row.resolved(strings.phrase("the text"), isTextEntry: true, acceptedInput: accepts) {
        control.enter(text)
      }
    case .edit(_, let text):
      return row.resolved(strings.phrase("the text"), isTextEntry: true, acceptedInput: accepts) {
        control.edit(text)
      }
    default:
      return row.resolved(strings.phrase("the end of editing")) {
        control.endEditing()
        return true
      }
    }
  }

  private func wholeForm(_ gesture: Gesture) -> ResolvedGesture {
    let focusName =
      focus.map { strings.phrase("row %1$@ (%2$@)", String($0.row), $0.title) }
      ?? strings.phrase("this screen's fields")
    func resolved(
      _ accepts: Bool, refusal: GestureError? = nil, refused: String,
      _ action: @escaping (FormDriver) -> Bool
    ) -> ResolvedGesture {
      ResolvedGesture(
        gesture: gesture, cell: nil, row: nil, acceptedInput: accepts, refusal: refusal,
        refused: { GestureError(refused) },
        action: { [weak self] in self.map(action) ?? false })
    }
    switch gesture {
    case .undo:
      return resolved(canUndo, refused: strings.phrase("nothing to undo")) { $0.undo() }
    case .redo:
      return resolved(canRedo, refused: strings.phrase("nothing to redo")) { $0.redo() }
    case .focusNext:
      return resolved(true, refused: strings.phrase("no field after %@; try 'prev'", focusName)) {
        $0.focusNext()
      }
    case .focusPrevious:
      return resolved(
        true, refused: strings.phrase("no field before %@; try 'next'", focusName)
      ) {
        $0.focusPrevious()
      }
    default:
      let title = path.first.map { $0.isEmpty ? "" : " (\($0))" } ?? ""
      let message = strings.phrase(
        "already on the first screen%@; nothing to go back to; try a row number, or 'quit' to"
          + " leave", title)
      return resolved(canPop, refusal: canPop ? nil : GestureError(message), refused: message) {
        guard $0.canPop else { return false }
        $0.pop()
        return true
      }
    }
  }

  private func optionIndex(_ option: ItemReference, in titles: [String], name: String)
    throws(GestureError) -> Int
  {
    let listed = titles.enumerated().map { "\($0.offset + 1) \($0.element)" }
    let options =
      listed.isEmpty
      ? strings.phrase("it has none")
      : strings.phrase("options: %@", listed.joined(separator: ", "))
    switch option {
    case .number(let number):
      guard titles.indices.contains(number - 1) else {
        throw GestureError(
          strings.phrase("%1$@ has no option '%2$@'; %3$@", name, String(number), options))
      }
      return number - 1
    case .title(let title):
      // NB: a title that is a number names the option by number when no title is that.
      if !titles.contains(title), let number = Int(title), titles.indices.contains(number - 1) {
        return number - 1
      }
      let index = try itemIndex(title, in: titles) { matches in
        GestureError(
          strings.phrase(
            "%1$@: '%2$@' fits options %3$@; type more of the option, or its number", name,
            title.abbreviatedForMessage,
            matches.map { "\($0 + 1) \(titles[$0])" }.joined(separator: ", ")))
      }
      guard let index else {
        throw GestureError(
          strings.phrase(
            "%1$@ has no option '%2$@'; %3$@", name, title.abbreviatedForMessage, options))
      }
      return index
    }
  }

  /// The index in `cell`'s section that row `target` holds.
  private func moveIndex(of cell: FormCell, _ number: Int, to target: ItemReference)
    throws(GestureError) -> Int
  {
    let cells = topScreen.visibleCells
    let siblings = cells.indices.filter { cells[$0].section === cell.section }.map { $0 + 1 }
    let span =
      siblings.count > 1
      ? strings.phrase(
        "rows %1$@–%2$@", String(siblings.first ?? number), String(siblings.last ?? number))
      : strings.phrase("no other row")
    let targetNumber: Int
    do {
      targetNumber = try rowNumber(for: target)
    } catch {
      throw GestureError(
        strings.phrase(
          "no row %1$@ to move to; row %2$@ can move to %3$@", "\(target)", String(number), span))
    }
    let other = cells[targetNumber - 1]
    guard other.section === cell.section, let section = cell.section,
      let index = section.cells.firstIndex(where: { $0 === other })
    else {
      throw GestureError(
        strings.phrase(
          "row %1$@ is in another section; row %2$@ can move to %3$@", String(targetNumber),
          String(number), span))
    }
    return index
  }

  /// Which rows there are, for an error: `the only row is 1`, `rows are 1–5`.
}

/// The index of the item `title` names, as ``ItemReference`` describes; `nil` if none.
///
/// `ambiguous` names the error when several fit, two rows of the same title too.
private func itemIndex(
  _ title: String, in titles: [String], ambiguous: ([Int]) -> GestureError
) throws(GestureError) -> Int? {
  let exact = titles.indices.filter { titles[$0] == title }
  guard exact.count <= 1 else { throw ambiguous(exact) }
  if let index = exact.first { return index }
  let lowered = title.lowercased()
  let equal = titles.indices.filter { titles[$0].lowercased() == lowered }
  guard equal.count <= 1 else { throw ambiguous(equal) }
  if let index = equal.first { return index }
  let matches = titles.indices.filter { titles[$0].lowercased().hasPrefix(lowered) }
  guard matches.count <= 1 else { throw ambiguous(matches) }
  if let match = matches.first { return match }
  let words = titles.indices.filter { titles[$0].lowercased().hasWord(startingWith: lowered) }
  guard words.count <= 1 else { throw ambiguous(words) }
  return words.first
}

extension String {
  /// Whether a word of the string (after a character that is not a letter or digit) starts
  /// with `prefix`.
  fileprivate func hasWord(startingWith prefix: String) -> Bool {
    guard !prefix.isEmpty else { return false }
    var previous: Character?
    var index = startIndex
    while index < endIndex {
      let isWordStart = previous.map { !($0.isLetter || $0.isNumber) } ?? true
      if isWordStart, self[index...].hasPrefix(prefix) { return true }
      previous = self[index]
      index = self.index(after: index)
    }
    return false
  }
}

extension FormCell {
  /// What the row offers, in the order the REPL lists it.
  ///
  /// - `tap` if it selects;
  /// - `toggle` for a switch;
  /// - `enter` for a control that takes text;
  /// - `inc` and `dec` for a control that steps;
  /// - `select` for options;
  /// - `delete` and `move` for list rows.
  package var offeredGestures: [Gesture.Kind] {
    var kinds: [Gesture.Kind] = []
    if shouldHighlight, didSelect != nil { kinds.append(.tap) }
    if control is Toggle { kinds.append(.toggle) }
    if control is any TextEnterableControl { kinds.append(.enter) }
    // NB: typing without finishing is offered where a row tells it from finishing.
    if control is any CommittingTextControl || control is any ParsingField {
      kinds.append(contentsOf: [.edit, .endEditing])
    }
    if control is any SteppableControl { kinds.append(contentsOf: [.increment, .decrement]) }
    if control is any SelectableControl { kinds.append(.select) }
    if canDelete { kinds.append(.delete) }
    if canMove { kinds.append(.move) }
    return kinds
  }
}

extension Gesture {
  /// The gesture with its row named by number: what a title resolved to, as the screen
  /// numbers the row. Gestures on the whole form stay as they are.
  package func numbered(row number: Int) -> Gesture {
    let row = ItemReference.number(number)
    switch self {
    case .tap: return .tap(row: row)
    case .toggle: return .toggle(row: row)
    case .enter(_, let text): return .enter(row: row, text: text)
    case .edit(_, let text): return .edit(row: row, text: text)
    case .endEditing: return .endEditing(row: row)
    case .increment: return .increment(row: row)
    case .decrement: return .decrement(row: row)
    case .select(_, let option): return .select(row: row, option: option)
    case .delete: return .delete(row: row)
    case .move(_, let target): return .move(row: row, to: target)
    case .back, .undo, .redo, .focusNext, .focusPrevious: return self
    }
  }
}

/// A gesture on one row, while it is resolved: the row's name in messages, the refusals it
/// says, and the resolved gesture it makes.
private struct RowGesture {
  let gesture: Gesture
  let cell: FormCell
  let number: Int
  /// The words of messages.
  let strings: FormStrings
  /// The row in messages: `row 2 (Email)`.
  let name: String
  /// The gestures the row offers, for the advice of a refusal.
  let offered: [Gesture.Kind]
  /// Why the row refuses every gesture, if it is disabled.
  let disabled: GestureError?

  init(_ gesture: Gesture, on cell: FormCell, number: Int, strings: FormStrings) {
    self.gesture = gesture
    self.cell = cell
    self.number = number
    self.strings = strings
    let name =
      cell.title.isEmpty
      ? strings.phrase("row %@", String(number))
      : strings.phrase("row %1$@ (%2$@)", String(number), cell.title.abbreviatedForMessage)
    self.name = name
    offered = cell.offeredGestures
    let controlTakesInput = (cell.control as? any HostedControl)?.acceptsInput ?? true
    disabled =
      cell.acceptsInput && controlTakesInput
      ? nil
      : GestureError(
        (cell.disabledReason ?? cell.message).map {
          strings.phrase("%1$@ is disabled: %2$@", name, $0)
        } ?? strings.phrase("%@ is disabled; try another row", name))
  }

  /// The refusal of a gesture the row cannot take, with the gestures it can.
  func unsupported(_ problem: String) -> GestureError {
    let usages = offered.map { $0.usage(row: number) }
    let advice =
      usages.isEmpty
      ? strings.phrase("it takes no commands; try another row, or 'back'")
      : strings.phrase("try: %@", usages.joined(separator: ", "))
    return GestureError(strings.phrase("%1$@ %2$@; %3$@", name, problem, advice))
  }

  /// The gesture, resolved to `action`; `what` names what it gives in a refusal's message
  /// (`the tap`).
  func resolved(
    _ what: String, refusal: GestureError? = nil, isTextEntry: Bool = false,
    acceptedInput: Bool? = nil, _ action: @escaping () -> Bool
  ) -> ResolvedGesture {
    let kind = gesture.kind ?? .tap
    let (name, number, offered, strings) = (name, number, offered, strings)
    return ResolvedGesture(
      gesture: gesture.numbered(row: number), cell: cell, row: number, isTextEntry: isTextEntry,
      acceptedInput: acceptedInput ?? cell.acceptsInput, refusal: refusal ?? disabled,
      refused: { [weak cell] in
        // NB: a step past an end is said by the control, which keeps a valid value.
        if let message = (cell?.control as? RangedControl)?.refusal ?? cell?.message {
          return GestureError(strings.phrase("%1$@ refused %2$@: %3$@", name, what, message))
        }
        let others = offered.filter { $0 != kind }.map { $0.usage(row: number) }
        let advice =
          others.isEmpty
          ? strings.phrase("nothing changed")
          : strings.phrase("try: %@", others.joined(separator: ", "))
        return GestureError(strings.phrase("%1$@ refused %2$@; %3$@", name, what, advice))
      }, action: action)
  }
}
