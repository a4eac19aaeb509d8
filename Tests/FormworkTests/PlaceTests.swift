import Testing

@testable import Formwork

/// Places (`Place.swift`): where a value sits in the root state, one coordinate system
/// whatever route reached it; which places may overlap, which write replaces an array
/// element another place goes through, and signals that meet only themselves.
@Suite struct PlaceTests {
  private struct Item {
    var name = ""
    var isOn = false
  }

  private struct Inner {
    var name = ""
    var count = 0
  }

  private struct Outer {
    var flag = false
    var inner = Inner()
    var items: [Item] = []
  }

  private let maker = PlaceMaker()

  private func place<Value>(_ keyPath: KeyPath<Outer, Value>) throws -> Place {
    Place.root.appending(try #require(maker.tokens(keyPath)))
  }

  @Test func twoRoutesToOneStorageAreOnePlace() throws {
    let inner = try place(\.inner)
    let name = inner.appending(try #require(maker.tokens(\Inner.name)))
    // Stored steps merge: the nested state's place, then the name in it, is the name's
    // place from the root.
    #expect(name == (try place(\.inner.name)))
    #expect(name.tokens.count == 1)
    #expect(inner.appending([]) == inner)
    // An element does not merge with the array before it; what follows it does not either.
    let element = try place(\.items).appending([.element(2)])
    let elementName = element.appending(try #require(maker.tokens(\Item.name)))
    #expect(element.tokens.count == 2)
    #expect(elementName.tokens.count == 3)
    // A location entering key paths step by step reaches the same place.
    let root = StateLocation.root(maker)
    let stepwise = root.entering(\Outer.inner)?.entering(\Inner.name)
    #expect(stepwise?.place == name)
    #expect(Footprint.of(\Inner.name, at: root.entering(\Outer.inner)) == Footprint(name))
    #expect(Footprint.of(\Inner.name, at: nil) == .unknown)
  }

  @Test func placesOverlapUnlessTheyReachDifferentStorage() throws {
    let (flag, inner, name, count) = (
      try place(\.flag), try place(\.inner), try place(\.inner.name), try place(\.inner.count)
    )
    #expect(!flag.overlaps(inner) && !inner.overlaps(flag))
    #expect(!name.overlaps(count) && !count.overlaps(name))
    // A value and what it holds overlap, both ways; the root holds everything.
    #expect(inner.overlaps(name) && name.overlaps(inner))
    #expect(Place.root.overlaps(name) && name.overlaps(.root))
    // Two elements of one array are apart; the array holds both.
    let items = try place(\.items)
    let zero = items.appending([.element(0)])
    let one = items.appending([.element(1)])
    #expect(!zero.overlaps(one))
    #expect(items.overlaps(zero) && one.overlaps(items))
    #expect(!zero.overlaps(flag))
  }

  @Test func signalsMeetOnlyThemselvesAndTheSignalOfAnyOfThem() throws {
    let first = maker.signal()
    let second = maker.signal()
    #expect(first != second)
    #expect(first.overlaps(first))
    #expect(!first.overlaps(second) && !second.overlaps(first))
    #expect(Place.anySignal.overlaps(first) && second.overlaps(.anySignal))
    // A signal is not storage.
    let name = try place(\.inner.name)
    #expect(!first.overlaps(name) && !name.overlaps(first))
    #expect(!Place.anySignal.overlaps(name))
  }

  @Test func aWriteReplacesAnElementWhenItHoldsItOrIsIt() throws {
    let items = try place(\.items)
    let nameTokens = try #require(maker.tokens(\Item.name))
    let isOnTokens = try #require(maker.tokens(\Item.isOn))
    let zero = items.appending([.element(0)])
    let zeroName = zero.appending(nameTokens)
    let zeroIsOn = zero.appending(isOnTokens)
    // The whole array, or the element itself, written: what reads into the element may be
    // another element's now.
    #expect(items.replacesElement(of: zeroName))
    #expect(zero.replacesElement(of: zeroName))
    // A property of the element written: the element stays where it was.
    #expect(!zeroName.replacesElement(of: zeroName))
    #expect(!zeroName.replacesElement(of: zeroIsOn))
    // Another element, or storage beside the array: apart.
    #expect(!items.appending([.element(1)]).replacesElement(of: zeroName))
    #expect(!(try place(\.flag)).replacesElement(of: zeroName))
    // A value holding no element on the way: nothing to replace.
    #expect(!(try place(\.inner)).replacesElement(of: try place(\.inner.name)))
  }

  @Test func aKeyPathIsPlacedOnceAndWhatCannotBeSplitIsOpaque() throws {
    let name = try #require(maker.tokens(\Outer.inner.name))
    #expect(maker.tokens(\Outer.inner.name) == name)
    // Through an array subscript written by hand: one opaque token, equal to itself only.
    let zero = try #require(maker.tokens(\Outer.items[0].name))
    let one = try #require(maker.tokens(\Outer.items[1].name))
    guard case .opaque? = zero.first else {
      Issue.record("\\.items[0].name is not opaque: \(zero)")
      return
    }
    #expect(zero == (try #require(maker.tokens(\Outer.items[0].name))))
    #expect(zero != one)
    // Same shape, another index: apart; the array (stored) and its element (opaque) overlap.
    #expect(!Place(tokens: zero).overlaps(Place(tokens: one)))
    #expect(Place(tokens: zero).overlaps(try place(\.items)))
    #expect(!Place(tokens: zero).overlaps(try place(\.flag)))
  }
}
