public import Formwork

/// Runs a form, or asks one question, from a command-line tool.
///
/// It picks the front end that suits the terminal and the environment. It draws on the
/// terminal (standard error, else `/dev/tty`), never on standard output, which stays the
/// tool's own.
///
/// ```swift
/// let name = try Prompt.text("Project name", rules: [.required()])
/// let git = try Prompt.confirm("Initialize git?")
/// let project = try Prompt.run(scaffoldForm, initial: Project(), title: "New project")
/// print(project.name)   // standard output: the tool's answer only
/// ```
///
/// What it shows (``PromptEnvironment/mode``):
///
/// - On a terminal: the form in place below the prompt, answered with keys
///   (``PromptMode/fullScreen``).
/// - With `ACCESSIBLE` set: plain questions, one a line (``PromptMode/accessible``).
/// - With `TERM=dumb`, or answers piped into standard input one a line: the same plain
///   questions (``PromptMode/lines``).
///
/// `NO_COLOR` turns colours off.
///
/// A form ends once it is submitted (`FormDriver.submitCount` rises), or when the user
/// leaves a form that has no submit row. A question ends once it is answered and its rules
/// pass. Anything else throws a ``PromptError``; a tool can exit with its
/// ``PromptError/exitStatus``.
///
/// Call it from the main thread: a tool's top-level code, or a synchronous `main()`. Not
/// from inside a `Task` or an `async` function: a form whose submit is `async` blocks the
/// calling thread while it waits for the submit, and there that wait can never end.
public enum Prompt {
  /// Where and how a prompt runs: ``PromptEnvironment/current`` unless a tool says otherwise.
  public struct Options {
    /// The front end; the one the environment suits when `nil`.
    public var mode: PromptMode?
    /// Whether the full screen takes the terminal's alternate screen (and gives it back
    /// blank) instead of drawing in place and leaving its answered rows in the scrollback.
    public var usesAlternateScreen = false
    /// The look; ``PromptEnvironment/style`` when `nil`.
    public var style: ScreenStyle?
    /// The tool's own colours and symbols, when ``style`` is `nil`.
    ///
    /// Where the environment has colours, the theme draws with them. Where it has none
    /// (`NO_COLOR`, `TERM=dumb`), only its symbols are used.
    ///
    /// ```swift
    /// var options = Prompt.Options()
    /// options.theme = ScreenTheme(title: .init(foreground: .magenta, isBold: true), cursor: ">")
    /// ```
    public var theme: ScreenTheme?
    /// Whether the full screen's last line names the keys the row under the cursor takes.
    public var showsHelpBar = true
    /// Which keys do what in the full screen; its help bar names them.
    ///
    /// ```swift
    /// var options = Prompt.Options()
    /// options.keyMap.quit = [.control("q")]
    /// options.keyMap.next = [.tab, .text("j")]
    /// ```
    public var keyMap = KeyMap.standard
    /// The terminal and the environment.
    public var environment: PromptEnvironment
    /// Answers to read one a line, instead of the terminal's keys or standard input.
    ///
    /// Tests and scripts use it. The plain questions are asked, and each answer is written
    /// after its question.
    public var answers: LineReader?
    /// Where the plain questions are written instead of the terminal: returns `false` once
    /// the output is gone.
    public var output: ((String) -> Bool)?

    /// Options for `environment`, the process's own by default.
    ///
    /// ```swift
    /// var options = Prompt.Options()
    /// options.usesAlternateScreen = true
    /// ```
    ///
    /// - Parameters:
    ///   - mode: The front end; chosen from the environment when `nil`.
    ///   - usesAlternateScreen: Whether the full screen takes the alternate screen.
    ///   - style: The look; chosen from the environment when `nil`.
    ///   - environment: The terminal and the environment variables.
    ///   - answers: Answers to read one a line instead of the terminal or standard input.
    ///   - output: Where the plain questions go instead of the terminal.
    public init(
      mode: PromptMode? = nil, usesAlternateScreen: Bool = false, style: ScreenStyle? = nil,
      environment: PromptEnvironment = .current, answers: LineReader? = nil,
      output: ((String) -> Bool)? = nil
    ) {
      self.mode = mode
      self.usesAlternateScreen = usesAlternateScreen
      self.style = style
      self.environment = environment
      self.answers = answers
      self.output = output
    }

    /// The style a prompt draws with when ``style`` is `nil`: ``theme`` in ``environment``,
    /// its colours only where there are colours; else the environment's own.
    public var resolvedStyle: ScreenStyle {
      let style = environment.style
      guard let theme else { return style }
      return .themed(style == .plain ? theme.withoutColors : theme)
    }

