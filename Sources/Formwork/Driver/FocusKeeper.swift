/// Where the focus is and who hears it move: the part of the driver that keeps the focused
/// row (weakly: a row that goes takes the focus with it) and finds the next one.
final class FocusKeeper {
  /// The focused row.
  private(set) weak var cell: FormCell?
  /// Who hears the focus move (``FormDriver/observeFocus(_:)``).
  let observers = ObserverList<FormFocus?>()

  /// The focus as the stack `screens` shows it; `nil` when the focused row is on none.
  func focus(on screens: [Screen]) -> FormFocus? {
    guard let cell, let screen = cell.section?.screen,
      let index = screens.firstIndex(where: { $0 === screen }),
      let row = screen.visibleCells.firstIndex(where: { $0 === cell })
    else { return nil }
    return FormFocus(path: screens[...index].map(\.title), title: cell.title, row: row + 1)
  }

  /// Moves the focus to `cell`: `leave` ends the editing of the row it leaves, and the
  /// observers hear `describe()`'s focus.
  func move(to cell: FormCell?, leaving leave: (FormCell) -> Void, describe: () -> FormFocus?) {
    guard self.cell !== cell else { return }
    let previous = self.cell
    previous?.isFocused = false
    self.cell = cell
    cell?.isFocused = true
    if let previous { leave(previous) }
    // NB: finding the row is a walk over the screen's rows: only for observers.
    guard !observers.isEmpty else { return }
    observers.notify(describe())
  }

  /// The row `step` rows after the focused one among `cells` (the first or the last when
  /// the focus is elsewhere); `nil` past either end.
  func cell(after step: Int, among cells: [FormCell]) -> FormCell? {
    guard !cells.isEmpty else { return nil }
    let target: Int
    if let current = cell, let index = cells.firstIndex(where: { $0 === current }) {
      target = index + step
    } else {
      target = step > 0 ? 0 : cells.count - 1
    }
    return cells.indices.contains(target) ? cells[target] : nil
  }

  /// The rows of `screen` that can hold the focus: visible, taking input, with an enabled
  /// ``FocusableControl``.
  static func focusable(on screen: Screen) -> [FormCell] {
    screen.visibleCells.filter { cell in
      guard cell.acceptsInput, let control = cell.control, control is any FocusableControl
      else { return false }
      return (control as? any HostedControl)?.isEnabled ?? true
    }
  }
}

extension FormDriver {
  /// The row holding the form's focus: the field the user is editing or last acted on, on a
  /// screen of the stack. A gesture on a row's control focuses it; ``focusNext()`` and
  /// ``focusPrevious()`` move it; a refused submit moves it to the first field to fix.
  ///
  /// ```swift
  /// driver.focusNext()
  /// driver.focus   // FormFocus(path: ["Sign Up"], title: "Username", row: 1)
  /// ```
  public var focus: FormFocus? { focusKeeper.focus(on: screens) }

  /// Moves the focus to the next row of the top screen that can hold it.
  ///
  /// A row can hold the focus when it is visible, enabled, and its control is a
  /// ``FocusableControl``. When the focus is elsewhere, it moves to the first such row.
  /// Leaving a field ends its editing, so its `.onEndEditing` message shows.
  ///
  /// - Returns: `false`, leaving the focus where it is, past the last such row.
  @discardableResult
  public func focusNext() -> Bool { moveFocus(by: 1) }

  /// Moves the focus to the previous row of the top screen whose control can hold it; to
  /// the last when the focus is elsewhere.
  ///
  /// - Returns: `false`, leaving the focus where it is, before the first such row.
  @discardableResult
  public func focusPrevious() -> Bool { moveFocus(by: -1) }

  /// Calls `observer` whenever the focus moves, with the new focus.
  ///
  /// ```swift
  /// let token = driver.observeFocus { focus in print(focus?.title ?? "none") }
  /// ```
  @discardableResult
  public func observeFocus(_ observer: @escaping (FormFocus?) -> Void) -> ObservationToken {
    focusKeeper.observers.add(observer)
  }

  private func moveFocus(by step: Int) -> Bool {
    guard let target = focusKeeper.cell(after: step, among: FocusKeeper.focusable(on: topScreen))
    else { return false }
    setFocus(target)
    return true
  }

  /// Moves the focus to `cell`; the row it leaves ends editing: its field's errors show.
  func setFocus(_ cell: FormCell?) {
    focusKeeper.move(
      to: cell,
      leaving: { [runtime] row in
        guard let id = row.fieldID,
          runtime.input.editing.contains(id) || !runtime.input.finished.contains(id)
        else { return }
        runtime.changeInput { $0.markEdited(id, finished: true) }
      }, describe: { focus })
  }

  /// Opens the screens along `path` from the top screen, by tapping the rows that open them
  /// (`rows`, where built; else the rows titled as them), and focuses `field`'s row.
  func focus(_ field: any AnyFormField, along path: [String], rows: [FormCell?]) {
    // NB: the path starts where the checked fields start; the screens already open on the
    // way (a wizard's own step) are skipped.
    var levels = path.indices[...]
    let open = screens.map(\.title)
    for length in stride(from: min(path.count, open.count), through: 1, by: -1)
    where Array(path.prefix(length)) == Array(open.suffix(length)) {
      levels = levels.dropFirst(length)
      break
    }
    for level in levels {
      let cells = topScreen.visibleCells
      let opener = rows.indices.contains(level) ? rows[level] : nil
      guard
        let row = cells.first(where: { $0 === opener })
          ?? cells.first(where: {
            $0.title == path[level] && $0.accessory == .disclosureIndicator
          }), row.tap()
      else { return }
    }
    let cells = topScreen.visibleCells
    if let cell = cells.first(where: { $0.fieldID == field.id })
      ?? cells.first(where: { $0.title == field.title })
    {
      setFocus(cell)
    }
  }
}

/// Where the form's focus is.
///
/// It names the screens down to the focused row, the row's title, and the row's number among
/// the visible rows of its screen, as the REPL numbers them.
public struct FormFocus: Equatable, Sendable, CustomStringConvertible {
  /// The titles of the screens from the root to the focused row's screen.
  public let path: [String]
  /// The focused row's title.
  public let title: String
  /// The row's number on its screen, from 1.
  public let row: Int

  /// Creates a focus.
  package init(path: [String], title: String, row: Int) {
    self.path = path
    self.title = title
    self.row = row
  }

  /// `Sign Up › Username (row 1)`.
  public var description: String {
    (path.filter { !$0.isEmpty } + [title]).joined(separator: " › ") + " (row \(row))"
  }
}
