/// The fields of a form, or of a part of it, in form order.
///
/// A group holds what its elements declared while they were built: a control declares the
/// value it edits, with its rules. It also holds the parts that lead to more fields: a
/// condition around some of them, a bound part of the state, a screen a row opens, the
/// elements of a list.
///
/// The driver walks the whole form's group to report what fails, what changed and what was
/// touched. A walk reads the state it is given and the form's input, nothing kept from
/// before, so it says the same for a form built afresh.
final class FieldGroup<State> {
  /// How to walk each part, in order.
  private var parts: [(State, State?, FieldWalker) -> Void] = []
  /// The fields declared directly in this group, in order, with what each shows on a row.
  private(set) var declared: [DeclaredField<State>] = []
  /// What the last errors walk over this group met, with what it read: an equal state and
  /// equal readings meet the same fields with the same errors (see ``walk(_:_:_:)``).
  private var remembered: RememberedWalk<State>?
  /// Whether errors walks remember what they met here.
  private let remembers: Bool
  /// `==` for states, when they are `Equatable`.
  private lazy var same = equality(State.self)

  /// A group; with `remembers`, errors walks remember what they met in it.
  ///
  /// Only a group walked with its own part of the state (the form's, a bound part's, a list
  /// element's) remembers. A group walked with the state of the group around it (a
  /// condition's, a nested screen's) would compare that same state again: for many such
  /// groups, the whole state once per group.
  init(remembers: Bool = false) {
    self.remembers = remembers
  }

  /// Adds `field`, declared in this group.
  func add<Value>(_ field: FormField<State, Value>) {
    declared.append(DeclaredField(field: field, message: field.shownMessage(in:)))
    parts.append { state, baseline, walker in field.visit(state, baseline, walker) }
  }

  /// Adds the fields of the part of the state at `keyPath`, declared in `group`.
  func add<Nested>(scoping keyPath: KeyPath<State, Nested>, _ group: FieldGroup<Nested>) {
    parts.append { state, baseline, walker in
      walker.within(keyPath) {
        group.walk(state[keyPath: keyPath], baseline?[keyPath: keyPath], walker)
      }
    }
  }

  /// Adds the fields of `group`, which count only while `hides` does not hold; while
  /// `disables` holds they count as disabled.
  func add(
    _ group: FieldGroup<State>, hiddenWhen hides: ((State) -> Bool)?,
    disabledWhen disables: ((State) -> Bool)? = nil
  ) {
    parts.append { state, baseline, walker in
      if let hides, !walker.includesHidden, hides(state) { return }
      let wasDisabled = walker.isDisabled
      if let disables, disables(state) { walker.isDisabled = true }
      group.walk(state, baseline, walker)
      walker.isDisabled = wasDisabled
    }
  }

  /// Adds a part walked by `walk` (a nested screen, a list).
  func add(_ walk: @escaping (State, State?, FieldWalker) -> Void) {
    parts.append(walk)
  }

  /// A group inside this one whose fields count only while `hides` does not hold.
  func group(hiddenWhen hides: ((State) -> Bool)?) -> FieldGroup<State> {
    let group = FieldGroup()
    add(group, hiddenWhen: hides)
    return group
  }

  /// The fields declared here from position `first` on.
  func declared(from first: Int) -> ArraySlice<DeclaredField<State>> {
    declared[first...]
  }

  /// Visits every field that counts in `state`, in form order; dirty compared with
  /// `baseline`, when given.
  ///
  /// In a group that remembers, a walk for errors that says what its errors read
  /// (``FieldWalker/readings``) meets again what the last one met here when the state is
  /// equal (`==`) and so is what they read: the fields are not visited again. Any difference
  /// walks the parts.
  func walk(_ state: State, _ baseline: State?, _ walker: FieldWalker) {
    guard remembers, baseline == nil, let readings = walker.readings, !parts.isEmpty else {
      for part in parts { part(state, baseline, walker) }
      return
    }
    guard let same else {
      for part in parts { part(state, baseline, walker) }
      return
    }
    if let remembered, remembered.meets(state, readings: readings, walker: walker, same: same),
      let met = remembered.visits()
    {
      for visit in met { walker.visit(visit) }
      return
    }
    walker.startRecording()
    for part in parts { part(state, baseline, walker) }
    remembered = RememberedWalk(
      state: state, readings: readings, isDisabled: walker.isDisabled, path: walker.path,
      openers: walker.openers.map { WeakCell($0) },
      met: walker.stopRecording().map(RememberedVisit.init))
  }
}

/// A row held weakly: what a group remembers holds no row, which holds the group.
private struct WeakCell {
  weak var cell: FormCell?
  /// Whether it held a row at all.
  let held: Bool

  init(_ cell: FormCell?) {
    self.cell = cell
    held = cell != nil
  }

  /// Whether it holds `other`, or held no row and `other` is none.
  func isSame(as other: FormCell?) -> Bool {
    held ? other != nil && cell === other : other == nil
  }

