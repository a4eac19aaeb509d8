@_spi(Reflection) import Swift
import Foundation

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
  /// The regions the ranges lie within through opaque key paths (an array's elements),
  /// merged and sorted. Read: a write that replaces one of them replaces what was read.
  /// Written: the write changed something inside each of them, so whoever reads one of
  /// them whole sees a change.
  private(set) var containers: [Range<Int>]

  private init(ranges: [Range<Int>]?, containers: [Range<Int>] = []) {
    self.ranges = ranges
    self.containers = containers
  }

  /// Anything: it overlaps every footprint.
  public static let unknown = Footprint(ranges: nil)
  /// Nothing: an element whose update reads no state.
  public static let none = Footprint(ranges: [])

  /// The storage of `keyPath` in a state at `location`; unknown if `location` is unknown or
  /// the key path is neither inline storage nor a chain of stored properties and array
  /// subscripts (see ``StateLocation``).
  static func of<State, Value>(_ keyPath: KeyPath<State, Value>, at location: StateLocation?)
    -> Footprint
  {
    guard let inner = location?.entering(keyPath) else { return .unknown }
    return Footprint(
      ranges: inner.ranges ?? [inner.address..<(inner.address + inner.size)],
      containers: inner.containers)
  }

  /// Whether nothing is known.
  public var isUnknown: Bool { ranges == nil }

  /// Both footprints.
  public func union(_ other: Footprint) -> Footprint {
    guard let mine = ranges, let theirs = other.ranges else { return .unknown }
    if theirs.isEmpty && other.containers.isEmpty { return self }
    if mine.isEmpty && containers.isEmpty { return other }
    return Footprint(
      ranges: Footprint.merged(mine + theirs),
      containers: Footprint.merged(containers + other.containers))
  }

  /// All of `footprints`, merged once (a union at a time merges what it has again at each).
  static func union(of footprints: [Footprint]) -> Footprint {
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(footprints.count)
    for footprint in footprints {
      guard let more = footprint.ranges else { return .unknown }
      ranges += more
    }
    return Footprint(ranges: merged(ranges), containers: containers(of: footprints))
  }

  /// The containers of all of `footprints`, merged.
  static func containers(of footprints: [Footprint]) -> [Range<Int>] {
    var containers: [Range<Int>] = []
    var added: [Range<Int>] = []
    for footprint in footprints where footprint.containers != added {
      // NB: the rows of one array share one list of containers: it is added once per run of
      // footprints sharing it, not once a row (10,000 copies of one range for a 10,000-row
      // form, merged into one).
      containers += footprint.containers
      added = footprint.containers
    }
    return merged(containers)
  }

  /// Sorted ranges with the overlapping and touching ones merged.
  static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    guard ranges.count > 1 else { return ranges }
    var merged: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  /// Whether two sorted, merged lists of ranges share a byte.
  static func intersect(_ mine: [Range<Int>], _ theirs: [Range<Int>]) -> Bool {
    // NB: a few ranges against many (one write against what a section's rows read) are
    // searched for, not walked past.
    if mine.count > 8 * theirs.count { return theirs.contains { meets($0, mine) } }
    if theirs.count > 8 * mine.count { return mine.contains { meets($0, theirs) } }
    var i = 0
    var j = 0
    while i < mine.count, j < theirs.count {
      if mine[i].overlaps(theirs[j]) { return true }
      if mine[i].upperBound <= theirs[j].lowerBound { i += 1 } else { j += 1 }
    }
    return false
  }

  /// Whether `range` shares a byte with one of `ranges`, sorted and merged.
  private static func meets(_ range: Range<Int>, _ ranges: [Range<Int>]) -> Bool {
    // NB: merged ranges have sorted upper bounds too: find the first that ends past the
    // range's start.
    let first = ranges.partitionIndex { $0.upperBound > range.lowerBound }
    return first < ranges.count && ranges[first].overlaps(range)
  }

  /// Whether an update that reads this footprint must run after a change that wrote
  /// `written`: they share a byte, the write changed something inside a region read whole,
  /// or the write replaced a region what is read lies within. An unknown footprint shares
  /// with everything (``none`` too, so an element that reads nothing still gets its first
  /// update). Two regions reached through different elements of one array do not overlap.
  public func overlaps(_ written: Footprint) -> Bool {
    guard let mine = ranges, let theirs = written.ranges else { return true }
    return Footprint.intersect(mine, theirs) || Footprint.intersect(mine, written.containers)
      || written.replacesRegion(of: self)
  }

  /// Whether this write replaced a region that what `reads` reads lies within (an array
  /// written whole, its elements reordered): what was read may be another element's now,
  /// even where its value is the same. Unknown writes say nothing.
  func replacesRegion(of reads: Footprint) -> Bool {
    guard let written = ranges, reads.ranges != nil else { return false }
    return Footprint.intersect(written, reads.containers)
  }

  /// The one range covering all of it, for indexing; `nil` when unknown or empty.
  var span: Range<Int>? {
    guard let ranges, let first = ranges.first, let last = ranges.last else { return nil }
    return first.lowerBound..<last.upperBound
  }
}

