/// A section of cells with an optional header, a footer that follows state, and a
/// visibility that follows state.
///
/// ```swift
/// section([controlCell(title: "Personal Hotspot", control: toggle(keyPath: \.isEnabled))],
///         footer: \Hotspot.enabledSectionTitle)
/// ```
///
/// - Parameters:
///   - cells: The cells.
///   - header: Text above the cells.
///   - footer: Where the text below the cells lives in state.
///   - isVisible: Where the section's visibility lives in state; always visible if `nil`.
public func section<State>(
  _ cells: [Element<FormCell, State>], header: String? = nil,
  footer: KeyPath<State, String?>? = nil, isVisible: KeyPath<State, Bool>? = nil
) -> Element<Section, State> {
  return { context in
    let fields = isVisible.map { isVisible in
      context.fields.group(
        includedWhen: { $0[keyPath: isVisible] }, reads: context.footprint(of: isVisible))
    }
    let inner = fields.map { context.with(fields: $0) } ?? context
    let rendered = cells.map { $0(inner) }
    let section = Section(cells: rendered.map(\.element), header: header)
    let children = ChildUpdates(rendered)
    let tracker = context.tracker
    var own = Footprint.none
    if let footer { own = own.union(context.footprint(of: footer)) }
    if let isVisible { own = own.union(context.footprint(of: isVisible)) }
    return children.rendered(
      section, strongReferences: rendered.flatMap(\.strongReferences), also: own,
      tracker: tracker
    ) { state in
      if let footer {
        let text = state[keyPath: footer]
        if section.footer != text { section.footer = text }
      }
      // NB: the section's own condition; `hidden` around it keeps its own.
      if let isVisible { section.isVisible = state[keyPath: isVisible] }
      children.run(with: state, tracker)
    }
  }
}

/// A form made of sections, in order.
///
/// ```swift
/// var settingsForm: Form<Settings> {
///   sections([section([detailTextCell(title: "Personal Hotspot", keyPath: \.hotspotEnabled,
///                                     form: bind(form: hotspotForm, to: \.hotspot))])])
/// }
/// ```
///
/// - Parameter sections: The sections.
public func sections<State>(_ sections: [Element<Section, State>]) -> Form<State> {
  return { context in
    let rendered = sections.map { $0(context) }
    let children = ChildUpdates(rendered)
    let tracker = context.tracker
    return children.rendered(
      rendered.map(\.element), strongReferences: rendered.flatMap(\.strongReferences),
      tracker: tracker
    ) { state in
      children.run(with: state, tracker)
    }
  }
}

/// A section whose visibility follows a predicate on state, re-evaluated on every change.
/// Cells of a hidden section are not shown and refuse gestures.
///
/// ```swift
/// section([controlCell(title: "Topics", control: textField(keyPath: \Newsletter.topics))],
///         header: "Newsletter", isVisible: { $0.wantsNewsletter && !$0.isMinor })
/// ```
///
/// - Parameters:
///   - cells: The cells.
///   - header: Text above the cells.
///   - footer: Where the text below the cells lives in state.
///   - isVisible: Whether the section is shown for a state.
@_disfavoredOverload
public func section<State>(
  _ cells: [Element<FormCell, State>], header: String? = nil,
  footer: KeyPath<State, String?>? = nil, isVisible: @escaping (State) -> Bool
) -> Element<Section, State> {
  hidden(section(cells, header: header, footer: footer), when: { !isVisible($0) })
}

/// One form made of several, their sections in order: for example the same nested form
/// bound to each element of an array. After a change written through a control, only the
/// parts whose reads overlap what was written run (see ``Footprint``).
///
/// ```swift
/// struct Team { var members: [Hotspot] }
/// var teamForm: Form<Team> {
///   concatenated((0..<3).map { bind(form: hotspotForm, to: \Team.members[$0]) })
/// }
/// ```
///
/// - Parameter forms: The forms, in order.
public func concatenated<State>(_ forms: [Form<State>]) -> Form<State> {
  return { context in
    let rendered = forms.map { $0(context) }
    let children = ChildUpdates(rendered)
    let tracker = context.tracker
    return children.rendered(
      rendered.flatMap(\.element),
      strongReferences: rendered.flatMap(\.strongReferences), tracker: tracker
    ) { state in
      children.run(with: state, tracker)
    }
  }
}
