/// Footprints indexed to say which of them a write reaches, looking at what the write may
/// have reached rather than at every footprint: what a composite element's children read
/// (``ChildUpdates``) and what the whole-form field structure reads (``FieldIndex``).
///
/// A tree of the footprints' places, token by token. A write follows its own tokens down the
/// tree: the places it passes end in storage that holds what it wrote; the places under
/// where it ends lie in what it wrote; and at each step, a sibling token that may overlap
/// (a stored range holding another, a key path of another shape that does not part from
/// it) brings in all the places under it. Siblings that are told apart cheaply (another
/// index, another key path of the same shape, another stored property) are skipped without
/// being looked at one by one.
struct PlaceIndex {
  /// How many footprints were indexed.
  let count: Int
  private let tree = Node()
  /// Footprints that are unknown: reached by every write.
  private let unknown: [Int]

  init(_ footprints: [Footprint]) {
    count = footprints.count
    var unknown: [Int] = []
    for (item, footprint) in footprints.enumerated() {
      guard let places = footprint.places else {
        unknown.append(item)
        continue
      }
      for place in places { tree.insert(place.tokens[...], item) }
    }
    self.unknown = unknown
    tree.seal()
  }

  /// Calls `body` with the position of each footprint that `written` may overlap, once each,
  /// in ascending order.
  func forEachReached(by written: Footprint, _ body: (Int) -> Void) {
    guard let places = written.places else {
      for item in 0..<count { body(item) }
      return
    }
    var reached = unknown
    for place in places { tree.reach(place.tokens[...], into: &reached) }
    if reached.count > 1 {
      reached.sort()
      var last = -1
      for item in reached where item != last {
        body(item)
        last = item
      }
    } else {
      reached.forEach(body)
    }
  }

  private final class Node {
    /// The footprints with a place that ends here.
    var items: [Int] = []
    /// The children, by token: a write's token finds the same storage here.
    var children: [Token: Node] = [:]
    /// The children where one footprint's place ends and no other goes on: kept as the
    /// footprint's position, without a node (most children are such leaves).
    var leaves: [Token: Int] = [:]
    /// The stored children's tokens, sorted by their first byte, and the widest of them.
    var stored: [(bytes: Range<Int>, token: Token)] = []
    var widest = 0
    /// The stored children by the first stored property they name (those without names under
    /// the empty string), for a key path of a shape to find what it does not part from.
    var storedByName: [String: [(stored: Token.Stored, token: Token)]] = [:]
    /// The shapes of the opaque children (none: `nil`), each once: a write of another shape
    /// that does not part from one of them reaches every child of that shape, found by
    /// scanning the children (rare: the shapes of one array's rows part from all others).
    var opaqueShapes: [KeyPathShape?] = []
    /// The children that are elements of known index (what holds them is an array).
    var elements: [Token] = []

    func insert(_ tokens: ArraySlice<Token>, _ item: Int) {
      guard let token = tokens.first else {
        if items.last != item { items.append(item) }
        return
      }
      if let node = children[token] {
        node.insert(tokens.dropFirst(), item)
        return
      }
      if let leaf = leaves[token] {
        guard tokens.count > 1 || leaf != item else { return }
        // NB: a second place through here: the leaf becomes a node.
        let node = Node()
        node.items = [leaf]
        leaves[token] = nil
        children[token] = node
        node.insert(tokens.dropFirst(), item)
        return
      }
      register(token)
      if tokens.count == 1 {
        leaves[token] = item
      } else {
        let node = Node()
        children[token] = node
        node.insert(tokens.dropFirst(), item)
      }
    }

    /// Files a new child's token where searches other than by token find it.
    private func register(_ token: Token) {
      switch token {
      case .stored(let stored):
        self.stored.append((stored.bytes, token))
        storedByName[stored.names?.first ?? "", default: []].append((stored, token))
      case .opaque(let opaque):
        if !opaqueShapes.contains(where: { $0 === opaque.shape }) {
          opaqueShapes.append(opaque.shape)
        }
      case .element:
        elements.append(token)
      case .signal:
        break
      }
    }

    /// Sorts what searches need sorted, through the whole tree.
    func seal() {
      stored.sort { $0.bytes.lowerBound < $1.bytes.lowerBound }
      widest = stored.map(\.bytes.count).max() ?? 0
      for child in children.values { child.seal() }
    }

