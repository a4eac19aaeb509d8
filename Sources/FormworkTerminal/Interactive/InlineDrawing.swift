/// Draws an interactive form in place below the cursor, as a command-line tool's prompt does,
/// rather than on the alternate screen: each frame over the last one, moving the cursor by
/// lines relative to where it is, so the terminal's scrollback above is left alone; at the
/// end the form's rows stay where they were drawn.
struct InlineDrawing {
  /// Turns bracketed paste on; nothing is cleared.
  static let enterSequence = "\u{1B}[?2004h"
  /// Turns bracketed paste off and shows the cursor.
  static let leaveSequence = "\u{1B}[?2004l\u{1B}[?25h"

  /// The line of the drawing the terminal's cursor is on, from 0.
  private var cursorLine = 0

  /// The bytes that draw `frame` over the last drawing: back to its first line, every line
  /// written, what is below cleared, then the cursor where the frame puts it.
  mutating func draw(_ frame: InteractiveForm.Frame) -> String {
    var text = "\u{1B}[?25l" + Self.up(cursorLine) + "\r"
    for (index, line) in frame.lines.enumerated() {
      if index > 0 { text += "\r\n" }
      text += line + "\u{1B}[0m\u{1B}[K"
    }
    text += "\u{1B}[J"
    let last = max(0, frame.lines.count - 1)
    if let cursor = frame.cursor {
      text += Self.up(last - cursor.line) + "\r"
      if cursor.column > 0 { text += "\u{1B}[\(cursor.column)C" }
      text += "\u{1B}[?25h"
      cursorLine = cursor.line
    } else {
      cursorLine = last
    }
    return text
  }

  /// The bytes that wipe the drawing, leaving the cursor where its first line was: before a
  /// program such as `$EDITOR` takes the terminal; the next drawing starts there.
  mutating func erase() -> String {
    let text = Self.up(cursorLine) + "\r\u{1B}[J"
    cursorLine = 0
    return text
  }

  /// The last drawing: the form's rows as they ended, without the cursor's mark, the status
  /// line and the help bar; the cursor on the line below them.
  mutating func leave(_ form: InteractiveForm, width: Int) -> String {
    form.marksCursor = false
    defer { form.marksCursor = true }
    let frame = form.frame(width: width, height: form.naturalHeight(width: width))
    var lines = Array(frame.lines.dropLast(form.showsHelpBar ? 2 : 1))
    while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
    return draw(InteractiveForm.Frame(lines: lines + [""], cursor: nil)) + "\u{1B}[?25h"
  }

  private static func up(_ count: Int) -> String {
    count > 0 ? "\u{1B}[\(count)A" : ""
  }
}
