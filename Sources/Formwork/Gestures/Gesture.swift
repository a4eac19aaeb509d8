/// What a user can do to a form: a gesture on a row of the top screen, or on the whole form.
///
/// Every front end speaks in gestures: the REPL's commands, the full-screen terminal,
/// `FormTester` and the random walker. Each builds gestures and resolves them with
/// ``RunningForm/resolve(_:)``. `offeredGestures` says what a row offers.
///
/// Rows and options are named by number, from 1 as the screen shows them, or by title (see
/// ``ItemReference``):
///
/// ```swift
/// let driver = FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
/// try driver.perform(.tap(row: 1))                     // opens Personal Hotspot
/// try driver.perform(.toggle(row: "Personal Hotspot")) // by title
/// try driver.perform(.select(row: 4, option: "Always"))
/// ```
///
/// A gesture's ``description`` is how the REPL spells it: `tap 1`, `enter 2 s3cret word`,
/// `toggle "Wi-Fi"`. So a list of gestures is a script the REPL can replay.
public enum Gesture: Hashable, Sendable, CustomStringConvertible {
  /// Taps the row: opens it, chooses it, presses it (REPL `tap <n>` or `<n>`).
  case tap(row: ItemReference)
  /// Flips the row's switch (REPL `toggle <n>`).
  case toggle(row: ItemReference)
  /// Enters `text` into the row's text-taking control and ends editing: typing, then
  /// Return (REPL `enter <n> <text>`).
  case enter(row: ItemReference, text: String)
  /// Types `text` into the row's text-taking control without ending editing (REPL
  /// `edit <n> <text>`).
  case edit(row: ItemReference, text: String)
  /// Ends editing the row's text-taking control, as leaving it does (REPL `end <n>`).
  case endEditing(row: ItemReference)
  /// Steps the row's control up (REPL `inc <n>`).
  case increment(row: ItemReference)
  /// Steps the row's control down (REPL `dec <n>`).
  case decrement(row: ItemReference)
  /// Chooses an option of the row's control, by number from 1 or by title (REPL
  /// `select <n> <option>`).
  case select(row: ItemReference, option: ItemReference)
  /// Deletes the row (REPL `delete <n>`).
  case delete(row: ItemReference)
  /// Moves the row to where row `to` is, within its section (REPL `move <n> <m>`).
  case move(row: ItemReference, to: ItemReference)
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

  /// What a row offers, without the gesture's arguments.
  package enum Kind: Hashable, Sendable, CaseIterable {
    /// ``Gesture/tap(row:)``.
    case tap
    /// ``Gesture/toggle(row:)``.
    case toggle
    /// ``Gesture/enter(row:text:)``.
    case enter
    /// ``Gesture/edit(row:text:)``.
    case edit
    /// ``Gesture/endEditing(row:)``.
    case endEditing
    /// ``Gesture/increment(row:)``.
    case increment
    /// ``Gesture/decrement(row:)``.
    case decrement
    /// ``Gesture/select(row:option:)``.
    case select
    /// ``Gesture/delete(row:)``.
    case delete
    /// ``Gesture/move(row:to:)``.
    case move

    /// The REPL's word for it: `tap`, `toggle`, `enter`, `edit`, `end`, `inc`, `dec`,
    /// `select`, `delete`, `move`.
    public var word: String {
      switch self {
      case .tap: return "tap"
      case .toggle: return "toggle"
      case .enter: return "enter"
      case .edit: return "edit"
      case .endEditing: return "end"
      case .increment: return "inc"
      case .decrement: return "dec"
      case .select: return "select"
      case .delete: return "delete"
      case .move: return "move"
      }
    }

    /// How to use it on row `row`, as advice in messages: `toggle 3`, `enter 3 <text>`.
    public func usage(row: Int) -> String {
      switch self {
      case .enter: return "enter \(row) <text>"
      case .edit: return "edit \(row) <text>"
      case .select: return "select \(row) <option>"
      case .move: return "move \(row) <m>"
      default: return "\(word) \(row)"
      }
    }
  }

