public import Formwork

/// A new account, as the sign-up form fills it in.
public struct SignUp: Equatable, Codable, Sendable {
  /// The account name: 3 to 16 lowercase letters, digits or `_`.
  public var username = ""
  /// The email address.
  public var email = ""
  /// The password: 8 characters or more, with a digit.
  public var password = ""
  /// The password again; must equal ``password``.
  public var confirmation = ""
  /// The age as typed, optional: a number from 13 to 120.
  public var age = ""
  /// A home page, optional: an `http` or `https` URL.
  public var website = ""
  /// The country, optional: one of ``RegionService/countries``, or empty.
  public var country = ""
  /// The region of the country, optional: one the ``RegionService`` lists for it.
  public var region = ""
  /// Whether to get the newsletter; shows ``topics``.
  public var wantsNewsletter = false
  /// The newsletter's topics; required while the newsletter is on.
  public var topics = ""
  /// Whether the terms are accepted; required.
  public var acceptsTerms = false
  /// The account created by submitting the form, if any.
  public var createdAccount: String?

  /// An empty sign-up.
  public init() {}
}

/// A sign-up form that checks every field as the user goes.
///
/// - What the user types reaches state.
/// - Each error shows on its row once the field's editing ends.
/// - A location screen offers the regions of the chosen country, loaded from a (simulated)
///   service.
/// - A topics field appears with the newsletter.
/// - "Create Account" refuses to submit until every rule passes, saying what is missing.
///   Then it says "Account created".
public var signupForm: Form<SignUp> {
  sections(
    [
      section(
        [
          field(
            "Username", \.username, placeholder: "letters, digits, _",
            hint: "3 to 16 lowercase letters, digits or _; checked as you type",
            rules: FieldRules(
              [
                .required(), .minLength(3), .maxLength(16),
                .matches("[a-z0-9_]+", message: "Use lowercase letters, digits and _"),
              ], async: [usernameIsFree])),
          field("Email", \.email, placeholder: "you@example.com", rules: [.required(), .email()]),
          field(
            "Password", \.password, isSecure: true, hint: "8 characters or more, a digit",
            rules: FieldRules([.required()] + passwordChecks.map(\.rule))),
          field(
            "Confirm Password", \.confirmation, isSecure: true,
            rules: [.required(), .equals(\.password, message: "Does not match the password")]),
        ], header: "Account", footer: \.passwordChecklist),
      section(
        [
          field(
            "Age", \.age, placeholder: "optional", hint: "13 to 120, if you say",
            rules: [.number(in: 13...120)]),
          field(
            "Website", \.website, placeholder: "optional",
            hint: "starts with http:// or https://; checked when you leave it",
            rules: FieldRules([.url()], timing: .onEndEditing)),
          detailTextCell(title: "Location", keyPath: \.location, form: locationForm),
        ], header: "Profile"),
      section(
        [
          controlCell(title: "Newsletter", control: toggle(keyPath: \.wantsNewsletter)),
          hidden(
            field("Topics", \.topics, placeholder: "e.g. swift, forms", rules: [.required()]),
            when: { !$0.wantsNewsletter }),
          controlCell(
            title: "Accept Terms",
            control: toggle(
              keyPath: \.acceptsTerms, rules: [.isOn(message: "Please accept the terms")])),
        ]),
    ], submit: "Create Account", confirmation: "Account created"
  ) { state in
    state.createdAccount = state.username
  }
}

/// What a password needs besides being there, each with the words of its checklist line.
var passwordChecks: [(label: String, rule: ValidationRule<SignUp, String>)] {
  [
    ("8 characters or more", .minLength(8)),
    ("a digit", .matches(".*[0-9].*", message: "Must contain a digit")),
  ]
}

extension SignUp {
  /// The password's checklist, once one is typed: each thing it needs, `✓` when met and `✗`
  /// when not: `Password: ✓ 8 characters or more  ✗ a digit`. The account section shows it
  /// as its footer; the row shows the first error, `driver.allErrors` lists every one.
  public var passwordChecklist: String? {
    guard !password.isEmpty else { return nil }
    let lines = passwordChecks.map { check in
      (check.rule.check(password, self) == nil ? "✓ " : "✗ ") + check.label
    }
    return "Password: " + lines.joined(separator: "  ")
  }
}

