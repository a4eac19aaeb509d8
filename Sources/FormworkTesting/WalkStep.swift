import FormworkTerminal

/// One user gesture on the top screen, named the way the REPL names it: rows are numbered
/// from 1 over the visible rows of the top screen, as ``ScreenRenderer`` shows them.
///
/// A step's ``description`` is the REPL command, so a list of steps is a script that
/// `formwork-demo` replays:
///
/// ```swift
/// let steps: [WalkStep] = [.tap(row: 1), .enter(row: 2, text: "s3cret word"), .back]
/// print(steps.script)
/// // tap 1
/// // enter 2 s3cret word
/// // back
/// ```
///
/// Steps are the gestures among the REPL's ``Command``s, with options of `select` by number.
public enum WalkStep: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Taps row `row` (REPL `tap <n>`).
  case tap(row: Int)
  /// Flips the switch in row `row` (REPL `toggle <n>`).
  case toggle(row: Int)
  /// Enters `text` into the text-taking control in row `row` (REPL `enter <n> <text>`).
  case enter(row: Int, text: String)
  /// Steps the control in row `row` up (REPL `inc <n>`).
  case increment(row: Int)
  /// Steps the control in row `row` down (REPL `dec <n>`).
  case decrement(row: Int)
  /// Chooses option `option`, numbered from 1, of the control in row `row`
  /// (REPL `select <n> <option>`).
  case select(row: Int, option: Int)
  /// Deletes row `row` (REPL `delete <n>`).
  case delete(row: Int)
  /// Moves row `row` to where row `to` is, within its section (REPL `move <n> <m>`).
  case move(row: Int, to: Int)
  /// Goes back one screen (REPL `back`).
  case back
  /// Takes back the last change (REPL `undo`).
  case undo
  /// Makes the last undone change again (REPL `redo`).
  case redo
  /// Moves the focus to the next field (REPL `next`).
  case focusNext
  /// Moves the focus to the previous field (REPL `prev`).
  case focusPrevious

  /// The step as a REPL command: `tap 1`, `enter 2 hello`, `back`. Empty text is entered
  /// with a trailing space, `enter 2 `, as the REPL reads it.
  public var description: String { command.script }

  /// The step as the REPL's ``Command``.
  public var command: Command {
    switch self {
    case .tap(let row): return .tap(row: row)
    case .toggle(let row): return .toggle(row: row)
    case .enter(let row, let text): return .enter(row: row, text: text)
    case .increment(let row): return .increment(row: row)
    case .decrement(let row): return .decrement(row: row)
    case .select(let row, let option): return .select(row: row, option: String(option))
    case .delete(let row): return .delete(row: row)
    case .move(let row, let target): return .move(row: row, to: target)
    case .back: return .back
    case .undo: return .undo
    case .redo: return .redo
    case .focusNext: return .next
    case .focusPrevious: return .previous
    }
  }

  /// The step a REPL command takes; `nil` for commands that are not gestures (`state`,
  /// `help`, `quit`) and for options of `select` given by title rather than number.
  ///
  /// - Parameter command: A parsed command.
  public init?(_ command: Command) {
    switch command {
    case .tap(let row): self = .tap(row: row)
    case .toggle(let row): self = .toggle(row: row)
    case .enter(let row, let text): self = .enter(row: row, text: text)
    case .increment(let row): self = .increment(row: row)
    case .decrement(let row): self = .decrement(row: row)
    case .select(let row, let option):
      guard let number = Int(option) else { return nil }
      self = .select(row: row, option: number)
    case .delete(let row): self = .delete(row: row)
    case .move(let row, let target): self = .move(row: row, to: target)
    case .back: self = .back
    case .undo: self = .undo
    case .redo: self = .redo
    case .next: self = .focusNext
    case .previous: self = .focusPrevious
    case .state, .errors, .changes, .help, .quit: return nil
    }
  }

  /// Reads one line of a script as the REPL reads it (``Command/parse(_:)``): the inverse of
  /// ``description``.
  ///
  /// ```swift
  /// WalkStep(command: "enter 2 s3cret word")   // .enter(row: 2, text: "s3cret word")
  /// WalkStep(command: "3")                     // .tap(row: 3)
  /// WalkStep(command: "fly 1")                 // nil
  /// ```
  ///
  /// - Parameter command: One line of a script.
  public init?(command: String) {
    guard let parsed = try? Command.parse(command), let step = WalkStep(parsed) else {
      return nil
    }
    self = step
  }

  /// The row the step acts on; `nil` for ``back`` and the steps that act on the whole form.
  public var row: Int? {
    switch self {
    case .tap(let row), .toggle(let row), .enter(let row, _), .increment(let row),
      .decrement(let row), .select(let row, _), .delete(let row), .move(let row, _):
      return row
    case .back, .undo, .redo, .focusNext, .focusPrevious: return nil
    }
  }
}

