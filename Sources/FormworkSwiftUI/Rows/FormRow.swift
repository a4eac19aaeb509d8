public import Formwork

/// What one visible row of a screen shows, and which native control shows it.
///
/// This is the platform-neutral half of the SwiftUI front end. ``FormPresentation`` makes a
/// row from each visible cell. A view maps the row to a native control and sends its
/// ``Action``s back. ``gesture(for:format:)`` turns those into the `Gesture`s the REPL and
/// `FormTester` send.
///
/// ```swift
/// let presentation = FormPresentation(driver: driver)
/// let row = presentation.screens[0].rows[0]
/// row.title                 // "Personal Hotspot"
/// row.detail                // "On"
/// row.tap                   // .open: the row opens a screen
/// row.gesture(for: .tap)    // .tap(row: 1)
/// ```
///
/// Texts are the cells' own, not escaped for a terminal: a native control shows them as
/// they are.
public struct FormRow: Identifiable, Equatable {
  /// Where the row's cell sits on its screen, counting hidden sections and cells: the same
  /// row keeps it while rows above it appear and disappear.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    /// The section's index among all sections of the screen.
    public var section: Int
    /// The cell's index among all cells of its section.
    public var cell: Int

    /// Creates an identity.
    public init(section: Int, cell: Int) {
      self.section = section
      self.cell = cell
    }

    /// `section.cell`, as `2.0`.
    public var description: String { "\(section).\(cell)" }
  }

  /// Where the row's cell sits; see ``ID``.
  public var id: ID
  /// The row's number on its screen, from 1: the number gestures name it by.
  public var number: Int
  /// The cell's title.
  public var title: String
  /// The cell's detail: a nested form's value, a submit row's count (`(2 to fix)`).
  public var detail: String?
  /// The native control that shows the row's control; ``NativeControl/none`` for a row
  /// without one.
  public var control: NativeControl
  /// What tapping the row does; `nil` when it takes no taps.
  public var tap: Tap?
  /// Whether the row takes input: its cell and its control are enabled.
  public var isEnabled: Bool
  /// Why a disabled row is disabled (`FormCell.disabledReason`); `nil` while enabled.
  public var disabledReason: String?
  /// The message under the row: a problem, a check under way, or a confirmation.
  public var message: Message?
  /// A line of help under the row (`FormCell.hint`).
  public var hint: String?
  /// Whether the row holds the form's focus (`FormDriver.focus`).
  public var isFocused: Bool
  /// Whether the row can be deleted (a list row).
  public var canDelete: Bool
  /// Whether the row can be moved within its section (a list row).
  public var canMove: Bool

  /// Describes `cell` as the row numbered `number` whose cell sits at `id`.
  ///
  /// - Parameters:
  ///   - cell: The cell.
  ///   - id: Where the cell sits on its screen.
  ///   - number: The row's number on its screen, from 1.
  public init(_ cell: FormCell, id: ID, number: Int) {
    self.id = id
    self.number = number
    title = cell.title
    detail = cell.detail
    control = NativeControl(cell.control)
    let offered = cell.offeredGestures
    tap = offered.contains(.tap) ? Tap(cell) : nil
    isEnabled = cell.isEnabled && ((cell.control as? any HostedControl)?.isEnabled ?? true)
    disabledReason = isEnabled ? nil : cell.disabledReason
    message = cell.message.map { Message(text: $0, kind: cell.messageKind) }
    hint = cell.hint
    isFocused = cell.isFocused
    canDelete = offered.contains(.delete)
    canMove = offered.contains(.move)
  }

  /// What tapping a row does, which tells a view what to draw it as.
  public enum Tap: Equatable, Sendable {
    /// Opens a nested screen (a disclosure indicator): a navigation row.
    case open
    /// Chooses one option of a single choice; `isChosen` marks the chosen one.
    case choose(isChosen: Bool)
    /// Checks or unchecks a check box.
    case check(isChecked: Bool)
    /// Submits the form; its ``FormRow/detail`` counts the fields to fix.
    case submit
    /// Anything else a button does.
    case press

    init(_ cell: FormCell) {
      let marked = cell.accessory == .checkmark
      switch cell.role {
      case .option: self = .choose(isChosen: marked)
      case .checkbox: self = .check(isChecked: marked)
      case .submit: self = .submit
      case .none, .nextStep, .note, .yesOrNo:
        self = cell.accessory == .disclosureIndicator ? .open : .press
      }
    }
  }

  /// A message shown under a row, and what it is.
  public struct Message: Equatable, Sendable {
    /// The text.
    public var text: String
    /// A problem to fix, a check under way, or a confirmation.
    public var kind: FormCell.MessageKind

    /// Creates a message.
    public init(text: String, kind: FormCell.MessageKind = .problem) {
      self.text = text
      self.kind = kind
    }
  }
}
