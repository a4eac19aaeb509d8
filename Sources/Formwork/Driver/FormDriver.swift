/// Runs a form: owns the state, applies the changes elements request, re-runs the
/// updates, and keeps the stack of screens.
///
/// ```swift
/// let driver = FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
/// driver.topScreen.visibleCells[0].tap()        // pushes "Personal Hotspot"
/// driver.topScreen.visibleCells[0].control      // the hotspot's toggle
/// driver.pop()                                  // back to "Settings"
/// ```
///
/// Changes requested while updates run (an element that reacts to another) are applied at
/// once, and the updates re-run until nothing more is requested. A form that
/// never settles stops after ``maxUpdateRounds`` rounds and reports
/// ``FormDriverError/feedbackLoop(rounds:)`` instead of hanging.
public final class FormDriver<State> {
  private var storedState: State
  /// The root form's update (its sections are the root screen's, which may change them: a
  /// `bindEach` whose array grew).
  private var root: ((State) -> Void)?
  private var needsUpdate = false
  /// The user's changes, to undo and redo.
  var history = UndoHistory<State>()
  /// What the changes not yet brought to the screens wrote.
  private var pendingWrites = Footprint.none
  /// The state before the change being applied, while its updates run.
  private var changeBefore: ChangeBefore<State>?
  private var isUpdating = false
  private var isRefusingChanges = false
  private let observers = ObserverList<FormChange<State>>()
  /// The fields of the whole form, screens never opened included.
  let fields = FieldGroup<State>()
  /// What the form's fields and conditions read, so a change checks again only what it
  /// may have changed.
  private let fieldIndex = FieldIndex()
  /// The row holding the focus, watched without keeping it alive.
  private weak var focusedCell: FormCell?
  private let focusObservers = ObserverList<FormFocus?>()
  private let navigationObservers = ObserverList<Void>()
  /// The state dirty fields are compared with: the initial state, or the state at the last
  /// submit or ``markPristine()``.
  public private(set) var pristineState: State
  /// How many times a submit button (of `sections(…, submit:)` or `steps(…)`) submitted
  /// the form: a front end tells a submitted session from an abandoned one by it.
  public private(set) var submitCount = 0
  /// The navigation stack, root first.
  public private(set) var screens: [Screen] = []
  /// Counts the update closures run and holds the update strategy.
  public let tracker: UpdateTracker
  /// How many rounds of updates one change may take before it counts as a feedback loop.
  public var maxUpdateRounds = 100
  /// The last error: a feedback loop. Cleared by the next change.
  public private(set) var lastError: FormDriverError?
  /// Update closures run by the last change (all its rounds).
  public private(set) var updatesInLastChange = 0
  /// How many times a field checked what fails in it since the driver was created, for
  /// ``validationErrors``, submit buttons' counts and disclosure rows: a change checks again
  /// only the fields whose value or rules' reads it wrote (every field after a change of
  /// unknown extent). Work, counted for tests and benchmarks.
  ///
  /// ```swift
  /// let before = driver.fieldsChecked
  /// _ = driver.validationErrors           // after editing one of 4,000 rows:
  /// driver.fieldsChecked - before         // 1
  /// ```
  public var fieldsChecked: Int { fieldIndex.fieldsChecked }

