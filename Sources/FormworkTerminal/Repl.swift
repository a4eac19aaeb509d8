public import Formwork

/// The REPL's session loop: shows the screen, reads a line, carries it out, shows the
/// screen again, until `quit` or the end of input.
///
/// In ``Mode/plain`` mode, when standard input is not a terminal, each line is echoed after
/// the prompt. So the output reads like the session it records, the same bytes on every run:
///
/// ```swift
/// let session = FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
/// print(Repl.transcript(session, input: "1\nback\n"))
/// // Settings
/// //
/// //   1  Personal Hotspot  On  ›
/// //
/// // > 1
/// // Settings › Personal Hotspot
/// // ...
/// ```
///
/// Some lines are refused whole, with an `error:` line, so no half of them is ever applied:
/// a line that is not valid UTF-8, holds control characters, or is longer than the reader
/// keeps.
public final class Repl {
  /// How the loop talks to its user.
  public enum Mode: Sendable {
    /// Input is piped: echo each line after the prompt, write no greeting.
    case plain
    /// Input is typed on a terminal: prompt before each line; the terminal echoes it.
    case interactive

    /// `.interactive` when `input` is a terminal, `.plain` when it is a pipe or a file.
    ///
    /// ```swift
    /// let mode = Repl.Mode.automatic()   // for standard input
    /// ```
    ///
    /// - Parameter input: The descriptor the lines come from; standard input by default.
    public static func automatic(input: Int32 = 0) -> Mode {
      Platform.isTerminal(input) ? .interactive : .plain
    }
  }

  /// Why the loop ended.
  public enum Ending: Equatable, Sendable {
    /// The user typed `quit`.
    case quit
    /// The input ended (Ctrl-D on a terminal).
    case endOfInput
    /// Writing failed (a closed pipe); the loop stopped quietly.
    case outputClosed
    /// Ctrl-C on an empty line, on a terminal.
    case interrupted
  }

  /// The interpreter that carries out the commands on the form.
  package let interpreter: Interpreter
  /// Plain or interactive.
  public let mode: Mode
  /// Plain text or ANSI styling.
  public let style: ScreenStyle
  /// Whether the form's changes are saved as they are made (`--resume`): leaving asks
  /// nothing.
  public var savesChanges = false
  private let write: (String) -> Bool

  /// Creates a loop that carries out the commands it reads on `session`.
  ///
  /// ```swift
  /// let repl = Repl(session: driver, write: StandardOutput().write)
  /// repl.run(.fileDescriptor(0))
  /// ```
  ///
  /// - Parameters:
  ///   - session: The form the commands act on.
  ///   - mode: `.plain` (default) or `.interactive`.
  ///   - style: `.plain` (default) or `.ansi`.
  ///   - write: Writes text; returns `false` when the output is gone, which ends the loop.
  public init(
    session: any RunningForm, mode: Mode = .plain, style: ScreenStyle = .plain,
    write: @escaping (String) -> Bool
  ) {
    self.interpreter = Interpreter(session: session)
    self.mode = mode
    self.style = style
    self.write = write
  }

  /// Runs the loop over the lines of `reader`.
  ///
  /// - Returns: Why the loop ended.
  @discardableResult
  public func run(_ reader: LineReader) -> Ending {
    guard write(screen()) else { return .outputClosed }
    while true {
      if mode == .interactive, !write("\n" + style.apply(.prompt, to: "> ")) {
        return .outputClosed
      }
      guard let line = reader.nextLine() else {
        if mode == .interactive, !write("\n") { return .outputClosed }
        let ending: Ending = reader.endedByInterrupt ? .interrupted : .endOfInput
        guard let left = leave(ending, reader: reader) else { continue }
        return left
      }
      if mode == .plain {
        let echo = Repl.visible(line)
        guard write("\n>" + (echo.isEmpty ? "" : " " + echo) + "\n") else { return .outputClosed }
      }
      var reply: String?
      switch Repl.text(of: line) {
      case .failure(let error):
        reply = styled(error)
      case .success(let text):
        if text.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
        do {
          switch try interpreter.execute(line: text) {
          case .quit:
            guard let left = leave(.quit, reader: reader) else { continue }
            return left
          case .done(let output): reply = output
          }
        } catch {
          reply = styled(error)
        }
      }
      // NB: on a terminal the reply follows the screen, next to the prompt, so a short
      // window still shows it; a transcript keeps it before the screen it led to.
      if mode == .interactive {
        guard write(screen()) else { return .outputClosed }
        if let reply, !write("\n" + reply + "\n") { return .outputClosed }
      } else {
        if let reply, !write(reply + "\n\n") { return .outputClosed }
        guard write(screen()) else { return .outputClosed }
      }
      // NB: checks that wait for an answer (a username taken?) show `checking…` above; the
      // screen follows again once they answered.
      if interpreter.session.settle(), !write("\n" + screen()) { return .outputClosed }
    }
  }

