import Formwork
import Foundation

/// One run of ``FormExplorer``: the breadth-first search over configurations, the checks
/// after every transition, and what it saw.
final class Exploration<State> {
  private let explorer: FormExplorer<State>
  private let rules: RandomWalker<State>
  private let snapshotCheck: ((WalkSession<State>) -> String?)?
  private var report: ExplorationReport
  private var coverage = ExplorationCoverage()
  /// The configurations visited, by key: O(1) to tell a new one from one seen.
  private var visited: [ConfigurationKey: Int] = [:]
  /// Each visited configuration: how it was first reached, and its state's key.
  private var nodes: [Node] = []
  /// What fresh forms showed, for every transition's consistency check to share.
  private let freshForms: FreshForms<State>?
  /// Where the time goes, when the tuning measures it.
  private var profile: WalkProfile? { rules.tuning.profile }

  private struct Node {
    /// The configuration it was first reached from; `-1` for the initial one.
    var parent: Int
    /// The gesture that reached it.
    var step: Gesture?
    var depth: Int
    var state: AnyHashable
  }

  /// Why the search stopped early: a failure (in the report) or a budget.
  private struct Stop: Error {}

  init(_ explorer: FormExplorer<State>, rules: RandomWalker<State>) {
    self.explorer = explorer
    self.rules = rules
    snapshotCheck = makeSnapshotCheck(rules)
    freshForms = rules.makeFreshForms()
    report = ExplorationReport(title: rules.title)
  }

  // MARK: - The search

  /// A live form and the configuration it is in, to take the next gesture from without
  /// replaying the route there.
  private var live: (session: WalkSession<State>, node: Int)?
  /// Whether the row the last gesture acted on shows an error after it.
  private var targetShowsError = false

  func run(depth: Int, maxConfigurations: Int, maxTransitions: Int?) -> ExplorationReport {
    report.depth = depth
    let budget = Budget(configurations: maxConfigurations, transitions: maxTransitions)
    do {
      try start()
      var level = [0]
      var levelDepth = 0
      while !level.isEmpty {
        guard levelDepth < depth else {
          report.stoppedBy = .depth
          break
        }
        var next: [Int] = []
        for node in level { try expand(node, into: &next, budget: budget) }
        level = next
        levelDepth += 1
      }
    } catch {
      // The report says why: a failure, or `stoppedBy`.
    }
    live = nil
    report.configurations = nodes.count
    report.depthReached = nodes.last?.depth ?? 0
    report.neverVisible = coverage.neverVisible
    report.neverEnabled = coverage.neverEnabled
    report.screensNeverOpened = coverage.screensNeverOpened
    report.optionsNeverChosen = coverage.optionsNeverChosen
    report.gesturesNeverTaken = coverage.gesturesNeverTaken
    report.rulesNeverFailed = coverage.rulesNeverFailed
    report.rulesNeverPassed = coverage.rulesNeverPassed
    report.submitNeverSucceeded = coverage.submitNeverSucceeded
    report.visited = Set(visited.keys)
    return report
  }

  /// The most configurations and transitions a run may take.
  private struct Budget {
    var configurations: Int
    var transitions: Int?
  }

  /// Builds the form, checks it, and visits the initial configuration.
  private func start() throws {
    let session = WalkSession(rules, freshForms: freshForms)
    if let finding = session.checkStart() { throw fail([], finding) }
    let state = explorer.stateKey(session.driver.state)
    visited[ConfigurationKey(session, state: state)] = 0
    nodes.append(Node(parent: -1, step: nil, depth: 0, state: state))
    try visit(session, route: [])
    live = (session, 0)
  }

