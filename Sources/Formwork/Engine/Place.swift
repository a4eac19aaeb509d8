/// Where a value sits in a driver's root state: the path to it from the root, in one
/// coordinate system whatever route an element took there (a key path from the root, or a
/// `bind` and a key path from the bound state), so that two routes to the same storage meet.
///
/// A place is a list of tokens, each inside the value the ones before it reach:
///
/// - ``Token/stored(_:)``: inline storage of that value, as bytes from
///   `MemoryLayout.offset(of:)`, with the names of the stored properties it goes through
///   when key path descriptions can be read. Consecutive stored steps merge (offsets add), so
///   `\Root.inner` then `\Inner.name` is the same token as `\Root.inner.name`.
/// - ``Token/element(_:)``: an element of the array before it, at a known index: places the
///   library composes itself (`bindEach(form:to:)`, a list section's rows).
/// - ``Token/opaque(_:)``: a key path the library did not compose and cannot split (one
///   written by hand through an array subscript, `\.rows[i]`): compared by equality, and by
///   its shape (``KeyPathShape``) to tell it apart from what it cannot reach.
/// - ``Token/signal(_:)``: not storage, a dependency the engine tracks itself (a nested
///   form's error count, a pushed screen's reads): it meets only itself.
///
/// Two places overlap unless the engine can show they reach different storage; where it
/// cannot tell (routes of different segmentation through an index it does not know), they
/// overlap, which costs an update and never a stale screen.
struct Place: Hashable, Sendable {
  var tokens: [Token]

  /// The whole root state.
  static let root = Place(tokens: [])
  /// Every signal: what an element of unknown reads inside a bound form may depend on
  /// besides the bound state.
  static let anySignal = Place(tokens: [.signal(0)])

  /// The place of the value at the end of `more`, from the value at this place: stored steps
  /// merge with a stored step they follow.
  func appending(_ more: [Token]) -> Place {
    guard let first = more.first else { return self }
    // NB: from the root, the tokens are the place (and their storage is shared).
    if tokens.isEmpty { return Place(tokens: more) }
    var tokens = self.tokens
    if case .stored(let outer)? = tokens.last, case .stored(let inner) = first {
      tokens[tokens.count - 1] = .stored(outer.appending(inner))
      tokens += more.dropFirst()
    } else {
      tokens += more
    }
    return Place(tokens: tokens)
  }

  /// Whether the storage of the two places may overlap.
  func overlaps(_ other: Place) -> Bool {
    for (mine, theirs) in zip(tokens, other.tokens) {
      switch mine.relation(to: theirs) {
      case .same: continue
      case .disjoint: return false
      case .overlapping: return true
      }
    }
    // NB: one place holds the other (or they are the same).
    return true
  }

  /// Whether this place, written, replaces an array element on the way to `other`: it holds
  /// `other`'s storage, and it is an element or an element lies between them (an element or
  /// its array was written whole, so what `other` reaches may be another element's now).
  func replacesElement(of other: Place) -> Bool {
    var index = 0
    while index < tokens.count, index < other.tokens.count {
      let (mine, theirs) = (tokens[index], other.tokens[index])
      switch mine.relation(to: theirs) {
      case .same:
        index += 1
      case .disjoint:
        return false
      case .overlapping:
        guard let rest = mine.stepsHeld(in: theirs) else { return false }
        return mine.endsAtElement || rest.contains(.element)
          || other.tokens[(index + 1)...].contains(where: \.reachesElement)
      }
    }
    guard index == tokens.count, index < other.tokens.count else { return false }
    return (tokens.last?.endsAtElement ?? false)
      || other.tokens[index...].contains(where: \.reachesElement)
  }
}

/// One step of a ``Place``.
enum Token: Hashable, Sendable {
  /// Inline storage of the value the place has reached.
  case stored(Stored)
  /// An element of the array the place has reached, at a known index.
  case element(Int)
  /// A key path from the value the place has reached, not split any further.
  case opaque(Opaque)
  /// A dependency the engine tracks (never storage).
  case signal(Int)

  /// How two tokens at the same position of two places compare, given everything before
  /// them is the same storage.
  enum Relation {
    /// The same storage: compare what follows.
    case same
    /// Different storage: the places do not overlap.
    case disjoint
    /// Storage that may overlap: the places overlap.
    case overlapping
  }

