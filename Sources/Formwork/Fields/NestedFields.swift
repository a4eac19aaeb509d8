/// The fields of a nested form behind a disclosure row: outlined from the form when first
/// needed (the form is not shown, its updates never run), and replaced by the fields of the
/// built screen when the row is opened.
final class NestedFields<State>: FieldNode<State> {
  /// The nested screen's title, which names its fields' path.
  let title: String
  private let outline: (State) -> FieldGroup<State>
  private var group: FieldGroup<State>?
  /// Brings the row's error count up to date; set by the row.
  var refreshRow: ((State) -> Void)?
  /// The row that opens the screen, while it is built: a refused submit opens the screen by
  /// it (a list's elements have rows of their own titles, opening screens of one title).
  weak var row: FormCell?

  init(title: String, outline: @escaping (State) -> FieldGroup<State>) {
    self.title = title
    self.outline = outline
  }

  /// The nested form's fields, outlined now if they never were.
  func fields(for state: State) -> FieldGroup<State> {
    if let group { return group }
    let outlined = outline(state)
    // NB: nothing was computed from fields that did not exist, so nothing goes stale.
    take(outlined, invalidating: false)
    return outlined
  }

  /// Takes the fields of the built screen, keeping what the user did to the old ones.
  func replace(with built: FieldGroup<State>) {
    if let group { built.adopt(group) }
    take(built, invalidating: true)
  }

  private func take(_ fields: FieldGroup<State>, invalidating: Bool) {
    group = fields
    fields.parent = self
    if let scope { fields.attach(scope) }
    if invalidating { invalidate() }
  }

  override func didAttach(to scope: FieldScope) {
    group?.attach(scope)
  }

  override func forgetFailures() {
    super.forgetFailures()
    group?.forgetFailures()
  }

  override func computeFailures(_ state: State, depth: Int) -> [FieldFailure] {
    // NB: a form that nests itself would outline forever; past this depth it stops.
    guard depth < maxNestingDepth else { return [] }
    return fields(for: state).failures(state, depth: depth + 1).map {
      $0.inside(title, openedBy: row)
    }
  }

  /// How many reachable fields of the nested form fail, once any of them shows its errors;
  /// `0` before (a form nobody touched says nothing).
  func shownErrorCount(in state: State) -> Int {
    guard let group else { return 0 }
    // NB: asking what fails also tells the fields to say when it may change again.
    guard !failures(state, depth: 0).isEmpty else { return 0 }
    var count = 0
    var showing = false
    group.visit(
      state, nil,
      FieldWalk { field, status in
        if field.isShowingErrors { showing = true }
        if !status.errors.isEmpty { count += 1 }
      })
    return showing ? count : 0
  }

  override func visit(_ state: State, _ baseline: State?, _ walk: FieldWalk) {
    // NB: a form that nests itself would outline forever; past this depth it stops.
    guard walk.path.count < maxNestingDepth else { return }
    walk.path.append(title)
    fields(for: state).visit(state, baseline, walk)
    walk.path.removeLast()
    if walk.refreshesRows { refreshRow?(state) }
  }

  override func dropRefused() -> Bool { group?.dropRefused() ?? false }

  override func adopt(_ old: FieldNode<State>) {
    guard let old = old as? NestedFields<State>, let previous = old.group else { return }
    // NB: an outline taken over reports to this node from now on: a write it reads (a draft
    // committed on a step's screen) must reach the node the whole form asks.
    if let group { group.adopt(previous) } else { take(previous, invalidating: false) }
  }
}

/// How deep nested screens may lead before whole-form walks stop following them.
let maxNestingDepth = 32
