/// What a form's elements ask of the driver that runs it besides changing state: the
/// driver's words, its scheduler, and what its submit buttons tell it. ``FormDriver`` is the
/// one host; a context made by hand has none (English words, a scheduler of its own).
protocol FormHost: AnyObject {
  /// The words and value formats of every element the driver builds, behind one reference.
  var words: FormWords { get }
  /// Runs the form's asynchronous checks.
  var scheduler: any ValidationScheduler { get }
  /// Whether the driver is opening saved screens again (``FormDriver/restore(_:)``): a
  /// wizard's `Next` goes on past checks still asked, which start again with the restored
  /// state and could not have answered yet.
  var isRestoring: Bool { get }
  /// Says that a submit button was built in the form (``FormDriver/offersSubmit``).
  func declareSubmit()
  /// A submit button submitted its form: the driver counts it and marks the form pristine.
  func didSubmit()
  /// A submit button refused to submit: the driver focuses the first field to fix, reached
  /// through `path`'s screens from the button's screen and the rows that open them.
  func didRefuseSubmit(_ field: AnyFormField, path: [String], rows: [FormCell?])
}

/// How a ``RenderingContext`` reaches the form that runs it: one object per context, which
/// applies its changes and writes (composing them up to the root state), navigates, and
/// reaches the driver's services. A chain of links ends at the driver, held weakly, so an
/// element that keeps its context keeps no driver alive.
///
/// This base link is the state-independent part: navigation, refreshing the screens and the
/// host, each passed on to `parent` unless a link says otherwise.
class AnyFormLink {
  /// The link this one passes navigation and the driver's services on to.
  let parent: AnyFormLink?

  init(parent: AnyFormLink?) {
    self.parent = parent
  }

  /// The driver's services; `nil` for a context made by hand.
  var host: (any FormHost)? { parent?.host }

  /// Shows a nested screen on top of the current one.
  func push(_ screen: Screen) { parent?.push(screen) }

  /// Goes back one screen.
  func pop() { parent?.pop() }

  /// Brings every screen up to date without changing state (after a refusal): the updates
  /// that read `footprint` run.
  func refresh(_ footprint: Footprint) { parent?.refresh(footprint) }
}

/// How a context over `State` changes state: changes with what they write, keyed writes
/// through every gate on the way, and the state now. This base link changes nothing: a
/// context built only to declare fields (an outline) has it.
class FormLink<State>: AnyFormLink {
  /// Applies a change whose footprint is `footprint` (`.unknown` when not known).
  func apply(_ change: (inout State) -> Void, writing footprint: Footprint) {}

  /// Applies `change`, which writes `footprint`.
  final func apply(writing footprint: Footprint, _ change: (inout State) -> Void) {
    apply(change, writing: footprint)
  }

  /// Sends one keyed write towards the driver; `false` when a gate refused it.
  func send(_ write: KeyedWrite<State>) -> Bool { false }

  /// The driver's current state, seen from this link; `nil` when unknown (a context made by
  /// hand, a list element's). See ``LatestState``.
  func current() -> State? { nil }
}

/// The root link: the driver, held weakly.
final class DriverLink<State>: FormLink<State> {
  private weak var driver: FormDriver<State>?

  init(_ driver: FormDriver<State>) {
    self.driver = driver
    super.init(parent: nil)
  }

  override var host: (any FormHost)? { driver }
  override func push(_ screen: Screen) { driver?.push(screen) }
  override func pop() { driver?.pop() }
  override func refresh(_ footprint: Footprint) { driver?.refresh(reading: footprint) }

  override func apply(_ change: (inout State) -> Void, writing footprint: Footprint) {
    driver?.apply(change, writing: footprint, from: .user)
  }

  override func send(_ write: KeyedWrite<State>) -> Bool {
    driver?.apply(write.apply, writing: write.footprint, from: .user, write: write)
    return true
  }

  override func current() -> State? { driver?.state }
}

/// The link of the part of a parent's state at a key path (``RenderingContext/scoped(to:)``):
/// changes and writes go through the key path to the parent's link.
final class ScopedLink<Parent, State>: FormLink<State> {
  private let scope: FormLink<Parent>
  private let keyPath: WritableKeyPath<Parent, State>

  init(_ scope: FormLink<Parent>, keyPath: WritableKeyPath<Parent, State>) {
    self.scope = scope
    self.keyPath = keyPath
    super.init(parent: scope)
  }

  override func apply(_ change: (inout State) -> Void, writing footprint: Footprint) {
    let keyPath = keyPath
    scope.apply({ change(&$0[keyPath: keyPath]) }, writing: footprint)
  }

  override func send(_ write: KeyedWrite<State>) -> Bool {
    scope.send(write.scoped(to: keyPath))
  }

  override func current() -> State? { scope.current()?[keyPath: keyPath] }
}

/// A link whose changes and writes a gate must let through first (a validated field's rules):
/// a refused change is not applied, and the screens are brought up to date instead (the
/// refusal's message, a control showing state's value again).
final class GatedLink<State>: FormLink<State> {
  private let inner: FormLink<State>
  private let admits: ((inout State) -> Void, ((inout State) -> Void)?, KeyedWrite<State>?) -> Bool

  init(
    _ inner: FormLink<State>,
    admits: @escaping ((inout State) -> Void, ((inout State) -> Void)?, KeyedWrite<State>?) -> Bool
  ) {
    self.inner = inner
    self.admits = admits
    super.init(parent: inner)
  }

  override func apply(_ change: (inout State) -> Void, writing footprint: Footprint) {
    withoutActuallyEscaping(change) { change in
      if admits(change, nil, nil) {
        inner.apply(change, writing: footprint)
      } else {
        refresh(footprint)
      }
    }
  }

  override func send(_ write: KeyedWrite<State>) -> Bool {
    if admits(write.apply, write.keepsRefused ? write.apply : nil, write) {
      return inner.send(write)
    }
    refresh(write.footprint)
    return false
  }

  override func current() -> State? { inner.current() }
}

/// The link of a context made by hand (the public `RenderingContext` initializer): every
/// change goes to its `change` closure; no driver behind it.
final class ClosureLink<State>: FormLink<State> {
  private let change: ((inout State) -> Void) -> Void
  private let pushing: (Screen) -> Void
  private let popping: () -> Void

  init(
    change: @escaping ((inout State) -> Void) -> Void, push: @escaping (Screen) -> Void,
    pop: @escaping () -> Void
  ) {
    self.change = change
    pushing = push
    popping = pop
    super.init(parent: nil)
  }

  override func push(_ screen: Screen) { pushing(screen) }
  override func pop() { popping() }
  override func refresh(_ footprint: Footprint) { change { _ in } }

  override func apply(_ change: (inout State) -> Void, writing footprint: Footprint) {
    withoutActuallyEscaping(change) { change in self.change(change) }
  }

  override func send(_ write: KeyedWrite<State>) -> Bool {
    change(write.apply)
    return true
  }
}