    /// Answers given as text, one a line, and where the questions go: how a test runs a
    /// prompt.
    ///
    /// ```swift
    /// var transcript = ""
    /// let options = Prompt.Options.answering("my-app\n") { transcript += $0 }
    /// let name = try Prompt.text("Project name", options: options)   // "my-app"
    /// ```
    ///
    /// - Parameters:
    ///   - input: The answers, one a line.
    ///   - output: Gets the questions and the answers, as a transcript.
    public static func answering(_ input: String, output: @escaping (String) -> Void) -> Options {
      Options(
        mode: .lines, environment: PromptEnvironment(
          inputIsTerminal: false, outputIsTerminal: false, variables: [:]),
        answers: LineReader(bytes: Array(input.utf8))
      ) { text in
        output(text)
        return true
      }
    }
  }

  /// Runs `form` over `initial` until it is submitted: the state it ends with.
  ///
  /// Call it from the main thread, not from inside a `Task`: an `async` submit is waited
  /// for on the calling thread.
  ///
  /// ```swift
  /// let project = try Prompt.run(scaffoldForm, initial: Project(), title: "New project")
  /// ```
  ///
  /// - Parameters:
  ///   - form: The form.
  ///   - initial: The state it starts from.
  ///   - title: The form's title.
  ///   - options: Where and how it runs.
  /// - Returns: The state once the form was submitted (or left, when it has no submit row).
  /// - Throws: ``PromptError``: cancelled, left, the input ended, no terminal.
  public static func run<State>(
    _ form: @escaping Form<State>, initial: State, title: String = "",
    options: Options = Options()
  ) throws(PromptError) -> State {
    let driver = FormDriver(initial: initial, title: title, build: form)
    try run(driver, options: options)
    return driver.state
  }

  /// Runs a form already started until it is submitted (or left, when it has no submit
  /// row): its state is the answer.
  ///
  /// ```swift
  /// let driver = FormDriver(initial: Project(), title: "New project", build: scaffoldForm)
  /// try Prompt.run(driver)
  /// ```
  ///
  /// - Parameters:
  ///   - session: The form.
  ///   - options: Where and how it runs.
  /// - Throws: ``PromptError``: cancelled, left, the input ended, no terminal.
  public static func run(_ session: any RunningForm, options: Options = Options())
    throws(PromptError)
  {
    try run(session, question: nil, options: options)
  }

  /// What a question needs besides its form: its submit row (hidden), and what it is.
  struct Question {
    enum Kind { case text, confirm, choice }
    var kind: Kind
    var submit: () -> Void
  }

  static func run(_ session: any RunningForm, question: Question?, options: Options)
    throws(PromptError)
  {
    let environment = options.environment
    let mode = options.mode ?? (options.answers != nil ? .lines : environment.mode)
    let style = options.style ?? options.resolvedStyle
    let ending: InteractiveForm.Ending
    switch mode {
    case .fullScreen:
      #if os(macOS) || os(Linux)
        ending = try runFullScreen(
          session, question: question, style: style, options: options)
      #else
        throw .notATerminal
      #endif
    case .lines, .accessible:
      ending = try runLines(session, question: question, options: options)
    }
    switch ending {
    case .submitted, .finished, .closed: return
    case .quit: throw .quit
    case .aborted: throw .cancelled
    }
  }

  /// Asks the rows one a line (``AccessibleForm``, as a prompt asks), from standard input,
  /// on the terminal.
  private static func runLines(
    _ session: any RunningForm, question: Question?, options: Options
  ) throws(PromptError) -> InteractiveForm.Ending {
    let output = PromptEnvironment.terminalOutput()
    let write = options.output ?? StandardOutput(descriptor: output).write
    let form = AccessibleForm(session: session, write: write)
    form.asksAsPrompt = true
    form.echoesAnswers = options.answers != nil || !options.environment.inputIsTerminal
    form.submitHidden = question?.submit
    form.readsHeaders = (options.mode ?? options.environment.mode) == .accessible
    let reader =
      options.answers
      ?? (options.environment.inputIsTerminal
        ? LineReader.terminal(input: 0, output: output) : LineReader.fileDescriptor(0))
    let ending = form.run(reader)
    if ending != .submitted, reader.endedByInterrupt {
      _ = write(session.strings.phrase("Cancelled.") + "\n")
      throw .cancelled
    }
    if ending != .submitted, ending != .closed, form.inputEnded { throw .inputEnded }
    return ending
  }
}

/// The front end a ``Prompt`` runs.
public enum PromptMode: String, Equatable, Sendable, CaseIterable {
  /// The form on the terminal, answered with keys: a cursor over the rows, text edited in
  /// place, choices opened as a list.
  case fullScreen
  /// Plain questions, one a line, the answers read one a line: for `TERM=dumb` and for
  /// answers piped in by a script or a test.
  case lines
  /// Plain questions, one a line, for screen readers and braille displays (`ACCESSIBLE`).
  case accessible
}

