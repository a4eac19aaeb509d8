import Testing

@testable import Formwork

/// Keyed writes (`KeyedWrite.swift`): a value on its way to a key path, with what takes it
/// back; the same write seen from a parent state; two writes as one that one undo takes
/// back; and what a write says it writes.
@Suite struct KeyedWriteTests {
  private struct Inner: Equatable {
    var name = "Ada"
    var count = 1
  }

  private struct Outer: Equatable {
    var inner = Inner()
    var flag = false
  }

  private let maker = PlaceMaker()

  private func footprint<Value>(_ keyPath: KeyPath<Outer, Value>) -> Footprint {
    Footprint.of(keyPath, at: StateLocation.root(maker))
  }

  @Test func aWriteSetsItsValueAndItsInverseTakesItBack() throws {
    let write = KeyedWrite("Bo", to: \Inner.name, footprint: .unknown, keepsRefused: true)
    #expect(write.keyPath == \Inner.name)
    #expect(write.value as? String == "Bo")
    #expect(write.keepsRefused)
    var state = Inner()
    let undo = try #require(write.inverse?(state))
    write.apply(&state)
    #expect(state == Inner(name: "Bo"))
    #expect(!undo.changesNothing)
    undo.undo(&state)
    #expect(state == Inner())
    // Writing the value already there changes nothing, and says so.
    #expect(write.inverse?(Inner(name: "Bo")).changesNothing == true)
  }

  @Test func aScopedWriteIsTheSameWriteFromTheParent() throws {
    let write = KeyedWrite(5, to: \Inner.count, footprint: .unknown, keepsRefused: false)
    let scoped = write.scoped(to: \Outer.inner)
    #expect(scoped.keyPath == \Outer.inner.count)
    #expect(scoped.value as? Int == 5)
    var state = Outer(flag: true)
    let undo = try #require(scoped.inverse?(state))
    scoped.apply(&state)
    #expect(state == Outer(inner: Inner(count: 5), flag: true))
    undo.undo(&state)
    #expect(state == Outer(flag: true))
    #expect(scoped.inverse?(Outer(inner: Inner(count: 5))).changesNothing == true)
  }

  @Test func twoWritesThenAreOneThatOneUndoTakesBack() throws {
    let name = KeyedWrite(
      "Bo", to: \Outer.inner.name, footprint: footprint(\.inner.name), keepsRefused: true)
    let flag = KeyedWrite(true, to: \Outer.flag, footprint: footprint(\.flag), keepsRefused: false)
    let both = name.then(flag)
    // No one value a gate could check alone; what both write.
    #expect(both.value as? String == nil)
    #expect(both.footprint == footprint(\.inner.name).union(footprint(\.flag)))
    #expect(!both.keepsRefused)
    var state = Outer()
    let undo = try #require(both.inverse?(state))
    both.apply(&state)
    #expect(state == Outer(inner: Inner(name: "Bo"), flag: true))
    #expect(!undo.changesNothing)
    undo.undo(&state)
    #expect(state == Outer())
    // It changes nothing only when neither does.
    #expect(both.inverse?(Outer(inner: Inner(name: "Bo"))).changesNothing == false)
    #expect(both.inverse?(Outer(inner: Inner(name: "Bo"), flag: true)).changesNothing == true)
    // A write that cannot say its inverse makes the pair unable to say it too.
    let opaque = KeyedWrite<Outer>(keyPath: \Outer.flag, value: true) { $0.flag = true }
    #expect(name.then(opaque).inverse == nil)
    #expect(opaque.then(name).inverse == nil)
  }

  @Test func aWriteSaidToWriteMoreKeepsEverythingElse() throws {
    let write = KeyedWrite(
      "Bo", to: \Outer.inner.name, footprint: footprint(\.inner.name), keepsRefused: true)
    let wider = write.writing(footprint(\.inner))
    #expect(wider.footprint == footprint(\.inner))
    #expect(wider.keyPath == write.keyPath)
    #expect(wider.value as? String == "Bo")
    #expect(wider.keepsRefused)
    var state = Outer()
    let undo = try #require(wider.inverse?(state))
    wider.apply(&state)
    #expect(state.inner.name == "Bo")
    undo.undo(&state)
    #expect(state == Outer())
  }
}
