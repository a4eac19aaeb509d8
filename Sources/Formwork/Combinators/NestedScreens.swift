/// What a row that opens a nested screen keeps (a disclosure row, a wizard's `Next`): the
/// screen's form while the screen is shown, built when the row is tapped from the state of
/// that moment, owned by the screen (popping it frees the form), and brought up to date by
/// the row's update.
///
/// The row reads ``reads``, a signal the driver raises when a change writes what the shown
/// form reads: the row runs when its screen needs it, not after every change.
///
/// What the screen started ends when it is popped, as a deleted list row's does: its fields'
/// refused values and waiting checks go (``FieldNode/dropRefused()``) and its form runs no
/// more, even while someone still holds the screen. Its fields stay in the whole form.
final class NestedScreen<State> {
  private let tracker: UpdateTracker
  private let signal: Place
  /// The shown screen's form, watched: its screen owns it.
  private weak var shown: NestedForm<State>?
  /// The shown screen, watched.
  private weak var screen: Screen?

  /// - Parameters:
  ///   - tracker: The driver's tracker.
  ///   - signal: The signal to raise for the screen; a new one if `nil` (a row that reads a
  ///     signal already, for its fields' error count, shares it).
  init(tracker: UpdateTracker, signal: Place? = nil) {
    self.tracker = tracker
    self.signal = signal ?? tracker.places.signal()
  }

  /// What the row's update reads for the screen: the signal raised for it.
  var reads: Footprint { Footprint(signal) }

  /// Whether the screen is shown.
  var isShown: Bool { shown != nil }

  /// Pushes `rendered`, built from `state`, as a screen titled `title` that `row` opened.
  /// Refused text and waiting checks of `fields` (the screen's) go when the screen is popped.
  func push(
    _ rendered: Rendered<[Section], State>, title: String, opener row: FormCell?,
    fields: FieldGroup<State>?, state: State, push: (Screen) -> Void
  ) {
    let nested = NestedForm(update: rendered.update)
    let screen = Screen(title: title, sections: rendered.element)
    screen.retained = [nested, rendered.strongReferences]
    screen.didPop = { [weak self, weak fields] in
      // NB: the form goes with its screen, whoever still holds the screen: an update run
      // after the pop would start its checks again.
      self?.shown = nil
      return fields?.dropRefused() ?? false
    }
    screen.opener = row
    shown = nested
    self.screen = screen
    tracker.watch(rendered.reads, signal: signal, while: Watch(nested))
    tracker.run(nested.update, with: state)
    push(screen)
  }

  /// Closes the shown screen, and those above it, once the change being applied settles:
  /// the screen forgets the row that opened it, and the driver closes a screen whose row is
  /// gone (a row that no longer opens it, such as a wizard's `Next` after the step stopped
  /// passing).
  func close() {
    screen?.opener = nil
  }

  /// Brings the shown screen up to date, if there is one.
  func update(with state: State) {
    if let shown { tracker.run(shown.update, with: state) }
  }
}

/// What a disclosure row keeps (``detailTextCell(title:keyPath:form:)``, pickers,
/// `nestedTextField`), in one object its closures share: its detail, the nested form's
/// fields (declared in the whole form from the start, outlined when first needed), the
/// screen it opens, and the error count it shows.
final class DisclosureRow<State> {
  let title: String
  private let detail: RowDetail<State>
  /// Builds the nested form from a state into fields, shown or outlined (the fields keep
  /// it, to outline themselves once the row is gone).
  private let build: (State, FieldGroup<State>, Bool) -> Rendered<[Section], State>
  let nestedFields: NestedFields<State>
  /// The driver's current state, when the context can say it (see ``LatestState``).
  private let current: () -> State?
  /// The state of the last update, where the context cannot say the current one.
  private var kept: State?
  private let screen: NestedScreen<State>
  private let push: (Screen) -> Void
  /// The count's message the row shows.
  private var shownCount: String?
  /// The driver's words for the count (``FormStrings/fieldsToFix``).
  private let fieldsToFix: (Int) -> String
  private weak var cell: FormCell?
  /// What the row reads besides its detail: one signal, for its nested fields' error count
  /// and its open screen.
  let reads: Footprint

  /// What the row's update must read, besides `reads`: `detail`, or anything where it keeps
  /// the state of each update (it must see every one).
  func reading(_ detail: Footprint) -> Footprint {
    kept == nil ? detail.union(reads) : .unknown
  }

  init(
    title: String, detail: RowDetail<State>, form: @escaping Form<State>,
    context: RenderingContext<State>
  ) {
    self.title = title
    self.detail = detail
    fieldsToFix = context.strings.fieldsToFix
    // NB: the outline and the tap build the nested form from one context without this form's
    // fields (the fields hold the outline, so capturing them would be a cycle).
    let source = context.with(fields: context.tracker.detachedFields())
    push = context.push
    let build = { (state: State, fields: FieldGroup<State>, outlining: Bool) in
      let nested = source.with(state: state)
      return form(outlining ? nested.outlining(fields: fields) : nested.with(fields: fields))
    }
    self.build = build
    nestedFields = NestedFields(title: title) { state in
      let outline = FieldGroup<State>()
      _ = build(state, outline, true)
      return outline
    }
    context.fields.add(nestedFields)
    current = context.current
    kept = context.current() == nil ? context.state : nil
    let tracker = context.tracker
    let signal = tracker.places.signal()
    screen = NestedScreen(tracker: tracker, signal: signal)
    reads = nestedFields.raises(signal, to: tracker)
  }

  /// Makes `cell` the row: a disclosure indicator, and a tap that opens the screen.
  func show(on cell: FormCell) {
    self.cell = cell
    cell.accessory = .disclosureIndicator
    cell.shouldHighlight = true
    cell.didSelect = { [self] in open() }
    nestedFields.refreshRow = { [weak self] state in self?.showDetail(state) }
    nestedFields.row = cell
  }

  /// Opens the nested screen, built from the state now, unless it is open.
  private func open() {
    guard !screen.isShown, let state = current() ?? kept else { return }
    let built = FieldGroup<State>()
    let rendered = build(state, built, false)
    nestedFields.replace(with: built)
    screen.push(rendered, title: title, opener: cell, fields: built, state: state, push: push)
  }

  func update(with state: State) {
    if kept != nil { kept = state }
    showDetail(state)
    screen.update(with: state)
  }

  private func showDetail(_ state: State) {
    guard let cell else { return }
    shownCount = display(
      detail.text(state), errorCount: nestedFields.shownErrorCount(in: state), on: cell,
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
