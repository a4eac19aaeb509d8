/// The driver's navigation stack: the screens, root first, and who hears them change. The
/// driver pushes and pops through it (``FormDriver/pop()``), closing what became unreachable.
final class ScreenStack {
  /// The screens, root first.
  private(set) var screens: [Screen] = []
  /// Who hears a push or a pop (``FormDriver/observeNavigation(_:)``).
  let observers = ObserverList<Void>()

  /// Puts `screen` on top.
  func push(_ screen: Screen) { screens.append(screen) }

  /// Takes the top screen off; the caller made sure there is one above the root.
  func removeTop() -> Screen { screens.removeLast() }

  /// The index of the lowest screen its row would no longer open; `nil` when every screen
  /// is reachable.
  ///
  /// A row no longer opens its screen when it is hidden, disabled or gone, or when it forgot
  /// the screen. A row is gone when an undo took back the list element it belongs to. A
  /// wizard's `Next` forgets its screen once its step fails.
  var firstUnreachable: Int? {
    screens.indices.dropFirst().first { index in
      // NB: a row that opened the screen and is gone (its list element deleted) leaves the
      // screen unreachable too.
      let opener = screens[index].opener
      guard opener != nil || screens[index].wasOpenedByRow else { return false }
      guard let opener, opener.acceptsInput else { return true }
      return !screens[index - 1].visibleCells.contains { $0 === opener }
    }
  }
}

extension FormDriver {
  /// The navigation stack, root first.
  public var screens: [Screen] { stack.screens }

  /// The screen on top of the stack: what the user sees.
  public var topScreen: Screen { screens[screens.count - 1] }

  /// Whether ``pop()`` would go back (the stack holds more than the root).
  public var canPop: Bool { screens.count > 1 }

  /// The titles of the screens on the stack, root first.
  public var path: [String] { screens.map(\.title) }

  /// Goes back one screen, releasing it. Does nothing on the root screen.
  ///
  /// The checks its rows started that still wait for an answer (``AsyncValidationRule``)
  /// end with it, and the focus, if it was on the screen, leaves it. What was typed stays:
  /// its fields still count in ``validationErrors``, text its rows kept included.
  public func pop() {
    guard canPop else { return }
    let popped = stack.removeTop()
    if let cell = focusKeeper.cell, cell.section?.screen === popped { setFocus(nil) }
    popped.didPop?()
    stack.observers.notify(())
  }

  /// Calls `observer` after every screen pushed or popped, with ``screens`` already changed.
  ///
  /// ```swift
  /// let token = driver.observeNavigation { print(driver.path) }
  /// ```
  @discardableResult
  public func observeNavigation(_ observer: @escaping () -> Void) -> ObservationToken {
    stack.observers.add(observer)
  }

  func push(_ screen: Screen) {
    screen.didFocus = { [weak self] cell in self?.setFocus(cell) }
    stack.push(screen)
    stack.observers.notify(())
  }

  /// Closes every screen whose row would no longer open it (see ``firstUnreachable``), back
  /// to the nearest screen that is still reachable. What is left on the stack is reachable
  /// by taps.
  func closeUnreachableScreens() {
    guard let index = stack.firstUnreachable else { return }
    while screens.count > index { pop() }
  }
}
