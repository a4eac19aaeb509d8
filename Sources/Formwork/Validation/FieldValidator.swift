/// A validated field as the form-wide checks see it: its cell, its current errors, and a
/// way to show them.
protocol FieldValidating: AnyObject {
  /// The cell that shows the field; `nil` once freed.
  var cell: FormCell? { get }
  /// The messages of the rules the field's value fails now (typed text that was not
  /// committed counts), whether or not the cell shows them yet.
  var errors: [String] { get }
  /// Makes the cell show its first error from now on, as after the user edited it.
  func showErrors()
}

/// The validated fields kept alive by `references`: a form's strong references, or a
/// screen's, searched through nested arrays and ``ReferenceProvider``s.
func validatorsIn(_ references: [Any]) -> [any FieldValidating] {
  referencedObjects(of: (any FieldValidating).self, in: references)
}

/// The errors of the visible validated fields in `references`, in the order their cells
/// appear in `sections`. Fields on hidden rows or in hidden sections are not checked.
func validationErrors(in sections: [Section], references: [Any]) -> [ValidationError] {
  orderedFields(in: sections, references: references).compactMap { validator, cell in
    validator.errors.first.map { ValidationError(field: cell.title, message: $0) }
  }
}

/// The visible validated fields in `references` with their cells, in screen order.
func orderedFields(
  in sections: [Section], references: [Any]
) -> [(any FieldValidating, FormCell)] {
  let validators = validatorsIn(references)
  guard !validators.isEmpty else { return [] }
  var position: [ObjectIdentifier: Int] = [:]
  var index = 0
  for section in sections {
    for cell in section.visibleCells {
      position[ObjectIdentifier(cell)] = index
      index += 1
    }
  }
  let placed = validators.compactMap { validator -> (Int, any FieldValidating, FormCell)? in
    guard let cell = validator.cell, let index = position[ObjectIdentifier(cell)] else {
      return nil
    }
    return (index, validator, cell)
  }
  return placed.sorted { $0.0 < $1.0 }.map { ($0.1, $0.2) }
}

/// Checks one field's value against its rules, keeps text the user typed that failed them
/// (state keeps the last valid value), and shows the first error on the field's cell.
final class FieldValidator<State, Value: Equatable>: FieldValidating {
  weak var cell: FormCell?
  let rules: [ValidationRule<State, Value>]
  let timing: ValidationTiming
  /// A value the user entered that failed the rules, so state does not have it.
  var pending: Value?
  /// Whether the cell shows errors: after the user changed the field, or after `validate`.
  var isShowing = false
  /// Whether the message should be brought up to date at the next update even when the
  /// timing is ``ValidationTiming/onEndEditing``.
  var needsMessage = false
  private(set) var errors: [String] = []
  private var stateValue: Value?
  private var lastInputs: (value: Value, reads: [AnyHashable])?
  private var shownMessage: String?
  private(set) var latestState: State?

  init(rules: [ValidationRule<State, Value>], timing: ValidationTiming) {
    self.rules = rules
    self.timing = timing
  }

  /// Brings the field up to date with `state`: an outside change of the value drops typed
  /// text that was kept, and the rules re-run only if the value or what they read changed.
  ///
  /// - Returns: The kept value, if it now passes and should be committed.
  func update(value: Value, state: State, skipsUnchanged: Bool) -> Value? {
    latestState = state
    if let stateValue, stateValue != value {
      pending = nil
      isShowing = true
    }
    stateValue = value
    let checked = pending ?? value
    let reads = rules.compactMap { $0.reads?(state) }
    if !skipsUnchanged || lastInputs?.value != checked || lastInputs?.reads != reads {
      lastInputs = (checked, reads)
      errors = check(checked, in: state)
    }
    // NB: kept text that now passes is written to state whatever the timing: the user
    // already ended editing it. Its message is brought up to date with it.
    var commit: Value?
    if let pending, errors.isEmpty {
      commit = pending
      self.pending = nil
      needsMessage = true
    }
    if timing == .onChange || needsMessage {
      needsMessage = false
      refreshMessage()
    }
    return commit
  }

  /// The messages of the rules `value` fails in `state`.
  func check(_ value: Value, in state: State) -> [String] {
    rules.compactMap { $0.check(value, state) }
  }

  /// Takes a value the user entered: keeps it as pending and shows why if it fails.
  ///
  /// - Returns: Whether the value passed (and should be written to state).
  func enter(_ value: Value) -> Bool {
    isShowing = true
    guard let state = latestState else { return true }
    let failures = check(value, in: state)
    errors = failures
    lastInputs = (value, rules.compactMap { $0.reads?(state) })
    pending = failures.isEmpty ? nil : value
    refreshMessage()
    return failures.isEmpty
  }

  func showErrors() {
    isShowing = true
    refreshMessage()
  }

  private func refreshMessage() {
    let message = isShowing ? errors.first : nil
    guard message != shownMessage else { return }
    shownMessage = message
    cell?.message = message
  }
}
