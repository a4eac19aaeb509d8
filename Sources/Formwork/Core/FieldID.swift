/// Where a field lives, seen from the form's root state.
///
/// It holds the key paths on the way, and the screens rows open, by their titles. List
/// elements are named by their `id`, or by their index when they are not `Identifiable`.
/// What the user did to a field (text kept on its row, editing ended) is filed under it, so
/// a form built afresh finds it again.
///
/// ```swift
/// // textField(keyPath: \Phone.number) in listSection(\Contact.phones, …), element id 7:
/// // \Contact.phones / 7 / \Phone.number
/// ```
struct FieldID: Hashable, CustomStringConvertible {
  /// One step from the root.
  enum Step: Hashable {
    /// A key path into the value reached so far.
    case keyPath(AnyKeyPath)
    /// An element of the array reached so far, by `id` or index.
    case element(AnyHashable)
    /// A screen a row opens, or a row that holds no value of its own (a submit row), by
    /// title.
    case row(String)
  }

  /// The steps, root first.
  private(set) var steps: [Step]
  /// The steps' hash, worked out once: parts of a form look theirs up on every change.
  private var hash: Int

  private init(steps: [Step], hash: Int) {
    self.steps = steps
    self.hash = hash
  }

  /// The root state itself.
  static var root: FieldID { FieldID(steps: [], hash: 0) }

  /// The ID one `step` further.
  private func appending(_ step: Step) -> FieldID {
    var hasher = Hasher()
    hasher.combine(hash)
    hasher.combine(step)
    return FieldID(steps: steps + [step], hash: hasher.finalize())
  }

  /// The value at `keyPath` from here.
  func appending(_ keyPath: AnyKeyPath) -> FieldID { appending(.keyPath(keyPath)) }

  /// The array element `key` names from here.
  func appending(element key: AnyHashable) -> FieldID { appending(.element(key)) }

  /// The screen a row titled `title` opens from here, or a row that holds no value.
  func appending(row title: String) -> FieldID { appending(.row(title)) }

  /// Every ID that leads here, the root first, this one last.
  var prefixes: [FieldID] {
    var prefixes = [FieldID.root]
    for step in steps { prefixes.append(prefixes[prefixes.count - 1].appending(step)) }
    return prefixes
  }

  /// Whether `prefix`'s steps start this ID's: a field under a draft's fields.
  func hasPrefix(_ prefix: FieldID) -> Bool {
    steps.starts(with: prefix.steps)
  }

  static func == (lhs: FieldID, rhs: FieldID) -> Bool {
    lhs.hash == rhs.hash && lhs.steps == rhs.steps
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  /// The steps as text, for messages in tests: `\Contact.phones / 7 / \Phone.number`.
  var description: String {
    steps.map { step in
      switch step {
      case .keyPath(let keyPath): return "\(keyPath)"
      case .element(let key): return "\(key)"
      case .row(let title): return title
      }
    }.joined(separator: " / ")
  }
}
