/// `==` for values of type `Value` when `Value` is `Equatable`, found once for the type;
/// `nil` otherwise. One combinator then serves every type, and skips an unchanged value only
/// where `==` says it is unchanged.
///
/// ```swift
/// equality(Int.self)?(1, 1)     // true
/// equality((() -> Void).self)   // nil
/// ```
func equality<Value>(_: Value.Type) -> ((Value, Value) -> Bool)? {
  guard let type = Value.self as? any Equatable.Type else { return nil }
  return equalityFunction(type) as? (Value, Value) -> Bool
}

private func equalityFunction<Value: Equatable>(_: Value.Type) -> Any {
  let equal: (Value, Value) -> Bool = { $0 == $1 }
  return equal
}

/// The value a part of a form last showed, so its next update can tell whether anything it
/// shows changed: the value, and the version of the form's input it was shown with.
struct LastShown<Value> {
  private var last: (value: Value, version: Int)?
  private let same: ((Value, Value) -> Bool)?

  init() {
    same = equality(Value.self)
  }

  /// Whether `value`, under input version `version`, may show differently from what was
  /// shown last (always, when `skips` is off or the value cannot be compared); remembers it.
  mutating func changes(to value: Value, version: Int, skips: Bool) -> Bool {
    guard let same else { return true }
    if skips, let last, last.version == version, same(last.value, value) { return false }
    last = (value, version)
    return true
  }
}

/// The state a row last saw, for what its taps do: a row's gesture acts on the state of
/// the moment, which its update keeps here.
final class Latest<State> {
  var value: State

  init(_ value: State) {
    self.value = value
  }
}
