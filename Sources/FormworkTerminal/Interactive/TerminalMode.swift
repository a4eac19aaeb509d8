// Raw mode (termios): macOS and Linux only.
#if os(macOS) || os(Linux)
  /// A terminal switched to raw mode (keys arrive one by one, unechoed, Ctrl-C as a byte), and
  /// the settings to put back.
  ///
  /// ```swift
  /// if let raw = TerminalMode.raw(0) {
  ///   defer { raw.restore() }
  ///   // read keys from descriptor 0
  /// }
  /// ```
  ///
  /// Output processing stays on, so `"\n"` still moves to the start of the next line.
  public struct TerminalMode {
    /// The terminal's descriptor.
    public let descriptor: Int32
    private let saved: Platform.TerminalSettings

    /// Switches `descriptor` to raw mode, or returns `nil` when it is not a terminal (a pipe,
    /// a file) or cannot be switched.
    public static func raw(_ descriptor: Int32) -> TerminalMode? {
      guard Platform.isTerminal(descriptor), let saved = Platform.terminalSettings(descriptor),
        Platform.apply(saved.raw, to: descriptor)
      else { return nil }
      return TerminalMode(descriptor: descriptor, saved: saved)
    }

    /// Puts the terminal's settings back as they were before ``raw(_:)``.
    ///
    /// - Returns: Whether the terminal took them.
    @discardableResult
    public func restore() -> Bool {
      Platform.apply(saved, to: descriptor)
    }
  }
#endif
