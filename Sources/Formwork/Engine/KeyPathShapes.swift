import Foundation

/// What a key path goes through, as far as the engine can tell: the stored properties it
/// names and the array elements it reaches, in order. Read from the key path's description
/// (SE-0369), and only once a check made once per process proved the format is the one
/// expected; otherwise no key path has a shape, and what needs one is unknown (correct, and
/// slower).
///
/// NB: a description says which stored properties a key path goes through and where it goes
/// through `Array`'s subscript, not at which index. Two key paths of one shape that are not
/// equal differ in an index, so they reach different elements: that is what makes rows
/// written as `\.rows[i]` by hand cheap to tell apart.
final class KeyPathShape: Sendable {
  /// One step of a shape.
  enum Step: Hashable, Sendable {
    /// A stored property, by name.
    case field(String)
    /// An element of the array before it, at an index the shape does not say.
    case element
  }

  let steps: [Step]

  init(_ steps: [Step]) {
    self.steps = steps
  }

  /// Whether it goes through an array element.
  var hasElement: Bool { steps.contains(.element) }

  /// The stored properties it goes through, when it goes through no array element.
  var names: [String]? {
    var names: [String] = []
    for step in steps {
      guard case .field(let name) = step else { return nil }
      names.append(name)
    }
    return names
  }

  /// Whether the storage of two shapes can be told apart: they part at two different stored
  /// properties, whatever indices they go through on the way. Two shapes that do not part
  /// might reach the same storage (one goes on past where the other ends, or their indices
  /// might be equal).
  static func part(_ a: [Step], _ b: [Step]) -> Bool {
    for (x, y) in zip(a, b) where x != y {
      if case .field = x, case .field = y { return true }
      return false
    }
    return false
  }
}

/// The shapes of key paths, from their descriptions, for one driver: each key path is
/// described once, and key paths of the same shape share one ``KeyPathShape``.
final class KeyPathShapes {
  private var byText: [String: KeyPathShape] = [:]

  /// The shape of `keyPath` from a state of type `Root`; `nil` when descriptions are not in
  /// the expected format, or the key path goes through anything but stored properties and
  /// `Array`'s subscript (a computed property, an optional, a dictionary).
  func shape<Root>(of keyPath: PartialKeyPath<Root>) -> KeyPathShape? {
    var found: KeyPathShape?
    if let steps = KeyPathDescriptions.steps(of: keyPath) {
      let text = steps.map { step in
        switch step {
        case .field(let name): return name
        case .element: return "[]"
        }
      }.joined(separator: ".")
      if let shared = byText[text] {
        found = shared
      } else {
        let made = KeyPathShape(steps)
        byText[text] = made
        found = made
      }
    }
    return found
  }
}

/// Reading key path descriptions, behind a check of their format made once per process.
enum KeyPathDescriptions {
  /// How the runtime names `Array`'s subscript in a description (`0x00007f…`), when the check
  /// passed; `nil` when descriptions are missing (Apple platforms before macOS 13.3 / iOS 16.4
  /// print none) or not in the format this parser knows.
  static let arraySubscript: String? = checkedArraySubscript()

  /// The steps of `keyPath`, from a state of type `Root`; `nil` if it has none (see
  /// ``KeyPathShapes/shape(of:)``).
  static func steps<Root>(of keyPath: PartialKeyPath<Root>) -> [KeyPathShape.Step]? {
    guard let accessor = arraySubscript else { return nil }
    return parse(String(describing: keyPath), root: String(describing: Root.self), accessor)
  }

  /// Parses a description: `\Root.a.b.<computed 0x… (Row)>.c` gives `a`, `b`, an element,
  /// `c`; `nil` for anything else (`?`, `!`, a computed property that is not the subscript).
  static func parse(_ text: String, root: String, _ accessor: String) -> [KeyPathShape.Step]? {
    let prefix = "\\" + root
    guard text.hasPrefix(prefix) else { return nil }
    var rest = text.dropFirst(prefix.count)
    if rest == ".self" { return [] }
    var steps: [KeyPathShape.Step] = []
    let computed = ".<computed "
    while !rest.isEmpty {
      if rest.hasPrefix(computed) {
        // `.<computed 0x… (Type)>`: the type may hold `<`, `>` and dots of its own.
        rest = rest.dropFirst(computed.count)
        guard let space = rest.firstIndex(of: " "), rest[..<space] == accessor else { return nil }
        var depth = 1
        var end = rest.endIndex
        for index in rest.indices {
          switch rest[index] {
          case "<": depth += 1
          case ">":
            depth -= 1
            if depth == 0 { end = index }
          default: break
          }
          if depth == 0 { break }
        }
        guard end < rest.endIndex else { return nil }
        steps.append(.element)
        rest = rest[rest.index(after: end)...]
      } else if rest.first == "." {
        let name = rest.dropFirst().prefix { $0 != "." && $0 != "?" && $0 != "!" }
        guard !name.isEmpty, name != "self", !name.contains("<"), !name.contains(" ") else {
          return nil
        }
        steps.append(.field(String(name)))
        rest = rest.dropFirst(1 + name.count)
      } else {
        return nil
      }
    }
    return steps
  }

  private struct Row {
    var b = 0
  }

  private struct Inner {
    var items: [Row] = []
    var name = ""
  }

  private struct Probe {
    var a = Inner()
    var flag = false
    var grid: [[Int]] = []
    var counted: Int { a.items.count }
  }

  /// Finds how `Array`'s subscript is described, and checks that key paths of known shapes
  /// parse to them and that indices tell equal key paths apart; `nil` when anything differs.
  private static func checkedArraySubscript() -> String? {
    let probe = String(describing: \[Int][0] as AnyKeyPath)
    guard let start = probe.range(of: "<computed "),
      let end = probe[start.upperBound...].firstIndex(of: " ")
    else { return nil }
    let accessor = String(probe[start.upperBound..<end])
    func steps<Root>(_ keyPath: PartialKeyPath<Root>) -> [KeyPathShape.Step]? {
      parse(String(describing: keyPath), root: String(describing: Root.self), accessor)
    }
    let one = 1
    let element: KeyPath<Probe, Row> = \Probe.a.items[one]
    let passes =
      steps(\Probe.a.items[1].b) == [.field("a"), .field("items"), .element, .field("b")]
      && steps(\Probe.flag) == [.field("flag")]
      && steps(\Probe.grid[0][2]) == [.field("grid"), .element, .element]
      && steps(\Inner.items[0]) == [.field("items"), .element]
      && steps(\Probe.counted) == nil && steps(\Probe.a.items.count) == nil
      && steps(\Probe.self) == []
      && (\Probe.a.items[1] as AnyKeyPath) == element
      && (\Probe.a.items[1] as AnyKeyPath) != \Probe.a.items[2]
      && (\Probe.a as KeyPath<Probe, Inner>).appending(path: \Inner.items[1]) == element
    return passes ? accessor : nil
  }
}