/// Where a state sits in the driver's root state: a byte address, either in the root
/// state's inline storage or in a synthetic region that stands for storage reached through
/// an opaque key path.
///
/// `MemoryLayout.offset(of:)` knows only inline storage. A key path through an array's
/// subscript (`\.groups[3]`, `\.fields[j]`) gets a synthetic region of its own, allocated
/// once per driver and key path; the region lies *within* its parent state (a write to the
/// parent may replace it; a write inside it changes the parent), and regions reached
/// through different elements of one array are disjoint. Any other opaque key path (a
/// computed property, which may alias other storage) stays unknown.
struct StateLocation {
  /// The state's first byte.
  let address: Int
  /// The parent regions that hold it through opaque key paths, merged and sorted.
  let containers: [Range<Int>]
  /// The state's size in bytes; an empty type still counts as one byte, so a write to it
  /// meets its readers.
  let size: Int
  /// The driver's synthetic regions.
  let regions: SyntheticRegions
  /// The one range of a synthetic region, as its footprint lists it: kept by the driver's
  /// regions, so the footprints of a region share one list (a row's control and its field
  /// compute it each).
  var ranges: [Range<Int>]? = nil

  /// The root state of a driver.
  static func root<State>(of _: State.Type, regions: SyntheticRegions) -> StateLocation {
    StateLocation(
      address: 0, containers: [], size: Swift.max(MemoryLayout<State>.size, 1), regions: regions)
  }

  /// Where the value at `keyPath` sits; `nil` when unknown.
  func entering<State, Value>(_ keyPath: KeyPath<State, Value>) -> StateLocation? {
    let size = Swift.max(MemoryLayout<Value>.size, 1)
    if let offset = MemoryLayout<State>.offset(of: keyPath) {
      return StateLocation(
        address: address + offset, containers: containers, size: size, regions: regions)
    }
    guard
      let (region, array) = regions.region(
        for: keyPath, rootType: State.self, size: size, in: address)
    else { return nil }
    return StateLocation(
      address: region[0].lowerBound,
      containers: regions.containers(
        containers, adding: (address + array.lowerBound)..<(address + array.upperBound)),
      size: size, regions: regions, ranges: region)
  }
}

/// The synthetic regions of one driver: one per opaque key path that is a chain of stored
/// properties and array subscripts, per parent address.
final class SyntheticRegions {
  private struct RegionKey: Hashable {
    let address: Int
    let keyPath: AnyKeyPath
  }

  private struct ShapeText: Hashable {
    let text: String
    let array: Range<Int>
  }

  private struct ShapeKey: Hashable {
    let address: Int
    let array: Range<Int>
  }

  /// Synthetic addresses start far above any inline storage.
  private var next = 1 << 44
  /// Each region, as its one range (a footprint's list of it), or empty for none: a big form
  /// keeps one per row, which its footprints share.
  private var regions: [RegionKey: [Range<Int>]] = [:]
  /// No shape.
  private static let none = -1
  /// The shapes given regions, per parent address and first array. Two key paths of one
  /// shape differ only in their indices, so they reach disjoint storage; so do two shapes
  /// that part at a stored property. A shape that extends another might nest in it, so it
  /// stays unknown.
  private var shapes: [ShapeKey: [Int]] = [:]
  /// The shapes seen, numbered, so each key path keeps a number rather than a string.
  private var shapeNumbers: [ShapeText: Int] = [:]
  private var shapeTexts: [String] = []
  /// Where each shape's first array lies in its root, relative to the root.
  private var shapeArrays: [Range<Int>] = []
  /// Each key path's shape number, or `none` when it is not a chain of stored properties and
  /// array subscripts; its description costs a symbol lookup, so once.
  private var shapeOf: [AnyKeyPath: Int] = [:]
  /// The containers of the regions given, per parent containers and array: the rows of one
  /// array share one list rather than each keeping a copy.
  private var containerLists: [[Range<Int>]: [Range<Int>]] = [:]

