public import Formwork

/// A new account with a profile, as the account form fills it in: a form of about twenty
/// rows, the size the property-testing benchmark measures.
public struct AccountSignup: Equatable, Codable, Sendable {
  /// The full name; required.
  public var name = ""
  /// The email address; required.
  public var email = ""
  /// The password: 8 characters or more, with a digit.
  public var password = ""
  /// The password again; must equal ``password``.
  public var confirmation = ""
  /// The age as typed: a number from 18 to 120.
  public var age = ""
  /// The country, one of ``AccountSignup/countries``.
  public var country = "Ireland"
  /// Whether the account is a business's; shows ``company`` and ``vatNumber``.
  public var isBusiness = false
  /// The company's name; required for a business.
  public var company = ""
  /// The company's VAT number, optional.
  public var vatNumber = ""
  /// The postal address, on a screen of its own.
  public var address = AccountAddress()
  /// Phone numbers, as many as the user adds.
  public var phones: [AccountPhone] = []
  /// The id the next phone gets.
  public var nextPhoneID = 1
  /// Whether the terms are accepted; required.
  public var acceptsTerms = false
  /// How many accounts submitting created.
  public var created = 0

  /// An empty account.
  public init() {}

  /// The countries the picker offers.
  public static let countries = ["Ireland", "France", "Germany", "Japan"]

  /// How strong the password is, in a word: `none`, `weak`, `fair` or `strong`.
  public var passwordStrength: String {
    guard !password.isEmpty else { return "none" }
    var points = 0
    if password.count >= 8 { points += 1 }
    if password.contains(where: \.isNumber) { points += 1 }
    if password.contains(where: { !$0.isLetter && !$0.isNumber }) { points += 1 }
    return ["weak", "weak", "fair", "strong"][points]
  }

  /// The address in one line, or empty.
  public var addressSummary: String {
    [address.street, address.city].filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// The terms' row: whether they are accepted.
  public var termsSummary: String { acceptsTerms ? "Accepted" : "Not accepted" }
}

/// The postal address of an ``AccountSignup``.
public struct AccountAddress: Equatable, Codable, Sendable {
  /// The street and number; required.
  public var street = ""
  /// The city; required.
  public var city = ""
  /// The postcode, optional.
  public var postcode = ""

  /// An empty address.
  public init() {}
}

/// One phone number of an ``AccountSignup``.
public struct AccountPhone: Identifiable, Equatable, Codable, Sendable {
  /// Tells phones apart while the list changes.
  public var id: Int
  /// The number as typed; required.
  public var number = ""

  /// A phone with no number yet.
  public init(id: Int) {
    self.id = id
  }
}

/// An account form of about twenty rows.
///
/// It has a name, an email, and a password and its confirmation with rules. Then come the
/// password's strength, an age in a range, a country picker, and a switch that shows two
/// more rows. Last come an address screen bound with `bind(form:to:)`, a list of phone
/// numbers with an add row, a terms screen, and a submit.
public var accountSignupForm: Form<AccountSignup> {
  sections(
    [accountSection, profileSection, businessSection, phonesSection, termsSection],
    submit: "Create Account", confirmation: "Account created"
  ) { $0.created += 1 }
}

private var accountSection: Element<Section, AccountSignup> {
  section(
    [
      accountField("Name", \.name, rules: [.required()]),
      accountField("Email", \.email, rules: [.required(), .email()]),
      accountField(
        "Password", \.password, isSecure: true,
        rules: [
          .required(), .minLength(8),
          .matches(".*[0-9].*", message: "Must contain a digit"),
        ]),
      accountField(
        "Confirm Password", \.confirmation, isSecure: true,
        rules: [.required(), .equals(\.password, message: "Does not match the password")]),
      labelCell(title: "Strength", keyPath: \.passwordStrength),
    ], header: "Account")
}

private var profileSection: Element<Section, AccountSignup> {
  section(
    [
      accountField("Age", \.age, rules: [.required(), .number(in: 18...120)]),
      pickerCell(
        title: "Country", keyPath: \.country, options: AccountSignup.countries,
        optionTitle: { $0 }),
      detailTextCell(
        title: "Address", keyPath: \.addressSummary,
        form: bind(form: accountAddressForm, to: \.address)),
    ], header: "Profile")
}

private var businessSection: Element<Section, AccountSignup> {
  section(
    [
      controlCell(title: "Business Account", control: toggle(keyPath: \.isBusiness)),
      hidden(accountField("Company", \.company, rules: [.required()]), when: { !$0.isBusiness }),
      hidden(accountField("VAT Number", \.vatNumber), when: { !$0.isBusiness }),
    ], header: "Business")
}

private var phonesSection: Element<Section, AccountSignup> {
  listSection(
    \.phones,
    rows: [
      controlCell(title: "Phone", control: textField(keyPath: \.number, rules: [.required()]))
    ], header: "Phones",
    trailingRows: [
      addButton(title: "Add Phone", to: \.phones) { state in
        defer { state.nextPhoneID += 1 }
        return AccountPhone(id: state.nextPhoneID)
      }
    ])
}

private var termsSection: Element<Section, AccountSignup> {
  section([
    detailTextCell(title: "Terms", keyPath: \.termsSummary, form: accountTermsForm)
  ])
}

/// The address screen of the account form.
private var accountAddressForm: Form<AccountAddress> {
  sections([
    section([
      controlCell(title: "Street", control: textField(keyPath: \.street, rules: [.required()])),
      controlCell(title: "City", control: textField(keyPath: \.city, rules: [.required()])),
      controlCell(title: "Postcode", control: textField(keyPath: \.postcode)),
    ])
  ])
}

/// The terms screen of the account form: the terms in a line, and the switch that accepts
/// them.
private var accountTermsForm: Form<AccountSignup> {
  sections([
    section(
      [
        controlCell(
          title: "Accept Terms",
          control: toggle(
            keyPath: \.acceptsTerms, rules: [.isOn(message: "Please accept the terms")]))
      ], footer: "Be kind; keep your password to yourself.")
  ])
}

/// A cell with a text field over `keyPath`, titled `title`, whose value passes `rules`.
private func accountField(
  _ title: String, _ keyPath: WritableKeyPath<AccountSignup, String>, isSecure: Bool = false,
  rules: FieldRules<AccountSignup, String> = []
) -> Element<FormCell, AccountSignup> {
  controlCell(
    title: title,
    control: textField(keyPath: keyPath, kind: isSecure ? .password : .plain, rules: rules))
}
