/// Runs a form. It owns the state and the form's input, applies the changes elements
/// request, re-runs the updates, and keeps the stack of screens.
///
/// ```swift
/// let driver = FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
/// driver.topScreen.visibleCells[0].tap()        // pushes "Personal Hotspot"
/// driver.topScreen.visibleCells[0].control      // the hotspot's toggle
/// driver.pop()                                  // back to "Settings"
/// ```
///
/// Every change runs the form's update closures from the root. Two things are skipped:
///
/// - the update of an `Equatable` part whose value and input did not change;
/// - the write to a row's element when the value it shows is equal.
///
/// Nothing else is skipped, so what the screens show always follows from the state and the
/// input.
///
/// A change requested while updates run (an element that reacts to another) is applied at
/// once. The updates re-run until nothing more is requested. A form that never settles stops
/// after 100 rounds and reports ``FormDriverError/feedbackLoop(rounds:)``
/// instead of hanging.
public final class FormDriver<State> {
  private(set) var storedState: State
  /// The root form's update.
  private var root: ((State) -> Void)?
  /// What every element shares: words, scheduler, strategy, the input.
  let runtime: FormRuntime
  /// The fields of the whole form.
  let fields = FieldGroup<State>()
  /// The user's changes, to undo and redo.
  var history = UndoHistory<State>()
  /// The focused row and who hears it move.
  let focusKeeper = FocusKeeper()
  /// The navigation stack and who hears it change.
  let stack = ScreenStack()
  private let observers = ObserverList<FormChange<State>>()
  /// The change under way: the state and kept texts before it, where it came from, and the
  /// field it writes.
  private var pending: PendingChange<State>?
  /// How many changes are being made inside each other (a gesture's write and its input).
  private var depth = 0
  private var isUpdating = false
  private var needsUpdate = false
  private var isRefusingChanges = false

  /// The state dirty fields are compared with: the initial state, or the state at the last
  /// submit or ``markPristine()``.
  package internal(set) var pristineState: State
  /// How many times a submit row (of `sections(…, submit:)` or `steps(…)`) submitted the
  /// form: a front end tells a submitted session from an abandoned one by it.
  public private(set) var submitCount = 0
  /// How many rounds of updates one change may take before it counts as a feedback loop.
  package var maxUpdateRounds = 100
  /// The last error: a feedback loop. Cleared by the next change.
  public private(set) var lastError: FormDriverError?
  /// Update closures run by the last change (all its rounds).
  public private(set) var updatesInLastChange = 0
  /// Whether the form has a submit row (`sections(_:submit:confirmation:rules:onSubmit:)`, a
  /// wizard's last step): leaving a form without one loses nothing by not submitting it.
  public private(set) var offersSubmit = false
  /// Whether the driver is opening saved screens again (``restore(_:)``).
  var isRestoring = false

  /// Builds the form for `initial` and shows it as the root screen.
  ///
  /// - Parameters:
  ///   - initial: The initial state.
  ///   - title: The root screen's title.
  ///   - strategy: `.incremental` (default) or `.naive`, which skips nothing.
  ///   - scheduler: Runs the checks that wait for an answer (``AsyncValidationRule``). By
  ///     default a ``ManualScheduler``, which runs them only when told (tests, the REPL); an
  ///     app on the main thread passes ``MainQueueScheduler``.
  ///   - strings: The words and value formats of the library's rows and messages; English and
  ///     the fixed formats by default, `FormStrings(locale: "de")` for German.
  ///   - timing: When fields show their errors, unless a field says otherwise.
  ///   - build: The form.
  public convenience init(
    initial: State, title: String = "", strategy: UpdateStrategy = .incremental,
    scheduler: (any ValidationScheduler)? = nil, strings: FormStrings = FormStrings(),
    timing: ValidationTiming = .onTouched, build: Form<State>
  ) {
    self.init(
      initial: initial, input: FormInput(), title: title, strategy: strategy,
      scheduler: scheduler, strings: strings, timing: timing, build: build)
  }