  /// The row, `.some(nil)` for none; `nil` when the row held is gone.
  var row: FormCell?? {
    guard held else { return .some(nil) }
    return cell.map { .some($0) }
  }
}

/// A field met on a walk, its rows held weakly.
private struct RememberedVisit {
  let visit: FieldVisit
  let openers: [WeakCell]

  init(_ visit: FieldVisit) {
    self.visit = FieldVisit(
      field: visit.field, errors: visit.errors, isDirty: visit.isDirty, path: visit.path,
      openers: [], counts: visit.counts, maskedText: visit.maskedText, scope: visit.scope)
    openers = visit.openers.map { WeakCell($0) }
  }

  /// The visit with its rows; `nil` when one of them is gone.
  var restored: FieldVisit? {
    var rows: [FormCell?] = []
    for opener in openers {
      guard let row = opener.row else { return nil }
      rows.append(row)
    }
    return FieldVisit(
      field: visit.field, errors: visit.errors, isDirty: visit.isDirty, path: visit.path,
      openers: rows, counts: visit.counts, maskedText: visit.maskedText, scope: visit.scope)
  }
}

/// What one errors walk over a group met, and what it read.
private struct RememberedWalk<State> {
  var state: State
  var readings: WalkReadings
  var isDisabled: Bool
  var path: [String]
  var openers: [WeakCell]
  /// The fields met, in order, with their errors.
  var met: [RememberedVisit]

  /// The fields met, with their rows; `nil` when a row is gone.
  func visits() -> [FieldVisit]? {
    var visits: [FieldVisit] = []
    visits.reserveCapacity(met.count)
    for remembered in met {
      guard let visit = remembered.restored else { return nil }
      visits.append(visit)
    }
    return visits
  }

  /// Whether a walk of `walker` over `state` meets what this one met.
  func meets(
    _ state: State, readings: WalkReadings, walker: FieldWalker,
    same: (State, State) -> Bool
  ) -> Bool {
    isDisabled == walker.isDisabled && path == walker.path
      && openers.count == walker.openers.count
      && zip(openers, walker.openers).allSatisfy { $0.isSame(as: $1) }
      && self.readings == readings && same(self.state, state)
  }
}

/// What a field's errors read besides the state: the input as errors see it (text kept on
/// rows, checks' answers, loaded options, what a server said, …; ``FormInput/forErrors``)
/// and the messages of form rules.
///
/// The input is compared whole, not field by field, so what a new kind of input changes is
/// never missed.
struct WalkReadings: Equatable {
  var input: FormInput
  var formRules: [FieldID: RuleErrors]

  init(_ input: FormInput, formRules: [FieldID: RuleErrors]) {
    self.input = input
    self.formRules = formRules
  }
}

/// A field declared in a group, with how a row shows its message.
struct DeclaredField<State> {
  let field: any AnyFormField
  /// What the field's row shows for a state: its first error, once errors show, with its
  /// kind.
  let message: (State) -> (text: String, kind: FormCell.MessageKind)?
}

/// One walk over a form's fields.
///
/// It holds the form's input, what to do with each field, and where the walk is: the
/// titles of the screens on the way, and the rows that open them where they are built.
final class FieldWalker {
  /// The form's input when the walk started.
  let input: FormInput
  /// The titles of the nested screens around the fields visited now.
  var path: [String] = []
  /// The rows that open those screens, where built.
  var openers: [FormCell?] = []
  /// Whether a condition around the fields visited now disables them.
  var isDisabled = false
  /// Whether the visits need the fields' errors (a walk for dirty fields does not).
  let needsErrors: Bool
  /// Whether the walk visits the fields conditions hide too (what a saved form keeps).
  let includesHidden: Bool
  /// The key path from the root state to the state walked now (`nil` at the root), kept
  /// while ``tracksScope``.
  private(set) var scope: AnyKeyPath?
  /// Whether the walk keeps ``scope`` (composing key paths costs: only saving needs it).
  let tracksScope: Bool
  /// What to do with each field.
  private let handle: (FieldVisit) -> Void
  /// What the fields' errors read besides the state, when the walk lets groups meet again
  /// what an equal walk met (``FieldGroup/walk(_:_:_:)``); `nil` to visit every field.
  let readings: WalkReadings?
  /// The visits met since each group still being walked started recording, outermost first.
  private var recordings: [[FieldVisit]] = []

  init(
    input: FormInput, needsErrors: Bool = true, includesHidden: Bool = false,
    tracksScope: Bool = false, visit: @escaping (FieldVisit) -> Void
  ) {
    self.input = input
    self.needsErrors = needsErrors
    self.includesHidden = includesHidden
    self.tracksScope = tracksScope
    handle = visit
    readings = nil
    meetsOnlyFailing = false
  }

  /// A walk for the fields' errors that lets groups meet again what an equal walk met:
  /// `formRules` are the form rules' messages of the moment; `nil` visits every field.
  ///
  /// The walk sees the input as errors do (``FormInput/forErrors``), so what it met depends
  /// only on what it compares.
  init(input: FormInput, formRules: [FieldID: RuleErrors]?, visit: @escaping (FieldVisit) -> Void) {
    let seen = formRules == nil ? input : input.forErrors
    self.input = seen
    needsErrors = true
    includesHidden = false
    tracksScope = false
    handle = visit
    readings = formRules.map { WalkReadings(seen, formRules: $0) }
    meetsOnlyFailing = formRules != nil
  }

