/// A spinner for a tool's own work after its prompts, such as creating the files or running
/// `git init`.
///
/// It draws on the terminal a ``Prompt`` draws on. The tool turns it between steps, on its
/// one thread, and finishes it with a line that stays.
///
/// ```swift
/// let spinner = PromptSpinner("Creating my-app")
/// for step in ["Package.swift", "Sources", "Tests"] {
///   spinner.tick(step)
/// }
/// spinner.finish("Created my-app")
/// // ✓ Created my-app
/// ```
///
/// On a full-screen terminal it turns in place (`⠋ Creating my-app: Sources`). In the plain
/// modes (``PromptMode/lines``, ``PromptMode/accessible``) it writes its title once, then
/// the finish. It writes each step on a line of its own only when asked to.
public final class PromptSpinner {
  /// What the work is.
  public let title: String
  private let turns: Bool
  private let write: (String) -> Bool
  private var phase = 0
  private var isFinished = false

  private let theme: ScreenTheme

  /// A spinner titled `title`, shown at once.
  ///
  /// - Parameters:
  ///   - title: What the work is.
  ///   - mode: How it shows: turning in place for ``PromptMode/fullScreen``, lines
  ///     otherwise; the environment's mode when `nil`.
  ///   - output: Where it writes; the terminal a ``Prompt`` draws on when `nil`.
  ///   - theme: Its frames and its done mark.
  public init(
    _ title: String, mode: PromptMode? = nil, output: ((String) -> Bool)? = nil,
    theme: ScreenTheme = .standard
  ) {
    self.title = title
    self.theme = theme
    turns = (mode ?? PromptEnvironment.current.mode) == .fullScreen
    write = output ?? StandardOutput(descriptor: PromptEnvironment.terminalOutput()).write
    _ = write(turns ? line(nil) : title + "…\n")
  }

  /// Turns the spinner one step, saying `step` beside its title.
  ///
  /// - Parameter step: What the work is at now; the plain modes write it on a line.
  public func tick(_ step: String? = nil) {
    guard !isFinished else { return }
    phase += 1
    if turns {
      _ = write(line(step))
    } else if let step {
      _ = write("  " + step + "\n")
    }
  }

  /// Ends the spinner with `text` (its title when `nil`), marked `✓` (the theme's done
  /// mark), or `!` when
  /// `succeeded` is `false`; the line stays.
  ///
  /// - Parameters:
  ///   - text: What came of the work.
  ///   - succeeded: Whether it worked.
  public func finish(_ text: String? = nil, succeeded: Bool = true) {
    guard !isFinished else { return }
    isFinished = true
    let mark = succeeded ? theme.done : "!"
    _ = write((turns ? "\r\u{1B}[K" : "") + mark + " " + (text ?? title) + "\n")
  }

  private func line(_ step: String?) -> String {
    let frame = theme.spinner[phase % theme.spinner.count]
    return "\r\u{1B}[K" + frame + " " + title + (step.map { ": " + $0 } ?? "")
  }
}
