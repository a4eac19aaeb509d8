/// A read-only row with a fixed title (Eureka's `LabelRow`, Former's `LabelRowFormer`,
/// SwiftUI's `Text` in a `Form`).
///
/// ```swift
/// let note: Element<FormCell, Settings> = labelCell(title: "Changes apply at once")
/// ```
///
/// - Parameter title: The row's text.
public func labelCell<State>(title: String) -> Element<FormCell, State> {
  return { _ in Rendered(element: FormCell(title: title), strongReferences: []) { _ in } }
}

/// A note: a title and a description under it, wrapped, that takes no input (huh's `Note`).
///
/// It says what a form or a section is about: an introduction, a warning. Every front end
/// shows it, the description under the title; the full screen's cursor passes over it, and
/// the accessible mode reads it aloud. The description is the cell's `hint`, and its role
/// is `FormCell.Role.note`.
///
/// ```swift
/// let intro: Element<FormCell, Project> =
///   noteCell(title: "New project", description: "Answers go to standard output as JSON.")
/// //   1  New project
/// //      Answers go to standard output as JSON.
/// ```
///
/// - Parameters:
///   - title: The note's title.
///   - description: The text under it; empty for none.
public func noteCell<State>(title: String, description: String) -> Element<FormCell, State> {
  return { _ in
    let cell = FormCell(title: title)
    cell.role = .note
    cell.hint = description.isEmpty ? nil : description
    return Rendered(element: cell, strongReferences: []) { _ in }
  }
}

/// A read-only row that shows a string from state as its detail (SwiftUI's `LabeledContent`).
///
/// ```swift
/// labelCell(title: "Version", keyPath: \About.version)   // 1  Version  1.2.0
/// ```
///
/// - Parameters:
///   - title: The row's title.
///   - keyPath: The text shown as the detail.
public func labelCell<State>(
  title: String, keyPath: KeyPath<State, String>
) -> Element<FormCell, State> {
  labelCell(title: title, keyPath: keyPath, format: { $0 })
}

/// A read-only row that shows any value from state as its detail, through `format`.
///
/// ```swift
/// labelCell(title: "Total", keyPath: \Cart.total, format: { "$\($0)" })   // Total  $12
/// ```
///
/// - Parameters:
///   - title: The row's title.
///   - keyPath: The value shown as the detail.
///   - format: How the value is shown.
public func labelCell<State, Value>(
  title: String, keyPath: KeyPath<State, Value>, format: @escaping (Value) -> String
) -> Element<FormCell, State> {
  return { context in
    let cell = FormCell(title: title)
    let runtime = context.runtime
    var shown = LastShown<Value>()
    return context.rendered(cell) { state in
      let value = state[keyPath: keyPath]
      let skips = runtime.skipsUnchanged
      // NB: an unchanged value is not formatted again.
      guard shown.changes(to: value, skips: skips) else { return }
      let detail = format(value)
      if !skips || cell.detail != detail { cell.detail = detail }
    }
  }
}
