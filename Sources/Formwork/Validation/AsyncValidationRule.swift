import Dispatch

/// A check that needs to wait for an answer, such as a server saying whether a username is
/// taken.
///
/// The check returns `nil` when the value passes, and otherwise the message to show. Give
/// it to a control's `rules:` through ``FieldRules/init(_:async:timing:)``.
///
/// After the value changes and passes the field's other rules, the check waits `debounce`
/// for the value to settle, then runs. Meanwhile the row says `checking…`, and the field
/// counts as not passing, so submit refuses. A result for a value that changed since is
/// dropped. A check whose field went away is cancelled.
///
/// ```swift
/// let isFree = AsyncValidationRule<SignUp, String>(debounce: .milliseconds(300)) { name in
///   await directory.contains(name) ? "\(name) is taken" : nil
/// }
/// ```
public struct AsyncValidationRule<State, Value: Sendable> {
  /// How long the value must stay unchanged before the check runs.
  public let debounce: Duration
  /// The check: `nil` if the value passes, otherwise the message to show.
  public let check: @Sendable (Value) async -> String?

  /// Creates a rule.
  ///
  /// - Parameters:
  ///   - debounce: How long the value must stay unchanged before the check runs.
  ///   - check: `nil` if the value passes, otherwise the message to show.
  public init(
    debounce: Duration = .milliseconds(300), check: @escaping @Sendable (Value) async -> String?
  ) {
    self.debounce = debounce
    self.check = check
  }
}

/// Runs a form's asynchronous work and hands the results back on the form's thread.
///
/// The work is checks that wait for an answer, their debounce timers, and submits that wait
/// for a server. The form itself stays on one thread. ``ManualScheduler`` runs the work
/// when told (tests, the REPL); ``MainQueueScheduler`` runs it on the main queue (apps).
public protocol ValidationScheduler: AnyObject {
  /// Runs `action` on the form's thread after `delay`, unless cancelled first.
  func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledWork
  /// Runs `work`, then `deliver` with its result on the form's thread, unless cancelled.
  func run<Result: Sendable>(
    _ work: @escaping @Sendable () async -> Result, deliver: @escaping (Result) -> Void
  ) -> ScheduledWork
  /// Whether timers or checks are waiting, so a front end can show that a check is under
  /// way (a spinner). `false` when the scheduler cannot tell.
  var hasPendingWork: Bool { get }
}

extension ValidationScheduler {
  /// `false`: this scheduler cannot tell.
  public var hasPendingWork: Bool { false }
}

/// Work a ``ValidationScheduler`` will do; cancelling it makes sure it does not.
public final class ScheduledWork {
  /// Whether it was cancelled.
  public private(set) var isCancelled = false
  private var onCancel: (() -> Void)?

  /// Creates work that runs `onCancel` when cancelled.
  public init(onCancel: (() -> Void)? = nil) {
    self.onCancel = onCancel
  }

  /// Cancels the work. Calling it again does nothing.
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    onCancel?()
    onCancel = nil
  }
}

/// A scheduler whose time moves only when told, for deterministic tests and the REPL.
///
/// Timers fire in ``advance(by:)``. Checks run in ``runChecks()`` or `await settle()`.
/// Results arrive on the caller's thread.
///
/// ```swift
/// let scheduler = ManualScheduler()
/// let driver = FormDriver(initial: SignUp(), scheduler: scheduler, build: signupForm)
/// // … enter a username: its row says "checking…"
/// await scheduler.settle()   // the debounce passes, the check runs, its answer shows
/// ```
///
/// Synchronous code on a thread of its own, such as a command-line tool's main thread, calls
/// `settle()` without `await`. It waits for the checks, blocking that thread.
public final class ManualScheduler: ValidationScheduler {
  private struct Timer {
    let due: Duration
    let work: ScheduledWork
    let action: () -> Void
  }

  /// Work waiting to run: `run` runs it and hands back the delivery of its result;
  /// `runBlocking` runs it on Swift's shared threads, waits, and delivers.
  private struct Check {
    let work: ScheduledWork
    let run: () async -> () -> Void
    let runBlocking: () -> Void
  }

  /// The time since the scheduler was made.
  public private(set) var now: Duration = .zero
  private var timers: [Timer] = []
  private var checks: [Check] = []

  /// Creates a scheduler at time zero.
  public init() {}

  /// Whether timers or checks are waiting.
  public var hasPendingWork: Bool {
    timers.contains { !$0.work.isCancelled } || checks.contains { !$0.work.isCancelled }
  }

  /// Keeps `action` until ``advance(by:)`` moves time past `delay` from now.
  public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledWork {
    let work = ScheduledWork()
    timers.append(Timer(due: now + delay, work: work, action: action))
    return work
  }

