/// A rule over the whole form, for checks that involve several fields: "the end comes after
/// the start", "give an email or a phone".
///
/// While it does not hold, its message shows on the rows of the fields it names. A rule
/// that names no field shows above the form's first section. It counts like a field's
/// rule: in ``FormDriver/validationErrors``, in the submit row's count, and against submit.
///
/// Give form rules to `sections(_:submit:confirmation:rules:onSubmit:)` or
/// `steps(_:next:submit:confirmation:rules:onSubmit:)`:
///
/// ```swift
/// struct Trip { var start = 1; var end = 0; var email = ""; var phone = "" }
/// let tripRules: [FormRule<Trip>] = [
///   FormRule("Must come after the start", on: [\.end]) { $0.end > $0.start },
///   FormRule("Give an email or a phone") { !$0.email.isEmpty || !$0.phone.isEmpty },
/// ]
/// ```
///
/// A rule that names fields counts while one of them counts; a hidden field does not. When
/// none of the key paths it names is a field of the form, it shows on the form.
public struct FormRule<State> {
  /// What the rule says while it does not hold.
  public let message: String
  /// The fields the message is about, as key paths from the form's state; empty for the form
  /// as a whole.
  public let fields: [PartialKeyPath<State>]
  /// Whether the rule holds for a state.
  public let holds: (State) -> Bool

  /// Creates a rule.
  ///
  /// - Parameters:
  ///   - message: What the rule says while it does not hold.
  ///   - fields: The fields the message shows on; the form as a whole when empty.
  ///   - holds: Whether the rule holds for a state.
  public init(
    _ message: String, on fields: [PartialKeyPath<State>] = [],
    holds: @escaping (State) -> Bool
  ) {
    self.message = message
    self.fields = fields
    self.holds = holds
  }
}

/// The messages of the form rules that do not hold, where they show: on fields, or on the
/// form.
struct RuleErrors: Equatable {
  /// Messages on fields, in the order of the rules.
  var fields: [FieldID: [String]] = [:]
  /// Messages on the form, in the order of the rules.
  var form: [String] = []

  var isEmpty: Bool { fields.isEmpty && form.isEmpty }
}
