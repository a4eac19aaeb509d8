/// Counts the update closures a driver runs and holds the update strategy.
///
/// Every combinator that runs a child's update closure counts it here, so
/// ``updatesRun`` is the number of update closures run since the driver was created,
/// including those of custom elements.
///
/// ```swift
/// let driver = FormDriver(initial: Settings(), build: settingsForm)
/// driver.state.hotspot.isEnabled = false
/// driver.updatesInLastChange   // how many update closures that change ran
/// ```
public final class UpdateTracker {
  /// Update closures run so far.
  public private(set) var updatesRun = 0
  /// The strategy combinators follow when they run updates.
  public var strategy: UpdateStrategy
  /// Runs after a submit button submitted its form: the driver marks the form pristine.
  var didSubmit: (() -> Void)?
  /// Runs after a submit button refused to submit, with the first field to fix and the
  /// screens that lead to it from the button's screen: the driver focuses it.
  var didRefuseSubmit: ((AnyFormField, [String]) -> Void)?
  /// Whether a submit button was built in the form (``FormDriver/offersSubmit``).
  var offersSubmit = false
  /// Runs the form's asynchronous checks (``AsyncValidationRule``); the driver's.
  public internal(set) var scheduler: any ValidationScheduler = ManualScheduler()
  /// What the changes of the current round of updates wrote: composite elements run the
  /// updates of the children whose reads overlap it.
  public internal(set) var written: Footprint = .unknown
  /// The synthetic regions footprints use for storage behind array subscripts.
  let regions = SyntheticRegions()
  /// Whether the updates running bring the screens up to date without a change of state
  /// (after a refusal, an asynchronous check's answer): what compares values to skip
  /// unchanged parts runs them all the same, since what they show changed.
  var isRefreshing = false

  /// Creates a tracker.
  ///
  /// - Parameter strategy: `.incremental` (the default) or `.naive`.
  public init(strategy: UpdateStrategy = .incremental) {
    self.strategy = strategy
  }

  /// Whether a subtree whose state did not change may skip its update.
  public var skipsUnchanged: Bool { strategy == .incremental }

  /// Runs a child's update closure and counts it.
  ///
  /// ```swift
  /// let wrapped: Element<FormCell, Hotspot> = { context in
  ///   let child = controlCell(title: "On", control: toggle(keyPath: \Hotspot.isEnabled))(context)
  ///   return Rendered(element: child.element, strongReferences: [child.strongReferences]) {
  ///     state in context.tracker.run(child.update, with: state)
  ///   }
  /// }
  /// ```
  @inline(__always)
  public func run<State>(_ update: (State) -> Void, with state: State) {
    updatesRun &+= 1
    update(state)
  }

  /// Runs a child's update, if what it reads overlaps what the current round's changes wrote
  /// (always under the naive strategy), and counts it.
  ///
  /// ```swift
  /// let wrapped: Element<FormCell, Hotspot> = { context in
  ///   let child = controlCell(title: "On", control: toggle(keyPath: \Hotspot.isEnabled))(context)
  ///   return Rendered(element: child.element, strongReferences: [child.strongReferences]) {
  ///     state in context.tracker.run(child.update, reading: child.reads, with: state)
  ///   }
  /// }
  /// ```
  @inline(__always)
  public func run<State>(_ update: (State) -> Void, reading reads: Footprint, with state: State) {
    guard !skipsUnchanged || reads.overlaps(written) else { return }
    run(update, with: state)
  }
}

/// How a driver brings a form up to date after a change.
public enum UpdateStrategy: Sendable, Equatable {
  /// Skip the update of a bound subtree whose `Equatable` state did not change.
  case incremental
  /// Re-run every update closure on every change (for comparison in benchmarks).
  case naive
}
