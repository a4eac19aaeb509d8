/// What a row that opens a nested screen keeps (a disclosure row, a wizard's `Next`): the
/// screen's form while the screen is shown, built when the row is tapped from the state of
/// that moment, owned by the screen (popping it frees the form), and brought up to date by
/// the row's update.
///
/// The row reads ``reads``, a signal the driver raises when a change writes what the shown
/// form reads: the row runs when its screen needs it, not after every change.
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
  /// Refused text of `fields` (the screen's) goes when the screen is popped.
  func push(
    _ rendered: Rendered<[Section], State>, title: String, opener row: FormCell?,
    fields: FieldGroup<State>?, state: State, context: RenderingContext<State>
  ) {
    let nested = NestedForm(update: rendered.update)
    let screen = Screen(title: title, sections: rendered.element)
    screen.retained = [nested, rendered.strongReferences]
    screen.didPop = { [weak fields] in fields?.dropRefused() ?? false }
    screen.opener = row
    shown = nested
    self.screen = screen
    tracker.watch(rendered.reads, signal: signal, while: Watch(nested))
    tracker.run(nested.update, with: state)
    context.push(screen)
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
