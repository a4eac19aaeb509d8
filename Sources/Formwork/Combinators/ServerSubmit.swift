/// What a server said about a submitted form.
///
/// - Accepted, perhaps with a change to apply, such as the id it gave the new account.
/// - Refused, with errors on fields by key path, and on the form as a whole.
///
/// ```swift
/// struct SignUp: Sendable { var email = ""; var coupon = ""; var accountID = 0 }
/// let refused = SubmitResult<SignUp>.refused(
///   "The server is busy; try again later", fields: [\.email: "That email is taken"])
/// let accepted = SubmitResult<SignUp>.accepted { $0.accountID = 42 }
/// ```
public struct SubmitResult<State>: Sendable {
  /// Errors about the form as a whole: they show above its first section.
  public let formErrors: [String]
  /// Errors about fields, by key path from the form's state: each shows on its field's row
  /// until the field's value changes. An error whose key path is no field of the form shows
  /// with the form's.
  public let fieldErrors: [(keyPath: any PartialKeyPath<State> & Sendable, message: String)]
  /// What to apply to the state when the submit was accepted.
  let change: (@Sendable (inout State) -> Void)?

  /// Whether the server accepted the form: it said nothing wrong.
  public var isAccepted: Bool { formErrors.isEmpty && fieldErrors.isEmpty }

  /// The form was accepted.
  public static var accepted: SubmitResult {
    SubmitResult(formErrors: [], fieldErrors: [], change: nil)
  }

  /// The form was accepted; `change` is applied to the state (the id a server gave it).
  public static func accepted(_ change: @escaping @Sendable (inout State) -> Void) -> SubmitResult {
    SubmitResult(formErrors: [], fieldErrors: [], change: change)
  }

  /// The form was refused: `formErrors` on the form, `fields` on the fields they name.
  ///
  /// ```swift
  /// struct Order: Sendable { var card = ""; var coupon = "" }
  /// let answer = SubmitResult<Order>.refused(fields: [\.coupon: "This coupon has expired"])
  /// ```
  public static func refused(
    _ formErrors: String...,
    fields: KeyValuePairs<any PartialKeyPath<State> & Sendable, String> = [:]
  ) -> SubmitResult {
    SubmitResult(
      formErrors: formErrors, fieldErrors: fields.map { (keyPath: $0.key, message: $0.value) },
      change: nil)
  }
}

/// What a submit row does once the form passes: a change applied at once, or a copy of the
/// state sent to a server, whose answer comes back through the driver's scheduler.
enum SubmitAction<State> {
  /// Applies the change.
  case change((inout State) -> Void)
  /// Makes the work that sends a copy of the state.
  case send((State) -> @Sendable () async -> Result<SubmitResult<State>, any Error>)

  /// Sends a copy of the state to `onSubmit`.
  static func sending(
    _ onSubmit: @escaping @Sendable (State) async throws -> SubmitResult<State>
  ) -> SubmitAction where State: Sendable {
    .send { state in
      return {
        do { return .success(try await onSubmit(state)) } catch { return .failure(error) }
      }
    }
  }

  /// Whether the submit waits for an answer.
  var waits: Bool {
    if case .send = self { return true }
    return false
  }
}

/// The errors of a form as a whole: those of its form rules that name no field, and those a
/// server said about it. They show above the form's first section and count as errors of the
/// form (``FormDriver/validationErrors`` lists them without a field).
final class FormLevel<State> {
  private let rules: [FormRule<State>]
  /// The submit row of the form, which files the form's errors.
  let owner: FieldID
  /// The form's fields, where rules find the fields they name.
  private let fields: FieldGroup<State>
  private let runtime: FormRuntime
  private let marker = FormLevelErrors()

  init(rules: [FormRule<State>], owner: FieldID, fields: FieldGroup<State>, runtime: FormRuntime) {
    self.rules = rules
    self.owner = owner
    self.fields = fields
    self.runtime = runtime
    let marker = marker
    fields.add { [runtime] _, _, walker in
      guard walker.needsErrors else { return }
      let messages =
        (runtime.formRuleErrors[owner]?.form ?? []) + (walker.input.formErrors[owner] ?? [])
      for message in messages {
        walker.visit(
          FieldVisit(
            field: marker, errors: [message], isDirty: false, path: walker.path,
            openers: walker.openers, counts: true, maskedText: nil, scope: walker.scope))
      }
    }
  }

