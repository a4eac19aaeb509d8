/// What an exploration did and found.
///
/// It holds the first broken rule, with the shortest script that breaks it; how far the
/// exploration went and what stopped it; and what it never reached.
///
/// The never-reached lists name rows by their path, as ``WalkSummary`` names screens: the
/// screen titles from the root, then the row's title.
///
/// ```swift
/// let report = FormExplorer(initial: Settings(), title: "Settings", form: settingsForm)
///   .explore(depth: 4)
/// report.failure            // nil: every transition kept the rules
/// report.configurations     // distinct configurations visited
/// report.neverEnabled       // [] : every row was enabled in some configuration
/// report.unreachable        // [] : no dead form logic within 4 gestures
/// print(report)             // the same, as text a person reads
/// ```
public struct ExplorationReport: CustomStringConvertible {
  /// What stopped an exploration before it ran out of configurations to visit.
  public enum Budget: Equatable, Sendable, CustomStringConvertible {
    /// The depth: configurations at the depth asked for were visited, not explored further.
    case depth
    /// The number of configurations: a new one was found past the maximum.
    case configurations
    /// The number of transitions (gestures taken from a configuration).
    case transitions

    /// The budget in words.
    public var description: String {
      switch self {
      case .depth: return "depth"
      case .configurations: return "configurations"
      case .transitions: return "transitions"
      }
    }
  }

  /// The root screen's title.
  public var title: String
  /// The first broken rule found, breadth first: its ``WalkFailure/shrunk`` steps are a
  /// shortest script that breaks it (no script with fewer gestures does), which
  /// ``FormTester/run(_:sourceLocation:)`` replays. `nil` if every
  /// transition kept the rules.
  public var failure: WalkFailure?
  /// The distinct configurations visited, the initial one included.
  public var configurations = 0
  /// The gestures taken from a configuration, refused ones included (the gestures that go
  /// back to a configuration, and the checks' own, are not counted).
  public var transitions = 0
  /// Transitions by the gesture's REPL command word: `tap`, `toggle`, `enter`, `back`, …
  public var gestures: [String: Int] = [:]
  /// The gestures replayed from the initial state to bring a form back to a configuration
  /// before taking a gesture from it: what going back costs, next to ``transitions``.
  public var stepsReplayed = 0
  /// The most gestures any visited configuration is from the initial one.
  public var depthReached = 0
  /// The depth asked for.
  public var depth = 0
  /// The budget that stopped the exploration; `nil` if it visited every configuration
  /// reachable from the initial one (or stopped at a failure).
  public var stoppedBy: Budget?
  /// Rows built on an opened screen that were never visible (a hidden row or section that
  /// never showed).
  public var neverVisible: [String] = []
  /// Rows that were visible but never enabled (a button whose condition never held).
  public var neverEnabled: [String] = []
  /// Rows that open a screen (a disclosure indicator) whose screen was never opened.
  public var screensNeverOpened: [String] = []
  /// Options of selectable controls (segmented controls) never chosen, as
  /// `row path › option`.
  public var optionsNeverChosen: [String] = []
  /// Gestures that enabled rows offer and that the form refused every time they were tried,
  /// as `row path: word` (an option whose rule refuses it: `… › Large: tap`).
  public var gesturesNeverTaken: [String] = []
  /// Fields with rules whose rules never failed, as `root › field path`.
  public var rulesNeverFailed: [String] = []
  /// Fields with rules whose rules never passed, as `root › field path`.
  public var rulesNeverPassed: [String] = []
  /// Whether the form has a submit button that never submitted it.
  public var submitNeverSucceeded = false
  /// The configurations visited, to compare with what random walks reach.
  var visited: Set<ConfigurationKey> = []

  /// Creates an empty report for the form titled `title`.
  public init(title: String) {
    self.title = title
  }

  /// Dead form logic, one line each: what the form holds that no sequence of gestures the
  /// exploration took reached.
  ///
  /// That is rows never visible or enabled, screens never opened, options never chosen,
  /// gestures always refused, and rules never passed. It holds within the depth explored:
  /// when ``stoppedBy`` is not `nil`, something deeper may still reach them.
  ///
  /// A submit that never succeeded is not in this list: a shallow exploration of a correct
  /// form rarely fills every field. It is ``submitNeverSucceeded``; ask for it with
  /// ``unreachable(includingSubmit:)``.
  ///
  /// ```swift
  /// #expect(explorer.explore(depth: 4).unreachable.isEmpty)
  /// ```
  public var unreachable: [String] {
    unreachable(includingSubmit: false)
  }

  /// Dead form logic, one line each (see ``unreachable``); with `includingSubmit`, a submit
  /// that never succeeded too: `never submitted: Sign Up`.
  ///
  /// ```swift
  /// #expect(explorer.explore(depth: 8).unreachable(includingSubmit: true).isEmpty)
  /// ```
  public func unreachable(includingSubmit: Bool) -> [String] {
    neverVisible.map { "never visible: \($0)" }
      + neverEnabled.map { "never enabled: \($0)" }
      + screensNeverOpened.map { "never opened: \($0)" }
      + optionsNeverChosen.map { "never chosen: \($0)" }
      + gesturesNeverTaken.map { "always refused: \($0)" }
      + rulesNeverPassed.map { "never passes: \($0)" }
      + (includingSubmit && submitNeverSucceeded
        ? ["never submitted: \(title.isEmpty ? "Form" : title)"] : [])
  }

  /// The report as text a person reads: what was explored, what stopped it, the failure,
  /// and each never-reached list.
  public var description: String {
    let name = title.isEmpty ? "Form" : title
    var lines = [
      "Explored \"\(name)\" breadth first to depth \(depth): "
        + "\(counted(configurations, "configuration")), \(counted(transitions, "transition")), "
        + "deepest \(depthReached)."
    ]
    switch stoppedBy {
    case .depth?:
      lines.append("Stopped by the depth: configurations at depth \(depth) were not explored.")
    case .configurations?:
      lines.append("Stopped by the budget of configurations: more were reachable.")
    case .transitions?:
      lines.append("Stopped by the budget of transitions: more were reachable.")
    case nil:
      lines.append(
        failure == nil
          ? "Every configuration reachable from the initial one was visited."
          : "Stopped at the first failure.")
    }
    if let failure { lines.append(failure.description) }
    func list(_ title: String, _ items: [String]) {
      lines.append(title + (items.isEmpty ? ": none" : ":"))
      lines.append(contentsOf: items.map { "    " + $0 })
    }
    list("Never visible", neverVisible)
    list("Never enabled", neverEnabled)
    list("Screens never opened", screensNeverOpened)
    list("Options never chosen", optionsNeverChosen)
    list("Gestures never taken", gesturesNeverTaken)
    list("Rules never failed", rulesNeverFailed)
    list("Rules never passed", rulesNeverPassed)
    if submitNeverSucceeded { lines.append("The submit button never submitted the form.") }
    return lines.joined(separator: "\n")
  }

  private func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