  /// Keeps `work` until ``runChecks()`` or `settle()` runs it.
  public func run<Result: Sendable>(
    _ work: @escaping @Sendable () async -> Result, deliver: @escaping (Result) -> Void
  ) -> ScheduledWork {
    let handle = ScheduledWork()
    checks.append(
      Check(
        work: handle,
        run: {
          let result = await work()
          return { if !handle.isCancelled { deliver(result) } }
        },
        runBlocking: {
          let result = waitFor(work)
          if !handle.isCancelled { deliver(result) }
        }))
    return handle
  }

  /// Moves time on by `duration`, firing the timers that fall due, in order.
  public func advance(by duration: Duration) {
    let end = now + duration
    while let index = timers.indices.filter({ timers[$0].due <= end })
      .min(by: { timers[$0].due < timers[$1].due })
    {
      let timer = timers.remove(at: index)
      now = Swift.max(now, timer.due)
      if !timer.work.isCancelled { timer.action() }
    }
    now = end
  }

  /// Runs the work that was started (checks, submits), in order, and delivers the results.
  public func runChecks() async {
    while let check = nextCheck() {
      let deliver = await check.run()
      deliver()
    }
  }

  /// Fires every timer and runs every check until nothing is waiting, without blocking a
  /// thread. Use it in async code and tests.
  ///
  /// A delivered answer may start more work; that work runs too.
  public func settle() async {
    var rounds = 0
    while hasPendingWork, rounds < Self.maxSettleRounds {
      rounds += 1
      fireEveryTimer()
      await runChecks()
    }
  }

  /// Fires every timer and runs every check until nothing is waiting, blocking the calling
  /// thread while a check runs.
  ///
  /// Use it in synchronous code on a thread of its own, such as a command-line tool's main
  /// thread.
  ///
  /// - Important: Do not call it inside a task (an async function, a Swift Testing test);
  ///   use `await settle()` there. A check runs on Swift's shared threads, as any `async`
  ///   function does, and this thread waits for it. If every shared thread waited like
  ///   this, nothing would run the check.
  public func settle() {
    var rounds = 0
    while hasPendingWork, rounds < Self.maxSettleRounds {
      rounds += 1
      fireEveryTimer()
      while let check = nextCheck() { check.runBlocking() }
    }
  }

  /// How many rounds `settle()` runs at most: checks whose answers keep starting new
  /// ones stop there, rather than loop for ever.
  static let maxSettleRounds = 100

  private func fireEveryTimer() {
    if let last = timers.map(\.due).max(), last > now { advance(by: last - now) }
    advance(by: .zero)
  }

  /// The first check waiting that was not cancelled, taken off the queue.
  private func nextCheck() -> Check? {
    while !checks.isEmpty {
      let check = checks.removeFirst()
      if !check.work.isCancelled { return check }
    }
    return nil
  }
}

/// The result of `work`, waiting on this thread while it runs on Swift's shared threads.
package func waitFor<Result: Sendable>(_ work: @escaping @Sendable () async -> Result) -> Result {
  let box = ResultBox<Result>()
  let done = DispatchSemaphore(value: 0)
  Task.detached {
    box.value = await work()
    done.signal()
  }
  done.wait()
  // NB: the task set it before it signalled.
  return box.value!
}

/// Carries a result from the task that ran it to the thread waiting for it.
/// NB: `@unchecked`: written once before the thread is woken, read after.
package final class ResultBox<Result: Sendable>: @unchecked Sendable {
  package var value: Result?
  package init() {}
}

/// A scheduler for apps on the main thread: timers and results arrive on the main queue.
public final class MainQueueScheduler: ValidationScheduler {
  /// Creates a scheduler.
  public init() {}

  /// Runs `action` on the main queue after `delay`.
  public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledWork {
    let flag = MainThreadOnly(CancelFlag())
    let action = MainThreadOnly(action)
    let seconds = Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
      if !flag.value.isCancelled { action.value() }
    }
    return ScheduledWork { flag.value.isCancelled = true }
  }

  /// Runs `work` in a task, then `deliver` on the main queue.
  public func run<Result: Sendable>(
    _ work: @escaping @Sendable () async -> Result, deliver: @escaping (Result) -> Void
  ) -> ScheduledWork {
    let flag = MainThreadOnly(CancelFlag())
    let deliver = MainThreadOnly(deliver)
    let task = Task.detached {
      let result = await work()
      DispatchQueue.main.async {
        if !flag.value.isCancelled { deliver.value(result) }
      }
    }
    return ScheduledWork {
      flag.value.isCancelled = true
      task.cancel()
    }
  }
}

/// Whether scheduled work was cancelled, read where it would run.
private final class CancelFlag {
  var isCancelled = false
}

/// A value made on the main thread and used only there, carried through a `@Sendable`
/// closure. NB: `@unchecked`: the scheduler opens it on the main queue only.
private final class MainThreadOnly<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
