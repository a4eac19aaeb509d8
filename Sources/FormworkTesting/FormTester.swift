public import Formwork
import FormworkTerminal
public import Testing

/// Drives a form headlessly in a test: find rows by title, tap, toggle, enter text, go back,
/// and read the screen as text and the state. No UI, no simulator.
///
/// A gesture returns whether the form took it, so refusals can be checked too. When a row
/// is not on the screen, or lacks the control a gesture needs, the tester records an issue
/// at the line of the test that asked, listing the rows it sees.
///
/// ```swift
/// @Test func turningTheHotspotOff() {
///   let tester = FormTester(initial: Settings(), title: "Settings", form: settingsForm)
///   tester.tap("Personal Hotspot")
///   tester.toggle("Personal Hotspot")
///   tester.back()
///   #expect(tester.screen == """
///     Settings
///
///       1  Personal Hotspot  Off  ›
///
///     """)
///   #expect(tester.state.hotspot.isEnabled == false)
/// }
/// ```
public final class FormTester<State> {
  /// The driver that runs the form.
  public let driver: FormDriver<State>

  /// Builds `form` for `initial` and shows it as the root screen.
  ///
  /// - Parameters:
  ///   - initial: The initial state.
  ///   - title: The root screen's title.
  ///   - form: The form under test.
  public init(initial: State, title: String = "", form: @escaping Form<State>) {
    driver = FormDriver(initial: initial, title: title, build: form)
  }

  /// The current state. Setting it re-runs the updates, as a change from the form does.
  public var state: State {
    get { driver.state }
    set { driver.state = newValue }
  }

  /// The top screen as text, numbered as the REPL numbers rows (`ScreenRenderer`).
  public var screen: String { ScreenRenderer().render(driver) }

  /// The titles of the screens on the stack, root first.
  public var path: [String] { driver.path }

  /// The titles of the visible rows of the top screen, in order.
  public var titles: [String] { driver.topScreen.visibleCells.map(\.title) }

  /// The first visible row of the top screen titled `title`; records an issue listing the
  /// visible titles if there is none.
  ///
  /// ```swift
  /// tester.row("Password")?.detail   // "hello"
  /// ```
  ///
  /// - Parameters:
  ///   - title: The row's title.
  ///   - sourceLocation: Where a missing row is reported; the caller's by default.
  public func row(
    _ title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> FormCell? {
    number(of: title, sourceLocation: sourceLocation).map { driver.topScreen.visibleCells[$0 - 1] }
  }

  /// Taps the row titled `title`.
  ///
  /// - Returns: `false` if the row refused the tap or is not on the screen.
  @discardableResult
  public func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    perform(title, sourceLocation) { .tap(row: .number($0)) }
  }

  /// Flips the switch in the row titled `title`.
  ///
  /// - Returns: `false` if the switch refused, or the row or switch is missing.
  @discardableResult
  public func toggle(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    perform(title, sourceLocation) { .toggle(row: .number($0)) }
  }

  /// Enters `text` into the row titled `title` (a text field, or any control that takes
  /// text) and ends editing.
  ///
  /// ```swift
  /// tester.enter("s3cret word", in: "Password")
  /// ```
  ///
  /// - Returns: `false` if the control refused the text, or the row or control is missing.
  @discardableResult
  public func enter(
    _ text: String, in title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    perform(title, sourceLocation) { .enter(row: .number($0), text: text) }
  }

  /// Steps the control in the row titled `title` up.
  ///
  /// - Returns: `false` if the control refused, or the row or control is missing.
  @discardableResult
  public func increment(
    _ title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    perform(title, sourceLocation) { .increment(row: .number($0)) }
  }

  /// Steps the control in the row titled `title` down.
  ///
  /// - Returns: `false` if the control refused, or the row or control is missing.
  @discardableResult
  public func decrement(
    _ title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    perform(title, sourceLocation) { .decrement(row: .number($0)) }
  }

