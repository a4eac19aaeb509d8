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
  /// The shown screen, and whether its row would open it again for a state.
  private weak var screen: Screen?
  private var opensAgain: ((State) -> Bool)?

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
  ///
  /// - Parameter opensAgain: Whether `row` would open the screen again for a state, besides
  ///   being shown and taking taps (a wizard's `Next` only while its step passes); when it
  ///   would not, the row forgets the screen and the driver closes it.
  func push(
    _ rendered: Rendered<[Section], State>, title: String, opener row: FormCell?,
    fields: FieldGroup<State>?, state: State, context: RenderingContext<State>,
    opensAgain: ((State) -> Bool)? = nil
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
    self.opensAgain = opensAgain
    tracker.watch(rendered.reads, signal: signal, while: Watch(nested))
    tracker.run(nested.update, with: state)
    context.push(screen)
  }

  /// Brings the shown screen up to date, if there is one; a screen its row would no longer
  /// open loses its row instead (the driver closes it once the change settles).
  func update(with state: State) {
    guard let shown else { return }
    if let opensAgain, let screen, screen.opener == nil || !opensAgain(state) {
      screen.opener = nil
      return
    }
    tracker.run(shown.update, with: state)
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
