/// Hides a cell or a section while a condition on state holds. The condition is re-evaluated
/// on every change, with no call from the app; a hidden row is left out of
/// ``Screen/visibleCells`` (so the REPL does not number it) and refuses every gesture, and a
/// hidden section's rows with it. Conditions combine: an element shows only while none hides
/// it (see ``Condition``).
///
/// ```swift
/// hidden(controlCell(title: "Topics", control: textField(keyPath: \Newsletter.topics)),
///        when: { !$0.wantsNewsletter })
/// hidden(section([controlCell(title: "Code", control: textField(keyPath: \Newsletter.code))]),
///        when: \.isLocked)
/// ```
///
/// - Parameters:
///   - element: The cell or section.
///   - predicate: Whether it is hidden; a key path to a `Bool` works too, and reads less.
@_disfavoredOverload
public func hidden<State, El: ConditionalElement>(
  _ element: @escaping Element<El, State>, when predicate: @escaping (State) -> Bool
) -> Element<El, State> {
  conditioned(element, reading: predicate, { $0 }, covering: true) { element, holds, condition in
    element.setHidden(holds, by: condition)
  }
}

/// Hides a cell or a section while `predicate` holds for the value at `keyPath`. What it reads
/// is known, so a change elsewhere does not re-run it (see ``Footprint``), and the predicate
/// runs again only when that value changed.
///
/// ```swift
/// hidden(controlCell(title: "Reason", control: textField(keyPath: \Newsletter.reason)),
///        when: \.rating, { $0 >= 3 })
/// ```
///
/// - Parameters:
///   - element: The cell or section.
///   - keyPath: The value the condition reads.
///   - predicate: Whether the element is hidden for that value.
public func hidden<State, El: ConditionalElement, Value: Equatable>(
  _ element: @escaping Element<El, State>, when keyPath: KeyPath<State, Value>,
  _ predicate: @escaping (Value) -> Bool
) -> Element<El, State> {
  conditioned(
    element, reading: { $0[keyPath: keyPath] }, predicate, covering: true,
    input: { $0.footprint(of: keyPath) }
  ) { element, holds, condition in
    element.setHidden(holds, by: condition)
  }
}

/// Hides a cell or a section while the `Bool` at `keyPath` is `true`. Unlike the closure
/// form, what it reads is known: a change elsewhere does not re-run it (see ``Footprint``).
///
/// ```swift
/// hidden(controlCell(title: "Code", control: textField(keyPath: \Newsletter.code)),
///        when: \.isLocked)
/// ```
///
/// - Parameters:
///   - element: The cell or section.
///   - keyPath: Whether it is hidden.
public func hidden<State, El: ConditionalElement>(
  _ element: @escaping Element<El, State>, when keyPath: KeyPath<State, Bool>
) -> Element<El, State> {
  hidden(element, when: keyPath, { $0 })
}

/// Disables a cell, or every cell of a section (rows added later included), while a condition
/// on state holds: it stays on screen, marked disabled, and refuses gestures (its control's
/// too). Re-evaluated on every change. Conditions combine: a cell takes gestures only while
/// none disables it or its section.
///
/// ```swift
/// disabled(addRow, when: { $0.draft.isEmpty })
/// disabled(controlCell(title: "Password", control: textField(keyPath: \Newsletter.password)),
///          when: \.usesPasskey, reason: "Signed in with a passkey")
/// ```
///
/// - Parameters:
///   - element: The cell or section.
///   - predicate: Whether it is disabled; a key path to a `Bool` works too, and reads less.
///   - reason: Why, shown on the row and quoted when a gesture is refused
///     (`Enter a name first`).
@_disfavoredOverload
public func disabled<State, El: ConditionalElement>(
  _ element: @escaping Element<El, State>, when predicate: @escaping (State) -> Bool,
  reason: String? = nil
) -> Element<El, State> {
  conditioned(element, reading: predicate, { $0 }, covering: false) {
    element, holds, condition in
    element.setDisabled(holds, by: condition, reason: reason)
  }
}

/// Disables a cell or a section while `predicate` holds for the value at `keyPath`; the
/// predicate runs again only when that value changed.
///
/// ```swift
/// disabled(sendButton, when: \.attempts, reason: "Too many tries", { $0 >= 3 })
/// ```
///
/// - Parameters:
///   - element: The cell or section.
///   - keyPath: The value the condition reads.
///   - reason: Why, shown on the row and quoted when a gesture is refused.
///   - predicate: Whether the element is disabled for that value.
public func disabled<State, El: ConditionalElement, Value: Equatable>(
  _ element: @escaping Element<El, State>, when keyPath: KeyPath<State, Value>,
  reason: String? = nil, _ predicate: @escaping (Value) -> Bool
) -> Element<El, State> {
  conditioned(
    element, reading: { $0[keyPath: keyPath] }, predicate, covering: false,
    input: { $0.footprint(of: keyPath) }
  ) { element, holds, condition in
    element.setDisabled(holds, by: condition, reason: reason)
  }
}

/// Disables a cell or a section while the `Bool` at `keyPath` is `true`.
///
/// ```swift
/// disabled(sendButton, when: \.isSending, reason: "Sending…")
/// ```
///
/// - Parameters:
///   - element: The cell or section.
///   - keyPath: Whether it is disabled.
///   - reason: Why, shown on the row and quoted when a gesture is refused.
public func disabled<State, El: ConditionalElement>(
  _ element: @escaping Element<El, State>, when keyPath: KeyPath<State, Bool>,
  reason: String? = nil
) -> Element<El, State> {
  disabled(element, when: keyPath, reason: reason, { $0 })
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
  apply: @escaping (El, Bool, Condition) -> Void
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
/// predicate, its last input; and it is the condition itself, its identity among the
/// element's conditions. (The update closure kept all of it in a context of its own, the last
/// input in a box, and a ``Condition`` besides: three allocations a row.)
private final class ConditionedUpdate<El, State, Input: Equatable>: Condition {
  let update: (State) -> Void
  let reads: Footprint
  let tracker: UpdateTracker
  let read: (State) -> Input
  let predicate: (Input) -> Bool
  /// The group the condition covers, if it hides.
  let fields: FieldGroup<State>?
  let apply: (El, Bool, Condition) -> Void
  let target: El
  var last: Input?

  init(
    _ rendered: Rendered<El, State>, tracker: UpdateTracker, read: @escaping (State) -> Input,
    predicate: @escaping (Input) -> Bool, fields: FieldGroup<State>?,
    apply: @escaping (El, Bool, Condition) -> Void
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
    apply(target, holds, self)
  }
}
