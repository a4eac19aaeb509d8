public import Formwork
public import Testing
import Foundation

/// Runs seeded random walks of gestures over a form, and checks the rules every form must
/// keep after every step.
///
/// A failure is shrunk to a short script that replays it.
///
/// Each walk builds a driver from `initial` and takes random steps among the gestures the
/// top screen offers: taps on visible rows, switches, text, steps, options, deletes, moves
/// and back. The text comes from ``texts``, which include empty, very long, non-ASCII and
/// non-numeric strings. Refused gestures are chosen too. After every step it checks:
///
/// - **Consistency.** Every screen on the stack shows what a freshly built driver shows on
///   the same screen. That driver gets the current state and form input (texts kept on
///   rows, fields finished, a submit tried), and reaches the screen by tapping the same
///   rows. A screen is compared while the row that pushed it is still there and takes taps.
/// - **Refusals.** A gesture that returned `false` changed neither the state nor a screen.
///   Text that a control refused may stay on its row, with a message. Elsewhere it shows as
///   a fresh form shows it, such as in a submit button's count of fields to fix.
/// - No feedback loop, and the ``invariant(_:_:)``s you give.
///
/// ```swift
/// @Test func hotspotWalks() {
///   RandomWalker(initial: Settings(), title: "Settings", form: settingsForm)
///     .invariant("previews are one of the options") {
///       ShowPreview.all.contains($0.hotspot.showPreview)
///     }
///     .check(walks: 200, steps: 50)
/// }
/// ```
///
/// Walks are deterministic: walk `i` of a run uses a seed derived from `seed` and `i`, and
/// the failure report names it, so ``walk(seed:steps:)`` replays exactly that walk.
public struct RandomWalker<State> {
  /// The state each walk starts from.
  public var initial: State
  /// The root screen's title.
  public var title: String
  /// The form under test.
  public var form: Form<State>
  /// The texts walks enter into text-taking controls.
  public var texts: [String] = RandomWalker.defaultTexts
  /// Whether two states are the same: `==` for `Equatable` states, otherwise their `dump`.
  public var isEqual: (State, State) -> Bool
  /// The invariants checked after every step, by name.
  public private(set) var invariants: [(name: String, holds: (State) -> Bool)] = []
  /// How the walked driver brings its screens up to date: what it skips must never show,
  /// so walks under `.incremental` (the default) and `.naive` find the same screens.
  public var strategy: UpdateStrategy = .incremental
  /// Whether every check that waits for an answer (`AsyncValidationRule`) answers after each
  /// step, before the rules are checked, as in the REPL.
  ///
  /// By default checks stay waiting (`checking…`), as right after a gesture. When this is
  /// `true`, each driver of a walk runs its checks on a `ManualScheduler` settled with
  /// `settle()`. That blocks its thread while a check runs on Swift's shared threads, so run
  /// such walks with ``runOnItsOwnThread(walks:steps:seed:)``.
  ///
  /// ```swift
  /// @Test func signupWalks() async {
  ///   var walker = RandomWalker(initial: SignUp(), title: "Sign Up", form: signupForm)
  ///   walker.settlesChecks = true
  ///   let summary = await walker.runOnItsOwnThread(walks: 50, steps: 50)
  ///   #expect(summary.failure == nil)
  /// }
  /// ```
  public var settlesChecks = false
  /// How the checks do their work, and where a benchmark notes its time.
  package var tuning = WalkTuning()

  /// Creates a walker for any form.
  ///
  /// States are compared with `isEqual` if you give one. Otherwise they are compared with
  /// `==` if the state type turns out `Equatable` at run time, else by their `dump`.
  ///
  /// - Parameters:
  ///   - initial: The state each walk starts from.
  ///   - title: The root screen's title.
  ///   - form: The form under test.
  ///   - isEqual: Whether two states are the same; `nil` uses `==` or `dump`, as above.
  public init(
    initial: State, title: String = "", form: @escaping Form<State>,
    isEqual: ((State, State) -> Bool)? = nil
  ) {
    self.initial = initial
    self.title = title
    self.form = form
    self.isEqual = isEqual ?? equality(State.self) ?? { dumped($0) == dumped($1) }
  }

