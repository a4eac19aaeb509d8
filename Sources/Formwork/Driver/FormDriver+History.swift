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

/// A driver's state, input, focus and undo history at one moment, for a tool to go back to
/// without building the form again (``FormDriver/rewind(to:)``).
package struct DriverMoment<State> {
  let state: State
  let input: FormInput
  let history: UndoHistory<State>
  weak var focus: FormCell?
  /// The number the last value a check was asked about got.
  let serial: Int
}

extension FormDriver {
  /// The state, input, focus and undo history now.
  package var moment: DriverMoment<State> {
    DriverMoment(
      state: storedState, input: runtime.input, history: history, focus: focusKeeper.cell,
      serial: runtime.nextSerial)
  }

  /// Goes back to `moment`: its focus (when its row is still there), then its state and
  /// input as one change that the history does not record, then its history.
  ///
  /// The screens stay as they are; a caller compares what it needs (the screens open, the
  /// focus) to tell whether the driver is back where it was. A driver that asked a check
  /// about a value since cannot go back: its next check would be numbered otherwise.
  ///
  /// - Returns: Whether it went back.
  package func rewind(to moment: DriverMoment<State>) -> Bool {
    guard runtime.nextSerial == moment.serial else { return false }
    if focusKeeper.cell !== moment.focus { setFocus(moment.focus) }
    apply(.history) {
      mutate { $0 = moment.state }
      runtime.input = moment.input
    }
    history = moment.history
    return true
  }
}
