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

/// Row `index` of a group: a toggle, a text field or a `nestedTextField`, in turn, each over
/// its element by a key path written by hand.
func mixedRow(_ index: Int) -> Element<FormCell, MixedGroup> {
  switch index % 3 {
  case 0:
    return controlCell(title: "On \(index)", control: toggle(keyPath: \.rows[index].isOn))
  case 1:
    return controlCell(title: "Name \(index)", control: textField(keyPath: \.rows[index].name))
  default:
    return nestedTextField(title: "Note \(index)", keyPath: \.rows[index].note)
  }
}

/// A group's form, its rows over its array's elements written by hand: `\.rows[i].name`.
func mixedGroupForm(rows: Int) -> Form<MixedGroup> {
  sections([section((0..<rows).map { mixedRow($0) })])
}

/// The README's composite: a form made of forms, each child's update run in turn.
func readmeJoined<State>(_ forms: [Form<State>]) -> Form<State> {
  return { context in
    let children = forms.map { $0(context) }
    return Rendered(
      element: children.flatMap(\.element), strongReferences: children.map(\.strongReferences)
    ) { state in
      for child in children { child.update(state) }
    }
  }
}

/// How groups are joined on one screen.
enum Joiner: String, CaseIterable {
  case readme = "README composite"
  case concatenated = "concatenated"
  case bindEach = "bindEach"

  func form(groups: Int, rows: Int) -> Form<MixedGroups> {
    join(mixedGroupForm(rows: rows), over: \MixedGroups.groups, count: groups)
  }

  /// `form` once for each of the `count` elements of the array at `array`, joined this way.
  /// NB: `Element: Equatable`, so `bind` and `bindEach` skip unchanged elements, as in a
  /// user's form over `Equatable` models.
  func join<State, Element: Equatable>(
    _ form: @escaping Form<Element>, over array: WritableKeyPath<State, [Element]>, count: Int
  ) -> Form<State> {
    switch self {
    case .readme:
      return readmeJoined((0..<count).map { bind(form: form, to: array.appending(path: \.[$0])) })
    case .concatenated:
      return Formwork.concatenated(
        (0..<count).map { bind(form: form, to: array.appending(path: \.[$0])) })
    case .bindEach:
      return Formwork.bindEach(form: form, to: array)
    }
  }
}

func mixedGroups(groups: Int, rows: Int) -> MixedGroups {
  MixedGroups(
    groups: Array(
      repeating: MixedGroup(rows: Array(repeating: MixedRow(), count: rows)), count: groups)
  )
}

/// The text fields of a driver's root screen, in order.
func textFields<State>(_ driver: FormDriver<State>) -> [TextField] {
  driver.topScreen.sections.flatMap(\.cells).compactMap { $0.control as? TextField }
}

/// Two levels of groups: `levels[l].groups[g].rows[r]`, bound by hand at both levels and
/// joined by `joiner` at both.
func levelsForm(_ joiner: Joiner, levels: Int, groups: Int, rows: Int) -> Form<MixedLevels> {
  joiner.join(joiner.form(groups: groups, rows: rows), over: \MixedLevels.levels, count: levels)
}