  /// Builds the form for `initial` and shows it as the root screen.
  ///
  /// - Parameters:
  ///   - initial: The initial state.
  ///   - title: The root screen's title.
  ///   - strategy: `.incremental` (default) or `.naive`, which re-runs every update.
  ///   - scheduler: Runs asynchronous checks (``AsyncValidationRule``). By default a
  ///     ``ManualScheduler``, which runs them only when told (tests, the REPL);
  ///     an app on the main thread passes ``MainQueueScheduler``.
  ///   - strings: The words and value formats of the library's rows and messages; English and
  ///     the fixed formats by default, `FormStrings(locale: "de")` for German.
  ///   - build: The form.
  public init(
    initial: State, title: String = "", strategy: UpdateStrategy = .incremental,
    scheduler: (any ValidationScheduler)? = nil, strings: FormStrings = FormStrings(),
    build: Form<State>
  ) {
    storedState = initial
    pristineState = initial
    tracker = UpdateTracker(strategy: strategy)
    words = FormWords(strings)
    self.scheduler = scheduler ?? ManualScheduler()
    fields.attach(FieldScope(index: fieldIndex, base: .root(tracker.places)))
    let context = RenderingContext<State>(
      state: initial, link: DriverLink(self), tracker: tracker, fields: fields,
      isOutlining: false, base: .root)
    let rendered = build(context)
    root = rendered.update
    let screen = Screen(title: title, sections: rendered.element)
    screen.retained = rendered.strongReferences
    screen.didFocus = { [weak self] cell in self?.setFocus(cell) }
    screens = [screen]
    apply { _ in }
  }

  /// The current state. Setting it re-runs the updates, like a change from an element.
  public var state: State {
    get { storedState }
    set { apply { $0 = newValue } }
  }

  /// The screen on top of the stack: what the user sees.
  public var topScreen: Screen { screens[screens.count - 1] }

  /// Whether ``pop()`` would go back (the stack holds more than the root).
  public var canPop: Bool { screens.count > 1 }

  /// The titles of the screens on the stack, root first.
  public var path: [String] { screens.map(\.title) }

  /// The words and value formats the form was built with (see ``FormStrings``).
  public var strings: FormStrings { words.strings }

  /// ``strings`` behind one reference, for the controls that keep them.
  let words: FormWords

  /// The update strategy; `.naive` re-runs every update closure on every change.
  public var strategy: UpdateStrategy {
    get { tracker.strategy }
    set { tracker.strategy = newValue }
  }

  /// Update closures run since the driver was created.
  public var updatesRun: Int { tracker.updatesRun }

  /// Runs the form's asynchronous checks (``AsyncValidationRule``).
  public let scheduler: any ValidationScheduler

  /// Whether the form has a submit button (``sections(_:submit:confirmation:onSubmit:)``, a
  /// wizard's last step): leaving a form without one loses nothing by not submitting it, and
  /// a coverage report tells a submit that never succeeded by it and ``submitCount``.
  public private(set) var offersSubmit = false

  /// Whether the driver is opening saved screens again (``restore(_:)``): a wizard's `Next`
  /// goes on past checks still asked, which start again with the restored state and could not
  /// have answered yet.
  var isRestoring = false

  /// Goes back one screen, releasing it. Does nothing on the root screen.
  ///
  /// What the screen started ends with it, as with a deleted list row: text its rows refused,
  /// the checks that wait for an answer (``AsyncValidationRule``) and their debounces, and
  /// the focus, if it was on the screen. Its fields still count in ``validationErrors``.
  public func pop() {
    guard canPop else { return }
    let popped = screens.removeLast()
    if let cell = focusedCell, cell.section?.screen === popped { setFocus(nil) }
    // NB: text the popped screen's rows refused goes with them; the counts below follow.
    if popped.didPop?() == true { refresh() }
    navigationObservers.notify(())
  }

  /// Calls `observer` after every screen pushed or popped, with ``screens`` already changed.
  ///
  /// ```swift
  /// let token = driver.observeNavigation { print(driver.path) }
  /// ```
  @discardableResult
  public func observeNavigation(_ observer: @escaping () -> Void) -> ObservationToken {
    navigationObservers.add(observer)
  }

  /// Applies a change to the state and brings every screen up to date, the same as a
  /// change requested by an element.
  ///
  /// ```swift
  /// driver.change { $0.hotspot.isEnabled = false }
  /// ```
  public func change(_ change: (inout State) -> Void) {
    apply(change)
  }

