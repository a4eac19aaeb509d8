/// One step of a multi-step form (a wizard): a title and the sections it shows, and when it
/// is skipped. Make it with ``step(_:skipWhen:_:)``; run steps with
/// `steps(_:next:submit:confirmation:rules:onSubmit:)`.
public struct FormStep<State> {
  /// The step's title: its screen's title and its name in paths (`Shipping › Street`).
  public let title: String
  let sections: [Element<Section, State>]
  let isSkipped: ((State) -> Bool)?
}

/// A step of a multi-step form.
///
/// ```swift
/// step("Gift", skipWhen: { !$0.isGift }, [section([giftMessageCell])])
/// ```
///
/// - Parameters:
///   - title: The step's screen title.
///   - isSkipped: When the step is skipped: `Next` goes past it and its fields do not count.
///     The first step is never skipped.
///   - sections: The step's sections.
public func step<State>(
  _ title: String, skipWhen isSkipped: ((State) -> Bool)? = nil,
  _ sections: [Element<Section, State>]
) -> FormStep<State> {
  FormStep(title: title, sections: sections, isSkipped: isSkipped)
}

/// A multi-step form (a wizard), with one screen per step.
///
/// - Each step ends with a progress line (`Step 2 of 4`) and a `Next` row.
/// - `Next` opens the next step only while the current step's fields pass their rules.
///   Otherwise it shows their errors and focuses the first.
/// - `back` returns to the previous step, keeping what was entered: every step edits the
///   same state.
/// - Steps whose condition holds are skipped, and their fields do not count.
/// - The last step's row submits: it runs `onSubmit` only while every step's fields pass.
///
/// ```swift
/// var checkoutForm: Form<Checkout> {
///   steps([
///     step("Contact", [contactSection]),
///     step("Gift", skipWhen: { !$0.isGift }, [giftSection]),
///     step("Payment", [paymentSection]),
///   ], submit: "Place Order") { $0.placedOrders += 1 }
/// }
/// ```
///
/// The steps' fields belong to the whole form from the start (``FormDriver/validationErrors``
/// names them by step: `Payment › Card: Required`); the screens of later steps are built when
/// first opened.
///
/// - Parameters:
///   - steps: The steps, in order.
///   - next: The title of the row that opens the next step; the driver's `Next` if `nil`.
///   - submit: The title of the last step's row, which submits; the driver's `Submit` if
///     `nil`.
///   - confirmation: What the submit row says after a successful submit.
///   - onSubmit: The change to apply when a valid form is submitted.
///   - rules: Rules over the whole form (see ``FormRule``): their errors show on the fields
///     they name, or above the first section of the submitting step.
public func steps<State>(
  _ steps: [FormStep<State>], next: String? = nil, submit: String? = nil,
  confirmation: String? = nil, rules: [FormRule<State>] = [],
  onSubmit: @escaping (inout State) -> Void
) -> Form<State> {
  wizard(
    steps, next: next, submit: submit, confirmation: confirmation, rules: rules, .change(onSubmit))
}

/// A multi-step form (a wizard) whose last step's submit waits for a server.
///
/// The steps work as in `steps(_:next:submit:confirmation:rules:onSubmit:)`. The submit
/// works as in `sections(_:submit:confirmation:rules:onSubmit:)`. While it waits, the step
/// says it is submitting and shows a `Cancel` row. The server's errors show on the fields
/// they name, on any step, and above the first section of the submitting step.
///
/// ```swift
/// struct Order: Sendable { var card = ""; var orders = 0 }
/// var orderForm: Form<Order> {
///   steps(
///     [
///       step("Payment", [
///         section([controlCell(title: "Card", control: textField(keyPath: \.card))])
///       ])
///     ],
///     submit: "Place Order"
///   ) { order in
///     order.card.hasSuffix("0002")
///       ? .refused(fields: [\.card: "Card declined"]) : .accepted { $0.orders += 1 }
///   }
/// }
/// ```
///
/// - Parameters:
///   - steps: The steps, in order.
///   - next: The title of the row that opens the next step; the driver's `Next` if `nil`.
///   - submit: The title of the last step's row; the driver's `Submit` if `nil`.
///   - confirmation: What the submit row says after a successful submit.
///   - rules: Rules over the whole form (see ``FormRule``).
///   - onSubmit: Sends a copy of the state; returns what the server said.
public func steps<State: Sendable>(
  _ steps: [FormStep<State>], next: String? = nil, submit: String? = nil,
  confirmation: String? = nil, rules: [FormRule<State>] = [],
  onSubmit: @escaping @Sendable (State) async throws -> SubmitResult<State>
) -> Form<State> {
  wizard(
    steps, next: next, submit: submit, confirmation: confirmation, rules: rules,
    .sending(onSubmit))
}

