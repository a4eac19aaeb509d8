/// A screen a row opens, built when the row is tapped from the state of that moment, owned by
/// the screen (popping it frees what was built) and brought up to date by the row's update
/// while it is shown. Every built-in row that opens a screen opens it through one: disclosure
/// rows (``detailTextCell(title:keyPath:form:)``, pickers, ``nestedTextField(title:keyPath:)``),
/// a wizard's `Next` (``steps(_:next:submit:confirmation:onSubmit:)``) and
/// ``draftCell(title:keyPath:detail:done:cancel:form:)``; a custom element opens its own the
/// same way.
///
/// Make one when the row is built, open it from the row's tap, and in the row's update call
/// ``update(with:)`` and read ``reads``: the row then runs when its screen needs it (a change
/// wrote what the shown form reads), not after every change. Give it its title and form when
/// you make it (``init(_:title:form:)``) and the form's fields belong to the whole form from
/// the start, as a disclosure row's do: they count in ``FormDriver/validationErrors`` and in
/// submit gating before the screen was ever opened.
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
///       section([controlCell(title: title, control: textArea(keyPath: keyPath, rules: [.required()]))])
///     ])
///     let notes = NestedScreen(context, title: title, form: editor)
///     cell.didSelect = { [weak cell] in notes.open(openedBy: cell) }
///     let reads = notes.reads.union(context.footprint(of: keyPath))
///     return context.rendered(cell, strongReferences: [notes], reads: reads) { state in
///       cell.detail = "\(state[keyPath: keyPath].count) characters"
///       notes.update(with: state)
///     }
///   }
/// }
/// ```
///
/// What the screen started ends when it is popped, as a deleted list row's does: its fields'
/// refused values and waiting checks go, and its form runs no more, even while someone still
/// holds the screen.
public final class NestedScreen<State> {
  private let tracker: UpdateTracker
  private let push: (Screen) -> Void
  /// The context the screen's form is built from: the row's, without its fields.
  private let source: RenderingContext<State>
  /// The state a tap builds the screen from.
  private let latest: LatestState<State>
  /// The signal raised when a change writes what the shown form reads; a disclosure row
  /// raises it for its nested fields' error count too.
  let signal: Place
  /// The shown screen, watched: cleared when it is popped.
  private weak var shown: Screen?
  /// The shown form's update, watched: its screen owns it.
  private weak var shownForm: NestedForm<State>?
  /// The form given when the screen was made (``init(_:title:form:)``).
  private var givenForm: Form<State>?
  /// The fields of the form given when the screen was made, declared in the row's form (an
  /// outline until the screen is built), with its title.
  private(set) var fields: NestedFields<State>?

  /// Creates the screen of a row built in `context`; nothing is built until ``open(title:openedBy:didPop:form:)``.
  ///
  /// - Parameter context: The row's context: the screen is pushed on its driver's stack and
  ///   built from its state of the moment.
  public init(_ context: RenderingContext<State>) {
    tracker = context.tracker
    push = context.push
    // NB: without the row's fields: they hold what the row's closures hold (a cycle).
    source = context.with(fields: context.tracker.detachedFields())
    latest = LatestState(context)
    signal = context.tracker.places.signal()
  }

  /// Creates the screen of a row built in `context`, titled `title`, showing `form`: its
  /// fields are declared in the row's form now (outlined from the state when first needed),
  /// so they count before the screen is opened. Open it with ``open(openedBy:didPop:)``.
  ///
  /// - Parameters:
  ///   - context: The row's context: the screen is pushed on its driver's stack and built
  ///     from its state of the moment.
  ///   - title: The screen's title, and what its fields' errors are named after
  ///     (`Notes › Text: Required`).
  ///   - form: The screen's form.
  public convenience init(
    _ context: RenderingContext<State>, title: String, form: @escaping Form<State>
  ) {
    self.init(context)
    // NB: the outline builds the form from a context without the row's fields (the fields
    // hold the outline, so capturing them would be a cycle).
    let source = self.source
    let fields = NestedFields(title: title) { state in
      let outline = FieldGroup<State>()
      _ = form(source.with(state: state).outlining(fields: outline))
      return outline
    }
    context.fields.add(fields)
    _ = fields.raises(signal, to: context.tracker)
    self.fields = fields
    givenForm = form
  }

  /// What the row's update reads for the screen; union it with what the row reads itself.
  public var reads: Footprint { latest.reading(Footprint(signal)) }

  /// Whether the screen is shown (opened and not popped yet).
  public var isShown: Bool { shown != nil }

  /// The state a tap acts on: the driver's now (see ``LatestState``); `nil` once it is gone.
  var state: State? { latest.value }

  /// Builds `form` from the state now and pushes it as a screen titled `title`, unless the
  /// screen is shown already. Returns whether it pushed.
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - row: The row that opens it: once the row is hidden or gone, the screen is closed.
  ///   - didPop: Runs when the screen is popped.
  ///   - form: The screen's form, built now, from the state now, declaring its fields in a
  ///     group of the screen's own (`context.fields`).
  @discardableResult
  public func open(
    title: String, openedBy row: FormCell?, didPop: (() -> Void)? = nil, form: Form<State>
  ) -> Bool {
    guard shown == nil, let state = latest.value else { return false }
    let fields = FieldGroup<State>()
    let rendered = form(source.with(state: state).with(fields: fields))
    let nested = NestedForm(update: rendered.update)
    let screen = Screen(title: title, sections: rendered.element)
    shownForm = nested
    tracker.watch(rendered.reads, signal: signal, while: Watch(nested))
    tracker.run(nested.update, with: state)
    present(screen, openedBy: row, retaining: [nested, rendered.strongReferences]) {
      [weak fields] in
      didPop?()
      return fields?.dropRefused() ?? false
    }
    return true
  }

