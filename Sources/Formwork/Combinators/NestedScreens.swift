/// A screen a row opens.
///
/// - It is built when the row is tapped, from the state of that moment.
/// - The screen owns it: popping the screen frees what was built.
/// - While it is shown, the row's update brings it up to date.
///
/// Every built-in row that opens a screen uses one: disclosure rows
/// (``detailTextCell(title:keyPath:form:)``, pickers,
/// ``nestedTextField(title:keyPath:rules:)``), a wizard's `Next`
/// (`steps(_:next:submit:confirmation:rules:onSubmit:)`) and
/// ``draftCell(title:keyPath:detail:done:cancel:form:)``. A custom element opens its own the
/// same way.
///
/// Make one when the row is built, open it from the row's tap, and call ``update(with:)``
/// from the row's update. Give it its title and form when you make it
/// (``init(_:title:form:)``): then its fields belong to the whole form from the start. They
/// count in ``FormDriver/validationErrors`` and hold submit back before the screen is ever
/// opened.
///
/// ```swift
/// func notesCell<State>(
///   title: String, keyPath: WritableKeyPath<State, String>
/// ) -> Element<FormCell, State> {
///   return { context in
///     let cell = FormCell(title: title)
///     cell.accessory = .disclosureIndicator
///     cell.shouldHighlight = true
///     let editor: Form<State> = sections([
///       section([
///         controlCell(title: title, control: textArea(keyPath: keyPath, rules: [.required()]))
///       ])
///     ])
///     let notes = NestedScreen(context, title: title, form: editor)
///     cell.didSelect = { [weak cell] in notes.open(openedBy: cell) }
///     return Rendered(element: cell, strongReferences: [notes]) { state in
///       cell.detail = "\(state[keyPath: keyPath].count) characters"
///       notes.update(with: state)
///     }
///   }
/// }
/// ```
///
/// The checks a screen's rows started that still wait for an answer end when it is popped;
/// what was typed stays.
public final class NestedScreen<State> {
  /// The row's context, which the screen's form is built from.
  private let context: RenderingContext<State>
  /// The state a tap builds the screen from: the row's, as of its last update.
  private(set) var latest: State
  /// The shown screen: cleared when it is popped.
  private weak var shown: Screen?
  /// The shown form's update, which its screen owns.
  private weak var shownForm: ShownForm<State>?
  /// The form given when the screen was made, with its title.
  private let given: (title: String, form: Form<State>)?
  /// The given form's fields, declared in the row's form.
  let outline: Outline<State>?

  /// Creates the screen of a row built in `context`; nothing is built until
  /// ``open(title:openedBy:didPop:form:)``.
  ///
  /// - Parameter context: The row's context: the screen is pushed on its driver's stack and
  ///   built from its state of the moment.
  public init(_ context: RenderingContext<State>) {
    self.context = context
    latest = context.state
    given = nil
    outline = nil
  }

  /// Creates the screen of a row built in `context`, titled `title`, showing `form`.
  ///
  /// Its fields belong to the row's form from now on, so they count before the screen is
  /// opened. Open it with ``open(openedBy:didPop:)``.
  ///
  /// - Parameters:
  ///   - context: The row's context.
  ///   - title: The screen's title, and what its fields' errors are named after
  ///     (`Notes › Text: Required`).
  ///   - form: The screen's form.
  public init(_ context: RenderingContext<State>, title: String, form: @escaping Form<State>) {
    self.context = context
    latest = context.state
    given = (title, form)
    let outline = Outline(form, in: context.with(path: context.path.appending(row: title)))
    self.outline = outline
    context.fields.add { state, baseline, walker in
      walker.entering(title, openedBy: outline.row) {
        outline.fields(for: state).walk(state, baseline, walker)
      }
    }
  }

  /// Whether the screen is shown (opened and not popped yet).
  public var isShown: Bool { shown != nil }

  /// Builds `form` from the state now and pushes it as a screen titled `title`, unless the
  /// screen is shown already.
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - row: The row that opens it: once the row is hidden or gone, the screen is closed.
  ///   - didPop: Runs when the screen is popped.
  ///   - form: The screen's form, built now, from the state now.
  /// - Returns: Whether it pushed.
  @discardableResult
  public func open(
    title: String, openedBy row: FormCell?, didPop: (() -> Void)? = nil, form: Form<State>
  ) -> Bool {
    guard shown == nil else { return false }
    let fields = FieldGroup<State>()
    let rendered = form(
      context.with(state: latest).with(fields: fields, isOutline: false)
        .with(path: context.path.appending(row: title)))
    let screen = Screen(title: title, sections: rendered.element)
    let shownForm = ShownForm(update: rendered.update)
    self.shownForm = shownForm
    rendered.update(latest)
    let runtime = context.runtime
    present(screen, openedBy: row, retaining: [shownForm, rendered.strongReferences]) {
      [weak self] in
      didPop?()
      guard let self else { return }
      runtime.cancelChecks(of: fields, in: self.latest)
    }
    return true
  }

