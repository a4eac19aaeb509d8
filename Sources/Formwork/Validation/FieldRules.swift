/// The rules a control's value must pass, given where the control names its key path, so
/// the key path is written once: every control that writes a value takes them as `rules:`.
///
/// A list of rules is written as an array; checks that wait for an answer
/// (``AsyncValidationRule``) and a timing other than ``ValidationTiming/onChange`` go
/// through an initializer.
///
/// ```swift
/// let isFree = AsyncValidationRule<SignUp, String> { name in
///   await directory.isFree(name) ? nil : "\(name) is taken"
/// }
/// controlCell(title: "Email", control: textField(keyPath: \SignUp.email,
///                                                rules: [.required(), .email()]))
/// controlCell(title: "Website", control: textField(keyPath: \SignUp.website,
///                                                  rules: FieldRules([.url()], timing: .onEndEditing)))
/// controlCell(title: "Username", control: textField(keyPath: \SignUp.username,
///                                                   rules: FieldRules([.required()], async: [isFree])))
/// pickerCell(title: "Size", keyPath: \Order.size, optionTitle: \.rawValue,
///            rules: [.custom("Not in stock") { $0 != .large }])
/// ```
///
/// Every change asked for through the control (typed text, a step, a slider's move, a pick,
/// the editor a ``nestedTextField(title:keyPath:rules:)`` pushes) is checked before it
/// reaches state. A value that fails is refused: state keeps the last valid value, the row
/// says why, and the gesture returns `false` where it reports one (`enter`, `increment`,
/// `toggle`, `select`).
/// Typed text stays visible in its field; once it passes (say, after the password it must
/// equal changed), it is written to state. The field belongs to the whole form (see
/// ``FieldGroup``): it counts in ``FormDriver/validationErrors`` and in submit gating on a
/// nested screen that was never opened, and stops counting while a condition hides it.
///
/// A control of your own takes rules the same way: give it a `rules:` parameter and wrap
/// its element with ``applied(to:keyPath:)``.
public struct FieldRules<State, Value: Equatable>: ExpressibleByArrayLiteral {
  /// The rules checked at once, in order.
  public var rules: [ValidationRule<State, Value>]
  /// When the row's message is brought up to date.
  public var timing: ValidationTiming
  /// The checks that wait for an answer, for a value: run in order after the rules pass.
  var asyncChecks: [(Value) -> @Sendable () async -> String?] = []
  /// How long the value must stay unchanged before the checks run: the longest debounce.
  var asyncDebounce = Duration.zero

  /// Rules checked in order, the row's message following every change.
  ///
  /// ```swift
  /// let rules: FieldRules<SignUp, String> = [.required(), .email()]
  /// ```
  public init(arrayLiteral rules: ValidationRule<State, Value>...) {
    self.init(rules)
  }

  /// Rules checked in order, the row's message brought up to date per `timing`.
  ///
  /// - Parameters:
  ///   - rules: The rules, checked in order.
  ///   - timing: When the row's message is brought up to date.
  public init(_ rules: [ValidationRule<State, Value>] = [], timing: ValidationTiming = .onChange) {
    self.rules = rules
    self.timing = timing
  }

  /// Whether there is nothing to check: a control given no rules declares a plain field.
  public var isEmpty: Bool { rules.isEmpty && asyncChecks.isEmpty }
}

extension FieldRules where Value: Sendable {
  /// Rules and checks that wait for an answer (a username that must not be taken). The row
  /// says `checking…` while a check runs; submit refuses until it has answered.
  ///
  /// ```swift
  /// let isFree = AsyncValidationRule<SignUp, String> { name in
  ///   await directory.isFree(name) ? nil : "\(name) is taken"
  /// }
  /// textField(keyPath: \SignUp.username, rules: FieldRules([.required()], async: [isFree]))
  /// ```
  ///
  /// - Parameters:
  ///   - rules: The rules checked at once, in order; the checks that wait run only once these
  ///     pass.
  ///   - asyncRules: The checks that wait for an answer, run in order after the debounce.
  ///   - timing: When the row's message is brought up to date.
  public init(
    _ rules: [ValidationRule<State, Value>] = [],
    async asyncRules: [AsyncValidationRule<State, Value>],
    timing: ValidationTiming = .onChange
  ) {
    self.init(rules, timing: timing)
    asyncChecks = asyncRules.map { rule in
      let check = rule.check
      return { value in { await check(value) } }
    }
    asyncDebounce = asyncRules.map(\.debounce).max() ?? .zero
  }
}