  /// Changes the value at `keyPath` in place, as one change: only what reads that value is
  /// brought up to date, and a part of a big array changes without copying the array.
  ///
  /// A change through a closure over the whole state (``change(_:)``) can write anything, so
  /// the driver finds what it changed by comparing (`Equatable` bound forms and list
  /// elements skip what is equal); a change at a key path says where it writes.
  ///
  /// ```swift
  /// struct Board { var flags = [false, false, false, false] }
  /// let board = FormDriver(initial: Board(), build: sections([]))
  /// board.change(\.flags[3]) { $0.toggle() }   // board.state.flags[3] == true
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: Where the value is.
  ///   - change: Changes the value.
  public func change<Value>(
    _ keyPath: WritableKeyPath<State, Value>, _ change: (inout Value) -> Void
  ) {
    applyChange(at: keyPath, writing: Footprint.of(keyPath, at: .root(tracker.places)), change)
  }

  /// Changes the element at `index` of the array at `keyPath` in place, as one change: a
  /// form that binds the array's elements (`bindEach(form:to:)`, a list section) brings
  /// that element's rows up to date alone.
  ///
  /// ```swift
  /// struct Row { var isHidden = false }
  /// struct Table { var rows = [Row(), Row(), Row(), Row()] }
  /// let table = FormDriver(initial: Table(), build: sections([]))
  /// table.change(\.rows, at: 3) { $0.isHidden.toggle() }   // table.state.rows[3].isHidden
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: Where the array is.
  ///   - index: The element's index; nothing changes past the array's end.
  ///   - change: Changes the element.
  public func change<Item>(
    _ keyPath: WritableKeyPath<State, [Item]>, at index: Int, _ change: (inout Item) -> Void
  ) {
    guard storedState[keyPath: keyPath].indices.contains(index) else { return }
    let place = StateLocation.root(tracker.places).entering(keyPath)?.place
    let footprint = place.map { Footprint($0.appending([.element(index)])) } ?? .unknown
    applyChange(at: keyPath.appending(path: \[Item].[index]), writing: footprint, change)
  }

  private func applyChange<Value>(
    at keyPath: WritableKeyPath<State, Value>, writing footprint: Footprint,
    _ change: (inout Value) -> Void
  ) {
    withoutActuallyEscaping(change) { change in
      let write = KeyedWrite<State>(
        keyPath: keyPath, value: (), footprint: footprint,
        inverse: { state in
          let old = state[keyPath: keyPath]
          return KeyedUndo(changesNothing: false) { $0[keyPath: keyPath] = old }
        }
      ) { change(&$0[keyPath: keyPath]) }
      apply(write.apply, writing: footprint, write: write)
    }
  }

  /// Calls `observer` after each applied change, with the states before and after. An
  /// observer that changes the state starts a new change; capture the driver weakly there.
  ///
  /// ```swift
  /// let token = driver.observe { change in print(change.new) }
  /// token.cancel()
  /// ```
  ///
  /// - Returns: A token whose ``ObservationToken/cancel()`` stops the calls.
  @discardableResult
  public func observe(_ observer: @escaping (FormChange<State>) -> Void) -> ObservationToken {
    observers.add(observer)
  }

  /// Closes every screen whose row would no longer open it, back to the nearest screen that
  /// is still reachable: the row is hidden, disabled or gone (an undo took back the list
  /// element it belongs to), or forgot the screen (a wizard's `Next` once its step fails).
  /// What is left on the stack is reachable by taps.
  private func closeUnreachableScreens() {
    for index in screens.indices.dropFirst() {
      // NB: a row that opened the screen and is gone (its list element deleted) leaves the
      // screen unreachable too.
      let opener = screens[index].opener
      guard opener != nil || screens[index].wasOpenedByRow else { continue }
      guard let opener, opener.acceptsInput,
        screens[index - 1].visibleCells.contains(where: { $0 === opener })
      else {
        while screens.count > index { pop() }
        return
      }
    }
  }

