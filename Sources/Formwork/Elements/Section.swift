/// A group of cells with an optional header and footer.
///
/// ```swift
/// let section = Section(cells: [FormCell(title: "Wi-Fi")])
/// section.footer = "Turn Wi-Fi on to join networks."
/// ```
public final class Section {
  /// All cells, hidden ones included.
  public var cells: [FormCell] {
    didSet { adopt(cells) }
  }
  /// Text shown above the cells.
  public var header: String?
  /// Text shown below the cells.
  public var footer: String?
  /// Whether the section is shown: no condition hides it. Cells of a hidden section refuse
  /// gestures. Setting it sets the section's own condition (see ``Condition``), which
  /// combines with every `hidden` around the section.
  public var isVisible: Bool {
    get { !conditions.any(.hides) }
    set { conditions.set(ObjectIdentifier(self), .hides, holds: !newValue) }
  }
  /// The screen that shows the section, set when the section is put on one.
  package internal(set) weak var screen: Screen?
  /// The conditions that hide the section or disable its cells now, with their reasons.
  var conditions = HoldingConditions()
  /// The cells a user sees, in order.
  public var visibleCells: [FormCell] { isVisible ? cells.filter { $0.isVisible } : [] }

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - cells: The cells.
  ///   - header: Text above the cells.
  ///   - footer: Text below the cells.
  public init(cells: [FormCell] = [], header: String? = nil, footer: String? = nil) {
    self.cells = cells
    self.header = header
    self.footer = footer
    adopt(cells)
  }

  private func adopt(_ cells: [FormCell]) {
    for cell in cells where cell.section !== self { cell.section = self }
  }
}
