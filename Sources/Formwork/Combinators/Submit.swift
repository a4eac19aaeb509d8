/// A form made of sections followed by a submit row. The row submits (runs `onSubmit` as a
/// change) only while no field of the form counts an error.
///
/// While the form has errors, a tap does not submit. Instead, the tap shows every error on its
/// row, lists the fields to fix in the row's message, and focuses the first one
/// (``FormDriver/focus``), opening its screen. The row stays tappable on purpose: a tap can
/// say what is missing, where a disabled row would refuse it silently.
///
/// Once an error shows (a field finished wrong, a submit tried), the row's detail says how
/// many fields to fix, such as `(2 to fix)`: fields on screens never opened included. A form
/// nobody touched says nothing, like its fields, and builds none of its nested screens.
///
/// ```swift
/// var signupForm: Form<SignUp> {
///   sections([accountSection, profileSection], submit: "Create Account") { state in
///     state.createdAccount = state.email
///   }
/// }
/// ```
///
/// After a successful submit the row's message says `confirmation` (`Account created`),
/// until the next change. To wait for a server, pass an `async` `onSubmit`
/// (`sections(_:submit:confirmation:rules:onSubmit:)`).
///
/// - Parameters:
///   - sections: The form's sections.
///   - title: The submit row's title.
///   - confirmation: What the row says after a successful submit; nothing if `nil`.
///   - rules: Rules over the whole form (see ``FormRule``): their errors show on the fields
///     they name, or above the first section.
///   - onSubmit: The change to apply when a valid form is submitted.
public func sections<State>(
  _ sections: [Element<Section, State>], submit title: String, confirmation: String? = nil,
  rules: [FormRule<State>] = [], onSubmit: @escaping (inout State) -> Void
) -> Form<State> {
  submitting(sections, title: title, confirmation: confirmation, rules: rules, .change(onSubmit))
}

/// A form made of sections followed by a submit row that waits for a server.
///
/// A tap on a valid form sends a copy of the state to `onSubmit`. The form shows that it is
/// submitting until the answer comes back through the driver's scheduler.
///
/// ```swift
/// struct Account: Sendable { var email = ""; var id = 0 }
/// var accountForm: Form<Account> {
///   sections(
///     [section([controlCell(title: "Email", control: textField(keyPath: \.email))])],
///     submit: "Create Account"
///   ) { account in
///     try await Task.sleep(for: .milliseconds(300))   // ask the server
///     if account.email == "ada@example.com" {
///       return .refused(fields: [\.email: "That email is taken"])
///     }
///     return .accepted { $0.id = 42 }
///   }
/// }
/// ```
///
/// - While it waits, the row's detail says `submitting…` and a `Cancel` row shows under it
///   (``FormDriver/cancelSubmit()`` does the same). A second tap does nothing. The fields
///   can still be edited.
/// - Checks that wait for an answer (``AsyncValidationRule``) are waited for first; the
///   submit is sent only if they pass.
/// - Accepted: the result's change is applied, the row shows `confirmation`, and
///   ``FormDriver/submitCount`` goes up.
/// - Refused: each field error shows on its field's row until that value changes. Form
///   errors show above the first section until the next change or submit, and so do field
///   errors whose key path is no field of the form. All count in
///   ``FormDriver/validationErrors``.
/// - Thrown: the error shows above the first section (`Could not submit: …`); a thrown
///   `CancellationError` is a cancel.
///
/// - Parameters:
///   - sections: The form's sections.
///   - title: The submit row's title.
///   - confirmation: What the row says after a successful submit; nothing if `nil`.
///   - rules: Rules over the whole form (see ``FormRule``).
///   - onSubmit: Sends a copy of the state; returns what the server said.
public func sections<State: Sendable>(
  _ sections: [Element<Section, State>], submit title: String, confirmation: String? = nil,
  rules: [FormRule<State>] = [],
  onSubmit: @escaping @Sendable (State) async throws -> SubmitResult<State>
) -> Form<State> {
  submitting(
    sections, title: title, confirmation: confirmation, rules: rules, .sending(onSubmit))
}

