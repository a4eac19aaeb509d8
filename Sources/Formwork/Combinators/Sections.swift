/// A section of cells with an optional header, a footer that follows state, and a
/// visibility that follows state.
///
/// ```swift
/// section([controlCell(title: "Personal Hotspot", control: toggle(keyPath: \.isEnabled))],
///         footer: \Hotspot.enabledSectionTitle)
/// ```
///
/// A header is fixed text (`header:`) or a key path to text in state (`headerFrom:`); a
/// footer is a key path or fixed text. To show a section by a condition other than a key
/// path, write `hidden(section(…), when: …)`.
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
  makeSection(cells, header: .fixed(header), footer: .from(footer), isVisible: isVisible)
}

/// A section with a fixed footer.
///
/// ```swift
/// section([controlCell(title: "Wi-Fi", control: toggle(keyPath: \Newsletter.wantsNewsletter))],
///         footer: "Turn Wi-Fi on to join networks.")
/// ```
///
/// - Parameters:
///   - cells: The cells.
///   - header: Text above the cells.
///   - footer: Text below the cells.
///   - isVisible: Where the section's visibility lives in state; always visible if `nil`.
public func section<State>(
  _ cells: [Element<FormCell, State>], header: String? = nil, footer: String,
  isVisible: KeyPath<State, Bool>? = nil
) -> Element<Section, State> {
  makeSection(cells, header: .fixed(header), footer: .fixed(footer), isVisible: isVisible)
}

/// A section whose header follows state.
///
/// ```swift
/// section([labelCell(title: "Total", keyPath: \Cart.total, format: { "$\($0)" })],
///         headerFrom: \Cart.summary)
/// ```
///
/// The label differs from fixed text's `header:`, so a call with a fixed header has one
/// overload to match: a big form written as one expression type-checks in about half the
/// time (see <doc:Performance>).
///
/// - Parameters:
///   - cells: The cells.
///   - header: Where the text above the cells lives in state.
///   - footer: Where the text below the cells lives in state.
///   - isVisible: Where the section's visibility lives in state; always visible if `nil`.
public func section<State>(
  _ cells: [Element<FormCell, State>], headerFrom header: KeyPath<State, String?>,
  footer: KeyPath<State, String?>? = nil, isVisible: KeyPath<State, Bool>? = nil
) -> Element<Section, State> {
  makeSection(cells, header: .keyPath(header), footer: .from(footer), isVisible: isVisible)
}

/// A section whose header follows state, with a fixed footer.
///
/// - Parameters:
///   - cells: The cells.
///   - header: Where the text above the cells lives in state.
///   - footer: Text below the cells.
///   - isVisible: Where the section's visibility lives in state; always visible if `nil`.
public func section<State>(
  _ cells: [Element<FormCell, State>], headerFrom header: KeyPath<State, String?>,
  footer: String, isVisible: KeyPath<State, Bool>? = nil
) -> Element<Section, State> {
  makeSection(cells, header: .keyPath(header), footer: .fixed(footer), isVisible: isVisible)
}

/// A section's header or footer: fixed, or read from state.
enum SectionText<State> {
  case fixed(String?)
  case keyPath(KeyPath<State, String?>)

  static func from(_ keyPath: KeyPath<State, String?>?) -> Self {
    keyPath.map(Self.keyPath) ?? .fixed(nil)
  }

  /// The fixed text; `nil` for text read from state.
  var fixedText: String? {
    if case .fixed(let text) = self { return text }
    return nil
  }

  /// Sets `text` to the text read from `state`, when it is read from state.
  func apply(_ state: State, to text: inout String?, skips: Bool) {
    guard case .keyPath(let keyPath) = self else { return }
    let new = state[keyPath: keyPath]
    if !skips || text != new { text = new }
  }
}

/// The section every `section` makes: its cells, in a group of fields that counts only while
/// the section shows.
func makeSection<State>(
  _ cells: [Element<FormCell, State>], header: SectionText<State>, footer: SectionText<State>,
  isVisible: KeyPath<State, Bool>?
) -> Element<Section, State> {
  return { context in
    let inner =
      isVisible.map { isVisible in
        context.with(fields: context.fields.group(hiddenWhen: { !$0[keyPath: isVisible] }))
      } ?? context
    let rendered = cells.map { $0(inner) }
    let section = Section(
      cells: rendered.map { $0.element }, header: header.fixedText, footer: footer.fixedText)
    let updates = rendered.map { $0.update }
    let runtime = context.runtime
    return context.rendered(section, rendered.flatMap { $0.strongReferences }) { state in
      let skips = runtime.skipsUnchanged
      header.apply(state, to: &section.header, skips: skips)
      footer.apply(state, to: &section.footer, skips: skips)
      // NB: the section's own condition; `hidden` around it keeps its own.
      if let isVisible { section.isVisible = state[keyPath: isVisible] }
      for update in updates { update(state) }
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
    let updates = rendered.map { $0.update }
    return context.rendered(rendered.map { $0.element }, rendered.flatMap { $0.strongReferences }) {
      state in
      for update in updates { update(state) }
    }
  }
}

/// One form made of several, their sections in order: for example the same nested form
/// bound to several parts of the state.
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
    let updates = rendered.map { $0.update }
    let sections = rendered.flatMap { $0.element }
    return context.rendered(sections, rendered.flatMap { $0.strongReferences }) { state in
      for update in updates { update(state) }
    }
  }
}
