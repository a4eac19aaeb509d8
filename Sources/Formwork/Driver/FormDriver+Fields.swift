// The driver's questions about the whole form's fields: what fails, what changed, what was
// touched; and putting values back.

extension FormDriver {
  /// The errors of every field of the whole form that counts, in form order.
  ///
  /// Fields on nested screens count whether or not their screen was ever opened. They are
  /// named by their path. A field counts while no condition hides it and the rows leading to
  /// its screen show. A disabled field does not count, unless it counts while disabled. Text
  /// a row keeps because the state cannot hold it counts as an error.
  ///
  /// ```swift
  /// driver.validationErrors.map(\.description)
  /// // ["Email: Required", "Profile › Name: Required"]
  /// ```
  public var validationErrors: [ValidationError] {
    fields.validationErrors(
      in: storedState, input: runtime.input, formRules: runtime.rememberedWalkRules)
  }

  /// The errors of the form as a whole, in order.
  ///
  /// They come from form rules (``FormRule``) that name no field, and from a server's answer
  /// about the form or about no field of it. They count in ``validationErrors`` without a
  /// field.
  ///
  /// ```swift
  /// driver.formErrors   // ["Your card was declined"]
  /// ```
  public var formErrors: [String] {
    validationErrors.filter(\.field.isEmpty).map(\.message)
  }

  /// Every error of every field that counts, in form order, with all of its messages (a
  /// password's checklist), where ``validationErrors`` names each field's first.
  ///
  /// ```swift
  /// driver.allErrors.map(\.message)   // ["Required", "Must be at least 8 characters", …]
  /// ```
  public var allErrors: [ValidationError] {
    var errors: [ValidationError] = []
    fields.walk(
      storedState, nil,
      FieldWalker(input: runtime.input) { visit in
        guard visit.counts else { return }
        for message in visit.errors {
          errors.append(
            ValidationError(field: visit.field.title, message: message, path: visit.path))
        }
      })
    return errors
  }

  /// Shows every error of the whole form, as a submit does. State does not change.
  ///
  /// From now on, every field that fails shows its error on its row. A field on a screen not
  /// open shows it when the screen opens, and the row leading there says how many to fix.
  ///
  /// ```swift
  /// let errors = driver.validate()   // [Email: Required, Profile › Name: Required]
  /// ```
  ///
  /// - Returns: The errors, in form order (``validationErrors``).
  @discardableResult
  public func validate() -> [ValidationError] {
    if !runtime.input.submitTried { apply(.user) { runtime.input.submitTried = true } }
    return validationErrors
  }

  /// The fields whose value differs from the pristine state, in form order: what a submit or
  /// save would change. Each is named by its path.
  ///
  /// ```swift
  /// let driver = FormDriver(initial: Person(), title: "Person", build: sections([
  ///   section([controlCell(title: "Name", control: textField(keyPath: \Person.name))])
  /// ]))
  /// driver.state.name = "Ada"
  /// driver.dirtyFields.map(\.fieldPath)   // ["Name"]
  /// ```
  public var dirtyFields: [FieldSummary] {
    summaries(comparedWith: pristineState) { $0.isDirty }
  }

  /// The fields that have rules, in form order, each named by its path: the fields
  /// ``validationErrors`` checks, failing or not.
  package var validatedFields: [FieldSummary] {
    summaries { $0.field.hasRules }
  }

  /// The fields the user edited through their rows, in form order.
  package var touchedFields: [FieldSummary] {
    let touched = runtime.input.touched
    return summaries { touched.contains($0.field.id) }
  }

  /// The fields `includes` takes, in form order, named by their path; dirty compared with
  /// `baseline`, if given.
  private func summaries(
    comparedWith baseline: State? = nil, where includes: (FieldVisit) -> Bool
  ) -> [FieldSummary] {
    let touched = runtime.input.touched
    var summaries: [FieldSummary] = []
    withoutActuallyEscaping(includes) { includes in
      fields.walk(
        storedState, baseline,
        FieldWalker(input: runtime.input, needsErrors: false) { visit in
          guard includes(visit) else { return }
          summaries.append(
            FieldSummary(
              title: visit.field.title, path: visit.path,
              isTouched: touched.contains(visit.field.id)))
        })
    }
    return summaries
  }

  /// The texts of the masked fields (passwords) now, so that views of the state (the REPL's
  /// `state`) can mask them.
  package var maskedTexts: Set<String> {
    var texts: Set<String> = []
    fields.walk(
      storedState, nil,
      FieldWalker(input: runtime.input, needsErrors: false) { visit in
        if let text = visit.maskedText, !text.isEmpty { texts.insert(text) }
      })
    return texts
  }

  /// Makes the current state the one dirty fields are compared with (a submit does it too).
  public func markPristine() {
    pristineState = storedState
  }

  /// Whether the value at `keyPath` differs from the pristine state.
  ///
  /// ```swift
  /// let order = FormDriver(initial: Order(), title: "Order", build: orderForm)
  /// order.isDirty(\.profile.name)   // false until the name is edited
  /// ```
  public func isDirty<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Bool {
    storedState[keyPath: keyPath] != pristineState[keyPath: keyPath]
  }

  /// Puts the whole form back to the pristine state (the initial state, or the state at the
  /// last submit or ``markPristine()``), as one change.
  public func reset() {
    let pristine = pristineState
    change { $0 = pristine }
  }

  /// Puts one field back to its value in the pristine state, as one change.
  ///
  /// ```swift
  /// let order = FormDriver(initial: Order(), title: "Order", build: orderForm)
  /// order.reset(\.profile.name)
  /// ```
  public func reset<Value>(_ keyPath: WritableKeyPath<State, Value>) {
    let pristine = pristineState[keyPath: keyPath]
    change { $0[keyPath: keyPath] = pristine }
  }

  /// Whether the state differs from the pristine state: by `==` where the state is `Equatable`,
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
  package init(title: String, path: [String], isTouched: Bool) {
    self.title = title
    self.path = path
    self.isTouched = isTouched
  }

  /// The field named by its path: `Profile › Name`.
  public var fieldPath: String { (path + [title]).joined(separator: " › ") }

  /// ``fieldPath``.
  public var description: String { fieldPath }
}

extension FormDriver {
  /// The form's input less what shows nowhere: the edits of fields without rules (which show
  /// no errors whatever the user did to them). Two moments of a form with the same state and
  /// this key show the same screens after the same gestures: what an exploration tells
  /// configurations apart by.
  package var inputKey: FormInput {
    var input = runtime.input
    guard !input.editing.isEmpty || !input.finished.isEmpty else { return input }
    var ruled: Set<FieldID> = []
    var wholes: [FieldID] = []
    fields.walk(
      storedState, nil,
      FieldWalker(input: input, needsErrors: false) { visit in
        guard visit.field.hasRules else { return }
        ruled.insert(visit.field.id)
        if visit.field.isEditedThroughParts { wholes.append(visit.field.id) }
      })
    // NB: an edit of a part of a whole checked by rules (an address's street) shows.
    let kept = input.kept
    let shows = { (id: FieldID) in
      ruled.contains(id) || kept[id] != nil || wholes.contains { id.hasPrefix($0) }
    }
    input.editing = input.editing.filter(shows)
    input.finished = input.finished.filter(shows)
    return input
  }
}