/// Sections, the form's errors above them and a submit row that runs `action`.
private func submitting<State>(
  _ sections: [Element<Section, State>], title: String, confirmation: String?,
  rules: [FormRule<State>], _ action: SubmitAction<State>
) -> Form<State> {
  return { context in
    // NB: it remembers its last errors walk, so the form's errors asked right after a change
    // (the submit row counted them in the same state) are not walked again.
    let fields = FieldGroup<State>(remembers: true)
    context.fields.add(fields, hiddenWhen: nil)
    // NB: made first, so the form's own errors come first on walks, as on the screen.
    let level =
      rules.isEmpty && !action.waits
      ? nil
      : FormLevel(
        rules: rules, owner: context.path.appending(row: title), fields: fields,
        runtime: context.runtime)
    let rendered = sections.map { $0(context.with(fields: fields)) }
    let updates = rendered.map { $0.update }
    let button = FormCell(title: title)
    button.shouldHighlight = true
    button.role = .submit
    let gate = SubmitGate(
      row: button, in: context, confirmation: confirmation,
      listing: context.strings.fixBeforeSubmitting)
    let cancel = action.waits ? FormCell.cancellingSubmits(context.runtime) : nil
    let latest = Latest(context.state)
    button.didSelect = {
      gate.tap(latest.value, checking: fields, action: action, level: level)
    }
    let errorsSection = level.map { _ in Section() }
    let top = errorsSection.map { [$0] } ?? []
    return context.rendered(
      top + rendered.map { $0.element } + [Section(cells: [button] + (cancel.map { [$0] } ?? []))],
      rendered.flatMap { $0.strongReferences } + [latest] + (level.map { [$0] } ?? [])
    ) { state in
      latest.value = state
      level?.evaluate(state)
      for update in updates { update(state) }
      gate.refresh(state, checking: fields)
      if let errorsSection { level?.refresh(errorsSection) }
      gate.showSubmission(cancel: cancel)
      gate.advance(
        state, checking: fields, action: action, level: level, current: { latest.value })
    }
  }
}

/// The one gate in front of a submit: the submit row of
/// `sections(_:submit:confirmation:rules:onSubmit:)` and the `Next` and submit rows of
/// `steps(_:next:submit:confirmation:rules:onSubmit:)`. A tap goes on (submits, opens the next
/// step) only while the fields the row checks pass; otherwise every error shows, the row
/// lists the fields to fix, and the driver focuses the first. Once one of them shows its
/// error, the row's detail counts the fields to fix (`(2 to fix)`).
final class SubmitGate<State> {
  weak var row: FormCell?
  let link: FormLink<State>
  /// The row, as the form's input names it.
  let id: FieldID
  /// What the row says after a successful submit, until the next change.
  private let confirmation: String?
  /// The words for the list of fields to fix, after a refused tap.
  private let listing: (String) -> String
  /// Whether the row submits the form, and counts the fields to fix as its detail.
  private let submits: Bool

  /// - Parameters:
  ///   - row: The row whose taps the gate guards.
  ///   - context: The row's context.
  ///   - confirmation: What the row says after a successful submit; nothing if `nil`.
  ///   - listing: The words for the list of fields to fix.
  ///   - submits: Whether the row submits the form (a draft's `Done` does not).
  init(
    row: FormCell, in context: RenderingContext<State>, confirmation: String?,
    listing: @escaping (String) -> String, submits: Bool = true
  ) {
    self.row = row
    link = context.link
    id = context.path.appending(row: row.title)
    self.confirmation = confirmation
    self.listing = listing
    self.submits = submits
    if submits, !context.isOutline { context.runtime.host?.declareSubmit() }
  }

  private var runtime: FormRuntime { link.runtime }

