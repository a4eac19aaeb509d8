import Formwork

/// A rule broken during a walk, before shrinking.
struct Finding {
  var kind: WalkFailure.Kind
  var details: String
}

/// One run of a walk: a live driver driven by steps, and the checks after every step.
final class WalkSession<State> {
  private let walker: RandomWalker<State>
  let driver: FormDriver<State>
  /// For each pushed screen (`driver.screens[1...]`), the row tapped to push it, if a tap did.
  private var origins: [Origin] = []
  /// What the steps did, for ``WalkSummary``.
  var summary = WalkSummary()
  /// The screens as the last check saw them.
  private var lastSnapshots: [ScreenSnapshot]?
  /// The draft screens on the stack, with what it takes to show the same draft again.
  private var drafts: [DraftRecord] = []

  /// Runs the walked driver's checks that wait for an answer, when the walker settles them.
  private let scheduler: ManualScheduler?

  /// What fresh forms showed, shared by the walks of a run; `nil` to build every one.
  private let freshForms: FreshForms<State>?
  /// The words screens are compared in, made once: a fresh form's and the walk's alike.
  private let english = FormStrings()
  /// Where the time goes, when the walker's tuning measures it.
  private var profile: WalkProfile? { walker.tuning.profile }

  init(_ walker: RandomWalker<State>, freshForms: FreshForms<State>? = nil) {
    self.walker = walker
    self.freshForms = freshForms
    (driver, scheduler) = Self.driver(walker, initial: walker.initial)
    scheduler?.settle()
  }

  /// A driver over the walker's form from `initial`, and the scheduler that answers its
  /// checks when the walker settles them.
  private static func driver(
    _ walker: RandomWalker<State>, initial: State, input: FormInput = FormInput(),
    strategy: UpdateStrategy? = nil
  ) -> (FormDriver<State>, ManualScheduler?) {
    let scheduler = walker.settlesChecks ? ManualScheduler() : nil
    let driver = FormDriver(
      initial: initial, input: input, title: walker.title,
      strategy: strategy ?? walker.strategy, scheduler: scheduler, build: walker.form)
    return (driver, scheduler)
  }

  /// The checks that run after every step, run once on the freshly built form.
  func checkStart() -> Finding? {
    summary.paths.insert(pathText)
    return checkAfterStep()
  }

  /// Runs `step` and checks the rules. A step that cannot be run (no such row) is skipped:
  /// while shrinking, leaving out earlier steps may leave a later one without its row.
  func perform(_ step: Gesture) -> Finding? {
    perform(step, checking: true)
  }

  /// Runs `step` without checking the rules, keeping track of what the checks of later
  /// steps need (the rows that opened screens, refused text): how an exploration goes back
  /// along a route it has checked already.
  func replay(_ step: Gesture) {
    _ = perform(step, checking: false)
  }

  private func perform(_ step: Gesture, checking: Bool) -> Finding? {
    guard case .success(let gesture) = driver.resolve(step) else {
      lastStepAccepted = nil
      return nil
    }
    let before = profile.measure(.comparisons) { moment(checking: checking) }
    let accepted = profile.measure(.form) { gesture.run() }
    record(step, accepted: accepted)
    // NB: only a disclosure row's tap can be replayed to reach its screen; a screen pushed by
    // another row (a refused submit opening the first field to fix) is compared no further.
    let opener = step.isTap && gesture.cell?.accessory == .disclosureIndicator ? gesture.cell : nil
    track(before: before.screens, pushedBy: opener)
    trackDrafts(after: step)
    if !accepted {
      guard checking else {
        profile.measure(.form) { scheduler?.settle() }
        return nil
      }
      if let finding = checkRefusal(of: step, since: before) { return finding }
    }
    // NB: answers come after the refusal is checked: they may change what the screens show.
    if let scheduler {
      profile.measure(.form) { scheduler.settle() }
      lastSnapshots = nil
    }
    return checking ? checkAfterStep() : nil
  }

