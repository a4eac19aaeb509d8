/// A button: a row that runs `action` when tapped (Eureka's `ButtonRow`, Former's
/// selectable `LabelRowFormer`, SwiftUI's `Button` in a `Form`).
///
/// The action gets the rendering context with the state of the moment, so it can read
/// state, change it, push a screen or go back.
///
/// ```swift
/// buttonCell(title: "Reset") { context in context.change { $0 = Hotspot() } }
/// buttonCell(title: "Done", isEnabled: \Newsletter.isValid) { context in context.pop() }
/// ```
///
/// - Parameters:
///   - title: The button's title.
///   - isEnabled: Where in state the button's enabled state lives; always enabled if `nil`.
///     A disabled button refuses taps.
///   - action: Runs on a tap with the context, whose `state` is the current state.
public func buttonCell<State>(
  title: String, isEnabled: KeyPath<State, Bool>? = nil,
  action: @escaping (RenderingContext<State>) -> Void
) -> Element<FormCell, State> {
  return { context in
    let cell = FormCell(title: title)
    cell.shouldHighlight = true
    let latest = LatestState(context)
    cell.didSelect = {
      guard let state = latest.value else { return }
      action(context.with(state: state))
    }
    // NB: a button reads only whether it is enabled; what its action reads, it asks the
    // driver for when tapped.
    let reads = isEnabled.map { context.footprint(of: $0) } ?? .none
    return context.rendered(cell, reads: latest.reading(reads)) { state in
      latest.update(state)
      if let isEnabled {
        let enabled = state[keyPath: isEnabled]
        cell.isEnabled = enabled
      }
    }
  }
}
