public import Formwork

/// One screen of the navigation stack as a native front end shows it: its title and its
/// visible sections of ``FormRow``s, numbered as the REPL numbers them.
///
/// ```swift
/// let screen = PresentedScreen(driver.topScreen, depth: 0)
/// screen.title                  // "Settings"
/// screen.rows.map(\.title)      // ["Personal Hotspot"]
/// ```
public struct PresentedScreen: Identifiable, Equatable {
  /// The screen's place on the stack: 0 for the root.
  public var depth: Int
  /// The screen's title.
  public var title: String
  /// The visible sections, in order; a section with no visible row and no header or
  /// footer is left out, as it shows nothing.
  public var sections: [PresentedSection]

  /// The screen's place on the stack.
  public var id: Int { depth }

  /// Every visible row, in screen order: a row's ``FormRow/number`` is its place here plus
  /// one.
  public var rows: [FormRow] { sections.flatMap(\.rows) }

  /// The row that holds the form's focus, if it is on this screen.
  public var focusedRow: FormRow.ID? { rows.first(where: \.isFocused)?.id }

  /// The row at `id`, if it is visible.
  public func row(_ id: FormRow.ID) -> FormRow? { rows.first { $0.id == id } }

  /// Describes `screen`, the screen at `depth` on the stack.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - depth: Its place on the stack: 0 for the root.
  public init(_ screen: Screen, depth: Int) {
    self.depth = depth
    title = screen.title
    var number = 0
    sections = screen.sections.indices.compactMap { index in
      let section = screen.sections[index]
      guard section.isVisible else { return nil }
      let shown = PresentedSection(section, index: index, numbering: &number)
      return shown.rows.isEmpty && shown.header == nil && shown.footer == nil ? nil : shown
    }
  }
}

/// A visible section of a ``PresentedScreen``: its header, footer and visible rows.
public struct PresentedSection: Identifiable, Equatable {
  /// The section's index among all sections of its screen, hidden ones included.
  public var id: Int
  /// The header, if any.
  public var header: String?
  /// The footer, if any.
  public var footer: String?
  /// The visible rows, in order.
  public var rows: [FormRow]

  /// Creates a section.
  public init(id: Int, header: String? = nil, footer: String? = nil, rows: [FormRow]) {
    self.id = id
    self.header = header
    self.footer = footer
    self.rows = rows
  }

  init(_ section: Formwork.Section, index: Int, numbering number: inout Int) {
    id = index
    header = section.header
    footer = section.footer
    rows = []
    for (cellIndex, cell) in section.cells.enumerated() where cell.isVisible {
      number += 1
      rows.append(FormRow(cell, id: FormRow.ID(section: index, cell: cellIndex), number: number))
    }
  }

  /// The number of the row whose place the row at `source` takes when a list drops it at
  /// `destination`; `nil` when the row stays.
  ///
  /// It turns SwiftUI's `onMove` offsets into the row a ``FormRow/Action/move(toRow:)``
  /// names. In `onMove`, `destination` counts places before the move.
  ///
  /// ```swift
  /// let todos = FormPresentation(
  ///   driver: FormDriver(initial: TodoList(), title: "To Do", build: todosForm))
  /// let list = todos.topScreen.sections[0]   // Buy milk, Write tests, Call Alice, …
  /// list.moveTarget(from: 0, toOffset: 3)    // 3: Buy milk goes where Call Alice is
  /// list.moveTarget(from: 2, toOffset: 0)    // 1: Call Alice goes first
  /// ```
  ///
  /// - Parameters:
  ///   - source: The moved row's index among the section's rows.
  ///   - destination: Where it is dropped, counted before the move.
  public func moveTarget(from source: Int, toOffset destination: Int) -> Int? {
    let target = destination > source ? destination - 1 : destination
    guard rows.indices.contains(source), rows.indices.contains(target), target != source
    else { return nil }
    return rows[target].number
  }
}
