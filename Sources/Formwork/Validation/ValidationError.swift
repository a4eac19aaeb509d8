/// One field that does not pass its rules: the field's title and the first failing rule's
/// message. Lists of them are in screen order.
///
/// ```swift
/// driver.validate()
/// // [Email: Required, Confirm Password: Does not match]
/// ```
public struct ValidationError: Equatable, Sendable, CustomStringConvertible {
  /// The title of the field's cell; empty for an error of the form as a whole (a form rule
  /// that names no field, a server's answer).
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

  /// `Field: message`, with the path for a nested field: `Profile › Name: Required`; the
  /// message alone for an error of the form.
  public var description: String { field.isEmpty ? message : "\(fieldPath): \(message)" }
}

/// When a field's row shows its errors. Whatever the timing, a field that fails holds submit
/// back, and a refused submit shows every error.
///
/// ```swift
/// textField(keyPath: \SignUp.email, rules: FieldRules([.email()], timing: .onChange))
/// FormDriver(initial: SignUp(), timing: .onSubmit, build: signupForm)   // the whole form
/// ```
public enum ValidationTiming: Sendable, Equatable, CaseIterable {
  /// As you type: from the first edit of the field, the message follows every change.
  case onChange
  /// When editing ends: the message shows once the user finished editing the field, and
  /// hides again while they edit it.
  case onEndEditing
  /// After the first try to submit the form (or ``FormDriver/validate()``).
  case onSubmit
  /// The default, which does not nag: quiet until the user first finishes editing the
  /// field (or tries to submit), then as you type.
  case onTouched
}
