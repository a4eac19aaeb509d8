/// Sets a cell's title from state on every change: from a key path or a closure.
///
/// ```swift
/// cellTitle(controlCell(title: "", control: toggle(keyPath: \Todo.isDone)), \.title)
/// cellTitle(optionCell(title: "", option: 1, keyPath: \Newsletter.count), { "\($0.count) items" })
/// ```
///
/// - Parameters:
///   - cell: The cell.
///   - text: The title for a state; a key path to a `String` works too.
public func cellTitle<State>(
  _ cell: @escaping Element<FormCell, State>, _ text: @escaping (State) -> String
) -> Element<FormCell, State> {
  computed(cell, text) { cell, title in if cell.title != title { cell.title = title } }
}

/// Sets a cell's detail (the secondary text) from state on every change; `nil` shows none.
///
/// ```swift
/// cellDetail(textCell(title: { (_: TodoList) in "Done" }), {
///   "\($0.todos.filter(\.isDone).count)"
/// })
/// ```
///
/// - Parameters:
///   - cell: The cell.
///   - text: The detail for a state.
public func cellDetail<State>(
  _ cell: @escaping Element<FormCell, State>, _ text: @escaping (State) -> String?
) -> Element<FormCell, State> {
  computed(cell, text) { cell, detail in if cell.detail != detail { cell.detail = detail } }
}

/// Sets a section's header from state on every change; `nil` shows none.
///
/// ```swift
/// sectionHeader(section(rows), { "\($0.todos.count) items" })
/// ```
///
/// - Parameters:
///   - section: The section.
///   - text: The header for a state.
public func sectionHeader<State>(
  _ section: @escaping Element<Section, State>, _ text: @escaping (State) -> String?
) -> Element<Section, State> {
  computed(section, text) { section, header in
    if section.header != header { section.header = header }
  }
}

/// Sets a section's footer from state on every change; `nil` shows none.
///
/// ```swift
/// sectionFooter(section(rows), { $0.isEnabled ? "Personal Hotspot Enabled" : nil })
/// ```
///
/// - Parameters:
///   - section: The section.
///   - text: The footer for a state.
public func sectionFooter<State>(
  _ section: @escaping Element<Section, State>, _ text: @escaping (State) -> String?
) -> Element<Section, State> {
  computed(section, text) { section, footer in
    if section.footer != footer { section.footer = footer }
  }
}

/// A cell that shows only text: a title and an optional detail, both from state.
///
/// ```swift
/// textCell(title: { (list: Newsletter) in "\(list.todos.count) items" },
///          detail: { $0.isSaved ? "saved" : nil })
/// ```
///
/// - Parameters:
///   - title: The title for a state.
///   - detail: The detail for a state; none if omitted.
public func textCell<State>(
  title: @escaping (State) -> String, detail: @escaping (State) -> String? = { _ in nil }
) -> Element<FormCell, State> {
  return { context in
    let cell = FormCell()
    let runtime = context.runtime
    return context.rendered(cell) { state in
      let skips = runtime.skipsUnchanged
      let title = title(state)
      if !skips || cell.title != title { cell.title = title }
      let detail = detail(state)
      if !skips || cell.detail != detail { cell.detail = detail }
    }
  }
}

/// Runs `element`'s update, then sets a text computed from state.
private func computed<El, State, Text>(
  _ element: @escaping Element<El, State>, _ text: @escaping (State) -> Text,
  apply: @escaping (El, Text) -> Void
) -> Element<El, State> {
  return { context in
    let rendered = element(context)
    let update = rendered.update
    let target = rendered.element
    return context.rendered(target, rendered.strongReferences) { state in
      update(state)
      apply(target, text(state))
    }
  }
}
