// The driver's queries over the whole form's fields: what fails, what changed, what was
// touched, and putting values back.

extension FormDriver {
  /// The errors of every reachable validated field of the whole form, in form order:
  /// fields on nested screens count whether or not their screen was ever opened, and are
  /// named by their path. A field counts while no condition hides it and the rows leading to
  /// its screen show.
  ///
  /// ```swift
  /// driver.validationErrors.map(\.description)   // ["Email: Required", "Profile › Name: Required"]
  /// ```
  public var validationErrors: [ValidationError] {
    fields.validationErrors(in: storedState)
  }

  /// Validates the whole form: every reachable validated field shows its error on its cell
  /// from now on, as if the user had edited it (a field on a screen not open shows it when
  /// the screen opens, and the row leading there says how many to fix). State does not
  /// change.
  ///
  /// ```swift
  /// let errors = driver.validate()   // [Email: Required, Profile › Name: Required]
  /// ```
  ///
  /// - Returns: The errors, in form order (``validationErrors``).
  @discardableResult
  public func validate() -> [ValidationError] {
    fields.showErrors(in: storedState)
  }

  /// The reachable fields whose value differs from ``pristineState``, in form order: what a
  /// submit or save would change. Each is named by its path.
  ///
  /// ```swift
  /// let driver = FormDriver(initial: Person(), title: "Person", build: sections([
  ///   section([controlCell(title: "Name", control: textField(keyPath: \Person.name))])
  /// ]))
  /// driver.state.name = "Ada"
  /// driver.dirtyFields.map(\.fieldPath)   // ["Name"]
  /// ```
  public var dirtyFields: [FieldSummary] {
    summaries(comparedWith: pristineState) { _, status in status.isDirty }
  }

  /// The reachable fields that have rules, in form order, each named by its path: the
  /// fields ``validationErrors`` checks, failing or not. Coverage reports tell the rules
  /// that never failed or never passed by it.
  ///
  /// ```swift
  /// let signup = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
  /// signup.validatedFields.map(\.fieldPath)   // ["Username", "Email", "Password", …]
  /// ```
  public var validatedFields: [FieldSummary] {
    summaries { field, _ in field.hasRules }
  }

  /// The reachable fields the user edited through their rows, in form order.
  public var touchedFields: [FieldSummary] {
    summaries { field, _ in field.isTouched }
  }

  /// The reachable fields `includes` takes, in form order, named by their path; dirty
  /// compared with `baseline`, if given.
  private func summaries(
    comparedWith baseline: State? = nil, where includes: (AnyFormField, FieldStatus) -> Bool
  ) -> [FieldSummary] {
    var summaries: [FieldSummary] = []
    withoutActuallyEscaping(includes) { includes in
      fields.visit(
        storedState, baseline,
        FieldWalk { field, status in
          guard includes(field, status) else { return }
          summaries.append(
            FieldSummary(title: field.title, path: status.path, isTouched: field.isTouched))
        })
    }
    return summaries
  }

  /// The texts of the reachable masked fields (passwords) now, so that views of the state
  /// (the REPL's `state`) can mask them.
  public var maskedTexts: Set<String> {
    var texts: Set<String> = []
    fields.visit(
      storedState, nil,
      FieldWalk { _, status in
        if let text = status.maskedText, !text.isEmpty { texts.insert(text) }
      })
    return texts
  }

  /// Makes the current state the one dirty fields are compared with (a submit does it too).
  public func markPristine() {
    pristineState = storedState
  }

  /// Whether the value at `keyPath` differs from ``pristineState``.
  ///
  /// ```swift
  /// let order = FormDriver(initial: Order(), title: "Order", build: orderForm)
  /// order.isDirty(\.profile.name)   // false until the name is edited
  /// ```
  public func isDirty<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Bool {
    storedState[keyPath: keyPath] != pristineState[keyPath: keyPath]
  }

  /// Puts the whole form back to ``pristineState`` (the initial state, or the state at the
  /// last submit or ``markPristine()``), as one change.
  public func reset() {
    let pristine = pristineState
    apply { $0 = pristine }
  }

  /// Puts one field back to its value in ``pristineState``, as one change.
  ///
  /// ```swift
  /// let order = FormDriver(initial: Order(), title: "Order", build: orderForm)
  /// order.reset(\.profile.name)
  /// ```
  public func reset<Value>(_ keyPath: WritableKeyPath<State, Value>) {
    let pristine = pristineState[keyPath: keyPath]
    apply { $0[keyPath: keyPath] = pristine }
  }
}

extension FormDriver {
  /// Whether the state differs from ``pristineState``: by `==` where the state is `Equatable`,
  /// otherwise by what `dump` prints of each.
  public var isDirty: Bool {
    if let equal = areEqual(storedState, pristineState) { return !equal }
    var now = ""
    var pristine = ""
    dump(storedState, to: &now)
    dump(pristineState, to: &pristine)
    return now != pristine
  }
}

/// A field named for people: its title and the screens that lead to it.
public struct FieldSummary: Equatable, Sendable, CustomStringConvertible {
  /// The field's title.
  public let title: String
  /// The titles of the nested screens that lead to the field, outermost first.
  public let path: [String]
  /// Whether the user edited the field through its row.
  public let isTouched: Bool

  /// Creates a summary.
  public init(title: String, path: [String], isTouched: Bool) {
    self.title = title
    self.path = path
    self.isTouched = isTouched
  }

  /// The field named by its path: `Profile › Name`.
  public var fieldPath: String { (path + [title]).joined(separator: " › ") }

  /// ``fieldPath``.
  public var description: String { fieldPath }
}