  /// Takes every gesture the configuration `node` offers, adding the new configurations it
  /// reaches to `next`.
  private func expand(_ node: Int, into next: inout [Int], budget: Budget) throws {
    let route = self.route(to: node)
    let session = self.session(at: node, route: route)
    var transition = Transition(
      from: node, route: route, key: ConfigurationKey(session, state: nodes[node].state),
      routeStates: Set(ancestors(of: node).map { nodes[$0].state }))
    for choice in plan(session.offeredChoices()) {
      switch choice {
      case .step(let gesture):
        _ = try take(gesture, &transition, into: &next, budget: budget)
      case .texts(let row, let fixed, let pool):
        // NB: texts until one is taken and passes and one fails (refused, or taken and shown
        // wrong by the row's rules).
        var passedNew = 0
        var failedOne = false
        for (text, isNew) in fixed {
          let passes = try enter(text, into: row, &transition, into: &next, budget: budget)
          if passes, isNew { passedNew += 1 }
          if !passes { failedOne = true }
        }
        for text in pool {
          guard !(passedNew > 0 && failedOne), passedNew < 2 else { break }
          let passes = try enter(text, into: row, &transition, into: &next, budget: budget)
          if passes { passedNew += 1 } else { failedOne = true }
        }
      }
    }
  }

  /// Enters `text` into `row`: whether it was taken and the row shows no error.
  private func enter(
    _ text: String, into row: ItemReference, _ transition: inout Transition,
    into next: inout [Int], budget: Budget
  ) throws -> Bool {
    let taken = try take(.enter(row: row, text: text), &transition, into: &next, budget: budget)
    return taken && !targetShowsError
  }

  /// Where a transition starts: the configuration, the route to it, its key, and the keys of
  /// the states on the way (the configuration's own included).
  private struct Transition {
    var from: Int
    var route: [Gesture]
    var key: ConfigurationKey
    var routeStates: Set<AnyHashable>
  }

  /// The live form if it is in configuration `node`, else a form brought there by
  /// replaying `route` (checked already, so without the checks).
  private func session(at node: Int, route: [Gesture]) -> WalkSession<State> {
    if let live, live.node == node { return live.session }
    let session = profile.measure(.replays) {
      let session = WalkSession(rules, freshForms: freshForms)
      for step in route { session.replay(step) }
      return session
    }
    report.stepsReplayed += route.count
    live = (session, node)
    return session
  }

  /// Takes `gesture` from the configuration `transition` starts at and checks it; visits the
  /// configuration it leads to if it is new.
  ///
  /// - Returns: Whether the form took the gesture.
  @discardableResult
  private func take(
    _ gesture: Gesture, _ transition: inout Transition, into next: inout [Int],
    budget: Budget
  ) throws -> Bool {
    if let limit = budget.transitions, report.transitions >= limit {
      report.stoppedBy = .transitions
      throw Stop()
    }
    let session = self.session(at: transition.from, route: transition.route)
    live = nil
    let script = transition.route + [gesture]
    let driver = session.driver
    let stateBefore = driver.state
    let screens = driver.screens
    let target = try? driver.resolve(gesture).get()
    let start =
      rules.tuning.rewinds
      ? session.mark().map { Start(moment: $0, screens: screens, submits: driver.submitCount) }
      : nil
    let targetTookInput = target?.cell?.acceptsInput == true
    report.transitions += 1
    report.gestures[gesture.word, default: 0] += 1
    if let finding = session.perform(gesture) { throw fail(script, finding) }
    let accepted = session.lastStepAccepted ?? false
    targetShowsError = target?.cell?.message != nil
    if let cell = target?.cell, let kind = gesture.kind, targetTookInput {
      coverage.record(kind, on: cell, accepted: accepted, screens: screens)
    }
    coverage.record(submits: driver.submitCount)
    let (state, key) = profile.measure(.keys) {
      let state = explorer.stateKey(driver.state)
      return (state, ConfigurationKey(session, state: state))
    }
    let isNew = visited[key] == nil
    if isNew {
      guard nodes.count < budget.configurations else {
        report.stoppedBy = .configurations
        throw Stop()
      }
      visited[key] = nodes.count
      next.append(nodes.count)
      nodes.append(
        Node(
          parent: transition.from, step: gesture, depth: nodes[transition.from].depth + 1,
          state: state))
      try visit(session, route: script)
    }
    // NB: undo is checked where a change reaches a configuration first: a route that comes
    // back to one takes the same gesture from a configuration already checked.
    if isNew, accepted, gesture.row != nil, state != nodes[transition.from].state {
      try checkUndo(
        session, after: gesture, script: script, from: stateBefore,
        routeStates: transition.routeStates)
    } else if !accepted, key == transition.key {
      // NB: a refused gesture changed nothing (checked): the form is still where it was.
      live = (session, transition.from)
    }
    if live == nil, let start { goBack(session, to: start, transition: transition) }
    return accepted
  }