  /// Brings every screen up to date without a change of state (nothing is observed): the
  /// updates that read `footprint` (what a refused change would have written) and those
  /// whose reads are unknown, such as error counts.
  func refresh(reading footprint: Footprint = .unknown) {
    guard !isUpdating, let root else { return }
    isUpdating = true
    tracker.written = footprint.union(tracker.takeSignals(besides: footprint))
    tracker.isRefreshing = true
    tracker.runChosen(root, with: storedState)
    tracker.isRefreshing = false
    tracker.written = .unknown
    isUpdating = false
    closeUnreachableScreens()
  }

  func push(_ screen: Screen) {
    screen.didFocus = { [weak self] cell in self?.setFocus(cell) }
    screens.append(screen)
    // NB: building the screen may change what fails (its checks that wait start): the rows
    // that count it (a submit button's "(2 to fix)") follow at once, not at the next change.
    if tracker.hasSignals { refresh(reading: .none) }
    navigationObservers.notify(())
  }

  func apply(
    _ change: (inout State) -> Void, writing footprint: Footprint = .unknown,
    from origin: ChangeOrigin = .outside, write: KeyedWrite<State>? = nil
  ) {
    guard !isRefusingChanges else { return }
    pendingWrites = pendingWrites.union(footprint)
    changeState(change, write: write)
    needsUpdate = true
    // NB: a change requested while updates run is applied at once; the loop below runs
    // another round of updates for it.
    guard !isUpdating else { return }
    runUpdateRounds()
    closeUnreachableScreens()
    let settled = changeBefore
    changeBefore = nil
    record(settled, from: origin, writing: footprint)
    // NB: observers run after the updates settled, so a change they make is a new change.
    notifyObservers(settled)
  }

  /// Applies `change` (or `write`, in place where it knows its inverse) to the stored state,
  /// keeping what takes the change back.
  private func changeState(_ change: (inout State) -> Void, write: KeyedWrite<State>?) {
    if !isUpdating, let write, let inverse = write.inverse {
      // NB: a keyed write only sets a value: applied in place, with the old value kept to
      // take it back, it costs what it writes (a copy of state costs what state holds).
      let undo = inverse(storedState)
      write.apply(&storedState)
      changeBefore = .write(undo, redo: write.apply)
      return
    }
    if case .write(let undo, _) = changeBefore {
      // NB: a change requested while a keyed write's updates run: the state before both.
      var old = storedState
      undo.undo(&old)
      changeBefore = .state(old)
    } else if !isUpdating {
      changeBefore = .state(storedState)
    }
    // NB: the change works on a copy, so a change closure may read `state` without
    // overlapping the write (Swift's exclusivity rule would trap).
    var next = storedState
    change(&next)
    storedState = next
  }

  /// Runs rounds of updates until no change or signal is left, at most ``maxUpdateRounds``
  /// (then one last round that takes no changes, and ``lastError`` says so).
  private func runUpdateRounds() {
    isUpdating = true
    let before = tracker.updatesRun
    var rounds = 0
    lastError = nil
    while needsUpdate || tracker.hasSignals {
      needsUpdate = false
      // NB: a round runs the updates that read what the changes since the last round wrote,
      // and those that depend on what that changed besides state (signals: error counts
      // whose fields went stale, screens whose reads were written).
      let writes = pendingWrites
      pendingWrites = .none
      if rounds == maxUpdateRounds {
        tracker.written = .unknown
        _ = tracker.takeSignals(besides: .unknown)
        lastError = .feedbackLoop(rounds: rounds)
        // One last round that takes no changes, so every screen shows the final state.
        isRefusingChanges = true
        fieldIndex.invalidate(written: .unknown)
        if let root { tracker.runChosen(root, with: storedState) }
        isRefusingChanges = false
        break
      }
      rounds += 1
      // NB: what fails is checked again where the round's writes may have changed it.
      fieldIndex.invalidate(written: tracker.skipsUnchanged ? writes : .unknown)
      tracker.written = writes.union(tracker.takeSignals(besides: writes))
      if let root { tracker.runChosen(root, with: storedState) }
    }
    isUpdating = false
    // NB: updates run outside a change (a nested screen built on a tap) run in full.
    tracker.written = .unknown
    updatesInLastChange = tracker.updatesRun - before
  }

