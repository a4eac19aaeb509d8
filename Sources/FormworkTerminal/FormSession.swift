public import Formwork

/// A running form of any state type: a `FormDriver` with its state type erased, so a REPL,
/// a list of examples or a test can hold any form.
///
/// ```swift
/// let session = FormSession(initial: Settings(), title: "Settings", form: settingsForm)
/// session.topScreen.visibleCells[0].tap()   // pushes "Personal Hotspot"
/// session.path                              // ["Settings", "Personal Hotspot"]
/// print(session.stateDump)                  // ▿ FormworkExamples.Settings ...
/// session.driver(as: Settings.self)?.state  // the typed state
/// ```
public final class FormSession: GestureTarget {
  private let box: AnyDriverBox

  /// Wraps a driver. The session keeps it alive.
  ///
  /// - Parameter driver: The driver that runs the form.
  public init<State>(_ driver: FormDriver<State>) {
    box = DriverBox(driver)
  }

  /// Builds `form` for `initial` and runs it, with `title` as the root screen's title.
  ///
  /// - Parameters:
  ///   - initial: The initial state.
  ///   - title: The root screen's title.
  ///   - strings: The library's words and value formats (`FormStrings`); English and the
  ///     fixed formats by default.
  ///   - scheduler: Runs the form's asynchronous checks; a `ManualScheduler` (run by
  ///     ``settle()``) by default. The full-screen terminal passes its event loop's
  ///     (``TerminalScheduler``), which runs them while keys keep coming.
  ///   - form: The form.
  public convenience init<State>(
    initial: State, title: String = "", strings: FormStrings = FormStrings(),
    scheduler: (any ValidationScheduler)? = nil,
    form: @escaping Form<State>
  ) {
    self.init(
      FormDriver(
        initial: initial, title: title, scheduler: scheduler ?? ManualScheduler(),
        strings: strings, build: form))
  }

  /// Whether an asynchronous check is waiting or running (a username being looked up): the
  /// full-screen front end shows a spinner meanwhile.
  public var isChecking: Bool { box.scheduler?.hasPendingWork ?? false }

  /// Whether the form has a submit button (`FormDriver.offersSubmit`): leaving a form without one
  /// loses nothing by not submitting it.
  public var hasSubmit: Bool { box.hasSubmit }

  /// Runs the form's waiting asynchronous checks to their answers (`ManualScheduler.settle()`,
  /// which blocks this thread meanwhile), when the driver's scheduler is a `ManualScheduler`.
  ///
  /// - Returns: Whether there was anything to run.
  @discardableResult
  public func settle() -> Bool {
    guard let scheduler = box.scheduler as? ManualScheduler, scheduler.hasPendingWork else {
      return false
    }
    scheduler.settle()
    return true
  }

  /// The navigation stack, root first.
  public var screens: [Screen] { box.screens }

  /// The screen on top of the stack: what the user sees.
  public var topScreen: Screen { box.topScreen }

  /// The titles of the screens on the stack, root first.
  public var path: [String] { box.path }

  /// Whether ``pop()`` would go back.
  public var canPop: Bool { box.canPop }

  /// Goes back one screen. Does nothing on the root screen.
  public func pop() { box.pop() }

  /// The driver's words and value formats (`FormDriver.strings`): the front ends write
  /// theirs through its `phrase(_:_:)`.
  public var strings: FormStrings { box.strings }

  /// The driver's last error (a feedback loop), cleared by the next change.
  public var lastError: FormDriverError? { box.lastError }

  /// Update closures run since the driver was created.
  public var updatesRun: Int { box.updatesRun }

  /// The state as Swift's `dump` prints it: one `name: value` line per field.
  ///
  /// ```swift
  /// // ▿ FormworkExamples.Settings
  /// //   ▿ hotspot: FormworkExamples.Hotspot
  /// //     - isEnabled: true
  /// //     - password: "hello"
  /// ```
  public var stateDump: String { box.stateDump }

  /// Validates the form (`FormDriver.validate()`): every visible validated field shows
  /// its error on its cell from now on. State does not change.
  ///
  /// ```swift
  /// session.validate().map(\.description)   // ["Email: Required"]
  /// ```
  ///
  /// - Returns: The errors by field title, in screen order; empty for a valid form.
  @discardableResult
  public func validate() -> [ValidationError] { box.validate() }

