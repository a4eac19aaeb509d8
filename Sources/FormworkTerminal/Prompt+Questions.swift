public import Formwork

/// The state of a question ``Prompt`` asks: the answer, as the question's one row holds it.
///
/// ```swift
/// let rule: ValidationRule<PromptAnswer<String>, String> = .required()
/// ```
public struct PromptAnswer<Value> {
  /// The answer so far.
  public var value: Value

  /// An answer starting at `value`.
  public init(_ value: Value) {
    self.value = value
  }
}

// One question at a time: each is a form of one row with a submit row that is not shown, so
// its rules, its errors and its tests are a form's; answering the row submits it.
extension Prompt {
  /// Asks for a line of text, until it passes `rules`.
  ///
  /// ```swift
  /// let name = try Prompt.text(
  ///   "Project name", rules: [.required(), .matches("[a-z][a-z0-9-]*", message: "a-z, 0-9, -")])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The question.
  ///   - initial: The text to start from; an empty answer keeps it.
  ///   - placeholder: Shown while the text is empty.
  ///   - rules: What the answer must pass.
  ///   - options: Where and how it asks.
  /// - Returns: The text.
  /// - Throws: ``PromptError``.
  public static func text(
    _ title: String, initial: String = "", placeholder: String? = nil,
    rules: FieldRules<PromptAnswer<String>, String> = [], options: Options = Options()
  ) throws(PromptError) -> String {
    let row: Element<FormCell, PromptAnswer<String>> = controlCell(
      title: title, control: textField(keyPath: \.value, placeholder: placeholder, rules: rules))
    return try ask(title, row, initial: initial, kind: .text, options: options)
  }

  /// Asks a yes-or-no question: `y` or `n` answers it (Enter keeps `initial`, ←→ move
  /// between `Yes` and `No`); the plain modes ask `Initialize git? (y/N)`.
  ///
  /// ```swift
  /// if try Prompt.confirm("Overwrite the folder?") { /* … */ }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The question.
  ///   - initial: The answer Enter gives.
  ///   - options: Where and how it asks.
  /// - Returns: Whether the answer is yes.
  /// - Throws: ``PromptError``.
  public static func confirm(_ title: String, initial: Bool = false, options: Options = Options())
    throws(PromptError) -> Bool
  {
    let row: Element<FormCell, PromptAnswer<Bool>> = confirmCell(title: title, keyPath: \.value)
    return try ask(title, row, initial: initial, kind: .confirm, options: options)
  }

  /// Asks for one of `choices`, shown as a list under the question.
  ///
  /// ```swift
  /// let template = try Prompt.select("Template", from: ["library", "executable", "plugin"])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The question.
  ///   - choices: The options, in order.
  ///   - initial: The option chosen to start with; the first when `nil`.
  ///   - choiceTitle: An option's title.
  ///   - options: Where and how it asks.
  /// - Returns: The option chosen.
  /// - Throws: ``PromptError``; ``PromptError/quit`` when there are no choices.
  public static func select<Choice: Equatable>(
    _ title: String, from choices: [Choice], initial: Choice? = nil,
    choiceTitle: @escaping (Choice) -> String = { "\($0)" }, options: Options = Options()
  ) throws(PromptError) -> Choice {
    guard let first = initial ?? choices.first else { throw .quit }
    let row: Element<FormCell, PromptAnswer<Choice>> = pickerCell(
      title: title, keyPath: \.value, options: choices, optionTitle: choiceTitle)
    return try ask(title, row, initial: first, kind: .choice, options: options)
  }

  /// Asks for any of `choices`, shown as a list of check boxes under the question.
  ///
  /// ```swift
  /// let features = try Prompt.multiSelect("Features", from: ["tests", "docs", "ci"])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The question.
  ///   - choices: The options, in order.
  ///   - initial: The options checked to start with.
  ///   - choiceTitle: An option's title.
  ///   - rules: What the answer must pass (`.required()`: at least one).
  ///   - options: Where and how it asks.
  /// - Returns: The options checked, in the order of `choices`.
  /// - Throws: ``PromptError``.
  public static func multiSelect<Choice: Hashable>(
    _ title: String, from choices: [Choice], initial: Set<Choice> = [],
    choiceTitle: @escaping (Choice) -> String = { "\($0)" },
    rules: FieldRules<PromptAnswer<Set<Choice>>, Set<Choice>> = [], options: Options = Options()
  ) throws(PromptError) -> [Choice] {
    let row: Element<FormCell, PromptAnswer<Set<Choice>>> = multiSelectCell(
      title: title, keyPath: \.value, options: choices, optionTitle: choiceTitle, rules: rules)
    let chosen = try ask(title, row, initial: initial, kind: .choice, options: options)
    return choices.filter(chosen.contains)
  }

  /// The form of one question: `row`, then a submit row that is not shown.
  static func questionForm<Value>(_ row: @escaping Element<FormCell, PromptAnswer<Value>>)
    -> Form<PromptAnswer<Value>>
  {
    let form = sections([section([row])], submit: "") { _ in }
    return { context in
      var rendered = form(context)
      let submitSection = rendered.element.last
      submitSection?.isVisible = false
      let update = rendered.update
      rendered.update = { state in
        update(state)
        submitSection?.isVisible = false
      }
      return rendered
    }
  }

  private static func ask<Value>(
    _ title: String, _ row: @escaping Element<FormCell, PromptAnswer<Value>>, initial: Value,
    kind: Question.Kind, options: Options
  ) throws(PromptError) -> Value {
    let driver = FormDriver(
      initial: PromptAnswer(initial), title: title, build: questionForm(row))
    let submit = { [weak driver] in
      let cells = driver?.screens.first?.sections.last?.cells ?? []
      cells.first { $0.role == .submit }?.didSelect?()
    }
    try run(driver, question: Question(kind: kind, submit: submit), options: options)
    return driver.state.value
  }
}
