/// What every element of one running form shares: the driver's words, scheduler and update
/// strategy, the form's input, the count of update closures run, and the way back to the
/// driver. A driver makes one; a context made by hand makes its own.
///
/// Elements hold it; it holds the driver weakly, so an element that keeps its context keeps
/// no driver alive.
final class FormRuntime {
  /// The words and value formats of every element, behind one reference.
  let words: FormWords
  /// Runs the checks that wait for an answer.
  let scheduler: any ValidationScheduler
  /// How updates run: `.naive` skips nothing.
  var strategy: UpdateStrategy
  /// When a field's errors show, unless the field says otherwise.
  var timing: ValidationTiming
  /// Update closures run so far.
  var updatesRun = 0
  /// The driver, when there is one.
  weak var host: (any FormHost)?
  /// The checks under way, by field: cancelled when a newer value supersedes them.
  var checkWork: [FieldID: ScheduledWork] = [:]
  /// Why a field's gate refused the change under way (see ``ValidationRule/gating()``).
  var refusal: String?
  /// The loads of options under way, by field: cancelled when a newer key supersedes them.
  var loadWork: [FieldID: ScheduledWork] = [:]
  /// The submit under way, by its row: cancelled by ``FormDriver/cancelSubmit()``.
  var submitWork: [FieldID: ScheduledWork] = [:]
  /// The messages of the form rules that do not hold, by the submit row whose form has them:
  /// worked out from the state on every update, before the fields read them.
  var formRuleErrors: [FieldID: RuleErrors] = [:] {
    didSet { if formRuleErrors != oldValue { inputVersion &+= 1 } }
  }
  /// Numbers the values checks are asked about.
  private(set) var nextSerial = 0

  /// What the user did besides state. Setting it to something else counts a new version.
  var input = FormInput() {
    didSet { if input != oldValue { inputVersion &+= 1 } }
  }
  /// Counts the changes of ``input``: an `Equatable` part of a form skips its update only
  /// when neither its value nor the input changed.
  private(set) var inputVersion = 0

  init(
    strings: FormStrings = FormStrings(), scheduler: (any ValidationScheduler)? = nil,
    strategy: UpdateStrategy = .incremental, timing: ValidationTiming = .onTouched
  ) {
    words = FormWords(strings)
    self.scheduler = scheduler ?? ManualScheduler()
    self.strategy = strategy
    self.timing = timing
  }

  /// Whether an update may skip a part whose value and input are unchanged.
  var skipsUnchanged: Bool { strategy == .incremental }

  /// The form rules' messages, for an errors walk whose groups may meet again what an
  /// equal walk met; `nil` when updates skip nothing (`.naive`), to visit every field.
  var rememberedWalkRules: [FieldID: RuleErrors]? {
    skipsUnchanged ? formRuleErrors : nil
  }

  /// The words and value formats.
  var strings: FormStrings { words.strings }

  /// Changes the input: as part of the change under way, or as a change of its own that
  /// brings every screen up to date.
  func changeInput(_ body: (inout FormInput) -> Void) {
    if let host {
      host.changeInput(body)
    } else {
      body(&input)
    }
  }

  /// Runs `body`, whose changes of state and input are one change: one round of updates,
  /// one undo step. `field` is the field the change writes, if it writes one: typing into one
  /// field is one undo step.
  func batch(writing field: FieldID? = nil, _ body: () -> Void) {
    if let host {
      host.batch(writing: field, body)
    } else {
      body()
    }
  }

  /// What the user did under `path`, and whether a submit was tried.
  ///
  /// What the user did is kept texts, fields edited or finished, checks, submit rows'
  /// states, and the messages form rules show on fields. A part of the form whose value is
  /// unchanged skips its update only while this is equal too.
  func input(under path: FieldID) -> InputUnder {
    if entries?.version != inputVersion {
      entries = (inputVersion, input.entriesByPrefix(), ruleEntriesByPrefix())
    }
    return InputUnder(
      entries: entries?.table[path] ?? [], submitTried: input.submitTried,
      rules: entries?.rules[path] ?? [])
  }

  /// The input's entries under every path that leads to something in it, and the form
  /// rules' messages on fields, worked out again when either changes.
  private var entries:
    (version: Int, table: [FieldID: Set<InputEntry>], rules: [FieldID: Set<InputEntry>])?

  /// For every path that leads to a field a form rule's message shows on, the messages under
  /// it.
  private func ruleEntriesByPrefix() -> [FieldID: Set<InputEntry>] {
    var table: [FieldID: Set<InputEntry>] = [:]
    for errors in formRuleErrors.values {
      for (id, messages) in errors.fields {
        for prefix in id.prefixes { table[prefix, default: []].insert(.ruleMessages(id, messages)) }
      }
    }
    return table
  }

  /// The messages form rules show on the field `id`.
  func formRuleMessages(on id: FieldID) -> [String] {
    guard !formRuleErrors.isEmpty else { return [] }
    return formRuleErrors.values.flatMap { $0.fields[id] ?? [] }
  }

  /// A new number for a value a check is asked about.
  func serial() -> Int {
    nextSerial &+= 1
    return nextSerial
  }
}

/// What the user did under one part of a form (see ``FormRuntime/input(under:)``).
struct InputUnder: Equatable {
  /// The input's entries about fields under the part.
  var entries: Set<InputEntry> = []
  /// Whether a submit was tried: every error shows.
  var submitTried = false
  /// The messages form rules show on fields under the part.
  var rules: Set<InputEntry> = []
}

/// What the user did under one part of a form, besides changing state.
/// ``FormDriver`` is the one host.
protocol FormHost: AnyObject {
  /// Changes the input, as part of the change under way or as one of its own.
  func changeInput(_ body: (inout FormInput) -> Void)
  /// Runs `body` as one change.
  func batch(writing field: FieldID?, _ body: () -> Void)
  /// Whether the driver is opening saved screens again: a step's `Next` goes on past checks
  /// still waiting, which start again with the restored state.
  var isRestoring: Bool { get }
  /// A submit row was built.
  func declareSubmit()
  /// A submit row submitted its form.
  func didSubmit()
  /// A submit row refused: the driver opens the screens to the first field to fix and
  /// focuses it.
  func focusFirst(_ failing: FieldVisit)
}