  /// Builds the form for `initial` with `input` (another driver's, of the same form) from
  /// the start: a form built afresh in that state and input, in one update.
  package init(
    initial: State, input: FormInput, title: String, strategy: UpdateStrategy,
    scheduler: (any ValidationScheduler)?, strings: FormStrings = FormStrings(),
    timing: ValidationTiming = .onTouched, build: Form<State>
  ) {
    storedState = initial
    pristineState = initial
    runtime = FormRuntime(
      strings: strings, scheduler: scheduler, strategy: strategy, timing: timing)
    runtime.input = input
    runtime.host = self
    let context = RenderingContext<State>(
      state: initial,
      change: { [weak self] body in self?.apply(.user) { self?.mutate(body) } },
      push: { [weak self] screen in self?.push(screen) }, pop: { [weak self] in self?.pop() },
      runtime: runtime, path: .root, fields: fields, isOutline: false)
    let rendered = build(context)
    root = rendered.update
    let screen = Screen(title: title, sections: rendered.element)
    screen.retained = rendered.strongReferences
    screen.didFocus = { [weak self] cell in self?.setFocus(cell) }
    stack.push(screen)
    needsUpdate = true
    runUpdateRounds()
  }

  /// The current state. Setting it re-runs the updates, like a change from an element.
  public var state: State {
    get { storedState }
    set { apply(.outside) { mutate { $0 = newValue } } }
  }

  /// What the user did besides changing state: text kept on rows, fields edited, whether a
  /// submit was tried. Setting it (the input of another driver of the same form) brings
  /// every screen up to date.
  package var input: FormInput {
    get { runtime.input }
    set { apply(.outside) { runtime.input = newValue } }
  }

  /// The words and value formats the form was built with (see ``FormStrings``).
  public var strings: FormStrings { runtime.strings }

  /// The update strategy; `.naive` skips nothing, for comparison.
  public var strategy: UpdateStrategy {
    get { runtime.strategy }
    set { runtime.strategy = newValue }
  }

  /// Whether a submit waits for a server's answer (see
  /// `sections(_:submit:confirmation:rules:onSubmit:)`).
  public var isSubmitting: Bool { runtime.input.submission != nil }

  /// Stops the submit that waits for an answer, if any: the form is no longer submitting, and
  /// the answer, if it comes, is dropped. What the submit row's `Cancel` does.
  public func cancelSubmit() {
    runtime.cancelSubmit()
  }

  /// Update closures run since the driver was created.
  public var updatesRun: Int { runtime.updatesRun }

  /// Runs the form's checks that wait for an answer (``AsyncValidationRule``).
  package var scheduler: any ValidationScheduler { runtime.scheduler }

  /// Applies a change to the state and brings every screen up to date, the same as a
  /// change requested by an element.
  ///
  /// ```swift
  /// driver.change { $0.hotspot.isEnabled = false }
  /// ```
  public func change(_ change: (inout State) -> Void) {
    apply(.outside) { mutate(change) }
  }

