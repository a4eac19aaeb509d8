/// One field of a form: a value at a key path, the rules it must pass, and what the user did
/// to it. Fields are declared in a ``FieldGroup`` by the combinators (controls declare their
/// value, with the rules given as its `rules:`, see ``FieldRules``) or by custom elements.
///
/// A field checks its rules against state, so it counts in ``FormDriver/validationErrors``
/// whether or not its row was ever built. When its row is built, ``cell`` shows its first
/// error once errors are shown (after the user edited the field, or the form was validated).
///
/// ```swift
/// let ageRow: Element<FormCell, Person> = { context in
///   let field = context.fields.declare(title: "Age", keyPath: \.age, rules: [.range(0...150)])
///   _ = field.errors(in: Person(age: 200))   // ["Must be from 0 to 150"]
///   return labelCell(title: "Age")(context)
/// }
/// ```
public final class FormField<State, Value: Equatable>: FieldNode<State>, AnyFormField {
  /// The field's title, as its row shows it.
  public internal(set) var title: String {
    didSet { if title != oldValue { invalidate() } }
  }
  /// Where the value lives.
  public let keyPath: KeyPath<State, Value>
  /// The rules, checked in order.
  public internal(set) var rules: [ValidationRule<State, Value>]
  /// When the row's message follows the value.
  public internal(set) var timing: ValidationTiming
  /// The row that shows the field's message, while it is built.
  public weak var cell: FormCell?
  /// Whether the row shows the field's errors: after the user edited it, or after the form
  /// was validated.
  public internal(set) var isShowingErrors = false
  /// Whether the user edited the field (through its row).
  public internal(set) var isTouched = false
  /// A value the user entered that the rules refused: state keeps the last valid value, the
  /// row keeps showing this one (typed text) with the reason. Dropped when state replaces
  /// the value.
  public internal(set) var refusedValue: Value? {
    get { checks?.refusedValue }
    set {
      guard newValue != refusedValue else { return }
      madeChecks.refusedValue = newValue
      invalidate()
    }
  }

  /// What only a field that was checked, refused, shown a message or checked asynchronously
  /// keeps, in one object made when first needed: a big form has a field per row, and most
  /// rows have no rules. (The one side object of the library: it halves what a plain row's
  /// field costs; `FormFieldTests` checks a plain field makes none.)
  private var checks: FieldChecks<State, Value>?
  private var madeChecks: FieldChecks<State, Value> {
    if let checks { return checks }
    let made = FieldChecks<State, Value>()
    checks = made
    return made
  }
  /// Stores `value` in the side object through `store`; a `nil` makes none (a field that
  /// never kept anything has no side object).
  private func keep<T>(_ value: T?, _ store: (FieldChecks<State, Value>) -> Void) {
    if let checks {
      store(checks)
    } else if value != nil {
      store(madeChecks)
    }
  }

  /// Whether the field keeps its side object (for tests).
  var hasSideObject: Bool { checks != nil }
  /// Why the last change through the row was refused, when the row shows state's value
  /// again (a toggle, a stepper): shown until the value changes.
  private var refusal: String? {
    get { checks?.refusal }
    set { keep(newValue) { $0.refusal = newValue } }
  }
  /// The text of a masked field (a password) for a state, so views of the state mask it.
  var maskedText: ((State) -> String?)?
  /// The change that was refused, written once the refused value passes.
  private var refusedChange: ((inout State) -> Void)? {
    get { checks?.refusedChange }
    set { keep(newValue) { $0.refusedChange = newValue } }
  }
  /// Applies a change past the field's own gate: writes a refused value that now passes.
  var resubmit: (((inout State) -> Void) -> Void)? {
    get { checks?.resubmit }
    set { keep(newValue) { $0.resubmit = newValue } }
  }
  /// The value in state the field last saw.
  private var stateValue: Value? {
    get { checks?.stateValue }
    set { keep(newValue) { $0.stateValue = newValue } }
  }
  /// The asynchronous checks: for a value, the check to run; and the longest debounce.
  var asyncChecks: [(Value) -> @Sendable () async -> String?] {
    get { checks?.asyncChecks ?? [] }
    set { madeChecks.asyncChecks = newValue }
  }
  var asyncDebounce: Duration {
    get { checks?.asyncDebounce ?? .zero }
    set { madeChecks.asyncDebounce = newValue }
  }
  /// Runs the asynchronous checks; the driver's.
  var scheduler: (any ValidationScheduler)? {
    get { checks?.scheduler }
    set { madeChecks.scheduler = newValue }
  }
  /// What the row says while the asynchronous checks run: the driver's `checking…`.
  var checkingWord: String {
    get { checks?.checkingWord ?? FormStrings().checking }
    set { madeChecks.checkingWord = newValue }
  }
  /// Brings the form's screens up to date when an asynchronous result arrives.
  var onAsyncResult: (() -> Void)? {
    get { checks?.onAsyncResult }
    set { madeChecks.onAsyncResult = newValue }
  }
  /// The value the asynchronous checks are about, and where they are.
  private var asyncValue: Value? {
    get { checks?.asyncValue }
    set {
      guard newValue != asyncValue else { return }
      madeChecks.asyncValue = newValue
      invalidate()
    }
  }
  private var asyncStatus: AsyncStatus {
    get { checks?.asyncStatus ?? .idle }
    set {
      guard newValue != asyncStatus else { return }
      madeChecks.asyncStatus = newValue
      invalidate()
    }
  }
  private var asyncWork: ScheduledWork? {
    get { checks?.asyncWork }
    set { madeChecks.asyncWork = newValue }
  }
  /// The errors of the value last checked, with what its rules read besides.
  private var checked: (value: Value, reads: [AnyHashable], errors: [String])? {
    get { checks?.checked }
    set { keep(newValue) { $0.checked = newValue } }
  }
  private var shownMessage: String? {
    get { checks?.shownMessage }
    set { keep(newValue) { $0.shownMessage = newValue } }
  }
  /// The state the field last saw, for checking a value the user enters with rules that
  /// read state besides the value. A field whose rules read only the value keeps the first
  /// state it saw instead (they are handed one and ignore it): keeping each state would keep
  /// every version of a big state alive, and make each change copy it.
  private(set) var latestState: State? {
    get { checks?.latestState }
    set { keep(newValue) { $0.latestState = newValue } }
  }
  /// Whether a rule reads state besides the value.
  private var rulesReadState: Bool { rules.contains { $0.reads != nil } }
  /// Whether the message should follow the value at the next update whatever the timing.
  private var needsMessage = false

