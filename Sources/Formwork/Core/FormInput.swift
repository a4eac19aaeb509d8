/// What the user did to a form, besides its state.
///
/// The input holds:
///
/// - text kept on rows because the state cannot hold it (`abc` typed into a number);
/// - the fields being edited, and those whose editing ended;
/// - whether a submit was tried, and what a server answered.
///
/// Everything a form shows is worked out from its state and its input. A form built afresh
/// with the same state and input shows the same screens. The driver keeps the input
/// (`input`); undo, redo and saved forms carry it with the state.
package struct FormInput: Hashable {
  /// Text a row keeps that the state does not hold, with why it was not taken.
  struct Kept: Hashable {
    /// The text typed; `nil` when the control shows the state's value (a refused switch).
    var text: String?
    /// Why the text was not taken.
    var message: String
  }

  /// Kept texts, by field.
  var kept: [FieldID: Kept] = [:]
  /// The fields whose text is being typed: edited, and editing not ended since.
  var editing: Set<FieldID> = []
  /// The fields whose editing ended at least once.
  var finished: Set<FieldID> = []
  /// Whether the user tried to submit (or the app validated the form): every error shows.
  var submitTried = false
  /// The submit rows whose last tap was refused: they list the fields to fix.
  var refusedSubmits: Set<FieldID> = []
  /// The submit row that just submitted: it shows its confirmation until the next change.
  var confirmed: FieldID?
  /// What the checks that wait for an answer said, by field.
  var checks: [FieldID: CheckStatus] = [:]
  /// What a server said about fields after a submit, by field: dropped when the field's value
  /// changes.
  var serverErrors: [FieldID: String] = [:]
  /// What a server said about the form as a whole, by submit row: dropped at the next change
  /// of state or the next submit.
  var formErrors: [FieldID: [String]] = [:]
  /// The submit under way, if any.
  var submission: Submission?
  /// Where the loading of a choice's options stands, by field (see ``OptionsLoader``).
  var loads: [FieldID: OptionsLoad] = [:]

  /// No input: a form as built.
  public init() {}

  /// Whether the user did nothing besides changing state.
  public var isEmpty: Bool { self == FormInput() }

  /// Whether the user did nothing yet besides changing state: the checks and loads a form
  /// starts itself, as it is built, are none of the user's doing.
  var isUntouched: Bool {
    var input = self
    input.checks = [:]
    input.loads = [:]
    return input.isEmpty
  }

  /// Hashes what the user did; a check's status by its answer (its value is the field's, in
  /// the state).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kept)
    hasher.combine(editing)
    hasher.combine(finished)
    hasher.combine(submitTried)
    hasher.combine(refusedSubmits)
    hasher.combine(confirmed)
    hasher.combine(checks.mapValues { $0.answer })
    hasher.combine(serverErrors)
    hasher.combine(formErrors)
    hasher.combine(submission)
    hasher.combine(loads)
  }

  /// For every path that leads to an entry of the input, the entries under it: what
  /// ``FormRuntime/input(under:)`` looks up.
  func entriesByPrefix() -> [FieldID: Set<InputEntry>] {
    var table: [FieldID: Set<InputEntry>] = [:]
    func add(_ id: FieldID, _ entry: InputEntry) {
      for prefix in id.prefixes { table[prefix, default: []].insert(entry) }
    }
    for (id, kept) in kept { add(id, .kept(id, kept)) }
    for id in editing { add(id, .editing(id)) }
    for id in finished { add(id, .finished(id)) }
    for id in refusedSubmits { add(id, .refusedSubmit(id)) }
    if let confirmed { add(confirmed, .confirmed(confirmed)) }
    for (id, check) in checks { add(id, .check(id, serial: check.serial, answer: check.answer)) }
    for (id, message) in serverErrors { add(id, .serverError(id, message)) }
    for (id, messages) in formErrors { add(id, .formErrors(id, messages)) }
    if let submission { add(submission.row, .submission(submission)) }
    for (id, load) in loads { add(id, .load(id, load)) }
    return table
  }

  /// The input as a field's errors see it: what they read (text kept, checks' answers,
  /// what a server said, loaded options, whether a submit was tried), with where editing
  /// stands and the submit rows' own state left out.
  ///
  /// Errors walks see only this, so two walks with equal projections meet equal errors. A
  /// part added to the input later is kept here unless it is cleared below: at worst a walk
  /// is not reused.
  var forErrors: FormInput {
    var input = self
    input.editing = []
    input.finished = []
    input.refusedSubmits = []
    input.confirmed = nil
    input.submission = nil
    return input
  }

  /// The fields edited so far: being edited, or finished.
  var touched: Set<FieldID> { editing.union(finished) }

  /// Notes an edit of the field `id`: being edited, or, when `finished`, done with.
  mutating func markEdited(_ id: FieldID, finished isFinished: Bool) {
    if isFinished {
      editing.remove(id)
      finished.insert(id)
    } else {
      editing.insert(id)
    }
  }
}

/// One entry of the input, with the field it is about: what parts of a form compare to tell
/// whether what the user did under them changed.
enum InputEntry: Hashable {
  case kept(FieldID, FormInput.Kept)
  case editing(FieldID)
  case finished(FieldID)
  case refusedSubmit(FieldID)
  case confirmed(FieldID)
  case check(FieldID, serial: Int, answer: String??)
  case serverError(FieldID, String)
  case formErrors(FieldID, [String])
  case submission(Submission)
  case load(FieldID, OptionsLoad)
  /// The messages form rules show on a field.
  case ruleMessages(FieldID, [String])
}

/// A submit under way: the row that submits, and whether the submit was sent (or still waits
/// for the form's checks to answer).
struct Submission: Hashable {
  /// The submit row.
  var row: FieldID
  /// Whether it was sent; until then it waits for checks.
  var isSent = false
  /// Tells this submit's answer from an earlier one's.
  var serial: Int
}

/// Where the checks that wait for an answer are for one field's value.
struct CheckStatus: Equatable {
  /// Which value the status is about, told apart by a number each new value gets.
  var serial: Int
  /// The value, compared by the field that knows its type.
  var value: Any
  /// `nil` while waiting; the answer once given (`.some(nil)` when the value passed).
  var answer: String??

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.serial == rhs.serial && lhs.answer == rhs.answer
  }
}

/// Where the loading of one choice's options stands: for which key, and what came back.
struct OptionsLoad: Hashable {
  /// Tells this load's answer from an earlier one's.
  var serial: Int
  /// What the options were asked for (the chosen country).
  var key: AnyHashable
  /// What came back; `nil` while loading.
  var outcome: Outcome?

  /// What a load came back with.
  enum Outcome: Hashable {
    /// The options, compared by the choice that knows their type: told apart by the load's
    /// serial, as each load gets its own.
    case loaded(Options)
    /// The error, in words.
    case failed(String)
  }

  /// Loaded options of any type, equal within one load.
  struct Options: Hashable {
    var values: Any
    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
  }
}