  /// Chooses the option titled `option` of the control in the row titled `title`.
  ///
  /// - Returns: `false` if the control refused, or the row, control or option is missing.
  @discardableResult
  public func select(
    _ option: String, in title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard let number = number(of: title, sourceLocation: sourceLocation) else { return false }
    let control = driver.topScreen.visibleCells[number - 1].control as? any SelectableControl
    guard let index = control?.optionTitles.firstIndex(of: option) else {
      let options = control?.optionTitles.map { "\"\($0)\"" }.joined(separator: ", ") ?? "none"
      Issue.record(
        Comment(rawValue: "Row \"\(title)\" has no option \"\(option)\"; its options: \(options)"),
        sourceLocation: sourceLocation)
      return false
    }
    return perform(
      .select(row: .number(number), option: .number(index + 1)), sourceLocation: sourceLocation)
  }

  /// Deletes the row titled `title`.
  ///
  /// - Returns: `false` if the row refused or is missing.
  @discardableResult
  public func delete(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    perform(title, sourceLocation) { .delete(row: .number($0)) }
  }

  /// Moves the row titled `title` to where the row titled `target` is, within its section.
  ///
  /// - Returns: `false` if the row refused, or either row is missing.
  @discardableResult
  public func move(
    _ title: String, to target: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard let row = number(of: title, sourceLocation: sourceLocation),
      let to = number(of: target, sourceLocation: sourceLocation)
    else { return false }
    return perform(.move(row: .number(row), to: .number(to)), sourceLocation: sourceLocation)
  }

  /// Goes back one screen.
  ///
  /// - Returns: `false`, doing nothing, on the root screen.
  @discardableResult
  public func back() -> Bool {
    guard driver.canPop else { return false }
    driver.pop()
    return true
  }

  /// Runs one step, as a random walk or the REPL would; records an issue if the step's row
  /// or control is not on the screen.
  ///
  /// - Returns: `false` if the form refused the step or it could not be run.
  @discardableResult
  public func perform(
    _ step: WalkStep, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    switch driver.resolve(step) {
    case .success(let gesture):
      return gesture.run()
    case .failure(let error):
      Issue.record(
        Comment(rawValue: "Cannot run `\(step)`: \(error)\n\(screen.indented())"),
        sourceLocation: sourceLocation)
      return false
    }
  }

  /// Runs a REPL script, such as a random walk's shrunk failure, one command a line, with the
  /// REPL's own interpreter: what the script does here, it does in `formwork-demo`.
  /// Commands the form refuses are skipped, as the REPL skips them; lines that are not
  /// commands record an issue.
  ///
  /// ```swift
  /// tester.run("""
  ///   tap 1
  ///   toggle 1
  ///   """)
  /// ```
  ///
  /// - Returns: Whether every command was carried out.
  @discardableResult
  public func run(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let interpreter = Interpreter(session: FormSession(driver))
    var allCarriedOut = true
    for line in script.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.drop(while: { $0 == " " }).hasPrefix("#") { continue }
      let command: Command?
      do {
        command = try Command.parse(String(line))
      } catch {
        Issue.record(
          Comment(rawValue: "Not a command: \"\(line)\": \(error.message)"),
          sourceLocation: sourceLocation)
        allCarriedOut = false
        continue
      }
      guard let command else { continue }
      do {
        if try interpreter.execute(command) == .quit { break }
      } catch {
        allCarriedOut = false
      }
    }
    return allCarriedOut
  }

  private func perform(
    _ title: String, _ sourceLocation: SourceLocation, _ step: (Int) -> WalkStep
  ) -> Bool {
    guard let number = number(of: title, sourceLocation: sourceLocation) else { return false }
    return perform(step(number), sourceLocation: sourceLocation)
  }

  private func number(of title: String, sourceLocation: SourceLocation) -> Int? {
    if let index = titles.firstIndex(of: title) { return index + 1 }
    let visible = titles.isEmpty ? "none" : titles.map { "\"\($0)\"" }.joined(separator: ", ")
    let path = driver.path.map { $0.isEmpty ? "Form" : $0 }.joined(separator: " › ")
    Issue.record(
      Comment(rawValue: "No row \"\(title)\" on screen \"\(path)\"; visible rows: \(visible)"),
      sourceLocation: sourceLocation)
    return nil
  }
}
