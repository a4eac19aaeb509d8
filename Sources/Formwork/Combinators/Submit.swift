/// A form made of sections followed by a submit button. The button submits (runs
/// `onSubmit` as a change) only while every visible validated field passes its rules.
///
/// While the form is not valid the button's detail says how many fields to fix, e.g.
/// `(2 to fix)`, and a tap does not submit: it shows every field's error on its cell and
/// lists the fields to fix in the button's message. The row stays tappable on purpose, so
/// that a tap can say what is missing; a disabled row would refuse the tap silently.
///
/// ```swift
/// var signupForm: Form<SignUp> {
///   sections([accountSection, profileSection], submit: "Create Account") { state in
///     state.createdAccount = state.email
///   }
/// }
/// ```
///
/// After a successful submit the button's message says `confirmation` (`Account created`),
/// until the next change; a refused submit opens and focuses the first field to fix
/// (``FormDriver/focus``).
///
/// - Parameters:
///   - sections: The form's sections.
///   - title: The submit button's title.
///   - confirmation: What the button says after a successful submit; nothing if `nil`.
///   - onSubmit: The change to apply when a valid form is submitted.
public func sections<State>(
  _ sections: [Element<Section, State>], submit title: String, confirmation: String? = nil,
  onSubmit: @escaping (inout State) -> Void
) -> Form<State> {
  return { context in
    let fields = context.fields.group()
    let inner = context.with(fields: fields)
    let rendered = sections.map { $0(inner) }
    let children = ChildUpdates(rendered)
    let tracker = context.tracker
    let button = FormCell(title: title)
    button.shouldHighlight = true
    button.role = .submit
    let gate = SubmitGate(
      row: button, context: context, confirmation: confirmation,
      listing: context.strings.fixBeforeSubmitting)
    let latest = LatestState(context)
    button.didSelect = { [weak gate] in
      guard let gate, let state = latest.value else { return }
      guard gate.admits(state, checking: fields, refreshing: { gate.refresh($0, checking: fields) })
      else { return }
      gate.submit(onSubmit, in: context)
    }
    // NB: the button reads how many fields fail: a signal raised when any may fail anew.
    let errors = fields.signalsStaleness(to: tracker)
    return children.rendered(
      rendered.map(\.element) + [Section(cells: [button])],
      strongReferences: rendered.flatMap(\.strongReferences) + [gate],
      also: latest.reading(errors), tracker: tracker
    ) { state in
      latest.update(state)
      children.run(with: state, tracker)
      gate.refresh(state, checking: fields)
    }
  }
}

/// The one gate in front of a submit: the submit button of
/// ``sections(_:submit:confirmation:onSubmit:)`` and the `Next` and submit rows of
/// ``steps(_:next:submit:confirmation:onSubmit:)``. A tap goes on (submits, opens the next
/// step) only while the fields the row checks pass; otherwise every one of them shows its
/// errors, the row lists them, and the driver focuses the first. The row's detail counts the
/// fields to fix (`(2 to fix)`).
final class SubmitGate<State> {
  private weak var row: FormCell?
  /// How the gate tells the driver about submits and refusals.
  private let link: AnyFormLink
  /// The driver's words for the count of fields to fix.
  private let toFix: (Int) -> String
  /// The row's words for the list of fields to fix, after a refused tap.
  private let listing: (String) -> String
  /// What the row says after a successful submit, until the next change.
  private let confirmation: String?
  /// Whether the row lists the fields to fix: after a refused tap, until a tap goes on.
  private var showsMissing = false

  /// - Parameters:
  ///   - row: The row whose taps the gate guards.
  ///   - context: The row's context: the driver it submits to.
  ///   - confirmation: What the row says after a successful submit; nothing if `nil`.
  ///   - listing: The words that list the fields to fix (``FormStrings/fixBeforeSubmitting``).
  init(
    row: FormCell, context: RenderingContext<State>, confirmation: String?,
    listing: @escaping (String) -> String
  ) {
    self.row = row
    link = context.link
    toFix = context.strings.toFix
    self.listing = listing
    self.confirmation = confirmation
    context.host?.declareSubmit()
  }

  /// Shows on the row how many of `fields` fail in `state` (its detail), and which after a
  /// refused tap (its message).
  func refresh(_ state: State, checking fields: FieldGroup<State>) {
    guard let row else { return }
    let errors = fields.validationErrors(in: state)
    let detail = errors.isEmpty ? nil : toFix(errors.count)
    if row.detail != detail { row.detail = detail }
    var message: String?
    if showsMissing, !errors.isEmpty {
      message = listing(errors.map(\.fieldPath).joined(separator: ", "))
    }
    // NB: a confirmation stays until the next change brings the row up to date.
    if row.message != message { row.message = message }
  }

  /// Whether `fields` pass in `state`, so the tap may go on. If not, every one of them shows
  /// its errors, `refresh` brings the row up to date (listing them), and the driver focuses
  /// the first.
  ///
  /// - Parameter waitingPasses: Whether a field whose check is still asked passes.
  func admits(
    _ state: State, checking fields: FieldGroup<State>, waitingPasses: Bool = false,
    refreshing refresh: (State) -> Void
  ) -> Bool {
    guard let first = fields.firstFailing(in: state, waitingPasses: waitingPasses) else {
      showsMissing = false
      return true
    }
    _ = fields.showErrors(in: state)
    showsMissing = true
    refresh(state)
    link.host?.didRefuseSubmit(first.field, path: first.path, rows: first.rows)
    return false
  }

  /// Submits: applies `onSubmit` as a change through `context`, tells the driver (the form is
  /// pristine again), and shows the confirmation.
  func submit(_ onSubmit: @escaping (inout State) -> Void, in context: RenderingContext<State>) {
    context.change(onSubmit)
    link.host?.didSubmit()
    guard let confirmation, let row else { return }
    if row.message != confirmation { row.message = confirmation }
    row.messageKind = .confirmation
  }
}
