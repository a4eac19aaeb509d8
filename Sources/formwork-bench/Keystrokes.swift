// What one keystroke costs in the forms users write, with the default strategy and with
// `.naive` side by side: groups bound by hand, `bindEach`, `listSection`, rows with closure
// or key-path conditions and rules beside a list and a submit row, and a flat form.
import Formwork

/// The keystroke measurements of a run, printed as one table as they come.
final class Keystrokes {
  let changes: Int
  /// The strategies measured: both, or one alone (for a profiler).
  let strategies: [UpdateStrategy]
  private var table: Table?

  init(changes: Int, strategies: [UpdateStrategy]) {
    self.changes = changes
    self.strategies = strategies
  }

  /// Measures keystrokes into the text field at `index(fields)` of `form` over `initial`
  /// (`fields`: how many the root screen has) and prints a row for `shape` of `rows` rows.
  func measure<State>(
    _ shape: String, rows: Int, _ initial: State, _ form: Form<State>,
    typingAt index: @escaping (Int) -> Int = { $0 / 2 }
  ) -> SideBySide {
    let measured = sideBySide(
      initial, form, changes: changes, strategies: strategies, keystrokes(at: index))
    if table == nil {
      print("")
      print("One keystroke: µs (the fastest of 10 rounds) and updates run, per keystroke")
      table = Table(
        ["shape", "rows", "incremental", "naive", "faster", "updates", "naive updates"],
        widths: [48, 7, 12, 12, 8, 8])
    }
    table?.row([
      shape, format(rows), "\(format(measured.incremental.micros)) µs",
      "\(format(measured.naive.micros)) µs", "\(format(measured.speedup))×",
      format(measured.incremental.updates), format(measured.naive.updates),
    ])
    return measured
  }
}

/// A keystroke at least `factor` times faster than naive.
func speedGoal(_ shape: String, _ measured: SideBySide, atLeast factor: Int) -> Goal {
  Goal(
    goal: "\(shape): a keystroke ≥ \(factor)× faster than naive",
    measured:
      "\(format(measured.incremental.micros)) µs vs \(format(measured.naive.micros)) µs, "
      + "\(format(measured.speedup))×",
    met: measured.speedup >= Double(factor))
}

/// A keystroke at N = 4,000 at most 4.5 times what it costs at N = 1,000: no faster than N.
func growthGoal(_ shape: String, _ small: SideBySide, _ large: SideBySide) -> Goal {
  let growth = large.incremental.micros / small.incremental.micros
  return Goal(
    goal: "\(shape), N 1,000 → 4,000: a keystroke's time × ≤ 4.5",
    measured:
      "\(format(small.incremental.micros)) → \(format(large.incremental.micros)) µs, "
      + "×\(format(growth))",
    met: growth <= 4.5)
}

// MARK: - Groups bound by hand

struct Group: Equatable {
  var fields: [String]
}

struct Groups: Equatable {
  var groups: [Group]
}

func groupForm(fields: Int) -> Form<Group> {
  sections([
    section(
      (0..<fields).map { index in
        controlCell(title: "Field \(index)", control: textField(keyPath: \.fields[index]))
      })
  ])
}

func groupsForm(groups: Int, fields: Int) -> Form<Groups> {
  concatenated((0..<groups).map { bind(form: groupForm(fields: fields), to: \Groups.groups[$0]) })
}

func groups(_ groups: Int, fields: Int) -> Groups {
  Groups(
    groups: Array(repeating: Group(fields: Array(repeating: "", count: fields)), count: groups))
}

/// `bind(form:to: \.groups[g])` of groups, joined by `concatenated`: 100 × 100, and N × 10.
func boundGroupsBench(_ keystrokes: Keystrokes) -> [Goal] {
  var goals: [Goal] = []
  let square = keystrokes.measure(
    "bound groups, 100 × 100", rows: 10_000, groups(100, fields: 100),
    groupsForm(groups: 100, fields: 100))
  goals.append(speedGoal("bound groups, 100 × 100", square, atLeast: 20))
  let sizes = [1_000, 4_000].map { count in
    keystrokes.measure(
      "bound groups, \(format(count)) × 10", rows: count * 10, groups(count, fields: 10),
      groupsForm(groups: count, fields: 10))
  }
  let tenFields = speedGoal("bound groups, 1,000 × 10", sizes[0], atLeast: 20)
  let reads = keyPathReads(groups: 1_000, rounds: keystrokes.changes)
  goals.append(
    Goal(
      goal: tenFields.goal,
      measured: tenFields.measured
        + " (its 1,000 key paths read and each group compared, alone: \(format(reads)) µs)",
      met: tenFields.met))
  goals.append(growthGoal("bound groups, N × 10", sizes[0], sizes[1]))
  return goals
}

/// What a keystroke's least work costs for `groups` bound groups, in µs, the fastest of 10
/// rounds of `rounds`: each group read through its key path (`\.groups[i]`) and compared with
/// the value it showed, as every bound part does at every change.
func keyPathReads(groups count: Int, rounds: Int) -> Double {
  let state = groups(count, fields: 10)
  let keyPaths = (0..<count).map { \Groups.groups[$0] }
  let shown = keyPaths.map { state[keyPath: $0] }
  var fastest = Double.infinity
  var unchanged = 0
  for _ in 0..<10 {
    let time = ContinuousClock().measure {
      for _ in 0..<rounds {
        for (keyPath, last) in zip(keyPaths, shown) where state[keyPath: keyPath] == last {
          unchanged += 1
        }
      }
    }
    fastest = min(fastest, micros(time) / Double(rounds))
  }
  // NB: the count is used, so the reads cannot be left out.
  precondition(unchanged == 10 * rounds * count)
  return fastest
}