  /// Changes the value at `keyPath`, as one change.
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
    apply(.outside) { mutate { change(&$0[keyPath: keyPath]) } }
  }

  /// Changes the element at `index` of the array at `keyPath`, as one change; nothing
  /// changes past the array's end.
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
  ///   - index: The element's index.
  ///   - change: Changes the element.
  public func change<Item>(
    _ keyPath: WritableKeyPath<State, [Item]>, at index: Int, _ change: (inout Item) -> Void
  ) {
    guard storedState[keyPath: keyPath].indices.contains(index) else { return }
    apply(.outside) { mutate { change(&$0[keyPath: keyPath][index]) } }
  }

  /// Calls `observer` after each applied change (of state, or of the input: text kept on a
  /// row, errors shown), with the states before and after. An observer that changes the state
  /// starts a new change; capture the driver weakly there.
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

  /// Applies `change` to the stored state.
  func mutate(_ change: (inout State) -> Void) {
    guard !isRefusingChanges else { return }
    // NB: the change works on a copy, so a change closure may read `state` without
    // overlapping the write (Swift's exclusivity rule would trap).
    var next = storedState
    change(&next)
    storedState = next
    needsUpdate = true
  }

  /// Runs `body`, which changes the state (``mutate(_:)``) or the input, as one change from
  /// `origin`: one round of updates when the outermost change ends, one undo step.
  func apply(_ origin: ChangeOrigin, writing field: FieldID? = nil, _ body: () -> Void) {
    // NB: read before a confirmation is cleared, so that clearing it updates the screens.
    let version = runtime.inputVersion
    if pending == nil, !isUpdating {
      pending = PendingChange(
        state: storedState, input: runtime.input, origin: origin, field: field)
      // NB: a confirmation shows until the next change.
      if runtime.input.confirmed != nil { runtime.input.confirmed = nil }
    }
    depth += 1
    body()
    depth -= 1
    if runtime.inputVersion != version { needsUpdate = true }
    guard depth == 0, !isUpdating, let settled = pending else { return }
    if settled.origin != .history { dropStaleInput(changedSince: settled.state) }
    runUpdateRounds()
    pending = nil
    closeUnreachableScreens()
    record(settled)
    notifyObservers(old: settled.state)
  }

  /// Runs rounds of updates until no change is left, at most `maxUpdateRounds` (then one
  /// last round that takes no changes, and ``lastError`` says so).
  private func runUpdateRounds() {
    isUpdating = true
    let before = runtime.updatesRun
    var rounds = 0
    lastError = nil
    while needsUpdate {
      needsUpdate = false
      if rounds == maxUpdateRounds {
        lastError = .feedbackLoop(rounds: rounds)
        // One last round that takes no changes, so every screen shows the final state.
        isRefusingChanges = true
        root?(storedState)
        isRefusingChanges = false
        needsUpdate = false
        break
      }
      rounds += 1
      root?(storedState)
    }
    isUpdating = false
    updatesInLastChange = runtime.updatesRun - before
  }

  /// Drops what the input says about values a change replaced:
  ///
  /// - the text a row keeps, when a change wrote the field's value from elsewhere (the app,
  ///   another row), so the row shows the new value;
  /// - what a server said about a field whose value changed;
  /// - what a server said about the form, once any value changed.
  private func dropStaleInput(changedSince old: State) {
    let input = runtime.input
    guard !input.kept.isEmpty || !input.serverErrors.isEmpty || !input.formErrors.isEmpty
    else { return }
    var stale: [FieldID] = []
    var anyChanged = false
    fields.walk(
      storedState, old,
      FieldWalker(input: input, needsErrors: false, includesHidden: true) { visit in
        guard visit.isDirty else { return }
        anyChanged = true
        let id = visit.field.id
        if input.kept[id] != nil || input.serverErrors[id] != nil { stale.append(id) }
      })
    guard !stale.isEmpty || (anyChanged && !input.formErrors.isEmpty) else { return }
    for id in stale {
      runtime.input.kept[id] = nil
      runtime.input.serverErrors[id] = nil
    }
    if anyChanged { runtime.input.formErrors = [:] }
    needsUpdate = true
  }

  /// Records a settled change in the undo history: a user's as one step, a change from
  /// outside clears it.
  private func record(_ settled: PendingChange<State>) {
    switch settled.origin {
    case .user:
      history.record(
        before: (settled.state, settled.input.kept), after: (storedState, runtime.input.kept),
        writing: settled.field, focus: focusKeeper.cell)
    case .outside: history.clear()
    case .history: break
    }
  }

  /// Tells the observers of ``observe(_:)`` about a settled change.
  private func notifyObservers(old: State) {
    guard !observers.isEmpty else { return }
    observers.notify(FormChange(old: old, new: storedState, updatesRun: updatesInLastChange))
  }
}

extension FormDriver: FormHost {
  func changeInput(_ body: (inout FormInput) -> Void) {
    apply(.user) {
      guard !isRefusingChanges else { return }
      body(&runtime.input)
    }
  }

  func batch(writing field: FieldID?, _ body: () -> Void) {
    apply(.user, writing: field, body)
  }

  func declareSubmit() { offersSubmit = true }

  func didSubmit() {
    submitCount += 1
    markPristine()
  }

  func focusFirst(_ failing: FieldVisit) {
    // NB: the form's own errors show above its first section: no row to focus.
    guard !(failing.field is FormLevelErrors) else { return }
    focus(failing.field, along: failing.path, rows: failing.openers)
  }
}

/// A change under way: what was before it, where it came from, the field it writes.
private struct PendingChange<State> {
  let state: State
  let input: FormInput
  let origin: ChangeOrigin
  let field: FieldID?
}

/// One applied change, as observers see it.
public struct FormChange<State> {
  /// The state before the change.
  public let old: State
  /// The state after the change.
  public let new: State
  /// Update closures the change ran.
  package let updatesRun: Int
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
  /// - Parameter strings: The words.
  package func message(in strings: FormStrings) -> String {
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

/// How a driver brings a form up to date after a change.
public enum UpdateStrategy: Sendable, Equatable {
  /// Skip the updates of `Equatable` parts whose value and input did not change, and leave
  /// alone rows whose shown value is equal.
  case incremental
  /// Re-run and re-apply every update on every change (for comparison in benchmarks).
  case naive
}
