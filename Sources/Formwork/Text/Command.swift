/// A command of the REPL's language: a `Gesture`, or a question about the form. Rows are
/// numbered from 1 over the visible rows of the top screen, as ``ScreenRenderer`` numbers
/// them, or named by title.
///
/// ```text
/// try Command.parse("toggle 1")              // .gesture(.toggle(row: 1))
/// try Command.parse("enter 1 s3cret word")   // .gesture(.enter(row: 1, text: "s3cret word"))
/// try Command.parse("3")                     // .gesture(.tap(row: 3))
/// try Command.parse("toggle \"Gift wrap\"")   // .gesture(.toggle(row: "Gift wrap"))
/// try Command.parse("state")                 // .state
/// try Command.parse("")                      // nil: an empty line is no command
/// try Command.parse("# a note")              // nil: a comment is no command
/// ```
package enum Command: Equatable, Sendable {
  /// A gesture on a row or on the form: `tap`, `toggle`, `enter`, `edit`, `end`, `inc`,
  /// `dec`, `select`, `delete`, `move`, `back`, `undo`, `redo`, `next`, `prev`.
  case gesture(Gesture)
  /// `state`: prints the state.
  case state
  /// `errors`: validates the form (`FormDriver.validate()`): every field shows its error
  /// on its row, and the errors are listed by field title in screen order.
  case errors
  /// `changes`: lists the fields whose value differs from the form's pristine state (the
  /// initial state, or the state at the last submit), in form order, marking those the user
  /// edited with `*`.
  case changes
  /// `help`: lists the commands.
  case help
  /// `quit`: ends the session.
  case quit

  /// The commands and what they do, as `help` prints them.
  package static let helpText = """
    Commands (rows by number as on the screen, or by title: "Personal Hotspot", or a unique
    start of the title or of a word of it: pers, hot):
      <n>, tap <n>         tap row n: open it, choose it, press it
      toggle <n>           flip the switch in row n
      enter <n> <text>     enter the rest of the line into row n's field (spaces kept)
      edit <n> <text>      type into row n's field without finishing: its errors wait
      end <n>              finish editing row n's field: its errors show
      inc <n>, dec <n>     step row n's value up or down (steppers, sliders)
      select <n> <option>  choose an option of row n (a picker's too), by number or title
      delete <n>           delete row n
      move <n> <m>         move row n to the position of row m (same section)
      back                 go back one screen
      state                print the form's state
      errors               list what to fix, and show each error on its row
      changes              list the fields changed since the start or the last submit
      next, prev           move the focus (▸) to the next or previous field; in a wizard,
                           next opens the next step
      # <anything>         a comment: nothing is done (recorded sessions have them)
      undo, redo           take back the last change, or make it again
      help                 show this list
      quit                 end the session (so does the end of input); on a terminal it
                           asks first when unsubmitted changes would be lost
    """

  /// Parses one line of input.
  ///
  /// The command word may be in any case and may follow spaces. A row is one of:
  ///
  /// - a number;
  /// - a title in double quotes (`\"` and `\\` escape);
  /// - a word that is not a number: a title or its start.
  ///
  /// A command that ends with its row takes the rest of the line as its title
  /// (`tap add phone`). `enter` takes the text after the row and one space, exactly as
  /// typed. `select` takes the option after the row, without surrounding spaces. A quoted
  /// title alone taps its row.
  ///
  /// - Returns: The command, or `nil` for an empty or all-blank line, or a comment (a line
  ///   starting with `#`).
  /// - Throws: ``CommandError`` saying what was wrong and what would work.
  package static func parse(_ line: String) throws(CommandError) -> Command? {
    var rest = Substring(line)
    if rest.hasSuffix("\r") { rest = rest.dropLast() }
    rest = rest.drop(while: \.isBlank)
    guard !rest.isEmpty, rest.first != "#" else { return nil }
    if rest.first == "\"" {
      let row = try nextRow(&rest, usage: "\"<title>\"")
      guard rest.allSatisfy(\.isBlank) else {
        throw CommandError(phrase: "a row title stands alone; to tap it: %@", "\(row)")
      }
      return .gesture(.tap(row: row))
    }
    let word = String(rest.prefix(while: { !$0.isBlank }))
    rest = rest.dropFirst(word.count)
    if word.allSatisfy(\.isASCIIDigit) {
      let number = try rowNumber(word, usage: "<n>")
      guard rest.allSatisfy(\.isBlank) else {
        throw CommandError(phrase: "a row number stands alone; to tap it: %@", String(number))
      }
      return .gesture(.tap(row: .number(number)))
    }
    let name = word.lowercased()
    if let command = wholeWords[name] { return try alone(command, rest, word: name) }
    return .gesture(try rowGesture(name, &rest, word: word))
  }

  /// The commands that are one word and nothing else.
  private static let wholeWords: [String: Command] = [
    "back": .gesture(.back), "undo": .gesture(.undo), "redo": .gesture(.redo),
    "next": .gesture(.focusNext), "prev": .gesture(.focusPrevious), "state": .state,
    "errors": .errors, "changes": .changes, "help": .help, "quit": .quit,
  ]

  /// Reads the rest of a command on a row, `name` its command word in lower case (`word` as
  /// typed).
  private static func rowGesture(_ name: String, _ rest: inout Substring, word: String)
    throws(CommandError) -> Gesture
  {
    switch name {
    case "tap": return .tap(row: try onlyRow(&rest, usage: "tap <n>"))
    case "toggle": return .toggle(row: try onlyRow(&rest, usage: "toggle <n>"))
    case "inc": return .increment(row: try onlyRow(&rest, usage: "inc <n>"))
    case "dec": return .decrement(row: try onlyRow(&rest, usage: "dec <n>"))
    case "delete": return .delete(row: try onlyRow(&rest, usage: "delete <n>"))
    case "move":
      let usage = "move <n> <m>"
      let row = try nextRow(&rest, usage: usage)
      return .move(row: row, to: try onlyRow(&rest, usage: usage))
    case "end": return .endEditing(row: try onlyRow(&rest, usage: "end <n>"))
    case "enter", "edit":
      let row = try nextRow(&rest, usage: "\(name) <n> <text>")
      guard let separator = rest.first, separator.isBlank else {
        throw CommandError(
          phrase: "%1$@ needs text after the row number: %1$@ %2$@ <text>"
            + " ('%1$@ %2$@ ' with a trailing space enters empty text)", name, "\(row)")
      }
      let text = String(rest.dropFirst())
      return name == "enter" ? .enter(row: row, text: text) : .edit(row: row, text: text)
    case "select":
      let usage = "select <n> <option>"
      let row = try nextRow(&rest, usage: usage)
      return .select(row: row, option: try option(rest, row: row, usage: usage))
    default:
      throw CommandError(
        phrase: "unknown command '%@'; try a row number, or 'help' for the commands",
        word.abbreviated)
    }
  }

  /// Reads the option of `select`, the whole of `rest`: a number, a quoted title, or a title.
  private static func option(_ rest: Substring, row: ItemReference, usage: String)
    throws(CommandError) -> ItemReference
  {
    let option = rest.trimmingBlanks()
    guard !option.isEmpty else {
      throw CommandError(
        phrase: "select needs an option number or title: select %@ <option>", "\(row)")
    }
    if option.first == "\"" {
      var quoted = Substring(option)
      let title = try quotedTitle(&quoted, usage: usage)
      guard quoted.allSatisfy(\.isBlank) else {
        throw CommandError(
          phrase: "unexpected '%1$@' after the option; usage: %2$@",
          quoted.trimmingBlanks().abbreviated, usage)
      }
      return .title(title)
    }
    if option.allSatisfy(\.isASCIIDigit), let number = Int(option) { return .number(number) }
    return .title(option)
  }

  /// The command as a user types it, so it parses back to itself.
  ///
  /// ```text
  /// Command.gesture(.enter(row: 1, text: "s3cret word")).script   // "enter 1 s3cret word"
  /// ```
  package var script: String {
    switch self {
    case .gesture(let gesture): return gesture.description
    case .state: return "state"
    case .errors: return "errors"
    case .changes: return "changes"
    case .help: return "help"
    case .quit: return "quit"
    }
  }

  private static func rowNumber(_ word: some StringProtocol, usage: String) throws(CommandError)
    -> Int
  {
    guard let number = Int(word), number >= 1 else {
      throw CommandError(
        phrase: "'%1$@' is not a row number; usage: %2$@", word.abbreviated, usage)
    }
    return number
  }

  /// Reads a title in double quotes from the start of `rest`.
  private static func quotedTitle(_ rest: inout Substring, usage: String) throws(CommandError)
    -> String
  {
    var title = ""
    var index = rest.index(after: rest.startIndex)
    while index < rest.endIndex {
      let character = rest[index]
      if character == "\"" {
        rest = rest[rest.index(after: index)...]
        return title
      }
      if character == "\\", rest.index(after: index) < rest.endIndex {
        index = rest.index(after: index)
      }
      title.append(rest[index])
      index = rest.index(after: index)
    }
    throw CommandError(
      phrase: "the title %1$@ has no closing quote; usage: %2$@", String(rest).abbreviated, usage)
  }

  /// Reads the next blank-separated word of `rest` as a row: a number, a quoted title, or a
  /// word that is not a number (a title or its start).
  private static func nextRow(_ rest: inout Substring, usage: String) throws(CommandError)
    -> ItemReference
  {
    rest = rest.drop(while: \.isBlank)
    if rest.first == "\"" { return .title(try quotedTitle(&rest, usage: usage)) }
    let word = rest.prefix(while: { !$0.isBlank })
    guard !word.isEmpty else {
      throw CommandError(phrase: "missing row number; usage: %@", usage)
    }
    rest = rest.dropFirst(word.count)
    guard word.first?.isASCIIDigit == true || word.first == "-" || word.first == "+" else {
      return .title(String(word))
    }
    return .number(try rowNumber(word, usage: usage))
  }

  /// Reads a row that must end the line. An unquoted title takes the rest of the line, so a
  /// title of several words needs no quotes (`tap add phone`).
  private static func onlyRow(_ rest: inout Substring, usage: String) throws(CommandError)
    -> ItemReference
  {
    let start = rest
    let row = try nextRow(&rest, usage: usage)
    if case .title = row, start.drop(while: \.isBlank).first != "\"" {
      rest = ""
      return .title(String(start.trimmingBlanks()))
    }
    guard rest.allSatisfy(\.isBlank) else {
      throw CommandError(
        phrase: "unexpected '%1$@' after the row number; usage: %2$@",
        rest.trimmingBlanks().abbreviated, usage)
    }
    return row
  }

  private static func alone(_ command: Command, _ rest: Substring, word: String)
    throws(CommandError) -> Command
  {
    guard rest.allSatisfy(\.isBlank) else {
      throw CommandError(phrase: "%1$@ takes nothing after it; usage: %1$@", word)
    }
    return command
  }
}

