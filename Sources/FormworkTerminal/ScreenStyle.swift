public import Formwork

/// How text output is styled: plain text, or ANSI escape codes for a colour terminal.
/// ``automatic(fileDescriptor:environment:)`` chooses one from the process's terminal and
/// environment.
///
/// ```swift
/// let style = ScreenStyle.automatic()        // .ansi on a terminal
/// ScreenRenderer(style: style).render(driver)
/// ```
public enum ScreenStyle: Sendable, Equatable {
  /// Plain text, the same bytes on every run: for pipes, files and tests.
  case plain
  /// Bold titles, dim numbers and footers, coloured marks and messages.
  case ansi
  /// Bold text and bright colours, nothing dim, the cursor's row in reverse video: for low
  /// vision and washed-out screens (`formwork-demo --theme=high-contrast`).
  case highContrast
  /// A tool's own colours and symbols.
  ///
  /// ```swift
  /// var theme = ScreenTheme.standard
  /// theme.cursor = ">"
  /// let style = ScreenStyle.themed(theme)
  /// ```
  case themed(ScreenTheme)

  /// The theme it draws with: its own when themed, else ``ScreenTheme/standard``, whose
  /// symbols the other styles share.
  package var appliedTheme: ScreenTheme {
    if case .themed(let theme) = self { return theme }
    return .standard
  }

  /// The themes by the names `--theme` takes: `standard` and `high-contrast`.
  package static let themeNames = ["standard", "high-contrast"]

  /// The style with colours of the theme called `name` (see `themeNames`), when this style
  /// has colours; `.plain` stays plain (`NO_COLOR`, a pipe). `nil` for a name no theme has.
  package func theme(_ name: String) -> ScreenStyle? {
    guard let index = Self.themeNames.firstIndex(of: name) else { return nil }
    guard self != .plain else { return .plain }
    return index == 0 ? .ansi : .highContrast
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

  /// `text` wrapped in the escape codes for `role`, or `text` itself when plain or empty.
  package func apply(_ role: TextRole, to text: String) -> String {
    guard !text.isEmpty, let code = code(for: role) else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }

  /// The SGR parameters of `role`, or `nil` for none.
  private func code(for role: TextRole) -> String? {
    // NB: one row a role, a column a style: each role's look in every style side by side.
    let (ansi, highContrast): (String?, String?) =
      switch role {
      case .breadcrumb, .header, .prompt: ("1", "1;97")
      case .footer, .number, .disabled, .hint: ("2", "97")
      case .detail: ("36", "1;96")
      case .mark: ("32", "1;92")
      case .message: ("33", "1;93")
      case .error: ("1;31", "1;97;41")
      case .cursor: (nil, "7")
      }
    switch self {
    case .plain: return nil
    case .ansi: return ansi
    case .highContrast: return highContrast
    case .themed(let theme): return theme.look(for: role).code
    }
  }
}

/// Choosing a style by asking the process's terminal and environment.
extension ScreenStyle {
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
}

// NB: the core's renderer marks text with roles; a style says how each role looks.
extension ScreenStyle: TextStyling {}

extension ScreenRenderer {
  /// Creates a renderer whose text is styled for a terminal.
  ///
  /// ```swift
  /// ScreenRenderer(style: .automatic()).render(driver)   // coloured on a terminal
  /// ```
  ///
  /// - Parameters:
  ///   - style: `.plain`, `.ansi`, `.highContrast` or `.themed(_:)`; see
  ///     ``ScreenStyle/automatic(fileDescriptor:environment:)``.
  ///   - marksFocus: Whether the focused row is marked with `▸` (default).
  ///   - strings: The words the renderer writes itself; English by default.
  public init(
    style: ScreenStyle, marksFocus: Bool = true, strings: FormStrings = FormStrings()
  ) {
    self.init(styling: style, marksFocus: marksFocus, strings: strings)
  }
}
