/// Checks a field's value against rules on every change and shows the first failing rule's
/// message on the field's cell (``FormCell/message``).
///
/// Every change the user asks for through the cell is checked before it reaches state,
/// whatever the control: text, numbers, steppers, sliders, dates, pickers, the editor a
/// ``nestedTextField(title:keyPath:)`` pushes. A value that fails the rules is refused: state
/// keeps the last valid value, the row says why, and the gesture returns `false` where it
/// reports one (`enter`, `increment`). Typed text stays visible in its field; once it passes
/// (say, after the password it must equal changed), it is written to state.
///
/// The field belongs to the whole form (see ``FieldGroup``): it counts in
/// ``FormDriver/validationErrors`` and in submit gating on a nested screen that was never
/// opened, and stops counting while a condition hides it.
///
/// ```swift
/// validated(controlCell(title: "Email", control: textField(keyPath: \SignUp.email)),
///           \.email, rules: [.required(), .email()])
/// validated(confirmCell, \.confirmation, rules: [.equals(\.password)], timing: .onEndEditing)
/// ```
///
/// A form lists its errors in screen order through ``FormDriver/validationErrors`` and
/// ``FormDriver/validate()``, and `sections(_:submit:onSubmit:)` adds a submit button that
/// submits only a valid form.
///
/// - Parameters:
///   - cell: The field's cell; its title names the field in form-wide lists.
///   - keyPath: The value the rules check.
///   - rules: The rules, checked in order.
///   - timing: When the cell's message is brought up to date.
public func validated<State, Value: Equatable>(
  _ cell: @escaping Element<FormCell, State>, _ keyPath: KeyPath<State, Value>,
  rules: [ValidationRule<State, Value>], timing: ValidationTiming = .onChange
) -> Element<FormCell, State> {
  validatedField(cell, keyPath, rules: rules, timing: timing) { _, _ in }
}

/// A validated field whose rules include checks that wait for an answer (``AsyncValidationRule``):
/// a username that must not be taken. The row says `checking…` while a check runs; submit
/// refuses until it has answered.
///
/// ```swift
/// validated(usernameCell, \SignUp.username, rules: [.required()],
///           asyncRules: [AsyncValidationRule { name in
///             await directory.isFree(name) ? nil : "\(name) is taken"
///           }])
/// ```
///
/// - Parameters:
///   - cell: The field's cell; its title names the field in form-wide lists.
///   - keyPath: The value the rules check.
///   - rules: The rules checked at once, in order; the asynchronous ones run only once these
///     pass.
///   - asyncRules: The checks that wait for an answer, run in order after the debounce.
///   - timing: When the cell's message is brought up to date.
public func validated<State, Value: Equatable & Sendable>(
  _ cell: @escaping Element<FormCell, State>, _ keyPath: KeyPath<State, Value>,
  rules: [ValidationRule<State, Value>] = [], asyncRules: [AsyncValidationRule<State, Value>],
  timing: ValidationTiming = .onChange
) -> Element<FormCell, State> {
  validatedField(cell, keyPath, rules: rules, timing: timing) { field, context in
    field.asyncChecks += asyncRules.map { rule in
      let check = rule.check
      return { value in { await check(value) } }
    }
    field.asyncDebounce = asyncRules.map(\.debounce).max() ?? .zero
    field.scheduler = context.scheduler
    field.checkingWord = context.strings.checking
    // NB: the link only: the context holds the fields, which hold the field (a cycle).
    let link = context.link
    field.onAsyncResult = { link.refresh(.unknown) }
  }
}

/// The machinery of `validated`: declares the field, gates the cell's changes with its rules,
/// and lets `configure` add to the field.
private func validatedField<State, Value: Equatable>(
  _ cell: @escaping Element<FormCell, State>, _ keyPath: KeyPath<State, Value>,
  rules: [ValidationRule<State, Value>], timing: ValidationTiming,
  configure: @escaping (FormField<State, Value>, RenderingContext<State>) -> Void
) -> Element<FormCell, State> {
  return { context in
    let group = context.fields.group()
    // NB: the gate checks every change asked for through the cell (its control, a nested
    // editor it pushes) against the rules before it reaches state. The field is declared
    // after the cell is built (the cell's control may declare it first), so the gate reads
    // it from a box.
    weak var declared: FormField<State, Value>?
    let inner = context.with(fields: group).gated { change, stored, write in
      declared?.admits(change, stored: stored, write: write) ?? true
    }
    let rendered = cell(inner)
    let target = rendered.element
    let rules = rules.map { $0.localized(context.strings) }
    let field = group.declare(title: target.title, keyPath: keyPath, rules: rules, timing: timing)
    declared = field
    // NB: only the change closure: the context holds the fields, which hold the field.
    let change = context.change
    field.resubmit = { change($0) }
    if field.title != target.title, !target.title.isEmpty { field.title = target.title }
    guard !context.isOutlining else { return rendered }
    configure(field, context)
    field.cell = target
    target.field = field
    let update = rendered.update
    let tracker = context.tracker
    let value = context.footprint(of: keyPath)
    var reads = rendered.reads.union(value)
    for rule in rules { reads = reads.union(rule.footprint(in: context)) }
    return context.rendered(
      target, strongReferences: rendered.strongReferences + [field], reads: reads
    ) { [reads = rendered.reads] state in
      // NB: refused text belongs to the element it was typed for: when its array is written
      // whole (reordered, replaced), it goes, even where the new element's value is the same.
      if tracker.written.replacesElement(of: value) { _ = field.dropRefused() }
      tracker.run(update, reading: reads, with: state)
      field.update(with: state)
    }
  }
}
