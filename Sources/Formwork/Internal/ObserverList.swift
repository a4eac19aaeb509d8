/// Callbacks registered one by one and called in the order they were registered; each
/// registration returns the token that ends it. The driver keeps one list per kind of event
/// (changes, focus, navigation).
final class ObserverList<Event> {
  private var entries: [(id: Int, observer: (Event) -> Void)] = []
  private var nextID = 0

  /// Whether nothing is registered: callers skip working out an event nobody would see.
  var isEmpty: Bool { entries.isEmpty }

  /// Registers `observer` until the returned token is cancelled. The token holds the list
  /// weakly: cancelling it after the list is gone does nothing.
  func add(_ observer: @escaping (Event) -> Void) -> ObservationToken {
    let id = nextID
    nextID += 1
    entries.append((id, observer))
    return ObservationToken { [weak self] in self?.entries.removeAll { $0.id == id } }
  }

  /// Calls every observer registered when the call starts with `event`. An observer that
  /// registers or cancels another changes the list for the next event only.
  func notify(_ event: Event) {
    for (_, observer) in entries { observer(event) }
  }
}

/// Stops an observation when cancelled.
///
/// ```swift
/// let token = driver.observe { change in print(change.new) }
/// token.cancel()   // no more calls
/// ```
public final class ObservationToken {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the observation. Calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}
