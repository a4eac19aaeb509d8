/// One row of a form: a title, an optional detail, accessory and control, and what
/// happens when the user taps it.
///
/// ```swift
/// let cell = FormCell(title: "Always")
/// cell.shouldHighlight = true
/// cell.didSelect = { print("chosen") }
/// cell.tap()          // true, prints "chosen"
/// cell.isEnabled = false
/// cell.tap()          // false: a disabled cell refuses the gesture
/// ```
public final class FormCell {
  /// The main text.
  public var title: String
  /// Secondary text, such as the current value of a nested form.
  public var detail: String?
  /// The control shown in the cell, if any.
  public var control: (any Control)? {
    didSet { (control as? any HostedControl)?.cell = self }
  }
  /// Whether the cell is shown: no condition hides it. A hidden cell refuses gestures.
  ///
  /// Setting it sets the cell's own condition (see ``Condition``): it combines with every
  /// `hidden` around the cell instead of overwriting them. Set it unconditionally from an
  /// update (an unchanged answer costs nothing): comparing with the getter, which combines
  /// every condition, would skip writes the own condition needs.
  public var isVisible: Bool {
    get { !conditions.any(.hides) }
    set { conditions.set(ObjectIdentifier(self), .hides, holds: !newValue) }
  }
  /// Whether the cell takes gestures: no condition disables it or its section. A disabled
  /// cell is shown but refuses them.
  ///
  /// Setting it sets the cell's own condition (see ``Condition``): it combines with every
  /// `disabled` around the cell and its section instead of overwriting them.
  public var isEnabled: Bool {
    get { !conditions.any(.disables) && (section?.isEnabled ?? true) }
    set { conditions.set(ObjectIdentifier(self), .disables, holds: !newValue) }
  }
  /// The conditions that hide or disable the cell now, with their reasons.
  var conditions = HoldingConditions()
  /// Runs when the user taps a selectable cell.
  public var didSelect: (() -> Void)?
  /// Validation or help text shown with the cell. Setting it makes its kind
  /// ``MessageKind/problem``; set ``messageKind`` after it for another kind. The problem of a
  /// control's field does not show while the cell is disabled, as the field does not count
  /// then (unless it counts while disabled, `countsWhenDisabled:`).
  public var message: String? {
    get { messageKind == .problem && !isEnabled && hidesProblemsWhileDisabled ? nil : ownMessage }
    set {
      ownMessage = newValue
      messageKind = .problem
    }
  }
  /// The message set, shown or not.
  private(set) var ownMessage: String?
  /// Whether a problem hides while the cell is disabled: its control's field does not count
  /// while disabled.
  var hidesProblemsWhileDisabled = false
  /// A line of help shown under the row (huh's field description): what to enter, or why it
  /// is asked. Give it with `controlCell(title:control:hint:)` or set it in an update.
  ///
  /// ```swift
  /// controlCell(title: "Username", control: textField(keyPath: \SignUp.username),
  ///             hint: "3 to 16 lowercase letters, digits or _")
  /// ```
  public var hint: String?
  /// Runs when the user deletes the row (rows of list sections); `nil` if the row cannot
  /// be deleted.
  public var didDelete: (() -> Void)?
  /// Runs when the user moves the row to another position in its section, with that
  /// position. It is set on rows of list sections; `nil` if the row cannot be moved.
  public var didMove: ((Int) -> Void)?
  /// Whether the row can be deleted.
  var canDelete: Bool { didDelete != nil }
  /// Whether the row can be moved: it has a move action and another movable row of its
  /// section to trade places with.
  var canMove: Bool {
    guard didMove != nil, let section else { return didMove != nil }
    return section.cells.lazy.filter { $0.didMove != nil && $0.isVisible }.count > 1
  }
  /// The field the row edits, when its control declared one: leaving the row ends its
  /// editing.
  var fieldID: FieldID?

  /// The section that holds the cell, set when the cell is put into one.
  package internal(set) weak var section: Section?

