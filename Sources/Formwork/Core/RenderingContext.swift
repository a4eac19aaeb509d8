/// Everything an element needs while it is built: the state at that moment and the ways
/// it may act on the form.
///
/// A form never mutates state directly. It asks the driver through ``change`` (or
/// ``write(_:to:)`` for one value at a key path), and the driver applies the change and
/// brings every element up to date with the new state.
///
/// ```swift
/// let cell: Element<FormCell, Hotspot> = { context in
///   let cell = FormCell(title: "Reset")
///   cell.shouldHighlight = true
///   cell.didSelect = { context.change { $0 = Hotspot() } }
///   return Rendered(element: cell, strongReferences: [], update: { _ in })
/// }
/// ```
public struct RenderingContext<State> {
  /// The state when the element was built. Later states reach the element through its
  /// update closure.
  public private(set) var state: State
  /// Counts update closures and says whether unchanged subtrees may be skipped. Shared by
  /// every element a driver builds; a context made by hand gets a fresh one.
  public private(set) var tracker: UpdateTracker
  /// The whole-form structure this element belongs to: where it declares its fields (see
  /// ``FieldGroup``), so validation, error counts and dirty state cover the whole form,
  /// screens never opened included.
  public private(set) var fields: FieldGroup<State>
  /// Whether the element is being built only to declare its fields, not to be shown: the
  /// driver outlines a nested form that was never opened this way. The element is dropped
  /// right after and its update never runs, so an element may skip costly work.
  public private(set) var isOutlining: Bool
  /// Where this context's state sits in the driver's root state; `nil` when unknown (a
  /// list element, a context made by hand).
  private(set) var base: Place?
  /// How this context reaches the form that runs it: changes, writes, navigation and the
  /// driver's services go through this one object, whose chain ends at the driver, held
  /// weakly (see ``FormLink``).
  private(set) var link: FormLink<State>

  /// Requests a change of state; the only way an element changes state.
  public var change: ((inout State) -> Void) -> Void {
    let link = link
    return { change in link.apply(change, writing: .unknown) }
  }

  /// Shows a nested screen on top of the current one.
  public var push: (Screen) -> Void {
    let link = link
    return { screen in link.push(screen) }
  }

  /// Goes back one screen. Does nothing on the root screen.
  public var pop: () -> Void {
    let link = link
    return { link.pop() }
  }

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - state: The state the element is built from.
  ///   - change: Applies a change to the state.
  ///   - push: Shows a nested screen.
  ///   - pop: Goes back one screen.
  ///   - tracker: The update tracker shared by the elements of one driver.
  ///   - fields: Where the element declares its fields; a fresh group by default.
  ///   - isOutlining: Whether the element is built only to declare its fields.
  public init(
    state: State,
    change: @escaping ((inout State) -> Void) -> Void,
    push: @escaping (Screen) -> Void,
    pop: @escaping () -> Void,
    tracker: UpdateTracker = UpdateTracker(),
    fields: FieldGroup<State> = FieldGroup(),
    isOutlining: Bool = false
  ) {
    self.init(
      state: state, link: ClosureLink(change: change, push: push, pop: pop), tracker: tracker,
      fields: fields, isOutlining: isOutlining, base: nil)
  }

  init(
    state: State, link: FormLink<State>, tracker: UpdateTracker, fields: FieldGroup<State>,
    isOutlining: Bool, base: Place?
  ) {
    self.state = state
    self.link = link
    self.tracker = tracker
    self.fields = fields
    self.isOutlining = isOutlining
    self.base = base
  }

  /// A context over `state` for building an element only to declare its fields (an element
  /// of a list on a screen never opened): it changes nothing, and navigates and reaches the
  /// driver through `link`.
  static func outline(
    _ state: State, fields: FieldGroup<State>, under link: AnyFormLink, tracker: UpdateTracker
  ) -> RenderingContext<State> {
    RenderingContext(
      state: state, link: FormLink(parent: link), tracker: tracker, fields: fields,
      isOutlining: true, base: nil)
  }

  /// Brings every screen up to date without changing state (after a refusal): the updates
  /// that read the footprint given (what the refused change would have written) run.
  func refresh(_ footprint: Footprint) { link.refresh(footprint) }

  /// The driver's services: its words, scheduler and submit callbacks; `nil` for a context
  /// made by hand.
  var host: (any FormHost)? { link.host }

  /// The words of ``strings`` behind one reference, for controls that keep them.
  var words: FormWords { host?.words ?? FormWords(FormStrings()) }

  /// Runs the form's asynchronous checks: the driver's scheduler; a ``ManualScheduler`` of
  /// its own for a context made by hand.
  var scheduler: any ValidationScheduler { host?.scheduler ?? ManualScheduler() }

  /// The words and value formats of the driver that builds the element: a custom element
  /// that writes text of its own takes it from here (English for a context made by hand).
  ///
  /// ```swift
  /// let count: Element<FormCell, Order> = { context in
  ///   let cell = FormCell(title: context.strings.fieldsToFix(2))
  ///   return Rendered(element: cell, strongReferences: []) { _ in }
  /// }
  /// ```
  public var strings: FormStrings { host?.words.strings ?? FormStrings() }