  /// The walk just before a step: what a refusal of it is checked against.
  private struct Moment {
    var state: State
    var input: FormInput
    var screens: [Screen]
    /// The screens' snapshots; empty when not checking.
    var snapshots: [ScreenSnapshot]
  }

  /// The walk now, before a step runs; the last check's snapshots are let go.
  private func moment(checking: Bool) -> Moment {
    let snapshots = checking ? lastSnapshots ?? stack(of: driver) : []
    lastSnapshots = nil
    return Moment(
      state: driver.state, input: driver.input, screens: driver.screens, snapshots: snapshots)
  }

  /// Counts `step` in the ``summary``.
  private func record(_ step: Gesture, accepted: Bool) {
    lastStepAccepted = accepted
    summary.steps += 1
    summary.gestures[step.word, default: 0] += 1
    if !accepted { summary.refused += 1 }
    summary.paths.insert(pathText)
  }

  /// Checks that `step`, refused, changed neither the state nor a screen since `before`. A
  /// refusal may change the form's input (the row keeps text the state cannot hold, and
  /// says why): then the screens follow the input, which the consistency check compares.
  private func checkRefusal(of step: Gesture, since before: Moment) -> Finding? {
    if !walker.isEqual(before.state, driver.state) {
      return Finding(
        kind: .refusedGestureChangedState,
        details: "`\(step)` returned false, but the state changed from\n"
          + dumped(before.state).indented() + "\nto\n" + dumped(driver.state).indented())
    }
    let after = profile.measure(.comparisons) { stack(of: driver) }
    let sameStack =
      before.screens.count == driver.screens.count
      && zip(before.screens, driver.screens).allSatisfy { $0 === $1 }
    if !sameStack || (after != before.snapshots && before.input == driver.input) {
      return Finding(
        kind: .refusedGestureChangedScreen,
        details: changedScreens(by: step, since: before, now: after, sameStack: sameStack))
    }
    lastSnapshots = after
    return nil
  }

  /// What a refused `step` changed on the screens: the stack, each screen's differences,
  /// and the screens as they are now.
  private func changedScreens(
    by step: Gesture, since before: Moment, now after: [ScreenSnapshot], sameStack: Bool
  ) -> String {
    var lines = ["`\(step)` returned false, but the screens changed:"]
    if !sameStack {
      let path = before.screens.map(\.title).joined(separator: " › ")
      lines.append("the stack \"\(path)\" became \"\(driver.path.joined(separator: " › "))\"")
    }
    for (index, (old, new)) in zip(before.snapshots, after).enumerated() {
      let differences = new.differences(from: old)
      guard !differences.isEmpty else { continue }
      lines.append("Screen \(index + 1) \"\(new.title)\":")
      lines.append(differences.joined(separator: "\n").indented(by: 2))
    }
    lines.append(
      "The screens now show\n" + ScreenText.stack(driver).joined(separator: "\n").indented())
    return lines.joined(separator: "\n")
  }

  /// What the top screen offers, in the order walks choose among it: the gestures on the
  /// whole form, then for each visible row a tap (offered or not: a refused tap must change
  /// nothing either) and the gestures the row offers, those that take an argument (a text,
  /// an option, a place to move to) as one choice each.
  func offeredChoices() -> [StepChoice] {
    let rows = driver.topScreen.visibleCells
    var choices: [StepChoice] = [
      .step(.back), .step(.undo), .step(.redo), .step(.focusNext), .step(.focusPrevious),
    ]
    for (index, cell) in rows.enumerated() {
      let row = ItemReference.number(index + 1)
      choices.append(.step(.tap(row: row)))
      for kind in cell.offeredGestures {
        switch kind {
        case .tap: continue
        case .toggle: choices.append(.step(.toggle(row: row)))
        case .enter: choices.append(.enter(row: row, cell: cell))
        case .edit: choices.append(.edit(row: row, cell: cell))
        case .endEditing: choices.append(.step(.endEditing(row: row)))
        case .increment: choices.append(.step(.increment(row: row)))
        case .decrement: choices.append(.step(.decrement(row: row)))
        case .select:
          let count = (cell.control as? any SelectableControl)?.optionTitles.count ?? 0
          guard count > 0 else { continue }
          choices.append(.select(row: row, options: count))
        case .delete: choices.append(.step(.delete(row: row)))
        case .move:
          guard let section = cell.section else { continue }
          let targets = rows.indices.filter { rows[$0].section === section }.map { $0 + 1 }
          choices.append(.move(row: row, targets: targets))
        }
      }
    }
    return choices
  }