  /// The accessor the runtime names for `Array`'s subscript, the same for every element type.
  private static let arraySubscript: Substring? = {
    let probe = String(describing: \[Int][0] as AnyKeyPath)
    guard let start = probe.range(of: "<computed "),
      let end = probe[start.upperBound...].firstIndex(of: " ")
    else { return nil }
    return probe[start.upperBound..<end]
  }()

  /// `containers` and `array`, merged: one list for every region inside the same array.
  func containers(_ containers: [Range<Int>], adding array: Range<Int>) -> [Range<Int>] {
    let key = containers + [array]
    if let known = containerLists[key] { return known }
    let merged = Footprint.merged(key)
    containerLists[key] = merged
    return merged
  }

  /// The region for `keyPath` from a state at `address`, allocated on first use, and where
  /// the array it goes through lies relative to `address`; `nil` when the key path is not
  /// a chain of stored properties and array subscripts.
  func region(for keyPath: AnyKeyPath, rootType: Any.Type, size: Int, in address: Int)
    -> (region: [Range<Int>], array: Range<Int>)?
  {
    let key = RegionKey(address: address, keyPath: keyPath)
    let region: [Range<Int>]
    if let known = regions[key] {
      region = known
    } else {
      let start = allocate(for: keyPath, rootType: rootType, size: size, in: address)
      region = start.map { [$0..<($0 + size)] } ?? []
      regions[key] = region
    }
    // NB: a key path has a region only once it has a shape.
    guard !region.isEmpty, let shape = shapeOf[keyPath] else { return nil }
    return (region, shapeArrays[shape])
  }

  /// Where a new region for `keyPath` starts; `nil` when it gets none.
  private func allocate(for keyPath: AnyKeyPath, rootType: Any.Type, size: Int, in address: Int)
    -> Int?
  {
    let shape: Int
    if let known = shapeOf[keyPath] {
      shape = known
    } else {
      shape = classify(keyPath, rootType: rootType) ?? Self.none
      shapeOf[keyPath] = shape
    }
    guard shape != Self.none else { return nil }
    let shapeKey = ShapeKey(address: address, array: shapeArrays[shape])
    var known = shapes[shapeKey, default: []]
    if !known.contains(shape) {
      // NB: a shape that extends another (`rows[i]` and `rows[j].name`) may nest in it;
      // shapes that part at a stored property (`rows[i].name`, `rows[j].isOn`) never meet.
      func extends(_ long: String, _ short: String) -> Bool {
        long.count > short.count && long.hasPrefix(short)
          && long[long.index(long.startIndex, offsetBy: short.count)] == "."
      }
      let text = shapeTexts[shape]
      guard
        !known.contains(where: { extends(shapeTexts[$0], text) || extends(text, shapeTexts[$0]) })
      else {
        return nil
      }
      known.append(shape)
      shapes[shapeKey] = known
    }
    let region = next
    // NB: rounded up so that regions never touch.
    next += (size + 15) / 8 * 8
    return region
  }

  /// The key path's shape, when every computed component is `Array`'s subscript and the
  /// stored properties before the first one are inline in `rootType`.
  private func classify(_ keyPath: AnyKeyPath, rootType: Any.Type) -> Int? {
    guard let accessor = Self.arraySubscript else { return nil }
    let shape = String(describing: keyPath)
    let root = "\\" + String(describing: rootType) + "."
    guard shape.hasPrefix(root), !shape.contains("!"), !shape.contains("?"),
      let firstComputed = shape.range(of: "<computed ")
    else { return nil }
    var rest = shape[firstComputed.lowerBound...]
    while let computed = rest.range(of: "<computed ") {
      guard rest[computed.upperBound...].hasPrefix(accessor) else { return nil }
      rest = rest[computed.upperBound...]
    }
    // The stored properties from the root to the first array, found by name in the types'
    // field lists.
    let names = shape[
      shape.index(shape.startIndex, offsetBy: root.count)..<firstComputed.lowerBound
    ]
    .split(separator: ".")
    guard !names.isEmpty else { return nil }
    var type = rootType
    var offset = 0
    for name in names {
      var found: (offset: Int, type: Any.Type)?
      _ = _forEachField(of: type, options: []) { field, fieldOffset, fieldType, kind in
        guard kind == .struct, String(cString: field) == name else { return true }
        found = (fieldOffset, fieldType)
        return false
      }
      guard let found else { return nil }
      offset += found.offset
      type = found.type
    }
    // NB: every array has the same inline size, one reference.
    guard String(describing: type).hasPrefix("Array<") else { return nil }
    let array = offset..<(offset + MemoryLayout<[Int]>.size)
    // NB: keyed by the array too: two root types of one name (in two modules) describe
    // their key paths alike.
    let key = ShapeText(text: shape, array: array)
    if let known = shapeNumbers[key] { return known }
    let number = shapeTexts.count
    shapeNumbers[key] = number
    shapeTexts.append(shape)
    shapeArrays.append(array)
    return number
  }
}