  /// Records a settled change in the undo history: a user's as one step, a change from
  /// outside clears it.
  private func record(
    _ settled: ChangeBefore<State>?, from origin: ChangeOrigin, writing footprint: Footprint
  ) {
    switch (origin, settled) {
    case (.user, .state(let old)):
      history.record(before: old, after: storedState, writing: footprint, focus: focusedCell)
    case (.user, .write(let undo, let redo)):
      // NB: a write that changed nothing (a tap on the chosen option) is no step.
      guard !undo.changesNothing else { break }
      history.record(
        undo: undo.undo, redo: redo, after: storedState, writing: footprint, focus: focusedCell)
    case (.outside, _): history.clear()
    default: break
    }
  }

  /// Tells the observers of ``observe(_:)`` about a settled change.
  private func notifyObservers(_ settled: ChangeBefore<State>?) {
    guard !observers.isEmpty else { return }
    let new = storedState
    let old: () -> State
    switch settled {
    case .write(let undo, _):
      old = {
        var old = new
        undo.undo(&old)
        return old
      }
    case .state(let state): old = { state }
    case nil: old = { new }
    }
    let event = FormChange(before: old, new: new, updatesRun: updatesInLastChange)
    observers.notify(event)
  }
}

extension FormDriver: FormHost {
  func declareSubmit() { offersSubmit = true }

  func didSubmit() {
    submitCount += 1
    markPristine()
  }

  func didRefuseSubmit(_ field: AnyFormField, path: [String], rows: [FormCell?]) {
    focus(field, along: path, rows: rows)
  }
}

/// How to get back the state before the change being applied.
private enum ChangeBefore<State> {
  /// The state itself.
  case state(State)
  /// The keyed write that takes the change back, and the write itself.
  case write(KeyedUndo<State>, redo: (inout State) -> Void)
}

/// One applied change, as observers see it.
public struct FormChange<State> {
  private let before: () -> State
  /// The state before the change (worked out when asked for, after a keyed write).
  public var old: State { before() }
  /// The state after the change.
  public let new: State
  /// Update closures the change ran.
  public let updatesRun: Int

  init(before: @escaping () -> State, new: State, updatesRun: Int) {
    self.before = before
    self.new = new
    self.updatesRun = updatesRun
  }
}

/// What went wrong while a driver applied a change.
public enum FormDriverError: Error, Equatable, CustomStringConvertible {
  /// Updates kept requesting changes; the driver stopped after `rounds` rounds. The state
  /// is what the last round left; changes requested after it were dropped, and every
  /// screen shows that state.
  case feedbackLoop(rounds: Int)

  /// A message for the user.
  public var description: String { message(in: FormStrings()) }

  /// ``description`` in the words of `strings` (`FormStrings.phrase(_:_:)`).
  ///
  /// ```swift
  /// FormDriverError.feedbackLoop(rounds: 100).message(in: FormStrings(locale: "de"))
  /// // "Rückkopplung: …"
  /// ```
  ///
  /// - Parameter strings: The words.
  public func message(in strings: FormStrings) -> String {
    switch self {
    case .feedbackLoop(let rounds):
      return strings.phrase(
        "feedback loop: updates kept requesting changes; stopped after %@ rounds", String(rounds))
    }
  }
}

extension FormDriver {
  /// The errors of every reachable validated field of the whole form, in form order:
  /// fields on nested screens count whether or not their screen was ever opened, and are
  /// named by their path. A field counts while no condition hides it and the rows leading to
  /// its screen show.
  ///
  /// ```swift
  /// driver.validationErrors.map(\.description)   // ["Email: Required", "Profile › Name: Required"]
  /// ```
  public var validationErrors: [ValidationError] {
    fields.validationErrors(in: storedState)
  }