/// Why a ``Prompt`` has no answer, and the exit status a tool can end with.
///
/// | error | exit status |
/// | --- | --- |
/// | ``cancelled`` (Ctrl-C) | 130 |
/// | ``quit`` (left without submitting) | 3 |
/// | ``inputEnded`` | 4 |
/// | ``notATerminal`` | 5 |
///
/// ```swift
/// do {
///   let name = try Prompt.text("Project name")
/// } catch {
///   exit(error.exitStatus)
/// }
/// ```
public enum PromptError: Error, Equatable, Sendable {
  /// The user pressed Ctrl-C, or the terminal went away.
  case cancelled
  /// The user left the form without submitting it.
  case quit
  /// The input ended (Ctrl-D, the end of the piped answers) before the form was submitted.
  case inputEnded
  /// The full screen was asked for where there is no terminal to draw on or read keys from.
  case notATerminal

  /// `130` cancelled (128 + SIGINT, as shells report Ctrl-C), `3` quit, `4` input ended,
  /// `5` not a terminal.
  public var exitStatus: Int32 {
    switch self {
    case .cancelled: return 130
    case .quit: return 3
    case .inputEnded: return 4
    case .notATerminal: return 5
    }
  }
}

/// The terminal and the environment variables a ``Prompt`` chooses its front end and look
/// from.
///
/// ```swift
/// let environment = PromptEnvironment(
///   inputIsTerminal: true, outputIsTerminal: true, variables: ["TERM": "dumb"])
/// environment.mode   // .lines
/// ```
public struct PromptEnvironment: Equatable, Sendable {
  /// Whether standard input is a terminal (else the answers are piped in).
  public var inputIsTerminal: Bool
  /// Whether there is a terminal to draw on: standard error, or `/dev/tty`.
  public var outputIsTerminal: Bool
  /// The environment variables (`TERM`, `ACCESSIBLE`, `NO_COLOR`).
  public var variables: [String: String]

  /// An environment as given.
  ///
  /// - Parameters:
  ///   - inputIsTerminal: Whether standard input is a terminal.
  ///   - outputIsTerminal: Whether there is a terminal to draw on.
  ///   - variables: The environment variables.
  public init(inputIsTerminal: Bool, outputIsTerminal: Bool, variables: [String: String]) {
    self.inputIsTerminal = inputIsTerminal
    self.outputIsTerminal = outputIsTerminal
    self.variables = variables
  }

  /// The process's own: its standard input and error, and its environment.
  public static var current: PromptEnvironment {
    let names = ["TERM", "ACCESSIBLE", "NO_COLOR"]
    var variables: [String: String] = [:]
    for name in names { variables[name] = Platform.environmentVariable(name) }
    return PromptEnvironment(
      inputIsTerminal: isTerminal(0), outputIsTerminal: isTerminal(terminalOutput()),
      variables: variables)
  }

  /// Whether `descriptor` is a terminal, not a pipe or a file.
  ///
  /// ```swift
  /// if PromptEnvironment.isTerminal(1) { /* standard output is a person's terminal */ }
  /// ```
  ///
  /// - Parameter descriptor: A file descriptor: `0` standard input, `1` output, `2` error.
  public static func isTerminal(_ descriptor: Int32) -> Bool {
    Platform.isTerminal(descriptor)
  }

  /// The front end that suits it.
  ///
  /// - Accessible when `ACCESSIBLE` is set to anything but empty, `0`, `false` or `no`.
  /// - Plain lines when the answers are piped in, there is no terminal to draw on, or `TERM`
  ///   is `dumb`.
  /// - Else the full screen.
  public var mode: PromptMode {
    if let accessible = variables["ACCESSIBLE"],
      !["", "0", "false", "no"].contains(accessible.lowercased())
    {
      return .accessible
    }
    if !inputIsTerminal || !outputIsTerminal || variables["TERM"] == "dumb" { return .lines }
    return .fullScreen
  }

  /// Colours on a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`, or the mode is a
  /// plain one.
  public var style: ScreenStyle {
    guard mode == .fullScreen else { return .plain }
    return .automatic(
      isTerminal: outputIsTerminal, noColor: variables["NO_COLOR"], term: variables["TERM"])
  }

  /// Where a prompt draws: standard error when it is a terminal, else `/dev/tty` when the
  /// process has one, else standard error still.
  static func terminalOutput() -> Int32 {
    if Platform.isTerminal(2) { return 2 }
    #if os(macOS) || os(Linux)
      if let tty = openedTerminal { return tty }
    #endif
    return 2
  }
}

#if os(macOS) || os(Linux)
  /// `/dev/tty`, opened once, when standard error is not a terminal.
  private let openedTerminal: Int32? = Platform.openTerminal("/dev/tty")
#endif