  init(
    title: String, keyPath: KeyPath<State, Value>, rules: [ValidationRule<State, Value>],
    timing: ValidationTiming
  ) {
    self.title = title
    self.keyPath = keyPath
    self.rules = rules
    self.timing = timing
  }

  var anyKeyPath: AnyKeyPath { keyPath }

  /// Adds rules declared by another element for the same value (a control's `rules:`
  /// around the field it declared): they are checked after the ones it has.
  func add(_ more: [ValidationRule<State, Value>]) {
    guard !more.isEmpty else { return }
    rules += more
    checked = nil
    invalidate()
    if let scope { register(reads: footprint(of: more, at: scope.base)) }
  }

  /// What the field's errors read: its value, and what its rules read besides.
  private func footprint(of rules: [ValidationRule<State, Value>], at base: StateLocation?)
    -> Footprint
  {
    rules.reduce(valueReads(at: base)) { $0.union($1.footprint(at: base)) }
  }

  /// What the field's value reads at `base`: the control's footprint when it declared the
  /// field from the same place (one footprint a row, not two).
  private func valueReads(at base: StateLocation?) -> Footprint {
    if let known = controlReads, known.base == base?.place { return known.reads }
    return Footprint.of(keyPath, at: base)
  }

  /// What the control that declared the field reads, and where its state sits.
  var controlReads: (reads: Footprint, base: Place?)?

  override func didAttach(to scope: FieldScope) {
    register(reads: footprint(of: rules, at: scope.base))
  }

  override func computeFailures(_ state: State, depth: Int) -> [FieldFailure] {
    scope?.index.fieldsChecked += 1
    let errors = errors(in: state)
    guard let message = errors.first else { return [] }
    // NB: the other rules pass and a check is still asked: the field fails for now only.
    let isWaiting = asyncStatus == .pending && errors == [checkingWord]
    return [FieldFailure(field: self, message: message, path: [], isWaiting: isWaiting)]
  }

  /// The messages of the rules the field fails in `state`: its refused value's, while it
  /// has one, otherwise the value in state's.
  public func errors(in state: State) -> [String] {
    errors(of: refusedValue ?? state[keyPath: keyPath], in: state)
  }

  /// The messages of the rules `value` fails in `state`.
  private func errors(of value: Value, in state: State) -> [String] {
    guard !rules.isEmpty || !asyncChecks.isEmpty else { return [] }
    let reads = rules.compactMap { $0.reads?(state) }
    if let checked, checked.value == value, checked.reads == reads {
      return checked.errors + asyncErrors(for: value, passing: checked.errors.isEmpty)
    }
    let errors = rules.compactMap { $0.check(value, state) }
    checked = (value, reads, errors)
    return errors + asyncErrors(for: value, passing: errors.isEmpty)
  }

