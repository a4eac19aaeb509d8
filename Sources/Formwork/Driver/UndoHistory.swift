/// The user's changes to a form, to undo and redo. A driver keeps one
/// (``FormDriver/undo()``). A value written through a control's key path is kept as the old
/// value and the new one, so a step costs what it wrote; any other change as the states
/// before and after it (values, shared until they differ).
struct UndoHistory<State> {
  /// A change, as what takes it back and makes it again.
  private enum Content {
    case states(before: State, after: State)
    case writes(undo: (inout State) -> Void, redo: (inout State) -> Void)

    /// This change and `next`, made after it and leaving `after`, as one; `nil` when they
    /// cannot be one.
    func joined(with next: Content, after: State) -> Content? {
      switch (self, next) {
      case (.states(let before, _), _):
        return .states(before: before, after: after)
      case (.writes(let undo, let redo), .writes(let undoNext, let redoNext)):
        // NB: the writes joined may go to different places (the elements of one array):
        // undo takes back the latest first, redo makes them again in order.
        return .writes(
          undo: { state in
            undoNext(&state)
            undo(&state)
          },
          redo: { state in
            redo(&state)
            redoNext(&state)
          })
      case (.writes, .states):
        // NB: writes take back what they wrote in the state right after them, which a change
        // kept as states may have reshaped (an element deleted from the array they wrote
        // into): that change is a step of its own.
        return nil
      }
    }
  }

  private struct Step {
    var content: Content
    /// What the change wrote, when known: consecutive writes to the same field coalesce.
    var footprint: Footprint
    /// The row that held the focus when it was made.
    weak var focus: FormCell?
    /// Whether a later change may join it.
    var isOpen: Bool

    /// The state before the step, given the state after it.
    func before(current: State) -> State {
      switch content {
      case .states(let before, _): return before
      case .writes(let undo, _):
        var before = current
        undo(&before)
        return before
      }
    }
  }

  private var undoSteps: [Step] = []
  private var redoSteps: [Step] = []
  /// How many changes are kept; the oldest go first.
  var limit = 100

  /// An empty history.
  init() {}

  /// Whether there is a change to undo.
  var canUndo: Bool { !undoSteps.isEmpty }
  /// Whether there is an undone change to make again.
  var canRedo: Bool { !redoSteps.isEmpty }

  /// Records a change the user made. It joins the last one when both wrote the same known
  /// footprint (one field) with the focus on the same row: typing is one change per field.
  mutating func record(before: State, after: State, writing footprint: Footprint, focus: FormCell?)
  {
    // NB: a change that changed nothing (a tap on the chosen option) is no step.
    if areEqual(before, after) == true { return }
    record(.states(before: before, after: after), after: after, writing: footprint, focus: focus)
  }

  /// Records a keyed write the user made, as the write that takes it back (the old value)
  /// and the write itself; joins the last change like ``record(before:after:writing:focus:)``.
  mutating func record(
    undo: @escaping (inout State) -> Void, redo: @escaping (inout State) -> Void,
    after: State, writing footprint: Footprint, focus: FormCell?
  ) {
    record(.writes(undo: undo, redo: redo), after: after, writing: footprint, focus: focus)
  }

  private mutating func record(
    _ content: Content, after: State, writing footprint: Footprint, focus: FormCell?
  ) {
    redoSteps.removeAll()
    let joins = footprint.places.map { !$0.isEmpty } ?? false
    if joins, var last = undoSteps.last, last.isOpen, last.footprint == footprint,
      last.focus === focus, let joined = last.content.joined(with: content, after: after)
    {
      last.content = joined
      undoSteps[undoSteps.count - 1] = last
      return
    }
    if let last = undoSteps.indices.last { undoSteps[last].isOpen = false }
    undoSteps.append(Step(content: content, footprint: footprint, focus: focus, isOpen: joins))
    if undoSteps.count > limit { undoSteps.removeFirst(undoSteps.count - limit) }
  }

  /// Forgets every change.
  mutating func clear() {
    undoSteps.removeAll()
    redoSteps.removeAll()
  }

  /// The state to go back to, moving the last change to the redo steps.
  mutating func undo(current: State) -> State? {
    guard var step = undoSteps.popLast() else { return nil }
    step.isOpen = false
    let before = step.before(current: current)
    if case .states = step.content { step.content = .states(before: before, after: current) }
    redoSteps.append(step)
    return before
  }

  /// The state to go forward to, moving the change back to the undo steps.
  mutating func redo(current: State) -> State? {
    guard var step = redoSteps.popLast() else { return nil }
    step.isOpen = false
    var after = current
    switch step.content {
    case .states(_, let kept):
      after = kept
      step.content = .states(before: current, after: kept)
    case .writes(_, let redo): redo(&after)
    }
    undoSteps.append(step)
    return after
  }
}

/// Whether two values are equal, when their type is `Equatable`; `nil` otherwise.
func areEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  return lhs.isEqual(to: rhs)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
