/// Hides a cell while a condition on state holds. The condition is re-evaluated on every
/// change, with no call from the app; a hidden cell is left out of ``Screen/visibleCells``
/// (so the REPL does not number it) and refuses every gesture.
///
/// ```swift
/// hidden(controlCell(title: "Topics", control: textField(keyPath: \Newsletter.topics)),
///        when: { !$0.wantsNewsletter })
/// hidden(optionCell(title: "Custom", option: Mode.custom, keyPath: \Newsletter.mode),
///        when: \.isLocked)
/// ```
///
/// - Parameters:
///   - cell: The cell.
///   - predicate: Whether the cell is hidden; a key path to a `Bool` works too.
@_disfavoredOverload
public func hidden<State>(
  _ cell: @escaping Element<FormCell, State>, when predicate: @escaping (State) -> Bool
) -> Element<FormCell, State> {
  conditioned(cell, reading: predicate, { $0 }, covering: true) { cell, isHidden, condition in
    cell.setHidden(isHidden, byID: condition)
  }
}

/// Hides a cell while `predicate` holds for the value at `keyPath`. The predicate runs
/// again only when that value changed, so a change elsewhere in state costs one comparison.
///
/// ```swift
/// hidden(controlCell(title: "Reason", control: textField(keyPath: \Newsletter.reason)),
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
  conditioned(
    cell, reading: { $0[keyPath: keyPath] }, predicate, covering: true,
    input: { $0.footprint(of: keyPath) }
  ) {
    cell, isHidden, condition in
    cell.setHidden(isHidden, byID: condition)
  }
}

