import Foundation

/// Per-property customisation of a ``modelForm(_:options:)``, by property name.
///
/// Each method returns a copy with one more customisation, so they chain:
///
/// ```swift
/// struct Profile: Codable { var name = ""; var email = ""; var age = 0; var notes = "" }
/// let options = ModelFormOptions<Profile>()
///   .title("name", "Full Name")
///   .order(["email", "name"])
///   .hidden("notes", when: { $0.age < 18 })
/// let form: Form<Profile> = modelForm(Profile.self, options: options)
/// ```
public struct ModelFormOptions<Model> {
  var titles: [String: String] = [:]
  var kinds: [String: TextField.Kind] = [:]
  var order: [String] = []
  var omitted: Set<String> = []
  var hiddenWhen: [String: (Model) -> Bool] = [:]
  var disabledWhen: [String: (Model) -> Bool] = [:]
  var replacements: [String: Element<FormCell, Model>] = [:]
  /// The rules of each property, as `FieldRules<Model, Value>` of the property's type.
  var rules: [String: Any] = [:]
  /// The same rules as `[ValidationRule<Model, Value>]`: what a list section reads, whose
  /// elements need not be `Equatable` where it reads them.
  var plainRules: [String: Any] = [:]
  /// What was given by key path, applied by the name the key path resolves to in a model.
  var byKeyPath: [(name: (Model) -> String?, apply: (inout ModelFormOptions, String) -> Void)] =
    []

  /// No customisation: every property as its type and name suggest, in declaration order.
  public init() {}

  /// The title of `property`'s row, instead of the one made from its name.
  public func title(_ property: String, _ title: String) -> Self {
    var copy = self
    copy.titles[property] = title
    return copy
  }

  /// The kind of `property`'s text field, instead of the one inferred from its name.
  public func kind(_ property: String, _ kind: TextField.Kind) -> Self {
    var copy = self
    copy.kinds[property] = kind
    return copy
  }

  /// The properties listed come first, in this order; the others follow in declaration order.
  public func order(_ properties: [String]) -> Self {
    var copy = self
    copy.order = properties
    return copy
  }

  /// Leaves `property` out of the form; its value is kept as it is.
  public func omit(_ property: String) -> Self {
    var copy = self
    copy.omitted.insert(property)
    return copy
  }

  /// Hides `property`'s row while `predicate` holds (see `hidden(_:when:)`).
  public func hidden(_ property: String, when predicate: @escaping (Model) -> Bool) -> Self {
    var copy = self
    copy.hiddenWhen[property] = predicate
    return copy
  }

  /// Disables `property`'s row while `predicate` holds.
  public func disabled(_ property: String, when predicate: @escaping (Model) -> Bool) -> Self {
    var copy = self
    copy.disabledWhen[property] = predicate
    return copy
  }

  /// Shows `cell` in `property`'s place, for a row the model's types cannot describe.
  public func replace(_ property: String, with cell: @escaping Element<FormCell, Model>) -> Self {
    var copy = self
    copy.replacements[property] = cell
    return copy
  }

  // MARK: Rules, by key path