  /// Where a gesture starts, to go back to without replaying the route: the session's mark,
  /// its screens, and how many submits its driver made.
  private struct Start {
    var moment: DriverMoment<State>
    var screens: [Screen]
    var submits: Int
  }

  /// Takes `session` back where `transition` starts after a gesture (``WalkSession/rewind(to:)``)
  /// when the gesture left the same screens open and submitted nothing; the live form then
  /// starts the next gesture, if its configuration's key is the start's.
  private func goBack(_ session: WalkSession<State>, to start: Start, transition: Transition) {
    let driver = session.driver
    guard driver.submitCount == start.submits, driver.screens.count == start.screens.count,
      zip(driver.screens, start.screens).allSatisfy({ $0 === $1 })
    else { return }
    profile.measure(.replays) {
      guard session.rewind(to: start.moment) else { return }
      let key = profile.measure(.keys) {
        ConfigurationKey(session, state: explorer.stateKey(driver.state))
      }
      if key == transition.key { live = (session, transition.from) }
    }
  }

  /// Notes what a new configuration shows, and checks that its snapshot restores.
  private func visit(_ session: WalkSession<State>, route: [Gesture]) throws {
    coverage.record(session.driver)
    if let snapshotCheck, let details = profile.measure(.snapshots, { snapshotCheck(session) }) {
      throw fail(route, Finding(kind: .snapshotDidNotRestore, details: details))
    }
  }

  /// After `gesture` changed the state: `undo` must go back to a state of the route (typing
  /// into one field again joins the change before), and `redo` must come back.
  private func checkUndo(
    _ session: WalkSession<State>, after gesture: Gesture, script: [Gesture],
    from before: State, routeStates: Set<AnyHashable>
  ) throws {
    let driver = session.driver
    let after = driver.state
    if let finding = session.perform(.undo) { throw fail(script + [.undo], finding) }
    let undone = driver.state
    guard session.lastStepAccepted == true else {
      throw fail(
        script + [.undo],
        Finding(
          kind: .undoDidNotRestore,
          details: "`undo` after `\(gesture)` changed the state returned false: "
            + "the change is not in the undo history."))
    }
    guard routeStates.contains(explorer.stateKey(undone)) else {
      let differences = stateDifferences(expected: before, actual: undone, before: after)
      throw fail(
        script + [.undo],
        Finding(
          kind: .undoDidNotRestore,
          details: "`undo` after `\(gesture)` gave a state that no configuration on the way "
            + "had; compared with the state before `\(gesture)`:\n"
            + differences.joined(separator: "\n").indented(by: 2)))
    }
    if let finding = session.perform(.redo) { throw fail(script + [.undo, .redo], finding) }
    guard session.lastStepAccepted == true, rules.isEqual(driver.state, after) else {
      let differences = stateDifferences(expected: after, actual: driver.state, before: undone)
      throw fail(
        script + [.undo, .redo],
        Finding(
          kind: .undoDidNotRestore,
          details: "`redo` after `undo` did not bring back the state `\(gesture)` made:\n"
            + (session.lastStepAccepted == true
              ? differences.joined(separator: "\n").indented(by: 2)
              : "  it returned false")))
    }
  }

  // MARK: - Routes

  /// The gestures that first reached `node`, from the initial configuration.
  private func route(to node: Int) -> [Gesture] {
    ancestors(of: node).reversed().compactMap { nodes[$0].step }
  }

  /// `node`, its parent, and so on to the initial configuration.
  private func ancestors(of node: Int) -> [Int] {
    var chain: [Int] = []
    var current = node
    while current >= 0 {
      chain.append(current)
      current = nodes[current].parent
    }
    return chain
  }

  private func fail(_ script: [Gesture], _ finding: Finding) -> Stop {
    var failure = WalkFailure(
      kind: finding.kind, seed: nil, step: script.count, steps: script, shrunk: script,
      details: finding.details)
    failure.isFromExploration = true
    failure.formTitle = rules.title
    report.failure = failure
    return Stop()
  }

  // MARK: - Replay

