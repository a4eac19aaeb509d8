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

  /// Writes `value` at `keyPath` as one change, unless a rule of a field over that key path
  /// refuses it (see ``validated(_:_:rules:timing:)``): then state does not change, the
  /// field's row says why, and the result is `false`. Controls write through it, so every
  /// control refuses what its rules refuse.
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

/// The one way a value is written at a key path (``RenderingContext/write(_:to:)``, every
/// control): a keyed write with what it writes, sent through every gate on the way.
struct Writer<State, Value> {
  let keyPath: WritableKeyPath<State, Value>
  /// What the value's place is, which its readers read.
  let footprint: Footprint
  /// Where the write goes: the link of the context that made the writer.
  let link: FormLink<State>

  /// Writes `value`: `false` when a gate (a field's rule) refused it. Typed text a rule refuses
  /// (`keepsRefused`) stays with its field, shown and counted, until state's value changes.
  @discardableResult
  func write(_ value: Value, keepsRefused: Bool = false) -> Bool {
    link.send(KeyedWrite(value, to: keyPath, footprint: footprint, keepsRefused: keepsRefused))
  }

  /// The keyed write of `value`, for writing it with another (``KeyedWrite/then(_:)``).
  func keyed(_ value: Value) -> KeyedWrite<State> {
    KeyedWrite(value, to: keyPath, footprint: footprint, keepsRefused: false)
  }
}

/// One value written at a key path, on its way from a control to the driver: gates (a
/// validated field's rules) see the key path and the value, and may refuse it.
struct KeyedWrite<State> {
  /// Where the value goes, from the state of the context it is in.
  let keyPath: AnyKeyPath
  /// The value.
  let value: Any
  /// What it writes, in the root state.
  let footprint: Footprint
  /// Whether a refused value stays with its field (typed text stays shown) rather than
  /// going at once (a toggle shows state's value again).
  let keepsRefused: Bool
  /// Writes the value.
  let apply: (inout State) -> Void
  /// Given the state before the write, the write that takes it back, and whether the write
  /// changes nothing (the value is `Equatable` and equal); `nil` when not known. The driver
  /// applies a write that has one in place and records it in the undo history rather than
  /// a copy of the state: a change costs what it writes, not what the state holds.
  let inverse: ((State) -> KeyedUndo<State>)?

  init(
    keyPath: AnyKeyPath, value: Any, footprint: Footprint = .unknown, keepsRefused: Bool = false,
    inverse: ((State) -> KeyedUndo<State>)? = nil, apply: @escaping (inout State) -> Void
  ) {
    self.keyPath = keyPath
    self.value = value
    self.footprint = footprint
    self.keepsRefused = keepsRefused
    self.inverse = inverse
    self.apply = apply
  }

  /// The write of `value` at `keyPath`, which knows its inverse.
  init<Value>(
    _ value: Value, to keyPath: WritableKeyPath<State, Value>, footprint: Footprint,
    keepsRefused: Bool
  ) {
    self.init(
      keyPath: keyPath, value: value, footprint: footprint, keepsRefused: keepsRefused,
      inverse: { state in
        let old = state[keyPath: keyPath]
        return KeyedUndo(changesNothing: areEqual(old, value) == true) {
          $0[keyPath: keyPath] = old
        }
      }
    ) { $0[keyPath: keyPath] = value }
  }

  /// The same write seen from a parent state that holds this one at `keyPath`.
  func scoped<Parent>(to keyPath: WritableKeyPath<Parent, State>) -> KeyedWrite<Parent> {
    let apply = self.apply
    let inverse = self.inverse
    return KeyedWrite<Parent>(
      keyPath: (keyPath as AnyKeyPath).appending(path: self.keyPath) ?? keyPath, value: value,
      footprint: footprint, keepsRefused: keepsRefused,
      inverse: inverse.map { inverse in
        { parent in
          let inner = inverse(parent[keyPath: keyPath])
          let undo = inner.undo
          return KeyedUndo(changesNothing: inner.changesNothing) { undo(&$0[keyPath: keyPath]) }
        }
      }
    ) { apply(&$0[keyPath: keyPath]) }
  }
}

/// The state an element's gestures act on (a button's tap, a row that opens a screen): the
/// driver's current state when the context can say it, otherwise the state of the
/// element's last update, kept. Keeping a state keeps its storage shared, so the driver's
/// next write into it copies it; an element that asks the driver keeps nothing.
final class LatestState<State> {
  private let link: FormLink<State>
  /// The state of the last update, where the context cannot say the current one.
  private var kept: State?

  init(_ context: RenderingContext<State>) {
    link = context.link
    kept = context.link.current() == nil ? context.state : nil
  }

  /// The state now; `nil` once the driver is gone.
  var value: State? { link.current() ?? kept }

  /// Takes the state of an update, where the context cannot say the current one.
  func update(_ state: State) {
    if kept != nil { kept = state }
  }

  /// What the element's update must read: `reads`, or anything where it keeps the state of
  /// each update (it must see every one).
  func reading(_ reads: Footprint) -> Footprint {
    kept == nil ? reads : .unknown
  }
}

extension KeyedWrite {
  /// This write, then `next` (which writes elsewhere), as one write: one undo step takes both
  /// back. Gates see it as a change of both: they check the state it makes, not one value.
  func then(_ next: KeyedWrite) -> KeyedWrite {
    // NB: the two write different places, so each takes its old value from the same state.
    let (first, second) = (apply, next.apply)
    let (undoFirst, undoSecond) = (inverse, next.inverse)
    return KeyedWrite(
      keyPath: keyPath, value: CompoundValue(), footprint: footprint.union(next.footprint),
      keepsRefused: keepsRefused && next.keepsRefused,
      inverse: undoFirst.flatMap { undoFirst in
        undoSecond.map { undoSecond in
          { state in
            let (before, after) = (undoFirst(state), undoSecond(state))
            return KeyedUndo(changesNothing: before.changesNothing && after.changesNothing) {
              after.undo(&$0)
              before.undo(&$0)
            }
          }
        }
      }
    ) { state in
      first(&state)
      second(&state)
    }
  }

  /// The same write, said to write `footprint` (what readers should take it as writing).
  func writing(_ footprint: Footprint) -> KeyedWrite {
    KeyedWrite(
      keyPath: keyPath, value: value, footprint: footprint, keepsRefused: keepsRefused,
      inverse: inverse, apply: apply)
  }
}

/// The value of a write of several values: no one value a gate could check alone.
private struct CompoundValue {}

/// What takes a keyed write back: the old value written again.
struct KeyedUndo<State> {
  /// Whether the write changed nothing.
  let changesNothing: Bool
  /// Writes the old value back.
  let undo: (inout State) -> Void
}