/// The steps, whose last step's row runs `action`.
private func wizard<State>(
  _ steps: [FormStep<State>], next: String?, submit: String?, confirmation: String?,
  rules: [FormRule<State>], _ action: SubmitAction<State>
) -> Form<State> {
  return { context in
    guard !steps.isEmpty else { return Rendered(element: [], strongReferences: []) { _ in } }
    let all = FieldGroup<State>()
    context.fields.add(all, hiddenWhen: nil)
    let strings = context.strings
    let submitTitle = submit ?? strings.submit
    // NB: made first, so the form's own errors come first on walks.
    let level =
      rules.isEmpty && !action.waits
      ? nil
      : FormLevel(
        rules: rules, owner: context.path.appending(row: submitTitle), fields: all,
        runtime: context.runtime)
    let first = FieldGroup<State>()
    all.add(first, hiddenWhen: nil)
    let wizard = Wizard(
      steps: steps, all: all, next: next ?? strings.next, submit: submitTitle,
      confirmation: confirmation, strings: strings, action: action, level: level,
      path: context.path)
    // NB: later steps' fields count from the start: outlined when first needed.
    for step in steps.dropFirst() {
      let outline = Outline(
        sections(step.sections), in: context.with(path: context.path.appending(row: step.title)))
      let group = all.group(hiddenWhen: step.isSkipped)
      group.add { state, baseline, walker in
        walker.entering(step.title, openedBy: outline.row) {
          outline.fields(for: state).walk(state, baseline, walker)
        }
      }
      wizard.outlines.append(outline)
    }
    let rendered = wizard.screen(at: 0, context: context.with(fields: first))
    return Rendered(
      element: rendered.element, strongReferences: rendered.strongReferences + [wizard]
    ) { state in
      level?.evaluate(state)
      rendered.update(state)
    }
  }
}

/// What a multi-step form shares across its steps' screens.
final class Wizard<State> {
  let steps: [FormStep<State>]
  /// The fields of every step.
  let all: FieldGroup<State>
  /// The fields of the steps after the first, outlined.
  var outlines: [Outline<State>] = []
  let next: String
  let submit: String
  let confirmation: String?
  /// The driver's words for the step counter and the fields to fix.
  let strings: FormStrings
  /// What the last step's row does once the form passes.
  let action: SubmitAction<State>
  /// The form's own errors, when it has rules or a submit that waits.
  let level: FormLevel<State>?
  /// Where the wizard lives, seen from the root state: its steps' fields are named from here.
  let path: FieldID

  init(
    steps: [FormStep<State>], all: FieldGroup<State>, next: String, submit: String,
    confirmation: String?, strings: FormStrings, action: SubmitAction<State>,
    level: FormLevel<State>?, path: FieldID
  ) {
    self.strings = strings
    self.steps = steps
    self.all = all
    self.next = next
    self.submit = submit
    self.confirmation = confirmation
    self.action = action
    self.level = level
    self.path = path
  }

  /// The steps shown for `state`: the first, and every other whose condition does not hold.
  func shown(in state: State) -> [Int] {
    steps.indices.filter { $0 == 0 || !(steps[$0].isSkipped?(state) ?? false) }
  }

  /// The sections of step `index`, then its progress line and its `Next` or submit row; its
  /// fields are those `context` declares in.
  func screen(at index: Int, context: RenderingContext<State>) -> Rendered<[Section], State> {
    let rendered = steps[index].sections.map { $0(context) }
    let updates = rendered.map { $0.update }
    let navigation = StepNavigation(step: index, of: self, context: context)
    if index + 1 < steps.count { outlines[index].row = navigation.row }
    let top = navigation.errors.map { [$0] } ?? []
    return context.rendered(
      top + rendered.map { $0.element } + [navigation.section],
      rendered.flatMap { $0.strongReferences } + [navigation]
    ) { state in
      for update in updates { update(state) }
      navigation.refresh(state)
    }
  }
}

