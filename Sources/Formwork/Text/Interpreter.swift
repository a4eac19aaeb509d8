/// Carries out REPL commands on a `RunningForm`.
///
/// It uses only the gesture methods and control protocols. So a custom control works in the
/// REPL as soon as it adopts `TextEnterableControl`, `SteppableControl` or
/// `SelectableControl`.
///
/// ```text
/// let interpreter = Interpreter(session: FormDriver(
///   initial: Settings(), title: "Settings", build: settingsForm))
/// try interpreter.execute(line: "1")           // .done(text: nil): pushes the hotspot screen
/// try interpreter.execute(line: "toggle 1")    // .done(text: nil): the hotspot is off
/// try interpreter.execute(line: "toggle 9")    // throws: no row 9; rows are 1–4
/// ```
///
/// A command that cannot be carried out throws a ``CommandError`` and changes nothing. The
/// checks run before the gesture, and a gesture that refuses (returns `false`) changes no
/// state, by the controls' contract.
package final class Interpreter {
  /// The form the commands act on.
  package let session: any RunningForm

  /// Creates an interpreter for `session`.
  package init(session: any RunningForm) {
    self.session = session
  }

  /// What a command did.
  package enum Outcome: Equatable, Sendable {
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
  package func execute(line: String) throws(CommandError) -> Outcome {
    guard let command = try Command.parse(line) else { return .done(text: nil) }
    return try execute(command)
  }

  /// Carries out `command`: a gesture through `RunningForm.perform(_:)`, the one
  /// resolution every front end shares, or a question about the form.
  ///
  /// - Throws: ``CommandError`` saying what was wrong and what would work; nothing changed.
  @discardableResult
  package func execute(_ command: Command) throws(CommandError) -> Outcome {
    switch command {
    case .help:
      return .done(text: session.strings.phrase(Command.helpText))
    case .state:
      return .done(text: session.stateDump.trimmingTrailingNewlines())
    case .errors:
      let strings = session.strings
      // NB: counted by field, listed by error: a field failing two rules has two lines.
      let fields = session.validate().count
      return .done(
        text: fieldList(
          session.allErrors.map(\.description), count: fields,
          none: strings.phrase("Nothing to fix."),
          one: strings.phrase("1 field to fix:"),
          many: { strings.phrase("%@ fields to fix:", $0) }))
    case .changes:
      let strings = session.strings
      return .done(
        text: fieldList(
          session.dirtyFields.map { "\($0.isTouched ? "*" : " ") \($0.fieldPath)" },
          none: strings.phrase("No changes."),
          one: strings.phrase("1 field changed (* edited here):"),
          many: { strings.phrase("%@ fields changed (* edited here):", $0) }))
    case .quit:
      return .quit
    case .gesture(var gesture):
      // NB: on a wizard's step, `next` opens the next step rather than moving the focus.
      if gesture == .focusNext,
        let step = session.topScreen.visibleCells.firstIndex(where: { $0.role == .nextStep })
      {
        gesture = .tap(row: .number(step + 1))
      }
      do {
        try session.perform(gesture)
      } catch {
        throw CommandError(error.message)
      }
      if gesture.row != nil, let error = session.lastError {
        return .done(
          text: session.strings.phrase("error:") + " " + error.message(in: session.strings))
      }
      return .done(text: nil)
    }
  }

  /// The answer to `errors` and `changes`: a count (`one`, or `many` given the number), then
  /// a line per field, indented; `none` alone when there is none.
  private func fieldList(
    _ lines: [String], count: Int? = nil, none: String, one: String, many: (String) -> String
  ) -> String {
    guard !lines.isEmpty else { return none }
    let number = count ?? lines.count
    let count = number == 1 ? one : many(String(number))
    return ([count] + lines.map { "  " + $0 }).joined(separator: "\n")
  }

  /// The commands that would work on `cell`, shown as row `number`.
  package func commands(for cell: FormCell, number: Int) -> [String] {
    cell.offeredGestures.map { $0.usage(row: number) }
  }
}

extension String {
  fileprivate func trimmingTrailingNewlines() -> String {
    var text = self
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
