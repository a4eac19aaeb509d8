public import Formwork

/// A scheduler for a form shown natively: it runs asynchronous checks on another scheduler
/// (the main queue's by default) and tells the ``FormPresentation`` following the driver
/// when a check's answer or a debounce timer has run, so the answer shows at once.
///
/// ```swift
/// let driver = FormDriver(
///   initial: Settings(), title: "Settings", scheduler: PresentationScheduler(),
///   build: settingsForm)
/// let presentation = FormPresentation(driver: driver)   // hears every answer
/// ```
public final class PresentationScheduler: ValidationScheduler {
  private let base: any ValidationScheduler
  /// Runs after each timer and each delivered answer; ``FormPresentation`` sets it.
  public var didRun: (() -> Void)?

  /// Creates a scheduler that runs its work on `base`.
  ///
  /// - Parameter base: Where timers and checks run; `MainQueueScheduler` if `nil`.
  public init(base: (any ValidationScheduler)? = nil) {
    self.base = base ?? MainQueueScheduler()
  }

  /// Runs `action` on the base scheduler after `delay`, then ``didRun``.
  public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledWork {
    base.schedule(after: delay) { [weak self] in
      action()
      self?.didRun?()
    }
  }

  /// Runs `check` on the base scheduler, then `deliver` with its answer, then ``didRun``.
  public func run(
    _ check: @escaping @Sendable () async -> String?, deliver: @escaping (String?) -> Void
  ) -> ScheduledWork {
    base.run(check) { [weak self] answer in
      deliver(answer)
      self?.didRun?()
    }
  }

  /// Whether the base scheduler has work waiting.
  public var hasPendingWork: Bool { base.hasPendingWork }
}