/// Why a line is not a command, or why a command could not be carried out: one sentence
/// saying what was wrong and what would work. The REPL prints it after `error: `.
package struct CommandError: Error, Equatable, CustomStringConvertible {
  /// The sentence, without the `error: ` prefix, in English (or as given).
  package var message: String
  /// The English template and its values, for ``message(in:)``; `nil` for a given message.
  private var phrase: (template: String, arguments: [String])?

  /// Creates an error.
  ///
  /// - Parameter message: What was wrong and what would work.
  package init(_ message: String) {
    self.message = message
  }

  /// An error whose sentence is the phrase `template` (an entry of
  /// `FormStrings.phrases`) filled with `arguments`, so a front end can say it in its words.
  package init(phrase template: String, _ arguments: String...) {
    message = FormStrings().phrase(template, arguments: arguments)
    phrase = (template, arguments)
  }

  /// The sentence in the words of `strings`: the phrase's translation, or ``message``.
  ///
  /// ```text
  /// let error = try? Command.parse("fly 3")   // throws
  /// // error.message(in: FormStrings(locale: "de")) == "unbekannter Befehl 'fly'; …"
  /// ```
  ///
  /// - Parameter strings: The words.
  package func message(in strings: FormStrings) -> String {
    phrase.map { strings.phrase($0.template, arguments: $0.arguments) } ?? message
  }

  /// `error: ` and the message.
  package var description: String { "error: \(message)" }

  /// Whether both say the same sentence.
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.message == rhs.message }
}

extension Character {
  fileprivate var isBlank: Bool { self == " " || self == "\t" }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension StringProtocol {
  fileprivate func trimmingBlanks() -> String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: isBlank).reversed().drop(while: isBlank).reversed())
  }

  /// At most 40 characters, for quoting input back in a message.
  var abbreviated: String {
    count <= 40 ? String(self) : String(prefix(39)) + "…"
  }
}
