/// One line of text being edited with a cursor, and the history of lines entered before.
///
/// It is the editing core of the line REPL on a terminal, and of a text field edited in
/// place. It is pure (keys in, outcomes out), so every key is unit-tested without a
/// terminal.
///
/// ```swift
/// var editor = LineEditor()
/// for key in [TerminalKey.text("tggle 1"), .home, .right, .text("o")] { editor.handle(key) }
/// editor.text     // "toggle 1"
/// editor.cursor   // 2
/// editor.handle(.enter)   // .commit("toggle 1"), remembered in history
/// ```
public struct LineEditor: Sendable {
  /// What a key did to the line.
  public enum Outcome: Equatable, Sendable {
    /// The text or the cursor changed (or stayed, for a move past an end): redraw the line.
    case edited
    /// Enter: the line is done; it is added to the history and the editor is empty again.
    case commit(String)
    /// Escape: the edit is abandoned; the editor is empty again.
    case cancel
    /// Ctrl-D: the end of input. A half-typed line is discarded, never run.
    case endOfInput
    /// Ctrl-C: the caller decides (discard the line, ask before quitting).
    case interrupt
    /// Ctrl-L: clear the screen and redraw.
    case clearScreen
    /// A key the editor has no use for; nothing changed.
    case ignored
  }

  /// The text being edited.
  public private(set) var text: String
  /// The cursor, as a count of characters (grapheme clusters) before it: `0` is the start,
  /// `text.count` the end.
  public private(set) var cursor: Int
  /// Lines committed before, oldest first, without consecutive duplicates or empty lines.
  public private(set) var history: [String] = []
  /// The most lines ``history`` keeps.
  public let historyLimit: Int
  /// Whether the text may hold line breaks (a text area): ``TerminalKey/newline`` inserts
  /// one and a paste keeps them. Otherwise a new line commits like Enter, and a paste's line
  /// breaks become spaces.
  public var allowsLineBreaks = false
  private var historyIndex: Int?
  private var draft = ""

  /// Creates an editor holding `text` with the cursor at its end.
  ///
  /// - Parameters:
  ///   - text: The text to start with (a text field's current value when editing in place).
  ///   - historyLimit: The most lines the history keeps.
  public init(text: String = "", historyLimit: Int = 500) {
    self.text = text
    self.cursor = text.count
    self.historyLimit = max(0, historyLimit)
  }

  /// Applies one key.
  @discardableResult
  public mutating func handle(_ key: TerminalKey) -> Outcome {
    switch key {
    case .text(let typed): insert(typed)
    case .paste(let pasted): insert(allowsLineBreaks ? pasted : pasted.joiningLines)
    case .newline:
      guard allowsLineBreaks else { return commit() }
      insert("\n")
    case .enter: return commit()
    case .escape:
      reset(to: "")
      return .cancel
    case .left, .control("b"): cursor = max(0, cursor - 1)
    case .right, .control("f"): cursor = min(text.count, cursor + 1)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = text.count
    case .wordLeft: cursor = wordStart(before: cursor)
    case .wordRight: cursor = wordEnd(after: cursor)
    case .backspace:
      guard cursor > 0 else { return .edited }
      remove(cursor - 1..<cursor)
    case .delete:
      guard cursor < text.count else { return .edited }
      remove(cursor..<cursor + 1)
    case .control("w"): remove(wordStart(before: cursor)..<cursor)
    case .control("u"): remove(0..<cursor)
    case .control("k"): remove(cursor..<text.count)
    case .up, .control("p"): recall(by: -1)
    case .down, .control("n"): recall(by: 1)
    case .control("d"):
      reset(to: "")
      return .endOfInput
    case .control("c"): return .interrupt
    case .control("l"): return .clearScreen
    default: return .ignored
    }
    return .edited
  }

  /// The text before the cursor, for placing a terminal's cursor after it.
  public var textBeforeCursor: Substring { text.prefix(cursor) }

  private mutating func insert(_ typed: String) {
    // Control characters in pasted text (a tab, a line feed) are not kept in one line; a
    // text area keeps its line breaks.
    let keepsBreaks = allowsLineBreaks
    let clean = String(
      String.UnicodeScalarView(
        typed.replacingLineEndings.unicodeScalars.filter {
          ($0.value >= 0x20 && $0.value != 0x7F) || (keepsBreaks && $0 == "\n")
        })
    )
    guard !clean.isEmpty else { return }
    let index = text.index(text.startIndex, offsetBy: cursor)
    let before = String(text[..<index]) + clean
    text = before + String(text[index...])
    // NB: a combining mark joins the character before it, so count rather than add.
    cursor = min(text.count, before.count)
  }

  private mutating func remove(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
    let upper = text.index(text.startIndex, offsetBy: range.upperBound)
    text.removeSubrange(lower..<upper)
    cursor = range.lowerBound
  }

  private func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  private func wordStart(before offset: Int) -> Int {
    let characters = Array(text)
    var index = offset
    while index > 0, !isWordCharacter(characters[index - 1]) { index -= 1 }
    while index > 0, isWordCharacter(characters[index - 1]) { index -= 1 }
    return index
  }

  private func wordEnd(after offset: Int) -> Int {
    let characters = Array(text)
    var index = offset
    while index < characters.count, !isWordCharacter(characters[index]) { index += 1 }
    while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
    return index
  }

  private mutating func commit() -> Outcome {
    let line = text
    if !line.isEmpty, history.last != line, historyLimit > 0 {
      history.append(line)
      if history.count > historyLimit { history.removeFirst(history.count - historyLimit) }
    }
    reset(to: "")
    return .commit(line)
  }

  private mutating func recall(by step: Int) {
    guard !history.isEmpty else { return }
    let current = historyIndex ?? history.count
    let next = min(history.count, max(0, current + step))
    guard next != current else { return }
    if historyIndex == nil { draft = text }
    if next == history.count {
      historyIndex = nil
      text = draft
    } else {
      historyIndex = next
      text = history[next]
    }
    cursor = text.count
  }

  private mutating func reset(to text: String) {
    self.text = text
    cursor = text.count
    historyIndex = nil
    draft = ""
  }
}

extension String {
  /// The text with `\r\n` and `\r` line endings made `\n`.
  var replacingLineEndings: String {
    guard contains("\r") else { return self }
    var result = ""
    var previousWasReturn = false
    for scalar in unicodeScalars {
      if scalar == "\r" {
        result.unicodeScalars.append("\n")
        previousWasReturn = true
        continue
      }
      if !(scalar == "\n" && previousWasReturn) { result.unicodeScalars.append(scalar) }
      previousWasReturn = false
    }
    return result
  }

  /// The text on one line: each line break (and tab) a space.
  var joiningLines: String {
    String(
      String.UnicodeScalarView(
        replacingLineEndings.unicodeScalars.map { $0 == "\n" || $0 == "\t" ? " " : $0 }))
  }
}
