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
/// When `NestedState` is `Equatable`, the nested form's update is skipped while the nested
/// value (and the form's input) is unchanged: a change elsewhere costs one comparison.
///
/// - Parameters:
///   - form: The form over the nested state.
///   - keyPath: Where the nested state lives in the parent state.
public func bind<State, NestedState>(
  form: @escaping Form<NestedState>, to keyPath: WritableKeyPath<State, NestedState>
) -> Form<State> {
  return { context in
    let scoped = context.scoped(to: keyPath)
    let path = scoped.path
    let rendered = form(scoped)
    let update = rendered.update
    let runtime = context.runtime
    var shown = LastShown<NestedState>()
    return context.rendered(rendered.element, rendered.strongReferences) { state in
      let nested = state[keyPath: keyPath]
      guard shown.changes(to: nested, under: path, in: runtime) else { return }
      update(nested)
    }
  }
}
