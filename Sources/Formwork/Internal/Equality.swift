/// `==` for values of type `Value` when `Value` is `Equatable`, found once for the type;
/// `nil` otherwise. One combinator then serves every type, and skips an unchanged value only
/// where `==` says it is unchanged.
///
/// ```text
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

/// The indices at which two arrays of the same count hold elements that are not equal, when
/// `Value` is `Equatable`, found once for the type; `nil` otherwise. One pass over both
/// arrays, with no call through a closure per element.
///
/// ```text
/// differingIndices(Int.self)?([1, 2, 3], [1, 5, 3])   // [1]
/// ```
///
/// Inlinable, so that the list combinators, inlined where a form names its element type,
/// make this comparison there: code specialized for the type compares elements in place,
/// where generic code copies both elements of every pair.
@inlinable
func differingIndices<Value>(_: Value.Type) -> (([Value], [Value]) -> [Int])? {
  guard let type = Value.self as? any Equatable.Type else { return nil }
  return differingFunction(type) as? ([Value], [Value]) -> [Int]
}

@inlinable
func differingFunction<Value: Equatable>(_: Value.Type) -> Any {
  let differing: ([Value], [Value]) -> [Int] = { old, new in
    // NB: through buffer pointers: an array's subscript checks its bounds and its storage
    // at each element in code not specialized for `Value`.
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in new.indices.filter { old[$0] != new[$0] } }
    }
  }
  return differing
}

/// The value a part of a form last showed, so its next update can tell whether anything it
/// shows changed: the value, and what the user did under the part
/// (see ``FormRuntime/input(under:)``).
struct LastShown<Value> {
  private var lastValue: Value?
  private var lastInput = InputUnder()
  /// The runtime's input version when ``lastInput`` was read; `nil` when it was given.
  private var lastVersion: Int?
  private let same: ((Value, Value) -> Bool)?

  init() {
    same = equality(Value.self)
  }

  /// Whether `value`, under `input`, may show differently from what was shown last (always,
  /// when `skips` is off or the value cannot be compared); remembers it.
  mutating func changes(to value: Value, input: InputUnder, skips: Bool) -> Bool {
    guard let same else { return true }
    if skips, let lastValue, lastInput == input, same(lastValue, value) { return false }
    lastValue = value
    lastInput = input
    lastVersion = nil
    return true
  }

  /// Whether `value`, under what the user did under `path`, may show differently from what
  /// was shown last (always, when the runtime skips nothing or the value cannot be
  /// compared); remembers it.
  ///
  /// The input under `path` is read only when the runtime's input changed since it was
  /// last read: while the input is the same, so is every part of it.
  mutating func changes(to value: Value, under path: FieldID, in runtime: FormRuntime) -> Bool {
    guard let same else { return true }
    let version = runtime.inputVersion
    if runtime.skipsUnchanged, let lastValue, same(lastValue, value) {
      if lastVersion == version { return false }
      let input = runtime.input(under: path)
      lastVersion = version
      guard input != lastInput else { return false }
      lastInput = input
      return true
    }
    lastValue = value
    lastInput = runtime.input(under: path)
    lastVersion = version
    return true
  }

  /// Whether `value` may show differently from what was shown last, for a part that shows
  /// nothing of the form's input.
  mutating func changes(to value: Value, skips: Bool) -> Bool {
    changes(to: value, input: InputUnder(), skips: skips)
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