  /// Chooses a step among the ``offeredChoices()``, refused ones included (taps on rows that
  /// do not select, back on the root), so that refusals are checked too.
  func randomStep(using rng: inout SplitMix64) -> Gesture {
    var choices = offeredChoices()
    if walker.texts.isEmpty {
      choices.removeAll {
        switch $0 {
        case .enter, .edit: return true
        default: return false
        }
      }
    }
    switch choices[rng.index(below: choices.count)] {
    case .step(let step): return step
    case .enter(let row, _):
      return .enter(row: row, text: walker.texts[rng.index(below: walker.texts.count)])
    case .edit(let row, _):
      return .edit(row: row, text: walker.texts[rng.index(below: walker.texts.count)])
    case .select(let row, let options):
      return .select(row: row, option: .number(rng.index(below: options) + 1))
    case .move(let row, let targets):
      return .move(row: row, to: .number(targets[rng.index(below: targets.count)]))
    }
  }

  /// The screens' snapshots now, root first: the last check's, while no step ran since.
  func currentSnapshots() -> [ScreenSnapshot] {
    let snapshots = lastSnapshots ?? stack(of: driver)
    lastSnapshots = snapshots
    return snapshots
  }

  /// Every screen on `form`'s stack, root first, in the words walks compare screens in.
  private func stack(of form: FormDriver<State>) -> [ScreenSnapshot] {
    ScreenSnapshot.stack(form, strings: english)
  }

  /// Whether the form took the last step run: `nil` if it could not be run (no such row).
  private(set) var lastStepAccepted: Bool?

  /// Where the session is, to come back to with ``rewind(to:)``: `nil` when a rewind could
  /// leave something behind (a draft screen's steps, checks still to answer).
  func mark() -> DriverMoment<State>? {
    drafts.isEmpty && scheduler == nil ? driver.moment : nil
  }

  /// Takes the driver back to `moment` (see ``FormDriver/rewind(to:)``): the state, input,
  /// focus and undo history it had; the screens stay.
  ///
  /// - Returns: Whether it went back.
  func rewind(to moment: DriverMoment<State>) -> Bool {
    lastSnapshots = nil
    return profile.measure(.form) { driver.rewind(to: moment) }
  }

  private func checkAfterStep() -> Finding? {
    if let error = driver.lastError {
      return Finding(kind: .feedbackLoop, details: "The driver reported: \(error)")
    }
    let state = driver.state
    for invariant in walker.invariants where !invariant.holds(state) {
      return Finding(
        kind: .invariantViolated(invariant.name),
        details: "The state:\n" + dumped(state).indented())
    }
    return checkConsistency()
  }

