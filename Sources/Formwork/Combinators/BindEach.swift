/// Binds `form` to each element of the array at `keyPath`, by index.
///
/// The result is the sections of element 0's form, then element 1's, and so on. It follows
/// the array as it grows and shrinks.
///
/// It is `bind(form:to:)` for every element at once: when elements are `Equatable`, a change
/// runs only the forms of elements that changed.
///
/// ```swift
/// struct Team { var members: [Hotspot] }
/// var teamForm: Form<Team> {
///   bindEach(form: hotspotForm, to: \Team.members)
/// }
/// ```
///
/// Each element's form is built from its index. So what is not in state, such as text a
/// row keeps or an open screen, stays with the index when elements move. For rows that
/// follow an element by its `id`, use
/// `listSection(_:rows:header:canDelete:canMove:trailingRows:)`.
///
/// Rules on the array as a whole count like a field's, as `listSection`'s `rules:` do. While
/// one fails and errors show (after a submit was tried, as for a field never edited), a row
/// after the elements' sections, titled `title`, says why:
///
/// ```swift
/// struct Team { var members: [Hotspot] }
/// let members: Form<Team> = bindEach(
///   form: hotspotForm, to: \.members, title: "Members", rules: [.minCount(1)])
/// // Members
/// //   ! At least 1 needed
/// ```
///
/// - Parameters:
///   - form: The form over one element.
///   - keyPath: Where the array lives in state.
///   - title: What the array is called: the title of the row that says why a rule fails,
///     and the name of the array in the form's errors.
///   - rules: Rules on the array as a whole (``ValidationRule/minCount(_:message:)``,
///     ``ValidationRule/maxCount(_:message:)``, ``ValidationRule/unique(by:message:)``).
// NB: inlinable, so that the elements' comparison is made where the element type is known
// (see `differingIndices(_:)`).
@inlinable
public func bindEach<State, Item>(
  form: @escaping Form<Item>, to keyPath: WritableKeyPath<State, [Item]>,
  title: String? = nil, rules: [ValidationRule<State, [Item]>] = []
) -> Form<State> {
  bindEach(
    form: form, to: keyPath, title: title, rules: rules, differing: differingIndices(Item.self))
}

/// `bindEach(form:to:title:rules:)`, with the elements' comparison made by the caller.
@usableFromInline
func bindEach<State, Item>(
  form: @escaping Form<Item>, to keyPath: WritableKeyPath<State, [Item]>,
  title: String?, rules: [ValidationRule<State, [Item]>],
  differing: (([Item], [Item]) -> [Int])?
) -> Form<State> {
  let status = arrayRulesRow(keyPath, identity: \.indices, title: title ?? "", rules: rules)
  return { context in
    let binding = ArrayBinding<State, Item, Int, [Section]>(
      keyPath, key: { _, index in index }, in: context, differing: differing
    ) { itemContext, _, _ in
      let rendered = form(itemContext)
      return (
        rendered.element,
        Rendered(element: (), strongReferences: rendered.strongReferences, update: rendered.update)
      )
    }
    // NB: an empty section that is never shown, first: where the elements' sections start on
    // the screen, even while there are none.
    let anchor = Section()
    anchor.isVisible = false
    var placed: [Section] = []
    // NB: the row saying why a rule fails has a section of its own, after the elements'
    // sections; the section shows only while the row does.
    let counted = status.map { $0(context) }
    let statusSection = counted.map { Section(cells: [$0.element]) }
    statusSection?.isVisible = false
    return context.rendered(
      [anchor] + (statusSection.map { [$0] } ?? []), [binding] + (counted?.strongReferences ?? [])
    ) { state in
      if let counted, let statusSection {
        counted.update(state)
        let shows = counted.element.isVisible
        if statusSection.isVisible != shows { statusSection.isVisible = shows }
      }
      guard binding.update(state) else { return }
      let sections = binding.entries.flatMap { $0.built }
      defer { placed = sections }
      guard let screen = anchor.screen,
        let start = screen.sections.firstIndex(where: { $0 === anchor })
      else { return }
      let old = (start + 1)..<min(start + 1 + placed.count, screen.sections.count)
      screen.sections.replaceSubrange(old, with: sections)
    }
  }
}
