/// Everything an element needs while it is built: the state at that moment and the ways
/// it may act on the form.
///
/// A form never mutates state directly. It asks the driver through ``change``, or
/// ``write(_:to:)`` for one value at a key path. The driver applies the change, then brings
/// every element up to date with the new state.
///
/// ```swift
/// let cell: Element<FormCell, Hotspot> = { context in
///   let cell = FormCell(title: "Reset")
///   cell.shouldHighlight = true
///   cell.didSelect = { context.change { $0 = Hotspot() } }
///   return Rendered(element: cell, strongReferences: [], update: { _ in })
/// }
/// ```
///
/// Besides the four members of the contract (``state``, ``change``, ``push``, ``pop``), a
/// custom element uses a few conveniences: ``strings``, ``write(_:to:)``, ``scoped(to:)``,
/// ``field(title:keyPath:rules:)`` and ``NestedScreen``. With those it gets what a built-in
/// element gets: its fields count, submit rows wait for them, undo takes its changes back.
public struct RenderingContext<State> {
  /// The state when the element was built. Later states reach the element through its
  /// update closure.
  public let state: State
  /// Requests a change of state; the only way an element changes state.
  public let change: ((inout State) -> Void) -> Void
  /// Shows a nested screen on top of the current one.
  public let push: (Screen) -> Void
  /// Goes back one screen. Does nothing on the root screen.
  public let pop: () -> Void
  /// What every element of the form shares (words, scheduler, input, the driver).
  let runtime: FormRuntime
  /// Where this context's state lives, seen from the root state.
  let path: FieldID
  /// Where the elements built in this context declare their fields.
  let fields: FieldGroup<State>
  /// Whether the element is built only so its fields are known (a screen never opened):
  /// it is never shown, and starts no checks that wait.
  let isOutline: Bool

  /// Creates a context for building an element by hand, outside a driver: its changes go to
  /// `change`, and it counts its own fields.
  ///
  /// - Parameters:
  ///   - state: The state the element is built from.
  ///   - change: Applies a change to the state.
  ///   - push: Shows a nested screen.
  ///   - pop: Goes back one screen.
  public init(
    state: State, change: @escaping ((inout State) -> Void) -> Void,
    push: @escaping (Screen) -> Void, pop: @escaping () -> Void
  ) {
    self.init(
      state: state, change: change, push: push, pop: pop, runtime: FormRuntime(), path: .root,
      fields: FieldGroup(), isOutline: false)
  }

  init(
    state: State, change: @escaping ((inout State) -> Void) -> Void,
    push: @escaping (Screen) -> Void, pop: @escaping () -> Void, runtime: FormRuntime,
    path: FieldID, fields: FieldGroup<State>, isOutline: Bool
  ) {
    self.state = state
    self.change = change
    self.push = push
    self.pop = pop
    self.runtime = runtime
    self.path = path
    self.fields = fields
    self.isOutline = isOutline
  }

  /// The words and value formats of the driver that builds the element.
  ///
  /// A custom element that writes text of its own takes it from here. A context made by
  /// hand uses English.
  ///
  /// ```swift
  /// let count: Element<FormCell, Order> = { context in
  ///   let cell = FormCell(title: context.strings.fieldsToFix(2))
  ///   return Rendered(element: cell, strongReferences: []) { _ in }
  /// }
  /// ```
  public var strings: FormStrings { runtime.strings }

  /// Writes `value` at `keyPath` as one change: what a control does when the user edits it.
  /// The field at `keyPath` counts as edited (its errors show, per its timing).
  ///
  /// ```swift
  /// let guests: Element<FormCell, Order> = { context in
  ///   let cell = FormCell(title: "Guests")
  ///   cell.didSelect = { context.write(context.state.guests + 1, to: \.guests) }
  ///   return Rendered(element: cell, strongReferences: []) { _ in }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - keyPath: Where it goes.
  /// - Returns: Whether the value was written: `false` when a rule declared a gate refused it
  ///   (see ``ValidationRule/gating()``).
  @discardableResult
  public func write<Value>(_ value: Value, to keyPath: WritableKeyPath<State, Value>) -> Bool {
    link.commit(value, to: keyPath, finished: true)
  }

  /// How this context acts on the form, without the state it was built from: what a row's
  /// closures keep (a copy of a big state per row would cost what the state holds).
  var link: FormLink<State> { FormLink(change: change, runtime: runtime, path: path) }

  /// A context for the part of this state at `keyPath`: changes write through the key path,
  /// and the fields declared under it join this form's. This is what `bind(form:to:)` uses.
  ///
  /// ```swift
  /// let hotspotRows: Element<Section, Settings> = { context in
  ///   let nested: RenderingContext<Hotspot> = context.scoped(to: \Settings.hotspot)
  ///   let rows = section([controlCell(title: "On", control: toggle(keyPath: \Hotspot.isEnabled))])
  ///   let rendered = rows(nested)
  ///   return Rendered(element: rendered.element, strongReferences: [rendered.strongReferences]) {
  ///     state in rendered.update(state.hotspot)
  ///   }
  /// }
  /// ```
  public func scoped<Nested>(
    to keyPath: WritableKeyPath<State, Nested>
  ) -> RenderingContext<Nested> {
    let group = FieldGroup<Nested>(remembers: true)
    fields.add(scoping: keyPath, group)
    return scoped(to: keyPath, path: path.appending(keyPath), fields: group)
  }