  /// Checks the property at `keyPath` with `rules`, as a control's `rules:` does
  /// (``FieldRules``).
  ///
  /// Its row shows their messages and the whole form counts them. Checks that wait for an
  /// answer make its row say `checking…`, and the form does not submit until they answer.
  ///
  /// The key path names a top-level stored property of the model: a text, a number, a date,
  /// a switch, a choice, or an optional of one of these. To find the property, the form
  /// writes another value through the key path and sees which property the model's
  /// `Codable` encoding changes.
  ///
  /// ```swift
  /// ModelFormOptions<Profile>().rules(\.email, [.required(), .email()])
  /// let isFree = AsyncValidationRule<Profile, String> { name in
  ///   name == "admin" ? "\(name) is taken" : nil
  /// }
  /// ModelFormOptions<Profile>().rules(\.name, FieldRules([.required()], async: [isFree]))
  /// ```
  ///
  /// On a list (an array of `Identifiable` models shown as a list section), the rules check
  /// the array as a whole, as `listSection`'s `rules:` do, and a row after the list's rows
  /// says why one fails. Checks that wait and a timing are not used there. To be found, an
  /// empty list's elements must be ``EmptyInitializable``.
  ///
  /// ```swift
  /// struct Pet: Codable, Identifiable, Equatable, EmptyInitializable {
  ///   var id = UUID()
  ///   var name = ""
  ///   init() {}
  /// }
  /// struct Owner: Codable { var name = ""; var pets: [Pet] = [] }
  /// ModelFormOptions<Owner>().rules(\.pets, [.minCount(1), .unique(by: \.name)])
  /// ```
  public func rules<Value: Equatable>(
    _ keyPath: WritableKeyPath<Model, Value>, _ rules: FieldRules<Model, Value>
  ) -> Self {
    adding(keyPath) {
      $0.rules[$1] = rules
      $0.plainRules[$1] = rules.rules
    }
  }

  /// A copy that applies `apply` to the name `keyPath` resolves to.
  private func adding<Value>(
    _ keyPath: WritableKeyPath<Model, Value>, _ apply: @escaping (inout Self, String) -> Void
  ) -> Self {
    var copy = self
    copy.byKeyPath.append((name: { modelPropertyName(keyPath, in: $0) }, apply: apply))
    return copy
  }

  /// The options with what was given by key path applied by name, for `model`.
  func resolved(for model: Model) -> Self {
    var resolved = self
    resolved.byKeyPath = []
    for entry in byKeyPath {
      if let name = entry.name(model) { entry.apply(&resolved, name) }
    }
    return resolved
  }

  /// The rules given for `name`, for a control over values of type `Value`.
  func rules<Value: Equatable>(for name: String, as _: Value.Type) -> FieldRules<Model, Value> {
    rules[name] as? FieldRules<Model, Value> ?? []
  }
}

/// A form derived from a `Codable` struct, with no form code (FXForms' idea, kept typed).
///
/// Each stored property becomes a row, titled from its name (`firstName` → "First Name"):
///
/// | Property | Row |
/// | --- | --- |
/// | `Bool` | a switch |
/// | `String` | a text field, whose kind follows the name |
/// | `Int`, `Double` | a number field |
/// | `Date` | a date field |
/// | a `CaseIterable` enum | a picker |
/// | a nested `Codable` struct | a row that opens its own model form |
///
/// A text field named `email`, `password` (masked), `url`, `website` or `phone` takes that
/// kind of text. Optionals of these may be left empty. Properties of other types are left
/// out, unless `ModelFormOptions.replace(_:with:)` gives them a row.
///
/// The rows are the ordinary combinators (``toggle(keyPath:rules:)``,
/// ``numberField(keyPath:range:placeholder:format:rules:)-(WritableKeyPath<State,Int>,_,_,_,_)``,
/// …). So text a number cannot take is refused the same way: the state is unchanged, the
/// text is kept, and the row shows a message.
///
/// Changes are written back typed. The property's new value is encoded with the model's own
/// `Codable` conformance, and the model is decoded again. So the model's synthesized coding
/// keys must be its property names.
///
/// ```swift
/// struct Account: Codable { var userName = ""; var email = ""; var isAdmin = false }
/// let form: Form<Account> = modelForm(Account.self)
/// // 1  User Name  [         ]
/// // 2  Email      [         ]
/// // 3  Is Admin   [ off ]
/// ```
///
/// - Parameters:
///   - model: The model type; the form's state.
///   - options: Titles, kinds, order, conditions and replacements by property name.
public func modelForm<Model: Codable>(
  _ model: Model.Type, options: ModelFormOptions<Model> = ModelFormOptions()
) -> Form<Model> {
  { context in
    let cells = modelCells(of: context.state, options: options)
    let lists = modelListSections(of: context.state, options: options)
    return sections((cells.isEmpty ? [] : [section(cells)]) + lists)(context)
  }
}

