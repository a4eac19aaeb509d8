/// Counts the update closures a driver runs, holds the update strategy, and knows what the
/// current round of updates is about: what the changes since the last round wrote. (The
/// driver's words, scheduler and submit callbacks are the driver's: elements reach them
/// through their context's link.)
///
/// Every combinator that runs a child's update closure runs it here, so ``updatesRun`` is
/// the number of update closures run since the driver was created, including those of custom
/// elements. Built-in elements skip themselves when what they read was not written, however
/// their parent runs them: a composite element that runs every child with
/// ``run(_:with:)`` costs only the children whose reads the change overlaps, and a child that
/// skipped itself is not counted.
///
/// ```swift
/// let driver = FormDriver(initial: Settings(), build: settingsForm)
/// driver.state.hotspot.isEnabled = false
/// driver.updatesInLastChange   // how many update closures that change ran
/// ```
public final class UpdateTracker {
  /// Update closures run so far (those that skipped themselves are not counted).
  public private(set) var updatesRun = 0
  /// The strategy combinators follow when they run updates.
  public var strategy: UpdateStrategy {
    didSet { noteRound() }
  }
  /// What the changes of the current round of updates wrote: elements run when what they
  /// read overlaps it.
  public internal(set) var written: Footprint = .unknown {
    didSet { noteRound() }
  }
  /// What the current round wrote, as its places' first tokens, when elements may skip
  /// themselves (the strategy incremental, the extent known); `nil` when every update runs.
  // NB: private, so the compiler sees every access and checks none at run time: an element
  // that skips itself reads it once per change (a public property costs a runtime call per
  // read to enforce exclusive access).
  private var round: WrittenKeys?
  /// Makes the places of this driver's footprints.
  let places = PlaceMaker()
  /// Whether the updates running bring the screens up to date without a change of state
  /// (after a refusal, an asynchronous check's answer): what compares values to skip
  /// unchanged parts runs them all the same, since what they show changed.
  var isRefreshing = false
  /// Signals raised since the last round (see ``raise(_:)``).
  private(set) var raised: [Place] = []
  /// The field groups ``detachedFields()`` gives, by state type.
  fileprivate var detached: [ObjectIdentifier: AnyObject] = [:]
  /// What pushed screens read, and the signal that brings each up to date.
  private var watched: [(reads: Footprint, signal: Place, owner: Watch)] = []

  // NB: how self-skipping is told apart from running: `depth` counts the runs under way, an
  // update that skips itself marks its depth in `skippedAt` so `run` does not count it, and
  // a parent that already chose a child marks the child's depth in `chosenAt` so the child
  // does not check again.
  private var depth = 0
  private var skippedAt = -1
  private var chosenAt = -1

  /// Creates a tracker.
  ///
  /// - Parameter strategy: `.incremental` (the default) or `.naive`.
  public init(strategy: UpdateStrategy = .incremental) {
    self.strategy = strategy
  }

  private func noteRound() {
    round = skipsUnchanged && !written.isUnknown ? WrittenKeys(written) : nil
  }

  /// Whether a subtree whose state did not change may skip its update.
  public var skipsUnchanged: Bool { strategy == .incremental }

