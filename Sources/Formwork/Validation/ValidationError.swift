/// One field that does not pass its rules: the field's title and the first failing rule's
/// message. Lists of them are in screen order.
///
/// ```swift
/// driver.validate()
/// // [Email: Required, Confirm Password: Does not match]
/// ```
public struct ValidationError: Equatable, Sendable, CustomStringConvertible {
  /// The title of the field's cell.
  public let field: String
  /// What is wrong, as the field's cell shows it.
  public let message: String
  /// The titles of the nested screens that lead to the field, outermost first; empty for a
  /// field on the root screen.
  public let path: [String]

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - field: The title of the field's cell.
  ///   - message: What is wrong.
  ///   - path: The titles of the nested screens that lead to the field.
  public init(field: String, message: String, path: [String] = []) {
    self.field = field
    self.message = message
    self.path = path
  }

  /// The field named by its path: `Profile › Name`.
  public var fieldPath: String { (path + [field]).joined(separator: " › ") }

  /// `Field: message`, with the path for a nested field: `Profile › Name: Required`.
  public var description: String { "\(fieldPath): \(message)" }
}

/// When a field's cell shows what is wrong with it.
public enum ValidationTiming: Sendable, Equatable {
  /// After the user first changes the field, the message follows every change of the
  /// field's value and of the state its rules read (another field, for a confirmation).
  case onChange
  /// The message is brought up to date only when the user ends editing the field (enters
  /// text) or the form is validated as a whole. Whether the form may be submitted still
  /// follows every change.
  case onEndEditing
}