/// Footprints indexed to say which of them a write reaches: narrow known spans sorted for a
/// binary search, the others checked one by one. What a composite element's children read
/// (``ChildUpdates``) and what the whole-form field structure reads (``FieldIndex``) are kept
/// this way, so a change looks at what it may have reached, not at everything.
struct FootprintIndex {
  /// The footprints, in the order given.
  let footprints: [Footprint]
  /// Footprints with a narrow known span, sorted by its lower bound.
  private let narrow: [(span: Range<Int>, item: Int)]
  /// The widest span among `narrow`.
  private let widest: Int
  /// Footprints that are unknown or wide: checked one by one.
  private let others: [Int]
  /// The regions the footprints lie within: a write to one of them is checked against every
  /// footprint.
  private let containers: [Range<Int>]

  init(_ footprints: [Footprint]) {
    self.footprints = footprints
    var narrow: [(span: Range<Int>, item: Int)] = []
    narrow.reserveCapacity(footprints.count)
    var others: [Int] = []
    for (item, footprint) in footprints.enumerated() {
      if let span = footprint.span, span.count <= 4096 {
        narrow.append((span, item))
      } else if footprint != .none {
        others.append(item)
      }
    }
    narrow.sort { $0.span.lowerBound < $1.span.lowerBound }
    self.narrow = narrow
    self.others = others
    widest = narrow.map(\.span.count).max() ?? 0
    containers = Footprint.containers(of: footprints)
  }

  /// Calls `body` with the position of each footprint that overlaps `written`, in ascending
  /// order.
  func forEachReached(by written: Footprint, _ body: (Int) -> Void) {
    guard let ranges = written.ranges, footprints.count > 4,
      !Footprint.intersect(containers, ranges)
    else {
      for (item, footprint) in footprints.enumerated() where footprint.overlaps(written) {
        body(item)
      }
      return
    }
    var chosen = others.filter { footprints[$0].overlaps(written) }
    // NB: no write replaced a container, so a footprint is reached only if its own ranges meet
    // what was written or a region the write changed something inside of.
    for range in ranges + written.containers {
      // NB: narrow spans start at most `widest` below the range, so the search starts there.
      var index = narrow.partitionIndex { $0.span.lowerBound >= range.lowerBound - widest }
      while index < narrow.count, narrow[index].span.lowerBound < range.upperBound {
        let item = narrow[index].item
        if narrow[index].span.overlaps(range), footprints[item].overlaps(written) {
          chosen.append(item)
        }
        index += 1
      }
    }
    if chosen.count > 1 { chosen = Array(Set(chosen)).sorted() }
    chosen.forEach(body)
  }
}

/// The updates of a composite element's children, with what each reads, so that after a
/// change only the children whose reads overlap what was written run.
struct ChildUpdates<El, State> {
  // NB: the children, not their updates: an update taken out of a child in code specialized
  // for a concrete state is wrapped in a thunk (an allocation a child).
  private let children: [Rendered<El, State>]
  private let reads: FootprintIndex
  /// What the children read, together.
  let footprint: Footprint

  init(_ children: [Rendered<El, State>]) {
    self.children = children
    let reads = children.map(\.reads)
    self.reads = FootprintIndex(reads)
    footprint = Footprint.union(of: reads)
  }

  /// Runs the updates of the children whose reads overlap the tracker's last write, in
  /// order (every child's under the naive strategy or after a change of unknown extent).
  func run(with state: State, _ tracker: UpdateTracker) {
    guard tracker.skipsUnchanged else {
      for child in children { tracker.run(child.update, with: state) }
      return
    }
    reads.forEachReached(by: tracker.written) { tracker.run(children[$0].update, with: state) }
  }
}

extension RandomAccessCollection where Index == Int {
  /// The first index whose element is in the second part of a collection whose elements
  /// are all outside `isInSecondPart` first and all in it after: a binary search.
  func partitionIndex(where isInSecondPart: (Element) -> Bool) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if isInSecondPart(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
