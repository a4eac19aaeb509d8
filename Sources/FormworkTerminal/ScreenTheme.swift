internal import Formwork

/// A tool's own look for the terminal: a colour and weight for each kind of text, and the
/// symbols the terminal front end draws (the cursor's mark, the spinner, the done mark).
/// `ScreenStyle.themed(_:)` draws with it; without colours (`NO_COLOR`, a pipe) the
/// symbols stay and the colours go (`withoutColors`).
///
/// ```swift
/// var theme = ScreenTheme.standard
/// theme.title = .init(foreground: .magenta, isBold: true)
/// theme.cursor = ">"
/// let style = ScreenStyle.themed(theme)
/// ```
public struct ScreenTheme: Sendable, Equatable {
  /// A terminal colour: one of the eight every terminal has, its bright form, or a colour of
  /// the 256-colour palette.
  public enum Color: Sendable, Equatable {
    /// Black: colour 0 of the terminal's eight.
    case black
    /// Red: colour 1 of the terminal's eight.
    case red
    /// Green: colour 2 of the terminal's eight.
    case green
    /// Yellow: colour 3 of the terminal's eight.
    case yellow
    /// Blue: colour 4 of the terminal's eight.
    case blue
    /// Magenta: colour 5 of the terminal's eight.
    case magenta
    /// Cyan: colour 6 of the terminal's eight.
    case cyan
    /// White: colour 7 of the terminal's eight.
    case white
    /// The bright form of one of the eight: `.bright(.cyan)`.
    indirect case bright(Color)
    /// A colour of the 256-colour palette, by number.
    case palette(UInt8)

    /// The SGR parameters that set it as the text's colour.
    fileprivate var foreground: String {
      switch self {
      case .black: return "30"
      case .red: return "31"
      case .green: return "32"
      case .yellow: return "33"
      case .blue: return "34"
      case .magenta: return "35"
      case .cyan: return "36"
      case .white: return "37"
      case .bright(let color):
        return Int(color.foreground).map { String($0 < 90 ? $0 + 60 : $0) } ?? color.foreground
      case .palette(let number): return "38;5;\(number)"
      }
    }
  }

  /// How one kind of text looks: its colour and weight.
  public struct Look: Sendable, Equatable {
    /// The text's colour; the terminal's own when `nil`.
    public var foreground: Color?
    /// Bold.
    public var isBold: Bool
    /// Dim (faint).
    public var isDim: Bool
    /// Reverse video: the text's and the background's colours swapped.
    public var isReversed: Bool

    /// A look; the terminal's own text when nothing is given.
    ///
    /// - Parameters:
    ///   - foreground: The colour.
    ///   - isBold: Bold.
    ///   - isDim: Dim.
    ///   - isReversed: Reverse video.
    public init(
      foreground: Color? = nil, isBold: Bool = false, isDim: Bool = false,
      isReversed: Bool = false
    ) {
      self.foreground = foreground
      self.isBold = isBold
      self.isDim = isDim
      self.isReversed = isReversed
    }

    /// The terminal's own text: no colour, no weight.
    public static let plain = Look()

    /// The SGR parameters, or `nil` for plain text.
    var code: String? {
      var parts: [String] = []
      if isBold { parts.append("1") }
      if isDim { parts.append("2") }
      if isReversed { parts.append("7") }
      if let foreground { parts.append(foreground.foreground) }
      return parts.isEmpty ? nil : parts.joined(separator: ";")
    }
  }

  /// The form's title, section headers and questions.
  public var title: Look
  /// Row numbers, footers, hints, disabled rows and the help bar.
  public var secondary: Look
  /// A row's detail: a picker's choice.
  public var detail: Look
  /// Check marks and what went well.
  public var mark: Look
  /// A row's message that is not an error.
  public var message: Look
  /// Errors.
  public var error: Look
  /// The row under the cursor, besides its mark.
  public var cursorRow: Look
  /// The cursor's mark before its row.
  public var cursor: String
  /// The mark of work done (a submit, a spinner's end).
  public var done: String
  /// The spinner's frames, turned in order while work runs.
  public var spinner: [String]

  /// A theme from its looks and symbols; ``standard`` for what is not given.
  ///
  /// - Parameters:
  ///   - title: The title, headers and questions.
  ///   - secondary: Numbers, footers, hints and the help bar.
  ///   - detail: A row's detail.
  ///   - mark: Check marks.
  ///   - message: Messages that are not errors.
  ///   - error: Errors.
  ///   - cursorRow: The cursor's row.
  ///   - cursor: The cursor's mark.
  ///   - done: The mark of work done.
  ///   - spinner: The spinner's frames (at least one).
  public init(
    title: Look = Look(isBold: true), secondary: Look = Look(isDim: true),
    detail: Look = Look(foreground: .cyan), mark: Look = Look(foreground: .green),
    message: Look = Look(foreground: .yellow), error: Look = Look(foreground: .red, isBold: true),
    cursorRow: Look = .plain, cursor: String = "❯", done: String = "✓",
    spinner: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  ) {
    self.title = title
    self.secondary = secondary
    self.detail = detail
    self.mark = mark
    self.message = message
    self.error = error
    self.cursorRow = cursorRow
    self.cursor = cursor
    self.done = done
    self.spinner = spinner.isEmpty ? ["-"] : spinner
  }

  /// The look of `ScreenStyle.ansi`, with the usual symbols.
  public static let standard = ScreenTheme()

  /// The theme with every look plain and its symbols kept: what `NO_COLOR` leaves of it.
  package var withoutColors: ScreenTheme {
    var theme = self
    for look in [
      \ScreenTheme.title, \.secondary, \.detail, \.mark, \.message, \.error, \.cursorRow,
    ] {
      theme[keyPath: look] = .plain
    }
    return theme
  }

  /// The look of `role`.
  func look(for role: TextRole) -> Look {
    switch role {
    case .breadcrumb, .header, .prompt: return title
    case .footer, .number, .disabled, .hint: return secondary
    case .detail: return detail
    case .mark: return mark
    case .message: return message
    case .error: return error
    case .cursor: return cursorRow
    }
  }
}
