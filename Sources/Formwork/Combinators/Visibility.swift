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
  disabling(cell, reading: predicate, { $0 })
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
  disabling(cell, reading: { $0[keyPath: keyPath] }, predicate)
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

/// Disables every cell of a section while a condition on state holds, rows added later (list
/// rows) included; the cells stay on screen, marked disabled, and refuse gestures. Cells
/// that are also disabled by their own condition stay disabled until both allow them.
///
/// ```swift
/// disabled(section([controlCell(title: "Wi-Fi", control: toggle(keyPath: \.wifi))]),
///          when: \.isAirplaneMode)
/// ```
///
/// - Parameters:
///   - section: The section.
///   - predicate: Whether its cells are disabled; a key path to a `Bool` works too.
public func disabled<State>(
  _ section: @escaping Element<Section, State>, when predicate: @escaping (State) -> Bool
) -> Element<Section, State> {
  disablingSection(section, reading: predicate, { $0 })
}

/// Disables every cell of a section while `predicate` holds for the value at `keyPath`; the
/// predicate runs again only when that value changed.
///
/// ```swift
/// disabled(paymentSection, when: \.total, { $0 == 0 })
/// ```
///
/// - Parameters:
///   - section: The section.
///   - keyPath: The value the condition reads.
///   - predicate: Whether its cells are disabled for that value.
public func disabled<State, Value: Equatable>(
  _ section: @escaping Element<Section, State>, when keyPath: KeyPath<State, Value>,
  _ predicate: @escaping (Value) -> Bool
) -> Element<Section, State> {
  disablingSection(section, reading: { $0[keyPath: keyPath] }, predicate)
}

/// Why a cell is disabled: the `disabled` conditions over it (its own, its section's) that
/// hold now. The cell is enabled while none does, so conditions compose instead of
/// overwriting each other. It lives in the strong references of the cell's element.
final class DisabledReasons {
  weak var cell: FormCell?
  private var holding: Set<ObjectIdentifier> = []

  init(cell: FormCell) {
    self.cell = cell
  }

  /// Records whether the condition `token` holds, and enables or disables the cell.
  func set(_ token: AnyObject, holds: Bool) {
    if holds {
      holding.insert(ObjectIdentifier(token))
    } else {
      holding.remove(ObjectIdentifier(token))
    }
    let isEnabled = holding.isEmpty
    if let cell, cell.isEnabled != isEnabled { cell.isEnabled = isEnabled }
  }
}

/// Stands for one `disabled` condition in ``DisabledReasons``.
private final class ConditionToken {}

/// The ``DisabledReasons`` of `cell` among `references`, if an element made one.
private func disabledReasons(of cell: FormCell, in references: [Any]) -> DisabledReasons? {
  referencedObjects(of: DisabledReasons.self, in: references).first { $0.cell === cell }
}

private func disabling<State, Input: Equatable>(
  _ cell: @escaping Element<FormCell, State>, reading read: @escaping (State) -> Input,
  _ predicate: @escaping (Input) -> Bool
) -> Element<FormCell, State> {
  return { context in
    let rendered = cell(context)
    let update = rendered.update
    let tracker = context.tracker
    let target = rendered.element
    let existing = disabledReasons(of: target, in: rendered.strongReferences)
    let reasons = existing ?? DisabledReasons(cell: target)
    let token = ConditionToken()
    var last: Input?
    return Rendered(
      element: target, strongReferences: rendered.strongReferences + [reasons, token]
    ) { state in
      tracker.run(update, with: state)
      let input = read(state)
      if tracker.skipsUnchanged, let last, last == input { return }
      last = input
      reasons.set(token, holds: predicate(input))
    }
  }
}

private func disablingSection<State, Input: Equatable>(
  _ section: @escaping Element<Section, State>, reading read: @escaping (State) -> Input,
  _ predicate: @escaping (Input) -> Bool
) -> Element<Section, State> {
  return { context in
    let rendered = section(context)
    let update = rendered.update
    let tracker = context.tracker
    let target = rendered.element
    let token = ConditionToken()
    let references = rendered.strongReferences
    var last: Input?
    var holds = false
    // The reasons of the cells this condition covers, by cell; rebuilt when the cells change.
    var covered: [ObjectIdentifier: DisabledReasons] = [:]
    var coveredCells: [FormCell] = []
    return Rendered(element: target, strongReferences: references + [token]) { state in
      tracker.run(update, with: state)
      let input = read(state)
      let conditionChanged = !(tracker.skipsUnchanged && last == input)
      if conditionChanged {
        last = input
        holds = predicate(input)
      }
      let cells = target.cells
      let cellsChanged =
        cells.count != coveredCells.count || !zip(cells, coveredCells).allSatisfy { $0 === $1 }
      guard conditionChanged || cellsChanged else { return }
      if cellsChanged {
        var next: [ObjectIdentifier: DisabledReasons] = [:]
        var found: [ObjectIdentifier: DisabledReasons]?
        for cell in cells {
          let id = ObjectIdentifier(cell)
          if let reasons = covered[id] {
            next[id] = reasons
            continue
          }
          if found == nil {
            found = [:]
            for reasons in referencedObjects(of: DisabledReasons.self, in: references) {
              if let cell = reasons.cell { found?[ObjectIdentifier(cell)] = reasons }
            }
          }
          next[id] = found?[id] ?? DisabledReasons(cell: cell)
        }
        covered = next
        coveredCells = cells
      }
      for reasons in covered.values { reasons.set(token, holds: holds) }
    }
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
