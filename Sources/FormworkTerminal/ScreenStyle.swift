/// How text output is styled: plain text, or ANSI escape codes for a colour terminal.
///
/// ```swift
/// let style = ScreenStyle.automatic()        // .ansi on a terminal, .plain when piped
/// ScreenRenderer(style: style).render(driver)
/// ```
public enum ScreenStyle: Sendable, Equatable {
  /// Plain text, the same bytes on every run: for pipes, files and tests.
  case plain
  /// Bold titles, dim numbers and footers, coloured marks and messages.
  case ansi

  /// `.ansi` when `fileDescriptor` is a terminal and the environment does not set `NO_COLOR`
  /// (see no-color.org), `.plain` otherwise.
  ///
  /// - Parameters:
  ///   - fileDescriptor: Where the output goes; standard output by default.
  ///   - environment: The environment variables; the process's own by default.
  public static func automatic(
    fileDescriptor: Int32 = 1, environment: [String: String]? = nil
  ) -> ScreenStyle {
    func variable(_ name: String) -> String? {
      if let environment { return environment[name] }
      return Platform.environmentVariable(name)
    }
    return automatic(
      isTerminal: Platform.isTerminal(fileDescriptor), noColor: variable("NO_COLOR"),
      term: variable("TERM"))
  }

  /// `.ansi` when the output is a terminal, `noColor` is unset or empty and `term` is not
  /// `dumb`; `.plain` otherwise.
  ///
  /// ```swift
  /// ScreenStyle.automatic(isTerminal: true, noColor: nil)                 // .ansi
  /// ScreenStyle.automatic(isTerminal: true, noColor: "1")                 // .plain
  /// ScreenStyle.automatic(isTerminal: true, noColor: nil, term: "dumb")   // .plain
  /// ScreenStyle.automatic(isTerminal: false, noColor: nil)                // .plain
  /// ```
  public static func automatic(isTerminal: Bool, noColor: String?, term: String? = nil)
    -> ScreenStyle
  {
    guard isTerminal, term != "dumb" else { return .plain }
    if let noColor, !noColor.isEmpty { return .plain }
    return .ansi
  }

  /// The roles text plays on screen, each styled its own way in `.ansi`.
  enum Role {
    case breadcrumb, header, footer, number, detail, mark, disabled, message, error, prompt
  }

  /// `text` wrapped in the escape codes for `role`, or `text` itself when plain or empty.
  func apply(_ role: Role, to text: String) -> String {
    guard self == .ansi, !text.isEmpty else { return text }
    let code: String
    switch role {
    case .breadcrumb, .header, .prompt: code = "1"
    case .footer, .number, .disabled: code = "2"
    case .detail: code = "36"
    case .mark: code = "32"
    case .message: code = "33"
    case .error: code = "1;31"
    }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
