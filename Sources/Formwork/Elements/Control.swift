/// A control shown in a cell: a toggle, a text field, or one of your own.
///
/// Controls are final classes. They have public display properties, and user-input methods
/// named after the gesture (`tap()`, `enter(_:)`). Those methods return `false` and do
/// nothing when the control or its cell does not take input.
///
/// ```swift
/// final class Rating: Control {
///   var stars = 0
///   var onRate: ((Int) -> Void)?
///   func rate(_ stars: Int) -> Bool { onRate?(stars); return true }
/// }
/// ```
public protocol Control: AnyObject {}

/// A control that knows the cell it sits in, so its gestures respect the cell's hidden
/// and disabled state. The built-in controls adopt it; ``FormCell/control`` sets ``cell``.
public protocol HostedControl: Control {
  /// The cell that shows the control.
  var cell: FormCell? { get set }
  /// Whether the control itself takes input.
  var isEnabled: Bool { get set }
}

extension HostedControl {
  /// Whether a gesture on the control would be taken now: the control is enabled and its
  /// cell (if any) takes input.
  public var acceptsInput: Bool { isEnabled && (cell?.acceptsInput ?? true) }

  /// Gives the form's focus to the control's row, as a gesture on the control does.
  ///
  /// A front end calls it when the user starts editing the row some other way, such as
  /// moving a cursor onto it.
  public func takeFocus() {
    guard let cell else { return }
    cell.section?.screen?.didFocus?(cell)
  }

  /// Starts a gesture on the control, and says whether the control takes input now.
  ///
  /// When it does (``acceptsInput``), its row gets the form's focus (``FormDriver/focus``),
  /// even if the value the gesture brings is refused later. Every built-in gesture (`enter`,
  /// `tap`, `increment`, `decrement`, `select`) begins with it. Call it in your own
  /// control's gestures where you would check ``acceptsInput``, and they join the focus too.
  ///
  /// ```swift
  /// final class Dial: HostedControl {
  ///   var value = 0
  ///   var isEnabled = true
  ///   weak var cell: FormCell?
  ///   func turn() -> Bool {
  ///     guard beginGesture() else { return false }   // hidden or disabled: nothing changes
  ///     value += 1
  ///     return true
  ///   }
  /// }
  /// ```
  ///
  /// - Returns: `false`, changing nothing (the focus included), when the control or its row
  ///   does not take input.
  public func beginGesture() -> Bool {
    guard acceptsInput else { return false }
    takeFocus()
    return true
  }
}

/// A control that can hold the form's focus: ``FormDriver/focusNext()`` and
/// ``FormDriver/focusPrevious()`` move across the rows whose controls adopt it, and a
/// refused submit focuses the first invalid one. The built-in controls adopt it; a custom
/// control adopts it to join.
///
/// ```swift
/// extension Rating: FocusableControl {}
/// ```
public protocol FocusableControl: Control {}

extension TextField: FocusableControl {}
extension TextArea: FocusableControl {}
extension NumberField: FocusableControl {}
extension DateField: FocusableControl {}
extension Stepper: FocusableControl {}
extension Slider: FocusableControl {}
extension Toggle: FocusableControl {}
extension SegmentedControl: FocusableControl {}

/// A control that describes its value as short text, for text renderers: the terminal,
/// test output, accessibility labels. Custom controls adopt it to show up in the REPL.
///
/// ```swift
/// extension Rating: TextDescribedControl {
///   var textDescription: String { String(repeating: "★", count: stars) }
/// }
/// ```
public protocol TextDescribedControl: Control {
  /// The control's value as short text, such as `[on]` or `[hello]`.
  var textDescription: String { get }
}

extension Toggle: TextDescribedControl {
  /// `[on]` or `[off]`.
  public var textDescription: String { isOn ? "[on]" : "[off]" }
}

extension TextField: TextDescribedControl {
  /// The text in brackets, masked with `•` when secure, or the placeholder in angle
  /// brackets when empty: `[hello]`, `[•••••]`, `[<Password>]`.
  public var textDescription: String {
    if text.isEmpty, let placeholder { return "[<\(placeholder)>]" }
    return "[" + (isSecure ? String(repeating: "•", count: text.count) : text) + "]"
  }
}
