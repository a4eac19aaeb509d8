/// The rules a control's value must pass.
///
/// Every control that writes a value takes them as `rules:`, next to its key path, so the
/// key path is written once. A list of rules is written as an array. An initializer adds
/// the rest: a timing of its own, checks that wait for an answer (``AsyncValidationRule``),
/// or counting while disabled.
///
/// ```swift
/// let isFree = AsyncValidationRule<SignUp, String> { name in
///   await directory.isFree(name) ? nil : "\(name) is taken"
/// }
/// controlCell(title: "Email", control: textField(keyPath: \SignUp.email,
///                                                rules: [.required(), .email()]))
/// controlCell(
///   title: "Website",
///   control: textField(keyPath: \SignUp.website, rules: FieldRules([.url()], timing: .onChange)))
/// controlCell(
///   title: "Username",
///   control: textField(
///     keyPath: \SignUp.username, rules: FieldRules([.required()], async: [isFree])))
/// ```
///
/// Rules judge the state: what the user enters reaches state, the rules' errors show on the
/// row (see ``ValidationTiming``), and a submit is refused while any counts. A field counts
/// on a nested screen never opened, and stops counting while a condition hides it or
/// disables it (unless `countsWhenDisabled`). A rule made a gate
/// (``ValidationRule/gating()``) refuses what it fails instead.
///
/// A control of your own takes rules the same way: give it a `rules:` parameter and wrap
/// its element with ``applied(to:keyPath:)``.
public struct FieldRules<State, Value: Equatable>: ExpressibleByArrayLiteral {
  /// The rules checked at once, in order.
  package var rules: [ValidationRule<State, Value>]
  /// When the row shows the field's errors; the form's timing when `nil`.
  package var timing: ValidationTiming?
  /// Whether the field counts while a condition disables it.
  package var countsWhenDisabled: Bool
  /// The checks that wait for an answer, for a value: run in order after the rules pass.
  var asyncChecks: [(Value) -> @Sendable () async -> String?] = []
  /// How long the value must stay unchanged before the checks run: the longest debounce.
  var asyncDebounce = Duration.zero

  /// Rules checked in order.
  ///
  /// ```swift
  /// let rules: FieldRules<SignUp, String> = [.required(), .email()]
  /// ```
  public init(arrayLiteral rules: ValidationRule<State, Value>...) {
    self.init(rules)
  }

  /// Rules checked in order, shown per `timing`.
  ///
  /// - Parameters:
  ///   - rules: The rules, checked in order.
  ///   - timing: When the row shows the field's errors; the form's timing if `nil`.
  ///   - countsWhenDisabled: Whether the field counts while a condition disables it.
  public init(
    _ rules: [ValidationRule<State, Value>] = [], timing: ValidationTiming? = nil,
    countsWhenDisabled: Bool = false
  ) {
    self.rules = rules
    self.timing = timing
    self.countsWhenDisabled = countsWhenDisabled
  }

  /// Whether there is nothing to check.
  package var isEmpty: Bool { rules.isEmpty && asyncChecks.isEmpty && !countsWhenDisabled }

  /// These rules with `rule` first: a control's own range.
  func prepending(_ rule: ValidationRule<State, Value>?) -> Self {
    guard let rule else { return self }
    var copy = self
    copy.rules.insert(rule, at: 0)
    return copy
  }
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
  ///   - timing: When the row shows the field's errors; the form's timing if `nil`.
  public init(
    _ rules: [ValidationRule<State, Value>] = [],
    async asyncRules: [AsyncValidationRule<State, Value>], timing: ValidationTiming? = nil
  ) {
    self.init(rules, timing: timing)
    asyncChecks = asyncRules.map { rule in
      let check = rule.check
      return { value in { await check(value) } }
    }
    asyncDebounce = asyncRules.map(\.debounce).max() ?? .zero
  }
}

extension FieldRules {
  /// `element`, whose value at `keyPath` these rules check: how a control of your own takes
  /// `rules:`. The element declares a field for `keyPath` with the rules; a
  /// ``controlCell(title:control:leftAligned:hint:)`` around it names the field after its
  /// title and shows the field's message. Gates (``ValidationRule/gating()``) refuse the
  /// changes the element asks for that they fail. Itself when there are no rules.
  ///
  /// ```swift
  /// func stars<State>(
  ///   keyPath: WritableKeyPath<State, Int>, rules: FieldRules<State, Int> = []
  /// ) -> Element<Stepper, State> {
  ///   rules.applied(to: stepper(keyPath: keyPath, range: 0...5), keyPath: keyPath)
  /// }
  /// let row = controlCell(title: "Stars", control: stars(keyPath: \Newsletter.rating,
  ///                                                      rules: [.range(1...5)]))
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element that writes the value.
  ///   - keyPath: The value it writes, which the rules check.
  public func applied<El>(
    to element: @escaping Element<El, State>, keyPath: KeyPath<State, Value>
  ) -> Element<El, State> {
    guard !isEmpty else { return element }
    return { context in
      let field = context.field(title: "", keyPath: keyPath, rules: self)
      let rendered = element(context.gated(by: field))
      if let cell = rendered.element as? FormCell { field.title = cell.title }
      let update = rendered.update
      return context.rendered(rendered.element, rendered.strongReferences + [field]) { state in
        update(state)
        if let cell = rendered.element as? FormCell {
          cell.show(message: field.shownMessage(in: state))
        }
        if !context.isOutline { field.checkAsynchronously(state) }
      }
    }
  }
}

extension RenderingContext {
  /// This context, whose changes `field`'s gates (``ValidationRule/gating()``) must let
  /// through; itself when the field has none. A refused change does not reach state, and
  /// the write that asked for it says why.
  func gated<Value>(by field: FormField<State, Value>) -> RenderingContext<State> {
    guard field.rules.contains(where: { $0.isGate }) else { return self }
    let runtime = runtime
    let change = change
    return with { body in
      change { state in
        var candidate = state
        body(&candidate)
        let value = candidate[keyPath: field.keyPath]
        if value != state[keyPath: field.keyPath],
          let message = field.gateMessage(for: value, in: candidate)
        {
          runtime.refusal = message
          return
        }
        state = candidate
      }
    }
  }
}
