/// A row that opens a screen editing a draft copy of a part of the state: `Done` writes the
/// draft back as one change (one undo step), only while the draft's fields pass their rules;
/// `Cancel` discards it. Until then the form shows the committed value only.
///
/// Going back any other way (`driver.pop()`, the REPL's `back`) discards the draft, like
/// `Cancel`: a draft is kept only by saying so.
///
/// ```swift
/// draftCell(title: "Address", keyPath: \Order.address, detail: { $0.street },
///           form: addressForm)   // addressForm: Form<Address>
/// ```
///
/// The nested form's fields count in the whole form's errors against the committed value;
/// on the open screen they check the draft.
///
/// - Parameters:
///   - title: The row's title and the screen's.
///   - keyPath: The part of the state the draft copies.
///   - detail: The row's detail for the committed value.
///   - done: The title of the row that commits the draft; the driver's `Done` if `nil`.
///   - cancel: The title of the row that discards it; the driver's `Cancel` if `nil`.
///   - form: The form over the draft.
public func draftCell<State, Draft>(
  title: String, keyPath: WritableKeyPath<State, Draft>,
  detail: @escaping (Draft) -> String = { _ in "" }, done: String? = nil,
  cancel: String? = nil, form: @escaping Form<Draft>
) -> Element<FormCell, State> {
  return { context in
    let done = done ?? context.strings.done
    let cancel = cancel ?? context.strings.cancel
    // NB: the committed value's fields join the whole form, outlined like a nested screen.
    let detached = context.with(fields: FieldGroup())
    let nestedFields = NestedFields<State>(title: title) { state in
      let outline = FieldGroup<State>()
      _ = bind(form: form, to: keyPath)(detached.with(state: state).outlining(fields: outline))
      return outline
    }
    context.fields.add(nestedFields)
    let cell = FormCell(title: title)
    guard !context.isOutlining else {
      return Rendered(element: cell, strongReferences: [], reads: .none) { _ in }
    }
    cell.accessory = .disclosureIndicator
    cell.shouldHighlight = true
    let opened = NestedScreen(context)
    cell.didSelect = { [weak cell, weak nestedFields] in
      guard !opened.isShown, let state = opened.state else { return }
      let editor = DraftEditor(
        value: state[keyPath: keyPath], form: form, context: context, keyPath: keyPath,
        done: done, cancel: cancel)
      // NB: errors shown on the committed value (a refused submit) show on the draft too.
      if (nestedFields?.shownErrorCount(in: state) ?? 0) > 0 {
        _ = editor.fields.showErrors(in: editor.value)
      }
      let screen = Screen(title: title, sections: editor.sections)
      screen.holdsDraft = true
      // NB: the editor brings its screen up to date with the draft. What the draft's rows
      // started (refused text, waiting checks) ends with the screen.
      opened.present(screen, openedBy: cell, retaining: [editor]) { [weak editor] in
        _ = editor?.fields.dropRefused()
        return false
      }
    }
    let showDetail = rowShowing(
      { detail($0[keyPath: keyPath]) }, andErrorsOf: nestedFields, on: cell,
      counting: context.strings.fieldsToFix)
    nestedFields.refreshRow = showDetail
    nestedFields.row = cell
    // NB: the row reads the committed value and one signal: its nested fields' error count.
    _ = nestedFields.raises(opened.signal, to: context.tracker)
    let reads = opened.reads.union(context.footprint(of: keyPath))
    return context.rendered(cell, reads: reads) { state in
      opened.update(with: state)
      showDetail(state)
    }
  }
}

/// The open screen of a ``draftCell(title:keyPath:detail:done:cancel:form:)``: the draft, the
/// nested form built over it, and its `Done` and `Cancel` rows.
final class DraftEditor<State, Draft> {
  /// The draft.
  private(set) var value: Draft
  /// The nested form's sections, then the `Done` and `Cancel` rows.
  private(set) var sections: [Section] = []
  /// The draft's fields, checked by `Done`.
  let fields = FieldGroup<Draft>()
  private var update: ((Draft) -> Void)?
  /// The `Done` row, whose list of fields to fix follows the draft once shown.
  private weak var doneRow: FormCell?
  private var isUpdating = false
  private var needsUpdate = false
  /// The driver's words for `Fix first: …`.
  private let fixFirst: (String) -> String

  init(
    value: Draft, form: Form<Draft>, context: RenderingContext<State>,
    keyPath: WritableKeyPath<State, Draft>, done: String, cancel: String
  ) {
    self.value = value
    fixFirst = context.strings.fixFirst
    let tracker = context.tracker
    let link = context.link
    let draftLink = DraftLink<State, Draft>(parent: link)
    draftLink.editor = self
    let draftContext = RenderingContext<Draft>(
      state: value, link: draftLink, tracker: tracker, fields: fields,
      isOutlining: false, base: nil)
    let rendered = form(draftContext)
    update = rendered.update
    let doneRow = FormCell(title: done)
    doneRow.shouldHighlight = true
    doneRow.didSelect = { [weak self, weak doneRow] in
      guard let self, let doneRow else { return }
      let errors = self.fields.showErrors(in: self.value)
      if let first = self.fields.firstFailing(in: self.value) {
        doneRow.message = self.fixFirst(errors.map(\.fieldPath).joined(separator: ", "))
        link.host?.didRefuseSubmit(first.field, path: first.path, rows: first.rows)
        return
      }
      doneRow.message = nil
      // NB: one change, one undo step; then the screen goes.
      context.write(self.value, to: keyPath)
      context.pop()
    }
    self.doneRow = doneRow
    let cancelRow = FormCell(title: cancel)
    cancelRow.shouldHighlight = true
    cancelRow.didSelect = { context.pop() }
    sections = rendered.element + [Section(cells: [doneRow, cancelRow])]
    tracker.run(rendered.update, with: value)
  }

  /// Applies a change to the draft and brings its screen up to date, until it settles.
  func apply(_ change: (inout Draft) -> Void) {
    change(&value)
    needsUpdate = true
    guard !isUpdating, let update else { return }
    isUpdating = true
    var rounds = 0
    while needsUpdate, rounds < 100 {
      needsUpdate = false
      rounds += 1
      update(value)
    }
    isUpdating = false
    if let doneRow, doneRow.message != nil {
      let errors = fields.validationErrors(in: value)
      doneRow.message =
        errors.isEmpty ? nil : fixFirst(errors.map(\.fieldPath).joined(separator: ", "))
    }
  }

  func refresh() {
    guard !isUpdating, let update else { return }
    update(value)
  }
}

/// The link of a draft's form: its changes change the draft (the editor, held weakly), not
/// state, until `Done`; navigation and the driver's services are the parent's.
private final class DraftLink<State, Draft>: FormLink<Draft> {
  weak var editor: DraftEditor<State, Draft>?

  override func apply(_ change: (inout Draft) -> Void, writing footprint: Footprint) {
    editor?.apply(change)
  }

  override func send(_ write: KeyedWrite<Draft>) -> Bool {
    editor?.apply(write.apply)
    return true
  }

  override func refresh(_ footprint: Footprint) { editor?.refresh() }
}
