/// Carries out REPL commands on a ``FormSession``, through the gesture methods and control
/// protocols only, so custom controls work in the REPL as soon as they adopt
/// ``TextEnterableControl``, ``SteppableControl`` or ``SelectableControl``.
///
/// ```swift
/// let interpreter = Interpreter(session: FormSession(
///   initial: Settings(), title: "Settings", form: settingsForm))
/// try interpreter.execute(line: "1")           // .done(text: nil): pushes the hotspot screen
/// try interpreter.execute(line: "toggle 1")    // .done(text: nil): the hotspot is off
/// try interpreter.execute(line: "toggle 9")    // throws: no row 9; rows are 1–4
/// ```
///
/// A command that cannot be carried out throws a ``CommandError`` and changes nothing: the
/// checks run before the gesture, and a gesture that refuses (returns `false`) changes no
/// state by the controls' contract.
public final class Interpreter {
  /// The form the commands act on.
  public let session: FormSession

  /// Creates an interpreter for `session`.
  public init(session: FormSession) {
    self.session = session
  }

  /// What a command did.
  public enum Outcome: Equatable, Sendable {
    /// The command was carried out; `text` is what it prints (the state, the commands, a
    /// warning), if anything.
    case done(text: String?)
    /// The session should end.
    case quit
  }

  /// Parses and carries out one line; an empty line does nothing.
  ///
  /// - Throws: ``CommandError`` if the line is not a command or cannot be carried out.
  @discardableResult
  public func execute(line: String) throws(CommandError) -> Outcome {
    guard let command = try Command.parse(line) else { return .done(text: nil) }
    return try execute(command)
  }

  /// Carries out `command`.
  ///
  /// - Throws: ``CommandError`` saying what was wrong and what would work; nothing changed.
  @discardableResult
  public func execute(_ command: Command) throws(CommandError) -> Outcome {
    switch command {
    case .help:
      return .done(text: Command.helpText)
    case .state:
      return .done(text: session.stateDump.trimmingTrailingNewlines())
    case .errors:
      let errors = session.validate()
      guard !errors.isEmpty else { return .done(text: "Nothing to fix.") }
      let count = errors.count == 1 ? "1 field" : "\(errors.count) fields"
      return .done(
        text: (["\(count) to fix:"] + errors.map { "  \($0)" }).joined(separator: "\n"))
    case .changes:
      let dirty = session.dirtyFields
      guard !dirty.isEmpty else { return .done(text: "No changes.") }
      let count = dirty.count == 1 ? "1 field" : "\(dirty.count) fields"
      return .done(
        text: (["\(count) changed (* edited here):"]
          + dirty.map { "  \($0.isTouched ? "*" : " ") \($0.fieldPath)" })
          .joined(separator: "\n"))
    case .undo:
      guard session.undo() else { throw CommandError("nothing to undo") }
      return .done(text: nil)
    case .redo:
      guard session.redo() else { throw CommandError("nothing to redo") }
      return .done(text: nil)
    case .next:
      guard session.focusNext() else {
        throw CommandError("no field after \(focusName); try 'prev'")
      }
      return .done(text: nil)
    case .previous:
      guard session.focusPrevious() else {
        throw CommandError("no field before \(focusName); try 'next'")
      }
      return .done(text: nil)
    case .quit:
      return .quit
    case .back:
      guard session.canPop else {
        let title = session.path.first.map { $0.isEmpty ? "" : " (\($0))" } ?? ""
        throw CommandError(
          "already on the first screen\(title); nothing to go back to;"
            + " try a row number, or 'quit' to leave")
      }
      session.pop()
      return .done(text: nil)
    case .tap(let number):
      let cell = try row(number)
      guard cell.shouldHighlight, cell.didSelect != nil else {
        throw unsupported(cell, number, "cannot be tapped")
      }
      return try perform("tap", "tap", on: cell, number) { cell.tap() }
    case .toggle(let number):
      let cell = try row(number)
      guard let toggle = cell.control as? Toggle else {
        throw unsupported(cell, number, "has no switch")
      }
      return try perform("toggle", "toggle", on: cell, number) { toggle.tap() }
    case .enter(let number, let text):
      let cell = try row(number)
      guard let field = cell.control as? any TextEnterableControl else {
        throw unsupported(cell, number, "has no text field")
      }
      return try perform("enter", "text", on: cell, number) { field.enter(text) }
    case .increment(let number):
      let cell = try row(number)
      guard let stepper = cell.control as? any SteppableControl else {
        throw unsupported(cell, number, "has no value to step")
      }
      return try perform("inc", "step up", on: cell, number) { stepper.increment() }
    case .decrement(let number):
      let cell = try row(number)
      guard let stepper = cell.control as? any SteppableControl else {
        throw unsupported(cell, number, "has no value to step")
      }
      return try perform("dec", "step down", on: cell, number) { stepper.decrement() }
    case .select(let number, let option):
      let cell = try row(number)
      guard let control = cell.control as? any SelectableControl else {
        throw unsupported(cell, number, "has no options to select")
      }
      let index = try optionIndex(option, in: control, cell, number)
      return try perform("select", "selection", on: cell, number) { control.select(index) }
    case .delete(let number):
      let cell = try row(number)
      guard cell.didDelete != nil else { throw unsupported(cell, number, "cannot be deleted") }
      return try perform("delete", "delete", on: cell, number) { cell.delete() }
    case .move(let number, let target):
      let cell = try row(number)
      guard cell.didMove != nil else { throw unsupported(cell, number, "cannot be moved") }
      let index = try moveIndex(of: cell, number, to: target)
      return try perform("move", "move", on: cell, number) { cell.move(to: index) }
    }
  }

