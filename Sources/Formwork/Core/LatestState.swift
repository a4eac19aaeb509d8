/// The state an element's gestures act on (a button's tap, a row that opens a screen): the
/// driver's current state when the context can say it, otherwise the state of the
/// element's last update, kept. Keeping a state keeps its storage shared, so the driver's
/// next write into it copies it; an element that asks the driver keeps nothing.
final class LatestState<State> {
  private let link: FormLink<State>
  /// The state of the last update, where the context cannot say the current one.
  private var kept: State?

  init(_ context: RenderingContext<State>) {
    link = context.link
    kept = context.link.current() == nil ? context.state : nil
  }

  /// The state now; `nil` once the driver is gone.
  var value: State? { link.current() ?? kept }

  /// Takes the state of an update, where the context cannot say the current one.
  func update(_ state: State) {
    if kept != nil { kept = state }
  }

  /// What the element's update must read: `reads`, or anything where it keeps the state of
  /// each update (it must see every one).
  func reading(_ reads: Footprint) -> Footprint {
    kept == nil ? reads : .unknown
  }
}
