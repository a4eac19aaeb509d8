/// How the testing tools compare and show states of any type: `==` when the state type is
/// `Equatable` (found at run time, so generic code over examples of different state types
/// compares cheaply), else their `dump`; and, when two states differ, the fields that differ.

/// `==` for `State`, if `State` is `Equatable`.
func equality<State>(_ type: State.Type) -> ((State, State) -> Bool)? {
  guard let equatable = type as? any Equatable.Type else { return nil }
  func isEqual<Value: Equatable>(_ type: Value.Type) -> (State, State) -> Bool {
    { ($0 as? Value) == ($1 as? Value) }
  }
  return isEqual(equatable)
}

/// `value` as `dump` prints it: how states that are not `Equatable` are compared and shown.
func dumped<Value>(_ value: Value) -> String {
  var text = ""
  dump(value, to: &text)
  return text
}

/// The fields where `actual` differs from `expected`, one line each, named by their path
/// from the state (`hotspot.isEnabled`, `todos[1].title`), with the value `before` had
/// there if given: what a gesture changed that the test did not say, what it said and the
/// gesture did not change, and what became something else.
///
/// ```text
/// acceptsTerms: expected false → true, but it stayed false
/// topics: changed "" → "swift", but the expected change leaves it ""
/// ```
func stateDifferences<Value>(expected: Value, actual: Value, before: Value? = nil) -> [String] {
  var lines: [String] = []
  StateDiff.compare(expected, actual, before.map { $0 as Any }, path: "", into: &lines)
  return lines
}

/// The walk over two values' mirrors that ``stateDifferences(expected:actual:before:)``
/// makes.
private enum StateDiff {
  static func compare(
    _ expected: Any, _ actual: Any, _ before: Any?, path: String, into lines: inout [String]
  ) {
    if same(expected, actual) { return }
    let expectedMirror = Mirror(reflecting: expected)
    let actualMirror = Mirror(reflecting: actual)
    let beforeMirror = before.map { Mirror(reflecting: $0) }
    switch (expectedMirror.displayStyle, actualMirror.displayStyle) {
    case (.struct, .struct), (.class, .class), (.tuple, .tuple):
      let expectedChildren = Array(expectedMirror.children)
      let actualChildren = Array(actualMirror.children)
      guard expectedChildren.map(\.label) == actualChildren.map(\.label) else { break }
      compareChildren(
        expectedChildren, actualChildren, beforeMirror.map { Array($0.children) },
        path: { index in
          let label = expectedChildren[index].label ?? ".\(index)"
          return path.isEmpty ? label : path + "." + label
        }, into: &lines)
      return
    case (.collection, .collection):
      let expectedChildren = Array(expectedMirror.children)
      let actualChildren = Array(actualMirror.children)
      guard expectedChildren.count == actualChildren.count else { break }
      compareChildren(
        expectedChildren, actualChildren, beforeMirror.map { Array($0.children) },
        path: { path + "[\($0)]" }, into: &lines)
      return
    case (.optional, .optional):
      guard let expectedValue = expectedMirror.children.first?.value,
        let actualValue = actualMirror.children.first?.value
      else { break }
      let beforeValue = beforeMirror.flatMap { $0.displayStyle == .optional ? $0 : nil }?
        .children.first?.value
      compare(expectedValue, actualValue, beforeValue, path: path, into: &lines)
      return
    default:
      break
    }
    lines.append(difference(expected, actual, before, path: path))
  }

  /// Compares the children of two values one by one, the child at `index` named
  /// `path(index)`.
  private static func compareChildren(
    _ expected: [Mirror.Child], _ actual: [Mirror.Child], _ before: [Mirror.Child]?,
    path: (Int) -> String, into lines: inout [String]
  ) {
    for index in expected.indices where actual.indices.contains(index) {
      let beforeChild = before.flatMap { $0.indices.contains(index) ? $0[index].value : nil }
      compare(
        expected[index].value, actual[index].value, beforeChild, path: path(index),
        into: &lines)
    }
  }

  /// The line that says how a value that cannot be compared part by part differs.
  private static func difference(
    _ expected: Any, _ actual: Any, _ before: Any?, path: String
  ) -> String {
    let name = path.isEmpty ? "the state" : path
    let shownExpected = shown(expected)
    let shownActual = shown(actual)
    guard let before else { return "\(name): expected \(shownExpected), but it is \(shownActual)" }
    if same(expected, before) {
      return "\(name): changed \(shown(before)) → \(shownActual), "
        + "but the expected change leaves it \(shownExpected)"
    } else if same(actual, before) {
      return "\(name): expected \(shown(before)) → \(shownExpected), but it stayed \(shownActual)"
    } else {
      return "\(name): expected \(shown(before)) → \(shownExpected), but it became \(shownActual)"
    }
  }

  /// Whether two values are the same: `==` when they are `Equatable`, else their `dump`.
  static func same(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? any Equatable, let equal = lhs.isEqual(to: rhs) { return equal }
    return dumped(lhs) == dumped(rhs)
  }

  /// A value as a line of a report shows it: strings quoted, `nil` for an absent optional,
  /// enum cases by name.
  static func shown(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return shown(wrapped)
    }
    if let text = value as? String { return String(reflecting: text) }
    if mirror.displayStyle == .enum, mirror.children.isEmpty { return ".\(value)" }
    return String(describing: value)
  }
}

extension Equatable {
  /// `self == other` when `other` has the same type; `nil` when it has another.
  fileprivate func isEqual(to other: Any) -> Bool? {
    guard let other = other as? Self else { return nil }
    return self == other
  }
}
