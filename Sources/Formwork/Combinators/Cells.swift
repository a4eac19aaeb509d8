/// A cell that shows a title and a control, such as a switch or a text field.
///
/// ```swift
/// controlCell(title: "Personal Hotspot", control: toggle(keyPath: \Hotspot.isEnabled))
/// controlCell(title: "Password", control: textField(keyPath: \Hotspot.password), leftAligned: true)
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
    // NB: the control declares its field in the row's group, named after the cell; no group
    // of its own (a big form would keep one per row).
    let fields = context.fields
    let first = fields.nodes.count
    let rendered = control(context)
    let cell = FormCell(title: title)
    // NB: a control given rules shows its field's message on this cell.
    fields.name(untitled: title, shownIn: context.isOutlining ? nil : cell, from: first)
    cell.control = rendered.element
    cell.isControlLeftAligned = leftAligned
    if let hint { cell.hint = hint }
    let update = rendered.update
    let tracker = context.tracker
    return context.rendered(
      cell, strongReferences: rendered.strongReferences, reads: rendered.reads
    ) { state in
      tracker.run(update, with: state)
    }
  }
}

/// A cell that shows a value from state as its detail and, when tapped, pushes a nested
/// form titled like the cell.
///
/// The nested form is built when the cell is first tapped, from the state of that moment,
/// and released when its screen is popped: a large form pays only for what is shown. Even
/// the nested form's definition waits: `form` is an autoclosure, evaluated once, when the
/// nested fields are first needed (validation, a tap), so writing a root form with a
/// thousand nested screens costs a thousand cells, not a thousand nested forms.
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
  disclosureCell(title: title, detail: .keyPath(keyPath), form: LazyForm(form).form)
}

/// A form defined on first use, then kept: what lets a nested form's definition wait until
/// its fields are needed.
final class LazyForm<State> {
  private let define: () -> Form<State>
  private var defined: Form<State>?

  init(_ define: @escaping () -> Form<State>) {
    self.define = define
  }

  /// The form, forwarding to the definition made on first use.
  var form: Form<State> {
    return { [self] context in
      // NB: stored once: a function read from an optional and stored back is wrapped in a
      // reabstraction thunk each time, and every later call would run through all of them.
      if let defined { return defined(context) }
      let form = define()
      defined = form
      return form(context)
    }
  }
}

/// A cell with a detail computed from state that pushes `form`, built lazily: the
/// machinery behind ``detailTextCell(title:keyPath:form:)``, for details that are not a key
/// path (a picker's chosen title).
///
/// The nested form's fields belong to the whole form from the start: they are outlined
/// (declared, not shown) when first needed, and the row's message says how many fail once
/// any of them shows its errors: `1 field to fix`.
func disclosureCell<State>(
  title: String, detail: @escaping (State) -> String,
  detailReads: @escaping (RenderingContext<State>) -> Footprint = { _ in .unknown },
  form: @escaping Form<State>
) -> Element<FormCell, State> {
  disclosureCell(title: title, detail: .computed(detail, reads: detailReads), form: form)
}

/// What a disclosure row shows as its detail: the text at a key path (kept as the key path,
/// no closure a row), or text computed from state with what it reads.
enum RowDetail<State> {
  case keyPath(KeyPath<State, String>)
  case computed((State) -> String, reads: (RenderingContext<State>) -> Footprint)

  /// The detail for `state`.
  func text(_ state: State) -> String {
    switch self {
    case .keyPath(let keyPath): return state[keyPath: keyPath]
    case .computed(let text, _): return text(state)
    }
  }

  /// What the detail reads, in `context`.
  func reads(in context: RenderingContext<State>) -> Footprint {
    switch self {
    case .keyPath(let keyPath): return context.footprint(of: keyPath)
    case .computed(_, let reads): return reads(context)
    }
  }
}

/// A disclosure row whose detail is `detail`.
func disclosureCell<State>(
  title: String, detail: RowDetail<State>, form: @escaping Form<State>
) -> Element<FormCell, State> {
  return { context in
    let row = DisclosureRow(title: title, detail: detail, form: form, context: context)
    let cell = FormCell(title: title)
    guard !context.isOutlining else {
      return Rendered(element: cell, strongReferences: [], reads: .none) { _ in }
    }
    // NB: the row reads its detail and its signal (its nested fields' count, its screen).
    row.show(on: cell)
    return context.rendered(cell, reads: row.reading(detail.reads(in: context))) { state in
      row.update(with: state)
    }
  }
}

/// Brings a disclosure row up to date: its detail, and how many fields of its nested form
/// fail (`1 field to fix`) once any of them shows its errors.
///
/// NB: the count is feedback once errors show (after a refused submit, or an edit on the
/// nested screen), so it is the row's message, like a field's error.
func rowShowing<State>(
  _ detail: @escaping (State) -> String, andErrorsOf nestedFields: NestedFields<State>,
  on cell: FormCell, counting fieldsToFix: @escaping (Int) -> String
) -> (State) -> Void {
  var shownCount: String?
  return { [weak cell, weak nestedFields] state in
    guard let cell else { return }
    shownCount = display(
      detail(state), errorCount: nestedFields?.shownErrorCount(in: state) ?? 0, on: cell,
      replacing: shownCount, counting: fieldsToFix)
  }
}

/// Shows `detail` and a count of `errors` on `cell` (in the words of `fieldsToFix`), where
/// it showed `shown`; returns the count's message now.
func display(
  _ detail: String, errorCount errors: Int, on cell: FormCell, replacing shown: String?,
  counting fieldsToFix: (Int) -> String
) -> String? {
  if cell.detail != detail { cell.detail = detail }
  let count = errors == 0 ? nil : fieldsToFix(errors)
  guard count != shown else { return shown }
  if count != nil || cell.message == shown { cell.message = count }
  return count
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
  // NB: the editor is defined when first needed, like any nested form; the rules check what
  // it writes (its changes go through this row's context) and the message shows on the row.
  rules.applied(
    to: detailTextCell(
      title: title, keyPath: keyPath,
      form: sections([
        section([
          controlCell(title: title, control: textField(keyPath: keyPath), leftAligned: true)
        ])
      ])), keyPath: keyPath)
}
