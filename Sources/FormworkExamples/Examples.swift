public import Formwork
public import FormworkTerminal

/// An example form the demo can run: a name to pick it by, a one-line summary, and a way to
/// start a fresh session over it.
///
/// ```swift
/// let example = Example(
///   name: "settings", summary: "the seed's Settings › Personal Hotspot form",
///   title: "Settings", initial: Settings(), form: settingsForm)
/// let session = example.start()   // a new driver, at the root screen
/// ```
public struct Example {
  /// The name the demo takes on its command line: `formwork-demo settings`.
  public var name: String
  /// What the form shows, in one line.
  public var summary: String
  /// Starts a fresh session over the form.
  public var start: () -> FormSession
  /// Starts a fresh session whose library words and value formats are the given strings'
  /// (`FormStrings`): `example.startIn(FormStrings(locale: "de"))`.
  public var startIn: (FormStrings) -> FormSession
  /// The typed form, for ``visit(_:)``; `nil` when made with `init(name:summary:start:)`.
  var typedForm: AnyExampleForm?

  /// Creates an example that starts sessions with `start`.
  ///
  /// - Parameters:
  ///   - name: The name to pick it by.
  ///   - summary: What it shows, in one line.
  ///   - start: Starts a fresh session.
  public init(name: String, summary: String, start: @escaping () -> FormSession) {
    self.name = name
    self.summary = summary
    self.start = start
    startIn = { _ in start() }
  }

  /// Creates an example that runs `form` from `initial`, with `title` on its root screen.
  ///
  /// - Parameters:
  ///   - name: The name to pick it by.
  ///   - summary: What it shows, in one line.
  ///   - title: The root screen's title.
  ///   - initial: The state each session starts from.
  ///   - form: The form.
  public init<State>(
    name: String, summary: String, title: String, initial: State,
    form: @escaping Form<State>
  ) {
    self.init(name: name, summary: summary) {
      FormSession(initial: initial, title: title, form: form)
    }
    startIn = { FormSession(initial: initial, title: title, strings: $0, form: form) }
    typedForm = TypedExampleForm(initial: initial, title: title, form: form)
  }

  /// The example called `name` in ``examples``, if any.
  ///
  /// ```swift
  /// Example.named("settings")?.summary   // "the seed's Settings › Personal Hotspot form"
  /// ```
  public static func named(_ name: String) -> Example? {
    examples.first { $0.name == name }
  }
}

/// The examples `formwork-demo` runs, the first one by default. Add a form with one line.
public var examples: [Example] {
  [
    Example(
      name: "settings", summary: "the seed's Settings › Personal Hotspot form",
      title: "Settings", initial: Settings(), form: settingsForm),
    Example(
      name: "signup", summary: "a sign-up form that validates as you type",
      title: "Sign Up", initial: SignUp(), form: signupForm),
    Example(
      name: "todos", summary: "a list editor: add, delete and move items",
      title: "To Do", initial: TodoList(), form: todosForm),
    catalogExample,
    Example(
      name: "checkout", summary: "a checkout wizard: one step at a time, each checked",
      title: "Contact", initial: Checkout(), form: checkoutForm),
    Example(
      name: "profile", summary: "a profile form derived from a Codable struct (modelForm)",
      title: "Profile", initial: UserProfile(), form: profileForm),
    Example(
      name: "team", summary: "a team wizard: checks that wait, members, a draft, a model form",
      title: "Account", initial: TeamSignup(), form: teamForm),
    bookingExample,
  ]
}

/// The booking example: its root title in the session's language too.
var bookingExample: Example {
  var example = Example(
    name: "booking", summary: "a hotel booking in the user's language (--locale de)",
    title: "Booking", initial: Booking(), form: bookingForm)
  example.startIn = { strings in
    FormSession(
      initial: Booking(), title: BookingWords(language: strings.language)["Booking"],
      strings: strings, form: bookingForm)
  }
  return example
}
