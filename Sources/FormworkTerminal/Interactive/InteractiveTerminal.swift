/// Runs an ``InteractiveForm`` full screen on a terminal: raw mode, the alternate screen, a
/// redraw after every key and on resize, and the terminal always put back (raw mode off,
/// cursor shown, the main screen restored) on quit, Ctrl-C, Ctrl-D, `SIGTERM`, `SIGHUP` and
/// crash signals.
///
/// ```swift
/// let form = InteractiveForm(session: example.start(), style: .automatic())
/// if let ending = InteractiveTerminal.run(form) { exit(ending.exitStatus) }
/// ```
public enum InteractiveTerminal {
  /// Runs `form` until it ends.
  ///
  /// - Parameters:
  ///   - form: The front end to run.
  ///   - input: The terminal's input descriptor.
  ///   - output: The terminal's output descriptor.
  /// - Returns: How the session ended; `nil` when `input` is not a terminal that can be
  ///   switched to raw mode (nothing was drawn).
  public static func run(_ form: InteractiveForm, input: Int32 = 0, output: Int32 = 1)
    -> InteractiveForm.Ending?
  {
    guard let raw = TerminalMode.raw(input) else { return nil }
    let writer = StandardOutput(descriptor: output)
    guard let resizes = Platform.makePipe() else {
      raw.restore()
      return nil
    }
    terminalToRestore = (input, output, raw)
    resizePipe = resizes.write
    Platform.setNonBlocking(resizes.write)
    let previous = installHandlers()
    defer {
      restoreTerminal()
      previous.forEach(Platform.restore)
      Platform.closeDescriptor(resizes.read)
      Platform.closeDescriptor(resizes.write)
      resizePipe = -1
      terminalToRestore = nil
    }
    guard writer.write(enterSequence) else { return .aborted }
    var decoder = KeyDecoder()
    var size = terminalSize(output)
    var lastFrame: InteractiveForm.Frame?
    while true {
      // NB: checks that answer later (a username taken?) show their answer once settled.
      _ = form.session.settle()
      let frame = form.frame(width: size.width, height: size.height)
      if frame != lastFrame {
        guard writer.write(draw(frame, over: lastFrame)) else { return .aborted }
        lastFrame = frame
      }
      // NB: a lone Escape is told from the start of a sequence by a short wait.
      let timeout: Int32 = decoder.hasPending ? 50 : -1
      guard let ready = Platform.readable([input, resizes.read], within: timeout) else {
        return .aborted
      }
      var keys: [TerminalKey] = []
      if !ready.contains(true) { keys = decoder.flush() }
      if ready[1] {
        var drained = [UInt8](repeating: 0, count: 64)
        _ = drained.withUnsafeMutableBytes { Platform.readBytes(resizes.read, into: $0) }
        size = terminalSize(output)
        lastFrame = nil
      }
      if ready[0] {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { Platform.readBytes(input, into: $0) }
        guard count > 0 else { return .aborted }
        keys += decoder.decode(Array(buffer[0..<count]))
      }
      for key in keys {
        if key == .control("l") { lastFrame = nil }
        if let ending = form.handle(key) { return ending }
      }
    }
  }

  /// Switches to the alternate screen and clears it.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[H\u{1B}[2J"

  /// Shows the cursor and leaves the alternate screen.
  static let leaveSequence = "\u{1B}[?25h\u{1B}[?1049l"

  /// The bytes that turn the terminal's screen from `old` (or anything, when `nil`) into
  /// `frame`: changed lines only, then the cursor.
  static func draw(_ frame: InteractiveForm.Frame, over old: InteractiveForm.Frame?) -> String {
    var text = "\u{1B}[?25l"
    if old == nil || old?.lines.count != frame.lines.count { text += "\u{1B}[H\u{1B}[2J" }
    let previous = old?.lines.count == frame.lines.count ? old?.lines : nil
    for (index, line) in frame.lines.enumerated() where previous?[index] != line {
      text += "\u{1B}[\(index + 1);1H" + line + "\u{1B}[0m\u{1B}[K"
    }
    if let cursor = frame.cursor {
      text += "\u{1B}[\(cursor.line + 1);\(cursor.column + 1)H\u{1B}[?25h"
    } else {
      text += "\u{1B}[\(frame.lines.count);1H"
    }
    return text
  }

  /// The terminal's columns and lines; 80 × 24 when it cannot say.
  static func terminalSize(_ descriptor: Int32) -> (width: Int, height: Int) {
    Platform.windowSize(descriptor) ?? (80, 24)
  }

  /// Sends resizes down the pipe and puts the terminal back on the signals that end the
  /// process.
  ///
  /// - Returns: What those signals did before, to put back.
  private static func installHandlers() -> [Platform.SignalDisposition] {
    let signal = Platform.Signal.self
    var saved = [
      Platform.handle(signal.windowChanged) { _ in
        var byte: UInt8 = 1
        withUnsafeBytes(of: &byte) { _ = Platform.writeAll(resizePipe, $0) }
      }
    ]
    for fatal in [signal.terminate, signal.hangUp, signal.quit] + signal.crashes {
      saved.append(
        Platform.handle(fatal) { number in
          restoreTerminal()
          Platform.raiseWithDefaultAction(number)
        })
    }
    Platform.unblock(saved.map(\.signal))
    return saved
  }
}

// NB: signal handlers can reach only globals; one terminal is run at a time, by design.
nonisolated(unsafe) private var resizePipe: Int32 = -1
nonisolated(unsafe) private var terminalToRestore:
  (input: Int32, output: Int32, mode: TerminalMode)?

/// Puts the terminal back; safe to call from a signal handler (write and tcsetattr only).
private func restoreTerminal() {
  guard let terminal = terminalToRestore else { return }
  let bytes = Array(InteractiveTerminal.leaveSequence.utf8)
  _ = bytes.withUnsafeBytes { Platform.writeAll(terminal.output, $0) }
  terminal.mode.restore()
}
