public import Formwork

/// The README's composite ("Writing your own element"): a form made of forms, each child's
/// update run in turn: only the contract of `Rendered` and `RenderingContext`.
public func readmeComposite<State>(_ forms: [Form<State>]) -> Form<State> {
  return { context in
    let children = forms.map { $0(context) }
    return Rendered(
      element: children.flatMap(\.element), strongReferences: children.map(\.strongReferences)
    ) { state in
      for child in children { child.update(state) }
    }
  }
}
