/// A cell that shows a title and a control, such as a switch or a text field. The control's
/// field is named after the cell, and the cell shows its message.
///
/// ```swift
/// controlCell(title: "Personal Hotspot", control: toggle(keyPath: \Hotspot.isEnabled))
/// controlCell(
///   title: "Password", control: textField(keyPath: \Hotspot.password), leftAligned: true)
/// controlCell(title: "Username", control: textField(keyPath: \SignUp.username),
///             hint: "3 to 16 lowercase letters, digits or _")
/// ```
///
/// - Parameters:
///   - title: The cell's title.
///   - control: The control element.
///   - leftAligned: Whether the control takes the row from the leading edge.
///   - hint: A line of help shown under the row (``FormCell/hint``); none if `nil`.
public func controlCell<State, C: Control>(
  title: String, control: @escaping Element<C, State>, leftAligned: Bool = false,
  hint: String? = nil
) -> Element<FormCell, State> {
  return { context in
    let first = context.fields.declared.count
    let rendered = control(context)
    let cell = FormCell(title: title)
    cell.control = rendered.element
    cell.isControlLeftAligned = leftAligned
    cell.hint = hint
    let declared = context.fields.declared(from: first)
    for field in declared where field.field.title.isEmpty { field.field.title = title }
    let shown = declared.first { $0.field.hasRules } ?? declared.first
    cell.fieldID = shown?.field.id
    cell.hidesProblemsWhileDisabled =
      shown.map { $0.field.hasRules && !$0.field.countsWhenDisabled } ?? false
    let message = shown?.message
    let update = rendered.update
    return context.rendered(cell, rendered.strongReferences) { state in
      update(state)
      if let message { cell.show(message: message(state)) }
    }
  }
}

extension FormCell {
  /// Shows `message` as a problem, leaving the cell alone when it shows it already.
  func show(message: String?) {
    show(message: message.map { ($0, .problem) })
  }

  /// Shows `message` with its kind, leaving the cell alone when it shows it already.
  func show(message: (text: String, kind: MessageKind)?) {
    guard let message else {
      if ownMessage != nil { self.message = nil }
      return
    }
    guard ownMessage != message.text || messageKind != message.kind else { return }
    self.message = message.text
    messageKind = message.kind
  }
}

/// A cell that shows a value from state as its detail and, when tapped, pushes a nested
/// form titled like the cell.
///
/// The nested form is built when the cell is tapped, from the state of that moment. It is
/// released when its screen is popped, so a large form pays only for what is shown. Its
/// fields count from the start (``NestedScreen``). Once any of them shows its errors, the
/// row says how many fail: `1 field to fix`.
///
/// ```swift
/// detailTextCell(title: "Personal Hotspot", keyPath: \Settings.hotspotEnabled,
///                form: bind(form: hotspotForm, to: \.hotspot))
/// ```
///
/// - Parameters:
///   - title: The cell's title and the nested screen's title.
///   - keyPath: The text shown as the cell's detail.
///   - form: The nested form, defined when first needed.
public func detailTextCell<State>(
  title: String, keyPath: KeyPath<State, String>,
  form: @autoclosure @escaping () -> Form<State>
) -> Element<FormCell, State> {
  disclosureCell(title: title, detail: { $0[keyPath: keyPath] }, form: LazyForm(form).form)
}

/// A cell whose detail is worked out from state that pushes a nested form titled like the
/// cell, as ``detailTextCell(title:keyPath:form:)`` does.
///
/// ```swift
/// detailTextCell(title: "Address", detail: { (order: Order) in order.address.street },
///                form: bind(form: addressForm, to: \.address))
/// ```
///
/// - Parameters:
///   - title: The cell's title and the nested screen's title.
///   - detail: The detail for a state.
///   - form: The nested form, defined when first needed.
public func detailTextCell<State>(
  title: String, detail: @escaping (State) -> String,
  form: @autoclosure @escaping () -> Form<State>
) -> Element<FormCell, State> {
  disclosureCell(title: title, detail: detail, form: LazyForm(form).form)
}

/// A form defined on first use, then kept: a nested form's definition waits until its
/// fields are needed.
final class LazyForm<State> {
  private let define: () -> Form<State>
  private var defined: Form<State>?

  init(_ define: @escaping () -> Form<State>) {
    self.define = define
  }

  /// The form, forwarding to the definition made on first use.
  var form: Form<State> {
    return { [self] context in
      if let defined { return defined(context) }
      let form = define()
      defined = form
      return form(context)
    }
  }
}

/// A row with a detail worked out from state that opens `form`: what every disclosure row is
/// made of (details, pickers, nested text fields, addresses).
func disclosureCell<State>(
  title: String, detail: @escaping (State) -> String, form: @escaping Form<State>
) -> Element<FormCell, State> {
  return { context in
    let cell = FormCell(title: title)
    cell.accessory = .disclosureIndicator
    cell.shouldHighlight = true
    let screen = NestedScreen(context, title: title, form: form)
    screen.outline?.row = cell
    cell.didSelect = { [weak cell] in screen.open(openedBy: cell) }
    let runtime = context.runtime
    var counted: String?
    var shown = LastShown<State>()
    return context.rendered(cell, [screen]) { state in
      let text = detail(state)
      if !runtime.skipsUnchanged || cell.detail != text { cell.detail = text }
      screen.update(with: state)
      guard let outline = screen.outline else { return }
      // NB: the count is feedback once errors show (a refused submit, an edit on the nested
      // screen), so it is the row's message, like a field's error. Before the user did
      // anything there, the nested form stays unbuilt.
      let input = runtime.input(under: outline.path)
      var errors = 0
      if !input.entries.isEmpty || input.submitTried {
        guard shown.changes(to: state, input: input, skips: runtime.skipsUnchanged) else {
          return
        }
        errors = outline.fields(for: state).shownErrorCount(in: state, input: runtime.input)
      }
      let count = errors == 0 ? nil : runtime.strings.fieldsToFix(errors)
      if count != counted || !runtime.skipsUnchanged {
        if count != nil || cell.message == counted { cell.message = count }
        counted = count
      }
    }
  }
}

/// A cell that shows a string from state and, when tapped, pushes a screen with a text
/// field to edit it.
///
/// ```swift
/// nestedTextField(title: "Password", keyPath: \Hotspot.password)
/// ```
///
/// - Parameters:
///   - title: The cell's title, the nested screen's title and the text field's title.
///   - keyPath: Where the string lives in state.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func nestedTextField<State>(
  title: String, keyPath: WritableKeyPath<State, String>, rules: FieldRules<State, String> = []
) -> Element<FormCell, State> {
  let row = detailTextCell(
    title: title, keyPath: keyPath,
    form: sections([
      section([controlCell(title: title, control: textField(keyPath: keyPath), leftAligned: true)])
    ]))
  guard !rules.isEmpty else { return row }
  return { context in
    // NB: the rules are the row's, on the field its screen's text field edits: the row's
    // message says what is wrong with the value.
    let field = context.with(path: context.path.appending(row: title))
      .field(title: title, keyPath: keyPath, rules: rules)
    let rendered = row(context.gated(by: field))
    let cell = rendered.element
    cell.fieldID = field.id
    let update = rendered.update
    return context.rendered(cell, rendered.strongReferences + [field]) { state in
      update(state)
      cell.show(message: field.shownMessage(in: state))
    }
  }
}
