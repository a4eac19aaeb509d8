/// What a row does when the user deletes it or moves it (rows of list sections): one object a
/// cell points to. The rows of a list section share their element's (no object more per row);
/// the closures a custom element sets (``FormCell/didDelete``, ``FormCell/didMove``) live in a
/// ``ClosureRowEditing``.
class RowEditing {
  /// Whether the row can be deleted.
  var canDelete: Bool { false }
  /// Whether the row can be moved.
  var canMove: Bool { false }
  /// Deletes the row; called only when ``canDelete``.
  func delete() {}
  /// Moves the row to `target` among its section's rows; called only when ``canMove``.
  func move(toRow target: Int) {}
}

/// A row's editing given as closures.
final class ClosureRowEditing: RowEditing {
  var didDelete: (() -> Void)?
  var didMove: ((Int) -> Void)?

  /// Keeps what `other` does, as closures, so that setting one action keeps the other.
  init(keeping other: RowEditing?) {
    if let other, other.canDelete { didDelete = other.delete }
    if let other, other.canMove { didMove = other.move(toRow:) }
  }

  override var canDelete: Bool { didDelete != nil }
  override var canMove: Bool { didMove != nil }
  override func delete() { didDelete?() }
  override func move(toRow target: Int) { didMove?(target) }
}
