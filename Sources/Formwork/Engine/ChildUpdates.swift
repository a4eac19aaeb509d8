/// The updates of a composite element's children, with what each reads, so that after a
/// change only the children whose reads overlap what was written run.
struct ChildUpdates<State> {
  // NB: the updates, not the children: a child's element may change (a `bindEach` whose
  // array shrank drops sections), and the screen alone keeps what it shows.
  private let updates: [StoredUpdate<State>]
  private let reads: PlaceIndex
  /// What the children read, together.
  let footprint: Footprint

  init<El>(_ children: [Rendered<El, State>]) {
    updates = children.map { StoredUpdate($0.update) }
    let reads = children.map(\.reads)
    self.reads = PlaceIndex(reads)
    footprint = Footprint.union(of: reads)
  }

  /// Whether a child's reads overlap `written`: what the composite's own update checks
  /// before it runs (a composite reads what its children read).
  func isReached(by written: Footprint) -> Bool {
    var reached = false
    reads.forEachReached(by: written) { _ in reached = true }
    return reached
  }

  /// A rendered composite whose update skips itself when none of its children's reads
  /// overlap what the change wrote (see ``RenderingContext/rendered(_:strongReferences:reads:update:)``):
  /// it asks its children's index, not every place they read.
  ///
  /// - Parameters:
  ///   - element: The composite element.
  ///   - strongReferences: Objects to keep alive with it.
  ///   - also: What the composite reads itself, besides its children (a footer).
  ///   - tracker: The driver's tracker.
  ///   - update: Brings the composite up to date.
  func rendered<Composite>(
    _ element: Composite, strongReferences: [Any], also own: Footprint = .none,
    tracker: UpdateTracker, update: @escaping (State) -> Void
  ) -> Rendered<Composite, State> {
    let reads = footprint.union(own)
    guard !reads.isUnknown else {
      return Rendered(
        element: element, strongReferences: strongReferences, reads: reads, update: update)
    }
    let children = self
    return Rendered(element: element, strongReferences: strongReferences, reads: reads) {
      state in
      guard tracker.proceeds(when: { own.overlaps($0) || children.isReached(by: $0) }) else {
        return
      }
      update(state)
    }
  }

  /// Runs the updates of the children whose reads overlap the tracker's last write, in
  /// order (every child's under the naive strategy or after a change of unknown extent).
  func run(with state: State, _ tracker: UpdateTracker) {
    guard tracker.skipsUnchanged, !tracker.written.isUnknown else {
      for update in updates { tracker.run(update.run, with: state) }
      return
    }
    reads.forEachReached(by: tracker.written) { tracker.runChosen(updates[$0].run, with: state) }
  }
}

/// An update kept in an array.
// NB: in a struct: an array of bare closures holds each at its most general form, so putting
// one in wraps it in a thunk, an allocation more per element (a big form keeps one per row).
struct StoredUpdate<State> {
  let run: (State) -> Void

  init(_ run: @escaping (State) -> Void) { self.run = run }
}

extension RenderingContext {
  /// A rendered element whose update skips itself when the change being brought to the
  /// screens did not write what it reads (see ``UpdateTracker/run(_:with:)``): the built-in
  /// elements are made this way, so a composite that runs every child costs only what
  /// changed.
  ///
  /// ```swift
  /// let version: Element<FormCell, About> = { context in
  ///   let cell = FormCell(title: "Version")
  ///   return context.rendered(cell, reads: context.footprint(of: \.version)) { state in
  ///     cell.detail = state.version
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - strongReferences: Objects to keep alive with it.
  ///   - reads: What `update` reads; with ``Footprint/unknown`` it runs whenever it is run.
  ///   - update: Brings the element up to date with a new state.
  public func rendered<El>(
    _ element: El, strongReferences: [Any] = [], reads: Footprint,
    update: @escaping (State) -> Void
  ) -> Rendered<El, State> {
    guard !reads.isUnknown else {
      return Rendered(
        element: element, strongReferences: strongReferences, reads: reads, update: update)
    }
    let tracker = self.tracker
    return Rendered(element: element, strongReferences: strongReferences, reads: reads) {
      state in
      guard tracker.proceeds(reading: reads) else { return }
      update(state)
    }
  }
}