  /// Whether the walk meets only the fields that count and fail: a walk for errors that
  /// groups may meet again (nothing else reads the other fields, so groups remember only
  /// these).
  // NB: stored, not `readings != nil`, which copies the readings at each field.
  let meetsOnlyFailing: Bool

  /// Meets `visit`: records it for the groups being walked, and handles it.
  func visit(_ visit: FieldVisit) {
    if meetsOnlyFailing, !visit.counts || visit.errors.isEmpty { return }
    for index in recordings.indices { recordings[index].append(visit) }
    handle(visit)
  }

  /// Starts recording the visits met, for a group starting its walk.
  func startRecording() {
    recordings.append([])
  }

  /// The visits met since the last ``startRecording()``, which ends.
  func stopRecording() -> [FieldVisit] {
    recordings.removeLast()
  }

  /// Walks `body` in the part of the state at `keyPath`, seen from the state walked now.
  func within(_ keyPath: @autoclosure () -> AnyKeyPath, _ body: () -> Void) {
    guard tracksScope else { return body() }
    let keyPath = keyPath()
    let outer = scope
    // NB: a key path that does not compose (never for the parts a form binds) loses the
    // scope: the fields inside are then not found from the root, and are left alone.
    scope = outer.map { $0.appending(path: keyPath) } ?? keyPath
    body()
    scope = outer
  }

  /// Walks `body` inside the nested screen `title`, opened by `row`; nothing past
  /// ``maxNestingDepth`` screens (a form that nests itself).
  func entering(_ title: String, openedBy row: FormCell?, _ body: () -> Void) {
    guard path.count < maxNestingDepth else { return }
    path.append(title)
    openers.append(row)
    body()
    path.removeLast()
    openers.removeLast()
  }
}

/// How deep nested screens may lead before walks stop following them.
let maxNestingDepth = 32

/// A field met on a walk.
struct FieldVisit {
  /// The field.
  let field: any AnyFormField
  /// Its errors now, in order.
  let errors: [String]
  /// Whether its value differs from the walk's baseline (`false` without one).
  let isDirty: Bool
  /// The titles of the screens that lead to it.
  let path: [String]
  /// The rows that open those screens, where built.
  let openers: [FormCell?]
  /// Whether it counts: it is enabled, or counts while disabled.
  let counts: Bool
  /// Its text, when its row masks it (a password).
  let maskedText: String?
  /// The key path from the root state to the state the field lives in, on walks that track
  /// it (`nil` at the root).
  let scope: AnyKeyPath?

  /// The field's first error as the form names it: `Profile › Name: Required`.
  var error: ValidationError? {
    errors.first.map { ValidationError(field: field.title, message: $0, path: path) }
  }
}

extension FieldGroup {
  /// The errors of the fields that count in `state`, in form order.
  ///
  /// With `formRules`, the form rules' messages of the moment, groups whose state and
  /// readings are as at the last such walk meet what it met without visiting their fields.
  func validationErrors(
    in state: State, input: FormInput, formRules: [FieldID: RuleErrors]? = nil
  ) -> [ValidationError] {
    failing(in: state, input: input, formRules: formRules, askingWhetherShown: false).errors
  }

  /// The errors of the fields that count in `state`, in form order, and whether one of those
  /// fields shows its errors (``FormField/shows(in:)``): what a count that waits until errors
  /// show needs.
  func failing(
    in state: State, input: FormInput, formRules: [FieldID: RuleErrors]?,
    askingWhetherShown: Bool = true
  ) -> (errors: [ValidationError], showing: Bool) {
    var errors: [ValidationError] = []
    var showing = false
    walk(
      state, nil,
      FieldWalker(input: input, formRules: formRules) { visit in
        guard visit.counts, let error = visit.error else { return }
        errors.append(error)
        if askingWhetherShown, !showing, visit.field.shows(in: input) { showing = true }
      })
    return (errors, showing)
  }

  /// The first field that counts and fails in `state`.
  ///
  /// - Parameters:
  ///   - waitingPasses: Whether a field whose only error is a check still waiting passes.
  ///   - skippingFormErrors: Whether the form's own errors are left out, to find a row to
  ///     focus.
  func firstFailing(
    in state: State, input: FormInput, waitingPasses: Bool = false, checking: String = "",
    skippingFormErrors: Bool = false
  ) -> FieldVisit? {
    var first: FieldVisit?
    walk(
      state, nil,
      FieldWalker(input: input) { visit in
        guard first == nil, visit.counts, !visit.errors.isEmpty else { return }
        if waitingPasses, visit.errors == [checking] { return }
        if skippingFormErrors, visit.field is FormLevelErrors { return }
        first = visit
      })
    return first
  }
}
