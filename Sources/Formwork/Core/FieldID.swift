/// Where a field lives, seen from the form's root state: the key paths on the way, with list
/// elements named by their `id` (or their index, for elements that are not `Identifiable`).
/// What the user did to a field (text kept on its row, editing ended) is filed under it, so a
/// form built afresh finds it again.
///
/// ```swift
/// // textField(keyPath: \Phone.number) in listSection(\Contact.phones, …), element id 7:
/// // \Contact.phones, element 7, \Phone.number
/// ```
public struct FieldID: Hashable, CustomStringConvertible {
  /// One step from the root.
  enum Step: Hashable {
    /// A key path into the value reached so far.
    case keyPath(AnyKeyPath)
    /// An element of the array reached so far, by `id` or index.
    case element(AnyHashable)
    /// A row that holds no value of its own (a submit button), by title.
    case row(String)
  }

  /// The steps, root first.
  private(set) var steps: [Step]

  /// The root state itself.
  static var root: FieldID { FieldID(steps: []) }

  /// The value at `keyPath` from here. Consecutive key paths join into one, so a form bound
  /// twice names its fields as one bound once to the appended key path.
  func appending(_ keyPath: AnyKeyPath) -> FieldID {
    var copy = self
    if case .keyPath(let last)? = steps.last, let joined = last.appending(path: keyPath) {
      copy.steps[steps.count - 1] = .keyPath(joined)
    } else {
      copy.steps.append(.keyPath(keyPath))
    }
    return copy
  }

  /// The array element `key` names from here.
  func appending(element key: AnyHashable) -> FieldID {
    FieldID(steps: steps + [.element(key)])
  }

  /// A row titled `title` from here that holds no value (a submit button).
  func appending(row title: String) -> FieldID {
    FieldID(steps: steps + [.row(title)])
  }

  /// Whether `prefix`'s steps start this ID's: a field under a draft's fields.
  func hasPrefix(_ prefix: FieldID) -> Bool {
    steps.starts(with: prefix.steps)
  }

  /// The steps as text, for messages in tests: `\Contact.phones / 7 / \Phone.number`.
  public var description: String {
    steps.map { step in
      switch step {
      case .keyPath(let keyPath): return "\(keyPath)"
      case .element(let key): return "\(key)"
      case .row(let title): return "row \(title)"
      }
    }.joined(separator: " / ")
  }
}
