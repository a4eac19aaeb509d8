/// A row that opens a screen editing a draft copy of a part of the state.
///
/// `Done` writes the draft back as one change (one undo step), but only while the draft's
/// fields pass their rules. `Cancel` discards it. Until then the form shows the committed
/// value only.
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
    let row = disclosureCell(
      title: title, detail: { detail($0[keyPath: keyPath]) }, form: bind(form: form, to: keyPath))
    let rendered = row(context)
    let cell = rendered.element
    let opened = NestedScreen(context)
    cell.didSelect = { [weak cell] in
      guard !opened.isShown else { return }
      let editor = DraftEditor(
        value: opened.latest[keyPath: keyPath], form: form, context: context, keyPath: keyPath,
        done: done, cancel: cancel)
      let screen = Screen(title: title, sections: editor.sections)
      screen.holdsDraft = true
      // NB: what was typed into the draft's rows ends with the screen.
      opened.present(screen, openedBy: cell, retaining: [editor], update: editor.refresh) {
        [weak editor] in editor?.discardInput()
      }
    }
    let update = rendered.update
    return context.rendered(cell, rendered.strongReferences + [opened]) { state in
      update(state)
      opened.update(with: state)
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
  private let runtime: FormRuntime
  /// Where the draft's fields live: apart from the committed value's.
  private let path: FieldID
  private var gate: SubmitGate<Draft>?
  private var isUpdating = false
  private var needsUpdate = false

  init(
    value: Draft, form: Form<Draft>, context: RenderingContext<State>,
    keyPath: WritableKeyPath<State, Draft>, done: String, cancel: String
  ) {
    self.value = value
    runtime = context.runtime
    path = context.path.appending(keyPath).appending(row: "draft")
    let draftContext = RenderingContext<Draft>(
      state: value, change: { [weak self] body in self?.apply(body) }, push: context.push,
      pop: context.pop, runtime: context.runtime, path: path, fields: fields, isOutline: false)
    let rendered = form(draftContext)
    update = rendered.update
    let doneRow = FormCell(title: done)
    doneRow.shouldHighlight = true
    let gate = SubmitGate(
      row: doneRow, in: draftContext, confirmation: nil, listing: context.strings.fixFirst,
      submits: false)
    self.gate = gate
    let link = context.link
    doneRow.didSelect = { [weak self] in
      guard let self, gate.admits(self.value, checking: self.fields, showingAll: false) else {
        return
      }
      // NB: one change, one undo step; then the screen goes.
      link.commit(self.value, to: keyPath, finished: true)
      context.pop()
    }
    let cancelRow = FormCell(title: cancel)
    cancelRow.shouldHighlight = true
    cancelRow.didSelect = { context.pop() }
    sections = rendered.element + [Section(cells: [doneRow, cancelRow])]
    refresh()
  }

  /// Applies a change to the draft and brings its screen up to date, until it settles.
  func apply(_ change: (inout Draft) -> Void) {
    change(&value)
    needsUpdate = true
    guard !isUpdating else { return }
    refresh()
  }

  /// Brings the draft's screen up to date.
  func refresh() {
    guard !isUpdating, let update else { return }
    isUpdating = true
    var rounds = 0
    repeat {
      needsUpdate = false
      rounds += 1
      update(value)
      gate?.refresh(value, checking: fields)
    } while needsUpdate && rounds < 100
    isUpdating = false
  }

  /// Forgets what was typed into the draft's rows, and the checks they started.
  func discardInput() {
    runtime.cancelChecks(of: fields, in: value)
    let path = path
    runtime.changeInput { input in
      input.kept = input.kept.filter { !$0.key.hasPrefix(path) }
      input.editing = input.editing.filter { !$0.hasPrefix(path) }
      input.finished = input.finished.filter { !$0.hasPrefix(path) }
      input.refusedSubmits = input.refusedSubmits.filter { !$0.hasPrefix(path) }
    }
  }
}
