/// What a run of random walks did: the steps taken, the gestures by REPL command, the
/// refusals, the screens reached, and the failure that stopped it, if any.
///
/// ```swift
/// let summary = walker.run(walks: 200, steps: 50)
/// summary.steps                      // 10_000 when no walk failed
/// summary.gestures["toggle"]         // how many steps flipped a switch
/// summary.paths                      // ["Settings", "Settings › Personal Hotspot", ...]
/// ```
public struct WalkSummary {
  /// The walks run, the failing one included.
  public var walks = 0
  /// The steps taken by the walks (not by shrinking).
  public var steps = 0
  /// The steps the form refused (returned `false`).
  public var refused = 0
  /// Steps by the REPL command word: `tap`, `toggle`, `enter`, `inc`, `dec`, `select`,
  /// `delete`, `move`, `back`.
  public var gestures: [String: Int] = [:]
  /// The screens reached, as their navigation paths: `Settings › Personal Hotspot`.
  public var paths: Set<String> = []
  /// The first failure, shrunk; `nil` if every walk kept the rules.
  public var failure: WalkFailure?

  /// An empty summary.
  public init() {}

  /// Adds the counts of `other` (not its failure).
  mutating func add(_ other: WalkSummary) {
    steps += other.steps
    refused += other.refused
    gestures.merge(other.gestures, uniquingKeysWith: +)
    paths.formUnion(other.paths)
  }
}
