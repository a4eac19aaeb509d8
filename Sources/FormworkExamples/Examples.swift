public import Formwork
import FormworkTerminal

/// An example form the demo can run: a name to pick it by, a one-line summary, and a way to
/// start a fresh session over it.
///
/// ```swift
/// let example = Example(
///   name: "settings", summary: "a phone's Settings › Personal Hotspot form",
///   title: "Settings", initial: Settings(), form: settingsForm)
/// let session = example.start()   // a new driver, at the root screen
/// ```
public struct Example {
  /// The name the demo takes on its command line: `formwork-demo settings`.
  public var name: String
  /// What the form shows, in one line.
  public var summary: String
  /// Starts a fresh session over the form.
  public var start: () -> any RunningForm
  /// Starts a fresh session with the given words and scheduler:
  /// `example.startIn(FormStrings(locale: "de"), nil)`.
  ///
  /// The library's words and value formats come from the `FormStrings`. Asynchronous checks
  /// run on the scheduler, such as the full-screen terminal's event loop; on a
  /// `ManualScheduler` when it is `nil`.
  public var startIn: (FormStrings, (any ValidationScheduler)?) -> any RunningForm
  /// The typed form, for ``visit(_:)``; `nil` when made with `init(name:summary:start:)`.
  var typedForm: AnyExampleForm?

  /// Creates an example that starts sessions with `start`.
  ///
  /// - Parameters:
  ///   - name: The name to pick it by.
  ///   - summary: What it shows, in one line.
  ///   - start: Starts a fresh session.
  public init(name: String, summary: String, start: @escaping () -> any RunningForm) {
    self.name = name
    self.summary = summary
    self.start = start
    startIn = { _, _ in start() }
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
    let startIn: (FormStrings, (any ValidationScheduler)?) -> any RunningForm = {
      strings, scheduler in
      FormDriver(
        initial: initial, title: title, scheduler: scheduler, strings: strings, build: form)
    }
    self.init(name: name, summary: summary) { startIn(FormStrings(), nil) }
    self.startIn = startIn
    typedForm = TypedExampleForm(initial: initial, title: title, form: form)
  }

  /// Starts a fresh session whose asynchronous checks run on `scheduler` (the full-screen
  /// terminal's event loop runs them while keys keep coming); an example made with
  /// `init(name:summary:start:)` starts as ``start`` does.
  ///
  /// ```swift
  /// let session = example.start(scheduler: TerminalScheduler())
  /// ```
  public func start(scheduler: any ValidationScheduler) -> any RunningForm {
    startIn(FormStrings(), scheduler)
  }

  /// The example called `name` in ``examples``, if any.
  ///
  /// ```swift
  /// Example.named("settings")?.summary   // "a phone's Settings › Personal Hotspot form"
  /// ```
  public static func named(_ name: String) -> Example? {
    examples.first { $0.name == name }
  }
}

/// The examples `formwork-demo` runs, the first one by default. Add a form with one line.
public var examples: [Example] {
  [
    Example(
      name: "settings", summary: "a phone's Settings › Personal Hotspot form",
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
  example.startIn = { strings, scheduler in
    FormDriver(
      initial: Booking(), title: BookingWords(language: strings.language)["Booking"],
      scheduler: scheduler, strings: strings, build: bookingForm)
  }
  return example
}

/// What the example chooser holds: the example picked, once one is.
public struct ExampleChoice: Equatable {
  /// The name of the example picked, if any.
  public var chosen: String?

  /// Nothing picked yet.
  public init() {}
}

/// The examples as a form, a row each with its summary: what `formwork-demo` shows on a
/// terminal when no example is named. Opening a row picks it.
///
/// ```swift
/// let session = FormDriver(initial: ExampleChoice(), title: "formwork-demo",
///                           build: exampleChooserForm)
/// try session.perform(.tap(row: "signup"))
/// (session as? FormDriver<ExampleChoice>)?.state.chosen   // "signup"
/// ```
public var exampleChooserForm: Form<ExampleChoice> {
  sections([section(examples.map(chooserRow), header: "Examples")])
}

/// A row that picks `example` when opened.
private func chooserRow(_ example: Example) -> Element<FormCell, ExampleChoice> {
  return { context in
    let cell = FormCell(title: example.name)
    cell.detail = example.summary
    cell.accessory = .disclosureIndicator
    cell.shouldHighlight = true
    let name = example.name
    cell.didSelect = { context.change { $0.chosen = name } }
    return Rendered(element: cell, strongReferences: []) { _ in }
  }
}