  /// Works out which form rules fail in `state` and where their messages show, before the
  /// fields read them.
  func evaluate(_ state: State) {
    var errors = RuleErrors()
    let failing = rules.filter { !$0.holds(state) }
    if !failing.isEmpty {
      let found = failing.contains { !$0.fields.isEmpty } ? fieldIDs(in: state) : [:]
      for rule in failing {
        let targets = rule.fields.compactMap { found[$0]?.id }
        if targets.isEmpty { errors.form.append(rule.message) }
        for id in targets { errors.fields[id, default: []].append(rule.message) }
      }
    }
    let known = runtime.formRuleErrors[owner] ?? RuleErrors()
    if known != errors { runtime.formRuleErrors[owner] = errors.isEmpty ? nil : errors }
  }

  /// Shows the form's errors in the footer of `section`, the section above the first, once
  /// a submit was tried (they count from the start).
  func refresh(_ section: Section) {
    let input = runtime.input
    let messages =
      input.submitTried
      ? (runtime.formRuleErrors[owner]?.form ?? []) + (input.formErrors[owner] ?? []) : []
    let footer = messages.isEmpty ? nil : messages.map { "! " + $0 }.joined(separator: "\n")
    if section.footer != footer { section.footer = footer }
  }

  /// The form's fields by the key path from the form's state to their value, with whether
  /// each differs from `baseline`. Hidden fields are found too.
  func fieldIDs(in state: State, comparedWith baseline: State? = nil)
    -> [AnyKeyPath: (id: FieldID, isChanged: Bool)]
  {
    var found: [AnyKeyPath: (id: FieldID, isChanged: Bool)] = [:]
    fields.walk(
      state, baseline,
      FieldWalker(input: runtime.input, needsErrors: false, includesHidden: true, tracksScope: true)
      { visit in
        guard let keyPath = visit.field.valueKeyPath else { return }
        let full = visit.scope.map { $0.appending(path: keyPath) } ?? keyPath
        if let full, found[full] == nil { found[full] = (visit.field.id, visit.isDirty) }
      })
    return found
  }
}

/// Stands for the form as a whole on walks over its fields: the errors of the form.
final class FormLevelErrors: AnyFormField {
  var title = ""
  let id = FieldID.root.appending(row: "")
  var hasRules: Bool { false }
  var isEditedThroughParts: Bool { false }
  var countsWhenDisabled: Bool { true }
  var valueKeyPath: AnyKeyPath? { nil }
  func shows(in input: FormInput) -> Bool { true }
  func blankOut<Root>(in root: inout Root, scope: AnyKeyPath?) {}
}

extension SubmitGate {
  /// A tap on the row: submits while the form passes (a submit that waits is sent once the
  /// form's checks have answered); refused while a submit is under way.
  func tap(
    _ state: State, checking fields: FieldGroup<State>, action: SubmitAction<State>,
    level: FormLevel<State>?
  ) {
    let runtime = link.runtime
    guard runtime.input.submission?.row != id else { return }
    guard action.waits else {
      guard admits(state, checking: fields) else { return }
      if case .change(let change) = action { submit(change) }
      return
    }
    let id = id
    let owner = level?.owner ?? id
    runtime.batch {
      if runtime.input.formErrors[owner] != nil {
        runtime.changeInput { $0.formErrors[owner] = nil }
      }
      guard admits(state, checking: fields, waitingPasses: true) else { return }
      let serial = runtime.serial()
      runtime.changeInput { $0.submission = Submission(row: id, serial: serial) }
    }
  }