  /// Runs a child's update closure and counts it, unless it skipped itself (a built-in
  /// element whose reads the current round's changes do not overlap).
  ///
  /// This is how a composite element runs its children:
  ///
  /// ```swift
  /// let wrapped: Element<FormCell, Hotspot> = { context in
  ///   let child = controlCell(title: "On", control: toggle(keyPath: \Hotspot.isEnabled))(context)
  ///   return Rendered(element: child.element, strongReferences: [child.strongReferences]) {
  ///     state in context.tracker.run(child.update, with: state)
  ///   }
  /// }
  /// ```
  public func run<State>(_ update: (State) -> Void, with state: State) {
    depth += 1
    update(state)
    if skippedAt == depth { skippedAt = -1 } else { updatesRun &+= 1 }
    depth -= 1
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
  public func run<State>(_ update: (State) -> Void, reading reads: Footprint, with state: State) {
    guard !skipsUnchanged || reads.overlaps(written) else { return }
    runChosen(update, with: state)
  }

  /// Runs an update whose reads its caller found to overlap what was written: it does not
  /// look again.
  func runChosen<State>(_ update: (State) -> Void, with state: State) {
    chosenAt = depth + 1
    run(update, with: state)
    chosenAt = -1
  }

  /// Whether an element's update, starting, should go on: its parent chose it, or what it
  /// reads overlaps what was written. Built-in elements ask first (see
  /// ``RenderingContext/rendered(_:strongReferences:reads:update:)``).
  func proceeds(reading reads: Footprint) -> Bool {
    proceeds(checking: reads)
  }

  /// Whether an update, starting, should go on: its parent chose it, or `overlaps` says what
  /// it reads overlaps what was written.
  func proceeds(when overlaps: (Footprint) -> Bool) -> Bool {
    withoutActuallyEscaping(overlaps) { proceeds(checking: OverlapCheck($0)) }
  }

  /// Whether an update, starting, should go on: its parent chose it, or `reads` overlaps
  /// what was written. Generic rather than a closure: every element that skips itself asks,
  /// once per change, and a closure made to ask would copy what it checks each time.
  func proceeds(checking reads: some ReadsCheck) -> Bool {
    if chosenAt == depth {
      chosenAt = -1
      return true
    }
    guard let round, reads.misses(round) || !reads.overlaps(written) else { return true }
    skippedAt = depth
    return false
  }

  /// Says that what depends on `signal` must be brought up to date at the next round of
  /// updates (a nested form's error count, after one of its fields went stale).
  func raise(_ signal: Place) {
    raised.append(signal)
  }

  /// Whether signals were raised since the last round.
  var hasSignals: Bool { !raised.isEmpty }

  /// The signals raised since the last call, with those of the watched screens whose reads
  /// `written` overlaps: what the next round must take as written besides `written`.
  func takeSignals(besides written: Footprint) -> Footprint {
    watched.removeAll { $0.owner.isGone }
    var signals = raised
    raised = []
    for watch in watched where watch.reads.overlaps(written) { signals.append(watch.signal) }
    return Footprint(places: signals)
  }

  /// Raises `signal` whenever a change writes what `reads` reads, while `owner` lives: a
  /// row that brings a pushed screen up to date reads the signal, not what the screen reads.
  func watch(_ reads: Footprint, signal: Place, while owner: Watch) {
    watched.append((reads, signal, owner))
  }
}

extension UpdateTracker {
  /// A field group no element declares into, one per state type: what a context kept to
  /// build a nested form later holds instead of its form's fields (which hold it: a cycle).
  func detachedFields<State>() -> FieldGroup<State> {
    let key = ObjectIdentifier(State.self)
    if let known = detached[key] as? FieldGroup<State> { return known }
    let made = FieldGroup<State>()
    detached[key] = made
    return made
  }
}

/// What an update reads, as far as it asks whether a round's writes reach it.
protocol ReadsCheck {
  /// Whether what it reads may overlap `written`.
  func overlaps(_ written: Footprint) -> Bool
  /// Whether what it reads certainly misses what was written, told from the first tokens of
  /// the written places alone (nothing copied, nothing retained); `false` when they cannot
  /// tell, and ``overlaps(_:)`` decides.
  func misses(_ written: WrittenKeys) -> Bool
}

extension ReadsCheck {
  func misses(_ written: WrittenKeys) -> Bool { false }
}

/// The first token of each place a round wrote, as keys (see ``Token/Key``): a place that
/// starts with storage of another key misses what was written, told without copying a place.
struct WrittenKeys {
  /// The keys; `nil` when what was written is unknown or holds a place of no tokens (the
  /// whole state, which every place overlaps).
  private let keys: [Token.Key]?
  /// Whether signals were written.
  let hasSignals: Bool

  init(_ written: Footprint) {
    let places = written.places ?? []
    keys =
      written.isUnknown || places.contains(where: \.tokens.isEmpty)
      ? nil : places.map { Token.Key($0.tokens[0]) }
    hasSignals = places.contains(where: \.isSignal)
  }

  /// Whether no written place overlaps a place that starts with a token of key `first`
  /// (signals aside: ``Token/Key`` parts every signal from storage).
  func miss(startingWith first: Token.Key) -> Bool {
    guard let keys else { return false }
    return keys.allSatisfy { $0.isDisjoint(from: first) }
  }
}

extension Footprint: ReadsCheck {}

/// A check made of a closure (a composite that asks its own reads and its children's).
private struct OverlapCheck: ReadsCheck {
  let check: (Footprint) -> Bool

  init(_ check: @escaping (Footprint) -> Bool) {
    self.check = check
  }

  func overlaps(_ written: Footprint) -> Bool { check(written) }
}

/// What keeps a watch of ``UpdateTracker`` going: it stops once the object is gone.
final class Watch {
  private weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }

  var isGone: Bool { object == nil }
}

/// How a driver brings a form up to date after a change.
public enum UpdateStrategy: Sendable, Equatable {
  /// Skip the updates whose reads a change did not write, and bound `Equatable` subtrees
  /// whose value did not change.
  case incremental
  /// Re-run every update closure on every change (for comparison in benchmarks).
  case naive
}
