internal import Formwork

/// Splits a byte stream into lines of raw bytes, and caps each line's length.
///
/// Input that is not valid UTF-8 reaches the REPL intact, to be reported rather than crash.
/// The cap keeps the memory a huge line costs bounded.
///
/// ```swift
/// let reader = LineReader(bytes: Array("1\ntoggle 1\n".utf8))
/// reader.nextLine()?.text   // "1"
/// reader.nextLine()?.text   // "toggle 1"
/// reader.nextLine()         // nil: end of input
/// ```
public final class LineReader {
  /// One line of input, without its line feed.
  public struct Line: Equatable, Sendable {
    /// The line's bytes, at most ``LineReader/maxLineLength`` of them.
    public var bytes: [UInt8]
    /// How many bytes the line had before it was cut to ``LineReader/maxLineLength``.
    public var length: Int

    /// Creates a line.
    public init(bytes: [UInt8], length: Int? = nil) {
      self.bytes = bytes
      self.length = length ?? bytes.count
    }

    /// Whether the line was longer than the reader keeps.
    public var isTruncated: Bool { length > bytes.count }

    /// The line as text, if it is valid UTF-8.
    public var text: String? { String(validUTF8: bytes) }
  }

  /// The most bytes a line keeps; the rest of a longer line is read and dropped.
  public let maxLineLength: Int
  private let pull: (UnsafeMutableRawBufferPointer) -> Int
  private var buffer: [UInt8] = []
  private var start = 0
  private var isAtEnd = false
  /// For a terminal: whether Ctrl-C ended the input, and how to read on after it ended.
  private var terminal: (wasInterrupted: () -> Bool, readOn: () -> Void)?

  /// Whether the input ended with Ctrl-C on an empty line (a terminal's), rather than with
  /// its end (Ctrl-D, the end of a pipe).
  public var endedByInterrupt: Bool { terminal?.wasInterrupted() ?? false }

  /// Reads on after the end of a terminal's input (to ask a question before leaving); does
  /// nothing for other input, whose end is final.
  public func readOn() {
    guard let terminal, isAtEnd else { return }
    terminal.readOn()
    isAtEnd = false
  }

  /// Creates a reader that pulls bytes with `read`.
  ///
  /// - Parameters:
  ///   - maxLineLength: The most bytes a line keeps.
  ///   - read: Fills the buffer it is given and returns how many bytes it wrote; `0` or less
  ///     ends the input.
  public init(maxLineLength: Int = 4096, read: @escaping (UnsafeMutableRawBufferPointer) -> Int) {
    self.maxLineLength = max(1, maxLineLength)
    self.pull = read
  }

  /// Creates a reader over `bytes`, handed out `chunkSize` at a time (small chunks test
  /// lines that span reads).
  public convenience init(bytes: [UInt8], maxLineLength: Int = 4096, chunkSize: Int = 4096) {
    var offset = 0
    self.init(maxLineLength: maxLineLength) { buffer in
      let count = min(max(1, chunkSize), buffer.count, bytes.count - offset)
      guard count > 0 else { return 0 }
      buffer.copyBytes(from: bytes[offset..<(offset + count)])
      offset += count
      return count
    }
  }

  /// A reader over a file descriptor, standard input by default. Interrupted reads are
  /// retried; a read error ends the input.
  public static func fileDescriptor(_ descriptor: Int32 = 0, maxLineLength: Int = 4096)
    -> LineReader
  {
    LineReader(maxLineLength: maxLineLength) { Platform.readBytes(descriptor, into: $0) }
  }

  /// A reader for a person typing at a terminal.
  ///
  /// - Each line is edited in place: left and right, Home and End, Ctrl-A and Ctrl-E, word
  ///   moves, Backspace and Delete, Ctrl-W, Ctrl-U and Ctrl-K.
  /// - Up and Down recall earlier lines.
  /// - Ctrl-L clears the screen.
  /// - Ctrl-D ends the input. A half-typed line is erased, never run.
  /// - Ctrl-C drops the line. On an empty line it ends the input.
  ///
  /// When `input` is not a terminal, this is ``fileDescriptor(_:maxLineLength:)``, so piped
  /// input reads exactly as before.
  ///
  /// ```swift
  /// let reader = LineReader.terminal(style: .automatic())
  /// Repl(session: session, mode: .interactive) { text in
  ///   print(text, terminator: "")
  ///   return true
  /// }.run(reader)
  /// ```
  ///
  /// - Parameters:
  ///   - input: The terminal's descriptor, standard input by default.
  ///   - output: Where the edited line is echoed, standard output by default.
  ///   - style: How the REPL styles its prompt, so Ctrl-L can draw it again.
  ///   - maxLineLength: The most bytes a line keeps.
  public static func terminal(
    input: Int32 = 0, output: Int32 = 1, style: ScreenStyle = .plain, maxLineLength: Int = 4096
  ) -> LineReader {
    // NB: line editing needs raw mode, which only macOS and Linux offer; elsewhere a terminal
    // is read as plain lines.
    #if os(macOS) || os(Linux)
      guard Platform.isTerminal(input) else {
        return fileDescriptor(input, maxLineLength: maxLineLength)
      }
      let terminal = TerminalLineInput(
        input: input, output: output, prompt: style.apply(.prompt, to: "> "))
      let reader = LineReader(maxLineLength: maxLineLength) { terminal.read(into: $0) }
      reader.terminal = ({ terminal.wasInterrupted }, { terminal.readOn() })
      return reader
    #else
      return fileDescriptor(input, maxLineLength: maxLineLength)
    #endif
  }

  /// The next line without its line feed, or `nil` at the end of input. A last line without
  /// a line feed counts as a line.
  public func nextLine() -> Line? {
    var line: [UInt8] = []
    var length = 0
    while true {
      let end = buffer[start...].firstIndex(of: UInt8(ascii: "\n"))
      let piece = buffer[start..<(end ?? buffer.count)]
      length += piece.count
      line.append(contentsOf: piece.prefix(max(0, maxLineLength - line.count)))
      if let end {
        start = end + 1
        return Line(bytes: line, length: length)
      }
      buffer.removeAll(keepingCapacity: true)
      start = 0
      if isAtEnd { return length == 0 ? nil : Line(bytes: line, length: length) }
      fill()
    }
  }

  private func fill() {
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { pull($0) }
    if count <= 0 {
      isAtEnd = true
    } else {
      buffer.append(contentsOf: chunk[0..<min(count, chunk.count)])
    }
  }
}