  func relation(to other: Token) -> Relation {
    switch (self, other) {
    case (.stored(let a), .stored(let b)):
      if a.bytes == b.bytes { return .same }
      return a.bytes.overlaps(b.bytes) ? .overlapping : .disjoint
    case (.element(let a), .element(let b)):
      return a == b ? .same : .disjoint
    case (.opaque(let a), .opaque(let b)):
      if a == b { return .same }
      guard let x = a.shape, let y = b.shape else { return .overlapping }
      // NB: two key paths of one shape that are not equal differ in an index.
      if x === y || KeyPathShape.part(x.steps, y.steps) { return .disjoint }
      return .overlapping
    case (.stored(let a), .opaque(let b)), (.opaque(let b), .stored(let a)):
      return a.parts(from: b.shape) ? .disjoint : .overlapping
    case (.signal(let a), .signal(let b)):
      return a == b || a == 0 || b == 0 ? .same : .disjoint
    case (.signal, _), (_, .signal):
      return .disjoint
    default:
      return .overlapping
    }
  }

  /// Whether it ends at an array element (what it reaches is one).
  var endsAtElement: Bool {
    switch self {
    case .element: return true
    case .opaque(let opaque): return opaque.shape?.steps.last == .element
    case .stored, .signal: return false
    }
  }

  /// When this token's storage holds `other`'s (another token at the same position), what
  /// `other` goes through past it, as far as known; `nil` when it does not hold it or that
  /// cannot be told.
  func stepsHeld(in other: Token) -> [KeyPathShape.Step]? {
    switch (self, other) {
    case (.stored(let a), .stored(let b)):
      guard a.bytes.lowerBound <= b.bytes.lowerBound, a.bytes.upperBound >= b.bytes.upperBound
      else { return nil }
      return []
    case (.stored(let a), .opaque(let b)):
      guard let names = a.names, let steps = b.shape?.steps,
        steps.starts(with: names.map { .field($0) })
      else { return nil }
      return Array(steps.dropFirst(names.count))
    case (.opaque(let a), .opaque(let b)):
      // NB: a prefix of the other's shape may hold it (their indices cannot be told).
      guard let mine = a.shape?.steps, let steps = b.shape?.steps, steps.starts(with: mine)
      else { return nil }
      return Array(steps.dropFirst(mine.count))
    default:
      return nil
    }
  }

  /// Whether what follows this token lies in an array element.
  var reachesElement: Bool {
    switch self {
    case .element: return true
    case .opaque(let opaque): return opaque.shape?.hasElement ?? true
    case .stored, .signal: return false
    }
  }

  /// Inline storage: its bytes within the value reached so far, and the names of the stored
  /// properties it goes through, when known. Two are the same storage when their bytes are.
  struct Stored: Hashable, Sendable {
    let bytes: Range<Int>
    let names: [String]?

    static func == (a: Stored, b: Stored) -> Bool { a.bytes == b.bytes }
    func hash(into hasher: inout Hasher) { hasher.combine(bytes) }

    /// This storage's part at `inner`, which is relative to it.
    func appending(_ inner: Stored) -> Stored {
      let start = bytes.lowerBound + inner.bytes.lowerBound
      return Stored(
        bytes: start..<(start + inner.bytes.count),
        names: names.flatMap { outer in inner.names.map { outer + $0 } })
    }

    /// Whether this storage and what a key path of `shape` reaches part at two stored
    /// properties.
    func parts(from shape: KeyPathShape?) -> Bool {
      guard let names, let shape else { return false }
      return KeyPathShape.part(names.map { .field($0) }, shape.steps)
    }
  }

  /// A key path the place does not split, with its shape when descriptions tell it.
  struct Opaque: Hashable, @unchecked Sendable {
    // NB: @unchecked: key paths are immutable; `AnyKeyPath` is not declared Sendable.
    let keyPath: AnyKeyPath
    let shape: KeyPathShape?
    /// The key path's hash, kept: hashing a key path walks its components.
    private let hash: Int

    init(keyPath: AnyKeyPath, shape: KeyPathShape?) {
      self.keyPath = keyPath
      self.shape = shape
      hash = keyPath.hashValue
    }

    static func == (a: Opaque, b: Opaque) -> Bool {
      a.keyPath === b.keyPath || (a.hash == b.hash && a.keyPath == b.keyPath)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
  }
}

extension Token {
  /// A token in plain values (no reference to retain, nothing to copy): enough to tell two
  /// tokens apart where ``relation(to:)`` does so without looking past the token — different
  /// stored bytes, another index, another key path of the same shape, another signal.
  struct Key {
    private enum Kind { case stored, element, opaque, signal }
    private let kind: Kind
    /// The first byte, the index, the key path's hash, the signal.
    private let first: Int
    /// The end of the bytes, the shape's identity (0: no shape).
    private let second: Int

