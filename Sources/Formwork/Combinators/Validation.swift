/// Checks a field's value against rules on every change and shows the first failing rule's
/// message on the field's cell (``FormCell/message``).
///
/// When the cell's control is a ``TextField`` or ``TextArea`` over a `String`, text the user
/// enters that fails the rules is refused (`enter` returns `false`): it stays visible in the
/// field while state keeps the last valid value. Once the text passes (say, after the
/// password it must equal changed), it is written to state. Fields on hidden rows are not
/// checked.
///
/// ```swift
/// validated(controlCell(title: "Email", control: textField(keyPath: \SignUp.email)),
///           \.email, rules: [.required(), .email()])
/// validated(confirmCell, \.confirmation, rules: [.equals(\.password)], timing: .onEndEditing)
/// ```
///
/// A form lists its errors in screen order through ``FormDriver/validationErrors`` and
/// ``FormDriver/validate()``, and ``sections(_:submit:onSubmit:)`` adds a submit button that
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
  return { context in
    let rendered = cell(context)
    let target = rendered.element
    let update = rendered.update
    let tracker = context.tracker
    let validator = FieldValidator(rules: rules, timing: timing)
    validator.cell = target
    // NB: a text field's commit is gated by the validator, so text that fails stays in the
    // field, out of state, and `enter` returns false. The validator is captured weakly: the
    // cell holds the field, and the validator lives in the form's strong references.
    let field = Value.self == String.self ? target.control as? any CommittingTextControl : nil
    let previous = field?.shouldCommit
    field?.shouldCommit = { [weak validator] text in
      if let previous, !previous(text) { return false }
      guard let validator, let value = text as? Value else { return true }
      if validator.enter(value) { return true }
      // Nothing to write; a change with no effect brings form-wide checks up to date.
      context.change { _ in }
      return false
    }
    return Rendered(element: target, strongReferences: rendered.strongReferences + [validator]) {
      state in
      tracker.run(update, with: state)
      let passed = validator.update(
        value: state[keyPath: keyPath], state: state, skipsUnchanged: tracker.skipsUnchanged)
      if let field, let text = validator.pending as? String, field.text != text {
        field.text = text
      }
      if let text = passed as? String { field?.didCommit?(text) }
    }
  }
}

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
/// - Parameters:
///   - sections: The form's sections.
///   - title: The submit button's title.
///   - onSubmit: The change to apply when a valid form is submitted.
public func sections<State>(
  _ sections: [Element<Section, State>], submit title: String,
  onSubmit: @escaping (inout State) -> Void
) -> Form<State> {
  return { context in
    let rendered = sections.map { $0(context) }
    let updates = rendered.map(\.update)
    let tracker = context.tracker
    let button = FormCell(title: title)
    button.shouldHighlight = true
    let submit = SubmitButton(
      button: button, sections: rendered.map(\.element) + [Section(cells: [button])],
      references: rendered.flatMap(\.strongReferences))
    button.didSelect = { [weak submit] in
      guard let submit else { return }
      if submit.errors().isEmpty {
        submit.showsMissing = false
        context.change(onSubmit)
      } else {
        for (field, _) in orderedFields(in: submit.sections, references: submit.references) {
          field.showErrors()
        }
        submit.showsMissing = true
        submit.refresh()
      }
    }
    return Rendered(element: submit.sections, strongReferences: submit.references + [submit]) {
      state in
      for update in updates { tracker.run(update, with: state) }
      submit.refresh()
    }
  }
}

/// The submit button of ``sections(_:submit:onSubmit:)`` and what it checks.
final class SubmitButton {
  let button: FormCell
  let sections: [Section]
  let references: [Any]
  /// Whether the button lists the fields to fix: after a tap on an invalid form.
  var showsMissing = false

  init(button: FormCell, sections: [Section], references: [Any]) {
    self.button = button
    self.sections = sections
    self.references = references
  }

  func errors() -> [ValidationError] {
    validationErrors(in: sections, references: references)
  }

  /// Shows the number of fields to fix, and which they are after a refused tap.
  func refresh() {
    let errors = errors()
    let detail = errors.isEmpty ? nil : "(\(errors.count) to fix)"
    if button.detail != detail { button.detail = detail }
    var message: String?
    if showsMissing, !errors.isEmpty {
      message = "Fix before submitting: " + errors.map(\.field).joined(separator: ", ")
    }
    if button.message != message { button.message = message }
  }
}