  /// A context for the part of this state at `keyPath`, named `path`, declaring its fields in
  /// `fields` (an array element's, which its list walks).
  func scoped<Nested>(
    to keyPath: WritableKeyPath<State, Nested>, path: FieldID, fields: FieldGroup<Nested>
  ) -> RenderingContext<Nested> {
    let change = change
    return RenderingContext<Nested>(
      state: state[keyPath: keyPath], change: { body in change { body(&$0[keyPath: keyPath]) } },
      push: push, pop: pop, runtime: runtime, path: path, fields: fields, isOutline: isOutline)
  }

  /// Declares a field: a value at a key path and the rules it must pass. The field counts in
  /// the form's errors (``FormDriver/validationErrors``) and holds submit back while it
  /// fails, whether or not its row is shown; its row shows ``FormField/message(in:)``.
  ///
  /// ```swift
  /// let ratingRow: Element<FormCell, Order> = { context in
  ///   let rating = context.field(title: "Rating", keyPath: \.rating, rules: [.range(1...5)])
  ///   let cell = FormCell(title: "Rating")
  ///   return Rendered(element: cell, strongReferences: [rating]) { state in
  ///     cell.detail = "\(state.rating)"
  ///     cell.message = rating.message(in: state)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The field's title, as its row shows it.
  ///   - keyPath: Where its value lives.
  ///   - rules: The rules it must pass (``FieldRules``).
  /// - Returns: The field.
  public func field<Value: Equatable>(
    title: String, keyPath: KeyPath<State, Value>, rules: FieldRules<State, Value> = []
  ) -> FormField<State, Value> {
    let field = FormField(
      title: title, keyPath: keyPath, id: path.appending(keyPath), rules: rules, in: self)
    fields.add(field)
    return field
  }

  /// A copy whose ``state`` is `state`: a nested screen is built from the state of the
  /// moment it opens.
  func with(state: State) -> RenderingContext<State> {
    RenderingContext(
      state: state, change: change, push: push, pop: pop, runtime: runtime, path: path,
      fields: fields, isOutline: isOutline)
  }

  /// A copy whose elements declare their fields in `fields`; an outline when `isOutline`.
  func with(fields: FieldGroup<State>, isOutline: Bool? = nil) -> RenderingContext<State> {
    RenderingContext(
      state: state, change: change, push: push, pop: pop, runtime: runtime, path: path,
      fields: fields, isOutline: isOutline ?? self.isOutline)
  }

  /// A copy whose fields live under `path` (a nested screen's).
  func with(path: FieldID) -> RenderingContext<State> {
    RenderingContext(
      state: state, change: change, push: push, pop: pop, runtime: runtime, path: path,
      fields: fields, isOutline: isOutline)
  }

  /// A copy whose changes go through `change` instead.
  func with(
    change: @escaping ((inout State) -> Void) -> Void
  ) -> RenderingContext<State> {
    RenderingContext(
      state: state, change: change, push: push, pop: pop, runtime: runtime, path: path,
      fields: fields, isOutline: isOutline)
  }

  /// A rendered built-in element: its update counts in ``FormDriver/updatesRun``.
  func rendered<El>(
    _ element: El, _ strongReferences: [Any] = [], update: @escaping (State) -> Void
  ) -> Rendered<El, State> {
    let runtime = runtime
    return Rendered(element: element, strongReferences: strongReferences) { state in
      runtime.updatesRun &+= 1
      update(state)
    }
  }
}

/// How an element acts on its form: changes state, writes a field's value as the user's edit,
/// keeps text the state cannot hold. A context's ``RenderingContext/link``, without the state:
/// what a row's closures keep.
struct FormLink<State> {
  let change: ((inout State) -> Void) -> Void
  let runtime: FormRuntime
  /// Where the context's state lives, seen from the root state.
  let path: FieldID

  /// Writes `value` at `keyPath` as the user's edit of that field, in one change with what
  /// it does to the form's input.
  ///
  /// The field's kept text goes. The field counts as being edited, or as done with when
  /// `finished`. Every control writes through here. When a gate of the field refuses the
  /// value, the row keeps `typed` with the gate's message; for `nil` it shows the state's
  /// value.
  ///
  /// - Returns: `false` when a gate refused the value.
  @discardableResult
  func commit<Value>(
    _ value: Value, to keyPath: WritableKeyPath<State, Value>, finished: Bool,
    typed: String? = nil
  ) -> Bool {
    let id = path.appending(keyPath)
    let runtime = runtime
    var refusal: String?
    runtime.batch(writing: id) {
      runtime.refusal = nil
      change { $0[keyPath: keyPath] = value }
      refusal = runtime.refusal
      runtime.refusal = nil
      runtime.changeInput { input in
        input.kept[id] = refusal.map { FormInput.Kept(text: typed, message: $0) }
        input.markEdited(id, finished: finished)
      }
    }
    return refusal == nil
  }

  /// Keeps `text` on the row of the field at `keyPath`, with why the state cannot take it
  /// (text that is not a number), as the user's edit of that field.
  func keep(_ text: String, because message: String, for keyPath: AnyKeyPath, finished: Bool) {
    let id = path.appending(keyPath)
    runtime.changeInput { input in
      input.kept[id] = FormInput.Kept(text: text, message: message)
      input.markEdited(id, finished: finished)
    }
  }

  /// Ends the editing of the field at `keyPath`: its errors show, per its timing.
  func endEditing(_ keyPath: AnyKeyPath) {
    let id = path.appending(keyPath)
    runtime.changeInput { $0.markEdited(id, finished: true) }
  }

  /// The text the row of the field at `keyPath` keeps, if any, with why.
  func kept(_ keyPath: AnyKeyPath) -> FormInput.Kept? {
    let kept = runtime.input.kept
    return kept.isEmpty ? nil : kept[path.appending(keyPath)]
  }
}
