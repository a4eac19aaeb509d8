/// A postal address: the value ``postalAddressCell(title:keyPath:rules:)`` edits.
public struct PostalAddress: Equatable, Sendable, Codable {
  /// Street and number.
  public var street: String
  /// The postal code.
  public var postalCode: String
  /// The city.
  public var city: String
  /// The state, province or region.
  public var region: String
  /// The country.
  public var country: String

  /// Creates an address.
  public init(
    street: String = "", postalCode: String = "", city: String = "", region: String = "",
    country: String = ""
  ) {
    self.street = street
    self.postalCode = postalCode
    self.city = city
    self.region = region
    self.country = country
  }

  /// The address on one line, empty parts left out: `1 Main St, 12345 Springfield, US`.
  public var singleLine: String {
    let place = [postalCode, city].filter { !$0.isEmpty }.joined(separator: " ")
    return [street, place, region, country].filter { !$0.isEmpty }.joined(separator: ", ")
  }
}

/// A cell that shows an address on one line and, when tapped, pushes a form with a field
/// for each part (Eureka's `PostalAddressRow`).
///
/// ```swift
/// postalAddressCell(title: "Ship to", keyPath: \Order.shipTo)
/// // 1  Ship to  1 Main St, 12345 Springfield  ›
/// ```
///
/// - Parameters:
///   - title: The cell's title and the nested screen's title.
///   - keyPath: Where the address lives in state.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func postalAddressCell<State>(
  title: String, keyPath: WritableKeyPath<State, PostalAddress>,
  rules: FieldRules<State, PostalAddress> = []
) -> Element<FormCell, State> {
  let row = disclosureCell(
    title: title, detail: { $0[keyPath: keyPath].singleLine },
    form: bind(form: postalAddressForm, to: keyPath))
  guard !rules.isEmpty else { return row }
  return { context in
    // NB: the row's field is the address its screen edits, part by part.
    let field = context.with(path: context.path.appending(row: title))
      .field(title: title, keyPath: keyPath, rules: rules)
    field.isEditedThroughParts = true
    let rendered = row(context.gated(by: field))
    let cell = rendered.element
    cell.fieldID = field.id
    let update = rendered.update
    return context.rendered(cell, rendered.strongReferences + [field]) { state in
      update(state)
      cell.show(message: field.shownMessage(in: state))
    }
  }
}

/// The form behind ``postalAddressCell(title:keyPath:rules:)``: one field per part, titled in the
/// driver's words (`FormStrings.phrase(_:_:)`).
var postalAddressForm: Form<PostalAddress> {
  return { context in
    let strings = context.strings
    let street = strings.phrase("Street")
    let postalCode = strings.phrase("Postal code")
    let city = strings.phrase("City")
    let region = strings.phrase("Region")
    let country = strings.phrase("Country")
    return sections([
      section([
        controlCell(title: street, control: textField(keyPath: \.street, placeholder: street)),
        controlCell(
          title: postalCode,
          control: textField(keyPath: \.postalCode, placeholder: postalCode, kind: .zipCode)),
        controlCell(title: city, control: textField(keyPath: \.city, placeholder: city)),
        controlCell(title: region, control: textField(keyPath: \.region, placeholder: region)),
        controlCell(
          title: country, control: textField(keyPath: \.country, placeholder: country)),
      ])
    ])(context)
  }
}
