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
  /// Whether the section is shown. Cells of a hidden section refuse gestures.
  public var isVisible: Bool = true
  /// The cells a user sees, in order.
  public var visibleCells: [FormCell] { isVisible ? cells.filter(\.isVisible) : [] }

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
