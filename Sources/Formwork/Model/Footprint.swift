/// What part of a form's state something reads or writes: byte ranges of the driver's root
/// state, found from key paths with `MemoryLayout.offset(of:)`, or "unknown" (anything).
///
/// A change written through a control's key path has a known footprint; so does what most
/// built-in elements read. The driver runs an element's update only when what it reads
/// overlaps what the change wrote. A key path that is not inline storage (a computed
/// property, a subscript, a class's property) and a change of unknown extent
/// (`driver.state = …`, a `change` closure) are unknown: everything that might be affected
/// runs, and `Equatable` checks skip what did not change.
///
/// ```swift
/// let nameRow: Element<FormCell, Person> = { context in
///   let cell = FormCell(title: "Name")
///   let name = context.footprint(of: \.name)
///   return Rendered(element: cell, strongReferences: [], reads: name) { state in
///     cell.detail = state.name
///   }
/// }
/// ```
public struct Footprint: Equatable, Sendable {
  /// The byte ranges, merged and sorted; `nil` when unknown.
  private(set) var ranges: [Range<Int>]?

  private init(ranges: [Range<Int>]?) {
    self.ranges = ranges
  }

  /// Anything: it overlaps every footprint.
  public static let unknown = Footprint(ranges: nil)
  /// Nothing: an element whose update reads no state.
  public static let none = Footprint(ranges: [])

  /// The storage of `keyPath` in a state that sits at `base` in the root state; unknown if
  /// `base` is unknown or the key path is not inline storage.
  static func of<State, Value>(_ keyPath: KeyPath<State, Value>, base: Int?) -> Footprint {
    guard let base, let offset = MemoryLayout<State>.offset(of: keyPath) else { return .unknown }
    // NB: an empty type still counts as one byte, so a write to it meets its readers.
    let size = Swift.max(MemoryLayout<Value>.size, 1)
    return Footprint(ranges: [(base + offset)..<(base + offset + size)])
  }

  /// Whether nothing is known.
  public var isUnknown: Bool { ranges == nil }

  /// Both footprints.
  public func union(_ other: Footprint) -> Footprint {
    guard let mine = ranges, let theirs = other.ranges else { return .unknown }
    if theirs.isEmpty { return self }
    if mine.isEmpty { return other }
    var merged: [Range<Int>] = []
    for range in (mine + theirs).sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return Footprint(ranges: merged)
  }

  /// Whether the two share a byte; an unknown footprint shares with everything (``none``
  /// too, so an element that reads nothing still gets its first update).
  public func overlaps(_ other: Footprint) -> Bool {
    guard let mine = ranges, let theirs = other.ranges else { return true }
    var i = 0
    var j = 0
    while i < mine.count, j < theirs.count {
      if mine[i].overlaps(theirs[j]) { return true }
      if mine[i].upperBound <= theirs[j].lowerBound { i += 1 } else { j += 1 }
    }
    return false
  }

  /// The one range covering all of it, for indexing; `nil` when unknown or empty.
  var span: Range<Int>? {
    guard let ranges, let first = ranges.first, let last = ranges.last else { return nil }
    return first.lowerBound..<last.upperBound
  }
}

/// The updates of a composite element's children, with what each reads, so that after a
/// change only the children whose reads overlap what was written run.
struct ChildUpdates<State> {
  private let updates: [(State) -> Void]
  /// Children with a narrow known span, sorted by its lower bound.
  private let narrow: [(span: Range<Int>, child: Int)]
  /// The widest span among `narrow`.
  private let widest: Int
  /// Children whose reads are unknown or wide: checked one by one.
  private let others: [Int]
  private let reads: [Footprint]
  /// What the children read, together.
  let footprint: Footprint

  init<El>(_ children: [Rendered<El, State>]) {
    updates = children.map(\.update)
    reads = children.map(\.reads)
    var narrow: [(span: Range<Int>, child: Int)] = []
    var others: [Int] = []
    var footprint = Footprint.none
    for (index, child) in children.enumerated() {
      footprint = footprint.union(child.reads)
      if let span = child.reads.span, span.count <= 64 {
        narrow.append((span, index))
      } else if child.reads != .none {
        others.append(index)
      }
    }
    narrow.sort { $0.span.lowerBound < $1.span.lowerBound }
    self.narrow = narrow
    self.others = others
    widest = narrow.map(\.span.count).max() ?? 0
    self.footprint = footprint
  }

  /// Runs the updates of the children whose reads overlap the tracker's last write, in
  /// order (every child's under the naive strategy or after a change of unknown extent).
  func run(with state: State, _ tracker: UpdateTracker) {
    let written = tracker.written
    guard tracker.skipsUnchanged, let ranges = written.ranges, narrow.count + others.count > 4
    else {
      for (update, reads) in zip(updates, reads)
      where !tracker.skipsUnchanged || reads.overlaps(written) {
        tracker.run(update, with: state)
      }
      return
    }
    var chosen = others.filter { reads[$0].overlaps(written) }
    for range in ranges {
      // NB: narrow spans start at most `widest` below the range, so the search starts there.
      var low = 0
      var high = narrow.count
      let start = range.lowerBound - widest
      while low < high {
        let middle = (low + high) / 2
        if narrow[middle].span.lowerBound < start { low = middle + 1 } else { high = middle }
      }
      var index = low
      while index < narrow.count, narrow[index].span.lowerBound < range.upperBound {
        let child = narrow[index].child
        if narrow[index].span.overlaps(range), reads[child].overlaps(written) {
          chosen.append(child)
        }
        index += 1
      }
    }
    if chosen.count > 1 { chosen = Array(Set(chosen)).sorted() }
    for child in chosen { tracker.run(updates[child], with: state) }
  }
}
