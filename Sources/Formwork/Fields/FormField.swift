/// One field of a form: a value at a key path and the rules it must pass.
///
/// Controls declare their fields, with the rules given as their `rules:`. A custom element
/// declares one with ``RenderingContext/field(title:keyPath:rules:)``.
///
/// Rules judge the state: the value the user entered is in state, and the field's errors are
/// worked out from it. A field counts in ``FormDriver/validationErrors`` and holds submit
/// back, whether or not its row is on screen. It stops counting while a condition hides it,
/// or disables it (unless it counts while disabled). Its row shows the first error once
/// errors show: by default after the user first finishes editing the field, or tries to
/// submit (see ``ValidationTiming``).
///
/// ```swift
/// let ageRow: Element<FormCell, Person> = { context in
///   let age = context.field(title: "Age", keyPath: \.age, rules: [.range(0...150)])
///   _ = age.errors(in: Person(age: 200))   // ["Must be from 0 to 150"]
///   return labelCell(title: "Age")(context)
/// }
/// ```
public final class FormField<State, Value: Equatable>: AnyFormField {
  /// The field's title, as its row shows it.
  package internal(set) var title: String
  /// Where the value lives.
  package let keyPath: KeyPath<State, Value>
  /// Where the field lives, seen from the form's root state.
  let id: FieldID
  /// The rules, checked in order.
  package let rules: [ValidationRule<State, Value>]
  /// When the row shows the field's errors; the form's timing when `nil`.
  package let timing: ValidationTiming?
  /// Whether the field counts while a condition disables it.
  package let countsWhenDisabled: Bool
  /// The checks that wait for an answer, for a value; run in order after the rules pass.
  let checks: [(Value) -> @Sendable () async -> String?]
  /// How long the value must stay unchanged before the checks run.
  let checkDelay: Duration
  /// The form's words, scheduler and input.
  private let runtime: FormRuntime
  /// Whether the field is a whole edited through its parts on a screen its row opens (an
  /// address, a multiple choice): an edit of a part counts as an edit of the field.
  var isEditedThroughParts = false
  /// The text of a masked row (a password) for a state, so views of the state mask it.
  var maskedText: ((State) -> String?)?
  /// The value a masked row's field holds with nothing typed, written in its place where the
  /// form is saved.
  var blank: Value?
  /// Whether the errors of an equal value, when the rules read the same, are reused; not for
  /// a field whose value stands for more than it compares (a list's element ids).
  var reusesErrors = true
  /// The errors of the value last checked, with what its rules read besides.
  private var checked: (value: Value, reads: [AnyHashable], errors: [String])?
  /// Whether the field has rules or checks to pass.
  package let hasRules: Bool
  // NB: stored, not asked of the arrays: unspecialized code looks up the metadata of an
  // array of generic elements at each `isEmpty`, for every row at every update.
  /// Whether the field has rules that run at once.
  private let hasImmediateRules: Bool
  /// Whether the field has checks that wait for an answer.
  private let hasChecks: Bool
  /// Whether a rule reads state besides the value.
  private let rulesReadState: Bool

  init(
    title: String, keyPath: KeyPath<State, Value>, id: FieldID, rules: FieldRules<State, Value>,
    in context: RenderingContext<State>
  ) {
    self.title = title
    self.keyPath = keyPath
    self.id = id
    // NB: the words only where there are rules to word: a copy of them retains every one.
    if rules.rules.isEmpty {
      self.rules = []
    } else {
      let strings = context.strings
      self.rules = rules.rules.map { $0.localized(strings) }
    }
    timing = rules.timing
    countsWhenDisabled = rules.countsWhenDisabled
    checks = rules.asyncChecks
    checkDelay = rules.asyncDebounce
    runtime = context.runtime
    hasImmediateRules = !self.rules.isEmpty
    hasChecks = !checks.isEmpty
    hasRules = hasImmediateRules || hasChecks
    rulesReadState = self.rules.contains { $0.reads != nil }
  }

  /// The text the field's row keeps because the state cannot hold it, if any.
  ///
  /// An example is `abc` typed into a number. A control of your own shows this text
  /// instead of the state's value.
  package var keptText: String? {
    let kept = runtime.input.kept
    return kept.isEmpty ? nil : kept[id]?.text
  }