  /// Builds a fresh driver from the current state and input, taps along the same path, and
  /// compares the whole form's errors and every screen both stacks reach. What a fresh form
  /// showed is remembered (``FreshForms``) when the walker's tuning says so: the same state
  /// and input are then compared with it without building the form again.
  private func checkConsistency() -> Finding? {
    let plan = reopenPlan()
    var key: FreshForms<State>.Key?
    if let freshForms {
      key = profile.measure(.keys) {
        FreshForms<State>.Key(
          state: freshForms.stateKey(driver.state), input: driver.input,
          openers: plan.positions)
      }
      if let key, let entry = freshForms.entry(key, state: driver.state, isEqual: walker.isEqual),
        matches(entry)
      {
        return plan.finding ?? plan.draftScreen.flatMap { checkDraft(at: $0) }
      }
    }
    let (built, failure) = profile.measure(.freshBuilds) { freshForm(plan) }
    guard let fresh = built else { return failure }
    let errors = profile.measure(.comparisons) { driver.validationErrors }
    let freshErrors = profile.measure(.freshBuilds, counted: false) { fresh.validationErrors }
    let freshScreens = profile.measure(.freshBuilds, counted: false) {
      stack(of: fresh)
    }
    if let freshForms, let key {
      freshForms.remember(
        FreshForms.Entry(state: driver.state, errors: freshErrors, screens: freshScreens),
        as: key)
    }
    if let finding = plan.finding { return finding }
    // NB: the whole form's errors, screens never opened included, follow state and input too.
    if errors != freshErrors {
      return Finding(
        kind: .inconsistentErrors,
        details: "The walk's form lists\n" + listed(errors).indented()
          + "\nbut a form freshly built from the current state and input lists\n"
          + listed(freshErrors).indented())
    }
    return profile.measure(.comparisons) { compareScreens(with: fresh, showing: freshScreens) }
      ?? plan.draftScreen.flatMap { checkDraft(at: $0) }
  }

  /// Whether the walk's form shows what the remembered fresh form showed: the same errors,
  /// the same screens as far as it reached.
  private func matches(_ entry: FreshForms<State>.Entry) -> Bool {
    profile.measure(.comparisons) {
      guard entry.errors == driver.validationErrors else { return false }
      let live = currentSnapshots()
      return entry.screens.indices.allSatisfy { live[$0] == entry.screens[$0] }
    }
  }

  /// The rows a fresh form taps to reach the walk's screens, as far as a tap can reach them.
  private struct ReopenPlan {
    /// The row that opened each screen above the root, on the walk's screen below it.
    var openers: [FormCell] = []
    /// Where each of ``openers`` is.
    var positions: [CellPosition] = []
    /// The index of a draft screen the plan stops at.
    var draftScreen: Int?
    /// A screen whose row that opened it is gone, reported once the taps below it are made.
    var finding: Finding?
  }

  /// The walk's screens, screen after screen, and the row that opened each: stops below a
  /// screen no tap reaches again, below a draft screen, and at a screen whose row that opened
  /// it is gone.
  private func reopenPlan() -> ReopenPlan {
    let live = driver.screens
    var plan = ReopenPlan()
    for index in live.indices.dropFirst() {
      if let finding = checkOpenerShown(at: index) {
        plan.finding = finding
        break
      }
      // A draft screen shows the draft, not the state: it is compared with a form where the
      // same draft was opened and edited (``checkDraft(at:pending:)``).
      if live[index].holdsDraft {
        plan.draftScreen = index
        break
      }
      // A screen pushed other than by a tap, or whose row is gone or no longer takes taps,
      // cannot be reached again by tapping: compare the screens below it only.
      guard let cell = opener(of: index, in: live), cell.acceptsInput,
        let position = ScreenText.position(of: cell, in: live[index - 1])
      else { break }
      plan.openers.append(cell)
      plan.positions.append(
        CellPosition(screen: index - 1, section: position.section, cell: position.cell))
    }
    return plan
  }

  /// A driver freshly built from the current state and input, with the rows of `plan` tapped
  /// screen after screen; or what went wrong when a tap does not reach the walk's screen.
  private func freshForm(_ plan: ReopenPlan) -> (FormDriver<State>?, Finding?) {
    let (fresh, freshChecks) = Self.driver(
      walker, initial: driver.state, input: driver.input, strategy: .incremental)
    let live = driver.screens
    for (offset, (cell, position)) in zip(plan.openers, plan.positions).enumerated() {
      let index = offset + 1
      let freshCell = ScreenText.cell(
        in: fresh.screens[index - 1], section: position.section, cell: position.cell)
      // NB: the walk's checks answered before its rows were tapped (a step's `Next`).
      freshChecks?.settle()
      guard let freshCell, freshCell.tap(), fresh.screens.count == index + 1 else {
        return (
          nil,
          Finding(
            kind: .inconsistentScreen,
            details: "Tapping row \"\(cell.title)\" showed \"\(live[index].title)\" in the "
              + "walk, but not in a form freshly built from the current state, which shows\n"
              + ScreenText.stack(fresh).joined(separator: "\n").indented())
        )
      }
      if !walker.isEqual(fresh.state, driver.state) { fresh.state = driver.state }
      if fresh.input != driver.input { fresh.input = driver.input }
    }
    if fresh.input != driver.input { fresh.input = driver.input }
    return (fresh, nil)
  }