    /// Adds the items of every place that the place `tokens` leads to from here may overlap.
    func reach(_ tokens: ArraySlice<Token>, into reached: inout [Int]) {
      reached += items
      guard let token = tokens.first else {
        reached += leaves.values
        for child in children.values { child.collect(into: &reached) }
        return
      }
      if let same = children[token] {
        same.reach(tokens.dropFirst(), into: &reached)
      } else if let leaf = leaves[token] {
        reached.append(leaf)
      }
      // NB: the siblings each kind of token may overlap, split by kind; called once per
      // step, direct calls on a final class, nothing allocated.
      switch token {
      case .stored(let written): reachSiblings(of: written, into: &reached)
      case .opaque(let written): reachSiblings(of: written, into: &reached)
      case .element:
        for (_, child) in stored { collect(child, into: &reached) }
        for shape in opaqueShapes { collectOpaque(of: shape, into: &reached) }
      case .signal(let signal):
        // NB: signal 0 stands for every signal.
        if signal == 0 {
          for (child, item) in leaves where child.isSignal && child != token {
            reached.append(item)
          }
          for (child, node) in children where child.isSignal && child != token {
            node.collect(into: &reached)
          }
        } else if let any = children[.signal(0)] {
          any.reach(tokens.dropFirst(), into: &reached)
        } else if let any = leaves[.signal(0)] {
          reached.append(any)
        }
      }
    }

    /// Adds the items under the siblings a write to the stored range `written` may overlap
    /// besides its own token: stored ranges that overlap it, opaque children of a shape that
    /// does not part from it, and elements.
    @inline(__always)
    private func reachSiblings(of written: Token.Stored, into reached: inout [Int]) {
      // NB: stored ranges start at most `widest` below the ones they overlap.
      var index = stored.partitionIndex {
        $0.bytes.lowerBound > written.bytes.lowerBound - widest
      }
      while index < stored.count, stored[index].bytes.lowerBound < written.bytes.upperBound {
        let (bytes, child) = stored[index]
        if bytes != written.bytes, bytes.overlaps(written.bytes) {
          collect(child, into: &reached)
        }
        index += 1
      }
      for shape in opaqueShapes where !written.parts(from: shape) {
        collectOpaque(of: shape, into: &reached)
      }
      for child in elements { collect(child, into: &reached) }
    }

    /// Adds the items under the siblings a write through an opaque key path may overlap
    /// besides its own token: opaque children of a shape it does not part from, stored
    /// children it does not part from, and elements.
    @inline(__always)
    private func reachSiblings(of written: Token.Opaque, into reached: inout [Int]) {
      let mine = written.shape
      for shape in opaqueShapes {
        if let shape, let mine, shape === mine || KeyPathShape.part(shape.steps, mine.steps) {
          continue
        }
        collectOpaque(of: shape, into: &reached)
      }
      // NB: only stored storage that names the first property the shape goes through, or
      // names none, may hold what it reaches.
      var candidates = storedByName[""] ?? []
      if let mine, case .field(let first)? = mine.steps.first {
        candidates += storedByName[first] ?? []
      } else {
        candidates = storedByName.values.flatMap { $0 }
      }
      for (stored, child) in candidates where !stored.parts(from: mine) {
        collect(child, into: &reached)
      }
      for child in elements { collect(child, into: &reached) }
    }

    /// Adds the items of every place that goes through an opaque child of `shape`.
    private func collectOpaque(of shape: KeyPathShape?, into reached: inout [Int]) {
      func isOfShape(_ token: Token) -> Bool {
        guard case .opaque(let opaque) = token else { return false }
        return opaque.shape === shape
      }
      for (token, item) in leaves where isOfShape(token) { reached.append(item) }
      for (token, node) in children where isOfShape(token) { node.collect(into: &reached) }
    }

    /// Adds the items of every place that goes through the child `token`.
    private func collect(_ token: Token, into reached: inout [Int]) {
      if let node = children[token] {
        node.collect(into: &reached)
      } else if let leaf = leaves[token] {
        reached.append(leaf)
      }
    }

    /// Adds the items of every place that goes through here.
    func collect(into reached: inout [Int]) {
      reached += items
      reached += leaves.values
      for child in children.values { child.collect(into: &reached) }
    }
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
