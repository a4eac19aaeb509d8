/// A reachable field that fails, as the whole-form structure keeps it: the field, its first
/// message, and the screens that lead to it from the node that holds the failure.
struct FieldFailure {
  /// The field; weak, as a field keeps its own failure.
  private(set) weak var field: AnyFormField?
  /// Its title, when the failure was found.
  let title: String
  let message: String
  private(set) var path: [String]

  init(field: AnyFormField, message: String, path: [String]) {
    self.field = field
    title = field.title
    self.message = message
    self.path = path
  }

  /// The failure as users see it.
  var error: ValidationError {
    ValidationError(field: title, message: message, path: path)
  }

  /// The same failure one nested screen further out.
  func inside(_ title: String) -> FieldFailure {
    var outer = self
    outer.path = [title] + path
    return outer
  }
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
struct FieldScope {
  let index: FieldIndex
  let base: StateLocation?
  /// Whether the nodes register what they read in the index; not inside a list element,
  /// whose list tells it when the element changed.
  var isIndexed = true

  /// The scope of the state at `keyPath`.
  func entering<State, Value>(_ keyPath: KeyPath<State, Value>) -> FieldScope {
    FieldScope(index: index, base: base?.entering(keyPath), isIndexed: isIndexed)
  }

  /// The scope of a list element's fields: told by their list, not by the index.
  var unindexed: FieldScope {
    FieldScope(index: index, base: nil, isIndexed: false)
  }
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
  /// Entries with a narrow known span, sorted by its lower bound; rebuilt when entries were
  /// added since.
  private var narrow: [(span: Range<Int>, entry: Int)] = []
  /// The widest span among `narrow`.
  private var widest = 0
  /// Entries whose reads are unknown or wide: checked one by one.
  private var others: [Int] = []
  /// The regions the entries' reads lie within: a write that replaces one checks every entry.
  private var containers: [Range<Int>] = []
  private var isSorted = true
  /// How many entries there were after the last sweep of dead ones.
  private var sweptCount = 0
  /// How many times a field of the form checked what fails in it: work, counted for tests
  /// and benchmarks.
  var fieldsChecked = 0

  /// Registers a node that reads `reads`.
  func register(_ node: any FieldFailureNode, reads: Footprint) {
    entries.append(Entry(node: node, reads: reads))
    isSorted = false
  }

  /// Tells the nodes whose reads overlap `written` that what fails under them may have
  /// changed; every node after a change of unknown extent.
  func invalidate(written: Footprint) {
    if !isSorted { sort() }
    guard let ranges = written.ranges, !Footprint.intersect(containers, ranges) else {
      for entry in entries where entry.reads.overlaps(written) { entry.node?.wasWritten() }
      return
    }
    for index in others where entries[index].reads.overlaps(written) {
      entries[index].node?.wasWritten()
    }
    // NB: no write replaced a container, so a node is hit only if its own ranges meet what
    // was written or a region the write changed something inside of.
    for range in ranges + written.containers {
      var low = 0
      var high = narrow.count
      let start = range.lowerBound - widest
      while low < high {
        let middle = (low + high) / 2
        if narrow[middle].span.lowerBound < start { low = middle + 1 } else { high = middle }
      }
      var index = low
      while index < narrow.count, narrow[index].span.lowerBound < range.upperBound {
        let entry = entries[narrow[index].entry]
        if narrow[index].span.overlaps(range), entry.reads.overlaps(written) {
          entry.node?.wasWritten()
        }
        index += 1
      }
    }
  }

  private func sort() {
    // NB: parts of the form that went away (a popped screen's fields, a deleted element's
    // list rows) leave dead entries; sweep them once they are as many as the live ones.
    if entries.count > 2 * sweptCount + 64 {
      entries.removeAll { $0.node == nil }
      sweptCount = entries.count
    }
    narrow = []
    others = []
    var containers: [Range<Int>] = []
    for (index, entry) in entries.enumerated() {
      containers += entry.reads.containers
      if let span = entry.reads.span, span.count <= 4096 {
        narrow.append((span, index))
      } else if entry.reads != .none {
        others.append(index)
      }
    }
    narrow.sort { $0.span.lowerBound < $1.span.lowerBound }
    widest = narrow.map(\.span.count).max() ?? 0
    self.containers = Footprint.merged(containers)
    isSorted = true
  }
}
