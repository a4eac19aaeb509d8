/// A form made of sections followed by a submit row. The row submits (runs `onSubmit` as a
/// change) only while no field of the form counts an error.
///
/// While the form has errors the row's detail says how many fields to fix, e.g.
/// `(2 to fix)`, and a tap does not submit: it shows every error on its row, lists the fields
/// to fix in the row's message, and opens and focuses the first (``FormDriver/focus``). The
/// row stays tappable on purpose, so that a tap can say what is missing; a disabled row would
/// refuse the tap silently.
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
/// until the next change.
///
/// - Parameters:
///   - sections: The form's sections.
///   - title: The submit row's title.
///   - confirmation: What the row says after a successful submit; nothing if `nil`.
///   - onSubmit: The change to apply when a valid form is submitted.
public func sections<State>(
  _ sections: [Element<Section, State>], submit title: String, confirmation: String? = nil,
  onSubmit: @escaping (inout State) -> Void
) -> Form<State> {
  return { context in
    let fields = FieldGroup<State>()
    context.fields.add(fields, hiddenWhen: nil)
    let rendered = sections.map { $0(context.with(fields: fields)) }
    let updates = rendered.map(\.update)
    let button = FormCell(title: title)
    button.shouldHighlight = true
    button.role = .submit
    let gate = SubmitGate(
      row: button, in: context, confirmation: confirmation,
      listing: context.strings.fixBeforeSubmitting)
    let latest = Latest(context.state)
    button.didSelect = {
      guard gate.admits(latest.value, checking: fields) else { return }
      gate.submit(onSubmit)
    }
    return context.rendered(
      rendered.map(\.element) + [Section(cells: [button])],
      rendered.flatMap(\.strongReferences) + [latest]
    ) { state in
      latest.value = state
      for update in updates { update(state) }
      gate.refresh(state, checking: fields)
    }
  }
}

/// The one gate in front of a submit: the submit row of
/// ``sections(_:submit:confirmation:onSubmit:)`` and the `Next` and submit rows of
/// ``steps(_:next:submit:confirmation:onSubmit:)``. A tap goes on (submits, opens the next
/// step) only while the fields the row checks pass; otherwise every error shows, the row
/// lists the fields to fix, and the driver focuses the first. The row's detail counts the
/// fields to fix (`(2 to fix)`).
final class SubmitGate<State> {
  private weak var row: FormCell?
  private let link: FormLink<State>
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
    let errors = fields.validationErrors(in: state, input: input)
    let detail = errors.isEmpty || !submits ? nil : runtime.strings.toFix(errors.count)
    if row.detail != detail { row.detail = detail }
    if input.confirmed == id, let confirmation {
      if row.message != confirmation || row.messageKind != .confirmation {
        row.message = confirmation
        row.messageKind = .confirmation
      }
      return
    }
    var message: String?
    if input.refusedSubmits.contains(id), !errors.isEmpty {
      message = listing(errors.map(\.fieldPath).joined(separator: ", "))
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
          if visit.counts, !visit.errors.isEmpty { failing.append(visit.field.id) }
        })
    }
    runtime.changeInput { input in
      if showingAll { input.submitTried = true }
      for id in failing { input.markEdited(id, finished: true) }
      input.refusedSubmits.insert(id)
    }
    runtime.host?.focusFirst(first)
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
