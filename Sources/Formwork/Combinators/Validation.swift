extension FieldRules {
  /// `element`, whose writes at `keyPath` these rules check: how a control takes `rules:`
  /// (every built-in one does this). Itself when there are no rules, so a plain row costs
  /// nothing more.
  ///
  /// The element declares a field for `keyPath` with the rules, and every change asked for
  /// through it (its control, a nested editor it pushes) is checked before it reaches state.
  /// A cell shows the field's message; a control inside a ``controlCell(title:control:leftAligned:hint:)``
  /// shows it on that cell, which names the field.
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
    return { context in check(element, keyPath: keyPath, in: context) }
  }

  /// Builds `element` in a context gated by the field these rules declare for `keyPath`.
  private func check<El>(
    _ element: Element<El, State>, keyPath: KeyPath<State, Value>,
    in context: RenderingContext<State>
  ) -> Rendered<El, State> {
    let group = context.fields.group()
    // NB: the gate checks every change asked for through the element (its control, a nested
    // editor it pushes) against the rules before it reaches state. The field is declared
    // after the element is built (its control declares it first), so the gate reads it from
    // a box.
    weak var declared: FormField<State, Value>?
    let inner = context.with(fields: group).gated { change, stored, write in
      declared?.admits(change, stored: stored, write: write) ?? true
    }
    let rendered = element(inner)
    let cell = rendered.element as? FormCell
    let rules = rules.map { $0.localized(context.strings) }
    let field = group.declare(
      title: cell?.title ?? "", keyPath: keyPath, rules: rules, timing: timing)
    declared = field
    // NB: only the change closure: the context holds the fields, which hold the field.
    let change = context.change
    field.resubmit = { change($0) }
    if let title = cell?.title, field.title != title, !title.isEmpty { field.title = title }
    guard !context.isOutlining else { return rendered }
    checkAsynchronously(field, in: context)
    if let cell { field.show(in: cell) }
    let update = rendered.update
    let tracker = context.tracker
    let value = context.footprint(of: keyPath)
    var reads = rendered.reads.union(value)
    for rule in rules { reads = reads.union(rule.footprint(in: context)) }
    return context.rendered(
      rendered.element, strongReferences: rendered.strongReferences + [field], reads: reads
    ) { [reads = rendered.reads] state in
      // NB: refused text belongs to the element it was typed for: when its array is written
      // whole (reordered, replaced), it goes, even where the new element's value is the same.
      if tracker.written.replacesElement(of: value) { _ = field.dropRefused() }
      tracker.run(update, reading: reads, with: state)
      field.update(with: state)
    }
  }

  /// Gives `field` the checks that wait for an answer, run by the driver's scheduler.
  private func checkAsynchronously(
    _ field: FormField<State, Value>, in context: RenderingContext<State>
  ) {
    guard !asyncChecks.isEmpty else { return }
    field.asyncChecks += asyncChecks
    field.asyncDebounce = max(field.asyncDebounce, asyncDebounce)
    field.scheduler = context.scheduler
    field.checkingWord = context.strings.checking
    // NB: the link only: the context holds the fields, which hold the field (a cycle).
    let link = context.link
    field.onAsyncResult = { link.refresh(.unknown) }
  }
}