  /// Sends the submit once the form's checks have answered, or refuses it if one failed:
  /// what each update does while the row's submit waits for checks.
  func advance(
    _ state: State, checking fields: FieldGroup<State>, action: SubmitAction<State>,
    level: FormLevel<State>?, current: @escaping () -> State
  ) {
    let runtime = link.runtime
    guard let submission = runtime.input.submission, submission.row == id, !submission.isSent,
      case .send(let work) = action
    else { return }
    let checking = runtime.strings.checking
    if fields.firstFailing(in: state, input: runtime.input, checking: checking) != nil {
      guard
        fields.firstFailing(
          in: state, input: runtime.input, waitingPasses: true, checking: checking) == nil
      else {
        // A check failed: the submit is refused, and says why.
        runtime.changeInput { $0.submission = nil }
        _ = admits(state, checking: fields)
        return
      }
      return  // Checks still wait.
    }
    let id = id
    runtime.changeInput { $0.submission?.isSent = true }
    let serial = submission.serial
    runtime.submitWork[id] = runtime.scheduler.run(work(state)) {
      [weak self, weak level, weak runtime, weak fields] result in
      guard let self, let runtime, let fields, runtime.input.submission?.serial == serial
      else { return }
      runtime.submitWork[id] = nil
      self.answer(result, sent: state, now: current(), level: level, checking: fields)
    }
  }

  /// Takes a server's answer to the submit of `sent`.
  private func answer(
    _ result: Result<SubmitResult<State>, any Error>, sent: State, now: State,
    level: FormLevel<State>?, checking fields: FieldGroup<State>
  ) {
    let runtime = link.runtime
    let id = id
    switch result {
    case .success(let answer) where answer.isAccepted:
      runtime.batch {
        runtime.changeInput { $0.submission = nil }
        if let change = answer.change { link.change(change) }
        runtime.changeInput { $0.confirmed = id }
      }
      runtime.host?.didSubmit()
    case .success(let answer):
      let found = level?.fieldIDs(in: now, comparedWith: sent) ?? [:]
      var formErrors = answer.formErrors
      var fieldErrors: [FieldID: String] = [:]
      for (keyPath, message) in answer.fieldErrors {
        guard let field = found[keyPath] else {
          formErrors.append(message)
          continue
        }
        // NB: a field changed since it was sent: what the server said is about another value.
        if !field.isChanged, fieldErrors[field.id] == nil { fieldErrors[field.id] = message }
      }
      settle(
        formErrors: formErrors, fieldErrors: fieldErrors, owner: level?.owner ?? id,
        checking: fields, in: now)
    case .failure(let error) where error is CancellationError:
      runtime.changeInput { $0.submission = nil }
    case .failure(let error):
      settle(
        formErrors: [runtime.strings.couldNotSubmit("\(error)")], fieldErrors: [:],
        owner: level?.owner ?? id, checking: fields, in: now)
    }
  }

  /// Ends a refused submit: its errors on the form and the fields, every error shown, the
  /// row listing the fields to fix, the first of them focused.
  private func settle(
    formErrors: [String], fieldErrors: [FieldID: String], owner: FieldID,
    checking fields: FieldGroup<State>, in state: State
  ) {
    let id = id
    let runtime = link.runtime
    runtime.changeInput { input in
      input.submission = nil
      input.submitTried = true
      input.formErrors[owner] = formErrors.isEmpty ? nil : formErrors
      input.serverErrors.merge(fieldErrors) { _, new in new }
      input.refusedSubmits.insert(id)
    }
    let first = fields.firstFailing(in: state, input: runtime.input, skippingFormErrors: true)
    if let first { runtime.host?.focusFirst(first) }
  }

  /// Shows that the row's submit is under way: its detail says so and `cancel` shows.
  func showSubmission(cancel: FormCell?) {
    let runtime = link.runtime
    let isSubmitting = runtime.input.submission?.row == id
    if isSubmitting, let row, row.detail != runtime.strings.submitting {
      row.detail = runtime.strings.submitting
    }
    if let cancel, cancel.isVisible != isSubmitting { cancel.isVisible = isSubmitting }
  }
}

extension FormRuntime {
  /// Stops the submit under way, if any: its answer, when it comes, is dropped.
  func cancelSubmit() {
    guard let submission = input.submission else { return }
    submitWork[submission.row]?.cancel()
    submitWork[submission.row] = nil
    changeInput { $0.submission = nil }
  }
}