  /// Validates the whole form: every reachable validated field shows its error on its cell
  /// from now on, as if the user had edited it (a field on a screen not open shows it when
  /// the screen opens, and the row leading there says how many to fix). State does not
  /// change.
  ///
  /// ```swift
  /// let errors = driver.validate()   // [Email: Required, Profile › Name: Required]
  /// ```
  ///
  /// - Returns: The errors, in form order (``validationErrors``).
  @discardableResult
  public func validate() -> [ValidationError] {
    fields.showErrors(in: storedState)
  }

  /// The reachable fields whose value differs from ``pristineState``, in form order: what a
  /// submit or save would change. Each is named by its path.
  ///
  /// ```swift
  /// let driver = FormDriver(initial: Person(), title: "Person", build: sections([
  ///   section([controlCell(title: "Name", control: textField(keyPath: \Person.name))])
  /// ]))
  /// driver.state.name = "Ada"
  /// driver.dirtyFields.map(\.fieldPath)   // ["Name"]
  /// ```
  public var dirtyFields: [FieldSummary] {
    summaries(comparedWith: pristineState) { _, status in status.isDirty }
  }

  /// The reachable fields that have rules, in form order, each named by its path: the
  /// fields ``validationErrors`` checks, failing or not. Coverage reports tell the rules
  /// that never failed or never passed by it.
  ///
  /// ```swift
  /// let signup = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
  /// signup.validatedFields.map(\.fieldPath)   // ["Username", "Email", "Password", …]
  /// ```
  public var validatedFields: [FieldSummary] {
    summaries { field, _ in field.hasRules }
  }

  /// The reachable fields the user edited through their rows, in form order.
  public var touchedFields: [FieldSummary] {
    summaries { field, _ in field.isTouched }
  }

  /// The reachable fields `includes` takes, in form order, named by their path; dirty
  /// compared with `baseline`, if given.
  private func summaries(
    comparedWith baseline: State? = nil, where includes: (AnyFormField, FieldStatus) -> Bool
  ) -> [FieldSummary] {
    var summaries: [FieldSummary] = []
    withoutActuallyEscaping(includes) { includes in
      fields.visit(
        storedState, baseline,
        FieldWalk { field, status in
          guard includes(field, status) else { return }
          summaries.append(
            FieldSummary(title: field.title, path: status.path, isTouched: field.isTouched))
        })
    }
    return summaries
  }

  /// The texts of the reachable masked fields (passwords) now, so that views of the state
  /// (the REPL's `state`) can mask them.
  public var maskedTexts: Set<String> {
    var texts: Set<String> = []
    fields.visit(
      storedState, nil,
      FieldWalk { _, status in
        if let text = status.maskedText, !text.isEmpty { texts.insert(text) }
      })
    return texts
  }

  /// Makes the current state the one dirty fields are compared with (a submit does it too).
  public func markPristine() {
    pristineState = storedState
  }

  /// Whether the value at `keyPath` differs from ``pristineState``.
  ///
  /// ```swift
  /// let order = FormDriver(initial: Order(), title: "Order", build: orderForm)
  /// order.isDirty(\.profile.name)   // false until the name is edited
  /// ```
  public func isDirty<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Bool {
    storedState[keyPath: keyPath] != pristineState[keyPath: keyPath]
  }

  /// Puts the whole form back to ``pristineState`` (the initial state, or the state at the
  /// last submit or ``markPristine()``), as one change.
  public func reset() {
    let pristine = pristineState
    apply { $0 = pristine }
  }

  /// Puts one field back to its value in ``pristineState``, as one change.
  ///
  /// ```swift
  /// let order = FormDriver(initial: Order(), title: "Order", build: orderForm)
  /// order.reset(\.profile.name)
  /// ```
  public func reset<Value>(_ keyPath: WritableKeyPath<State, Value>) {
    let pristine = pristineState[keyPath: keyPath]
    apply { $0[keyPath: keyPath] = pristine }
  }
}

