import Foundation

extension RandomWalker {
  /// Runs the walks ``run(walks:steps:seed:)`` runs, on `workers` threads.
  ///
  /// It returns what one thread returns: the same walks, counts and screens reached, and the
  /// same first failure, shrunk the same way.
  ///
  /// A form and its driver live on one thread, so each worker builds its own walker, and its
  /// own forms, with `make`. Walk `i` uses the seed it has in one thread. A failing walk stops
  /// the walks after it, and the summary counts the walks up to it, as one thread does.
  ///
  /// ```swift
  /// @Test func signupWalksOnTwoCores() async {
  ///   let summary = await RandomWalker.runInParallel(workers: 2, walks: 200, steps: 50) {
  ///     RandomWalker(initial: SignUp(), title: "Sign Up", form: signupForm)
  ///   }
  ///   #expect(summary.failure == nil)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - workers: How many threads walk at once; 1 or more.
  ///   - walks: How many walks.
  ///   - steps: Steps per walk.
  ///   - seed: Fixes the walks; the same seed runs the same walks.
  ///   - make: Makes a worker's walker: the same form, state and rules each time.
  /// - Returns: What the walks did, and the first failure if one failed.
  public static func runInParallel(
    workers: Int, walks: Int = 200, steps: Int = 50, seed: UInt64 = 0,
    make: @escaping @Sendable () -> RandomWalker<State>
  ) async -> WalkSummary {
    let seeds = Self.seeds(count: walks, seed: seed)
    let results = WalkResults(count: seeds.count)
    let count = max(1, min(workers, seeds.count))
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<count {
        group.addTask {
          // NB: a thread of its own, not one of Swift's shared threads: a walker that settles
          // its checks blocks its thread while they run on the shared ones.
          await withCheckedContinuation { finished in
            Thread {
              let walker = make()
              let freshForms = walker.makeFreshForms()
              for index in stride(from: worker, to: seeds.count, by: count) {
                guard results.isNeeded(index) else { break }
                var summary = WalkSummary()
                let failure = walker.walk(
                  seed: seeds[index], steps: steps, into: &summary, freshForms: freshForms)
                results.record(index, summary: summary, failure: failure)
              }
              finished.resume()
            }.start()
          }
        }
      }
    }
    return results.summary()
  }
}

/// The walks of a parallel run as workers finish them, by index, and the first that failed.
/// NB: `@unchecked`: every access takes the lock; a summary holds values only, no form.
private final class WalkResults: @unchecked Sendable {
  private let lock = NSLock()
  private var walks: [(summary: WalkSummary, failure: WalkFailure?)?]
  /// The index of the first walk found failing so far.
  private var firstFailing = Int.max

  init(count: Int) {
    walks = Array(repeating: nil, count: count)
  }

  /// Whether walk `index` is still needed: no walk before it failed.
  func isNeeded(_ index: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return index < firstFailing
  }

  func record(_ index: Int, summary: WalkSummary, failure: WalkFailure?) {
    lock.lock()
    defer { lock.unlock() }
    walks[index] = (summary, failure)
    if failure != nil { firstFailing = min(firstFailing, index) }
  }

  /// The walks in order, up to the first failing one, as one thread sums them.
  func summary() -> WalkSummary {
    lock.lock()
    defer { lock.unlock() }
    var summary = WalkSummary()
    for walk in walks {
      guard let walk else { break }
      summary.walks += 1
      summary.add(walk.summary)
      if let failure = walk.failure {
        summary.failure = failure
        break
      }
    }
    return summary
  }
}
