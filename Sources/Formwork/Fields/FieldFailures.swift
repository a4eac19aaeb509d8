/// A reachable field that fails, as the whole-form structure keeps it: the field, its first
/// message, and the screens that lead to it from the node that holds the failure.
struct FieldFailure {
  /// The field; weak, as a field keeps its own failure.
  private(set) weak var field: AnyFormField?
  /// Its title, when the failure was found.
  let title: String
  let message: String
  /// Whether the field fails only because a check is still asked (`checking…`).
  let isWaiting: Bool
  private(set) var path: [String]
  /// For each screen of ``path``, the row that opens it, while it is built: a list's
  /// elements open screens of one title from rows of their own.
  private(set) var rows: [OpeningRow] = []

  init(field: AnyFormField, message: String, path: [String], isWaiting: Bool = false) {
    self.field = field
    title = field.title
    self.message = message
    self.isWaiting = isWaiting
    self.path = path
  }

  /// The failure as users see it.
  var error: ValidationError {
    ValidationError(field: title, message: message, path: path)
  }

  /// The same failure one nested screen further out, opened by `row` when it is built.
  func inside(_ title: String, openedBy row: FormCell? = nil) -> FieldFailure {
    var outer = self
    outer.path = [title] + path
    outer.rows = [OpeningRow(cell: row)] + rows
    return outer
  }
}

/// The row that opens a nested screen, watched without keeping it alive.
struct OpeningRow {
  weak var cell: FormCell?
}

/// A part of the field structure that keeps what fails under it and is told when that may
/// have changed; whatever its state type.
protocol FieldFailureNode: AnyObject {
  /// What fails under this node may have changed: drop what it kept and tell its parent.
  func invalidate()
  /// Something this node reads was written (it registered in a ``FieldIndex``).
  func wasWritten()
  /// A part inside this node may fail differently now.
  func childIsStale(_ child: any FieldFailureNode, at index: Int)
}

/// Where the nodes of one driver's form sit: the driver's index of what they read, and the
/// location of their state in the root state.
///
/// NB: a class: every node keeps its scope, and the nodes of a group share one.
final class FieldScope {
  let index: FieldIndex
  let base: StateLocation?
  /// Whether the nodes register what they read in the index; not inside a list element,
  /// whose list tells it when the element changed.
  let isIndexed: Bool

  init(index: FieldIndex, base: StateLocation?, isIndexed: Bool = true) {
    self.index = index
    self.base = base
    self.isIndexed = isIndexed
  }

  /// The scope of the state at `keyPath`.
  func entering<State, Value>(_ keyPath: KeyPath<State, Value>) -> FieldScope {
    FieldScope(index: index, base: base?.entering(keyPath), isIndexed: isIndexed)
  }

  /// The scope of a list element's fields: told by their list, not by the index. One for
  /// every element.
  private(set) lazy var unindexed = FieldScope(index: index, base: nil, isIndexed: false)
}

/// What each part of a driver's field structure reads from state, so that after a change
/// only the parts whose reads overlap what was written check again: the submit button's
/// count and ``FormDriver/validationErrors`` cost what changed, not what exists.
///
/// Fields read their key path and what their rules declare; conditions read their key path
/// (closure conditions read anything: they check again after every change); a list reads
/// its array.
final class FieldIndex {
  private struct Entry {
    weak var node: (any FieldFailureNode)?
    let reads: Footprint
  }

  private var entries: [Entry] = []
  /// What the entries read, indexed; made again when entries were added since.
  private var reads: PlaceIndex?
  /// How many entries there were after the last sweep of dead ones.
  private var sweptCount = 0
  /// How many times a field of the form checked what fails in it: work, counted for tests
  /// and benchmarks.
  var fieldsChecked = 0

  /// Registers a node that reads `reads`.
  func register(_ node: any FieldFailureNode, reads: Footprint) {
    entries.append(Entry(node: node, reads: reads))
    self.reads = nil
  }

  /// Counts the changes of unknown extent: what a node kept before the last one is stale.
  private(set) var epoch = 0

  /// Tells the nodes whose reads overlap `written` that what fails under them may have
  /// changed; every node after a change of unknown extent (a new epoch: each node finds out
  /// when next asked, so the change itself costs nothing per field).
  func invalidate(written: Footprint) {
    guard !written.isUnknown else {
      epoch += 1
      return
    }
    let reads = self.reads ?? index()
    reads.forEachReached(by: written) { entries[$0].node?.wasWritten() }
  }

  private func index() -> PlaceIndex {
    // NB: parts of the form that went away (a popped screen's fields, a deleted element's
    // list rows) leave dead entries; sweep them once they are as many as the live ones.
    if entries.count > 2 * sweptCount + 64 {
      entries.removeAll { $0.node == nil }
      sweptCount = entries.count
    }
    let index = PlaceIndex(entries.map(\.reads))
    reads = index
    return index
  }
}