  /// The fields whose value differs from the pristine state (`FormDriver.dirtyFields`),
  /// in form order.
  ///
  /// ```swift
  /// session.dirtyFields.map(\.fieldPath)   // ["Profile › Name"]
  /// ```
  public var dirtyFields: [FieldSummary] { box.dirtyFields }

  /// Moves the focus to the next focusable row (`FormDriver.focusNext()`).
  @discardableResult
  public func focusNext() -> Bool { box.focusNext() }

  /// Moves the focus to the previous focusable row (`FormDriver.focusPrevious()`).
  @discardableResult
  public func focusPrevious() -> Bool { box.focusPrevious() }

  /// Where the focus is (`FormDriver.focus`).
  public var focus: FormFocus? { box.focus }

  /// Whether there is a change to take back (`FormDriver.canUndo`).
  public var canUndo: Bool { box.canUndo }

  /// Whether there is an undone change to make again (`FormDriver.canRedo`).
  public var canRedo: Bool { box.canRedo }

  /// Whether the state differs from the pristine state (`FormDriver.isDirty`): the
  /// interactive front end asks before discarding such a form.
  public var isDirty: Bool { box.isDirty }

  /// Saving and restoring the form (`FormSnapshot`), when its state is `Codable`; `nil`
  /// otherwise.
  ///
  /// ```swift
  /// try session.persistence?.restore(from: draftURL)
  /// session.persistence?.autosave(to: draftURL) { error in print(error) }
  /// ```
  public var persistence: (any SnapshotPersisting)? { box.persisting }

  /// How many times the form was submitted (`FormDriver.submitCount`).
  public var submitCount: Int { box.submitCount }

  /// Takes back the last change (`FormDriver.undo()`).
  @discardableResult
  public func undo() -> Bool { box.undo() }

  /// Makes the last undone change again (`FormDriver.redo()`).
  @discardableResult
  public func redo() -> Bool { box.redo() }

  /// The top screen as text, under the navigation path.
  ///
  /// - Parameter style: `.plain` (default) or `.ansi`.
  public func render(style: ScreenStyle = .plain) -> String {
    ScreenRenderer(style: style, strings: strings).render(topScreen, path: path)
  }

  /// The driver, if its state is a `State`.
  ///
  /// - Parameter type: The state type.
  public func driver<State>(as type: State.Type) -> FormDriver<State>? {
    (box as? DriverBox<State>)?.driver
  }
}

extension FormSession {
  /// Whether leaving now would lose work: changes (or text typed and not entered yet) on a
  /// form with a submit button, not submitted since, and not saved another way.
  ///
  /// - Parameters:
  ///   - typing: Whether text is typed and not entered yet.
  ///   - savesChanges: Whether every change is saved as it is made (`--resume`).
  func wouldLoseChanges(typing: Bool = false, savesChanges: Bool) -> Bool {
    guard isDirty || typing else { return false }
    return hasSubmit && !savesChanges
  }

  /// How leaving the form now ends the session, for front ends and their exit status:
  /// ``InteractiveForm/Ending/submitted`` once submitted and not changed since,
  /// ``InteractiveForm/Ending/closed`` when nothing is lost (the form has no submit button,
  /// or `savesChanges`), ``InteractiveForm/Ending/quit`` otherwise.
  ///
  /// ```swift
  /// session.endingOnLeave().exitStatus   // 3 for a sign-up form left unsubmitted
  /// ```
  ///
  /// - Parameter savesChanges: Whether every change is saved as it is made (`--resume`).
  public func endingOnLeave(savesChanges: Bool = false) -> InteractiveForm.Ending {
    if submitCount > 0, !isDirty { return .submitted }
    if !hasSubmit || savesChanges { return .closed }
    return .quit
  }
}

// NB: a class box rather than stored closures: one object, no captures to get wrong.
private class AnyDriverBox {
  var screens: [Screen] { [] }
  var topScreen: Screen { Screen() }
  var path: [String] { [] }
  var canPop: Bool { false }
  func pop() {}
  var lastError: FormDriverError? { nil }
  var updatesRun: Int { 0 }
  var stateDump: String { "" }
  func validate() -> [ValidationError] { [] }
  var dirtyFields: [FieldSummary] { [] }
  func focusNext() -> Bool { false }
  func focusPrevious() -> Bool { false }
  var focus: FormFocus? { nil }
  var scheduler: (any ValidationScheduler)? { nil }
  func undo() -> Bool { false }
  func redo() -> Bool { false }
  var canUndo: Bool { false }
  var canRedo: Bool { false }
  var isDirty: Bool { false }
  var submitCount: Int { 0 }
  var hasSubmit: Bool { false }
  var persisting: (any SnapshotPersisting)? { nil }
  var strings: FormStrings { FormStrings() }
}