  /// What the asynchronous checks say about `value`: `checking…` while they run, their
  /// message once failed; nothing for a value they were never asked about (a field whose
  /// row was never built) or one that fails its other rules.
  private func asyncErrors(for value: Value, passing: Bool) -> [String] {
    guard passing, !asyncChecks.isEmpty, asyncValue == value else { return [] }
    switch asyncStatus {
    case .idle: return []
    case .pending: return [checkingWord]
    case .done(let message): return message.map { [$0] } ?? []
    }
  }

  /// Starts the asynchronous checks for `value` after the debounce, dropping any for an
  /// older value.
  private func checkAsynchronously(_ value: Value, in state: State) {
    guard !asyncChecks.isEmpty, asyncValue != value || asyncStatus == .idle else { return }
    asyncWork?.cancel()
    asyncValue = value
    guard rules.allSatisfy({ $0.check(value, state) == nil }), let scheduler else {
      asyncStatus = .idle
      return
    }
    asyncStatus = .pending
    let checks = asyncChecks.map { $0(value) }
    asyncWork = scheduler.schedule(after: asyncDebounce) { [weak self] in
      guard let self, let scheduler = self.scheduler else { return }
      self.asyncWork = scheduler.run({
        for check in checks {
          if let message = await check() { return message }
        }
        return nil
      }) { [weak self] message in
        // NB: a result for a value that changed since is dropped.
        guard let self, self.asyncValue == value else { return }
        self.asyncStatus = .done(message)
        self.needsMessage = true
        self.checked = nil
        self.onAsyncResult?()
      }
    }
  }

  deinit {
    asyncWork?.cancel()
  }

  /// Makes the row show the field's first error from now on, as after the user edited it.
  public func showErrors() {
    isShowingErrors = true
    if let latestState, let stateValue {
      refreshMessage(refusedValue ?? stateValue, in: latestState)
    } else {
      needsMessage = true
    }
  }

  /// Brings the field up to date with `state`, as its row's update does: a new value from
  /// state drops a refused value, and the message follows the timing.
  ///
  /// - Returns: Whether a refused value was dropped (the row should show state's value).
  @discardableResult
  public func update(with state: State) -> Bool {
    if rulesReadState || latestState == nil { latestState = state }
    let value = state[keyPath: keyPath]
    var dropped = false
    if let stateValue, stateValue != value {
      refusal = nil
      if refusedValue != nil {
        refusedValue = nil
        refusedChange = nil
        dropped = true
      }
      isShowingErrors = true
    }
    stateValue = value
    // NB: a refused value that passes now (the password it must equal changed) is written:
    // the user already ended editing it. Its message follows whatever the timing.
    if let refused = refusedValue, let change = refusedChange {
      // NB: rules that read only the value are checked without a copy of state.
      var candidate = state
      if rulesReadState { change(&candidate) }
      let passes = rules.allSatisfy {
        $0.check(rulesReadState ? candidate[keyPath: keyPath] : refused, candidate) == nil
      }
      if passes {
        refusedValue = nil
        refusedChange = nil
        // NB: the write runs another round of updates, which brings the message up to date.
        needsMessage = true
        resubmit?(change)
        return dropped
      }
    }
    checkAsynchronously(refusedValue ?? value, in: state)
    if timing == .onChange || needsMessage {
      needsMessage = false
      refreshMessage(refusedValue ?? value, in: state)
    }
    return dropped
  }

  /// Checks a change the user asked for through the field's row: refused, with the reason on
  /// the row, if it changes the field's value to one that fails the rules.
  ///
  /// - Returns: Whether the change may go ahead.
  ///
  /// - Parameters:
  ///   - change: The change.
  ///   - stored: The same change, kept to write the value once it passes (a keyed write);
  ///     `nil` for a change that cannot be kept.
  ///   - write: The change as a keyed write, when it is one.
  func admits(
    _ change: (inout State) -> Void, stored: ((inout State) -> Void)?,
    write: KeyedWrite<State>? = nil
  ) -> Bool {
    guard let state = latestState, let current = stateValue else { return true }
    let value: Value
    let candidate: State
    // NB: a write of this field's value, checked by rules that read only the value, needs no
    // copy of state to apply it to: a copy of a big state costs what the state holds.
    if !rulesReadState, let write, write.keyPath == keyPath, let written = write.value as? Value {
      value = written
      candidate = state
    } else {
      var changed = state
      change(&changed)
      value = changed[keyPath: keyPath]
      candidate = changed
    }
    guard value != current || refusedValue != nil else { return true }
    isTouched = true
    isShowingErrors = true
    let failures = rules.compactMap { $0.check(value, candidate) }
    refusal = nil
    if failures.isEmpty {
      refusedValue = nil
      refusedChange = nil
      needsMessage = true
      checked = (value, rules.compactMap { $0.reads?(candidate) }, [])
      return true
    }
    if let stored {
      refusedValue = value
      refusedChange = stored
      checked = nil
    } else {
      refusal = failures.first
    }
    refreshMessage(refusedValue ?? current, in: state)
    return false
  }

