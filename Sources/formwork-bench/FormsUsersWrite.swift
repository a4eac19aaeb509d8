// Forms as users write them: the seed's combinators (toggles, text fields, nestedTextField)
// over array elements written by hand, bound with `bind(form:to: \.groups[g])` and joined by
// a composite written exactly as the README's "Writing your own element" teaches, by the
// library's `concatenated`, or by `bindEach`; a flat form of such rows; a condition flipped
// by `driver.change`; one element of a big `listSection` edited.
import Formwork

struct MixedRow: Equatable {
  var isOn = false
  var name = ""
  var note = ""
  var isHidden = false
}

struct MixedGroup: Equatable {
  var rows: [MixedRow]
}

struct MixedGroups: Equatable {
  var groups: [MixedGroup]
}

struct MixedLevels: Equatable {
  var levels: [MixedGroups]
}

/// Row `index` of a group: a toggle, a text field or a `nestedTextField`, in turn.
func mixedRow<State>(
  _ index: Int, _ row: WritableKeyPath<State, MixedRow>
) -> Element<FormCell, State> {
  switch index % 3 {
  case 0:
    return controlCell(title: "On \(index)", control: toggle(keyPath: row.appending(path: \.isOn)))
  case 1:
    return controlCell(
      title: "Name \(index)", control: textField(keyPath: row.appending(path: \.name)))
  default:
    return nestedTextField(title: "Note \(index)", keyPath: row.appending(path: \.note))
  }
}

/// A group's form, its rows over its array's elements written by hand: `\.rows[i].name`.
func mixedGroupForm(rows: Int) -> Form<MixedGroup> {
  sections([section((0..<rows).map { mixedRow($0, \MixedGroup.rows[$0]) })])
}

/// The README's composite: a form made of forms, each child run through the tracker.
func readmeJoined<State>(_ forms: [Form<State>]) -> Form<State> {
  return { context in
    let children = forms.map { $0(context) }
    return Rendered(
      element: children.flatMap(\.element), strongReferences: children.map(\.strongReferences)
    ) { state in
      for child in children { context.tracker.run(child.update, with: state) }
    }
  }
}

/// How groups are joined on one screen.
enum Joiner: String, CaseIterable {
  case readme = "README composite"
  case concatenated = "concatenated"
  case bindEach = "bindEach"

  func form(groups: Int, rows: Int) -> Form<MixedGroups> {
    let group = mixedGroupForm(rows: rows)
    switch self {
    case .readme:
      return readmeJoined((0..<groups).map { bind(form: group, to: \MixedGroups.groups[$0]) })
    case .concatenated:
      return Formwork.concatenated((0..<groups).map { bind(form: group, to: \MixedGroups.groups[$0]) })
    case .bindEach:
      return Formwork.bindEach(form: group, to: \MixedGroups.groups)
    }
  }
}

func mixedGroups(groups: Int, rows: Int) -> MixedGroups {
  MixedGroups(
    groups: Array(repeating: MixedGroup(rows: Array(repeating: MixedRow(), count: rows)), count: groups)
  )
}

/// The text fields of a driver's root screen, in order.
func textFields<State>(_ driver: FormDriver<State>) -> [TextField] {
  driver.topScreen.sections.flatMap(\.cells).compactMap { $0.control as? TextField }
}

/// One text field typed into per change, spread over the form.
func typing<State>(
  _ driver: FormDriver<State>, changes: Int
) -> Measurement {
  let fields = textFields(driver)
  return measure(driver, changes: changes) { step in
    fields[(step &* 7_919) % fields.count].enter("v\(step)")
  }
}

/// Two levels of groups: `levels[l].groups[g].rows[r]`, bound by hand at both levels and
/// joined by `joiner` at both.
func levelsForm(_ joiner: Joiner, levels: Int, groups: Int, rows: Int) -> Form<MixedLevels> {
  let level = joiner.form(groups: groups, rows: rows)
  switch joiner {
  case .readme:
    return readmeJoined((0..<levels).map { bind(form: level, to: \MixedLevels.levels[$0]) })
  case .concatenated:
    return Formwork.concatenated((0..<levels).map { bind(form: level, to: \MixedLevels.levels[$0]) })
  case .bindEach:
    return Formwork.bindEach(form: level, to: \MixedLevels.levels)
  }
}

/// A flat form of `rows` mixed rows over one array, 100 to a section.
func flatMixedForm(rows: Int) -> Form<MixedGroup> {
  sections(
    stride(from: 0, to: rows, by: 100).map { start in
      section((start..<min(start + 100, rows)).map { mixedRow($0, \MixedGroup.rows[$0]) })
    })
}

/// Every row a text field hidden by its own condition; joined by hand-written subscripts or
/// by `bindEach`.
func conditionRows(rows: Int, composed: Bool) -> Form<MixedGroup> {
  let row: Form<MixedRow> = sections([
    section([
      hidden(
        controlCell(title: "Name", control: textField(keyPath: \.name)), when: \.isHidden)
    ])
  ])
  if composed { return bindEach(form: row, to: \MixedGroup.rows) }
  return sections(
    stride(from: 0, to: rows, by: 100).map { start in
      section(
        (start..<min(start + 100, rows)).map { index in
          hidden(
            controlCell(title: "Name \(index)", control: textField(keyPath: \.rows[index].name)),
            when: \.rows[index].isHidden)
        })
    })
}