  /// The row the gesture acts on; `nil` for the gestures on the whole form.
  package var row: ItemReference? {
    switch self {
    case .tap(let row), .toggle(let row), .enter(let row, _), .edit(let row, _),
      .endEditing(let row), .increment(let row), .decrement(let row), .select(let row, _),
      .delete(let row), .move(let row, _):
      return row
    case .back, .undo, .redo, .focusNext, .focusPrevious: return nil
    }
  }

  /// The kind of a row gesture; `nil` for the gestures on the whole form.
  package var kind: Kind? {
    switch self {
    case .tap: return .tap
    case .toggle: return .toggle
    case .enter: return .enter
    case .edit: return .edit
    case .endEditing: return .endEditing
    case .increment: return .increment
    case .decrement: return .decrement
    case .select: return .select
    case .delete: return .delete
    case .move: return .move
    case .back, .undo, .redo, .focusNext, .focusPrevious: return nil
    }
  }

  /// The gesture's first word as the REPL spells it: `tap`, `enter`, `back`, `next`.
  package var word: String {
    if let kind { return kind.word }
    switch self {
    case .back: return "back"
    case .undo: return "undo"
    case .redo: return "redo"
    case .focusNext: return "next"
    default: return "prev"
    }
  }

  /// The gesture as the REPL spells it, so it reads back to itself: `tap 1`,
  /// `enter 2 s3cret word`, `select 3 "Large"`, `back`. Empty text is entered with a trailing
  /// space, `enter 2 `.
  public var description: String {
    switch self {
    case .enter(let row, let text): return "enter \(row) \(text)"
    case .edit(let row, let text): return "edit \(row) \(text)"
    case .select(let row, let option): return "select \(row) \(option.optionText)"
    case .move(let row, let target): return "move \(row) \(target)"
    default: return row.map { "\(word) \($0)" } ?? word
    }
  }
}

/// A row or an option, by number (from 1) or by title. Integer and string literals make
/// one: `.toggle(row: 1)`, `.toggle(row: "Wi-Fi")`.
///
/// A title names a row by trying, in order:
///
/// 1. the row whose title is exactly that;
/// 2. the row whose title is equal to it in any case;
/// 3. the only row whose title starts with it, in any case (`"news"` finds "Newsletter");
/// 4. the only row with a word that starts with it (`"terms"` finds "Accept Terms").
public enum ItemReference: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral, ExpressibleByStringLiteral
{
  /// The item numbered `n`, from 1.
  case number(Int)
  /// The item titled so, or starting so.
  case title(String)

  /// `.number(value)`.
  public init(integerLiteral value: Int) { self = .number(value) }

  /// `.title(value)`.
  public init(stringLiteral value: String) { self = .title(value) }

  /// The number, or the title in double quotes (with `"` and `\` escaped), as the REPL
  /// reads it: `3`, `"Wi-Fi"`.
  public var description: String {
    switch self {
    case .number(let number): return String(number)
    case .title(let title):
      return "\"" + title.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
  }

  /// An option as `select` takes it: the rest of the line, so a title needs no quotes
  /// unless it looks like a number.
  var optionText: String {
    switch self {
    case .number(let number): return String(number)
    case .title(let title):
      return Int(title) == nil && title.first != "\"" && title.first != " " ? title : description
    }
  }
}

/// Why a gesture cannot be carried out: one sentence saying what was wrong and what would
/// work. The REPL prints it after `error: `; the interactive front end beside the row.
public struct GestureError: Error, Equatable, CustomStringConvertible {
  /// The sentence.
  public var message: String

  /// Creates an error.
  package init(_ message: String) { self.message = message }

  /// The sentence.
  public var description: String { message }
}

extension String {
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }

  /// At most 40 characters, for quoting input back in a message.
  var abbreviatedForMessage: String {
    count <= 40 ? self : String(prefix(39)) + "…"
  }
}
