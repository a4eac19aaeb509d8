public import Formwork

// Gestures as script lines: a walk's steps and an exploration's routes are `Gesture`s, the
// vocabulary the REPL, the interactive front end and `FormTester` share. A gesture's
// description is its REPL command, so a list of gestures is a script the REPL and
// `FormTester.run(_:)` replay:
//
//   let steps: [Gesture] = [.tap(row: 1), .enter(row: 2, text: "s3cret word"), .back]
//   print(steps.script)   // tap 1 / enter 2 s3cret word / back, one a line

extension Gesture {
  /// Reads one line of a script as the REPL reads it, the inverse of ``description``.
  ///
  /// It is `nil` for a line that is not a gesture, such as `state`, `help` or a typo.
  ///
  /// ```swift
  /// Gesture(command: "enter 2 s3cret word")   // .enter(row: 2, text: "s3cret word")
  /// Gesture(command: "3")                     // .tap(row: 3)
  /// Gesture(command: "fly 1")                 // nil
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
  /// [Gesture.tap(row: 1), .toggle(row: 1)].script   // "tap 1\ntoggle 1"
  /// ```
  public var script: String { map(\.description).joined(separator: "\n") }
}
