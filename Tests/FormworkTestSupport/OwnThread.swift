public import Formwork
import FormworkTerminal
import Foundation

/// `Repl.transcript(session, input:)`, run on a thread of its own while the test waits.
///
/// NB: the REPL settles checks that wait for an answer (sign-up's username) by blocking its
/// thread until Swift's shared threads have run them (`ManualScheduler.settle()`). Tests run on
/// those shared threads: two such tests blocking at once on a two-core machine would leave
/// none to run the checks, and both would wait for ever.
public func transcriptOnItsOwnThread(_ session: any RunningForm, input: String) async -> String {
  await onItsOwnThread { Repl.transcript(session, input: input) } ?? ""
}

/// Runs `work` on a thread of its own while the test waits without blocking one of Swift's
/// shared threads (which a check under test, or another test's, may need).
public func onItsOwnThread<Result: Sendable>(_ work: @escaping () -> Result) async -> Result? {
  let run = ThreadRun(work)
  await withCheckedContinuation { finished in
    Thread {
      run.start()
      finished.resume()
    }.start()
  }
  return run.result
}

/// Work handed to another thread, and its result.
/// NB: `@unchecked`: that thread runs it once, and the result is read after it said so.
private final class ThreadRun<Result>: @unchecked Sendable {
  private let work: () -> Result
  private(set) var result: Result?

  init(_ work: @escaping () -> Result) {
    self.work = work
  }

  func start() {
    result = work()
  }
}
