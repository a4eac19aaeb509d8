// The types and values the documentation's snippets talk about without declaring them, as a
// reader's own app would have them (scripts/check-snippets.py puts this file before every
// snippet). Keep them small: a snippet shows one idea.

enum Size: String, CaseIterable, Hashable, Codable {
  case small, medium, large
  var title: String { rawValue.capitalized }
}

enum Topping: String, CaseIterable, Hashable, Codable {
  case cheese, olives, basil
  var title: String { rawValue.capitalized }
}

enum Channel: String, CaseIterable, Hashable {
  case email, sms, push
  var title: String { rawValue.capitalized }
}

enum Mode: Hashable { case automatic, custom }

struct Order: Equatable {
  var name = ""
  var email = ""
  var age = 30
  var quantity = 1
  var size = Size.medium
  var showsSizes = false
  var toppings: Set<Topping> = []
  var day = Date(timeIntervalSince1970: 1_717_200_000)
  var notes = ""
  var address = Address()
  var shipTo = PostalAddress(street: "1 Main St", postalCode: "12345", city: "Springfield")
  var profile = Profile()
  var submitted = false
  var total = 0
  var guests = 2
  var rating = 3
  var coupon = ""
  var count = 0
}

struct Profile: Equatable {
  var name = ""
  var email = ""
  var first = ""
  var middle = ""
  var age: Int?
  var website: String?
}

struct Prefs: Equatable { var channels: Set<Channel> = [] }
struct Pizza: Equatable { var toppings: Set<Topping> = [] }
struct Login: Equatable { var remembers = false }
struct Person: Equatable {
  var name = ""
  var age = 0
  var birthday = Date(timeIntervalSince1970: 0)
}
struct Apartment: Equatable { var floor: Int? }
struct Item: Equatable { var price = 0 }
struct Parcel: Equatable { var weight = 1.0 }
struct Booking: Equatable {
  var guests = 2
  var seatsLeft = 8
}
struct Mixer: Equatable { var gain = 0.5 }
struct Display: Equatable { var brightness = 0.5 }
struct Clock: Equatable { var alarm = Date(timeIntervalSince1970: 0) }
struct Errand: Equatable { var due: Date? }
struct Kitchen: Equatable { var timer: TimeInterval = 600 }
struct About: Equatable { var version = "1.2.0" }
struct Cart: Equatable {
  var total = 12
  var summary: String? = "2 items"
}
struct Trip: Equatable {
  var departure = 9
  var arrival = 17
}

/// A sign-up-like form's state with every flag the condition snippets use.
struct Newsletter: Equatable {
  var wantsNewsletter = false
  var isMinor = false
  var topics = ""
  var mode = Mode.automatic
  var isLocked = false
  var rating = 3
  var reason = ""
  var draft = ""
  var password = ""
  var usesPasskey = false
  var attempts = 0
  var level = 1
  var isAdvanced = false
  var isAirplaneMode = false
  var wifi = true
  var code = ""
  var isSending = false
  var total = 0
  var count = 0
  var todos: [Todo] = []
  var isSaved = false
  var isEnabled = true
  var isValid = true
  var hasAccount = true
  var email = ""
  var newsletter = false
  var name = ""
  var sent = false
}

@MainActor var rows: [Element<FormCell, Newsletter>] { [] }
@MainActor var addRow: Element<FormCell, Newsletter> { labelCell(title: "Add") }
@MainActor var submitCell: Element<FormCell, Newsletter> { labelCell(title: "Submit") }
@MainActor var sendButton: Element<FormCell, Newsletter> { labelCell(title: "Send") }
@MainActor var advancedSection: Element<Section, Newsletter> { section([]) }
@MainActor var orderSection: Element<Section, Newsletter> { section([]) }

@MainActor var accountSection: Element<Section, SignUp> { section([]) }
@MainActor var profileSection: Element<Section, SignUp> { section([]) }
@MainActor var account: Element<Section, SignUp> { section([]) }
@MainActor var profile: Element<Section, SignUp> { section([]) }


@MainActor var contactSection: Element<Section, Checkout> { section([]) }
@MainActor var giftSection: Element<Section, Checkout> { section([]) }
@MainActor var shippingSection: Element<Section, Checkout> { section([]) }
@MainActor var paymentSection: Element<Section, Checkout> { section([]) }
@MainActor var giftMessageCell: Element<FormCell, Checkout> { labelCell(title: "Message") }

@MainActor var hotspotForm: Form<Hotspot> { sections([]) }
@MainActor var profileNameForm: Form<Profile> { sections([]) }
@MainActor var orderForm: Form<Order> { sections([]) }

/// A custom control, as the doc comments on control protocols extend it.
final class Rating: HostedControl {
  weak var cell: FormCell?
  var isEnabled = true
  var stars = 3
}
@MainActor var addressForm: Form<Address> { sections([]) }

/// A directory of taken user names, for the asynchronous checks.
struct Directory: Sendable {
  func isFree(_ name: String) async -> Bool { name != "admin" }
  func contains(_ name: String) async -> Bool { name == "admin" }
}
let directory = Directory()
let summer = Date(timeIntervalSince1970: 1_717_200_000)...Date(timeIntervalSince1970: 1_725_000_000)

struct Shipping: Equatable {
  var country = "US"
  var region = "California"
  var speed = "Standard"
  var extras: Set<String> = []
  var showsRegions = false
  var phones: [Phone] = []
  var tags: Set<String> = []
}
struct Phone: Identifiable, Equatable {
  var id: Int
  var number: String
}
func regions(of country: String) -> [String] {
  country == "US" ? ["California", "Texas"] : ["Ontario", "Quebec"]
}
/// A server that lists what a country offers, for the options loaded.
struct ShippingService: Sendable {
  func regions(of country: String) async throws -> [String] { regions(of: country) }
  func extras(for country: String) async throws -> [String] { ["Gift wrap", "Signature"] }
}
let service = ShippingService()
func speeds(to country: String) -> [String] {
  country == "US" ? ["Standard", "Express"] : ["Standard"]
}
var phoneRow: Element<FormCell, Phone> {
  controlCell(title: "Number", control: textField(keyPath: \.number))
}
