import Foundation

/// A type a model form can make a fresh value of: an element its list sections add, or the
/// value an empty optional struct starts from. Conform a model's element types to get an
/// Add row (`init()` must give each new element its own `id`).
///
/// ```swift
/// struct Pet: Codable, Identifiable, EmptyInitializable {
///   var id = UUID()
///   var name = ""
///   init() {}
/// }
/// ```
public protocol EmptyInitializable {
  /// A fresh value.
  init()
}

/// An array of `Identifiable` models: a model form shows it as a list section.
protocol ModelList {
  /// The list's section; `rules`, when they are `[ValidationRule<Model, Self>]`, check it as
  /// a whole.
  static func modelSection<Model: Codable>(
    _ model: Model.Type, property: (name: String, position: Int), title: String, rules: Any?
  ) -> Formwork.Element<Section, Model>
  /// Lists to write in a property's place to find its name: one fresh element, if the
  /// element type makes one.
  static var probes: [Any] { get }
}

extension Array: ModelList where Element: Identifiable & Codable {
  static var probes: [Any] {
    modelBlank(Element.self).map { blank -> [Any] in [[blank]] } ?? []
  }

  static func modelSection<Model: Codable>(
    _ model: Model.Type, property: (name: String, position: Int), title: String, rules: Any?
  ) -> Formwork.Element<Section, Model> {
    let keyPath: WritableKeyPath<Model, [Element]> = modelKeyPath(property, fallback: [])
    // NB: the row's title (and its screen's) is the element type's; what the element is
    // called shows as the detail, which follows edits, so an open screen never goes stale.
    let row: Formwork.Element<FormCell, Element> = { context in
      disclosureCell(
        title: context.strings.propertyTitle("\(Element.self)"), detail: modelItemLabel,
        form: modelForm(Element.self))(context)
    }
    var trailing: [Formwork.Element<FormCell, Model>] = []
    if let sample = modelBlank(Element.self) {
      let singular = title.hasSuffix("s") ? String(title.dropLast()) : title
      trailing.append { context in
        addButton(title: context.strings.add(singular), to: keyPath) { _ in
          modelBlank(Element.self) ?? sample
        }(context)
      }
    }
    return listSection(
      keyPath, rows: [row], header: title, trailingRows: trailing,
      rules: rules as? [ValidationRule<Model, [Element]>] ?? [])
  }
}

/// A fresh value of `type` when it is ``EmptyInitializable``.
func modelBlank<Value>(_ type: Value.Type) -> Value? {
  (type as? any EmptyInitializable.Type).flatMap { $0.init() as? Value }
}

/// What a list row shows of its element: its first non-empty `String` property, else
/// nothing.
func modelItemLabel<Item>(_ item: Item) -> String {
  for child in Mirror(reflecting: item).children {
    if let text = child.value as? String, !text.isEmpty { return text }
  }
  return ""
}

/// Choices a model form shows as a multi-select: a `Set` of `CaseIterable` values, or an
/// array of them, whose choices are kept in case order.
protocol ModelChoices: Codable {
  associatedtype Choice: CaseIterable & Hashable
  /// No choice made.
  init()
  /// The choices as a set; set back, an array keeps them in the order of `allCases`.
  var modelChoiceSet: Set<Choice> { get set }
}

extension Set: ModelChoices where Element: CaseIterable & Codable {
  var modelChoiceSet: Set<Element> {
    get { self }
    set { self = newValue }
  }
}

extension Array: ModelChoices where Element: CaseIterable & Codable & Hashable {
  var modelChoiceSet: Set<Element> {
    get { Set(self) }
    set { self = Element.allCases.filter(newValue.contains) }
  }
}

/// The multi-select for a property holding `Choices`.
func choicesCell<Model: Codable, Choices: ModelChoices>(
  _ choices: Choices.Type, model: Model.Type, property: (name: String, position: Int),
  title: String
) -> Element<FormCell, Model> {
  let keyPath: WritableKeyPath<Model, Choices> = modelKeyPath(property, fallback: Choices())
  return multiSelectCell(
    title: title, keyPath: keyPath.appending(path: \.modelChoiceSet),
    optionTitle: modelChoiceTitle)
}

/// An optional: what a model form shows depends on what it wraps (a choice, a nested model).
protocol ModelOptional {
  /// The type it wraps.
  static var wrappedType: Any.Type { get }
}

extension Optional: ModelOptional {
  static var wrappedType: Any.Type { Wrapped.self }
}

/// The picker for an optional choice, whose first option is "None".
func optionalChoiceCell<Model: Codable, Choice: ModelChoice>(
  _ choice: Choice.Type, model: Model.Type, property: (name: String, position: Int),
  title: String
) -> Element<FormCell, Model> {
  let keyPath: WritableKeyPath<Model, Choice?> = modelKeyPath(property, fallback: nil)
  let options: [Choice?] = [nil] + Choice.allCases.map { $0 }
  return { context in
    let none = context.strings.none
    return pickerCell(title: title, keyPath: keyPath, options: options) { choice in
      choice.map(modelChoiceTitle) ?? none
    }(context)
  }
}

/// The row for an optional nested model, opening its form, which starts from a fresh value
/// while the property is `nil` (so the wrapped type must be ``EmptyInitializable``).
func optionalNestedCell<Model: Codable, Nested: Codable & EmptyInitializable>(
  _ nested: Nested.Type, model: Model.Type, property: (name: String, position: Int),
  title: String
) -> Element<FormCell, Model> {
  let keyPath: WritableKeyPath<Model, Nested?> = modelKeyPath(property, fallback: nil)
  let filled = keyPath.appending(path: \Nested?.modelFilled)
  return { context in
    let none = context.strings.none
    return disclosureCell(
      title: title, detail: { $0[keyPath: keyPath] == nil ? none : "" },
      form: bind(form: modelForm(Nested.self), to: filled))(context)
  }
}

extension Optional where Wrapped: EmptyInitializable {
  /// The value, or a fresh one while there is none; writing stores it.
  var modelFilled: Wrapped {
    get { self ?? Wrapped() }
    set { self = newValue }
  }
}

/// A choice's title: its description when it has one, else its case name as words.
func modelChoiceTitle<Choice>(_ choice: Choice) -> String {
  (choice as? any CustomStringConvertible)?.description ?? modelTitle("\(choice)")
}
