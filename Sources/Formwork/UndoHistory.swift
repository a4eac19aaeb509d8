/// The user's changes to a form, to undo and redo: each is the state before and after it.
/// A driver keeps one (``FormDriver/undo()``); states are values, so a step costs two copies
/// of the state, shared until they differ.
public struct UndoHistory<State> {
  private struct Step {
    var before: State
    var after: State
    /// What the change wrote, when known: consecutive writes to the same field coalesce.
    var footprint: Footprint
    /// The row that held the focus when it was made.
    weak var focus: FormCell?
    /// Whether a later change may join it.
    var isOpen: Bool
  }

  private var undoSteps: [Step] = []
  private var redoSteps: [Step] = []
  /// How many changes are kept; the oldest go first.
  public var limit = 100

  /// An empty history.
  public init() {}

  /// Whether there is a change to undo.
  public var canUndo: Bool { !undoSteps.isEmpty }
  /// Whether there is an undone change to make again.
  public var canRedo: Bool { !redoSteps.isEmpty }

  /// Records a change the user made. It joins the last one when both wrote the same known
  /// footprint (one field) with the focus on the same row: typing is one change per field.
  mutating func record(before: State, after: State, writing footprint: Footprint, focus: FormCell?)
  {
    // NB: a change that changed nothing (a tap on the chosen option) is no step.
    if areEqual(before, after) == true { return }
    redoSteps.removeAll()
    let joins = footprint.span != nil
    if joins, var last = undoSteps.last, last.isOpen, last.footprint == footprint,
      last.focus === focus
    {
      last.after = after
      undoSteps[undoSteps.count - 1] = last
      return
    }
    if let last = undoSteps.indices.last { undoSteps[last].isOpen = false }
    undoSteps.append(
      Step(before: before, after: after, footprint: footprint, focus: focus, isOpen: joins))
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
    step.after = current
    redoSteps.append(step)
    return step.before
  }

  /// The state to go forward to, moving the change back to the undo steps.
  mutating func redo(current: State) -> State? {
    guard var step = redoSteps.popLast() else { return nil }
    step.before = current
    step.isOpen = false
    undoSteps.append(step)
    return step.after
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
