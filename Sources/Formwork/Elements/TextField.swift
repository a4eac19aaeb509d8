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
  /// What the field holds, which tells renderers the keyboard, capitalization and masking
  /// to use. Setting it sets ``isSecure`` to the kind's masking.
  public var kind: Kind = .plain {
    didSet { isSecure = kind.isSecure }
  }
  /// Whether the field takes input.
  public var isEnabled = true
  /// Runs when editing ends, with the text.
  public var didCommit: ((String) -> Void)?
  /// Writes typed text to state (set by the combinator that binds the field).
  var write: ((String, Bool) -> Bool)?
  /// Ends the editing of the bound field.
  var didEndEditing: (() -> Void)?
  /// The cell that shows the field.
  public weak var cell: FormCell?

  /// Creates a text field.
  ///
  /// - Parameters:
  ///   - text: The initial text.
  ///   - placeholder: Text shown when the field is empty.
  ///   - kind: What the field holds; `.password` masks the text.
  public init(text: String = "", placeholder: String? = nil, kind: Kind = .plain) {
    self.text = text
    self.placeholder = placeholder
    self.kind = kind
    self.isSecure = kind.isSecure
  }

  /// Replaces the text and ends editing: what the user typed, then Return.
  ///
  /// - Parameter text: The text the user typed.
  /// - Returns: `false`, doing nothing, if the field or its cell refuses input, or a gate of
  ///   the field refused the text (see ``ValidationRule/gating()``).
  @discardableResult
  public func enter(_ text: String) -> Bool {
    typeText(text, finished: true)
  }

  /// Replaces the text without ending editing: what the user typed so far. The state takes
  /// it at once; the field's errors show per its timing.
  ///
  /// - Parameter text: The text the user typed.
  /// - Returns: `false`, doing nothing, if the field or its cell refuses input.
  @discardableResult
  public func edit(_ text: String) -> Bool {
    typeText(text, finished: false)
  }

  /// Ends editing (the user left the field): its errors show, per its timing.
  public func endEditing() {
    finishEditing()
  }
}

extension TextField: CommittingTextControl {}

extension TextField {
  /// What a text field holds. Renderers pick the keyboard, capitalization, autocorrection
  /// and masking from it; headless, every kind takes any text.
  ///
  /// ```swift
  /// TextField(kind: .password).isSecure          // true
  /// ```
  public enum Kind: Sendable, Equatable, CaseIterable {
    /// Any text (Eureka's `TextRow`).
    case plain
    /// A person's name: words capitalized, no autocorrection (`NameRow`).
    case name
    /// An email address (`EmailRow`).
    case email
    /// A web address (`URLRow`).
    case url
    /// A phone number (`PhoneRow`).
    case phone
    /// A password: masked, no autocorrection (`PasswordRow`).
    case password
    /// A Twitter handle (`TwitterRow`).
    case twitter
    /// An account name: no capitalization, no autocorrection (`AccountRow`).
    case account
    /// A postal code (`ZipCodeRow`).
    case zipCode

    /// Whether the text is masked.
    package var isSecure: Bool { self == .password }
  }
}