extension FormDriver {
  /// Whether the state differs from ``pristineState``: by `==` where the state is `Equatable`,
  /// otherwise by what `dump` prints of each.
  public var isDirty: Bool {
    if let equal = areEqual(storedState, pristineState) { return !equal }
    var now = ""
    var pristine = ""
    dump(storedState, to: &now)
    dump(pristineState, to: &pristine)
    return now != pristine
  }
}

/// A field named for people: its title and the screens that lead to it.
public struct FieldSummary: Equatable, Sendable, CustomStringConvertible {
  /// The field's title.
  public let title: String
  /// The titles of the nested screens that lead to the field, outermost first.
  public let path: [String]
  /// Whether the user edited the field through its row.
  public let isTouched: Bool

  /// Creates a summary.
  public init(title: String, path: [String], isTouched: Bool) {
    self.title = title
    self.path = path
    self.isTouched = isTouched
  }

  /// The field named by its path: `Profile › Name`.
  public var fieldPath: String { (path + [title]).joined(separator: " › ") }

  /// ``fieldPath``.
  public var description: String { fieldPath }
}

extension FormDriver {
  /// The row holding the form's focus: the field the user is editing or last acted on, on a
  /// screen of the stack. A gesture on a row's control focuses it; ``focusNext()`` and
  /// ``focusPrevious()`` move it; a refused submit moves it to the first field to fix.
  ///
  /// ```swift
  /// driver.focusNext()
  /// driver.focus   // Focus(path: ["Sign Up"], title: "Username", row: 1)
  /// ```
  public var focus: FormFocus? {
    guard let cell = focusedCell, let screen = cell.section?.screen,
      let index = screens.firstIndex(where: { $0 === screen }),
      let row = screen.visibleCells.firstIndex(where: { $0 === cell })
    else { return nil }
    return FormFocus(path: screens[...index].map(\.title), title: cell.title, row: row + 1)
  }

  /// Moves the focus to the next row of the top screen whose control can hold it (visible,
  /// enabled, a ``FocusableControl``), in screen order; to the first when the focus is
  /// elsewhere. Leaving a field ends its editing: its `.onEndEditing` message shows.
  ///
  /// - Returns: `false`, leaving the focus where it is, past the last such row.
  @discardableResult
  public func focusNext() -> Bool { moveFocus(by: 1) }

  /// Moves the focus to the previous row of the top screen whose control can hold it; to
  /// the last when the focus is elsewhere.
  ///
  /// - Returns: `false`, leaving the focus where it is, before the first such row.
  @discardableResult
  public func focusPrevious() -> Bool { moveFocus(by: -1) }

  /// Calls `observer` whenever the focus moves, with the new focus.
  ///
  /// ```swift
  /// let token = driver.observeFocus { focus in print(focus?.title ?? "none") }
  /// ```
  @discardableResult
  public func observeFocus(_ observer: @escaping (FormFocus?) -> Void) -> ObservationToken {
    focusObservers.add(observer)
  }

  /// The rows of the top screen that can hold the focus.
  private var focusableCells: [FormCell] {
    topScreen.visibleCells.filter { cell in
      guard cell.acceptsInput, let control = cell.control, control is any FocusableControl
      else { return false }
      return (control as? any HostedControl)?.isEnabled ?? true
    }
  }

  private func moveFocus(by step: Int) -> Bool {
    let cells = focusableCells
    guard !cells.isEmpty else { return false }
    let target: Int
    if let current = focusedCell, let index = cells.firstIndex(where: { $0 === current }) {
      target = index + step
    } else {
      target = step > 0 ? 0 : cells.count - 1
    }
    guard cells.indices.contains(target) else { return false }
    setFocus(cells[target])
    return true
  }

