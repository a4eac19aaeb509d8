/// A running form, whatever its state type.
///
/// Front ends, the testing library and the examples hold forms this way. ``FormDriver`` is
/// its only implementation; code that must know the state asks for the driver
/// (`form as? FormDriver<Settings>`). A running form:
///
/// - takes gestures (``perform(_:)``, ``resolve(_:)``), undo, back and focus moves among
///   them (`.undo`, `.back`, `.focusNext`);
/// - says where the user is (its screens, the focus);
/// - says what is wrong (``validate()``) and what changed (``dirtyFields``, ``isDirty``).
///
/// ```swift
/// let form: any RunningForm = FormDriver(
///   initial: Settings(), title: "Settings", build: settingsForm)
/// try form.perform(.tap(row: 1))   // pushes "Personal Hotspot"
/// form.path                        // ["Settings", "Personal Hotspot"]
/// (form as? FormDriver<Settings>)?.state.hotspot.isEnabled
/// ```
public protocol RunningForm: AnyObject {
  /// The navigation stack, root first.
  var screens: [Screen] { get }
  /// The screen on top of the stack: what the user sees, and what rows are numbered on.
  var topScreen: Screen { get }
  /// The screen titles from the root to the top screen.
  var path: [String] { get }
  /// Whether there is a screen to go back to.
  var canPop: Bool { get }
  /// The focused field, if any.
  var focus: FormFocus? { get }
  /// Finds what `gesture` acts on on the top screen, with the message users see when
  /// something is missing; ``perform(_:)`` runs it. Undo, back and focus moves are gestures
  /// too (`.undo`, `.back`, `.focusNext`).
  func resolve(_ gesture: Gesture) -> Result<ResolvedGesture, GestureError>
  /// The words and value formats the form was built with: front ends write theirs through
  /// its ``FormStrings/phrase(_:_:)``.
  var strings: FormStrings { get }
  /// The last error (a feedback loop), cleared by the next change.
  var lastError: FormDriverError? { get }
  /// The state as Swift's `dump` prints it, the same on every run (the members of sets and
  /// dictionaries sorted) and with masked fields' values (passwords) shown as `•••••`.
  ///
  /// ```swift
  /// // ▿ FormworkExamples.Settings
  /// //   ▿ hotspot: FormworkExamples.Hotspot
  /// //     - isEnabled: true
  /// //     - password: "•••••"
  /// ```
  var stateDump: String { get }
  /// Validates the whole form: every visible validated field shows its error on its row from
  /// now on. State does not change.
  ///
  /// - Returns: The errors by field title, in form order; empty for a valid form.
  @discardableResult func validate() -> [ValidationError]
  /// The fields whose value differs from the pristine state, in form order.
  var dirtyFields: [FieldSummary] { get }
  /// Every error of every field that counts, in form order: a field that fails several
  /// rules (a password's checklist) gives one error for each.
  var allErrors: [ValidationError] { get }
  /// Whether the state differs from the pristine state (the initial state, or the state at
  /// the last submit).
  var isDirty: Bool { get }
  /// How many times the form was submitted.
  var submitCount: Int { get }
  /// Whether a submit waits for a server's answer.
  var isSubmitting: Bool { get }
  /// The errors of the form as a whole, in order: form rules that name no field, what a
  /// server said about the form. Front ends show them above the first section.
  var formErrors: [String] { get }
  /// Whether the form has a submit button: leaving a form without one loses nothing by not
  /// submitting it.
  var offersSubmit: Bool { get }
  /// Whether an asynchronous check is waiting or running (a username being looked up): the
  /// full-screen front end shows a spinner meanwhile.
  var isChecking: Bool { get }
  /// Runs the waiting asynchronous checks to their answers when the form's scheduler is a
  /// ``ManualScheduler`` (blocking this thread meanwhile).
  ///
  /// - Returns: Whether there was anything to run.
  @discardableResult func settle() -> Bool
  /// Saving and restoring the form (``FormSnapshot``), when its state is `Codable`; `nil`
  /// otherwise.
  ///
  /// ```swift
  /// try form.persistence?.restore(from: draftURL)
  /// ```
  var persistence: (any SnapshotPersisting)? { get }
}

extension FormDriver: RunningForm {
  /// The state as Swift's `dump` prints it, the same on every run; masked values as `•••••`.
  public var stateDump: String {
    var text = ""
    dump(state, to: &text)
    return stableDump(text, masking: maskedTexts)
  }

  /// Whether an asynchronous check of the form is waiting or running.
  public var isChecking: Bool { scheduler.hasPendingWork }

  /// Runs the waiting asynchronous checks to their answers, when the scheduler is a
  /// ``ManualScheduler``.
  ///
  /// - Returns: Whether there was anything to run.
  @discardableResult
  public func settle() -> Bool {
    guard let manual = scheduler as? ManualScheduler, manual.hasPendingWork else { return false }
    manual.settle()
    return true
  }

  /// Saving and restoring the form, when its state is `Codable`; `nil` otherwise.
  public var persistence: (any SnapshotPersisting)? { self as? any SnapshotPersisting }
}
