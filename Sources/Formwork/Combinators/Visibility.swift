/// Hides a cell while a condition on state holds. The condition is re-evaluated on every
/// change, with no call from the app; a hidden cell is left out of ``Screen/visibleCells``
/// (so the REPL does not number it) and refuses every gesture.
///
/// ```swift
/// hidden(controlCell(title: "Topics", control: textField(keyPath: \.topics)),
///        when: { !$0.wantsNewsletter })
/// hidden(optionCell(title: "Custom", option: .custom, keyPath: \.mode), when: \.isLocked)
/// ```
///
/// - Parameters:
///   - cell: The cell.
///   - predicate: Whether the cell is hidden; a key path to a `Bool` works too.
public func hidden<State>(
  _ cell: @escaping Element<FormCell, State>, when predicate: @escaping (State) -> Bool
) -> Element<FormCell, State> {
  conditioned(cell, reading: predicate, { $0 }) { cell, isHidden in
    if cell.isVisible == isHidden { cell.isVisible = !isHidden }
  }
}

/// Hides a cell while `predicate` holds for the value at `keyPath`. The predicate runs
/// again only when that value changed, so a change elsewhere in state costs one comparison.
///
/// ```swift
/// hidden(controlCell(title: "Reason", control: textField(keyPath: \.reason)),
///        when: \.rating, { $0 >= 3 })
/// ```
///
/// - Parameters:
///   - cell: The cell.
///   - keyPath: The value the condition reads.
///   - predicate: Whether the cell is hidden for that value.
public func hidden<State, Value: Equatable>(
  _ cell: @escaping Element<FormCell, State>, when keyPath: KeyPath<State, Value>,
  _ predicate: @escaping (Value) -> Bool
) -> Element<FormCell, State> {
  conditioned(cell, reading: { $0[keyPath: keyPath] }, predicate) { cell, isHidden in
    if cell.isVisible == isHidden { cell.isVisible = !isHidden }
  }
}

/// Disables a cell while a condition on state holds: it stays on screen, marked disabled,
/// and refuses gestures (its control's too). Re-evaluated on every change.
///
/// ```swift
/// disabled(addButton, when: { $0.draft.isEmpty })
/// disabled(controlCell(title: "Password", control: textField(keyPath: \.password)),
///          when: \.usesPasskey)
/// ```
///
/// - Parameters:
///   - cell: The cell.
///   - predicate: Whether the cell is disabled; a key path to a `Bool` works too.
public func disabled<State>(
  _ cell: @escaping Element<FormCell, State>, when predicate: @escaping (State) -> Bool
) -> Element<FormCell, State> {
  conditioned(cell, reading: predicate, { $0 }) { cell, isDisabled in
    if cell.isEnabled == isDisabled { cell.isEnabled = !isDisabled }
  }
}

/// Disables a cell while `predicate` holds for the value at `keyPath`; the predicate runs
/// again only when that value changed.
///
/// ```swift
/// disabled(submitCell, when: \.attempts, { $0 >= 3 })
/// ```
///
/// - Parameters:
///   - cell: The cell.
///   - keyPath: The value the condition reads.
///   - predicate: Whether the cell is disabled for that value.
public func disabled<State, Value: Equatable>(
  _ cell: @escaping Element<FormCell, State>, when keyPath: KeyPath<State, Value>,
  _ predicate: @escaping (Value) -> Bool
) -> Element<FormCell, State> {
  conditioned(cell, reading: { $0[keyPath: keyPath] }, predicate) { cell, isDisabled in
    if cell.isEnabled == isDisabled { cell.isEnabled = !isDisabled }
  }
}

/// Hides a whole section while a condition on state holds; its cells refuse gestures.
///
/// ```swift
/// hidden(section([controlCell(title: "Topics", control: textField(keyPath: \.topics))]),
///        when: { !$0.wantsNewsletter })
/// ```
///
/// - Parameters:
///   - section: The section.
///   - predicate: Whether the section is hidden; a key path to a `Bool` works too.
public func hidden<State>(
  _ section: @escaping Element<Section, State>, when predicate: @escaping (State) -> Bool
) -> Element<Section, State> {
  conditioned(section, reading: predicate, { $0 }) { section, isHidden in
    if section.isVisible == isHidden { section.isVisible = !isHidden }
  }
}

/// Hides a whole section while `predicate` holds for the value at `keyPath`; the predicate
/// runs again only when that value changed.
///
/// ```swift
/// hidden(advancedSection, when: \.level, { $0 < 2 })
/// ```
///
/// - Parameters:
///   - section: The section.
///   - keyPath: The value the condition reads.
///   - predicate: Whether the section is hidden for that value.
public func hidden<State, Value: Equatable>(
  _ section: @escaping Element<Section, State>, when keyPath: KeyPath<State, Value>,
  _ predicate: @escaping (Value) -> Bool
) -> Element<Section, State> {
  conditioned(section, reading: { $0[keyPath: keyPath] }, predicate) { section, isHidden in
    if section.isVisible == isHidden { section.isVisible = !isHidden }
  }
}

/// Runs `element`'s update, then applies a condition to it. The condition's input is read
/// on every change; `predicate` runs only when that input differs from the last one (or
/// always, under ``UpdateStrategy/naive``).
func conditioned<El, State, Input: Equatable>(
  _ element: @escaping Element<El, State>, reading read: @escaping (State) -> Input,
  _ predicate: @escaping (Input) -> Bool, apply: @escaping (El, Bool) -> Void
) -> Element<El, State> {
  return { context in
    let rendered = element(context)
    let update = rendered.update
    let tracker = context.tracker
    let target = rendered.element
    var last: Input?
    return Rendered(element: target, strongReferences: rendered.strongReferences) { state in
      tracker.run(update, with: state)
      let input = read(state)
      if tracker.skipsUnchanged, let last, last == input { return }
      last = input
      apply(target, predicate(input))
    }
  }
}