  /// Keeps `text` on the field's row, with why the state cannot take it.
  ///
  /// A control of your own calls it with text it cannot parse. The text counts as the
  /// field's error. It survives undo, saved forms and the screen's pop, until a value is
  /// written (``RenderingContext/write(_:to:)``).
  ///
  /// ```swift
  /// let countRow: Element<FormCell, Order> = { context in
  ///   let count = context.field(title: "Count", keyPath: \.count)
  ///   let cell = FormCell(title: "Count")
  ///   cell.didSelect = {
  ///     let text = "12x"   // what the user typed, from your own control
  ///     if let number = Int(text) { context.write(number, to: \.count) }
  ///     else { count.keep(text, because: "not a whole number") }
  ///   }
  ///   return Rendered(element: cell, strongReferences: [count]) { _ in }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - text: What the user typed.
  ///   - message: Why the state cannot take it.
  public func keep(_ text: String, because message: String) {
    let id = id
    runtime.changeInput { input in
      input.kept[id] = FormInput.Kept(text: text, message: message)
      input.markEdited(id, finished: true)
    }
  }

  /// Every error of the field in `state`, in order.
  ///
  /// When the row keeps text, the error is why that text was not taken. Otherwise the
  /// errors are the messages of the rules the value fails, then what a check that waits
  /// says (`checking…` while it runs).
  ///
  /// ```swift
  /// let passwordRow: Element<FormCell, Order> = { context in
  ///   let password = context.field(
  ///     title: "Password", keyPath: \.notes,
  ///     rules: [.minLength(8), .matches(".*[0-9].*", message: "Must contain a digit")])
  ///   let cell = FormCell(title: "Password")
  ///   return Rendered(element: cell, strongReferences: [password]) { state in
  ///     // "abc": ["Must be at least 8 characters", "Must contain a digit"]
  ///     cell.detail = password.errors(in: state).joined(separator: "\n")
  ///   }
  /// }
  /// ```
  public func errors(in state: State) -> [String] {
    errors(state[keyPath: keyPath], in: state, input: runtime.input)
  }

  /// What the field's row shows now: its first error, once its errors show (see
  /// ``ValidationTiming``); `nil` otherwise.
  public func message(in state: State) -> String? {
    shownMessage(in: state)?.text
  }

  /// What the field's row shows now, with its kind: `checking…` while a check waits is work
  /// in progress, anything else a problem.
  func shownMessage(in state: State) -> (text: String, kind: FormCell.MessageKind)? {
    let input = runtime.input
    // NB: a plain row has nothing to say: no lookup a row.
    guard canFail(under: input), shows(in: input) else { return nil }
    let value = state[keyPath: keyPath]
    guard let first = errors(value, in: state, input: input).first else { return nil }
    let waits =
      hasChecks && input.checks[id]?.answer == nil && first == runtime.strings.checking
    return (first, waits ? .progress : .problem)
  }

  /// Whether the field's errors show, given the form's input.
  func shows(in input: FormInput) -> Bool {
    if isEditedThroughParts, !input.submitTried {
      return input.kept[id] != nil || !runtime.input(under: id).entries.isEmpty
    }
    let isEditing = input.editing.contains(id)
    if input.kept[id] != nil { return !isEditing || input.submitTried }
    switch timing ?? runtime.timing {
    case .onChange: return input.submitTried || isEditing || input.finished.contains(id)
    case .onEndEditing: return !isEditing && (input.submitTried || input.finished.contains(id))
    case .onSubmit: return input.submitTried
    case .onTouched: return input.submitTried || input.finished.contains(id)
    }
  }

  /// The errors of `value` in `state`, given the form's input.
  func errors(_ value: Value, in state: State, input: FormInput) -> [String] {
    if !input.kept.isEmpty, let kept = input.kept[id] { return [kept.message] }
    var errors = ruleErrors(value, in: state)
    if errors.isEmpty, hasChecks, let check = input.checks[id],
      (check.value as? Value) == value
    {
      switch check.answer {
      case nil: errors = [runtime.strings.checking]
      case .some(let message?): errors = [message]
      case .some(nil): break
      }
    }
    errors += runtime.formRuleMessages(on: id)
    if !input.serverErrors.isEmpty, let message = input.serverErrors[id] { errors.append(message) }
    return errors
  }

  /// The messages of the rules `value` fails in `state`: the ones last worked out, while
  /// the value and what the rules read are the same.
  private func ruleErrors(_ value: Value, in state: State) -> [String] {
    guard hasImmediateRules else { return [] }
    let reads = rulesReadState ? rules.compactMap { $0.reads?(state) } : []
    if reusesErrors, runtime.skipsUnchanged, let checked, checked.value == value,
      checked.reads == reads
    {
      return checked.errors
    }
    let errors = rules.compactMap { $0.check(value, state) }
    checked = (value, reads, errors)
    return errors
  }

  /// The message of the first gate `value` fails in `state` (see ``ValidationRule/gating()``).
  func gateMessage(for value: Value, in state: State) -> String? {
    rules.lazy.filter { $0.isGate }.compactMap { $0.check(value, state) }.first
  }