  /// Moves the focus to `cell`; the row it leaves ends editing.
  func setFocus(_ cell: FormCell?) {
    guard focusedCell !== cell else { return }
    if let previous = focusedCell {
      previous.isFocused = false
      previous.field?.showErrors()
    }
    focusedCell = cell
    cell?.isFocused = true
    // NB: finding the row is a walk over the screen's rows: only for observers.
    guard !focusObservers.isEmpty else { return }
    focusObservers.notify(self.focus)
  }

  /// Opens the screens along `path` from the top screen, by tapping the rows that open them
  /// (`rows`, where built; else the rows titled as them), and focuses `field`'s row.
  func focus(_ field: AnyFormField, along path: [String], rows: [FormCell?]) {
    // NB: the path starts where the checked fields start; the screens already open on the
    // way (a wizard's own step) are skipped.
    var levels = path.indices[...]
    let open = screens.map(\.title)
    for length in stride(from: min(path.count, open.count), through: 1, by: -1)
    where Array(path.prefix(length)) == Array(open.suffix(length)) {
      levels = levels.dropFirst(length)
      break
    }
    for level in levels {
      let cells = topScreen.visibleCells
      let opener = rows.indices.contains(level) ? rows[level] : nil
      guard
        let row = cells.first(where: { $0 === opener })
          ?? cells.first(where: {
            $0.title == path[level] && $0.accessory == .disclosureIndicator
          }), row.tap()
      else { return }
    }
    // NB: a field outlined before its screen opened has no row; the built one has its title.
    if let cell = field.cell, cell.section?.screen === topScreen {
      setFocus(cell)
    } else if let cell = topScreen.visibleCells.first(where: { $0.title == field.title }) {
      setFocus(cell)
    }
  }
}

/// Where the form's focus is: the screens down to the focused row, its title and its number
/// among the visible rows of its screen, as the REPL numbers them.
public struct FormFocus: Equatable, Sendable, CustomStringConvertible {
  /// The titles of the screens from the root to the focused row's screen.
  public let path: [String]
  /// The focused row's title.
  public let title: String
  /// The row's number on its screen, from 1.
  public let row: Int

  /// Creates a focus.
  public init(path: [String], title: String, row: Int) {
    self.path = path
    self.title = title
    self.row = row
  }

  /// `Sign Up › Username (row 1)`.
  public var description: String {
    (path.filter { !$0.isEmpty } + [title]).joined(separator: " › ") + " (row \(row))"
  }
}

extension FormDriver {
  /// Whether ``undo()`` would take back a change.
  public var canUndo: Bool { history.canUndo }
  /// Whether ``redo()`` would make an undone change again.
  public var canRedo: Bool { history.canRedo }

  /// Takes back the user's last change, form-wide, whichever screen it was made on: the
  /// state becomes what it was before it (navigation stays), and every screen shows it.
  /// Typing into one field, entry after entry while it keeps the focus, is one change.
  ///
  /// Changes the user makes through the form's rows are recorded (the last
  /// 100 of them); a change from outside (`driver.state = …`,
  /// ``change(_:)``, ``reset()``) clears the history, since undoing past it would undo it too.
  ///
  /// ```swift
  /// driver.undo()      // true: the last edit is taken back
  /// driver.redo()      // true: and made again
  /// ```
  ///
  /// - Returns: `false`, changing nothing, when there is nothing to undo.
  @discardableResult
  public func undo() -> Bool {
    guard let before = history.undo(current: storedState) else { return false }
    apply({ $0 = before }, from: .history)
    return true
  }

  /// Makes the last undone change again.
  ///
  /// - Returns: `false`, changing nothing, when there is nothing to redo.
  @discardableResult
  public func redo() -> Bool {
    guard let after = history.redo(current: storedState) else { return false }
    apply({ $0 = after }, from: .history)
    return true
  }
}

/// Where a change came from, for the undo history.
enum ChangeOrigin {
  /// Through the form's rows: recorded.
  case user
  /// From the app: clears the history.
  case outside
  /// An undo or redo.
  case history
}
