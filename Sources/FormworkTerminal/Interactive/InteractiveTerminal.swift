#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else {
      raw.restore()
      return nil
    }
    terminalToRestore = (input, output, raw)
    resizePipe = pipeEnds[1]
    _ = fcntl(pipeEnds[1], F_SETFL, O_NONBLOCK)
    let previous = installHandlers()
    defer {
      restoreTerminal()
      for (signal, action) in previous {
        _ = sigaction(signal, action, nil)
        action.deallocate()
      }
      close(pipeEnds[0])
      close(pipeEnds[1])
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
      var descriptors = [
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0),
      ]
      // NB: a lone Escape is told from the start of a sequence by a short wait.
      let timeout: Int32 = decoder.hasPending ? 50 : -1
      let ready = poll(&descriptors, 2, timeout)
      if ready < 0 {
        guard errno == EINTR else { return .aborted }
        continue
      }
      var keys: [TerminalKey] = []
      if ready == 0 { keys = decoder.flush() }
      if descriptors[1].revents & Int16(POLLIN) != 0 {
        var drained = [UInt8](repeating: 0, count: 64)
        _ = drained.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
        size = terminalSize(output)
        lastFrame = nil
      }
      if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
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
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return (80, 24) }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  private static func installHandlers() -> [(Int32, UnsafeMutablePointer<sigaction>)] {
    var saved: [(Int32, UnsafeMutablePointer<sigaction>)] = []
    func install(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
      #else
        action.__sigaction_u.__sa_handler = handler
      #endif
      sigemptyset(&action.sa_mask)
      let old = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
      old.initialize(to: sigaction())
      _ = sigaction(signal, &action, old)
      saved.append((signal, old))
    }
    install(SIGWINCH) { _ in
      var byte: UInt8 = 1
      _ = write(resizePipe, &byte, 1)
    }
    for fatal in [SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT] {
      install(fatal) { signal in
        restoreTerminal()
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        _ = sigaction(signal, &action, nil)  // SIG_DFL: the handler is all zero
        raise(signal)
      }
    }
    // NB: a process may start with signals blocked (a parent's threads block them, and
    // spawning keeps the mask); the ones handled here must arrive.
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in [SIGWINCH, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT] {
      sigaddset(&handled, signal)
    }
    _ = pthread_sigmask(SIG_UNBLOCK, &handled, nil)
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
  _ = bytes.withUnsafeBytes { write(terminal.output, $0.baseAddress, $0.count) }
  terminal.mode.restore()
}