/// What ends a step's screen: its progress line (`Step 2 of 4`), its `Next` or submit row
/// behind the form's submit gate, and the screen `Next` opens.
final class StepNavigation<State> {
  private weak var wizard: Wizard<State>?
  private let index: Int
  /// The step's fields, which `Next` checks.
  private let fields: FieldGroup<State>
  private let runtime: FormRuntime
  let row: FormCell
  /// The row's section, whose footer is the progress line.
  let section: Section
  /// The screen of the step `Next` opens.
  private let nextScreen: NestedScreen<State>
  private let gate: SubmitGate<State>
  /// The row that cancels a submit that waits, shown while it does.
  private let cancel: FormCell?
  /// The section above the step's first, which shows the form's errors.
  let errors: Section?
  /// The step the shown next screen is.
  private var nextStep: Int?

  init(step index: Int, of wizard: Wizard<State>, context: RenderingContext<State>) {
    self.wizard = wizard
    self.index = index
    fields = context.fields
    runtime = context.runtime
    row = FormCell(title: wizard.next)
    row.shouldHighlight = true
    let runtime = context.runtime
    // NB: only a step that may be the last shown (every later one can be skipped) submits.
    let maySubmit = wizard.steps[(index + 1)...].allSatisfy { $0.isSkipped != nil }
    cancel = wizard.action.waits && maySubmit ? FormCell.cancellingSubmits(runtime) : nil
    errors = wizard.level.map { _ in Section() }
    section = Section(cells: [row] + (cancel.map { [$0] } ?? []))
    nextScreen = NestedScreen(context)
    gate = SubmitGate(
      row: row, in: context, confirmation: wizard.confirmation, listing: wizard.strings.fixFirst)
    row.didSelect = { [weak self] in self?.tap() }
  }

  /// Brings the progress line and the row up to date, and closes the next step's screen
  /// where `Next` would no longer open it.
  func refresh(_ state: State) {
    nextScreen.update(with: state)
    guard let wizard else { return }
    let shown = wizard.shown(in: state)
    let position = (shown.firstIndex(of: index) ?? 0) + 1
    let footer = wizard.strings.stepOf(position, shown.count)
    if section.footer != footer { section.footer = footer }
    let isLast = shown.last.map { $0 <= index } ?? true
    let title = isLast ? wizard.submit : wizard.next
    if row.title != title { row.title = title }
    row.accessory = isLast ? .none : .disclosureIndicator
    row.role = isLast ? .submit : .nextStep
    gate.refresh(state, checking: isLast ? wizard.all : fields)
    if let errors { wizard.level?.refresh(errors) }
    gate.showSubmission(cancel: cancel)
    if isLast {
      let screen = nextScreen
      gate.advance(
        state, checking: wizard.all, action: wizard.action, level: wizard.level,
        current: { screen.latest })
    }
    // NB: a step opened while this one passed, that `Next` would no longer open (an undo
    // made this step fail, or skips another step now), is closed: what stays open is what
    // taps reach. A check still waiting does not close it (a restored step's checks start
    // again); a failing answer does.
    if nextScreen.isShown,
      fields.firstFailing(
        in: state, input: runtime.input, waitingPasses: true, checking: runtime.strings.checking)
        != nil || shown.first(where: { $0 > index }) != nextStep
    {
      nextScreen.close()
    }
  }

  /// The row's tap: opens the next step, or submits on the last, while the fields it checks
  /// pass.
  private func tap() {
    guard let wizard else { return }
    let state = nextScreen.latest
    let following = wizard.shown(in: state).first { $0 > index }
    guard following != nil else {
      return gate.tap(state, checking: wizard.all, action: wizard.action, level: wizard.level)
    }
    let checked = fields
    // NB: a restore opens the step it saved, though the checks the restored state started
    // still wait; an answer that fails closes it again.
    let waitingPasses = following != nil && runtime.host?.isRestoring == true
    guard
      gate.admits(
        state, checking: checked, waitingPasses: waitingPasses, showingAll: following == nil)
    else { return }
    guard let following else { return }
    guard !nextScreen.isShown else { return }
    nextStep = following
    let title = wizard.steps[following].title
    nextScreen.open(title: title, openedBy: row) { context in
      // NB: every step edits the wizard's state: its fields are named from the wizard, as
      // the outline names them, not from the step that opened it.
      wizard.screen(at: following, context: context.with(path: wizard.path.appending(row: title)))
    }
  }
}
