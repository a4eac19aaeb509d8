// The full screen on a real terminal: raw mode, signals, `$EDITOR`. macOS and Linux only
// (tvOS and watchOS have no terminal and no posix_spawn); `InteractiveForm` builds everywhere.
#if os(macOS) || os(Linux)
  import Formwork

  /// Runs an ``InteractiveForm`` full screen on a terminal.
  ///
  /// - It uses raw mode, the alternate screen and bracketed paste.
  /// - One event loop on one thread waits for keys, resizes, timers and the answers of
  ///   asynchronous checks at once. A check never freezes the screen: a spinner turns while
  ///   it runs.
  /// - The terminal is always put back (raw mode off, cursor shown, the main screen
  ///   restored) on quit, Ctrl-C, Ctrl-D, `SIGTERM`, `SIGHUP` and crash signals.
  ///
  /// ```swift
  /// let scheduler = TerminalScheduler()
  /// let form = InteractiveForm(session: example.start(scheduler: scheduler), style: .automatic())
  /// if let ending = InteractiveTerminal.run(form, scheduler: scheduler) {
  ///   exit(ending.exitStatus)
  /// }
  /// ```
  public enum InteractiveTerminal {
    /// How often the spinner turns while a check runs, in milliseconds.
    static let spinnerInterval: Int32 = 100
    /// How long a lone Escape waits for the rest of a sequence, in milliseconds.
    static let escapeWait: Int32 = 50

    /// Runs `form` until it ends.
    ///
    /// - Parameters:
    ///   - form: The front end to run.
    ///   - scheduler: The scheduler the form's driver runs its asynchronous checks on: the loop
    ///     fires its timers and delivers its answers between keys. Without one, a session on a
    ///     `ManualScheduler` has its checks settled before each redraw (which waits for them).
    ///   - input: The terminal's input descriptor.
    ///   - output: The terminal's output descriptor.
    ///   - inline: Whether to draw in place below the cursor, instead of on the alternate
    ///     screen. The form takes the lines it needs, and leaves its rows in the scrollback
    ///     at the end.
    /// - Returns: How the session ended; `nil` when `input` is not a terminal that can be
    ///   switched to raw mode (nothing was drawn).
    public static func run(
      _ form: InteractiveForm, scheduler: TerminalScheduler? = nil, input: Int32 = 0,
      output: Int32 = 1, inline: Bool = false
    ) -> InteractiveForm.Ending? {
      guard let raw = TerminalMode.raw(input) else { return nil }
      let writer = StandardOutput(descriptor: output)
      guard let resizes = Platform.makePipe() else {
        raw.restore()
        return nil
      }
      terminalToRestore = (input, output, raw)
      leavesAlternateScreen = !inline
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
      guard writer.write(inline ? InlineDrawing.enterSequence : enterSequence) else {
        return .aborted
      }
      var loop = EventLoop(
        form: form, scheduler: scheduler, input: input, resizes: resizes.read, writer: writer,
        size: terminalSize(output))
      loop.inline = inline ? InlineDrawing() : nil
      if inline { form.showsListsUnderTheirRow = true }
      let ending = loop.run(output: output)
      if var inline = loop.inline {
        writer.write(inline.leave(form, width: loop.size.width))
      }
      return ending
    }

    /// Switches to the alternate screen, clears it and turns bracketed paste on.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[H\u{1B}[2J\u{1B}[?2004h"

    /// Turns bracketed paste off, shows the cursor and leaves the alternate screen.
    static let leaveSequence = "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

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

    /// Runs `$VISUAL` or `$EDITOR` (else `vi`) on `text` with the terminal as the shell left it,
    /// then takes the terminal back: the alternate screen again unless the form is drawn
    /// `inline`.
    ///
    /// - Returns: The edited text (without the final line break editors add), or why there
    ///   is none.
    static func editExternally(_ text: String, input: Int32, output: Int32, inline: Bool = false)
      -> Result<String, ExternalEditFailure>
    {
      guard let terminal = terminalToRestore else { return .failure(.noTerminal) }
      StandardOutput(descriptor: output).write(
        inline ? InlineDrawing.leaveSequence : leaveSequence)
      terminal.mode.restore()
      defer {
        if let raw = TerminalMode.raw(input) { terminalToRestore = (input, output, raw) }
        StandardOutput(descriptor: output).write(
          inline ? InlineDrawing.enterSequence : enterSequence)
      }
      let editor =
        ["VISUAL", "EDITOR"].lazy.compactMap(Platform.environmentVariable)
        .first { !$0.isEmpty } ?? "vi"
      guard let path = Platform.makeTemporaryFile(suffix: ".txt") else {
        return .failure(.noFile)
      }
      defer { Platform.removeFile(path) }
      guard Platform.writeFile(path, Array(text.utf8)) else { return .failure(.noFile) }
      guard let status = Platform.runShellCommand(editor + " \"$1\"", arguments: [path]) else {
        return .failure(.editorFailed(editor, status: nil))
      }
      guard status == 0 else { return .failure(.editorFailed(editor, status: status)) }
      guard let bytes = Platform.readFile(path) else { return .failure(.noFile) }
      var edited = String(decoding: bytes, as: UTF8.self).replacingLineEndings
      if edited.hasSuffix("\n") { edited.removeLast() }
      return .success(edited)
    }

    /// Why `$EDITOR` gave no text back.
    enum ExternalEditFailure: Error, Equatable {
      case noTerminal
      case noFile
      case editorFailed(String, status: Int32?)

      /// One sentence for the status line, in the words of `strings`.
      func message(in strings: FormStrings) -> String {
        switch self {
        case .noTerminal:
          return strings.phrase("no terminal to run the editor on; the text is as it was")
        case .noFile:
          return strings.phrase("could not make a file for the editor; the text is as it was")
        case .editorFailed(let editor, let status?):
          return strings.phrase(
            "the editor '%1$@' ended with status %2$@; the text is as it was", editor,
            String(status))
        case .editorFailed(let editor, nil):
          return strings.phrase("the editor '%@' could not run; the text is as it was", editor)
        }
      }
    }
  }

  /// The full screen's loop: one thread waits (`poll`) for keys, resizes, the scheduler's
  /// answers and the next timer, whichever comes first, and redraws what changed.
  private struct EventLoop {
    let form: InteractiveForm
    let scheduler: TerminalScheduler?
    let input: Int32
    let resizes: Int32
    let writer: StandardOutput
    var size: (width: Int, height: Int)
    var decoder = KeyDecoder()
    var lastFrame: InteractiveForm.Frame?
    let clock = ContinuousClock()
    var nextTick: ContinuousClock.Instant?
    /// Drawing in place below the cursor, when not on the alternate screen.
    var inline: InlineDrawing?

    init(
      form: InteractiveForm, scheduler: TerminalScheduler?, input: Int32, resizes: Int32,
      writer: StandardOutput, size: (width: Int, height: Int)
    ) {
      self.form = form
      self.scheduler = scheduler
      self.input = input
      self.resizes = resizes
      self.writer = writer
      self.size = size
    }

    mutating func run(output: Int32) -> InteractiveForm.Ending {
      while true {
        scheduler?.fireDueTimers()
        if scheduler == nil { _ = form.session.settle() }
        // NB: a submit answered between keys (a server's) ends a form that ends on submit.
        if let endsWhen = form.endsWhen, endsWhen() { return .finished }
        turnSpinner()
        let height =
          inline == nil
          ? size.height : min(size.height, form.naturalHeight(width: size.width))
        let frame = form.frame(width: size.width, height: height)
        if frame != lastFrame {
          let drawing =
            inline?.draw(frame) ?? InteractiveTerminal.draw(frame, over: lastFrame)
          guard writer.write(drawing) else { return .aborted }
          lastFrame = frame
        }
        if let request = form.externalEdit {
          // NB: drawn in place, the form is wiped first and drawn again below where the
          // editor leaves the cursor; the alternate screen is not taken.
          if inline != nil, !writer.write(inline?.erase() ?? "") { return .aborted }
          switch InteractiveTerminal.editExternally(
            request.text, input: input, output: output, inline: inline != nil)
          {
          case .success(let text): form.finishExternalEdit(text)
          case .failure(let failure):
            form.finishExternalEdit(nil, failure: failure.message(in: form.session.strings))
          }
          size = InteractiveTerminal.terminalSize(output)
          lastFrame = nil
          continue
        }
        let descriptors = [input, resizes] + (scheduler.map { [$0.wakeDescriptor] } ?? [])
        guard let ready = Platform.readable(descriptors, within: timeout()) else { return .aborted }
        var keys: [TerminalKey] = []
        if !ready[0], decoder.hasPending { keys = decoder.flush() }
        if ready[1] {
          var drained = [UInt8](repeating: 0, count: 64)
          _ = drained.withUnsafeMutableBytes { Platform.readBytes(resizes, into: $0) }
          size = InteractiveTerminal.terminalSize(output)
          lastFrame = nil
        }
        if ready.count > 2, ready[2] { scheduler?.deliverAnswers() }
        if ready[0] {
          var buffer = [UInt8](repeating: 0, count: 4096)
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

    /// Moves the spinner on while a check runs, at its pace.
    private mutating func turnSpinner() {
      guard form.isChecking else {
        nextTick = nil
        return
      }
      let now = clock.now
      guard let due = nextTick else {
        nextTick = now.advanced(by: .milliseconds(InteractiveTerminal.spinnerInterval))
        return
      }
      if due <= now {
        form.tick()
        nextTick = now.advanced(by: .milliseconds(InteractiveTerminal.spinnerInterval))
      }
    }

    /// How long `poll` may wait: until the next timer or spinner turn, or a short wait to tell
    /// a lone Escape from a sequence; for ever when nothing is due.
    private func timeout() -> Int32 {
      var waits: [Int32] = []
      if decoder.hasPending { waits.append(InteractiveTerminal.escapeWait) }
      if let deadline = scheduler?.nextDeadline { waits.append(milliseconds(until: deadline)) }
      if let nextTick { waits.append(milliseconds(until: nextTick)) }
      return waits.min() ?? -1
    }
  }

  // NB: signal handlers can reach only globals; one terminal is run at a time, by design.
  nonisolated(unsafe) private var resizePipe: Int32 = -1
  nonisolated(unsafe) private var leavesAlternateScreen = true
  nonisolated(unsafe) private var terminalToRestore:
    (input: Int32, output: Int32, mode: TerminalMode)?

  /// Puts the terminal back; safe to call from a signal handler (write and tcsetattr only).
  private func restoreTerminal() {
    guard let terminal = terminalToRestore else { return }
    let leave =
      leavesAlternateScreen ? InteractiveTerminal.leaveSequence : InlineDrawing.leaveSequence
    let bytes = Array(leave.utf8)
    _ = bytes.withUnsafeBytes { Platform.writeAll(terminal.output, $0) }
    terminal.mode.restore()
  }
#endif
