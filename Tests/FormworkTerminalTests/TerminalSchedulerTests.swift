import Formwork
import FormworkTerminal
import FormworkTestSupport
import Testing

/// The full screen's scheduler: timers fire when due, and a check's answer comes back through
/// its pipe to the loop's thread, which waits on it (with `poll`, as the loop does).
@Suite struct TerminalSchedulerTests {
  /// Answers `check` after the test opens the gate.
  private final class Gate: @unchecked Sendable {
    let stream: AsyncStream<Void>
    let continuation: AsyncStream<Void>.Continuation

    init() {
      (stream, continuation) = AsyncStream.makeStream()
    }

    func wait() async {
      for await _ in stream { return }
    }
  }

  @Test func timersFireWhenDueAndNotBefore() {
    let scheduler = TerminalScheduler()
    var fired: [String] = []
    _ = scheduler.schedule(after: .seconds(3600)) { fired.append("later") }
    _ = scheduler.schedule(after: .zero) { fired.append("now") }
    let cancelled = scheduler.schedule(after: .zero) { fired.append("cancelled") }
    cancelled.cancel()
    #expect(scheduler.hasPendingWork)
    scheduler.fireDueTimers()
    #expect(fired == ["now"])
    #expect(scheduler.hasPendingWork)  // the hour is not up
    #expect(scheduler.nextDeadline != nil)
  }

  @Test func anAnswerComesBackThroughThePipeWhileTheLoopWaits() async throws {
    let scheduler = TerminalScheduler()
    let gate = Gate()
    var answers: [String?] = []
    _ = scheduler.run({
      await gate.wait()
      return "admin is taken"
    }) { answers.append($0) }
    #expect(scheduler.hasPendingWork)
    // Nothing to read before the check answers.
    #expect(Platform.readable([scheduler.wakeDescriptor], within: 0) == [false])
    scheduler.deliverAnswers()
    #expect(answers.isEmpty)
    gate.continuation.yield()
    // NB: waits for the pipe, as the loop's poll does, on a thread of its own: the check needs
    // one of Swift's shared threads to answer, and in a full test run long synchronous tests
    // can hold them all for minutes (ten minutes only if it never answers).
    let descriptor = scheduler.wakeDescriptor
    #expect(await onItsOwnThread { Platform.readable([descriptor], within: 600_000) } == [true])
    scheduler.deliverAnswers()
    #expect(answers == ["admin is taken"])
    #expect(!scheduler.hasPendingWork)
  }

  @Test func aCancelledChecksAnswerIsDropped() async throws {
    let scheduler = TerminalScheduler()
    var answers: [String?] = []
    let work = scheduler.run({ "late" }) { answers.append($0) }
    work.cancel()
    #expect(!scheduler.hasPendingWork)
    let descriptor = scheduler.wakeDescriptor
    #expect(await onItsOwnThread { Platform.readable([descriptor], within: 600_000) } == [true])
    scheduler.deliverAnswers()
    #expect(answers.isEmpty)
  }
}