// MARK: - bindEach

struct Member: Equatable {
  var name = ""
  var isAdmin = false
}

struct Team: Equatable {
  var members: [Member]
}

var memberForm: Form<Member> {
  sections([
    section([
      controlCell(title: "Name", control: textField(keyPath: \.name)),
      controlCell(title: "Admin", control: toggle(keyPath: \.isAdmin)),
    ])
  ])
}

var teamForm: Form<Team> { bindEach(form: memberForm, to: \.members) }

/// A `bindEach` over N elements of two rows, a keystroke into one element's name.
func bindEachBench(_ keystrokes: Keystrokes) -> [Goal] {
  let sizes = [1_000, 4_000].map { count in
    keystrokes.measure(
      "bindEach, \(format(count)) elements", rows: 2 * count,
      Team(members: Array(repeating: Member(), count: count)), teamForm)
  }
  return [
    speedGoal("bindEach, 1,000 elements", sizes[0], atLeast: 20),
    growthGoal("bindEach", sizes[0], sizes[1]),
  ]
}

// MARK: - listSection

struct Chore: Identifiable, Equatable {
  var id: Int
  var title = ""
  var isDone = false
}

struct Chores: Equatable {
  var chores: [Chore]
}

var choreRows: [Element<FormCell, Chore>] {
  [
    controlCell(title: "Title", control: textField(keyPath: \.title)),
    controlCell(title: "Done", control: toggle(keyPath: \.isDone)),
  ]
}

var choresForm: Form<Chores> {
  sections([listSection(\.chores, rows: choreRows, header: "Chores")])
}

func makeChores(_ count: Int) -> [Chore] {
  (0..<count).map { Chore(id: $0) }
}

/// A `listSection` of N elements of two rows, a keystroke into one element's title.
func listSectionBench(_ keystrokes: Keystrokes) -> [Goal] {
  let sizes = [1_000, 4_000].map { count in
    keystrokes.measure(
      "listSection, \(format(count)) elements", rows: 2 * count,
      Chores(chores: makeChores(count)), choresForm)
  }
  return [
    speedGoal("listSection, 1,000 elements", sizes[0], atLeast: 20),
    growthGoal("listSection", sizes[0], sizes[1]),
  ]
}

// MARK: - Conditions, rules, a list and a submit row

struct Survey: Equatable {
  var answers: [String]
  var flags: [Bool]
  var chores: [Chore]

  init(_ count: Int) {
    answers = Array(repeating: "", count: count)
    flags = Array(repeating: false, count: count)
    chores = makeChores(count)
  }
}

/// Row `index`: a text field, with a rule on every other row, hidden while `flags[index]`,
/// by a closure or by a key path.
func surveyRow(_ index: Int, keyPathConditions: Bool) -> Element<FormCell, Survey> {
  let rules: FieldRules<Survey, String> = index.isMultiple(of: 2) ? [.maxLength(8)] : []
  let cell = controlCell(
    title: "Answer \(index)", control: textField(keyPath: \.answers[index], rules: rules))
  if keyPathConditions { return hidden(cell, when: \.flags[index]) }
  return hidden(cell, when: { $0.flags[index] })
}

/// N conditioned rows, 100 a section, then a list of N chores, then a submit row that counts
/// the fields to fix.
func surveyForm(_ count: Int, keyPathConditions: Bool) -> Form<Survey> {
  let rows = (0..<count).map { surveyRow($0, keyPathConditions: keyPathConditions) }
  let parts = stride(from: 0, to: count, by: 100).map { start in
    section(Array(rows[start..<min(start + 100, count)]))
  }
  return sections(parts + [listSection(\.chores, rows: choreRows)], submit: "Send") { _ in }
}

/// The conditions-rules-list-submit form, with closure and with key-path conditions, at
/// N = 1,000 and 4,000; a keystroke into row N/2 (its rule checked).
func conditionsBench(_ keystrokes: Keystrokes) -> [Goal] {
  var goals: [Goal] = []
  for keyPathConditions in [false, true] {
    let shape = "conditions-rules-list-submit, \(keyPathConditions ? "key paths" : "closures")"
    let sizes = [1_000, 4_000].map { count in
      keystrokes.measure(
        "\(shape), \(format(count))", rows: 3 * count + 1, Survey(count),
        surveyForm(count, keyPathConditions: keyPathConditions), typingAt: { _ in count / 2 })
    }
    goals.append(speedGoal("\(shape), N = 4,000", sizes[1], atLeast: 3))
    goals.append(growthGoal(shape, sizes[0], sizes[1]))
  }
  return goals
}

// MARK: - A flat form

struct Flat: Equatable {
  var fields: [String]
}

/// `rows` text fields over one array, 100 a section.
func flatForm(rows: Int) -> Form<Flat> {
  sections(
    stride(from: 0, to: rows, by: 100).map { start in
      section(
        (start..<min(start + 100, rows)).map { index in
          controlCell(title: "Field \(index)", control: textField(keyPath: \Flat.fields[index]))
        })
    })
}

/// A flat form of 1,000, 4,000 and 10,000 text rows.
func flatBench(_ keystrokes: Keystrokes) -> [Goal] {
  let sizes = [1_000, 4_000, 10_000].map { rows in
    keystrokes.measure(
      "flat, \(format(rows)) rows", rows: rows, Flat(fields: Array(repeating: "", count: rows)),
      flatForm(rows: rows))
  }
  return [
    speedGoal("flat, 10,000 rows", sizes[2], atLeast: 3),
    growthGoal("flat", sizes[0], sizes[1]),
  ]
}
