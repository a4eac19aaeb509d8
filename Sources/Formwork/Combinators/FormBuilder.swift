/// Builds a list of elements from statements: one element a line, `if`, `if`/`else`,
/// `for … in`, and arrays of elements (the rows of an
/// ``inlinePicker(title:keyPath:isExpanded:options:optionTitle:)``).
/// `sections(content:)` and ``section(header:footer:isVisible:cells:)`` take one.
///
/// Each line is type-checked on its own. So a form of hundreds of fields written in one
/// `sections { … }` stays fast to compile. One array literal of them is checked as a whole.
///
/// ```swift
/// let showsMiddleName = true
/// var profileForm: Form<Profile> {
///   sections {
///     section(header: "Name") {
///       controlCell(title: "First", control: textField(keyPath: \.first))
///       if showsMiddleName { controlCell(title: "Middle", control: textField(keyPath: \.middle)) }
///     }
///   }
/// }
/// ```
@resultBuilder
public enum ElementsBuilder<El, State> {
  /// One element.
  public static func buildExpression(_ element: @escaping Element<El, State>) -> [Element<
    El, State
  >] {
    [element]
  }

  /// Several elements, in order.
  public static func buildExpression(_ elements: [Element<El, State>]) -> [Element<El, State>] {
    elements
  }

  /// The lines, in order.
  public static func buildBlock(_ parts: [Element<El, State>]...) -> [Element<El, State>] {
    parts.flatMap { $0 }
  }

  /// An `if` without `else`.
  public static func buildOptional(_ part: [Element<El, State>]?) -> [Element<El, State>] {
    part ?? []
  }

  /// The `if` branch.
  public static func buildEither(first part: [Element<El, State>]) -> [Element<El, State>] {
    part
  }

  /// The `else` branch.
  public static func buildEither(second part: [Element<El, State>]) -> [Element<El, State>] {
    part
  }

  /// A `for … in` loop.
  public static func buildArray(_ parts: [[Element<El, State>]]) -> [Element<El, State>] {
    parts.flatMap { $0 }
  }
}

/// A form made of the sections `content` lists, one a line.
///
/// ```swift
/// var settingsForm: Form<Settings> {
///   sections {
///     section { controlCell(title: "Wi-Fi", control: toggle(keyPath: \.hotspot.isEnabled)) }
///     section(header: "Hotspot") {
///       detailTextCell(title: "Personal Hotspot", keyPath: \.hotspotEnabled,
///                      form: bind(form: hotspotForm, to: \.hotspot))
///     }
///   }
/// }
/// ```
///
/// - Parameter content: The sections, one a line.
public func sections<State>(
  @ElementsBuilder<Section, State> content: () -> [Element<Section, State>]
) -> Form<State> {
  sections(content())
}

/// A form made of the sections `content` lists, followed by a submit button (see
/// `sections(_:submit:confirmation:rules:onSubmit:)`).
///
/// ```swift
/// sections(submit: "Send") {
///   section {
///     controlCell(
///       title: "Name", control: textField(keyPath: \Newsletter.name, rules: [.required()]))
///   }
/// } onSubmit: { $0.sent = true }
/// ```
///
/// - Parameters:
///   - title: The submit button's title.
///   - confirmation: What the button says after a successful submit.
///   - rules: Rules over the whole form (see ``FormRule``).
///   - content: The sections, one a line.
///   - onSubmit: The change to apply when a valid form is submitted.
public func sections<State>(
  submit title: String, confirmation: String? = nil, rules: [FormRule<State>] = [],
  @ElementsBuilder<Section, State> content: () -> [Element<Section, State>],
  onSubmit: @escaping (inout State) -> Void
) -> Form<State> {
  sections(
    content(), submit: title, confirmation: confirmation, rules: rules, onSubmit: onSubmit)
}

/// A form made of the sections `content` lists, followed by a submit button whose submit
/// waits for a server (see `sections(_:submit:confirmation:rules:onSubmit:)`).
///
/// ```swift
/// struct Invite: Sendable { var email = "" }
/// var inviteForm: Form<Invite> {
///   sections(submit: "Invite") {
///     section { controlCell(title: "Email", control: textField(keyPath: \.email)) }
///   } onSubmit: { invite in
///     invite.email.hasSuffix(".test") ? .refused(fields: [\.email: "Unknown domain"]) : .accepted
///   }
/// }
/// ```
///
/// - Parameters:
///   - title: The submit button's title.
///   - confirmation: What the button says after a successful submit.
///   - rules: Rules over the whole form (see ``FormRule``).
///   - content: The sections, one a line.
///   - onSubmit: Sends a copy of the state; returns what the server said.
public func sections<State: Sendable>(
  submit title: String, confirmation: String? = nil, rules: [FormRule<State>] = [],
  @ElementsBuilder<Section, State> content: () -> [Element<Section, State>],
  onSubmit: @escaping @Sendable (State) async throws -> SubmitResult<State>
) -> Form<State> {
  sections(
    content(), submit: title, confirmation: confirmation, rules: rules, onSubmit: onSubmit)
}

/// A section of the cells `cells` lists, one a line.
///
/// ```swift
/// section(header: "Account", isVisible: \Newsletter.hasAccount) {
///   controlCell(title: "Email", control: textField(keyPath: \.email))
///   controlCell(title: "Newsletter", control: toggle(keyPath: \.newsletter))
/// }
/// ```
///
/// - Parameters:
///   - header: Text above the cells.
///   - footer: Where the text below the cells lives in state.
///   - isVisible: Where the section's visibility lives in state; always visible if `nil`.
///   - cells: The cells, one a line.
public func section<State>(
  header: String? = nil, footer: KeyPath<State, String?>? = nil,
  isVisible: KeyPath<State, Bool>? = nil,
  @ElementsBuilder<FormCell, State> cells: () -> [Element<FormCell, State>]
) -> Element<Section, State> {
  section(cells(), header: header, footer: footer, isVisible: isVisible)
}
