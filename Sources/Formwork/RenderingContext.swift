/// Everything an element needs while it is built: the state at that moment and the ways
/// it may act on the form.
///
/// A form never mutates state directly. It asks the driver through ``change``, and the
/// driver applies the change and re-runs every update closure, so all elements show the
/// new state.
///
/// ```swift
/// let cell: Element<FormCell, Hotspot> = { context in
///   let cell = FormCell(title: "Reset")
///   cell.shouldHighlight = true
///   cell.didSelect = { context.change { $0 = Hotspot() } }
///   return Rendered(element: cell, strongReferences: [], update: { _ in })
/// }
/// ```
public struct RenderingContext<State> {
  /// The state when the element was built. Later states reach the element through its
  /// update closure.
  public let state: State
  /// Requests a change of state; the only way an element changes state.
  public let change: ((inout State) -> Void) -> Void
  /// Shows a nested screen on top of the current one.
  public let push: (Screen) -> Void
  /// Goes back one screen. Does nothing on the root screen.
  public let pop: () -> Void
  /// Counts update closures and says whether unchanged subtrees may be skipped. Shared by
  /// every element a driver builds; a context made by hand gets a fresh one.
  public let tracker: UpdateTracker

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - state: The state the element is built from.
  ///   - change: Applies a change to the state.
  ///   - push: Shows a nested screen.
  ///   - pop: Goes back one screen.
  ///   - tracker: The update tracker shared by the elements of one driver.
  public init(
    state: State,
    change: @escaping ((inout State) -> Void) -> Void,
    push: @escaping (Screen) -> Void,
    pop: @escaping () -> Void,
    tracker: UpdateTracker = UpdateTracker()
  ) {
    self.state = state
    self.change = change
    self.push = push
    self.pop = pop
    self.tracker = tracker
  }

  /// A context for the part of this state at `keyPath`: changes write through the key
  /// path, navigation and the tracker are shared. This is what ``bind(form:to:)`` uses.
  ///
  /// ```swift
  /// let nested: RenderingContext<Hotspot> = context.scoped(to: \Settings.hotspot)
  /// ```
  public func scoped<Nested>(to keyPath: WritableKeyPath<State, Nested>) -> RenderingContext<
    Nested
  > {
    let change = self.change
    return RenderingContext<Nested>(
      state: state[keyPath: keyPath],
      change: { nestedChange in change { nestedChange(&$0[keyPath: keyPath]) } },
      push: push,
      pop: pop,
      tracker: tracker
    )
  }

  /// A copy of this context whose ``state`` is `state`. Lazily built nested forms use it
  /// to build from the state of the moment they are shown.
  public func with(state: State) -> RenderingContext<State> {
    RenderingContext(state: state, change: change, push: push, pop: pop, tracker: tracker)
  }
}
