// The C library, reached from this one file: the rest of FormworkTerminal (and the demo and
// the tests, through `package` access) calls the functions below and imports no C module.
// A new platform adds its branch here; nothing else in the package spells a C library's own
// field names (Glibc's `__sigaction_handler`, Musl's `__sa_handler`, Darwin's
// `__sigaction_u`).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error(
    """
    FormworkTerminal reaches terminals and signals through a POSIX C library (Glibc, Musl or \
    Darwin), and this platform has none of them: add its branch to \
    Sources/FormworkTerminal/Platform.swift.
    """
  )
#endif

/// Terminals, descriptors and signals, as the C library offers them, in Swift's types.
///
/// Every call that a signal can interrupt (`EINTR`) is retried, so callers see only real
/// failures.
package enum Platform {
  // MARK: Descriptors

  /// Whether `descriptor` is a terminal (not a pipe or a file).
  package static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// Reads what is there, up to `buffer.count` bytes, waiting for at least one.
  ///
  /// - Returns: The number of bytes read; `0` at the end of the input, `-1` on an error.
  package static func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer)
    -> Int
  {
    while true {
      let count = read(descriptor, buffer.baseAddress, buffer.count)
      if count < 0, errno == EINTR { continue }
      return count
    }
  }

  /// Writes all of `bytes`. Safe in a signal handler: it allocates nothing.
  ///
  /// - Returns: `false` if the output failed (a closed pipe, a full non-blocking one); some of
  ///   the bytes may have been written.
  @discardableResult
  package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }

  /// Closes `descriptor`.
  package static func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
  }

  /// A new pipe, or `nil` when the process has no descriptors left.
  package static func makePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    return (ends[0], ends[1])
  }

  /// Makes reads and writes on `descriptor` fail at once rather than wait.
  package static func setNonBlocking(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL, 0) | O_NONBLOCK)
  }

  /// Waits until one of `descriptors` can be read without waiting (bytes, the end of the
  /// input or an error are there), at most `milliseconds` (`-1`: for as long as it takes).
  ///
  /// - Returns: For each descriptor, whether it can be read; all `false` when the time ran
  ///   out; `nil` on an error.
  package static func readable(_ descriptors: [Int32], within milliseconds: Int32) -> [Bool]? {
    var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    while true {
      let result = poll(&polled, nfds_t(polled.count), milliseconds)
      if result < 0, errno == EINTR { continue }
      guard result >= 0 else { return nil }
      return polled.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }
    }
  }

  // NB: terminal and process control (window sizes, raw mode, `$EDITOR`, signals,
  // pseudo-terminals) exists on macOS and Linux only: tvOS and watchOS have no posix_spawn
  // and no terminals. `scripts/check-platforms.py` keeps such calls inside these guards.
  #if os(macOS) || os(Linux)
    /// The terminal's columns and lines, or `nil` when `descriptor` is not a terminal that can
    /// say.
    package static func windowSize(_ descriptor: Int32) -> (width: Int, height: Int)? {
      var size = winsize()
      guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
      else { return nil }
      return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Tells the terminal behind `descriptor` its size, as a window resized by the user does.
    package static func setWindowSize(_ descriptor: Int32, width: Int, height: Int) {
      var size = winsize(
        ws_row: UInt16(clamping: height), ws_col: UInt16(clamping: width), ws_xpixel: 0,
        ws_ypixel: 0)
      _ = ioctl(descriptor, UInt(TIOCSWINSZ), &size)
    }
  #endif

  // MARK: The process

  /// The environment variable `name`, or `nil` when it is not set.
  package static func environmentVariable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Ends the process with `status`.
  package static func exitProcess(_ status: Int32) -> Never {
    exit(status)
  }

  #if os(macOS) || os(Linux)
    // MARK: Files and child processes (the text area's `$EDITOR`)

    /// A new, empty file in the temporary directory (`$TMPDIR`, else `/tmp`) whose name ends
    /// with `suffix`, readable and writable by this user only: its path, or `nil` when none can
    /// be made.
    package static func makeTemporaryFile(suffix: String) -> String? {
      let directory = environmentVariable("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
      let slash = directory.hasSuffix("/") ? "" : "/"
      var template = Array((directory + slash + "formwork-XXXXXX" + suffix).utf8CString)
      let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
        guard let start = buffer.baseAddress else { return -1 }
        return mkstemps(start, Int32(suffix.utf8.count))
      }
      guard descriptor >= 0 else { return nil }
      _ = close(descriptor)
      return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes `bytes` to the file at `path`, replacing what it held.
    ///
    /// - Returns: Whether all of them were written.
    package static func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
      let descriptor = open(path, O_WRONLY | O_TRUNC | O_CREAT, 0o600)
      guard descriptor >= 0 else { return false }
      defer { _ = close(descriptor) }
      return bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    /// The bytes of the file at `path`, or `nil` when it cannot be read.
    package static func readFile(_ path: String) -> [UInt8]? {
      let descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else { return nil }
      defer { _ = close(descriptor) }
      var contents: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, into: $0) }
        guard count >= 0 else { return nil }
        if count == 0 { return contents }
        contents += buffer[0..<count]
      }
    }

    /// Removes the file at `path`, if it is there.
    package static func removeFile(_ path: String) {
      _ = unlink(path)
    }

    /// Runs `command` with `/bin/sh -c` on this process's terminal (its standard input, output
    /// and error), `arguments` as `$1`, `$2`…, and waits for it to end.
    ///
    /// - Returns: Its exit status; `nil` when it could not start or a signal ended it.
    package static func runShellCommand(_ command: String, arguments: [String]) -> Int32? {
      let words = ["/bin/sh", "-c", command, "sh"] + arguments
      var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var process = pid_t()
      #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
      #else
        let environment = environ
      #endif
      guard posix_spawn(&process, "/bin/sh", nil, nil, &argv, environment) == 0 else { return nil }
      var status: Int32 = 0
      while waitpid(process, &status, 0) < 0 {
        guard errno == EINTR else { return nil }
      }
      // NB: WIFEXITED and WEXITSTATUS are macros Swift cannot import: the low 7 bits hold the
      // signal that ended the process (0: it exited), the next byte its status.
      guard status & 0x7F == 0 else { return nil }
      return (status >> 8) & 0xFF
    }

    // MARK: Terminal settings

    /// A terminal's settings (termios): what `tcgetattr` reads and `tcsetattr` writes back.
    package struct TerminalSettings {
      fileprivate var value: termios

      /// The settings for reading keys one by one: no echo, no line editing, Ctrl-C as a
      /// byte, 8-bit input untranslated; output processing stays on, so `"\n"` still moves to
      /// the start of the next line.
      package var raw: TerminalSettings {
        var raw = value
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
          characters[Int(VMIN)] = 1
          characters[Int(VTIME)] = 0
        }
        return TerminalSettings(value: raw)
      }

      /// Whether the terminal edits lines before a read sees them (it is not raw).
      package var editsLines: Bool {
        value.c_lflag & tcflag_t(ICANON) != 0
      }

      /// Whether the terminal is as a shell leaves it: lines edited, keys echoed, Ctrl-C a
      /// signal.
      package var isCooked: Bool {
        value.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG)
      }
    }

    /// The settings of the terminal behind `descriptor`, or `nil` when it is not a terminal.
    package static func terminalSettings(_ descriptor: Int32) -> TerminalSettings? {
      var value = termios()
      guard tcgetattr(descriptor, &value) == 0 else { return nil }
      return TerminalSettings(value: value)
    }

    /// Gives the terminal behind `descriptor` `settings`, once the output written so far has
    /// gone out. Safe in a signal handler.
    ///
    /// NB: TCSADRAIN, not TCSAFLUSH: keys typed ahead while the program was busy are kept.
    ///
    /// - Returns: Whether the terminal took them.
    @discardableResult
    package static func apply(_ settings: TerminalSettings, to descriptor: Int32) -> Bool {
      var value = settings.value
      while tcsetattr(descriptor, TCSADRAIN, &value) != 0 {
        guard errno == EINTR else { return false }
      }
      return true
    }

    // MARK: Signals

    /// The signals the terminal front ends handle.
    package enum Signal {
      /// The terminal window changed size.
      package static let windowChanged = SIGWINCH
      /// A polite request to end (`kill`'s default).
      package static let terminate = SIGTERM
      /// The terminal went away.
      package static let hangUp = SIGHUP
      /// Ctrl-\ on a cooked terminal.
      package static let quit = SIGQUIT
      /// A write to a pipe nobody reads.
      package static let brokenPipe = SIGPIPE
      /// Ends a process that cannot catch it.
      package static let kill = SIGKILL
      /// Stops a process (`kill -TSTP`; Ctrl-Z on a cooked terminal).
      package static let stop = SIGTSTP
      /// Lets a stopped process go on.
      package static let `continue` = SIGCONT
      /// The signals a crash raises.
      package static let crashes = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT]
    }

    /// A function a signal runs; it can reach only globals.
    package typealias SignalHandler = @convention(c) (Int32) -> Void

    /// What a signal did before ``handle(_:with:)`` changed it, to put back.
    package struct SignalDisposition {
      /// The signal.
      package let signal: Int32
      fileprivate var action: sigaction
    }

    /// Runs `handler` when `signal` arrives.
    ///
    /// - Returns: What the signal did before, for ``restore(_:)``.
    package static func handle(_ signal: Int32, with handler: SignalHandler) -> SignalDisposition {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
      #elseif canImport(Musl)
        action.__sa_handler.sa_handler = handler
      #else
        action.__sigaction_u.__sa_handler = handler
      #endif
      sigemptyset(&action.sa_mask)
      var previous = sigaction()
      _ = sigaction(signal, &action, &previous)
      return SignalDisposition(signal: signal, action: previous)
    }

    /// Puts back what a signal did before ``handle(_:with:)``.
    package static func restore(_ disposition: SignalDisposition) {
      var action = disposition.action
      _ = sigaction(disposition.signal, &action, nil)
    }

    /// Gives `signal` its default action again (usually: end the process) and raises it: the
    /// end of a handler that has cleaned up after a fatal signal.
    package static func raiseWithDefaultAction(_ signal: Int32) {
      var action = sigaction()  // NB: all zero: SIG_DFL, whatever the C library calls the field.
      sigemptyset(&action.sa_mask)
      _ = sigaction(signal, &action, nil)
      raise(signal)
    }

    /// Lets `signals` arrive on this thread.
    ///
    /// NB: a process may start with signals blocked (a parent's threads block them, and
    /// spawning keeps the mask).
    package static func unblock(_ signals: [Int32]) {
      var set = sigset_t()
      sigemptyset(&set)
      for signal in signals { sigaddset(&set, signal) }
      _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Makes the signal `number` do nothing.
    package static func ignore(_ number: Int32) {
      _ = signal(number, SIG_IGN)
    }

    /// Sends `signal` to the process `process`.
    package static func send(_ signal: Int32, to process: Int32) {
      _ = kill(process, signal)
    }

    // MARK: Pseudo-terminals (the tests' terminal)

    /// A new pseudo-terminal: the controlling side's descriptor (what a terminal emulator
    /// holds) and the path of the terminal a program runs on; `nil` when none is left.
    package static func openPseudoTerminal() -> (controller: Int32, terminalPath: String)? {
      #if os(Linux)
        // NB: Glibc's module does not export posix_openpt/grantpt/unlockpt/ptsname (they need
        // _XOPEN_SOURCE); the kernel's own ioctls on /dev/ptmx do the same, whatever the C
        // library. The numbers are TIOCSPTLCK and TIOCGPTN (x86, Arm), which the C headers
        // spell as macros Swift cannot import.
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0 else { return nil }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(controller, 0x4004_5431, &unlock) == 0,
          ioctl(controller, 0x8004_5430, &number) == 0
        else {
          _ = close(controller)
          return nil
        }
        return (controller, "/dev/pts/\(number)")
      #else
        let controller = posix_openpt(O_RDWR | O_NOCTTY)
        guard controller >= 0 else { return nil }
        guard grantpt(controller) == 0, unlockpt(controller) == 0,
          let name = ptsname(controller).map({ String(cString: $0) })
        else {
          _ = close(controller)
          return nil
        }
        return (controller, name)
      #endif
    }

    /// Opens the terminal at `path` for reading and writing, without making it the process's
    /// controlling terminal; `nil` when it cannot.
    package static func openTerminal(_ path: String) -> Int32? {
      let descriptor = open(path, O_RDWR | O_NOCTTY)
      return descriptor >= 0 ? descriptor : nil
    }
  #endif
}