  /// The mark at the trailing edge.
  public var accessory: Accessory = .none
  /// Whether the control sits at the leading edge, taking the row (text fields in
  /// nested editors).
  package var isControlLeftAligned = false
  /// Whether the cell can be selected by tapping it.
  public var shouldHighlight = false
  /// Whether the cell holds the form's focus (``FormDriver/focus``): renderers mark it.
  package internal(set) var isFocused = false
  /// What the ``message`` is: a problem to fix (the default), work in progress (an
  /// asynchronous check's `checking…`) or a confirmation (`Order placed`). Renderers mark
  /// each its own way: `!`, a spinner or `⋯`, `✓`.
  public var messageKind = MessageKind.problem
  /// What the row is for, when a combinator knows more than the row's shape says.
  ///
  /// A row may be an option of a single choice, a check box, a submit button or a wizard's
  /// next step. Front ends use it: a picker's option closes the picker, check boxes show
  /// `[x]` and `[ ]`, and the REPL's `next` opens a wizard's next step.
  package var role: Role = .none

  /// Creates a cell.
  ///
  /// - Parameter title: The main text.
  public init(title: String = "") {
    self.title = title
  }

  /// Whether the cell would take a gesture now: it and its section are visible and it is
  /// enabled.
  package var acceptsInput: Bool {
    isVisible && isEnabled && (section?.isVisible ?? true)
  }

  /// Taps the cell: runs ``didSelect`` if the cell is visible, enabled and selectable.
  ///
  /// - Returns: `false`, doing nothing, if the cell refused the tap.
  @discardableResult
  public func tap() -> Bool {
    guard acceptsInput, shouldHighlight, let didSelect else { return false }
    didSelect()
    return true
  }

  /// Deletes the row: runs ``didDelete`` if the cell takes input and can be deleted.
  ///
  /// - Returns: `false`, doing nothing, if the cell refused the gesture.
  @discardableResult
  public func delete() -> Bool {
    guard acceptsInput, let didDelete else { return false }
    didDelete()
    return true
  }

  /// Moves the row to `index` among the cells of its section.
  ///
  /// It runs ``didMove`` if the cell takes input and can be moved, and `index` is a position
  /// in its section.
  ///
  /// - Returns: `false`, doing nothing, if the cell refused the gesture.
  @discardableResult
  public func move(to index: Int) -> Bool {
    guard acceptsInput, canMove, let didMove else { return false }
    if let section, !section.cells.indices.contains(index) { return false }
    didMove(index)
    return true
  }

  /// What a cell's ``message`` is, for renderers to mark it.
  public enum MessageKind: Sendable, Equatable {
    /// A problem to fix: a rule the value fails, a refused input, fields to fix first.
    case problem
    /// Work in progress: an asynchronous check's `checking…`.
    case progress
    /// A confirmation of what was done: a submit's `Order placed`.
    case confirmation
  }

  /// What a row is for, beyond its shape; see `role`.
  package enum Role: Sendable, Equatable {
    /// Nothing more than its shape says.
    case none
    /// One option of a single choice (`optionCell` over a value, a picker's options, an
    /// inline picker's): choosing it replaces the choice.
    case option
    /// A check box: one option of a multiple choice (`optionCell` over a `Set`, a
    /// `multiSelectCell`'s), or a `checkCell`. Choosing it checks or unchecks it; renderers
    /// show `[x]` or `[ ]`.
    case checkbox
    /// A submit button (`sections(_:submit:…)`, a wizard's last step).
    case submit
    /// A wizard's row that opens its next step.
    case nextStep
    /// A note (`noteCell(title:description:)`): a title and a description (its ``hint``),
    /// shown always and wrapped, read aloud by the accessible mode; it takes no input, and
    /// the full screen's cursor passes over it.
    case note
    /// A yes-or-no question (`confirmCell(title:keyPath:yes:no:hint:)`): two options, yes
    /// first. Front ends answer it with yes and no keys (`y`, `n`), whatever its options'
    /// titles.
    case yesOrNo
  }

  /// The mark at the trailing edge of a cell.
  public enum Accessory: Sendable, Equatable {
    /// No mark.
    case none
    /// A checkmark: the chosen option.
    case checkmark
    /// A disclosure indicator: tapping shows a nested screen.
    case disclosureIndicator
  }
}
