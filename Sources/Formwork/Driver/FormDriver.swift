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
///
/// The driver is the update loop (this file: the state, changes, rounds of updates,
/// observers) composed with parts that have a home each: the screen stack
/// (`ScreenStack.swift`), the focus (`FocusKeeper.swift`), the undo history
/// (`UndoHistory.swift`, `FormDriver+History.swift`) and the queries over the whole form's
/// fields (`FormDriver+Fields.swift`). Elements reach it through their context's link
/// (`FormLink.swift`), never holding it.
public final class FormDriver<State> {
  private(set) var storedState: State
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
  /// The focused row and who hears it move.
  let focusKeeper = FocusKeeper()
  /// The navigation stack and who hears it change.
  let stack = ScreenStack()
  /// The state dirty fields are compared with: the initial state, or the state at the last
  /// submit or ``markPristine()``.
  public internal(set) var pristineState: State
  /// How many times a submit button (of `sections(…, submit:)` or `steps(…)`) submitted
  /// the form: a front end tells a submitted session from an abandoned one by it.
  public private(set) var submitCount = 0
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
    stack.push(screen)
    apply { _ in }
  }

  /// The current state. Setting it re-runs the updates, like a change from an element.
  public var state: State {
    get { storedState }
    set { apply { $0 = newValue } }
  }

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
      history.record(before: old, after: storedState, writing: footprint, focus: focusKeeper.cell)
    case (.user, .write(let undo, let redo)):
      // NB: a write that changed nothing (a tap on the chosen option) is no step.
      guard !undo.changesNothing else { break }
      history.record(
        undo: undo.undo, redo: redo, after: storedState, writing: footprint, focus: focusKeeper.cell
      )
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

/// Where a change came from, for the undo history.
enum ChangeOrigin {
  /// Through the form's rows: recorded.
  case user
  /// From the app: clears the history.
  case outside
  /// An undo or redo.
  case history
}
