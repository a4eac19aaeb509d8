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
    let latest = Latest(context.state)
    cell.didSelect = { action(context.with(state: latest.value)) }
    return context.rendered(cell, [latest]) { state in
      latest.value = state
      if let isEnabled { cell.isEnabled = state[keyPath: isEnabled] }
    }
  }
}
