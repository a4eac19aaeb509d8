/// The user's changes to a form, to undo and redo. A driver keeps one
/// (``FormDriver/undo()``): each step is the state and the texts rows kept (what the user
/// typed), before and after it.
struct UndoHistory<State> {
  /// The state and the texts rows kept, at one moment.
  typealias Moment = (state: State, kept: [FieldID: FormInput.Kept])

  private struct Step {
    var before: Moment
    var after: Moment
    /// The field the change wrote, when it wrote one: typing into one field is one step.
    let field: FieldID?
    /// The row that held the focus when it was made.
    weak var focus: FormCell?
    /// Whether a later change may join it.
    var isOpen: Bool
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

  /// Records a change the user made. It joins the last one when both wrote the same field
  /// with the focus on the same row: typing is one change per field. A change that changed
  /// nothing (a tap on the chosen option) is no step.
  mutating func record(before: Moment, after: Moment, writing field: FieldID?, focus: FormCell?) {
    if before.kept == after.kept, areEqual(before.state, after.state) == true { return }
    redoSteps.removeAll()
    if let field, var last = undoSteps.last, last.isOpen, last.field == field,
      last.focus === focus
    {
      last.after = after
      undoSteps[undoSteps.count - 1] = last
      return
    }
    if let last = undoSteps.indices.last { undoSteps[last].isOpen = false }
    undoSteps.append(
      Step(before: before, after: after, field: field, focus: focus, isOpen: field != nil))
    if undoSteps.count > limit { undoSteps.removeFirst(undoSteps.count - limit) }
  }

  /// Forgets every change.
  mutating func clear() {
    undoSteps.removeAll()
    redoSteps.removeAll()
  }

  /// The moment to go back to, moving the last change to the redo steps.
  mutating func undo() -> Moment? {
    guard var step = undoSteps.popLast() else { return nil }
    step.isOpen = false
    redoSteps.append(step)
    return step.before
  }

  /// The moment to go forward to, moving the change back to the undo steps.
  mutating func redo() -> Moment? {
    guard let step = redoSteps.popLast() else { return nil }
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