/// A cell with a text field over `keyPath`, titled `title`, whose value passes `rules`.
private func field(
  _ title: String, _ keyPath: WritableKeyPath<SignUp, String>, placeholder: String? = nil,
  isSecure: Bool = false, hint: String? = nil, rules: FieldRules<SignUp, String> = []
) -> Element<FormCell, SignUp> {
  controlCell(
    title: title,
    control: textField(
      keyPath: keyPath, placeholder: placeholder, kind: isSecure ? .password : .plain,
      rules: rules),
    hint: hint)
}

/// The names taken in the fake directory the sign-up form asks.
let takenUsernames: Set<String> = ["admin", "root", "formwork"]

/// Asks the (fake) user directory whether a username is free, as a server would: the row
/// says `checking…` until it answers.
var usernameIsFree: AsyncValidationRule<SignUp, String> {
  AsyncValidationRule(debounce: .milliseconds(300)) { name in
    // NB: a real directory would be a network call; this one answers after a yield.
    await Task.yield()
    return takenUsernames.contains(name) ? "\(name) is taken" : nil
  }
}

extension SignUp {
  /// The location as its row shows it: `Ontario, Canada`, `Canada`, or empty.
  public var location: String {
    [region, country].filter { !$0.isEmpty }.joined(separator: ", ")
  }
}

/// The location screen: a country, then a region of it, whose options load once a country
/// is chosen.
var locationForm: Form<SignUp> {
  sections([
    section([
      pickerCell(
        title: "Country", keyPath: \.country, options: [""] + RegionService.countries,
        optionTitle: { $0.isEmpty ? "None" : $0 }),
      hidden(
        pickerCell(
          title: "Region", keyPath: \.region, optionsLoadedBy: regionsOfTheCountry,
          optionTitle: { $0 }),
        when: { $0.country.isEmpty }),
    ])
  ])
}

/// The regions of the chosen country, as the sign-up form's region row loads them.
var regionsOfTheCountry: OptionsLoader<SignUp, String> {
  let service = RegionService()
  return OptionsLoader(key: \.country) { country in try await service.regions(of: country) }
}

/// A simulated service that lists the regions of a country, as a server would.
///
/// Its answers depend only on its seed, so every run is the same: the seed picks the one
/// country the service is down for.
///
/// ```swift
/// try await RegionService().regions(of: "Canada")   // ["Alberta", "Ontario", "Quebec"]
/// try await RegionService().regions(of: "Germany")  // throws: the service is down
/// ```
public struct RegionService: Sendable {
  /// The countries it knows, in the order a picker offers them.
  public static let countries = ["Canada", "Germany", "United States"]

  /// Picks the country the service is down for.
  public var seed: UInt64

  /// Creates a service; the default seed makes it down for Germany.
  public init(seed: UInt64 = 1) {
    self.seed = seed
  }

  /// The country the service is down for.
  public var unavailableCountry: String {
    Self.countries[Int(seed % UInt64(Self.countries.count))]
  }

  /// The regions of `country`, after a pause as a server would make; none for a country it
  /// does not know.
  ///
  /// - Throws: ``Unavailable`` for ``unavailableCountry``.
  public func regions(of country: String) async throws -> [String] {
    // NB: a real service would be a network call; this one answers after a yield.
    await Task.yield()
    if country == unavailableCountry { throw Unavailable() }
    return Self.regions[country] ?? []
  }

  /// The service did not answer.
  public struct Unavailable: Error, CustomStringConvertible {
    /// `the region service is down`.
    public var description: String { "the region service is down" }
  }

  private static let regions = [
    "Canada": ["Alberta", "Ontario", "Quebec"],
    "Germany": ["Bavaria", "Berlin", "Hesse"],
    "United States": ["California", "New York", "Texas"],
  ]
}