  /// Checks that the row that opened the screen at `index` (`Screen.opener`), if one did, is
  /// still shown on the screen below and takes taps.
  private func checkOpenerShown(at index: Int) -> Finding? {
    let live = driver.screens
    guard let opener = live[index].opener,
      !opener.acceptsInput || !live[index - 1].visibleCells.contains(where: { $0 === opener })
    else { return nil }
    return Finding(
      kind: .inconsistentScreen,
      details: "\"\(live[index].title)\" is open, but the row that opened it, "
        + "\"\(opener.title)\", \(opener.acceptsInput ? "is gone from" : "takes no taps on") "
        + "the screen below, so no tap reaches it. The screens show\n"
        + ScreenText.stack(driver).joined(separator: "\n").indented())
  }

  /// The row that opened the screen at `index` of `screens`, as far as the walk knows: the
  /// screen's own opener, the row tapped to push it, or the disclosure row titled like it.
  // NB: a screen pushed by another row (a refused submit opening the first field to fix) is
  // reached again through the disclosure row titled like it.
  private func opener(of index: Int, in screens: [Screen]) -> FormCell? {
    screens[index].opener ?? origins[index - 1].cell
      ?? screens[index - 1].visibleCells.first {
        $0.title == screens[index].title && $0.accessory == .disclosureIndicator
      }
  }

  /// Compares every screen `fresh` reached, `freshScreens`, with the walk's.
  private func compareScreens(
    with fresh: FormDriver<State>, showing freshScreens: [ScreenSnapshot]
  ) -> Finding? {
    let liveScreens = currentSnapshots()
    // NB: snapshots are descriptions of what the renderer draws (less the focus), so equal
    // snapshots render equal texts; only a difference is rendered, and the texts decide.
    for index in freshScreens.indices where liveScreens[index] != freshScreens[index] {
      let walkText = ScreenText.stack(driver)[index]
      let freshText = ScreenText.stack(fresh)[index]
      guard walkText != freshText else { continue }
      return Finding(
        kind: .inconsistentScreen,
        details: "Screen \(index + 1) of \(driver.screens.count) shows\n" + walkText.indented()
          + "\nbut the same screen of a form freshly built from the current state and input "
          + "shows\n" + freshText.indented())
    }
    return nil
  }

  /// Compares the draft screen at `index` of the stack, and every screen above it, with a
  /// form built from the state the draft was opened from, where the same rows were tapped to
  /// open it and the same steps taken since (the draft's edits; undo and redo, which change
  /// the state and not the draft, are left to the state set after them).
  private func checkDraft(at index: Int) -> Finding? {
    let live = driver.screens
    guard let record = drafts.first(where: { $0.screen === live[index] }) else { return nil }
    let (replay, replayChecks) = Self.driver(walker, initial: record.state)
    for (depth, position) in record.path.enumerated() {
      replayChecks?.settle()
      guard replay.screens.count == depth + 1,
        let cell = ScreenText.cell(
          in: replay.screens[depth], section: position.section, cell: position.cell),
        cell.tap(), replay.screens.count == depth + 2
      else {
        return Finding(
          kind: .inconsistentScreen,
          details: "The draft \"\(live[index].title)\" opened in the walk, but the same taps "
            + "do not open it in a form freshly built from the state it was opened from, "
            + "which shows\n" + ScreenText.stack(replay).joined(separator: "\n").indented())
      }
    }
    for step in record.steps {
      replayChecks?.settle()
      if case .success(let gesture) = replay.resolve(step) { gesture.run() }
    }
    if !walker.isEqual(replay.state, driver.state) { replay.state = driver.state }
    if replay.input != driver.input { replay.input = driver.input }
    replayChecks?.settle()
    let walked = live[index...].indices.map { ScreenSnapshot(live[$0], strings: english) }
    let replayed = replay.screens.indices.dropFirst(index).map {
      ScreenSnapshot(replay.screens[$0], strings: english)
    }
    guard walked != replayed else { return nil }
    let walkText = ScreenText.stack(driver)[index...].joined(separator: "\n")
    let replayText = ScreenText.stack(replay).dropFirst(index).joined(separator: "\n")
    guard walkText != replayText else { return nil }
    return Finding(
      kind: .inconsistentScreen,
      details: "The draft \"\(live[index].title)\" and the screens above it show\n"
        + walkText.indented() + "\nbut a form where the same draft was opened and edited, "
        + "from the state it was opened from, shows\n" + replayText.indented())
  }

