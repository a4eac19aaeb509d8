// The driver's undo and redo, over its history (``UndoHistory``).

extension FormDriver {
  /// Whether ``undo()`` would take back a change.
  public var canUndo: Bool { history.canUndo }
  /// Whether ``redo()`` would make an undone change again.
  public var canRedo: Bool { history.canRedo }

  /// Takes back the user's last change, whichever screen it was made on.
  ///
  /// The state and the texts kept on rows become what they were before the change, and
  /// every screen shows it. Navigation stays, and so do the errors shown. Typing into one
  /// field, entry after entry while it keeps the focus, is one change.
  ///
  /// The driver records the last 100 changes the user makes through the form's rows. A
  /// change from outside (`driver.state = …`, ``change(_:)``, ``reset()``) clears the
  /// history, because undoing past it would undo it too.
  ///
  /// ```swift
  /// driver.undo()      // true: the last edit is taken back
  /// driver.redo()      // true: and made again
  /// ```
  ///
  /// - Returns: `false`, changing nothing, when there is nothing to undo.
  @discardableResult
  public func undo() -> Bool {
    guard let moment = history.undo() else { return false }
    go(to: moment)
    return true
  }

  /// Makes the last undone change again.
  ///
  /// - Returns: `false`, changing nothing, when there is nothing to redo.
  @discardableResult
  public func redo() -> Bool {
    guard let moment = history.redo() else { return false }
    go(to: moment)
    return true
  }

  private func go(to moment: UndoHistory<State>.Moment) {
    apply(.history) {
      mutate { $0 = moment.state }
      runtime.input.kept = moment.kept
    }
  }
}