  /// Builds the form given when the screen was made (``init(_:title:form:)``) from the state
  /// now and pushes it, unless the screen is shown already.
  ///
  /// - Parameters:
  ///   - row: The row that opens it: once the row is hidden or gone, the screen is closed.
  ///   - didPop: Runs when the screen is popped.
  /// - Returns: Whether it pushed (`false` for a screen made without a form).
  @discardableResult
  public func open(openedBy row: FormCell?, didPop: (() -> Void)? = nil) -> Bool {
    guard let given else { return false }
    return open(title: given.title, openedBy: row, didPop: didPop, form: given.form)
  }

  /// Pushes `screen`, built by the caller and kept up to date by `update` (a draft's editor),
  /// keeping `retained` while the screen lives.
  func present(
    _ screen: Screen, openedBy row: FormCell?, retaining retained: [Any],
    update: (() -> Void)? = nil, didPop: @escaping () -> Void
  ) {
    if let update {
      let shownForm = ShownForm<State> { _ in update() }
      self.shownForm = shownForm
      screen.retained = retained + [shownForm]
    } else {
      screen.retained = retained
    }
    screen.didPop = { [weak self] in
      // NB: the form goes with its screen, whoever still holds the screen.
      self?.shown = nil
      self?.shownForm = nil
      didPop()
    }
    screen.opener = row
    shown = screen
    context.push(screen)
  }

  /// Closes the shown screen, and those above it, once the change being applied settles.
  public func close() {
    shown?.opener = nil
  }

  /// Takes the row's new state and brings the shown screen up to date, if there is one: call
  /// it from the row's update.
  public func update(with state: State) {
    latest = state
    shownForm?.update(state)
  }
}

/// Holds a pushed form's update for as long as its screen lives.
final class ShownForm<State> {
  let update: (State) -> Void

  init(update: @escaping (State) -> Void) {
    self.update = update
  }
}

/// A nested form built only so its fields are known, when first needed (the form's errors
/// are asked for), and brought up to date with the state a walk gives it. Never shown.
final class Outline<State> {
  private let form: Form<State>
  private let context: RenderingContext<State>
  /// What the outline built: its sections (never shown), update and references.
  private var built: (sections: [Section], update: (State) -> Void, strongReferences: [Any])?
  private var shown = LastShown<State>()
  /// The fields the outline declares.
  let group = FieldGroup<State>()
  /// The row that opens the screen, where built: a refused submit opens the screen by it.
  weak var row: FormCell?

  /// An outline of `form`, built in `context` (which names the screen's place).
  init(_ form: @escaping Form<State>, in context: RenderingContext<State>) {
    self.form = form
    self.context = context.with(fields: group, isOutline: true)
  }

  /// Where the outlined form's fields live.
  var path: FieldID { context.path }

  /// The outline's fields, built and brought up to date with `state`.
  func fields(for state: State) -> FieldGroup<State> {
    let runtime = context.runtime
    if built == nil {
      let rendered = form(context.with(state: state))
      built = (rendered.element, rendered.update, rendered.strongReferences)
    }
    if shown.changes(to: state, under: context.path, in: runtime) {
      built?.update(state)
    }
    return group
  }
}

extension FormRuntime {
  /// Ends the checks that wait for an answer and the loads of options among `fields` (a
  /// popped screen's): a field counts by its other rules until its row shows again.
  func cancelChecks<State>(of fields: FieldGroup<State>, in state: State) {
    var waiting: [FieldID] = []
    fields.walk(
      state, nil,
      FieldWalker(input: input, needsErrors: false) { [input] visit in
        if input.checks[visit.field.id] != nil { waiting.append(visit.field.id) }
        if let load = input.loads[visit.field.id], load.outcome == nil {
          waiting.append(visit.field.id)
        }
      })
    guard !waiting.isEmpty else { return }
    for id in waiting {
      checkWork[id]?.cancel()
      checkWork[id] = nil
      loadWork[id]?.cancel()
      loadWork[id] = nil
    }
    changeInput { input in
      for id in waiting {
        input.checks[id] = nil
        if input.loads[id]?.outcome == nil { input.loads[id] = nil }
      }
    }
  }
}

extension FieldGroup {
  /// How many fields that count fail in `state`, once any of them shows its errors; `0`
  /// before (a form nobody touched says nothing).
  func shownErrorCount(in state: State, input: FormInput) -> Int {
    guard !input.isUntouched else { return 0 }
    let found = failing(in: state, input: input, formRules: nil)
    return found.showing ? found.errors.count : 0
  }
}
