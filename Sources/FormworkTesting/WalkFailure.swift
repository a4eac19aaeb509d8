public import Formwork

/// A random walk that broke a rule.
///
/// It says which walk, which step, and what went wrong. It holds the shortest list of
/// steps found that still breaks the rule, as a script `FormTester.run(_:)` replays.
///
/// ```swift
/// if let failure = walker.firstFailure(walks: 200, steps: 50, seed: 1) {
///   print(failure)          // the seed, the step, the shrunk script and what differed
///   failure.shrunk.script   // "tap 1\ntoggle 1"
/// }
/// ```
public struct WalkFailure: Error, CustomStringConvertible {
  /// Which rule a walk broke.
  public enum Kind: Equatable, Sendable, CustomStringConvertible {
    /// A screen on the stack differs from the same screen of a driver freshly built from
    /// the current state and navigated along the same path.
    case inconsistentScreen
    /// A gesture was refused (returned `false`) but the state changed.
    case refusedGestureChangedState
    /// A gesture was refused (returned `false`) but a screen changed.
    case refusedGestureChangedScreen
    /// An invariant given to the walker, by name, did not hold.
    case invariantViolated(String)
    /// The driver reported a feedback loop: updates kept requesting changes.
    case feedbackLoop
    /// The form's whole list of errors (`FormDriver.validationErrors`) differs from the
    /// list of a driver freshly built from the current state.
    case inconsistentErrors
    /// Undo after a change did not go back to a state the route passed through, or redo
    /// after it did not come back (``FormExplorer`` checks it after every change).
    case undoDidNotRestore
    /// A snapshot of the form (`FormSnapshot`), saved as JSON and restored into a fresh
    /// driver, did not give the same state and screens (``FormExplorer`` checks it for every
    /// configuration of a `Codable` state).
    case snapshotDidNotRestore

    /// The rule in words.
    public var description: String {
      switch self {
      case .inconsistentScreen:
        return "a screen differs from the same screen of a freshly built form"
      case .refusedGestureChangedState: return "a refused gesture changed the state"
      case .refusedGestureChangedScreen: return "a refused gesture changed a screen"
      case .invariantViolated(let name): return "invariant \"\(name)\" does not hold"
      case .feedbackLoop: return "the driver reported a feedback loop"
      case .inconsistentErrors:
        return "the form's errors differ from those of a freshly built form"
      case .undoDidNotRestore: return "undo or redo did not restore the state"
      case .snapshotDidNotRestore: return "a saved snapshot did not restore the same form"
      }
    }
  }

  /// The rule the walk broke.
  public let kind: Kind
  /// The seed of the failing walk (``RandomWalker/walk(seed:steps:)`` replays it); `nil` when
  /// the failure came from ``RandomWalker/replay(_:)``.
  public let seed: UInt64?
  /// The step after which the rule was found broken, counted from 1 (0: right after the
  /// form was built).
  public let step: Int
  /// The steps of the walk up to and including ``step``.
  public let steps: [Gesture]
  /// A shortest list of steps found that still breaks the same rule: no single step can be
  /// left out of it.
  public let shrunk: [Gesture]
  /// What was wrong after the last shrunk step: the screens or states that differ.
  public let details: String

  /// Whether an exploration found the failure (``FormExplorer``): its steps are a shortest
  /// route to it, not shrunk.
  var isFromExploration = false
  /// The title of the form's root screen, which the report names.
  var formTitle = ""

  /// The shrunk steps as a REPL script, one command a line.
  public var script: String { shrunk.script }

  /// A report for a test log: the seed, the step, the replayable script, and the details.
  public var description: String {
    var lines: [String] = []
    let count = shrunk.count == 1 ? "1 step" : "\(shrunk.count) steps"
    let replay = formTitle.isEmpty ? "with" : "on \(formTitle) with"
    if isFromExploration {
      lines.append("Exploration failed at depth \(step): \(kind).")
      if !shrunk.isEmpty {
        lines.append(
          "The shortest script that fails, \(count); replay it \(replay) FormTester.run(_:):")
      }
    } else {
      let origin = seed.map { "Random walk with seed \(hex($0))" } ?? "Replayed walk"
      lines.append("\(origin) failed at step \(step): \(kind).")
      if !shrunk.isEmpty {
        lines.append("Shrunk to \(count); replay them \(replay) FormTester.run(_:):")
      }
    }
    if shrunk.isEmpty {
      lines.append("It fails with no steps at all: right after the form is built.")
    } else {
      lines.append(script.indented())
    }
    lines.append(details)
    return lines.joined(separator: "\n")
  }

  /// Creates a failure report.
  ///
  /// - Parameters:
  ///   - kind: The rule broken.
  ///   - seed: The walk's seed, if it was a random walk.
  ///   - step: The step after which it was broken, from 1.
  ///   - steps: The walk up to that step.
  ///   - shrunk: A shortest list of steps that still breaks the rule.
  ///   - details: What was wrong.
  public init(
    kind: Kind, seed: UInt64?, step: Int, steps: [Gesture], shrunk: [Gesture], details: String
  ) {
    self.kind = kind
    self.seed = seed
    self.step = step
    self.steps = steps
    self.shrunk = shrunk
    self.details = details
  }
}

/// `value` in hexadecimal, as seeds are shown: `0x2A`.
func hex(_ value: UInt64) -> String {
  "0x" + String(value, radix: 16, uppercase: true)
}