    init(_ token: Token) {
      switch token {
      case .stored(let stored):
        (kind, first, second) = (.stored, stored.bytes.lowerBound, stored.bytes.upperBound)
      case .element(let index):
        (kind, first, second) = (.element, index, 0)
      case .opaque(let opaque):
        let shape = opaque.shape.map { Int(bitPattern: ObjectIdentifier($0)) } ?? 0
        (kind, first, second) = (.opaque, opaque.hashValue, shape)
      case .signal(let signal):
        (kind, first, second) = (.signal, signal, 0)
      }
    }

    /// Whether ``relation(to:)`` of the two tokens is `.disjoint`, as far as their keys tell;
    /// `false` when they cannot tell (the tokens then need comparing).
    // NB: while both tokens live: the identity of a shape is another's only if they are one
    // object. Two key paths of one hash may be equal; of two hashes, they are not.
    func isDisjoint(from other: Key) -> Bool {
      switch (kind, other.kind) {
      case (.stored, .stored):
        let (mine, theirs) = (first..<second, other.first..<other.second)
        return mine != theirs && !mine.overlaps(theirs)
      case (.element, .element):
        return first != other.first
      case (.opaque, .opaque):
        return second != 0 && second == other.second && first != other.first
      case (.signal, .signal):
        return first != other.first && first != 0 && other.first != 0
      case (.signal, _), (_, .signal):
        return true
      default:
        return false
      }
    }
  }
}

/// Turns key paths into tokens for one driver, reading each key path's shape once.
final class PlaceMaker {
  private let shapes = KeyPathShapes()
  /// The tokens of each key path placed so far, by the base type's identity and the key
  /// path: a row's control and its field place the same key path, and share one list.
  private var known: [AnyKeyPath: [Token]?] = [:]
  /// The signals given out so far.
  private var signals = 0

  /// The tokens of `keyPath` from a value of type `Base`; `nil` when it cannot be placed
  /// (a computed property, an optional, a class's property: anything the engine cannot tell
  /// apart from the rest of the state).
  func tokens<Base, Value>(_ keyPath: KeyPath<Base, Value>) -> [Token]? {
    if let cached = known[keyPath] { return cached }
    let made = makeTokens(keyPath)
    known[keyPath] = made
    return made
  }

  private func makeTokens<Base, Value>(_ keyPath: KeyPath<Base, Value>) -> [Token]? {
    // NB: through a class, storage may be reached by other routes the engine cannot see.
    guard !(keyPath is ReferenceWritableKeyPath<Base, Value>) else { return nil }
    if let offset = MemoryLayout<Base>.offset(of: keyPath) {
      let size = Swift.max(MemoryLayout<Value>.size, 1)
      let names = shapes.shape(of: keyPath as PartialKeyPath<Base>)?.names
      return [.stored(Token.Stored(bytes: offset..<(offset + size), names: names))]
    }
    guard let shape = shapes.shape(of: keyPath as PartialKeyPath<Base>), shape.hasElement else {
      return nil
    }
    return [.opaque(Token.Opaque(keyPath: keyPath, shape: shape))]
  }

  /// A new signal, distinct from every other of this driver.
  func signal() -> Place {
    signals += 1
    return Place(tokens: [.signal(signals)])
  }
}

/// Where a state sits in a driver's root state, with what places key paths from it: what
/// the whole-form field structure keeps to say what its fields read.
struct StateLocation {
  let place: Place
  let maker: PlaceMaker

  /// The root state of a driver.
  static func root(_ maker: PlaceMaker) -> StateLocation {
    StateLocation(place: .root, maker: maker)
  }

  /// Where the value at `keyPath` sits; `nil` when unknown.
  func entering<Base, Value>(_ keyPath: KeyPath<Base, Value>) -> StateLocation? {
    maker.tokens(keyPath).map { StateLocation(place: place.appending($0), maker: maker) }
  }
}

extension Footprint {
  /// The storage of `keyPath` in a state at `location`; unknown if either is unknown.
  static func of<Base, Value>(_ keyPath: KeyPath<Base, Value>, at location: StateLocation?)
    -> Footprint
  {
    location?.entering(keyPath).map { Footprint($0.place) } ?? .unknown
  }
}
