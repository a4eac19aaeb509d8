public import Formwork

/// How often a user hears from the app.
public enum Digest: String, Codable, CaseIterable, Equatable, Sendable, CustomStringConvertible {
  case never, daily, weekly

  /// The digest's title in the picker.
  public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// Where a user lives: a nested screen of the profile form.
public struct HomeAddress: Codable, Equatable, Sendable {
  /// The street and number.
  public var street = ""
  /// The city.
  public var city = ""
  /// The postal code.
  public var zipCode = ""

  /// An empty address.
  public init() {}
}

/// A user's profile: the model the `profile` example's form is derived from, with no form
/// code of its own.
public struct UserProfile: Codable, Equatable, Sendable {
  /// The user's first name.
  public var firstName = ""
  /// The user's last name.
  public var lastName = ""
  /// The email address (an email text field, from the name).
  public var email = ""
  /// The personal website, if any (a URL field that may be empty).
  public var website: String?
  /// The age in years.
  public var age = 30
  /// Whether the user gets news by email.
  public var newsletter = false
  /// How often news comes; shown only to newsletter readers.
  public var digest = Digest.weekly
  /// Where the user lives.
  public var address = HomeAddress()
  /// An internal id: not shown.
  public var accountID = "A-1"

  /// A fresh, empty profile.
  public init() {}
}

/// The customisations of the profile form: a title, an order, a hidden condition and an
/// omitted property.
public var profileOptions: ModelFormOptions<UserProfile> {
  ModelFormOptions<UserProfile>()
    .title("email", "Email Address")
    .order(["firstName", "lastName", "email", "website", "newsletter", "digest"])
    .hidden("digest", when: { !$0.newsletter })
    .omit("accountID")
}

/// The `profile` example: a form derived from ``UserProfile`` with ``modelForm(_:options:)``.
///
/// ```swift
/// let driver = FormDriver(initial: UserProfile(), title: "Profile", build: profileForm)
/// ```
public var profileForm: Form<UserProfile> {
  modelForm(UserProfile.self, options: profileOptions)
}