  /// The default ``texts``: empty, short, numeric and non-numeric, non-ASCII, and very long.
  public static var defaultTexts: [String] {
    [
      "", "a", "hello", "Hello, World", "0", "42", "-7", "3.14", "1e309",
      "99999999999999999999", "12abc", "abc", "NaN", "-", "héllo wörld", "日本語のテキスト",
      "🙂👍🏽 emoji", "a  b   c", "<>&\"'%s\\",
      String(repeating: "very long text ", count: 30) + "end",
    ]
  }

  /// The walker with one more invariant: a rule over state that must hold after every step.
  ///
  /// ```swift
  /// RandomWalker(initial: Hotspot(), title: "Hotspot", form: hotspotForm)
  ///   .invariant("the footer needs the switch") {
  ///     $0.isEnabled || $0.enabledSectionTitle == nil
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - name: How failures name the rule.
  ///   - holds: Whether the rule holds for a state.
  public func invariant(_ name: String, _ holds: @escaping (State) -> Bool) -> RandomWalker {
    var copy = self
    copy.invariants.append((name, holds))
    return copy
  }

  /// Runs `walks` walks of `steps` steps, and records an issue for the first that fails.
  ///
  /// The issue is recorded at the caller's source location. It names the walk's seed, the
  /// step, and a shrunk script that replays the failure.
  ///
  /// ```swift
  /// let summary = walker.check(walks: 200, steps: 50)
  /// #expect(summary.paths.contains("Settings › Personal Hotspot › Password"))
  /// ```
  ///
  /// - Parameters:
  ///   - walks: How many walks.
  ///   - steps: Steps per walk.
  ///   - seed: Fixes the walks; the same seed runs the same walks.
  ///   - sourceLocation: Where a failure is reported; the caller's by default.
  /// - Returns: What the walks did, and the failure if one failed.
  @discardableResult
  public func check(
    walks: Int = 200, steps: Int = 50, seed: UInt64 = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> WalkSummary {
    let summary = run(walks: walks, steps: steps, seed: seed)
    if let failure = summary.failure {
      Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
    }
    return summary
  }

  /// Runs `walks` walks of `steps` steps and returns the first failure, shrunk, without
  /// recording an issue.
  ///
  /// - Parameters:
  ///   - walks: How many walks.
  ///   - steps: Steps per walk.
  ///   - seed: Fixes the walks; the same seed runs the same walks.
  public func firstFailure(walks: Int = 200, steps: Int = 50, seed: UInt64 = 0) -> WalkFailure? {
    run(walks: walks, steps: steps, seed: seed).failure
  }

  /// Runs `walks` walks of `steps` steps, stopping at the first that fails, without
  /// recording an issue.
  ///
  /// It says what the walks did, so a test can check they reached what it meant them to.
  ///
  /// - Parameters:
  ///   - walks: How many walks.
  ///   - steps: Steps per walk.
  ///   - seed: Fixes the walks; the same seed runs the same walks.
  public func run(walks: Int = 200, steps: Int = 50, seed: UInt64 = 0) -> WalkSummary {
    run(walks: walks, steps: steps, seed: seed, observing: nil)
  }

  /// ``run(walks:steps:seed:)``, calling `observe` with the walk's form after the start and
  /// after every step (an exploration counts the configurations walks reach with it).
  func run(
    walks: Int, steps: Int, seed: UInt64, observing observe: ((WalkSession<State>) -> Void)?
  ) -> WalkSummary {
    var summary = WalkSummary()
    let freshForms = makeFreshForms()
    for walkSeed in Self.seeds(count: walks, seed: seed) {
      summary.walks += 1
      if let failure = walk(
        seed: walkSeed, steps: steps, into: &summary, freshForms: freshForms, observing: observe)
      {
        summary.failure = failure
        break
      }
    }
    return summary
  }

  /// ``run(walks:steps:seed:)`` on a thread of its own. The calling task waits without
  /// holding one of Swift's shared threads.
  ///
  /// Use it in a test to run walks whose checks answer after every step
  /// (``settlesChecks``). Settling blocks the walks' thread while a check runs on the shared
  /// threads. Blocking one of those could leave none to run the check.
  ///
  /// - Parameters:
  ///   - walks: How many walks.
  ///   - steps: Steps per walk.
  ///   - seed: Fixes the walks; the same seed runs the same walks.
  public func runOnItsOwnThread(walks: Int = 200, steps: Int = 50, seed: UInt64 = 0) async
    -> WalkSummary
  {
    let handOver = HandOver { run(walks: walks, steps: steps, seed: seed) }
    await withCheckedContinuation { finished in
      Thread {
        handOver.run()
        finished.resume()
      }.start()
    }
    return handOver.result ?? WalkSummary()
  }

  /// The seeds of the walks ``firstFailure(walks:steps:seed:)`` runs for `seed`.
  public static func seeds(count: Int, seed: UInt64) -> [UInt64] {
    var rng = SplitMix64(seed: seed)
    return (0..<max(count, 0)).map { _ in rng.next() }
  }

  /// Runs the one walk `seed` names; returns its failure, shrunk, if it breaks a rule.
  ///
  /// - Parameters:
  ///   - seed: The walk's seed, as a failure report shows it.
  ///   - steps: How many steps.
  public func walk(seed: UInt64, steps: Int = 50) -> WalkFailure? {
    var summary = WalkSummary()
    return walk(seed: seed, steps: steps, into: &summary, freshForms: makeFreshForms())
  }

  /// What fresh forms showed, for the walks of one run to share, if the tuning says so. The
  /// checks that answer after every step run on another thread: their forms are built anew.
  func makeFreshForms() -> FreshForms<State>? {
    tuning.remembersFreshForms && !settlesChecks ? FreshForms() : nil
  }

  func walk(
    seed: UInt64, steps: Int, into summary: inout WalkSummary, freshForms: FreshForms<State>?,
    observing observe: ((WalkSession<State>) -> Void)? = nil
  ) -> WalkFailure? {
    var rng = SplitMix64(seed: seed)
    let session = WalkSession(self, freshForms: freshForms)
    var taken: [Gesture] = []
    var finding = session.checkStart()
    observe?(session)
    while finding == nil, taken.count < steps {
      let step = session.randomStep(using: &rng)
      taken.append(step)
      finding = session.perform(step)
      observe?(session)
    }
    summary.add(session.summary)
    guard let finding else { return nil }
    return report(finding, seed: seed, steps: taken, freshForms: freshForms)
  }

  /// Runs `steps` from the initial state, checking the rules after each, as a walk does;
  /// returns the failure, shrunk, if one breaks a rule. Steps whose row is not on the
  /// screen are skipped.
  ///
  /// ```swift
  /// walker.replay([.tap(row: 1), .toggle(row: 1)])   // nil if both steps keep the rules
  /// ```
  ///
  /// - Parameter steps: The steps, such as a failure's ``WalkFailure/shrunk``.
  public func replay(_ steps: [Gesture]) -> WalkFailure? {
    let freshForms = makeFreshForms()
    guard let (finding, count) = run(steps, freshForms: freshForms) else { return nil }
    return report(
      finding, seed: nil, steps: Array(steps.prefix(count)), freshForms: freshForms)
  }

  /// Runs `steps` and returns the first broken rule and how many steps it took.
  private func run(_ steps: [Gesture], freshForms: FreshForms<State>?) -> (Finding, Int)? {
    let session = WalkSession(self, freshForms: freshForms)
    if let finding = session.checkStart() { return (finding, 0) }
    for (index, step) in steps.enumerated() {
      if let finding = session.perform(step) { return (finding, index + 1) }
    }
    return nil
  }

  private func report(
    _ finding: Finding, seed: UInt64?, steps: [Gesture], freshForms: FreshForms<State>?
  ) -> WalkFailure {
    let shrunk = tuning.profile.measure(.shrinking) {
      shrink(steps, kind: finding.kind, freshForms: freshForms)
    }
    let details = run(shrunk, freshForms: freshForms)?.0.details ?? finding.details
    var failure = WalkFailure(
      kind: finding.kind, seed: seed, step: steps.count, steps: steps, shrunk: shrunk,
      details: details)
    failure.formTitle = title
    return failure
  }

  /// A shortest list of steps found that still breaks the rule `kind`: delta debugging
  /// (leave out chunks, halving them), then leaving out single steps and pairs of steps
  /// until none can go, then plainer texts for the `enter` steps left.
  func shrink(
    _ steps: [Gesture], kind: WalkFailure.Kind, freshForms: FreshForms<State>? = nil
  ) -> [Gesture] {
    // Steps after the failing one do not matter; a candidate keeps only those up to it.
    func failing(_ candidate: [Gesture]) -> [Gesture]? {
      guard let (finding, count) = run(candidate, freshForms: freshForms), finding.kind == kind
      else { return nil }
      return Array(candidate.prefix(count))
    }
    var current = failing(steps) ?? steps
    current = Self.leavingOutChunks(of: current, failing: failing)
    current = Self.leavingOutSteps(of: current, failing: failing)
    return Self.plainerTexts(in: current, failing: failing)
  }

  /// Delta debugging: leaves out chunks of `steps` while what is left still fails, halving
  /// the chunks when none can go. `failing` says what a candidate keeps if it fails.
  private static func leavingOutChunks(
    of steps: [Gesture], failing: ([Gesture]) -> [Gesture]?
  ) -> [Gesture] {
    var current = steps
    var chunks = 2
    while current.count >= 2 {
      let size = (current.count + chunks - 1) / chunks
      var reduced = false
      for start in stride(from: 0, to: current.count, by: size) {
        var candidate = current
        candidate.removeSubrange(start..<min(start + size, current.count))
        if let smaller = failing(candidate) {
          current = smaller
          chunks = max(chunks - 1, 2)
          reduced = true
          break
        }
      }
      if !reduced {
        if size == 1 { break }
        chunks = min(chunks * 2, current.count)
      }
    }
    return current
  }

  /// Leaves out single steps, then pairs (a switch flipped twice), until none can go.
  private static func leavingOutSteps(
    of steps: [Gesture], failing: ([Gesture]) -> [Gesture]?
  ) -> [Gesture] {
    var current = steps
    var removedSome = true
    while removedSome {
      removedSome = false
      var index = 0
      while index < current.count {
        var candidate = current
        candidate.remove(at: index)
        if let smaller = failing(candidate) {
          current = smaller
          removedSome = true
        } else {
          index += 1
        }
      }
      guard current.count <= 16 else { break }
      if let smaller = leavingOutAPair(of: current, failing: failing) {
        current = smaller
        removedSome = true
      }
    }
    return current
  }

  /// The first candidate without two of `steps` that still fails, if one does.
  private static func leavingOutAPair(
    of steps: [Gesture], failing: ([Gesture]) -> [Gesture]?
  ) -> [Gesture]? {
    for first in steps.indices {
      for second in steps.indices where second > first {
        var candidate = steps
        candidate.remove(at: second)
        candidate.remove(at: first)
        if let smaller = failing(candidate) { return smaller }
      }
    }
    return nil
  }

  /// Tries `""`, then `"a"`, for the text of each `enter` step, keeping the first that still
  /// fails with as many steps.
  private static func plainerTexts(
    in steps: [Gesture], failing: ([Gesture]) -> [Gesture]?
  ) -> [Gesture] {
    var current = steps
    for index in current.indices {
      guard case .enter(let row, let text) = current[index] else { continue }
      for plainer in ["", "a"] where plainer.count < text.count || plainer < text {
        var candidate = current
        candidate[index] = .enter(row: row, text: plainer)
        if let smaller = failing(candidate), smaller.count == current.count {
          current = smaller
          break
        }
      }
    }
    return current
  }
}

extension RandomWalker where State: Equatable {
  /// Creates a walker for a form whose state is `Equatable`: states are compared with `==`.
  ///
  /// ```swift
  /// let walker = RandomWalker(initial: Settings(), title: "Settings", form: settingsForm)
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The state each walk starts from.
  ///   - title: The root screen's title.
  ///   - form: The form under test.
  public init(initial: State, title: String = "", form: @escaping Form<State>) {
    self.init(initial: initial, title: title, form: form, isEqual: ==)
  }
}

/// Work handed to another thread, and its result.
/// NB: `@unchecked`: the other thread runs it once while the caller waits, and the result is
/// read after it said so; the form and its driver stay on that one thread.
private final class HandOver: @unchecked Sendable {
  private let work: () -> WalkSummary
  private(set) var result: WalkSummary?

  init(_ work: @escaping () -> WalkSummary) {
    self.work = work
  }

  func run() {
    result = work()
  }
}