private final class DriverBox<State>: AnyDriverBox {
  let driver: FormDriver<State>

  init(_ driver: FormDriver<State>) {
    self.driver = driver
  }

  override var screens: [Screen] { driver.screens }
  override var topScreen: Screen { driver.topScreen }
  override var path: [String] { driver.path }
  override var canPop: Bool { driver.canPop }
  override func pop() { driver.pop() }
  override var lastError: FormDriverError? { driver.lastError }
  override var updatesRun: Int { driver.updatesRun }
  override func validate() -> [ValidationError] { driver.validate() }
  override var dirtyFields: [FieldSummary] { driver.dirtyFields }
  override func focusNext() -> Bool { driver.focusNext() }
  override func focusPrevious() -> Bool { driver.focusPrevious() }
  override var focus: FormFocus? { driver.focus }
  override var scheduler: (any ValidationScheduler)? { driver.tracker.scheduler }
  override func undo() -> Bool { driver.undo() }
  override func redo() -> Bool { driver.redo() }
  override var canUndo: Bool { driver.canUndo }
  override var canRedo: Bool { driver.canRedo }
  override var submitCount: Int { driver.submitCount }
  override var hasSubmit: Bool { driver.offersSubmit }
  override var persisting: (any SnapshotPersisting)? { driver as? any SnapshotPersisting }
  override var strings: FormStrings { driver.strings }
  // NB: any state, Equatable or not: their dumps differ when they do (asked on Ctrl-C only).
  override var isDirty: Bool {
    var now = ""
    var pristine = ""
    dump(driver.state, to: &now)
    dump(driver.pristineState, to: &pristine)
    return now != pristine
  }
  override var stateDump: String {
    var text = ""
    dump(driver.state, to: &text)
    return stableDump(text, masking: driver.maskedTexts)
  }
}

/// `dump`'s text made the same on every run, and safe to show: the members of sets and the
/// pairs of dictionaries, which `dump` lists in hash order (a new order every run), sorted by
/// their text; and the values of masked fields (passwords) shown as `•••••`.
///
/// ```text
/// stableDump("▿ tags: 2 members\n  - b\n  - a\n", masking: [])   // "▿ tags: 2 members\n  - a\n  - b\n"
/// ```
func stableDump(_ text: String, masking masked: Set<String>) -> String {
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if !masked.isEmpty {
    // NB: `dump` writes a string as its `debugDescription` (quoted, escaped), after `: `; the
    // value may hold `: ` itself, so the line's end is matched, not its last colon.
    let values = masked.map { ": " + $0.debugDescription }
    lines = lines.map { line in
      guard let value = values.first(where: { line.hasSuffix($0) }) else { return line }
      return String(line.dropLast(value.count - 2)) + "\"•••••\""
    }
  }
  return sortingUnorderedMembers(lines).joined(separator: "\n")
}

/// The lines with the children of every set and dictionary sorted by their text, deepest
/// first so that sorted children sort their parents the same way every time.
private func sortingUnorderedMembers(_ lines: [String]) -> [String] {
  func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
  var result: [String] = []
  var index = 0
  while index < lines.count {
    let line = lines[index]
    result.append(line)
    index += 1
    let isUnordered = line.hasSuffix(" members") || line.hasSuffix(" key/value pairs")
    guard isUnordered else { continue }
    // The children: the lines indented deeper than this one, grouped by their first line.
    let level = indent(line)
    var end = index
    while end < lines.count, !lines[end].isEmpty, indent(lines[end]) > level { end += 1 }
    var blocks: [[String]] = []
    for child in sortingUnorderedMembers(Array(lines[index..<end])) {
      if indent(child) == level + 2 || blocks.isEmpty {
        blocks.append([child])
      } else {
        blocks[blocks.count - 1].append(child)
      }
    }
    result += blocks.sorted { $0.joined(separator: "\n") < $1.joined(separator: "\n") }
      .flatMap { $0 }
    index = end
  }
  return result
}
