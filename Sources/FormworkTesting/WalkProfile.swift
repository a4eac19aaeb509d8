/// Where the time of walks and explorations goes, for `formwork-bench`: the seconds and
/// counts of each kind of work, each second counted once (work inside other work is taken
/// out of the outer kind's seconds).
package final class WalkProfile {
  /// A kind of work a walk or an exploration does.
  package enum Work: String, CaseIterable, Sendable {
    /// The walked form itself: gestures and the updates they run.
    case form = "the form (gestures, updates)"
    /// Building forms afresh for the consistency check, and reopening their screens.
    case freshBuilds = "fresh builds"
    /// Describing screens and comparing them, and the whole form's errors.
    case comparisons = "comparisons"
    /// Keys of configurations and states, for telling seen ones from new ones.
    case keys = "keys, hashing"
    /// Replaying routes to reach a configuration again.
    case replays = "replays"
    /// Saving snapshots and comparing what they restored with the walk's form.
    case snapshots = "snapshot saves"
    /// Restoring saved snapshots into fresh forms.
    case restores = "snapshot restores"
    /// Shrinking a failure.
    case shrinking = "shrinking"
  }

  /// Seconds spent in each kind of work.
  package private(set) var seconds: [Work: Double] = [:]
  /// How many times each kind of work was done.
  package private(set) var counts: [Work: Int] = [:]
  /// The work under way, and since when its seconds run.
  private var current: Work?
  private var since = ContinuousClock.now

  /// A profile with nothing measured.
  package init() {}

  /// Runs `body` as work of kind `work`, counting its seconds, and it once unless `counted`
  /// is `false` (more of the same piece of work); the work it is inside stops counting
  /// seconds meanwhile.
  package func measure<T>(_ work: Work, counted: Bool = true, _ body: () throws -> T) rethrows
    -> T
  {
    let outer = current
    charge(outer)
    current = work
    if counted { counts[work, default: 0] += 1 }
    defer {
      charge(work)
      current = outer
    }
    return try body()
  }

  /// Adds the seconds since the last charge to `work`.
  private func charge(_ work: Work?) {
    let now = ContinuousClock.now
    if let work {
      let elapsed = (now - since).components
      seconds[work, default: 0] +=
        Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }
    since = now
  }
}

extension Optional where Wrapped == WalkProfile {
  /// Runs `body`, measured as `work` when there is a profile.
  func measure<T>(
    _ work: WalkProfile.Work, counted: Bool = true, _ body: () throws -> T
  ) rethrows -> T {
    guard let profile = self else { return try body() }
    return try profile.measure(work, counted: counted, body)
  }
}

/// How walks and explorations do their checks: the default way, or the plain way kept to
/// compare with (`formwork-bench` runs both), and where the time goes when profiled.
package struct WalkTuning {
  /// Whether what a freshly built form shows is remembered by its state and input, so a
  /// configuration reached again is compared without building the form again.
  package var remembersFreshForms = true
  /// Whether what a saved snapshot restored into a fresh form showed is remembered by the
  /// snapshot's JSON, so an equal snapshot is compared without restoring it again.
  package var remembersRestores = true
  /// Whether an exploration goes back to where a gesture started by putting back the
  /// driver's state, input, focus and undo history, rather than by replaying the route.
  package var rewinds = true
  /// Where the time goes, when measured.
  package var profile: WalkProfile?

  /// The default way.
  package init() {}

  /// The plain way: every check builds its form afresh.
  package static var plain: WalkTuning {
    var tuning = WalkTuning()
    tuning.remembersFreshForms = false
    tuning.remembersRestores = false
    tuning.rewinds = false
    return tuning
  }
}