  /// What an update that reads `keyPath` reads, for ``Rendered/reads``: known when this
  /// state's place in the root state is known and the key path goes through stored properties
  /// and array elements only (not a computed property, an optional or a class's property).
  ///
  /// ```swift
  /// let onOff: Element<Toggle, Hotspot> = { context in
  ///   let toggle = Toggle()
  ///   return Rendered(
  ///     element: toggle, strongReferences: [], reads: context.footprint(of: \.isEnabled)
  ///   ) { state in toggle.isOn = state.isEnabled }
  /// }
  /// ```
  public func footprint<Value>(of keyPath: KeyPath<State, Value>) -> Footprint {
    place(of: keyPath).map(Footprint.init) ?? .unknown
  }

  /// Where this context's state sits, with what places key paths from it.
  var location: StateLocation? {
    base.map { StateLocation(place: $0, maker: tracker.places) }
  }

  /// Where the value at `keyPath` sits in the root state; `nil` when unknown.
  func place<Value>(of keyPath: KeyPath<State, Value>) -> Place? {
    guard let base, let tokens = tracker.places.tokens(keyPath) else { return nil }
    return base.appending(tokens)
  }

  /// Writes `value` at `keyPath` as one change, unless the rules this context's element was
  /// given refuse it (a control's `rules:`, see ``FieldRules``): then state does not change,
  /// the field's row says why, and the result is `false`. Controls write through it, so every
  /// control refuses what its rules refuse. The rules check what is written through the
  /// element that holds them (and the screens it opens); a write from another element's
  /// context is not theirs to refuse.
  ///
  /// ```swift
  /// let guests: Element<FormCell, Booking> = { context in
  ///   let cell = FormCell(title: "Guests")
  ///   cell.didSelect = { _ = context.write(context.state.guests + 1, to: \.guests) }
  ///   return Rendered(element: cell, strongReferences: []) { _ in }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - keyPath: Where it goes.
  /// - Returns: Whether the value was written.
  @discardableResult
  public func write<Value>(_ value: Value, to keyPath: WritableKeyPath<State, Value>) -> Bool {
    writer(to: keyPath).write(value)
  }

  /// How this context writes the value at `keyPath`: what ``write(_:to:)`` does, made once so
  /// a row's closures keep it rather than the whole context.
  func writer<Value>(to keyPath: WritableKeyPath<State, Value>) -> Writer<State, Value> {
    Writer(keyPath: keyPath, footprint: footprint(of: keyPath), link: link)
  }

  /// Declares the field of the value a control writes with `writer`, in this context's
  /// group (see ``FieldGroup``): the field reads what the control reads.
  func declareField<Value: Equatable>(of writer: Writer<State, Value>) -> FormField<State, Value> {
    fields.declareControlled(keyPath: writer.keyPath, reads: writer.footprint, at: base)
  }

  /// A context for the part of this state at `keyPath`: changes write through the key
  /// path, navigation and the tracker are shared, and the fields declared under it join
  /// this form's structure. This is what `bind(form:to:)` uses.
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
  public func scoped<Nested>(to keyPath: WritableKeyPath<State, Nested>) -> RenderingContext<
    Nested
  > {
    let group = FieldGroup<Nested>()
    fields.add(ScopedFields(keyPath: keyPath, group: group))
    return scoped(to: keyPath, at: place(of: keyPath), fields: group)
  }

  /// A context for the part of this state at `keyPath`, whose place in the root state is
  /// `place` (which the caller composed: an element of an array it binds), and whose elements
  /// declare their fields in `fields`.
  func scoped<Nested>(
    to keyPath: WritableKeyPath<State, Nested>, at place: Place?, fields: FieldGroup<Nested>
  ) -> RenderingContext<Nested> {
    RenderingContext<Nested>(
      state: state[keyPath: keyPath], link: ScopedLink(link, keyPath: keyPath),
      tracker: tracker, fields: fields, isOutlining: isOutlining, base: place)
  }

  /// A copy of this context whose ``state`` is `state`; everything else shared. Lazily
  /// built nested forms use it to build from the state of the moment they are shown.
  public func with(state: State) -> RenderingContext<State> {
    var copy = self
    copy.state = state
    return copy
  }

  /// A copy of this context whose elements declare their fields in `fields`.
  public func with(fields: FieldGroup<State>) -> RenderingContext<State> {
    var copy = self
    copy.fields = fields
    return copy
  }

  /// A copy of this context for building an element only to declare its fields.
  func outlining(fields: FieldGroup<State>) -> RenderingContext<State> {
    var copy = self
    copy.fields = fields
    copy.isOutlining = true
    return copy
  }

  /// A copy of this context whose changes and writes `admits` must let through first. A
  /// refused change is not applied; an empty change brings the form's screens and counts up
  /// to date instead (the refusal's message, a control showing state's value again).
  func gated(
    _ admits:
      @escaping (
        (inout State) -> Void, ((inout State) -> Void)?, KeyedWrite<State>?
      ) -> Bool
  ) -> RenderingContext<State> {
    var copy = self
    copy.link = GatedLink(link, admits: admits)
    return copy
  }
}
