import Testing

@testable import Formwork

/// The update tracker (`UpdateTracker.swift`): it counts the update closures run, not those
/// that skipped themselves; it runs a child whose reads the round's writes overlap (every
/// child under the naive strategy), and a child its parent chose does not check again; it
/// hands out the signals raised and those of watched reads a change wrote, once.
@Suite struct UpdateTrackerTests {
  private struct Pair {
    var a = 0
    var b = 0
  }

  /// A tracker whose current round wrote `a`, with the footprints of `a` and `b`.
  private func trackerWritingA(strategy: UpdateStrategy = .incremental) -> (
    tracker: UpdateTracker, a: Footprint, b: Footprint
  ) {
    let tracker = UpdateTracker(strategy: strategy)
    let root = StateLocation.root(tracker.places)
    let a = Footprint.of(\Pair.a, at: root)
    let b = Footprint.of(\Pair.b, at: root)
    tracker.written = a
    return (tracker, a, b)
  }

  /// Counts the closures that really ran.
  private final class Runs {
    var count = 0
  }

  @Test func everyClosureRunIsCountedOnce() {
    let tracker = UpdateTracker()
    let runs = Runs()
    for value in 1...3 { tracker.run({ (_: Int) in runs.count += 1 }, with: value) }
    #expect(runs.count == 3)
    #expect(tracker.updatesRun == 3)
    // A parent's run counts the parent and each child it runs.
    tracker.run(
      { (state: Int) in
        runs.count += 1
        tracker.run({ (_: Int) in runs.count += 1 }, with: state)
      }, with: 0)
    #expect(runs.count == 5)
    #expect(tracker.updatesRun == 5)
  }

  @Test func aChildRunsOnlyWhenWhatItReadsWasWritten() {
    let (tracker, a, b) = trackerWritingA()
    let runs = Runs()
    tracker.run({ (_: Pair) in runs.count += 1 }, reading: b, with: Pair())
    #expect(runs.count == 0)
    #expect(tracker.updatesRun == 0)
    tracker.run({ (_: Pair) in runs.count += 1 }, reading: a, with: Pair())
    tracker.run({ (_: Pair) in runs.count += 1 }, reading: .unknown, with: Pair())
    #expect(runs.count == 2)
    #expect(tracker.updatesRun == 2)
    // A change of unknown extent runs everything.
    tracker.written = .unknown
    tracker.run({ (_: Pair) in runs.count += 1 }, reading: b, with: Pair())
    #expect(runs.count == 3)
    #expect(tracker.updatesRun == 3)
  }

  @Test func theNaiveStrategyRunsEveryChild() {
    let (tracker, _, b) = trackerWritingA(strategy: .naive)
    #expect(!tracker.skipsUnchanged)
    let runs = Runs()
    tracker.run({ (_: Pair) in runs.count += 1 }, reading: b, with: Pair())
    #expect(runs.count == 1)
    // An element asking whether to go on is told to, whatever it reads.
    tracker.run({ (_: Pair) in if tracker.proceeds(reading: b) { runs.count += 1 } }, with: Pair())
    #expect(runs.count == 2)
    #expect(tracker.updatesRun == 2)
  }

  @Test func anElementThatSkipsItselfIsNotCounted() {
    let (tracker, a, b) = trackerWritingA()
    let runs = Runs()
    // Run by a parent that does not look at its reads: it asks, and skips itself.
    let readsB = { (_: Pair) in if tracker.proceeds(reading: b) { runs.count += 1 } }
    let readsA = { (_: Pair) in if tracker.proceeds(reading: a) { runs.count += 1 } }
    tracker.run(readsB, with: Pair())
    #expect(runs.count == 0)
    #expect(tracker.updatesRun == 0)
    tracker.run(readsA, with: Pair())
    #expect(runs.count == 1)
    #expect(tracker.updatesRun == 1)
    // A parent that skipped a child is still counted itself.
    tracker.run({ (state: Pair) in tracker.run(readsB, with: state) }, with: Pair())
    #expect(tracker.updatesRun == 2)
    // With a closure for the check, the same.
    tracker.run(
      { (_: Pair) in if tracker.proceeds(when: { $0.overlaps(b) }) { runs.count += 1 } },
      with: Pair())
    #expect(runs.count == 1)
    #expect(tracker.updatesRun == 2)
  }

  @Test func aChildItsParentChoseDoesNotCheckAgain() {
    let (tracker, _, b) = trackerWritingA()
    let runs = Runs()
    // Chosen by its parent (which found its reads overlap), it goes on even though its own
    // check would say no; the next element, not chosen, checks.
    tracker.runChosen(
      { (_: Pair) in if tracker.proceeds(reading: b) { runs.count += 1 } }, with: Pair())
    #expect(runs.count == 1)
    #expect(tracker.updatesRun == 1)
    tracker.run({ (_: Pair) in if tracker.proceeds(reading: b) { runs.count += 1 } }, with: Pair())
    #expect(runs.count == 1)
    #expect(tracker.updatesRun == 1)
  }

  @Test func signalsRaisedAndWatchedAreTakenOnce() {
    let (tracker, a, b) = trackerWritingA()
    #expect(!tracker.hasSignals)
    let raised = tracker.places.signal()
    let watchedA = tracker.places.signal()
    let watchedB = tracker.places.signal()
    let alive = Runs()
    let owner = Watch(alive)
    var gone: Runs? = Runs()
    let goneOwner = Watch(gone!)
    tracker.watch(a, signal: watchedA, while: owner)
    tracker.watch(b, signal: watchedB, while: owner)
    tracker.watch(a, signal: tracker.places.signal(), while: goneOwner)
    gone = nil
    #expect(goneOwner.isGone)
    tracker.raise(raised)
    #expect(tracker.hasSignals)
    // The raised signal, and the watch whose reads `a` overlaps; not `b`'s, not the gone one.
    #expect(tracker.takeSignals(besides: a) == Footprint(places: [raised, watchedA]))
    #expect(!tracker.hasSignals)
    #expect(tracker.takeSignals(besides: .none) == .none)
    #expect(tracker.takeSignals(besides: b) == Footprint(places: [watchedB]))
    withExtendedLifetime(alive) {}
  }

  @Test func oneDetachedFieldGroupPerStateType() {
    let tracker = UpdateTracker()
    let pairs: FieldGroup<Pair> = tracker.detachedFields()
    let again: FieldGroup<Pair> = tracker.detachedFields()
    let ints: FieldGroup<Int> = tracker.detachedFields()
    let other: FieldGroup<Pair> = UpdateTracker().detachedFields()
    #expect(pairs === again)
    #expect(ObjectIdentifier(ints) != ObjectIdentifier(pairs))
    #expect(other !== pairs)
  }
}
