import Testing

@testable import Formwork

/// The index of footprints (`PlaceIndex`) reaches, for every write, exactly the footprints
/// that overlap it one by one (`Footprint.overlaps`), once each and in order: it may look at
/// fewer places, never answer otherwise.
@Suite struct PlaceIndexTests {
  private struct Row: Equatable {
    var name = ""
    var isOn = false
    var tags: [String] = []
  }

  private struct Group: Equatable {
    var rows: [Row] = []
    var lead = Row()
    var title = ""
  }

  private struct Root: Equatable {
    var groups: [Group] = []
    var first = Group()
    var second = Group()
    var note = ""
    var byName: [String: Row] = [:]
  }

  /// Footprints of every kind the engine makes: stored properties at several depths, an
  /// array whole and its elements (by index, as the library composes them, and through key
  /// paths written by hand, of several shapes), a dictionary's value (unknown), signals, and
  /// unions of them. (The engine's other tests check what they compare against it.)
  static func pool() throws -> [Footprint] {
    let maker = PlaceMaker()
    let root = StateLocation.root(maker)
    var pool: [Footprint] = [
      .of(\Root.first, at: root), .of(\Root.first.lead, at: root),
      .of(\Root.first.lead.name, at: root), .of(\Root.first.lead.isOn, at: root),
      .of(\Root.first.title, at: root), .of(\Root.second.lead.name, at: root),
      .of(\Root.note, at: root), .of(\Root.groups, at: root), .of(\Root.first.rows, at: root),
      .of(\Root.byName["a"], at: root), .none,
    ]
    // Through key paths written by hand: elements of one array of several shapes.
    for index in 0..<3 {
      pool.append(.of(\Root.groups[index], at: root))
      pool.append(.of(\Root.groups[index].title, at: root))
      pool.append(.of(\Root.groups[index].rows[0].name, at: root))
      pool.append(.of(\Root.first.rows[index].isOn, at: root))
      pool.append(.of(\Root.first.rows[index].tags[0], at: root))
    }
    // As the library composes them: the array's place, then the element's index.
    let groups = try #require(root.entering(\Root.groups)).place
    let rows = try #require(root.entering(\Root.first.rows)).place
    for index in 0..<3 {
      let group = groups.appending([.element(index)])
      pool.append(Footprint(group))
      pool.append(Footprint(group.appending(try #require(maker.tokens(\Group.title)))))
      let name = try #require(maker.tokens(\Row.name))
      pool.append(Footprint(rows.appending([.element(index)] + name)))
    }
    // A bind of the array, then an element by a key path written by hand: an opaque step
    // after the array's stored one, beside the elements the library composes.
    let groupsBound = root.entering(\Root.groups)
    let rowsBound = root.entering(\Root.first.rows)
    for index in 0..<2 {
      pool.append(.of(\[Group][index].title, at: groupsBound))
      pool.append(.of(\[Group][index], at: groupsBound))
      pool.append(.of(\[Row][index].name, at: rowsBound))
    }
    let signals = (0..<3).map { _ in Footprint(maker.signal()) }
    pool += signals + [Footprint(.anySignal)]
    // Unions: a composite's reads.
    pool.append(pool[2].union(pool[7]))
    pool.append(signals[0].union(.of(\Root.first.rows[1].isOn, at: root)))
    pool.append(.unknown)
    return pool
  }

  /// The positions `index` reaches for `written`, in the order it gives them.
  private func reached(_ index: PlaceIndex, by written: Footprint) -> [Int] {
    var positions: [Int] = []
    index.forEachReached(by: written) { positions.append($0) }
    return positions
  }

  @Test func theIndexReachesExactlyWhatOverlaps() throws {
    let footprints = try Self.pool()
    let index = PlaceIndex(footprints)
    #expect(index.count == footprints.count)
    for (number, written) in footprints.enumerated() {
      let expected = footprints.indices.filter { footprints[$0].overlaps(written) }
      #expect(reached(index, by: written) == expected, "write \(number): \(written)")
    }
  }

  @Test func theIndexAgreesOnRandomSubsetsAndWrittenUnions() throws {
    // Footprints indexed in other orders and numbers, and writes that are unions of several:
    // a seeded walk over subsets of the pool.
    let all = try Self.pool()
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<200 {
      let footprints = (0..<(1 + next(12))).map { _ in all[next(all.count)] }
      let index = PlaceIndex(footprints)
      let written = (0..<(1 + next(3))).map { _ in all[next(all.count)] }
      let write = Footprint.union(of: written)
      let expected = footprints.indices.filter { footprints[$0].overlaps(write) }
      #expect(reached(index, by: write) == expected)
    }
  }

  @Test func anEmptyIndexReachesNothingAndUnknownReachesAll() throws {
    #expect(reached(PlaceIndex([]), by: .unknown).isEmpty)
    let footprints = try Self.pool()
    let index = PlaceIndex(footprints)
    #expect(reached(index, by: .unknown) == Array(footprints.indices))
    // A write of nothing reaches only the footprints that are unknown: they overlap all.
    let unknown = footprints.indices.filter { footprints[$0].isUnknown }
    #expect(unknown.count == 2 && reached(index, by: .none) == unknown)
  }
}