/// Disables a cell while a condition on state holds: it stays on screen, marked disabled,
/// and refuses gestures (its control's too). Re-evaluated on every change.
///
/// ```swift
/// disabled(addRow, when: { $0.draft.isEmpty })
/// disabled(controlCell(title: "Password", control: textField(keyPath: \Newsletter.password)),
///          when: \.usesPasskey)
/// ```
///
/// - Parameters:
///   - cell: The cell.
///   - predicate: Whether the cell is disabled; a key path to a `Bool` works too.
///   - reason: Why, shown on the row and quoted when a gesture is refused
///     (`Enter a name first`).
@_disfavoredOverload
public func disabled<State>(
  _ cell: @escaping Element<FormCell, State>, when predicate: @escaping (State) -> Bool,
  reason: String? = nil
) -> Element<FormCell, State> {
  disabling(cell, reading: predicate, { $0 }, reason: reason)
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
///   - reason: Why, shown on the row and quoted when a gesture is refused.
///   - predicate: Whether the cell is disabled for that value.
public func disabled<State, Value: Equatable>(
  _ cell: @escaping Element<FormCell, State>, when keyPath: KeyPath<State, Value>,
  reason: String? = nil, _ predicate: @escaping (Value) -> Bool
) -> Element<FormCell, State> {
  disabling(
    cell, reading: { $0[keyPath: keyPath] }, predicate, reason: reason,
    input: { $0.footprint(of: keyPath) })
}

/// Hides a whole section while a condition on state holds; its cells refuse gestures.
///
/// ```swift
/// hidden(section([controlCell(title: "Topics", control: textField(keyPath: \Newsletter.topics))]),
///        when: { !$0.wantsNewsletter })
/// ```
///
/// - Parameters:
///   - section: The section.
///   - predicate: Whether the section is hidden; a key path to a `Bool` works too.
@_disfavoredOverload
public func hidden<State>(
  _ section: @escaping Element<Section, State>, when predicate: @escaping (State) -> Bool
) -> Element<Section, State> {
  conditioned(section, reading: predicate, { $0 }, covering: true) {
    section, isHidden, condition in
    section.setHidden(isHidden, byID: condition)
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
  conditioned(
    section, reading: { $0[keyPath: keyPath] }, predicate, covering: true,
    input: { $0.footprint(of: keyPath) }
  ) {
    section, isHidden, condition in
    section.setHidden(isHidden, byID: condition)
  }
}

/// Disables every cell of a section while a condition on state holds, rows added later (list
/// rows) included; the cells stay on screen, marked disabled, and refuse gestures. Cells
/// that are also disabled by their own condition stay disabled until both allow them.
///
/// ```swift
/// disabled(section([controlCell(title: "Wi-Fi", control: toggle(keyPath: \Newsletter.wifi))]),
///          when: \.isAirplaneMode)
/// ```
///
/// - Parameters:
///   - section: The section.
///   - predicate: Whether its cells are disabled; a key path to a `Bool` works too.
///   - reason: Why, shown on the rows and quoted when a gesture is refused.
@_disfavoredOverload
public func disabled<State>(
  _ section: @escaping Element<Section, State>, when predicate: @escaping (State) -> Bool,
  reason: String? = nil
) -> Element<Section, State> {
  disablingSection(section, reading: predicate, { $0 }, reason: reason)
}

/// Disables every cell of a section while `predicate` holds for the value at `keyPath`; the
/// predicate runs again only when that value changed.
///
/// ```swift
/// disabled(orderSection, when: \.total, { $0 == 0 })
/// ```
///
/// - Parameters:
///   - section: The section.
///   - keyPath: The value the condition reads.
///   - reason: Why, shown on the rows and quoted when a gesture is refused.
///   - predicate: Whether its cells are disabled for that value.
public func disabled<State, Value: Equatable>(
  _ section: @escaping Element<Section, State>, when keyPath: KeyPath<State, Value>,
  reason: String? = nil, _ predicate: @escaping (Value) -> Bool
) -> Element<Section, State> {
  disablingSection(
    section, reading: { $0[keyPath: keyPath] }, predicate, reason: reason,
    input: { $0.footprint(of: keyPath) })
}

/// Runs `cell`'s update, then applies one `disabled` condition to it through its own
/// ``Condition``, so it combines with every other condition on the cell.
private func disabling<State, Input: Equatable>(
  _ cell: @escaping Element<FormCell, State>, reading read: @escaping (State) -> Input,
  _ predicate: @escaping (Input) -> Bool, reason: String?,
  input: @escaping (RenderingContext<State>) -> Footprint = { _ in .unknown }
) -> Element<FormCell, State> {
  conditioned(cell, reading: read, predicate, covering: false, input: input) {
    cell, holds, condition in
    cell.setDisabled(holds, byID: condition, reason: reason)
  }
}

private func disablingSection<State, Input: Equatable>(
  _ section: @escaping Element<Section, State>, reading read: @escaping (State) -> Input,
  _ predicate: @escaping (Input) -> Bool, reason: String?,
  input: @escaping (RenderingContext<State>) -> Footprint = { _ in .unknown }
) -> Element<Section, State> {
  conditioned(section, reading: read, predicate, covering: false, input: input) {
    section, holds, condition in
    section.setDisabled(holds, byID: condition, reason: reason)
  }
}

/// Runs `element`'s update, then applies a condition to it, identified by an object of its
/// own. The condition's input is read on every change; `predicate` runs only when that input
/// differs from the last one (or always, under ``UpdateStrategy/naive``). Skipping is safe
/// because the condition only ever sets its own answer: whatever else changed the element's
/// visibility or enabled state meanwhile keeps its own.
///
/// With `covering`, the condition hides: the fields declared inside count only while it
/// does not hold.
func conditioned<El, State, Input: Equatable>(
  _ element: @escaping Element<El, State>, reading read: @escaping (State) -> Input,
  _ predicate: @escaping (Input) -> Bool, covering: Bool,
  input: @escaping (RenderingContext<State>) -> Footprint = { _ in .unknown },
  apply: @escaping (El, Bool, ObjectIdentifier) -> Void
) -> Element<El, State> {
  return { context in
    let fields =
      covering
      ? context.fields.group(includedWhen: { !predicate(read($0)) }, reads: input(context))
      : context.fields
    let rendered = element(context.with(fields: fields))
    guard !context.isOutlining else { return rendered }
    let condition = ConditionedUpdate(
      rendered, tracker: context.tracker, read: read, predicate: predicate,
      fields: covering ? fields : nil, apply: apply)
    return context.rendered(
      rendered.element, strongReferences: rendered.strongReferences,
      reads: rendered.reads.union(input(context))
    ) { state in condition.update(with: state) }
  }
}

/// What a built condition keeps, in one object: its element's update, its input and
/// predicate, its last input, and its identity among the element's conditions. (The update
/// closure kept all of it in a context of its own, the last input in a box, and a
/// ``Condition`` besides: three allocations a row.)
private final class ConditionedUpdate<El, State, Input: Equatable> {
  let update: (State) -> Void
  let reads: Footprint
  let tracker: UpdateTracker
  let read: (State) -> Input
  let predicate: (Input) -> Bool
  /// The group the condition covers, if it hides.
  let fields: FieldGroup<State>?
  let apply: (El, Bool, ObjectIdentifier) -> Void
  let target: El
  var last: Input?

  init(
    _ rendered: Rendered<El, State>, tracker: UpdateTracker, read: @escaping (State) -> Input,
    predicate: @escaping (Input) -> Bool, fields: FieldGroup<State>?,
    apply: @escaping (El, Bool, ObjectIdentifier) -> Void
  ) {
    update = rendered.update
    reads = rendered.reads
    target = rendered.element
    self.tracker = tracker
    self.read = read
    self.predicate = predicate
    self.fields = fields
    self.apply = apply
  }

  func update(with state: State) {
    tracker.run(update, reading: reads, with: state)
    let input = read(state)
    if tracker.skipsUnchanged, let last, last == input { return }
    last = input
    let holds = predicate(input)
    fields?.isIncludedNow = !holds
    apply(target, holds, ObjectIdentifier(self))
  }
}

/// Hides a cell while the `Bool` at `keyPath` is `true`. Unlike the closure form, what it
/// reads is known: a change elsewhere does not re-run it (see ``Footprint``).
///
/// ```swift
/// hidden(controlCell(title: "Code", control: textField(keyPath: \Newsletter.code)),
///        when: \.isLocked)
/// ```
///
/// - Parameters:
///   - cell: The cell.
///   - keyPath: Whether the cell is hidden.
public func hidden<State>(
  _ cell: @escaping Element<FormCell, State>, when keyPath: KeyPath<State, Bool>
) -> Element<FormCell, State> {
  hidden(cell, when: keyPath, { $0 })
}

/// Hides a section while the `Bool` at `keyPath` is `true`.
///
/// - Parameters:
///   - section: The section.
///   - keyPath: Whether the section is hidden.
public func hidden<State>(
  _ section: @escaping Element<Section, State>, when keyPath: KeyPath<State, Bool>
) -> Element<Section, State> {
  hidden(section, when: keyPath, { $0 })
}

/// Disables a cell while the `Bool` at `keyPath` is `true`.
///
/// ```swift
/// disabled(sendButton, when: \.isSending, reason: "Sending…")
/// ```
///
/// - Parameters:
///   - cell: The cell.
///   - keyPath: Whether the cell is disabled.
///   - reason: Why, shown on the row and quoted when a gesture is refused.
public func disabled<State>(
  _ cell: @escaping Element<FormCell, State>, when keyPath: KeyPath<State, Bool>,
  reason: String? = nil
) -> Element<FormCell, State> {
  disabled(cell, when: keyPath, reason: reason, { $0 })
}

/// Disables every cell of a section while the `Bool` at `keyPath` is `true`.
///
/// - Parameters:
///   - section: The section.
///   - keyPath: Whether its cells are disabled.
///   - reason: Why, shown on the rows and quoted when a gesture is refused.
public func disabled<State>(
  _ section: @escaping Element<Section, State>, when keyPath: KeyPath<State, Bool>,
  reason: String? = nil
) -> Element<Section, State> {
  disabled(section, when: keyPath, reason: reason, { $0 })
}
