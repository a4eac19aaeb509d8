public import Formwork

/// A running form as a native front end shows it.
///
/// Every screen on the stack is a ``PresentedScreen`` of ``FormRow``s. Every user action
/// goes to the form as a `Gesture`, the same gestures the REPL, the terminal's full screen
/// and `FormTester` send.
///
/// The SwiftUI views (`FormView`) map what it says; a UIKit front end would map the same.
/// It holds no UI type, so its behaviour is tested on every platform.
///
/// ```swift
/// let presentation = FormPresentation(driver: driver)
/// let hotspot = presentation.screens[0].rows[0]
/// presentation.send(.tap, to: hotspot.id, onScreen: 0)   // opens "Personal Hotspot"
/// presentation.screens.map(\.title)                      // ["Settings", "Personal Hotspot"]
/// presentation.back(toDepth: 0)                          // the REPL's `back`
/// ```
public final class FormPresentation {
  /// The form shown.
  public let form: any RunningForm
  /// Every screen on the stack, root first, as it shows now.
  public private(set) var screens: [PresentedScreen]
  /// What assistive technology should say after the last action: why it was refused, or
  /// the problems it brought to the screen (`Email: required`); `nil` for nothing.
  public private(set) var announcement: String?
  /// Runs after anything that may change what shows: an action, a change from app code, a
  /// push or pop, the focus moving, an asynchronous check's answer.
  public var onChange: (() -> Void)?
  private var tokens: [ObservationToken] = []
  private var isSending = false

  /// Shows `form`, without hearing about changes made to it from elsewhere: call
  /// ``refresh()`` after them.
  ///
  /// - Parameter form: A running form (a `FormDriver` of any state).
  public init(form: any RunningForm) {
    self.form = form
    screens = Self.screens(of: form)
  }

  /// Shows `driver`'s form and follows it: a change from app code, a push or pop, the
  /// focus moving and an asynchronous check's answer show at once.
  ///
  /// - Parameter driver: The driver.
  public convenience init<State>(driver: FormDriver<State>) {
    self.init(form: driver)
    tokens = [
      driver.observe { [weak self] _ in self?.formDidChange() },
      driver.observeNavigation { [weak self] in self?.formDidChange() },
      driver.observeFocus { [weak self] _ in self?.formDidChange() },
    ]
  }

  deinit {
    for token in tokens { token.cancel() }
  }

  /// The screen on top of the stack: the one actions act on.
  public var topScreen: PresentedScreen { screens[screens.count - 1] }

  /// Reads every screen again and calls ``onChange``.
  public func refresh() {
    screens = Self.screens(of: form)
    onChange?()
  }

  /// Sends what the user did to a row as its gesture (``FormRow/gesture(for:format:)``).
  ///
  /// ```swift
  /// presentation.send(.toggle, to: row.id, onScreen: 1)   // the REPL's `toggle 1`
  /// ```
  ///
  /// What is announced:
  ///
  /// - nothing while the user types;
  /// - the row's problem when editing ends;
  /// - after any other action, why the form refused it; or else the problems it brought to
  ///   the screen; or else, for a tap, the problem the tapped row shows, such as a submit
  ///   row's list of fields to fix.
  ///
  /// - Parameters:
  ///   - action: What the user did.
  ///   - id: The row it was done to.
  ///   - depth: The screen the row is on; only the top screen takes actions.
  /// - Returns: Why the form refused it; nothing changed then. `nil` when it was carried
  ///   out, or when there was nothing to send (a row no longer on the top screen).
  @discardableResult
  public func send(_ action: FormRow.Action, to id: FormRow.ID, onScreen depth: Int)
    -> GestureError?
  {
    // NB: a row that left the top screen while the finger was on it (a check's answer hid
    // it, a push covered it) takes nothing: its number may name another row by now.
    guard depth == screens.count - 1, let row = topScreen.row(id) else { return nil }
    guard let gesture = row.gesture(for: action, format: form.strings.values) else {
      if case .commit = action {
        announcement = problems().first { $0.row == id }?.text
        onChange?()
      }
      return nil
    }
    switch action {
    case .type: return perform(gesture, saying: .nothing)
    case .tap: return perform(gesture, saying: .news(orProblemOf: id))
    default: return perform(gesture, saying: .news(orProblemOf: nil))
    }
  }

  /// Sends `gesture` to the form, as the REPL would.
  ///
  /// The gesture acts on a row of the top screen, by number or title, or on the whole form
  /// (`.back`, `.undo`, `.focusNext`).
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - announcingRefusal: Whether a refusal is announced; `false` for a gesture the user
  ///     did not ask for by name (the focus moving on after Return).
  /// - Returns: Why the form refused it (nothing changed then), or `nil`.
  @discardableResult
  public func send(_ gesture: Formwork.Gesture, announcingRefusal: Bool = true) -> GestureError? {
    perform(gesture, saying: announcingRefusal ? .news(orProblemOf: nil) : .nothing)
  }

  /// What an action announces.
  private enum Saying {
    /// Nothing (typing, a gesture the user did not name).
    case nothing
    /// Why the form refused it, or the problems it brought; or else the problem of the row
    /// given.
    case news(orProblemOf: FormRow.ID?)
  }

  private func perform(_ gesture: Formwork.Gesture, saying: Saying) -> GestureError? {
    let before = problems()
    isSending = true
    var refusal: GestureError?
    do {
      try form.perform(gesture)
    } catch {
      refusal = error
    }
    isSending = false
    screens = Self.screens(of: form)
    switch saying {
    case .nothing: announcement = nil
    case .news(let row):
      let shown = problems()
      let new = shown.filter { !before.contains($0) }.map(\.text)
      announcement =
        refusal?.message ?? (new.isEmpty ? nil : new.joined(separator: "\n"))
        ?? shown.first { $0.row == row }?.text
    }
    onChange?()
    return refusal
  }

  /// Goes back until the screen at `depth` is on top, one `.back` gesture a screen.
  ///
  /// Call it when the user goes back with the platform's own control: a back button or a
  /// swipe.
  public func back(toDepth depth: Int) {
    while form.screens.count - 1 > max(depth, 0) {
      guard send(.back, announcingRefusal: false) == nil else { return }
    }
  }

  /// The control of the row at `id` on the screen at `depth`, for a view of your own
  /// (`CustomControls`).
  ///
  /// It is `nil` when there is no such row, or the row has no control.
  public func control(of id: FormRow.ID, onScreen depth: Int) -> (any Formwork.Control)? {
    let screens = form.screens
    guard screens.indices.contains(depth) else { return nil }
    let sections = screens[depth].sections
    guard sections.indices.contains(id.section) else { return nil }
    let cells = sections[id.section].cells
    return cells.indices.contains(id.cell) ? cells[id.cell].control : nil
  }

  private func formDidChange() {
    guard !isSending else { return }
    refresh()
  }

  private static func screens(of form: any RunningForm) -> [PresentedScreen] {
    form.screens.enumerated().map { PresentedScreen($0.element, depth: $0.offset) }
  }

  /// A problem shown on a screen, as it would be announced.
  private struct Problem: Hashable {
    let depth: Int
    let screen: String
    let row: FormRow.ID
    let text: String
  }

  /// The problems the top screen shows.
  private func problems() -> [Problem] {
    let screen = topScreen
    return screen.rows.compactMap { row in
      guard let message = row.message, message.kind == .problem else { return nil }
      let text = row.title.isEmpty ? message.text : "\(row.title): \(message.text)"
      return Problem(depth: screen.depth, screen: screen.title, row: row.id, text: text)
    }
  }
}
