/// A single-line text field.
///
/// ```swift
/// let field = TextField(text: "hello")
/// field.enter("s3cret word")   // true; field.text == "s3cret word"
/// ```
public final class TextField: HostedControl {
  /// The text shown.
  public var text: String
  /// Text shown when the field is empty.
  public var placeholder: String?
  /// Whether the text is masked (passwords).
  public var isSecure = false
  /// Whether the field takes input.
  public var isEnabled = true
  /// Runs when editing ends, with the committed text.
  public var didCommit: ((String) -> Void)?
  /// The cell that shows the field.
  public weak var cell: FormCell?

  /// Creates a text field.
  ///
  /// - Parameters:
  ///   - text: The initial text.
  ///   - placeholder: Text shown when the field is empty.
  public init(text: String = "", placeholder: String? = nil) {
    self.text = text
    self.placeholder = placeholder
  }

  /// Replaces the text and ends editing, which commits it.
  ///
  /// - Parameter text: The text the user typed.
  /// - Returns: `false`, doing nothing, if the field or its cell refuses input.
  @discardableResult
  public func enter(_ text: String) -> Bool {
    guard acceptsInput else { return false }
    self.text = text
    didCommit?(text)
    return true
  }
}