/// A flat form of `rows` mixed rows over one array, 100 to a section.
func flatMixedForm(rows: Int) -> Form<MixedGroup> {
  sections(
    stride(from: 0, to: rows, by: 100).map { start in
      section((start..<min(start + 100, rows)).map { mixedRow($0) })
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

/// One goal of the bench, and whether this run met it.
struct Goal {
  let goal: String
  let measured: String
  let met: Bool
}

/// The goals every change of a shape is held to: at most twice (the rows whose display
/// changed + the nesting depth) updates and at least 100× fewer than naive, at least 50×
/// faster than naive.
func changeGoals(
  _ shape: String, depth: Int, rows: Int = 1, _ incremental: Measurement,
  _ naive: Measurement
) -> [Goal] {
  let budget = Double(2 * (rows + depth))
  return [
    Goal(
      goal:
        "\(shape): ≤ \(Int(budget)) updates (2 × (\(rows) + depth \(depth))), ≥ 100× fewer than naive",
      measured:
        "\(format(incremental.updates)) updates, \(ratio(naive.updates, incremental.updates)) fewer",
      met: incremental.updates <= budget && naive.updates >= 100 * incremental.updates),
    Goal(
      goal: "\(shape): ≥ 50× faster than naive",
      measured:
        "\(format(incremental.micros)) µs vs \(format(naive.micros)) µs, \(ratio(naive.micros, incremental.micros))",
      met: naive.micros >= 50 * incremental.micros),
  ]
}

/// The goal that a change costs the same time at 1,000 and 4,000 rows.
func flatGoal(_ shape: String, _ small: Measurement, _ large: Measurement) -> Goal {
  Goal(
    goal: "\(shape), 1,000 → 4,000 rows: the same time (× ≤ 1.5)",
    measured:
      "\(format(small.micros)) → \(format(large.micros)) µs, ×\(format(large.micros / small.micros)); updates \(format(small.updates)) → \(format(large.updates))",
    met: large.micros <= 1.5 * small.micros && large.updates <= small.updates)
}

/// Which of the forms users write a run measures (`formwork-bench --case`), and how.
struct UsersCases {
  /// The one case to measure (`"README composite, 1000 × 10"`); `nil`: every case.
  var only: String?
  /// With ``only``: the one strategy to run (no ratio, no goal); `nil`: both, side by side.
  var strategy: UpdateStrategy?

  /// Every case, both strategies.
  static let all = UsersCases()

  /// Whether the case called `name` is measured.
  func includes(_ name: String) -> Bool { only.map { $0 == name } ?? true }

  /// The groups and rows of the two-level shapes.
  static let groupShapes = [(groups: 100, rows: 100), (groups: 1_000, rows: 10)]

  /// The name of every case, as its table row starts.
  static var names: [String] {
    Joiner.allCases.flatMap { joiner in
      groupShapes.map { "\(joiner.rawValue), \($0.groups) × \($0.rows)" }
        + ["\(joiner.rawValue), 10 × 10 × 100"]
    } + ["flat, 10,000"]
  }
}

/// Measures `form` over `initial` with both strategies, each change made by what `prepare`
/// returns for the driver (found once per driver), and prints a table row; `nil` when the
/// cases of this run leave it out, or measure one strategy alone (then that one is printed).
func sideBySide<State>(
  _ table: Table, _ cells: [String], initial: State, form: Form<State>, changes: Int,
  _ cases: UsersCases = .all, _ prepare: (FormDriver<State>) -> (Int) -> Void
) -> (incremental: Measurement, naive: Measurement)? {
  guard cases.includes(cells.joined(separator: ", ")) else { return nil }
  var results: [Measurement] = []
  for strategy in cases.strategy.map({ [$0] }) ?? [.incremental, .naive] {
    let driver = FormDriver(initial: initial, strategy: strategy, build: form)
    results.append(measure(driver, changes: changes, prepare(driver)))
  }
  guard results.count == 2 else {
    table.row(cells + results.map(\.description))
    return nil
  }
  table.row(
    cells + [
      results[0].description, results[1].description, ratio(results[1].updates, results[0].updates),
      ratio(results[1].micros, results[0].micros),
    ])
  return (results[0], results[1])
}

/// Types into one of the driver's text fields per change, spread over the form.
func typingAnywhere<State>(_ driver: FormDriver<State>) -> (Int) -> Void {
  let fields = textFields(driver)
  return { step in fields[(step &* 7_919) % fields.count].enter("v\(step)") }
}

/// Mixed rows in groups bound by hand and joined three ways, two and three levels deep.
func formsUsersWrite(changes: Int, _ cases: UsersCases = .all) -> [Goal] {
  var goals: [Goal] = []
  print("")
  print("Forms as users write them: mixed rows (toggle, text field, nestedTextField) over array")
  print("elements written by hand, groups bound by hand (\\.groups[g]), joined by the README's")
  print("composite, by concatenated or by bindEach; one field typed per change")
  let table = Table(["joiner", "shape", "incremental", "naive", "fewer updates", "faster"])
  for joiner in Joiner.allCases {
    for (groups, rows) in UsersCases.groupShapes {
      guard
        let measured = sideBySide(
          table, [joiner.rawValue, "\(groups) × \(rows)"],
          initial: mixedGroups(groups: groups, rows: rows),
          form: joiner.form(groups: groups, rows: rows), changes: changes, cases, typingAnywhere)
      else { continue }
      let (incremental, naive) = measured
      // The joiner, the bind, the group's sections, its section and the row's cell.
      goals += changeGoals(
        "\(joiner.rawValue), \(groups) × \(rows)", depth: 5, incremental, naive)
    }
    let levels = MixedLevels(
      levels: Array(repeating: mixedGroups(groups: 10, rows: 100), count: 10))
    guard
      let measured = sideBySide(
        table, [joiner.rawValue, "10 × 10 × 100"], initial: levels,
        form: levelsForm(joiner, levels: 10, groups: 10, rows: 100), changes: changes, cases,
        typingAnywhere)
    else { continue }
    let (incremental, naive) = measured
    // Two joiners and two binds, then the group's sections, section and cell.
    goals += changeGoals("\(joiner.rawValue), 10 × 10 × 100", depth: 7, incremental, naive)
  }

  print("")
  print("A flat form of 10,000 mixed rows over one array, written by hand (\\.rows[i])")
  let flatTable = Table(["form", "rows", "incremental", "naive", "fewer updates", "faster"])
  guard
    let measured = sideBySide(
      flatTable, ["flat", "10,000"],
      initial: MixedGroup(rows: Array(repeating: MixedRow(), count: 10_000)),
      form: flatMixedForm(rows: 10_000), changes: changes, cases, typingAnywhere)
  else { return goals }
  let (incremental, naive) = measured
  // The sections, the section and the row's cell.
  goals += changeGoals("flat 10,000 mixed rows", depth: 3, incremental, naive)
  return goals
}

/// One row's condition flipped from outside by `driver.change`, at 1,000 and 4,000 rows:
/// at a key path (the extent known), and by a closure over the whole state (found by
/// comparing), on rows bound by `bindEach` and on rows written by hand.
func conditionFlips(changes: Int) -> [Goal] {
  var goals: [Goal] = []
  print("")
  print("One row's condition flipped by driver.change, 1,000 and 4,000 rows")
  let table = Table(["rows", "form", "change", "incremental", "naive", "fewer updates", "faster"])
  for composed in [true, false] {
    for keyed in [true, false] {
      var costs: [Measurement] = []
      for rows in [1_000, 4_000] {
        let form = conditionRows(rows: rows, composed: composed)
        let flip: (FormDriver<MixedGroup>) -> (Int) -> Void = { driver in
          { step in
            let row = (step &* 7_919) % rows
            switch (keyed, composed) {
            case (true, true): driver.change(\.rows, at: row) { $0.isHidden.toggle() }
            case (true, false): driver.change(\.rows[row].isHidden) { $0.toggle() }
            case (false, _): driver.change { $0.rows[row].isHidden.toggle() }
            }
          }
        }
        // NB: every case of this section is measured (`--case` picks among the users' forms).
        guard
          let measured = sideBySide(
            table,
            [
              format(Double(rows)), composed ? "bindEach" : "by hand",
              keyed
                ? (composed ? "change(\\.rows, at: k)" : "change(\\.rows[k].isHidden)")
                : "change { … }",
            ], initial: MixedGroup(rows: Array(repeating: MixedRow(), count: rows)), form: form,
            changes: changes, .all, flip)
        else { continue }
        let (incremental, naive) = measured
        costs.append(incremental)
        let name =
          "condition flip, \(composed ? "bindEach" : "rows by hand"), \(keyed ? "at a key path" : "closure"), \(format(Double(rows))) rows"
        // A keyed flip: the form, then (bindEach) the element's form, its section, the
        // condition; by hand, the sections, the section, the condition. A closure may write
        // anything: only its updates are held to a goal.
        // (Over rows written by hand a closure's change is found by running every row's
        // condition, which compares its input: shown for reference, no goal.)
        if keyed {
          goals += changeGoals(name, depth: composed ? 4 : 3, incremental, naive)
        } else if composed {
          goals.append(
            Goal(
              goal: "\(name): ≥ 100× fewer updates than naive",
              measured: "\(format(incremental.updates)) vs \(format(naive.updates)) updates",
              met: naive.updates >= 100 * incremental.updates))
        }
      }
      if keyed {
        goals.append(
          flatGoal(
            "condition flip at a key path, \(composed ? "bindEach" : "rows by hand")", costs[0],
            costs[1]))
      }
    }
  }
  return goals
}
