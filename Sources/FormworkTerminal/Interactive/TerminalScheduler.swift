public import Formwork

/// The full-screen terminal's scheduler for asynchronous checks.
///
/// Timers run on the wall clock and checks run in tasks. Their answers come back on the
/// terminal loop's thread. That thread waits for keys, timers and answers at once, and
/// never blocks on a check.
///
/// Give it to the form's driver and to
/// ``InteractiveTerminal/run(_:scheduler:input:output:inline:)``:
///
/// ```swift
/// let scheduler = TerminalScheduler()
/// let session = FormDriver(initial: SignUp(), title: "Sign Up", scheduler: scheduler,
///                           build: signupForm)
/// InteractiveTerminal.run(InteractiveForm(session: session), scheduler: scheduler)
/// ```
///
/// When a check's task has answered, it writes its number down a pipe. The loop's `poll`
/// wakes on the pipe, and `deliverAnswers()` hands each answer to the form on the loop's
/// thread. Timers are kept here and fired by `fireDueTimers()`. `nextDeadline` tells the
/// loop how long it may wait.
public final class TerminalScheduler: ValidationScheduler {
  private struct Timer {
    let due: ContinuousClock.Instant
    let work: ScheduledWork
    let action: () -> Void
  }

  /// Work under way: `deliver` hands its answer, once in, to the form.
  private struct Check {
    let work: ScheduledWork
    let deliver: () -> Void
  }

  private let clock = ContinuousClock()
  private var timers: [Timer] = []
  private var checks: [UInt32: Check] = [:]
  private var nextNumber: UInt32 = 1
  private let pipe: WakePipe?

  /// Creates a scheduler with nothing waiting.
  public init() {
    pipe = WakePipe()
  }

  /// Whether timers or checks are waiting.
  public var hasPendingWork: Bool {
    timers.contains { !$0.work.isCancelled } || checks.values.contains { !$0.work.isCancelled }
  }

  /// Runs `action` on the loop's thread once `delay` has passed, unless cancelled first.
  public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledWork {
    let work = ScheduledWork()
    timers.append(Timer(due: clock.now.advanced(by: delay), work: work, action: action))
    return work
  }

  /// Runs `work` in a task (a check, a submit), then `deliver` with its answer on the
  /// loop's thread (in `deliverAnswers()`), unless cancelled first.
  public func run<Result: Sendable>(
    _ work: @escaping @Sendable () async -> Result, deliver: @escaping (Result) -> Void
  ) -> ScheduledWork {
    let number = nextNumber
    nextNumber = nextNumber == .max ? 1 : nextNumber + 1
    guard let pipe else {
      // NB: no pipe to wake the loop with: the work is waited for, as ManualScheduler does.
      deliver(waitFor(work))
      return ScheduledWork()
    }
    let answer = ResultBox<Result>()
    let task = Task.detached {
      answer.value = await work()
      pipe.send(number)
    }
    let handle = ScheduledWork { [weak self] in
      self?.checks[number] = nil
      task.cancel()
    }
    // NB: the answer is read on this thread, after the loop read its number from the pipe.
    checks[number] = Check(work: handle) {
      if let result = answer.value { deliver(result) }
    }
    return handle
  }

  /// The descriptor the loop waits on for answers; `-1` when there is none.
  package var wakeDescriptor: Int32 { pipe?.readEnd ?? -1 }

  /// When the next timer falls due, if any is waiting.
  package var nextDeadline: ContinuousClock.Instant? {
    timers.filter { !$0.work.isCancelled }.map(\.due).min()
  }

  /// Fires the timers that have fallen due, in order.
  package func fireDueTimers() {
    while true {
      let now = clock.now
      guard
        let index = timers.indices.filter({ timers[$0].due <= now })
          .min(by: { timers[$0].due < timers[$1].due })
      else { return }
      let timer = timers.remove(at: index)
      if !timer.work.isCancelled { timer.action() }
    }
  }

  /// Hands the answers that have arrived to the form, in the order they came.
  package func deliverAnswers() {
    guard let pipe else { return }
    for number in pipe.receive() {
      guard let check = checks.removeValue(forKey: number), !check.work.isCancelled else {
        continue
      }
      check.deliver()
    }
  }
}

/// A pipe that tasks write the numbers of answered checks to, and the loop reads.
/// NB: `@unchecked`: its descriptors never change; each number is one write of 4 bytes, which
/// a pipe keeps whole (at most `PIPE_BUF`). The write end closes when the last task holding
/// it is done, so a late answer never writes to a descriptor reused for something else.
private final class WakePipe: @unchecked Sendable {
  let readEnd: Int32
  let writeEnd: Int32

  init?() {
    guard let ends = Platform.makePipe() else { return nil }
    readEnd = ends.read
    writeEnd = ends.write
    Platform.setNonBlocking(readEnd)
  }

  deinit {
    Platform.closeDescriptor(readEnd)
    Platform.closeDescriptor(writeEnd)
  }

  /// Writes `number` down the pipe.
  func send(_ number: UInt32) {
    var bytes = number.littleEndian
    _ = withUnsafeBytes(of: &bytes) { Platform.writeAll(writeEnd, $0) }
  }

  /// The numbers written so far and not read yet.
  func receive() -> [UInt32] {
    var numbers: [UInt32] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = buffer.withUnsafeMutableBytes { Platform.readBytes(readEnd, into: $0) }
      guard count > 0 else { break }
      // NB: whole writes of 4 bytes, so reads of a multiple of 4 take whole numbers.
      for start in stride(from: 0, to: count - count % 4, by: 4) {
        let value =
          UInt32(buffer[start]) | UInt32(buffer[start + 1]) << 8 | UInt32(buffer[start + 2]) << 16
          | UInt32(buffer[start + 3]) << 24
        numbers.append(value)
      }
      guard count == buffer.count else { break }
    }
    return numbers
  }
}

/// The time left until `deadline`, in whole milliseconds rounded up, at least 0: how long a
/// `poll` may wait for it.
func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
  let left = ContinuousClock().now.duration(to: deadline)
  guard left > .zero else { return 0 }
  let (seconds, attoseconds) = left.components
  let millisecond: Int64 = 1_000_000_000_000_000
  return Int32(clamping: seconds * 1000 + (attoseconds + millisecond - 1) / millisecond)
}