  /// Keeps ``drafts`` in step with the stack after `step`: drafts closed are forgotten,
  /// drafts still open take the step, drafts just opened are recorded.
  private func trackDrafts(after step: Gesture) {
    let screens = driver.screens
    drafts.removeAll { record in !screens.contains { $0 === record.screen } }
    switch step {
    case .undo, .redo: break
    default:
      for index in drafts.indices { drafts[index].steps.append(step) }
    }
    for index in screens.indices.dropFirst() where screens[index].holdsDraft {
      guard !drafts.contains(where: { $0.screen === screens[index] }) else { continue }
      var path: [CellPosition] = []
      for depth in 1...index {
        guard let cell = opener(of: depth, in: screens),
          let position = ScreenText.position(of: cell, in: screens[depth - 1])
        else { break }
        path.append(CellPosition(screen: depth - 1, section: position.section, cell: position.cell))
      }
      guard path.count == index else { continue }
      drafts.append(DraftRecord(screen: screens[index], state: driver.state, path: path))
    }
  }

  /// A draft screen on the stack: the state it was opened from, the rows tapped to open it
  /// (on each screen below it), and the steps taken since.
  private struct DraftRecord {
    weak var screen: Screen?
    var state: State
    var path: [CellPosition]
    var steps: [Gesture] = []
  }

  /// Keeps ``origins`` in step with the stack after a gesture: screens gone lose their
  /// origin, new screens get the tapped row (only the first of several pushed at once).
  private func track(before: [Screen], pushedBy cell: FormCell?) {
    let after = driver.screens
    var common = 0
    while common < min(before.count, after.count), before[common] === after[common] {
      common += 1
    }
    origins.removeLast(origins.count - max(common - 1, 0))
    for index in max(common, 1)..<max(after.count, 1) {
      origins.append(Origin(cell: index == max(common, 1) ? cell : nil))
    }
  }

  private var pathText: String {
    driver.path.map { $0.isEmpty ? "Form" : $0 }.joined(separator: " › ")
  }

  private func listed(_ errors: [ValidationError]) -> String {
    errors.isEmpty ? "no errors" : errors.map(\.description).joined(separator: "\n")
  }

}

/// The row whose tap pushed a screen.
private struct Origin {
  weak var cell: FormCell?
}

extension Gesture {
  fileprivate var isTap: Bool {
    if case .tap = self { return true }
    return false
  }
}

/// One choice among what a screen offers: a step, or a gesture whose argument is still to
/// choose (a walk picks one at random, an exploration takes each).
enum StepChoice {
  /// A step with nothing left to choose.
  case step(Gesture)
  /// Text to enter into the row's control.
  case enter(row: ItemReference, cell: FormCell)
  /// Text to type into the row's control without ending editing.
  case edit(row: ItemReference, cell: FormCell)
  /// One of the row's `options` options, numbered from 1.
  case select(row: ItemReference, options: Int)
  /// A place among `targets` (row numbers of the row's section) to move the row to.
  case move(row: ItemReference, targets: [Int])
}
