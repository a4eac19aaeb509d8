// Line editing in raw mode: macOS and Linux only; elsewhere `LineReader.terminal` reads
// plain lines.
#if os(macOS) || os(Linux)
  import Formwork

  /// Reads lines from a terminal with a ``LineEditor``: raw mode while a line is typed, cooked
  /// again as soon as it is committed (so output, and a crash, find the terminal as usual).
  ///
  /// The edited line is redrawn in place after the prompt the REPL wrote, with relative cursor
  /// moves: `CR` is never written, so the prompt is left alone.
  final class TerminalLineInput {
    private let input: Int32
    private let output: Int32
    private let prompt: String
    private var editor = LineEditor()
    private var decoder = KeyDecoder()
    private var queued: [TerminalKey] = []
    private var pendingBytes: [UInt8] = []
    private var isAtEnd = false
    /// Whether the input ended with Ctrl-C on an empty line.
    private(set) var wasInterrupted = false
    /// Columns between the end of the prompt and the terminal's cursor.
    private var shownCursor = 0
    /// Columns of the text drawn after the prompt.
    private var shownWidth = 0

    /// How long a lone Escape waits for the rest of a sequence, in milliseconds.
    static let escapeWait: Int32 = 50

    init(input: Int32, output: Int32, prompt: String) {
      self.input = input
      self.output = output
      self.prompt = prompt
    }

    /// Reads on after the input ended (Ctrl-D or Ctrl-C), for a question before leaving.
    func readOn() {
      isAtEnd = false
      wasInterrupted = false
      pendingBytes = []
    }

    /// `LineReader`'s pull: the next committed line and its line feed, as much as fits.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
      if pendingBytes.isEmpty, !isAtEnd {
        if let line = readLine() {
          pendingBytes = Array(line.utf8) + [UInt8(ascii: "\n")]
        } else {
          isAtEnd = true
        }
      }
      let count = min(buffer.count, pendingBytes.count)
      guard count > 0 else { return 0 }
      buffer.copyBytes(from: pendingBytes[0..<count])
      pendingBytes.removeFirst(count)
      return count
    }

    private func readLine() -> String? {
      guard let mode = TerminalMode.raw(input) else { return plainLine() }
      defer { mode.restore() }
      shownCursor = 0
      shownWidth = 0
      while true {
        if queued.isEmpty {
          guard let keys = nextKeys() else {
            erase()
            return nil
          }
          queued = keys
          continue
        }
        let key = queued.removeFirst()
        switch editor.handle(key) {
        case .edited, .cancel: redraw()
        case .ignored: break
        case .commit(let line):
          moveRight(shownWidth - shownCursor)
          send("\n")
          return line
        case .endOfInput:
          erase()
          return nil
        case .interrupt:
          if editor.text.isEmpty {
            send("^C")
            wasInterrupted = true
            return nil
          }
          editor.handle(.escape)
          moveRight(shownWidth - shownCursor)
          send("^C\r\n" + prompt)
          shownCursor = 0
          shownWidth = 0
        case .clearScreen:
          send("\u{1B}[H\u{1B}[2J" + prompt)
          shownCursor = 0
          shownWidth = 0
          redraw()
        }
      }
    }

    /// Keys from the next read; after a cut-off sequence, a short wait, then flushed. `nil` at
    /// the end of input or on a read error.
    private func nextKeys() -> [TerminalKey]? {
      if decoder.hasPending, !isReadable(within: Self.escapeWait) { return decoder.flush() }
      var bytes = [UInt8](repeating: 0, count: 256)
      let count = bytes.withUnsafeMutableBytes { Platform.readBytes(input, into: $0) }
      guard count > 0 else { return nil }
      return decoder.decode(Array(bytes[0..<count]))
    }

    private func isReadable(within milliseconds: Int32) -> Bool {
      Platform.readable([input], within: milliseconds) == [true]
    }

    /// Not a terminal after all (it was closed or redirected): bytes up to a line feed.
    private func plainLine() -> String? {
      var line: [UInt8] = []
      var byte: [UInt8] = [0]
      while byte.withUnsafeMutableBytes({ Platform.readBytes(input, into: $0) }) == 1 {
        if byte[0] == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
        line.append(byte[0])
      }
      return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
    }

    private func redraw() {
      let text = editor.text
      let width = text.displayWidth
      moveLeft(shownCursor)
      send(text + "\u{1B}[K")
      let cursor = String(editor.textBeforeCursor).displayWidth
      moveLeft(width - cursor)
      shownCursor = cursor
      shownWidth = width
    }

    private func erase() {
      moveLeft(shownCursor)
      send("\u{1B}[K")
      shownCursor = 0
      shownWidth = 0
    }

    private func moveLeft(_ columns: Int) {
      if columns > 0 { send("\u{1B}[\(columns)D") }
    }

    private func moveRight(_ columns: Int) {
      if columns > 0 { send("\u{1B}[\(columns)C") }
    }

    private func send(_ text: String) {
      StandardOutput(descriptor: output).write(text)
    }
  }
#endif
