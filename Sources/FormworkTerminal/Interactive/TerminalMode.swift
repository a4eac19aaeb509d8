#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  private let saved: termios

  /// Switches `descriptor` to raw mode, or returns `nil` when it is not a terminal (a pipe,
  /// a file) or cannot be switched.
  public static func raw(_ descriptor: Int32) -> TerminalMode? {
    guard isatty(descriptor) == 1 else { return nil }
    var saved = termios()
    guard tcgetattr(descriptor, &saved) == 0 else { return nil }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | ISTRIP)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard setAttributes(descriptor, raw) else { return nil }
    return TerminalMode(descriptor: descriptor, saved: saved)
  }

  /// Puts the terminal's settings back as they were before ``raw(_:)``.
  ///
  /// - Returns: Whether the terminal took them.
  @discardableResult
  public func restore() -> Bool {
    TerminalMode.setAttributes(descriptor, saved)
  }

  // NB: TCSADRAIN, not TCSAFLUSH: keys typed ahead while the REPL was busy are kept.
  private static func setAttributes(_ descriptor: Int32, _ settings: termios) -> Bool {
    var settings = settings
    while tcsetattr(descriptor, TCSADRAIN, &settings) != 0 {
      guard errno == EINTR else { return false }
    }
    return true
  }
}