  /// Shows on the row how many of `fields` fail in `state` (its detail), which after a
  /// refused tap (its message), or its confirmation after a submit.
  func refresh(_ state: State, checking fields: FieldGroup<State>) {
    guard let row else { return }
    let input = runtime.input
    // NB: like a field's error, the count shows once errors show: a form nobody touched says
    // nothing, and its nested screens stay unbuilt until then.
    var (errors, showing): ([ValidationError], Bool) = ([], false)
    if !input.isUntouched {
      (errors, showing) = fields.failing(
        in: state, input: input, formRules: runtime.rememberedWalkRules)
    }
    let detail = !showing || errors.isEmpty || !submits ? nil : runtime.strings.toFix(errors.count)
    if row.detail != detail { row.detail = detail }
    if input.confirmed == id, let confirmation {
      if row.message != confirmation || row.messageKind != .confirmation {
        row.message = confirmation
        row.messageKind = .confirmation
      }
      return
    }
    var message: String?
    // NB: the form's own errors show above its first section, not in the list.
    let fieldsToFix = errors.filter { !$0.field.isEmpty }
    if input.refusedSubmits.contains(id), !fieldsToFix.isEmpty {
      message = listing(fieldsToFix.map(\.fieldPath).joined(separator: ", "))
    }
    row.show(message: message)
  }

  /// Whether `fields` pass in `state`, so the tap may go on. If not, their errors show (every
  /// error of the form, with `showingAll`), the row lists the fields to fix, and the driver
  /// focuses the first.
  ///
  /// - Parameters:
  ///   - waitingPasses: Whether a field whose check still waits passes.
  ///   - showingAll: Whether a refusal shows every error of the form (a submit), or only
  ///     those of `fields` (a step's `Next`, a draft's `Done`).
  func admits(
    _ state: State, checking fields: FieldGroup<State>, waitingPasses: Bool = false,
    showingAll: Bool = true
  ) -> Bool {
    let runtime = runtime
    let id = id
    guard
      let first = fields.firstFailing(
        in: state, input: runtime.input, waitingPasses: waitingPasses,
        checking: runtime.strings.checking)
    else {
      if runtime.input.refusedSubmits.contains(id) {
        runtime.changeInput { $0.refusedSubmits.remove(id) }
      }
      return true
    }
    var failing: [FieldID] = []
    if !showingAll {
      fields.walk(
        state, nil,
        FieldWalker(input: runtime.input) { visit in
          if visit.counts, !visit.errors.isEmpty, !(visit.field is FormLevelErrors) {
            failing.append(visit.field.id)
          }
        })
    }
    runtime.changeInput { input in
      if showingAll { input.submitTried = true }
      for id in failing { input.markEdited(id, finished: true) }
      input.refusedSubmits.insert(id)
    }
    // NB: the form's own errors show above its first section: the first field is focused.
    let focused =
      first.field is FormLevelErrors
      ? fields.firstFailing(in: state, input: runtime.input, skippingFormErrors: true) : first
    if let focused { runtime.host?.focusFirst(focused) }
    return false
  }

  /// Submits: applies `onSubmit` as a change, tells the driver (the form is pristine again),
  /// and shows the confirmation.
  func submit(_ onSubmit: @escaping (inout State) -> Void) {
    let runtime = runtime
    let id = id
    runtime.batch {
      link.change(onSubmit)
      runtime.changeInput { $0.confirmed = id }
    }
    runtime.host?.didSubmit()
  }
}

extension FormCell {
  /// The hidden `Cancel` row under a submit that waits; it shows while the submit does.
  static func cancellingSubmits(_ runtime: FormRuntime) -> FormCell {
    let cancel = FormCell(title: runtime.strings.cancel)
    cancel.shouldHighlight = true
    cancel.isVisible = false
    cancel.didSelect = { runtime.cancelSubmit() }
    return cancel
  }
}
