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
    return Rendered(
      element: rendered.element, strongReferences: rendered.strongReferences, reads: reads
    ) { state in
      tracker.run(update, reading: reads, with: state[keyPath: keyPath])
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
    return Rendered(
      element: rendered.element, strongReferences: rendered.strongReferences, reads: reads
    ) { state in
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
      tracker.run(update, reading: reads, with: nested)
    }
  }
}

/// Builds a nested form in its scoped context, and what its update reads, as its parent
/// sees it: what its elements read, or, when that is many places, the nested state's place
/// as a whole with the signals the nested form depends on (a bound form reads nothing
/// outside its state). A parent then tells a thousand bound groups apart by a thousand
/// places, not by every place their rows read.
func bound<Nested>(_ form: Form<Nested>, in context: RenderingContext<Nested>) -> (
  Rendered<[Section], Nested>, Footprint
) {
  let rendered = form(context)
  guard let base = context.base, let places = rendered.reads.places, places.count > 16 else {
    return (rendered, rendered.reads)
  }
  return (rendered, Footprint(base).union(rendered.reads.signals))
}
