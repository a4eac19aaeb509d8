/// What building an element produces: the element, the objects it needs kept alive, and
/// the closure that brings it up to date with a new state.
///
/// The builder of an element calls ``update`` once with the current state right after
/// building it, and again after every change.
///
/// ```swift
/// func label<State>(_ keyPath: KeyPath<State, String>) -> Element<FormCell, State> {
///   return { context in
///     let cell = FormCell()
///     return Rendered(element: cell, strongReferences: [], update: { state in
///       cell.title = state[keyPath: keyPath]
///     })
///   }
/// }
/// ```
public struct Rendered<El, State> {
  /// The headless element: a cell, a control, a section, or the sections of a form.
  public var element: El
  /// Objects the element needs but does not own (kept alive as long as the element).
  public var strongReferences: [Any]
  /// Brings the element up to date with a new state.
  public var update: (State) -> Void

  /// Creates a rendered element.
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - strongReferences: Objects to keep alive with it.
  ///   - update: Brings the element up to date with a new state.
  public init(element: El, strongReferences: [Any], update: @escaping (State) -> Void) {
    self.element = element
    self.strongReferences = strongReferences
    self.update = update
  }
}

/// A piece of a form: a function from a rendering context to a rendered element.
///
/// ```swift
/// let enabled: Element<Toggle, Hotspot> = toggle(keyPath: \.isEnabled)
/// ```
public typealias Element<El, State> = (RenderingContext<State>) -> Rendered<El, State>

/// A whole form: an element whose result is a list of sections.
///
/// ```swift
/// var hotspotForm: Form<Hotspot> {
///   sections([
///     section([controlCell(title: "Personal Hotspot", control: toggle(keyPath: \.isEnabled))])
///   ])
/// }
/// ```
public typealias Form<State> = Element<[Section], State>
