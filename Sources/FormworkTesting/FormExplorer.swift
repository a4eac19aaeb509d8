public import Formwork
public import Testing

/// Explores every gesture a form offers, breadth first, to a depth.
///
/// Each configuration the form can reach in that many gestures is visited once. Every
/// transition is checked as a ``RandomWalker`` checks its steps. A failure comes back as the
/// shortest script that breaks the rule.
///
/// In every configuration, it takes each gesture the top screen offers, as random walks
/// choose them:
///
/// - back, undo, redo and the focus moves;
/// - a tap on every visible row, refused ones too;
/// - switches, steps, every option, deletes, and moves to every other place in the section;
/// - for each row that takes text, a few texts: empty, the current text, the range's ends
///   of a stepper or slider, and texts from ``texts`` until one was taken and one refused.
///
/// After every transition it checks what the walker checks: every screen equals a freshly
/// built form, a refused gesture changed nothing, there is no feedback loop, and your
/// invariants hold. It checks more:
///
/// - After a gesture on a row changed the state, `undo` goes back to a state the route
///   passed through, and `redo` comes back.
/// - For a `Codable` state, every new configuration saved as a `FormSnapshot` restores to
///   the same state and screens.
///
/// ```swift
/// @Test func settingsExplored() {
///   let report = FormExplorer(initial: Settings(), title: "Settings", form: settingsForm)
///     .invariant("previews are one of the options") {
///       ShowPreview.all.contains($0.hotspot.showPreview)
///     }
///     .check(depth: 4)
///   #expect(report.unreachable.isEmpty)
/// }
/// ```
///
/// Two routes to the same configuration (state, form input, screens open, focus) explore it
/// once, so the work grows with the configurations, not the routes. A
/// configuration's successors are reached by replaying its route from the initial state,
/// which restores everything a form holds (kept text, the undo history, touched fields).
public struct FormExplorer<State> {
  /// The form and the rules every transition is checked against, as a walker holds them.
  private var rules: RandomWalker<State>
  /// What tells states apart (see ``init(initial:title:form:isEqual:key:)``).
  let stateKey: (State) -> AnyHashable
  /// Texts tried in each row that takes text, after the empty and the current text.
  ///
  /// They are tried in order, until one was taken and one refused. Two taken also stop: a
  /// row that takes anything needs no more.
  public var texts: [String] = FormExplorer.defaultTexts

  /// Whether the work that waits for an answer (checks, loaded options, submits) answers
  /// after each gesture, as in the REPL. By default it stays waiting, as right after a
  /// gesture.
  ///
  /// Settling blocks the exploring thread while the work runs on Swift's shared threads, so
  /// run such an exploration on a thread of its own, not in a task. See
  /// ``RandomWalker/settlesChecks``.
  public var settlesChecks: Bool {
    get { rules.settlesChecks }
    set { rules.settlesChecks = newValue }
  }

  /// How the checks do their work, and where a benchmark notes its time.
  package var tuning: WalkTuning {
    get { rules.tuning }
    set { rules.tuning = newValue }
  }

  /// The state exploration starts from.
  public var initial: State { rules.initial }
  /// The root screen's title.
  public var title: String { rules.title }
  /// The form under test.
  public var form: Form<State> { rules.form }
  /// The invariants checked after every transition, by name.
  public var invariants: [(name: String, holds: (State) -> Bool)] { rules.invariants }

  /// Creates an explorer for any form.
  ///
  /// Configurations are told apart by their state's key, the first of:
  ///
  /// 1. `key`, if you give one: to tell apart only what matters, or for a state that is
  ///    neither `Hashable` nor `Encodable`;
  /// 2. the state itself, when `State` is `Hashable`;
  /// 3. its JSON encoding, when it is `Encodable`;
  /// 4. its `dump`.
  ///
  /// States are compared with `isEqual`, `==` or their `dump`, as ``RandomWalker`` compares
  /// them.
  ///
  /// ```swift
  /// let explorer = FormExplorer(initial: SignUp(), title: "Sign Up", form: signupForm)
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The state exploration starts from.
  ///   - title: The root screen's title.
  ///   - form: The form under test.
  ///   - isEqual: Whether two states are the same; `nil` uses `==` or `dump`.
  ///   - key: A key two states share exactly when the form behaves the same in both; `nil`
  ///     uses the state (`Hashable`), its encoding (`Encodable`) or its `dump`.
  public init(
    initial: State, title: String = "", form: @escaping Form<State>,
    isEqual: ((State, State) -> Bool)? = nil, key: ((State) -> AnyHashable)? = nil
  ) {
    rules = RandomWalker(initial: initial, title: title, form: form, isEqual: isEqual)
    stateKey = key ?? StateKeying.key(for: State.self)
  }

  /// The default ``texts``: a word, a number, and an address that is also a password with a
  /// digit. Common rules (required, length, number, email) both pass and fail on them.
  public static var defaultTexts: [String] { ["abc", "42", "ann42@example.com"] }