/// The rows ``modelForm(_:options:)`` makes for `model`'s properties, to mix with
/// hand-written sections:
///
/// ```swift
/// struct Pet: Codable { var name = ""; var age = 0 }
/// let form: Form<Pet> = { context in
///   sections([
///     section(modelCells(of: context.state)),
///     section([buttonCell(title: "Save", action: { _ in })]),
///   ])(context)
/// }
/// ```
public func modelCells<Model: Codable>(
  of model: Model, options: ModelFormOptions<Model> = ModelFormOptions()
) -> [Element<FormCell, Model>] {
  let options = options.resolved(for: model)
  let children = Mirror(reflecting: model).children.enumerated().compactMap { position, child in
    child.label.map { (name: $0, value: child.value, position: position) }
  }
  let rank = Dictionary(
    options.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  let ordered = children.enumerated().sorted { lhs, rhs in
    let left = rank[lhs.element.name] ?? options.order.count + lhs.offset
    let right = rank[rhs.element.name] ?? options.order.count + rhs.offset
    return left < right
  }.map { $0.element }
  return ordered.compactMap { child -> Element<FormCell, Model>? in
    guard !options.omitted.contains(child.name) else { return nil }
    // NB: an identifiable model's `id` is its identity, not a field to edit.
    if model is any Identifiable, child.name == "id", options.replacements["id"] == nil {
      return nil
    }
    let titled = { (title: String) in
      modelCell(
        Model.self, property: (child.name, child.position), value: child.value, title: title,
        kind: options.kinds[child.name], options: options)
    }
    guard
      var cell = options.replacements[child.name]
        ?? titled(options.titles[child.name] ?? modelTitle(child.name))
    else { return nil }
    // NB: a title made from the property's name is the driver's (``FormStrings/propertyTitle``).
    if options.titles[child.name] == nil, options.replacements[child.name] == nil {
      let english = cell
      cell = { context in (titled(context.strings.propertyTitle(child.name)) ?? english)(context) }
    }
    if let predicate = options.hiddenWhen[child.name] { cell = hidden(cell, when: predicate) }
    if let predicate = options.disabledWhen[child.name] { cell = disabled(cell, when: predicate) }
    return cell
  }
}

/// The list sections ``modelForm(_:options:)`` makes for `model`'s arrays of `Identifiable`
/// models, in declaration order.
///
/// Each element gets a row that opens its own model form, and can be deleted and moved.
/// When the element type is ``EmptyInitializable``, an Add row follows. Rules given for the
/// list with ``ModelFormOptions/rules(_:_:)`` check it as a whole.
public func modelListSections<Model: Codable>(
  of model: Model, options: ModelFormOptions<Model> = ModelFormOptions()
) -> [Element<Section, Model>] {
  let options = options.resolved(for: model)
  return Mirror(reflecting: model).children.enumerated().compactMap { position, child in
    guard let name = child.label, !options.omitted.contains(name),
      options.replacements[name] == nil,
      let list = Swift.type(of: child.value) as? any ModelList.Type
    else { return nil }
    var section: Element<Section, Model> = { context in
      list.modelSection(
        Model.self, property: (name, position),
        title: options.titles[name] ?? context.strings.propertyTitle(name),
        rules: options.plainRules[name])(context)
    }
    if let predicate = options.hiddenWhen[name] { section = hidden(section, when: predicate) }
    if let predicate = options.disabledWhen[name] {
      section = disabled(section, when: predicate)
    }
    return section
  }
}

/// "firstName" → "First Name", "isEnabled" → "Is Enabled", "zip_code" → "Zip Code",
/// "URL" → "URL".
func modelTitle(_ name: String) -> String {
  var words: [String] = []
  var word = ""
  let characters = Array(name)
  for (index, character) in characters.enumerated() {
    if character == "_" || character == " " {
      if !word.isEmpty { words.append(word) }
      word = ""
      continue
    }
    let next = index + 1 < characters.count ? characters[index + 1] : nil
    let previous = index > 0 ? characters[index - 1] : nil
    let startsWord =
      character.isUppercase
      && (previous.map { $0.isLowercase || $0.isNumber } == true
        || (previous?.isUppercase == true && next?.isLowercase == true))
    if startsWord, !word.isEmpty {
      words.append(word)
      word = ""
    }
    word.append(character)
  }
  if !word.isEmpty { words.append(word) }
  return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
}

/// The text field kind FXForms infers from a property's name.
func inferredKind(_ name: String) -> TextField.Kind {
  let lower = name.lowercased()
  if lower.contains("password") { return .password }
  if lower.contains("email") { return .email }
  if lower.contains("url") || lower.contains("website") || lower.contains("link") {
    return .url
  }
  if lower.contains("phone") || lower.contains("mobile") { return .phone }
  if lower.contains("zip") || lower.contains("postcode") || lower.contains("postalcode") {
    return .zipCode
  }
  if lower.hasSuffix("name") { return .name }
  return .plain
}

/// The row for one property, or `nil` for a type a model form cannot show.
func modelCell<Model: Codable>(
  _ model: Model.Type, property: (name: String, position: Int), value: Any, title: String,
  kind: TextField.Kind?, options: ModelFormOptions<Model>
) -> Element<FormCell, Model>? {
  if let cell = scalarCell(
    model, property: property, value: value, title: title,
    kind: kind ?? inferredKind(property.name), options: options)
  {
    return cell
  }
  let type = Swift.type(of: value)
  // NB: optionals first, by type: a non-nil optional's value casts to its wrapped type.
  if let wrapped = (type as? any ModelOptional.Type)?.wrappedType {
    if let choice = wrapped as? any ModelChoice.Type {
      return optionalChoiceCell(choice, model: Model.self, property: property, title: title)
    }
    if let nested = wrapped as? any (Codable & EmptyInitializable).Type {
      return optionalNestedCell(nested, model: Model.self, property: property, title: title)
    }
  }
  if let value = value as? any ModelChoice {
    return choiceCell(value, model: Model.self, property: property, title: title)
  }
  if let choices = type as? any ModelChoices.Type {
    return choicesCell(choices, model: Model.self, property: property, title: title)
  }
  // NB: arrays of identifiable models are list sections of their own (modelForm).
  if type is any ModelList.Type { return nil }
  if let value = value as? any Codable, Mirror(reflecting: value).displayStyle == .struct {
    return nestedCell(value, model: Model.self, property: property, title: title)
  }
  return nil
}

/// The row for a property of a plain type (a switch, text, a number, a date), or `nil`.
private func scalarCell<Model: Codable>(
  _ model: Model.Type, property: (name: String, position: Int), value: Any, title: String,
  kind textKind: TextField.Kind, options: ModelFormOptions<Model>
) -> Element<FormCell, Model>? {
  let name = property.name
  func rules<Value: Equatable>(_ type: Value.Type) -> FieldRules<Model, Value> {
    options.rules(for: name, as: type)
  }
  func path<Value: Codable>(_ initial: Value) -> WritableKeyPath<Model, Value> {
    modelKeyPath(property, fallback: initial)
  }
  func cell<C: Control>(_ control: @escaping Element<C, Model>) -> Element<FormCell, Model> {
    controlCell(title: title, control: control)
  }
  // NB: dispatch on the property's declared type: a `nil` of one optional type casts to
  // every other optional type, and a non-`nil` optional casts to its wrapped type.
  let type = Swift.type(of: value)
  func matches<Value>(_ candidate: Value.Type) -> Value? {
    type == candidate ? value as? Value : nil
  }
  if let value = matches(Bool.self) {
    return cell(toggle(keyPath: path(value), rules: rules(Bool.self)))
  }
  if let value = matches(String.self) {
    return cell(textField(keyPath: path(value), kind: textKind, rules: rules(String.self)))
  }
  if let value = matches(String?.self) {
    return cell(textField(keyPath: path(value), kind: textKind, rules: rules(String?.self)))
  }
  if let value = matches(Int.self) {
    return cell(numberField(keyPath: path(value), rules: rules(Int.self)))
  }
  if let value = matches(Int?.self) {
    return cell(numberField(keyPath: path(value), rules: rules(Int?.self)))
  }
  if let value = matches(Double.self) {
    return cell(numberField(keyPath: path(value), rules: rules(Double.self)))
  }
  if let value = matches(Double?.self) {
    return cell(numberField(keyPath: path(value), rules: rules(Double?.self)))
  }
  if let value = matches(Date.self) {
    return cell(dateField(keyPath: path(value), rules: rules(Date.self)))
  }
  if let value = matches(Date?.self) {
    return cell(dateField(keyPath: path(value), rules: rules(Date?.self)))
  }
  return nil
}

/// A `CaseIterable` enum a model form shows as a picker.
typealias ModelChoice = CaseIterable & Codable & Equatable

func choiceCell<Model: Codable, Choice: ModelChoice>(
  _ value: Choice, model: Model.Type, property: (name: String, position: Int), title: String
) -> Element<FormCell, Model> {
  let keyPath: WritableKeyPath<Model, Choice> = modelKeyPath(property, fallback: value)
  return pickerCell(title: title, keyPath: keyPath, optionTitle: modelChoiceTitle)
}

func nestedCell<Model: Codable, Nested: Codable>(
  _ value: Nested, model: Model.Type, property: (name: String, position: Int), title: String
) -> Element<FormCell, Model> {
  let keyPath: WritableKeyPath<Model, Nested> = modelKeyPath(property, fallback: value)
  return disclosureCell(
    title: title, detail: { _ in "" }, form: bind(form: modelForm(Nested.self), to: keyPath))
}

/// The key path of one stored property of `Model`, by name, reading `fallback` when the model
/// has no such property of that type.
func modelKeyPath<Model: Codable, Value: Codable>(
  _ property: (name: String, position: Int), fallback: Value
) -> WritableKeyPath<Model, Value> {
  \Model.[
    modelProperty: ModelProperty(
      name: property.name, fallback: fallback, position: property.position)
  ]
}

/// One stored property of a model, by name: the subscript argument of a model form's key
/// paths. Equal for equal names; `fallback` is what reading gives if the model no longer
/// has the property (it always has: names come from the model's own `Mirror`).
struct ModelProperty<Value>: Hashable {
  let name: String
  let fallback: Value
  /// Where the property was among the model's mirror's children: reads look there first.
  var position = -1

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Decodable where Self: Encodable {
  /// A stored property by name: read through `Mirror`, written through the model's `Codable`
  /// conformance (a write the model cannot decode changes nothing).
  subscript<Value: Codable>(modelProperty property: ModelProperty<Value>) -> Value {
    get {
      let children = Mirror(reflecting: self).children
      // NB: a struct's mirror is random access: reading at the recorded position costs O(1).
      if property.position >= 0, property.position < children.count {
        let child = children[children.index(children.startIndex, offsetBy: property.position)]
        if child.label == property.name, let value = child.value as? Value { return value }
      }
      for child in children where child.label == property.name {
        if let value = child.value as? Value { return value }
      }
      return property.fallback
    }
    set {
      if let written = modelWriting(newValue, at: property.name, into: self) { self = written }
    }
  }
}

/// `model` with the property `name` set to `value`, through their `Codable` conformances,
/// or `nil` if the result does not decode.
func modelWriting<Model: Codable, Value: Encodable>(
  _ value: Value, at name: String, into model: Model
) -> Model? {
  let encoder = JSONEncoder()
  guard
    let data = try? encoder.encode(model),
    var tree = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
    let valueData = try? encoder.encode(value),
    let valueTree = try? JSONSerialization.jsonObject(with: valueData, options: .fragmentsAllowed)
  else { return nil }
  if valueTree is NSNull { tree[name] = nil } else { tree[name] = valueTree }
  guard let written = try? JSONSerialization.data(withJSONObject: tree) else { return nil }
  return try? JSONDecoder().decode(Model.self, from: written)
}

/// The name of `model`'s top-level stored property that `keyPath` writes: found by writing
/// another value through it and seeing which property of the model's `Codable` encoding
/// changed. `nil` when no other value of the property's type could be made, or the write
/// changed more than one property.
func modelPropertyName<Model, Value>(
  _ keyPath: WritableKeyPath<Model, Value>, in model: Model
) -> String? {
  guard let before = encodedProperties(of: model) else { return nil }
  for candidate in cases(of: Value.self).compactMap({ $0 as? Value }) {
    var probe = model
    probe[keyPath: keyPath] = candidate
    guard let after = encodedProperties(of: probe) else { continue }
    let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
    if changed.count == 1 { return changed.first }
  }
  guard let value = model[keyPath: keyPath] as? any Encodable,
    let type = Value.self as? any Decodable.Type,
    let data = try? JSONEncoder().encode(value),
    let tree = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
  else { return nil }
  for candidate in otherValues(than: tree) {
    guard
      let candidateData = try? JSONSerialization.data(
        withJSONObject: candidate, options: .fragmentsAllowed),
      let other = decodedValue(type, from: candidateData) as? Value
    else { continue }
    var probe = model
    probe[keyPath: keyPath] = other
    guard let after = encodedProperties(of: probe) else { continue }
    let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
    if changed.count == 1 { return changed.first }
  }
  return nil
}

/// Every case of `type`, or of the type it wraps, when it is `CaseIterable`; an empty one,
/// when it is ``EmptyInitializable``.
private func cases(of type: Any.Type) -> [Any] {
  if let iterable = type as? any CaseIterable.Type { return allCases(iterable) }
  if let empty = type as? any EmptyInitializable.Type { return [empty.init()] }
  if let wrapped = (type as? any ModelOptional.Type)?.wrappedType { return cases(of: wrapped) }
  if let list = type as? any ModelList.Type { return list.probes }
  return []
}

private func allCases<Choice: CaseIterable>(_ type: Choice.Type) -> [Any] {
  Array(type.allCases)
}

/// Each top-level property of `model`'s JSON encoding, encoded on its own.
private func encodedProperties(of model: Any) -> [String: Data]? {
  guard let model = model as? any Encodable, let data = try? JSONEncoder().encode(model),
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
  else { return nil }
  var properties: [String: Data] = [:]
  for (key, value) in object {
    properties[key] = try? JSONSerialization.data(
      withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])
  }
  return properties
}

/// JSON values that differ from `tree`, to try writing in its place.
private func otherValues(than tree: Any) -> [Any] {
  let scalars: [Any] = ["x", 1, 2, true, false, 0.5]
  switch tree {
  case let text as String: return [text + "x"] + scalars
  case let array as [Any]: return array.isEmpty ? scalars.map { [$0] } : [Array(array.dropLast())]
  case let object as [String: Any]:
    return object.keys.sorted().flatMap { key in
      otherValues(than: object[key] ?? NSNull()).map { value -> Any in
        var changed = object
        changed[key] = value
        return changed
      }
    }
  default: return scalars + [[String: Any](), [Any]()]
  }
}

/// `data` decoded as `type`, if it decodes.
private func decodedValue<Value: Decodable>(_ type: Value.Type, from data: Data) -> Any? {
  try? JSONDecoder().decode(type, from: data)
}