  /// A whole plain session over `input`: what a user sees when piping `input` into the demo.
  ///
  /// ```swift
  /// let text = Repl.transcript(session, input: "1\ntoggle 1\nstate\n")
  /// ```
  public static func transcript(_ session: any RunningForm, input: String) -> String {
    transcript(session, bytes: Array(input.utf8))
  }

  /// A whole plain session over raw input bytes, which need not be valid UTF-8.
  ///
  /// - Parameters:
  ///   - session: The form.
  ///   - bytes: The input.
  ///   - maxLineLength: The longest line taken, in bytes.
  public static func transcript(
    _ session: any RunningForm, bytes: [UInt8], maxLineLength: Int = 4096
  )
    -> String
  {
    var output = ""
    let repl = Repl(session: session) { text in
      output += text
      return true
    }
    repl.run(LineReader(bytes: bytes, maxLineLength: maxLineLength))
    return output
  }

  /// Leaves with `ending`, unless unsubmitted changes would be lost on a terminal and the
  /// user answers anything but yes to the question (Ctrl-C at it leaves at once).
  ///
  /// - Returns: How the loop ends; `nil` to go on.
  private func leave(_ ending: Ending, reader: LineReader) -> Ending? {
    guard mode == .interactive,
      interpreter.session.wouldLoseChanges(savesChanges: savesChanges)
    else { return ending }
    let question =
      strings.phrase("Quit without submitting? Your changes will be lost. (y/n)") + " "
    guard write("\n" + style.apply(.prompt, to: question)) else { return .outputClosed }
    reader.readOn()
    guard let answer = reader.nextLine() else {
      if !write("\n") { return .outputClosed }
      return reader.endedByInterrupt ? .interrupted : ending
    }
    if let text = answer.text?.lowercased(), text.hasPrefix("y") { return ending }
    return write("\n" + screen()) ? nil : .outputClosed
  }

  private func styled(_ error: CommandError) -> String {
    style.apply(.error, to: strings.phrase("error:")) + " \(error.message(in: strings))"
  }

  /// The words the loop writes: the form's (`RunningForm.strings`).
  private var strings: FormStrings { interpreter.session.strings }

  private func screen() -> String {
    interpreter.session.render(style: style)
  }

  /// The line as text, or why it cannot be a command.
  static func text(of line: LineReader.Line) -> Result<String, CommandError> {
    if line.isTruncated {
      return .failure(
        CommandError(
          phrase: "the line is longer than %@ bytes; nothing was done; type a shorter line",
          String(line.bytes.count)))
    }
    guard var text = line.text else {
      return .failure(
        CommandError(phrase: "the line is not valid UTF-8; nothing was done; retype it"))
    }
    if text.hasSuffix("\r") { text.removeLast() }
    if text.unicodeScalars.contains(where: isControl) {
      return .failure(
        CommandError(
          phrase: "the line holds control characters (arrow keys and the like); nothing was"
            + " done; retype it"))
    }
    return .success(text)
  }

  /// The line as it can safely be echoed: invalid bytes as `�`, control characters in caret
  /// notation (`^[`), a cut line ending in `…`.
  static func visible(_ line: LineReader.Line) -> String {
    var text = ""
    let bytes = line.isTruncated ? line.bytes[...] : line.bytes.trimmingSuffix(0x0D)
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      if scalar == "\t" {
        text.unicodeScalars.append(scalar)
      } else if scalar.value < 0x20 {
        text += "^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40))
      } else if scalar.value == 0x7F {
        text += "^?"
      } else if isControl(scalar) {
        text += "�"
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    if text.count > 60 { return String(text.prefix(60)) + "…" }
    return line.isTruncated ? text + "…" : text
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }
}

/// Writes to a file descriptor, standard output by default, whole or not at all.
///
/// A failed write, such as to a closed pipe, returns `false` instead of raising `SIGPIPE`,
/// once that signal is ignored (see ``ignoreBrokenPipes()``).
///
/// ```swift
/// ignoreBrokenPipes()
/// let output = StandardOutput()
/// output.write("hello\n")   // true, or false once the reader has gone
/// ```
public struct StandardOutput {
  /// The descriptor written to.
  public let descriptor: Int32

  /// Creates a writer for `descriptor`.
  public init(descriptor: Int32 = 1) {
    self.descriptor = descriptor
  }

  /// Writes all of `text`.
  ///
  /// - Returns: `false` if the output failed; some of the text may have been written.
  @discardableResult
  public func write(_ text: String) -> Bool {
    Array(text.utf8).withUnsafeBytes { Platform.writeAll(descriptor, $0) }
  }
}

/// Makes writes to a closed pipe fail with `EPIPE` instead of killing the process, so a
/// REPL whose reader has gone stops quietly. Does nothing where the process cannot handle
/// signals (tvOS, watchOS).
public func ignoreBrokenPipes() {
  #if os(macOS) || os(Linux)
    Platform.ignore(Platform.Signal.brokenPipe)
  #endif
}

extension Array where Element == UInt8 {
  fileprivate func trimmingSuffix(_ byte: UInt8) -> ArraySlice<UInt8> {
    last == byte ? dropLast() : self[...]
  }
}