  /// Builds the form given when the screen was made (``init(_:title:form:)``) from the state
  /// now and pushes it, unless the screen is shown already; its built fields take the place
  /// of their outline. Returns whether it pushed (`false` for a screen made without a form).
  ///
  /// - Parameters:
  ///   - row: The row that opens it: once the row is hidden or gone, the screen is closed.
  ///   - didPop: Runs when the screen is popped.
  @discardableResult
  public func open(openedBy row: FormCell?, didPop: (() -> Void)? = nil) -> Bool {
    guard let form = givenForm, let fields else { return false }
    return open(title: fields.title, openedBy: row, didPop: didPop) { [fields] context in
      let rendered = form(context)
      fields.replace(with: context.fields)
      return rendered
    }
  }

  /// Pushes `screen`, built by the caller and kept up to date by what it retains (a draft's
  /// editor), keeping `retained` while the screen lives. `didPop` says whether what the
  /// screens below show changed (refused text dropped with the screen's rows).
  func present(
    _ screen: Screen, openedBy row: FormCell?, retaining retained: [Any],
    didPop: @escaping () -> Bool
  ) {
    screen.retained = retained
    screen.didPop = { [weak self] in
      // NB: the form goes with its screen, whoever still holds the screen: an update run
      // after the pop would start its checks again.
      self?.shown = nil
      self?.shownForm = nil
      return didPop()
    }
    screen.opener = row
    shown = screen
    push(screen)
  }

  /// Closes the shown screen, and those above it, once the change being applied settles:
  /// the screen forgets the row that opened it, and the driver closes a screen whose row is
  /// gone (a row that no longer opens it, such as a wizard's `Next` after the step stopped
  /// passing).
  public func close() {
    shown?.opener = nil
  }

  /// Takes the row's new state and brings the shown screen up to date, if there is one: call
  /// it from the row's update.
  public func update(with state: State) {
    latest.update(state)
    if let shownForm { tracker.run(shownForm.update, with: state) }
  }
}

/// What a disclosure row keeps (``detailTextCell(title:keyPath:form:)``, pickers,
/// `nestedTextField`), in one object its closures share: its detail, the nested form's
/// fields (declared in the whole form from the start, outlined when first needed), the
/// screen it opens, and the error count it shows.
final class DisclosureRow<State> {
  let title: String
  private let detail: RowDetail<State>
  private let screen: NestedScreen<State>
  /// The count's message the row shows.
  private var shownCount: String?
  /// The driver's words for the count (``FormStrings/fieldsToFix``).
  private let fieldsToFix: (Int) -> String
  private weak var cell: FormCell?

  /// What the row's update must read: `detail`, its screen, and its nested fields' error
  /// count (one signal for both).
  func reading(_ detail: Footprint) -> Footprint {
    screen.reads.union(detail)
  }

  init(
    title: String, detail: RowDetail<State>, form: @escaping Form<State>,
    context: RenderingContext<State>
  ) {
    self.title = title
    self.detail = detail
    fieldsToFix = context.strings.fieldsToFix
    screen = NestedScreen(context, title: title, form: form)
  }

  /// Makes `cell` the row: a disclosure indicator, and a tap that opens the screen.
  func show(on cell: FormCell) {
    self.cell = cell
    cell.accessory = .disclosureIndicator
    cell.shouldHighlight = true
    cell.didSelect = { [self] in open() }
    screen.fields?.refreshRow = { [weak self] state in self?.showDetail(state) }
    screen.fields?.row = cell
  }

  /// Opens the nested screen, built from the state now, unless it is open.
  private func open() {
    screen.open(openedBy: cell)
  }

  func update(with state: State) {
    showDetail(state)
    screen.update(with: state)
  }

  private func showDetail(_ state: State) {
    guard let cell else { return }
    shownCount = display(
      detail.text(state), errorCount: screen.fields?.shownErrorCount(in: state) ?? 0, on: cell,
      replacing: shownCount, counting: fieldsToFix)
  }
}

/// Holds a pushed nested form's update closure for as long as its screen lives.
final class NestedForm<State> {
  let update: (State) -> Void

  init(update: @escaping (State) -> Void) {
    self.update = update
  }
}

extension FieldNode {
  /// Raises a signal whenever what fails under these fields may have changed, and returns
  /// it: a row that shows their error count reads it. One signal per node, whoever asks.
  func signalsStaleness(to tracker: UpdateTracker) -> Footprint {
    if let staleSignal { return Footprint(staleSignal) }
    let signal = tracker.places.signal()
    return raises(signal, to: tracker)
  }

  /// Raises `signal` whenever what fails under these fields may have changed (see
  /// ``signalsStaleness(to:)``), and returns it.
  func raises(_ signal: Place, to tracker: UpdateTracker) -> Footprint {
    staleSignal = signal
    onStale = { [weak tracker] in tracker?.raise(signal) }
    return Footprint(signal)
  }
}
