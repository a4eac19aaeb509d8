/// What part of a form's state something reads or writes: a list of places in the driver's
/// root state (see ``RenderingContext/footprint(of:)``), or "unknown" (anything).
///
/// A change written through a control has a known footprint; so does what every built-in
/// element reads. The driver runs an element's update only when what it reads overlaps what
/// the change wrote. A key path the engine cannot place (a computed property, an optional,
/// a class's property) and a change of unknown extent are unknown: everything that might be
/// affected runs, and `Equatable` checks skip what did not change.
///
/// Places are measured in one coordinate system from the root state, whatever route led
/// there: `textField(keyPath: \Root.inner.name)` and `bind(form: innerForm, to: \.inner)`
/// around `textField(keyPath: \Inner.name)` read the same place.
///
/// ```swift
/// let nameRow: Element<FormCell, Person> = { context in
///   let cell = FormCell(title: "Name")
///   let name = context.footprint(of: \.name)
///   return Rendered(element: cell, strongReferences: [], reads: name) { state in
///     cell.detail = state.name
///   }
/// }
/// ```
public struct Footprint: Equatable, Sendable {
  /// The places; `nil` when unknown.
  private(set) var places: [Place]?

  init(places: [Place]?) {
    self.places = places
  }

  /// One place.
  init(_ place: Place) {
    places = [place]
  }

  /// Anything: it overlaps every footprint.
  public static let unknown = Footprint(places: nil)
  /// Nothing: an element whose update reads no state.
  public static let none = Footprint(places: [])

  /// Whether nothing is known.
  public var isUnknown: Bool { places == nil }

  /// Both footprints.
  public func union(_ other: Footprint) -> Footprint {
    guard let mine = places, let theirs = other.places else { return .unknown }
    if theirs.isEmpty { return self }
    if mine.isEmpty { return other }
    return Footprint(places: mine + theirs)
  }

  /// All of `footprints`.
  static func union(of footprints: [Footprint]) -> Footprint {
    var places: [Place] = []
    for footprint in footprints {
      guard let more = footprint.places else { return .unknown }
      places += more
    }
    return Footprint(places: places)
  }

  /// Whether an update that reads this footprint must run after a change that wrote
  /// `written`: a place of one may overlap a place of the other. An unknown footprint
  /// overlaps everything (``none`` too, so an element that reads nothing still gets its
  /// first update).
  public func overlaps(_ written: Footprint) -> Bool {
    guard let mine = places, let theirs = written.places else { return true }
    return mine.contains { place in theirs.contains { $0.overlaps(place) } }
  }

  /// Whether this write replaced an array element that `reads` lies within (the array was
  /// written whole, its elements reordered): what was read may be another element's now,
  /// even where its value is the same. Unknown writes say nothing.
  func replacesElement(of reads: Footprint) -> Bool {
    guard let written = places, let read = reads.places else { return false }
    return written.contains { place in read.contains { place.replacesElement(of: $0) } }
  }

  /// The positions of the elements of the array at `array` that this write reached, when it
  /// wrote into elements of known index only (or elsewhere); `nil` when it may have written
  /// the array otherwise (whole, or at an index not known).
  func elements(of array: Place) -> [Int]? {
    guard let places else { return nil }
    var positions: [Int] = []
    for place in places where place.overlaps(array) {
      guard place.tokens.count > array.tokens.count,
        place.tokens.starts(with: array.tokens),
        case .element(let position) = place.tokens[array.tokens.count]
      else { return nil }
      positions.append(position)
    }
    return positions
  }

  /// Its signals alone (what it depends on besides storage).
  var signals: Footprint {
    guard let places else { return .unknown }
    return Footprint(places: places.filter(\.isSignal))
  }
}

extension Token {
  var isSignal: Bool {
    if case .signal = self { return true }
    return false
  }
}

extension Place {
  /// Whether it is a signal's (not storage).
  var isSignal: Bool { tokens.first?.isSignal ?? false }
}
