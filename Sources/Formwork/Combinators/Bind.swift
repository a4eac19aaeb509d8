/// Turns a form over a part of the state into a form over the whole state.
///
/// `bind` goes "the wrong way" on purpose: the key path points from the parent state
/// `State` into `NestedState`, while the form is transformed from `NestedState` to
/// `State`. That is a pullback, like `Snapshotting.pullback` in swift-snapshot-testing.
/// The nested form reads `state[keyPath: keyPath]` and its changes write through it,
/// so a form written once for `Hotspot` works inside any state that holds a `Hotspot`.
/// Binding twice equals binding once to the appended key path.
///
/// ```swift
/// var settingsForm: Form<Settings> {
///   sections([section([
///     detailTextCell(title: "Personal Hotspot", keyPath: \.hotspotEnabled,
///                    form: bind(form: hotspotForm, to: \.hotspot))
///   ])])
/// }
/// ```
///
/// When `NestedState` is `Equatable`, an overload skips the nested update while the
/// nested value is unchanged. After a change written through a control, the nested update
/// runs only if what the nested form reads overlaps what was written (see ``Footprint``).
///
/// - Parameters:
///   - form: The form over the nested state.
///   - keyPath: Where the nested state lives in the parent state.
public func bind<State, NestedState>(
  form: @escaping Form<NestedState>, to keyPath: WritableKeyPath<State, NestedState>
) -> Form<State> {
  return { context in
    let (rendered, reads) = bound(form, in: context.scoped(to: keyPath))
    let update = rendered.update
    let tracker = context.tracker
    return reads.rendered(rendered.element, rendered.strongReferences, tracker) { state in
      tracker.runChosen(update, with: state[keyPath: keyPath])
    }
  }
}

/// Turns a form over an `Equatable` part of the state into a form over the whole state,
/// skipping the nested form's update while that part is unchanged.
///
/// Swift picks this overload whenever `NestedState` is `Equatable`; callers write the
/// same `bind(form:to:)`. With ``UpdateStrategy/naive`` nothing is skipped.
///
/// ```swift
/// bind(form: hotspotForm, to: \Settings.hotspot)   // Hotspot: Equatable
/// ```
///
/// - Parameters:
///   - form: The form over the nested state.
///   - keyPath: Where the nested state lives in the parent state.
public func bind<State, NestedState: Equatable>(
  form: @escaping Form<NestedState>, to keyPath: WritableKeyPath<State, NestedState>
) -> Form<State> {
  return { context in
    let (rendered, reads) = bound(form, in: context.scoped(to: keyPath))
    let update = rendered.update
    let tracker = context.tracker
    var last: NestedState?
    return reads.rendered(rendered.element, rendered.strongReferences, tracker) { state in
      let nested = state[keyPath: keyPath]
      if tracker.skipsUnchanged, !tracker.written.isUnknown {
        // NB: after a write of known extent what was written chooses the nested updates that
        // run (an equal value another element brought, its array reordered, included); the
        // value is not kept to compare, as keeping it would keep its storage shared and make
        // the next write into it copy it.
        last = nil
      } else {
        // NB: after a change of unknown extent an equal value skips its updates, but not in
        // a refresh (a refusal's message, an asynchronous answer), which changes what they
        // show and not the value. The naive strategy keeps the value too, for a switch.
        if tracker.skipsUnchanged, !tracker.isRefreshing, last == nested { return }
        last = nested
      }
      tracker.runChosen(update, with: nested)
    }
  }
}

/// What a bound form reads, as its parent sees it: what its elements read, or, when that
/// is many places, the nested state's place as a whole with the signals the nested form
/// depends on (a bound form reads nothing outside its state), so a parent tells a thousand
/// bound groups apart by a thousand places, not by every place their rows read. It checks
/// the nested state's place first: a write elsewhere costs one comparison, however many
/// places its rows read.
///
/// A class: the bound form's update keeps one reference and checks through it, where a
/// struct of three arrays would be copied (three retains and releases) at every check, once
/// per bound child per change.
final class BoundReads: ReadsCheck {
  /// What the parent indexes.
  let reads: Footprint
  /// The nested state's place, which every place the form reads lies within, but signals.
  let base: Place?
  /// The signals the form reads.
  let signals: Footprint
  /// The first token of ``base``, as a key: where most checks end.
  private let baseKey: Token.Key?
  /// Whether the form reads no signal.
  private let readsNoSignal: Bool

  init(reads: Footprint, base: Place?, signals: Footprint) {
    self.reads = reads
    self.base = base
    self.signals = signals
    baseKey = base?.tokens.first.map(Token.Key.init)
    readsNoSignal = signals.places?.isEmpty ?? false
  }

  /// Whether the form's reads certainly miss what was written: every written place parts
  /// from the nested state's place at its first token, and no signal it reads was written.
  func misses(_ written: WrittenKeys) -> Bool {
    guard let baseKey else { return false }
    return written.miss(startingWith: baseKey) && (readsNoSignal || !written.hasSignals)
  }

  /// Whether what the form reads may overlap `written`.
  func overlaps(_ written: Footprint) -> Bool {
    guard let base, let places = written.places else { return reads.overlaps(written) }
    let reaches =
      places.contains { $0.overlaps(base) }
      || (places.contains(where: \.isSignal)
        && signals.overlaps(written))
    return reaches && reads.overlaps(written)
  }

  /// A rendered bound form whose update skips itself when what it reads was not written.
  func rendered<State>(
    _ element: [Section], _ strongReferences: [Any], _ tracker: UpdateTracker,
    update: @escaping (State) -> Void
  ) -> Rendered<[Section], State> {
    guard !reads.isUnknown else {
      return Rendered(
        element: element, strongReferences: strongReferences, reads: reads, update: update)
    }
    return Rendered(element: element, strongReferences: strongReferences, reads: reads) {
      [self] state in
      guard tracker.proceeds(checking: self) else { return }
      update(state)
    }
  }
}

/// Builds a nested form in its scoped context, and what it reads (see ``BoundReads``).
func bound<Nested>(_ form: Form<Nested>, in context: RenderingContext<Nested>) -> (
  Rendered<[Section], Nested>, BoundReads
) {
  let rendered = form(context)
  guard let base = context.base else {
    return (rendered, BoundReads(reads: rendered.reads, base: nil, signals: .none))
  }
  // NB: a nested form that does not say what it reads (a custom composite) still reads only
  // its state, and whatever signals.
  guard let places = rendered.reads.places else {
    let signals = Footprint(.anySignal)
    return (
      rendered, BoundReads(reads: Footprint(base).union(signals), base: base, signals: signals)
    )
  }
  let signals = rendered.reads.signals
  let reads = places.count > 16 ? Footprint(base).union(signals) : rendered.reads
  return (rendered, BoundReads(reads: reads, base: base, signals: signals))
}