  /// Runs `steps` with the checks of a transition after each: the route is the script, and
  /// the states on the way are the script's.
  func replay(_ steps: [Gesture]) -> WalkFailure? {
    let budget = Budget(configurations: .max, transitions: nil)
    do {
      try start()
      var node = 0
      var route: [Gesture] = []
      var states: Set<AnyHashable> = [nodes[0].state]
      for gesture in steps {
        let session = self.session(at: node, route: route)
        var transition = Transition(
          from: node, route: route, key: ConfigurationKey(session, state: nodes[node].state),
          routeStates: states)
        var next: [Int] = []
        try take(gesture, &transition, into: &next, budget: budget)
        route.append(gesture)
        // NB: the configuration reached, first reached by this route or seen before on it.
        let reached = self.session(at: -1, route: route)
        let state = explorer.stateKey(reached.driver.state)
        node = visited[ConfigurationKey(reached, state: state)] ?? node
        live = (reached, node)
        states.insert(state)
      }
    } catch {
      return report.failure
    }
    return nil
  }

  // MARK: - What a configuration offers

  /// A gesture to take, or the texts to try in a row.
  private enum Planned {
    case step(Gesture)
    /// Texts always tried (with whether taking one counts as taking a new value: not for
    /// the empty and the current text), then texts tried until one was taken and one
    /// refused.
    case texts(row: ItemReference, fixed: [(String, isNew: Bool)], pool: [String])
  }

  /// Every gesture of `choices`: each option, each place to move to but the row's own, and
  /// each row's texts.
  private func plan(_ choices: [StepChoice]) -> [Planned] {
    choices.flatMap { choice -> [Planned] in
      switch choice {
      case .step(let step): return [.step(step)]
      case .select(let row, let options):
        return (1...options).map { .step(.select(row: row, option: .number($0))) }
      case .move(let row, let targets):
        return targets.filter { .number($0) != row }.map { .step(.move(row: row, to: .number($0))) }
      case .edit:
        // NB: an exploration enters texts whole; typing without finishing is the walks'.
        return []
      case .enter(let row, let cell):
        var fixed: [(String, isNew: Bool)] = [("", false)]
        let current = currentText(of: cell.control)
        if !current.isEmpty { fixed.append((current, false)) }
        for end in rangeEnds(of: cell.control) where !fixed.contains(where: { $0.0 == end }) {
          fixed.append((end, true))
        }
        let pool = explorer.texts.filter { text in !fixed.contains { $0.0 == text } }
        return [.texts(row: row, fixed: fixed, pool: pool)]
      }
    }
  }
}

/// The text a control shows as typed: its value, for a stepper or slider.
private func currentText(of control: (any Control)?) -> String {
  switch control {
  case let stepper as Stepper: return plain(stepper.value)
  case let slider as Slider: return plain(slider.value)
  case let control as any TextEnterableControl: return control.editingText
  default: return ""
  }
}

/// The ends of a stepper's or slider's range, as text to enter.
private func rangeEnds(of control: (any Control)?) -> [String] {
  switch control {
  case let stepper as Stepper:
    return [plain(stepper.range.lowerBound), plain(stepper.range.upperBound)]
  case let slider as Slider:
    return [plain(slider.range.lowerBound), plain(slider.range.upperBound)]
  default: return []
  }
}

/// `3`, not `3.0`; `0.25`.
private func plain(_ value: Double) -> String {
  value.rounded() == value && value.magnitude < 1e15 ? String(Int(value)) : String(value)
}

/// For a `Codable` state: saves the form's snapshot as JSON, restores it into a fresh
/// driver, and says what differs (the state, the screens open, what they show below a draft
/// screen); `nil` for other states.
///
/// What a restore showed is remembered by the snapshot's JSON when the tuning says so
/// (``WalkTuning/remembersRestores``): equal JSON restores the same, so it is not restored
/// again, and every comparison with the walk's form is made all the same.
private func makeSnapshotCheck<State>(
  _ rules: RandomWalker<State>
) -> ((WalkSession<State>) -> String?)? {
  guard let codable = State.self as? any Codable.Type else { return nil }
  func check<Saved: Codable>(_ type: Saved.Type) -> (WalkSession<State>) -> String? {
    var remembered: [Data: Restored<Saved>]? = rules.tuning.remembersRestores ? [:] : nil
    return { session in
      guard let driver = session.driver as? FormDriver<Saved>,
        let form = rules.form as? Form<Saved>, let initial = rules.initial as? Saved
      else { return nil }
      let data: Data
      do {
        data = try driver.encodedSnapshot()
      } catch {
        return "The form's snapshot cannot be saved: \(error)"
      }
      if let restored = remembered?[data] {
        return compare(session, driver, with: restored, rules: rules)
      }
      let restoring = rules.tuning.profile.measure(.restores) {
        restore(data, initial: initial, title: rules.title, form: form)
      }
      guard case .success(let result) = restoring else {
        return restoring.failureText
      }
      if remembered != nil {
        if remembered?.count ?? 0 >= 4_096 { remembered = [:] }
        remembered?[data] = result
      }
      return compare(session, driver, with: result, rules: rules)
    }
  }
  return check(codable)
}

