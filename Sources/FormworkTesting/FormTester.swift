public import Formwork
public import Testing

/// Drives a form headlessly in a test: find rows by title, tap, toggle, enter text, go back,
/// and read the screen as text and the state. No UI, no simulator.
///
/// A gesture returns whether the form took it, so refusals can be checked too. When a row
/// is not on the screen, or lacks the control a gesture needs, the tester records an issue
/// at the line of the test that asked, listing the rows it sees.
///
/// Every gesture also takes the change you expect, as a trailing closure over the state
/// before it. The tester asserts it exhaustively, as The Composable Architecture's
/// `TestStore` does: the state after the gesture must be exactly the state before, with
/// the change applied. The test fails with a diff by field path when:
///
/// - the gesture changed a field the closure does not state;
/// - the closure states a change that did not happen. A refused gesture changes nothing.
///
/// ```swift
/// let tester = FormTester(initial: SignUp(), title: "Sign Up", form: signupForm)
/// tester.toggle("Accept Terms") { $0.acceptsTerms = true }
/// tester.toggle("Newsletter") { $0.wantsNewsletter = true }
/// ```
///
/// Set ``exhaustivity`` to ``Exhaustivity/off`` to check only what the closures state.
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
  /// Whether a gesture's expected change must state every change the gesture made.
  public var exhaustivity = Exhaustivity.on
  /// Runs the form's asynchronous work (checks that wait, submits that wait for a server)
  /// only when told: ``settle()``.
  public let scheduler = ManualScheduler()
  /// Whether two states are the same: `==` for `Equatable` states, otherwise their `dump`.
  private let isEqual: (State, State) -> Bool

  /// How much of the state a gesture's expected change must state.
  public enum Exhaustivity: Sendable, Equatable {
    /// All of it: the state after the gesture must equal the state before it with the
    /// change applied.
    case on
    /// What the change sets: those fields must hold what it sets after the gesture; other
    /// fields may change unstated (for tests about one part of a big state).
    case off
  }

  /// Builds `form` for `initial` and shows it as the root screen.
  ///
  /// - Parameters:
  ///   - initial: The initial state.
  ///   - title: The root screen's title.
  ///   - form: The form under test.
  public init(initial: State, title: String = "", form: @escaping Form<State>) {
    driver = FormDriver(initial: initial, title: title, scheduler: scheduler, build: form)
    isEqual = equality(State.self) ?? { dumped($0) == dumped($1) }
  }

  /// Lets the form's asynchronous work run to its end: debounce timers fire, checks answer,
  /// a submit that waits gets its server's answer.
  ///
  /// ```swift
  /// tester.tap("Create Account")   // the row says "submitting…"
  /// await tester.settle()          // the server answered
  /// ```
  public func settle() async {
    await scheduler.settle()
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

  /// The visible row of the top screen `title` names, found as gestures find rows (see
  /// `ItemReference`).
  ///
  /// If no row fits, or several do (two rows titled "Phone"), it records an issue listing
  /// the visible titles.
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
  /// ```swift
  /// tester.tap("Personal Hotspot") { _ in }   // opens its screen, changes nothing
  /// ```
  ///
  /// - Parameters:
  ///   - title: The row's title.
  ///   - sourceLocation: Where a failure is reported; the caller's by default.
  ///   - expected: The change the tap makes to the state, asserted as ``exhaustivity`` says;
  ///     nothing is asserted without it.
  /// - Returns: `false` if the row refused the tap or is not on the screen.
  @discardableResult
  public func tap(
    _ title: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: ((inout State) -> Void)? = nil
  ) -> Bool {
    perform(.tap(row: .title(title)), title, sourceLocation, expected)
  }

  /// Flips the switch in the row titled `title`.
  ///
  /// ```swift
  /// tester.toggle("Personal Hotspot") { $0.hotspot.isEnabled = false }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The row's title.
  ///   - sourceLocation: Where a failure is reported; the caller's by default.
  ///   - expected: The change to the state, asserted as ``exhaustivity`` says.
  /// - Returns: `false` if the switch refused, or the row or switch is missing.
  @discardableResult
  public func toggle(
    _ title: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: ((inout State) -> Void)? = nil
  ) -> Bool {
    perform(.toggle(row: .title(title)), title, sourceLocation, expected)
  }

  /// Enters `text` into the row titled `title` (a text field, or any control that takes
  /// text) and ends editing.
  ///
  /// ```swift
  /// tester.enter("s3cret word", in: "Password") { $0.hotspot.password = "s3cret word" }
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text the user types.
  ///   - title: The row's title.
  ///   - sourceLocation: Where a failure is reported; the caller's by default.
  ///   - expected: The change to the state, asserted as ``exhaustivity`` says.
  /// - Returns: `false` if the control refused the text, or the row or control is missing.
  @discardableResult
  public func enter(
    _ text: String, in title: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: ((inout State) -> Void)? = nil
  ) -> Bool {
    perform(.enter(row: .title(title), text: text), title, sourceLocation, expected)
  }

  /// Steps the control in the row titled `title` up.
  ///
  /// - Parameters:
  ///   - title: The row's title.
  ///   - sourceLocation: Where a failure is reported; the caller's by default.
  ///   - expected: The change to the state, asserted as ``exhaustivity`` says.
  /// - Returns: `false` if the control refused, or the row or control is missing.
  @discardableResult
  public func increment(
    _ title: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: ((inout State) -> Void)? = nil
  ) -> Bool {
    perform(.increment(row: .title(title)), title, sourceLocation, expected)
  }

  /// Steps the control in the row titled `title` down.
  ///
  /// - Parameters:
  ///   - title: The row's title.
  ///   - sourceLocation: Where a failure is reported; the caller's by default.
  ///   - expected: The change to the state, asserted as ``exhaustivity`` says.
  /// - Returns: `false` if the control refused, or the row or control is missing.
  @discardableResult
  public func decrement(
    _ title: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: ((inout State) -> Void)? = nil
  ) -> Bool {
    perform(.decrement(row: .title(title)), title, sourceLocation, expected)
  }

  /// Chooses the option titled `option` of the control in the row titled `title`.
  ///
  /// - Parameters:
  ///   - option: The option's title.
  ///   - title: The row's title.
  ///   - sourceLocation: Where a failure is reported; the caller's by default.
  ///   - expected: The change to the state, asserted as ``exhaustivity`` says.
  /// - Returns: `false` if the control refused, or the row, control or option is missing.
  @discardableResult
  public func select(
    _ option: String, in title: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: ((inout State) -> Void)? = nil
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
      .select(row: .number(number), option: .number(index + 1)),
      named: .select(row: .title(title), option: .title(option)),
      sourceLocation: sourceLocation, expected)
  }

  /// Deletes the row titled `title`.
  ///
  /// - Parameters:
  ///   - title: The row's title.
  ///   - sourceLocation: Where a failure is reported; the caller's by default.
  ///   - expected: The change to the state, asserted as ``exhaustivity`` says.
  /// - Returns: `false` if the row refused or is missing.
  @discardableResult
  public func delete(
    _ title: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: ((inout State) -> Void)? = nil
  ) -> Bool {
    perform(.delete(row: .title(title)), title, sourceLocation, expected)
  }

  /// Moves the row titled `title` to where the row titled `target` is, within its section.
  ///
  /// - Parameters:
  ///   - title: The row's title.
  ///   - target: The title of the row whose place it takes.
  ///   - sourceLocation: Where a failure is reported; the caller's by default.
  ///   - expected: The change to the state, asserted as ``exhaustivity`` says.
  /// - Returns: `false` if the row refused, or either row is missing.
  @discardableResult
  public func move(
    _ title: String, to target: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: ((inout State) -> Void)? = nil
  ) -> Bool {
    guard let row = number(of: title, sourceLocation: sourceLocation),
      let to = number(of: target, sourceLocation: sourceLocation)
    else { return false }
    return perform(
      .move(row: .number(row), to: .number(to)),
      named: .move(row: .title(title), to: .title(target)), sourceLocation: sourceLocation,
      expected)
  }

  /// Goes back one screen.
  ///
  /// - Parameters:
  ///   - sourceLocation: Where a failure is reported; the caller's by default.
  ///   - expected: The change to the state (going back changes none, unless the form
  ///     reacts to it), asserted as ``exhaustivity`` says.
  /// - Returns: `false`, doing nothing, on the root screen.
  @discardableResult
  public func back(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: ((inout State) -> Void)? = nil
  ) -> Bool {
    let before = driver.state
    let accepted = driver.canPop
    if accepted { driver.pop() }
    if let expected {
      assertChange(
        of: .back, accepted: accepted, from: before, expected, sourceLocation: sourceLocation)
    }
    return accepted
  }

  /// Runs one step, as a random walk or the REPL would; records an issue if the step's row
  /// or control is not on the screen.
  ///
  /// ```swift
  /// tester.perform(.toggle(row: 1)) { $0.hotspot.isEnabled = false }
  /// ```
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - sourceLocation: Where a failure is reported; the caller's by default.
  ///   - expected: The change to the state, asserted as ``exhaustivity`` says.
  /// - Returns: `false` if the form refused the step or it could not be run.
  @discardableResult
  public func perform(
    _ step: Gesture, sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: ((inout State) -> Void)? = nil
  ) -> Bool {
    perform(step, named: step, sourceLocation: sourceLocation, expected)
  }

  /// Runs `step`, reported as `name`, and asserts `expected` if given.
  private func perform(
    _ step: Gesture, named name: Gesture, sourceLocation: SourceLocation,
    _ expected: ((inout State) -> Void)?
  ) -> Bool {
    switch driver.resolve(step) {
    case .success(let gesture):
      let before = driver.state
      let accepted = gesture.run()
      if let expected {
        assertChange(
          of: name, accepted: accepted, from: before, expected, sourceLocation: sourceLocation)
      }
      return accepted
    case .failure(let error):
      Issue.record(
        Comment(rawValue: "Cannot run `\(step)`: \(error)\n\(screen.indented())"),
        sourceLocation: sourceLocation)
      return false
    }
  }

  /// Records an issue when the state is not `before` with `expected` applied: all of it, or
  /// with ``exhaustivity`` off the fields `expected` sets.
  private func assertChange(
    of step: Gesture, accepted: Bool, from before: State,
    _ expected: (inout State) -> Void, sourceLocation: SourceLocation
  ) {
    let actual = driver.state
    var wanted: State
    switch exhaustivity {
    case .on:
      wanted = before
      expected(&wanted)
    case .off:
      // NB: the change applied to the state after the gesture changes nothing when every
      // field it sets already holds what it sets.
      wanted = actual
      expected(&wanted)
    }
    guard !isEqual(wanted, actual) else { return }
    let refused = accepted ? "" : " (the form refused it: nothing changed)"
    let differences = stateDifferences(expected: wanted, actual: actual, before: before)
    Issue.record(
      Comment(
        rawValue: "The state after `\(step)`\(refused) is not the expected one:\n"
          + differences.map { "  " + $0 }.joined(separator: "\n")),
      sourceLocation: sourceLocation)
  }

  /// Runs a REPL script, one command a line, such as a random walk's shrunk failure.
  ///
  /// It uses the REPL's own interpreter, so what the script does here, it does in the REPL.
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
    let interpreter = Interpreter(session: driver)
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

  /// Runs `gesture`, whose row `title` names, on that row by number (so a failure names the
  /// row as the screen numbers it), and reports it by title.
  private func perform(
    _ gesture: Gesture, _ title: String, _ sourceLocation: SourceLocation,
    _ expected: ((inout State) -> Void)?
  ) -> Bool {
    guard let number = number(of: title, sourceLocation: sourceLocation) else { return false }
    return perform(
      gesture.numbered(row: number), named: gesture, sourceLocation: sourceLocation, expected)
  }

  /// The number of the row `title` names, found as every gesture finds it
  /// (`RunningForm.rowNumber(for:)`: the only row so titled, exactly or in any case, then the
  /// only one starting so).
  private func number(of title: String, sourceLocation: SourceLocation) -> Int? {
    do {
      return try driver.rowNumber(for: .title(title))
    } catch {
      // NB: the lookup's own sentence says why (no row fits, or several do).
      let visible = titles.isEmpty ? "none" : titles.map { "\"\($0)\"" }.joined(separator: ", ")
      let path = driver.path.map { $0.isEmpty ? "Form" : $0 }.joined(separator: " › ")
      Issue.record(
        Comment(
          rawValue: "Row \"\(title)\" on screen \"\(path)\": \(error.message). "
            + "Visible rows: \(visible)"),
        sourceLocation: sourceLocation)
      return nil
    }
  }
}