  /// The explorer with one more invariant: a rule over state that must hold after every
  /// transition, as ``RandomWalker/invariant(_:_:)`` adds one.
  ///
  /// ```swift
  /// FormExplorer(initial: Hotspot(), title: "Hotspot", form: hotspotForm)
  ///   .invariant("the footer needs the switch") {
  ///     $0.isEnabled || $0.enabledSectionTitle == nil
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - name: How failures name the rule.
  ///   - holds: Whether the rule holds for a state.
  public func invariant(_ name: String, _ holds: @escaping (State) -> Bool) -> FormExplorer {
    var copy = self
    copy.rules = rules.invariant(name, holds)
    return copy
  }

  /// Explores breadth first to `depth` gestures from the initial state and returns what it
  /// found, recording nothing.
  ///
  /// It stops at whichever comes first (``ExplorationReport/stoppedBy`` says which):
  ///
  /// - the first broken rule;
  /// - `depth`: configurations that far are visited and checked, not explored further;
  /// - a new configuration one more than `maxConfigurations`;
  /// - `maxTransitions` transitions.
  ///
  /// ```swift
  /// let report = explorer.explore(depth: 3)
  /// report.failure?.script   // "tap 1\nenter 1 20\ntoggle 2": no shorter script fails
  /// ```
  ///
  /// - Parameters:
  ///   - depth: The most gestures from the initial state.
  ///   - maxConfigurations: The most configurations to visit.
  ///   - maxTransitions: The most transitions to take; no limit if `nil`.
  public func explore(
    depth: Int = 4, maxConfigurations: Int = 10_000, maxTransitions: Int? = nil
  ) -> ExplorationReport {
    Exploration(self, rules: rules).run(
      depth: max(depth, 0), maxConfigurations: max(maxConfigurations, 1),
      maxTransitions: maxTransitions)
  }

  /// Explores as ``explore(depth:maxConfigurations:maxTransitions:)`` does, and records an
  /// issue for the failure it finds.
  ///
  /// The issue is recorded at the caller's source location. It names the rule, the shortest
  /// script that breaks it, and what was wrong.
  ///
  /// ```swift
  /// let report = explorer.check(depth: 4)
  /// #expect(report.neverEnabled.isEmpty)
  /// ```
  ///
  /// - Parameters:
  ///   - depth: The most gestures from the initial state.
  ///   - maxConfigurations: The most configurations to visit.
  ///   - maxTransitions: The most transitions to take; no limit if `nil`.
  ///   - sourceLocation: Where a failure is reported; the caller's by default.
  /// - Returns: What the exploration did and never reached.
  @discardableResult
  public func check(
    depth: Int = 4, maxConfigurations: Int = 10_000, maxTransitions: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> ExplorationReport {
    let report = explore(
      depth: depth, maxConfigurations: maxConfigurations, maxTransitions: maxTransitions)
    if let failure = report.failure {
      Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
    }
    return report
  }

  /// How many distinct configurations random walks reach, told apart as an exploration
  /// tells them: to compare what the same number of steps finds either way.
  ///
  /// ```swift
  /// let explored = explorer.explore(depth: 4)
  /// let walks = explored.transitions / 50
  /// explorer.configurationsReached(walks: walks, steps: 50)   // all the walks reach
  /// explorer.configurationsReached(walks: walks, steps: 50, among: explored)
  /// // of the configurations within 4 gestures, those the walks reach
  /// ```
  ///
  /// - Parameters:
  ///   - walks: How many walks, as ``RandomWalker/run(walks:steps:seed:)`` takes them.
  ///   - steps: Steps per walk.
  ///   - seed: Fixes the walks.
  ///   - report: An exploration of the same form: count only the configurations it visited.
  /// - Returns: The distinct configurations the walks were in, the initial one included.
  public func configurationsReached(
    walks: Int, steps: Int, seed: UInt64 = 0, among report: ExplorationReport? = nil
  ) -> Int {
    var seen: Set<ConfigurationKey> = []
    _ = rules.run(walks: walks, steps: steps, seed: seed) { session in
      let key = ConfigurationKey(session, state: stateKey(session.driver.state))
      if report?.visited.contains(key) ?? true { seen.insert(key) }
    }
    return seen.count
  }

  /// Runs `steps` from the initial state with every check an exploration makes after a
  /// transition (undo and snapshots included); returns the first broken rule. Steps whose row
  /// is not on the screen are skipped.
  ///
  /// ```swift
  /// explorer.replay([.tap(row: 1), .toggle(row: 1)])   // nil if both keep the rules
  /// ```
  ///
  /// - Parameter steps: The steps, such as a failure's ``WalkFailure/shrunk``.
  public func replay(_ steps: [Gesture]) -> WalkFailure? {
    Exploration(self, rules: rules).replay(steps)
  }
}
