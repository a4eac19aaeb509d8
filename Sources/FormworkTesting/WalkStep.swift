public import Formwork
import FormworkTerminal

/// One user gesture in a walk: a `Gesture`, the vocabulary the REPL, the interactive front
/// end and ``FormTester`` share. Walks name rows by number, as `ScreenRenderer` shows them.
///
/// A step's description is the REPL command, so a list of steps is a script that
/// `formwork-demo` replays:
///
/// ```swift
/// let steps: [WalkStep] = [.tap(row: 1), .enter(row: 2, text: "s3cret word"), .back]
/// print(steps.script)
/// // tap 1
/// // enter 2 s3cret word
/// // back
/// ```
public typealias WalkStep = Gesture

extension Gesture {
  /// Reads one line of a script as the REPL reads it (`Command/parse(_:)`): the inverse of
  /// ``description``; `nil` for a line that is not a gesture (`state`, `help`, a typo).
  ///
  /// ```swift
  /// WalkStep(command: "enter 2 s3cret word")   // .enter(row: 2, text: "s3cret word")
  /// WalkStep(command: "3")                     // .tap(row: 3)
  /// WalkStep(command: "fly 1")                 // nil
  /// ```
  ///
  /// - Parameter command: One line of a script.
  public init?(command: String) {
    guard case .gesture(let gesture)? = try? Command.parse(command) else { return nil }
    self = gesture
  }
}

extension Array where Element == Gesture {
  /// The steps as a REPL script, one command a line.
  ///
  /// ```swift
  /// [WalkStep.tap(row: 1), .toggle(row: 1)].script   // "tap 1\ntoggle 1"
  /// ```
  public var script: String { map(\.description).joined(separator: "\n") }
}
