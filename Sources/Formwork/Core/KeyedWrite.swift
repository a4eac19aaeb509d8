/// The one way a value is written at a key path (``RenderingContext/write(_:to:)``, every
/// control): a keyed write with what it writes, sent through every gate on the way.
struct Writer<State, Value> {
  let keyPath: WritableKeyPath<State, Value>
  /// What the value's place is, which its readers read.
  let footprint: Footprint
  /// Where the write goes: the link of the context that made the writer.
  let link: FormLink<State>

  /// Writes `value`: `false` when a gate (a field's rule) refused it. Typed text a rule refuses
  /// (`keepsRefused`) stays with its field, shown and counted, until state's value changes.
  @discardableResult
  func write(_ value: Value, keepsRefused: Bool = false) -> Bool {
    link.send(KeyedWrite(value, to: keyPath, footprint: footprint, keepsRefused: keepsRefused))
  }

  /// The keyed write of `value`, for writing it with another (``KeyedWrite/then(_:)``).
  func keyed(_ value: Value) -> KeyedWrite<State> {
    KeyedWrite(value, to: keyPath, footprint: footprint, keepsRefused: false)
  }
}

/// One value written at a key path, on its way from a control to the driver: gates (a
/// validated field's rules) see the key path and the value, and may refuse it.
struct KeyedWrite<State> {
  /// Where the value goes, from the state of the context it is in.
  let keyPath: AnyKeyPath
  /// The value.
  let value: Any
  /// What it writes, in the root state.
  let footprint: Footprint
  /// Whether a refused value stays with its field (typed text stays shown) rather than
  /// going at once (a toggle shows state's value again).
  let keepsRefused: Bool
  /// Writes the value.
  let apply: (inout State) -> Void
  /// Given the state before the write, the write that takes it back, and whether the write
  /// changes nothing (the value is `Equatable` and equal); `nil` when not known. The driver
  /// applies a write that has one in place and records it in the undo history rather than
  /// a copy of the state: a change costs what it writes, not what the state holds.
  let inverse: ((State) -> KeyedUndo<State>)?

  init(
    keyPath: AnyKeyPath, value: Any, footprint: Footprint = .unknown, keepsRefused: Bool = false,
    inverse: ((State) -> KeyedUndo<State>)? = nil, apply: @escaping (inout State) -> Void
  ) {
    self.keyPath = keyPath
    self.value = value
    self.footprint = footprint
    self.keepsRefused = keepsRefused
    self.inverse = inverse
    self.apply = apply
  }

  /// The write of `value` at `keyPath`, which knows its inverse.
  init<Value>(
    _ value: Value, to keyPath: WritableKeyPath<State, Value>, footprint: Footprint,
    keepsRefused: Bool
  ) {
    self.init(
      keyPath: keyPath, value: value, footprint: footprint, keepsRefused: keepsRefused,
      inverse: { state in
        let old = state[keyPath: keyPath]
        return KeyedUndo(changesNothing: areEqual(old, value) == true) {
          $0[keyPath: keyPath] = old
        }
      }
    ) { $0[keyPath: keyPath] = value }
  }

  /// The same write seen from a parent state that holds this one at `keyPath`.
  func scoped<Parent>(to keyPath: WritableKeyPath<Parent, State>) -> KeyedWrite<Parent> {
    let apply = self.apply
    let inverse = self.inverse
    return KeyedWrite<Parent>(
      keyPath: (keyPath as AnyKeyPath).appending(path: self.keyPath) ?? keyPath, value: value,
      footprint: footprint, keepsRefused: keepsRefused,
      inverse: inverse.map { inverse in
        { parent in
          let inner = inverse(parent[keyPath: keyPath])
          let undo = inner.undo
          return KeyedUndo(changesNothing: inner.changesNothing) { undo(&$0[keyPath: keyPath]) }
        }
      }
    ) { apply(&$0[keyPath: keyPath]) }
  }
}

extension KeyedWrite {
  /// This write, then `next` (which writes elsewhere), as one write: one undo step takes both
  /// back. Gates see it as a change of both: they check the state it makes, not one value.
  func then(_ next: KeyedWrite) -> KeyedWrite {
    // NB: the two write different places, so each takes its old value from the same state.
    let (first, second) = (apply, next.apply)
    let (undoFirst, undoSecond) = (inverse, next.inverse)
    return KeyedWrite(
      keyPath: keyPath, value: CompoundValue(), footprint: footprint.union(next.footprint),
      keepsRefused: keepsRefused && next.keepsRefused,
      inverse: undoFirst.flatMap { undoFirst in
        undoSecond.map { undoSecond in
          { state in
            let (before, after) = (undoFirst(state), undoSecond(state))
            return KeyedUndo(changesNothing: before.changesNothing && after.changesNothing) {
              after.undo(&$0)
              before.undo(&$0)
            }
          }
        }
      }
    ) { state in
      first(&state)
      second(&state)
    }
  }

  /// The same write, said to write `footprint` (what readers should take it as writing).
  func writing(_ footprint: Footprint) -> KeyedWrite {
    KeyedWrite(
      keyPath: keyPath, value: value, footprint: footprint, keepsRefused: keepsRefused,
      inverse: inverse, apply: apply)
  }
}

/// The value of a write of several values: no one value a gate could check alone.
private struct CompoundValue {}

/// What takes a keyed write back: the old value written again.
struct KeyedUndo<State> {
  /// Whether the write changed nothing.
  let changesNothing: Bool
  /// Writes the old value back.
  let undo: (inout State) -> Void
}