  /// Forgets the value the rules refused (and its change), keeping the row's message: the
  /// control refused newer text of its own (text that does not parse), so the old value is no
  /// longer what the row holds, and the form's errors are state's again.
  func forgetRefusedValue() {
    guard refusedValue != nil else { return }
    refusedValue = nil
    refusedChange = nil
  }

  /// Marks the field edited by the user.
  func touch() {
    isTouched = true
  }

  /// Shows the first error of `value` in `state` on the row, once errors show.
  private func refreshMessage(_ value: Value, in state: State) {
    let message = refusal ?? (isShowingErrors ? errors(of: value, in: state).first : nil)
    guard message != shownMessage else { return }
    let previous = shownMessage
    shownMessage = message
    guard let cell else { return }
    // NB: leave a message someone else set (a control's parse refusal) alone when clearing.
    if message != nil || cell.message == previous { cell.message = message }
    // NB: the status first: the word is looked up only while a check runs (this runs on
    // every update of a row with rules).
    if asyncStatus == .pending, message == checkingWord { cell.messageKind = .progress }
  }

  var hasRules: Bool { !rules.isEmpty || !asyncChecks.isEmpty }

  override func visit(_ state: State, _ baseline: State?, _ walk: FieldWalk) {
    let errors = errors(in: state)
    let isDirty = baseline.map { $0[keyPath: keyPath] != state[keyPath: keyPath] } ?? false
    walk.onField(
      self,
      FieldStatus(
        errors: errors, isDirty: isDirty, path: walk.path, maskedText: maskedText?(state) ?? nil))
  }

  override func adopt(_ old: FieldNode<State>) {
    guard let old = old as? FormField<State, Value>, old !== self else { return }
    if old.isShowingErrors { isShowingErrors = true }
    if old.isTouched { isTouched = true }
    needsMessage = true
  }

  override func field(at keyPath: AnyKeyPath) -> AnyFormField? {
    self.keyPath == keyPath ? self : nil
  }

  override func name(untitled title: String, shownIn cell: FormCell?) {
    if self.title.isEmpty { self.title = title }
    if let cell, hasRules, self.cell == nil { show(in: cell) }
  }

  /// Makes `cell` the row that shows the field's message.
  func show(in cell: FormCell) {
    self.cell = cell
    cell.field = self
  }

  override func dropRefused() -> Bool {
    var dropped = false
    // NB: the checks belong to the row, as what was typed into it does: a waiting one is
    // cancelled (its debounce too), an answer forgotten, and the field counts as on a screen
    // never opened, by its other rules, until its row is shown again.
    if asyncStatus != .idle {
      asyncWork?.cancel()
      asyncStatus = .idle
      dropped = true
    }
    guard refusedValue != nil else { return dropped }
    refusedValue = nil
    refusedChange = nil
    return true
  }
}

/// A field whatever the type of its value, as whole-form walks see it.
protocol AnyFormField: AnyObject {
  var title: String { get set }
  /// Whether the field has rules to pass (a field a control declared alone has none).
  var hasRules: Bool { get }
  var cell: FormCell? { get }
  var isTouched: Bool { get }
  var isShowingErrors: Bool { get }
  func showErrors()
}

/// What a field keeps once it was checked, refused, shown a message, kept up to date with
/// state or given asynchronous checks (see ``FormField``).
///
/// NB: only a field with rules, kept up to date by its row, sees states; a field a control
/// declared alone keeps none of this, whatever the size of the state.
private final class FieldChecks<State, Value> {
  var stateValue: Value?
  var latestState: State?
  var refusedValue: Value?
  var refusal: String?
  var refusedChange: ((inout State) -> Void)?
  var resubmit: (((inout State) -> Void) -> Void)?
  var checked: (value: Value, reads: [AnyHashable], errors: [String])?
  var shownMessage: String?
  var asyncChecks: [(Value) -> @Sendable () async -> String?] = []
  var asyncDebounce: Duration = .zero
  weak var scheduler: (any ValidationScheduler)?
  var checkingWord: String?
  var onAsyncResult: (() -> Void)?
  var asyncValue: Value?
  var asyncStatus = AsyncStatus.idle
  var asyncWork: ScheduledWork?
}

/// Where a field's asynchronous checks are for its current value.
enum AsyncStatus: Equatable {
  /// Not asked.
  case idle
  /// Waiting for the debounce or the answer.
  case pending
  /// Answered: the message, or `nil` when the value passed.
  case done(String?)
}
