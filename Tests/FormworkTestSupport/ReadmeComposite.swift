public import Formwork

/// The README's composite ("Writing your own element"): a form made of forms, each child run
/// through the tracker, none of them chosen by what it reads (each built-in element and bound
/// form checks for itself).
public func readmeComposite<State>(_ forms: [Form<State>]) -> Form<State> {
  return { context in
    let children = forms.map { $0(context) }
    return Rendered(
      element: children.flatMap(\.element), strongReferences: children.map(\.strongReferences)
    ) { state in
      for child in children { context.tracker.run(child.update, with: state) }
    }
  }
}
