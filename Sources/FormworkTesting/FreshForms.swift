import Formwork

/// What forms freshly built for the consistency check showed, remembered by what they were
/// built from (the state, the form's input, the rows tapped to reopen the screens), so that
/// a walk or an exploration coming back to the same state and input compares its screens
/// without building the form again.
///
/// A form shows what its state and input say (the rule the check is about), so a fresh
/// form built again from the same ones would show the same. An entry is used only when its
/// state equals the walk's (`isEqual`): the key finds it, the state decides.
final class FreshForms<State> {
  /// What one fresh form showed once its screens were reopened.
  struct Entry {
    /// The state it was built from.
    var state: State
    /// The whole form's errors.
    var errors: [ValidationError]
    /// Every screen it reached, root first.
    var screens: [ScreenSnapshot]
  }

  /// What tells fresh forms apart.
  struct Key: Hashable {
    var state: AnyHashable
    var input: FormInput
    /// The rows tapped to reopen each screen above the root, screen after screen.
    var openers: [CellPosition]
  }

  private var entries: [Key: Entry] = [:]
  /// The most entries kept; past it, the oldest half goes.
  private let limit: Int
  private var order: [Key] = []
  /// The key of a state: its own hash when `Hashable`, else its encoding, else its `dump`.
  let stateKey: (State) -> AnyHashable
  /// Entries used, for tests and the benchmark.
  private(set) var hits = 0

  init(limit: Int = 4_096) {
    self.limit = limit
    stateKey = StateKeying.key(for: State.self)
  }

  /// The entry for `key`, if one was made from a state equal to `state`.
  func entry(_ key: Key, state: State, isEqual: (State, State) -> Bool) -> Entry? {
    guard let entry = entries[key], isEqual(entry.state, state) else { return nil }
    hits += 1
    return entry
  }

  /// Remembers `entry` under `key`.
  func remember(_ entry: Entry, as key: Key) {
    if entries.updateValue(entry, forKey: key) == nil { order.append(key) }
    guard order.count > limit else { return }
    let old = order.prefix(order.count / 2)
    for key in old { entries[key] = nil }
    order.removeFirst(old.count)
  }
}