  /// Whether the field can fail under `input`: it has rules, or there is text kept on rows,
  /// a server's answer or a form rule's message. A field that cannot fail has no errors,
  /// whatever its value.
  private func canFail(under input: FormInput) -> Bool {
    hasRules || !input.kept.isEmpty || !input.serverErrors.isEmpty
      || !runtime.formRuleErrors.isEmpty
  }

  /// Visits the field on a walk.
  func visit(_ state: State, _ baseline: State?, _ walker: FieldWalker) {
    let counts = !walker.isDisabled || countsWhenDisabled
    // NB: the walker would drop these visits; passed here before the work of building them.
    if walker.meetsOnlyFailing, !counts || !canFail(under: walker.input) { return }
    let value = state[keyPath: keyPath]
    let errors = walker.needsErrors ? errors(value, in: state, input: walker.input) : []
    if walker.meetsOnlyFailing, errors.isEmpty { return }
    walker.visit(
      FieldVisit(
        field: self, errors: errors,
        isDirty: baseline.map { $0[keyPath: keyPath] != value } ?? false, path: walker.path,
        openers: walker.openers, counts: counts,
        maskedText: maskedText?(state) ?? nil, scope: walker.scope))
  }

  var valueKeyPath: AnyKeyPath? { keyPath }

  func blankOut<Root>(in root: inout Root, scope: AnyKeyPath?) {
    guard let blank else { return }
    let full = scope.map { $0.appending(path: keyPath) } ?? keyPath
    guard let writable = full as? WritableKeyPath<Root, Value> else { return }
    root[keyPath: writable] = blank
  }

  /// Starts the checks that wait for an answer for the value in `state`, unless they were
  /// asked about it already: what a shown row does on each update.
  func checkAsynchronously(_ state: State) {
    guard hasChecks else { return }
    startChecks(state)
  }

  // NB: apart from the test above, and not inlined into it: unspecialized code looks up the
  // metadata this needs on entry, for every row at every update, checks or none.
  @inline(never)
  private func startChecks(_ state: State) {
    let value = state[keyPath: keyPath]
    let known = runtime.input.checks[id]
    if let known, (known.value as? Value) == value { return }
    runtime.checkWork[id]?.cancel()
    runtime.checkWork[id] = nil
    guard ruleErrors(value, in: state).isEmpty, runtime.input.kept[id] == nil else {
      if known != nil { runtime.changeInput { $0.checks[id] = nil } }
      return
    }
    let serial = runtime.serial()
    runtime.changeInput { $0.checks[id] = CheckStatus(serial: serial, value: value, answer: nil) }
    runtime.schedule(
      firstFailing(checks.map { $0(value) }), for: id, serial: serial, after: checkDelay)
  }
}

/// One check that runs `checks` in order and answers with the first message.
private func firstFailing(
  _ checks: [@Sendable () async -> String?]
) -> @Sendable () async -> String? {
  return {
    for check in checks {
      if let message = await check() { return message }
    }
    return nil
  }
}

extension FormRuntime {
  /// Runs `check` for the field `id` after `delay`, and files its answer under `serial`: an
  /// answer for a value that changed since is dropped.
  func schedule(
    _ check: @escaping @Sendable () async -> String?, for id: FieldID, serial: Int,
    after delay: Duration
  ) {
    checkWork[id] = scheduler.schedule(after: delay) { [weak self] in
      guard let self else { return }
      self.checkWork[id] = self.scheduler.run(check) { [weak self] message in
        guard let self, self.input.checks[id]?.serial == serial else { return }
        self.checkWork[id] = nil
        self.changeInput { $0.checks[id]?.answer = .some(message) }
      }
    }
  }
}

/// A field whatever the types of its state and value, as walks see it.
protocol AnyFormField: AnyObject {
  /// The field's title.
  var title: String { get set }
  /// Where it lives.
  var id: FieldID { get }
  /// Whether it has rules or checks.
  var hasRules: Bool { get }
  /// Whether an edit of a part of it counts as an edit of it (an address).
  var isEditedThroughParts: Bool { get }
  /// Whether it counts while a condition disables it.
  var countsWhenDisabled: Bool { get }
  /// The key path from the state it lives in to its value; `nil` for the form as a whole.
  var valueKeyPath: AnyKeyPath? { get }
  /// Whether its errors show, given the form's input.
  func shows(in input: FormInput) -> Bool
  /// Writes the field's blank value (a password's empty text) into `root`, the form's state,
  /// where `scope` leads from it to the state the field lives in.
  func blankOut<Root>(in root: inout Root, scope: AnyKeyPath?)
}