  /// The commands that would work on `cell`, shown as row `number`.
  ///
  /// ```swift
  /// interpreter.commands(for: hotspotRow, number: 1)   // ["toggle 1"]
  /// ```
  public func commands(for cell: FormCell, number: Int) -> [String] {
    var commands: [String] = []
    if cell.shouldHighlight, cell.didSelect != nil { commands.append("tap \(number)") }
    if cell.control is Toggle { commands.append("toggle \(number)") }
    if cell.control is any TextEnterableControl { commands.append("enter \(number) <text>") }
    if cell.control is any SteppableControl {
      commands.append(contentsOf: ["inc \(number)", "dec \(number)"])
    }
    if cell.control is any SelectableControl { commands.append("select \(number) <option>") }
    if cell.didDelete != nil { commands.append("delete \(number)") }
    if cell.didMove != nil { commands.append("move \(number) <m>") }
    return commands
  }

  // MARK: - Checks

  /// The visible row `number` of the top screen.
  private func row(_ number: Int) throws(CommandError) -> FormCell {
    let cells = session.topScreen.visibleCells
    guard !cells.isEmpty else {
      throw CommandError("this screen has no rows; try 'back' or 'quit'")
    }
    guard cells.indices.contains(number - 1) else {
      let rows = cells.count == 1 ? "the only row is 1" : "rows are 1–\(cells.count)"
      throw CommandError("no row \(number) on this screen; \(rows)")
    }
    return cells[number - 1]
  }

  private func name(_ cell: FormCell, _ number: Int) -> String {
    cell.title.isEmpty ? "row \(number)" : "row \(number) (\(cell.title.abbreviated))"
  }

  /// An error for a command `cell` has no use for, listing the ones that would work.
  private func unsupported(_ cell: FormCell, _ number: Int, _ problem: String) -> CommandError {
    let commands = commands(for: cell, number: number)
    let advice =
      commands.isEmpty
      ? "it takes no commands; try another row, or 'back'"
      : "try: " + commands.joined(separator: ", ")
    return CommandError("\(name(cell, number)) \(problem); \(advice)")
  }

  /// Runs `gesture` if the cell and its control take input; a refusal is an error.
  ///
  /// - Parameters:
  ///   - command: The command's word, left out of the advice after a refusal.
  ///   - what: The gesture, as the error names it.
  /// The focused row as errors name it.
  private var focusName: String {
    session.focus.map { "row \($0.row) (\($0.title))" } ?? "this screen's fields"
  }

  private func perform(
    _ command: String, _ what: String, on cell: FormCell, _ number: Int,
    _ gesture: () -> Bool
  ) throws(CommandError) -> Outcome {
    let controlTakesInput = (cell.control as? any HostedControl)?.acceptsInput ?? true
    guard cell.acceptsInput, controlTakesInput else {
      let reason = (cell.disabledReason ?? cell.message).map { ": \($0)" } ?? "; try another row"
      throw CommandError("\(name(cell, number)) is disabled\(reason)")
    }
    guard gesture() else {
      if let message = cell.message {
        throw CommandError("\(name(cell, number)) refused the \(what): \(message)")
      }
      let others = commands(for: cell, number: number).filter { !$0.hasPrefix(command + " ") }
      let advice = others.isEmpty ? "nothing changed" : "try: " + others.joined(separator: ", ")
      throw CommandError("\(name(cell, number)) refused the \(what); \(advice)")
    }
    if let error = session.lastError { return .done(text: "error: \(error)") }
    return .done(text: nil)
  }

  private func optionIndex(
    _ option: String, in control: any SelectableControl, _ cell: FormCell, _ number: Int
  ) throws(CommandError) -> Int {
    let titles = control.optionTitles
    if let index = Int(option), titles.indices.contains(index - 1) { return index - 1 }
    if let index = titles.firstIndex(of: option) { return index }
    let lowered = option.lowercased()
    if let index = titles.firstIndex(where: { $0.lowercased() == lowered }) { return index }
    let listed = titles.enumerated().map { "\($0.offset + 1) \($0.element)" }
    let options = listed.isEmpty ? "it has none" : "options: " + listed.joined(separator: ", ")
    throw CommandError("\(name(cell, number)) has no option '\(option.abbreviated)'; \(options)")
  }

  /// The index in the cell's section that row `target` holds.
  private func moveIndex(of cell: FormCell, _ number: Int, to target: Int) throws(CommandError)
    -> Int
  {
    let cells = session.topScreen.visibleCells
    let siblings = cells.indices.filter { cells[$0].section === cell.section }.map { $0 + 1 }
    let span =
      siblings.count > 1
      ? "rows \(siblings.first ?? number)–\(siblings.last ?? number)"
      : "no other row"
    guard cells.indices.contains(target - 1) else {
      throw CommandError("no row \(target) to move to; row \(number) can move to \(span)")
    }
    let other = cells[target - 1]
    guard other.section === cell.section, let section = cell.section,
      let index = section.cells.firstIndex(where: { $0 === other })
    else {
      throw CommandError(
        "row \(target) is in another section; row \(number) can move to \(span)")
    }
    return index
  }
}

extension String {
  fileprivate func trimmingTrailingNewlines() -> String {
    var text = self
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