/// What `data`, a saved snapshot, shows restored into a driver freshly built from
/// `initial`.
private func restore<Saved: Codable>(
  _ data: Data, initial: Saved, title: String, form: @escaping Form<Saved>
) -> Result<Restored<Saved>, SnapshotError> {
  let restored = FormDriver(initial: initial, title: title, build: form)
  do {
    let missing = try restored.restore(from: data)
    return .success(
      Restored(
        missing: missing, path: restored.path, state: restored.state, input: restored.input,
        screens: ScreenSnapshot.stack(restored)))
  } catch {
    return .failure(error)
  }
}

extension Result where Failure == SnapshotError {
  /// Why a snapshot could not be restored; `nil` when it was.
  fileprivate var failureText: String? {
    guard case .failure(let error) = self else { return nil }
    return "The form's snapshot, saved as JSON, cannot be restored: \(error)"
  }
}

/// What a snapshot restored into a fresh driver showed.
private struct Restored<Saved> {
  /// The rows not found again.
  var missing: [String]
  var path: [String]
  var state: Saved
  var input: FormInput
  /// Every screen it reached, root first.
  var screens: [ScreenSnapshot]
}

/// What differs between `driver`, `session`'s, and the form its snapshot restored into,
/// `restored`; `nil` when nothing does.
private func compare<State, Saved: Codable>(
  _ session: WalkSession<State>, _ driver: FormDriver<Saved>, with restored: Restored<Saved>,
  rules: RandomWalker<State>
) -> String? {
  let header = "The form's snapshot, saved as JSON and restored into a fresh form, "
  // NB: a screen no row opened (a button's confirmation) cannot be opened again by a tap;
  // the snapshot restores the screens below it.
  let screens = driver.screens
  let opened =
    screens.indices.dropFirst().first { screens[$0].opener == nil } ?? screens.count
  let path = Array(driver.path.prefix(opened))
  let snapshot = driver.snapshot
  let notReopened = Array(snapshot.openedRows.dropFirst(opened - 1))
  guard restored.missing == notReopened, restored.path == path else {
    return header + "opens \(restored.path.joined(separator: " › ")) "
      + "instead of \(path.joined(separator: " › "))"
      + (restored.missing.isEmpty
        ? "" : "; rows not found: " + restored.missing.joined(separator: ", "))
  }
  // NB: passwords are not saved: the restored state is the snapshot's, which blanks them.
  let saved = snapshot.state
  if let state = restored.state as? State, let expected = saved as? State,
    !rules.isEqual(state, expected)
  {
    return header + "has another state:\n"
      + stateDifferences(expected: expected, actual: state)
      .joined(separator: "\n").indented(by: 2)
  }
  // NB: what answers a tap (a refused submit's list, a confirmation) and checks' answers
  // are not saved, and a password comes back blank: screens are compared when the state
  // and input came back whole. A draft screen shows the draft, not saved either.
  guard restored.input == driver.input, let live = driver.state as? State,
    rules.isEqual(live, saved as? State ?? live)
  else { return nil }
  let shown = session.currentSnapshots()
  let again = restored.screens
  let drafts = min(screens.firstIndex(where: \.holdsDraft) ?? opened, opened)
  for index in 0..<drafts where shown[index] != again[index] {
    return header + "shows screen \(index + 1) otherwise:\n"
      + again[index].differences(from: shown[index]).joined(separator: "\n").indented(by: 2)
  }
  return nil
}