extension Array where Element == WalkStep {
  /// The steps as a REPL script, one command a line.
  ///
  /// ```swift
  /// [WalkStep.tap(row: 1), .toggle(row: 1)].script   // "tap 1\ntoggle 1"
  /// ```
  public var script: String { map(\.description).joined(separator: "\n") }
}

/// A step found on a driver's top screen, ready to run.
struct Gesture {
  /// The row the gesture acts on; `nil` for back.
  let cell: FormCell?
  /// Whether it enters text (a refused entry may keep the typed text on screen).
  let isTextEntry: Bool
  /// Whether the control took input before the gesture (a refusal then means bad input).
  let acceptedInput: Bool
  /// Runs the gesture; `false` if it was refused.
  let run: () -> Bool
}

extension WalkStep {
  /// Finds what the step acts on in `driver`'s top screen, or says why it cannot be run.
  func resolve<State>(on driver: FormDriver<State>) -> Result<Gesture, StepError> {
    guard let number = row else {
      func whole(_ accepts: Bool, _ run: @escaping (FormDriver<State>) -> Bool) -> Result<
        Gesture, StepError
      > {
        .success(
          Gesture(cell: nil, isTextEntry: false, acceptedInput: accepts) { [weak driver] in
            guard let driver else { return false }
            return run(driver)
          })
      }
      switch self {
      case .undo: return whole(driver.canUndo) { $0.undo() }
      case .redo: return whole(driver.canRedo) { $0.redo() }
      case .focusNext: return whole(true) { $0.focusNext() }
      case .focusPrevious: return whole(true) { $0.focusPrevious() }
      default:
        return whole(driver.canPop) { driver in
          guard driver.canPop else { return false }
          driver.pop()
          return true
        }
      }
    }
    let rows = driver.topScreen.visibleCells
    guard rows.indices.contains(number - 1) else {
      return .failure(StepError("no row \(number): the screen has \(rows.count) rows"))
    }
    let cell = rows[number - 1]
    func gesture(_ run: @escaping () -> Bool) -> Result<Gesture, StepError> {
      .success(Gesture(cell: cell, isTextEntry: false, acceptedInput: cell.acceptsInput, run: run))
    }
    func missing(_ what: String) -> Result<Gesture, StepError> {
      .failure(StepError("row \(number) (\"\(cell.title)\") has no \(what)"))
    }
    switch self {
    case .tap:
      return gesture { cell.tap() }
    case .toggle:
      guard let toggle = cell.control as? Toggle else { return missing("switch") }
      return gesture { toggle.tap() }
    case .enter(_, let text):
      guard let control = cell.control as? any TextEnterableControl else {
        return missing("control that takes text")
      }
      let accepts = (control as? any HostedControl)?.acceptsInput ?? cell.acceptsInput
      return .success(
        Gesture(cell: cell, isTextEntry: true, acceptedInput: accepts) { control.enter(text) })
    case .increment, .decrement:
      guard let control = cell.control as? any SteppableControl else {
        return missing("control that steps")
      }
      if case .increment = self { return gesture { control.increment() } }
      return gesture { control.decrement() }
    case .select(_, let option):
      guard let control = cell.control as? any SelectableControl else {
        return missing("control with options")
      }
      guard control.optionTitles.indices.contains(option - 1) else {
        return .failure(
          StepError("row \(number) has no option \(option): it has \(control.optionTitles.count)"))
      }
      return gesture { control.select(option - 1) }
    case .delete:
      return gesture { cell.delete() }
    case .move(_, let target):
      guard rows.indices.contains(target - 1), let section = cell.section,
        let index = section.cells.firstIndex(where: { $0 === rows[target - 1] })
      else {
        return .failure(StepError("row \(target) is not a row of row \(number)'s section"))
      }
      return gesture { cell.move(to: index) }
    case .back, .undo, .redo, .focusNext, .focusPrevious:
      return .failure(StepError("unreachable"))
    }
  }
}

/// Why a step cannot be run on the current screen.
struct StepError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
