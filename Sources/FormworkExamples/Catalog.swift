public import Formwork
public import Foundation

/// The state of the control catalog: a pizza order that uses every control Formwork has.
public struct Catalog: Equatable, Codable {
  // Text
  /// The customer's name (a `.name` text field).
  public var name = ""
  /// Where the receipt goes (an `.email` field).
  public var email = "ada@example.com"
  /// The customer's website, if any (an optional `.url` field).
  public var website: String?
  /// A phone number (a `.phone` field).
  public var phone = ""
  /// The account password (a `.password` field, masked).
  public var password = "hunter2"
  /// Notes for the kitchen (a multi-line text area).
  public var notes = ""

  // Numbers
  /// The customer's age, 0–120 (an `Int` field).
  public var age = 36
  /// The floor to deliver to, if any (an optional `Int` field).
  public var floor: Int?
  /// The pizza's diameter in centimetres, 20–50 (a `Double` field with a formatter).
  public var diameter = 30.0
  /// A tip, if any (an optional `Double` field).
  public var tip: Double?

  // Steppers and sliders
  /// How many pizzas, 1–8 (a stepper).
  public var quantity = 1
  /// How spicy, 0–1 (a slider).
  public var spiciness = 0.5

  // Choices
  /// The size (a picker cell over a `CaseIterable` enum).
  public var size = Size.medium
  /// The crust (a picker cell over an array of strings).
  public var crust = "Thin"
  /// The toppings (multiple choice into a `Set`).
  public var toppings: Set<Topping> = []
  /// Extra cheese (a check cell).
  public var extraCheese = false
  /// How it is delivered (a segmented control).
  public var delivery = Delivery.standard
  /// Gift wrapping (a switch).
  public var giftWrap = false
  /// The drink (an inline picker).
  public var drink = Drink.water
  /// Whether the drink's options show under its row.
  public var showsDrinks = false

  // Dates and times
  /// The delivery day, in June–August 2024 (a date field).
  public var deliveryDay = Date(timeIntervalSince1970: 1_717_200_000)  // 2024-06-01 UTC
  /// The delivery time on that day (a time field).
  public var deliveryTime = Date(timeIntervalSince1970: 1_717_266_600)  // 2024-06-01 18:30
  /// A reminder, if any (an optional date-and-time field).
  public var reminder: Date?
  /// How long to bake (a duration field).
  public var bakeTime: TimeInterval = 15 * 60

  // Address, labels and buttons
  /// Where to deliver (a postal address cell).
  public var address = PostalAddress(street: "1 Main St", postalCode: "12345", city: "Springfield")
  /// How many orders were placed (shown by a label).
  public var ordersPlaced = 0

  /// Creates the catalog's initial order.
  public init() {}

  /// What the order costs, in euros: shown by a label row.
  public var total: String {
    let base: Double
    switch size {
    case .small: base = 8
    case .medium: base = 10
    case .large: base = 13
    }
    let extras = Double(toppings.count) + (extraCheese ? 1.5 : 0)
    let price = (base + extras) * Double(quantity) + (tip ?? 0)
    return "€" + String(format: "%.2f", price)
  }

  /// Whether the order can be placed: it needs a name.
  public var canPlaceOrder: Bool { !name.isEmpty }

  /// A pizza's size.
  public enum Size: CaseIterable, Equatable, Sendable, Codable {
    /// 25 cm.
    case small
    /// 30 cm.
    case medium
    /// 35 cm.
    case large

    /// The size's title.
    public var title: String {
      switch self {
      case .small: return "Small"
      case .medium: return "Medium"
      case .large: return "Large"
      }
    }
  }

  /// A topping.
  public enum Topping: String, CaseIterable, Hashable, Sendable, Codable {
    /// Mushrooms.
    case mushrooms = "Mushrooms"
    /// Olives.
    case olives = "Olives"
    /// Basil.
    case basil = "Basil"
  }

  /// How the order is delivered.
  public enum Delivery: String, CaseIterable, Equatable, Sendable, Codable {
    /// Picked up at the shop.
    case pickup = "Pickup"
    /// Delivered within the hour.
    case standard = "Standard"
    /// Delivered within half an hour.
    case express = "Express"
  }

  /// A drink.
  public enum Drink: String, CaseIterable, Equatable, Sendable, Codable {
    /// Water.
    case water = "Water"
    /// Lemonade.
    case lemonade = "Lemonade"
    /// Cola.
    case cola = "Cola"
  }
}

extension Catalog {
  /// The Text screen's summary on the catalog's first screen.
  public var textSummary: String { name.isEmpty ? "no name" : name }
  /// The Numbers screen's summary.
  public var numbersSummary: String { "age \(age), \(centimetres(diameter))" }
  /// The Steppers and sliders screen's summary.
  public var steppersSummary: String {
    "\(quantity) × spiciness " + String(format: "%g", spiciness)
  }
  /// The Choices screen's summary.
  public var choicesSummary: String { "\(size.title), \(crust), \(delivery.rawValue)" }
  /// The Dates and times screen's summary.
  public var datesSummary: String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let day = calendar.dateComponents([.year, .month, .day], from: deliveryDay)
    let time = calendar.dateComponents([.hour, .minute], from: deliveryTime)
    return String(
      format: "%04ld-%02ld-%02ld %02ld:%02ld", day.year ?? 0, day.month ?? 0, day.day ?? 0,
      time.hour ?? 0, time.minute ?? 0)
  }
}

/// A length in centimetres: `30 cm`, `32.5 cm`.
private func centimetres(_ value: Double) -> String {
  String(format: "%g cm", value)
}

/// June to August 2024, in UTC: the days the catalog delivers on.
private var summer2024: ClosedRange<Date> {
  Date(timeIntervalSince1970: 1_717_200_000)...Date(timeIntervalSince1970: 1_725_148_799)
}

/// The control catalog: every control Formwork has, a screen per kind, in one pizza order.
/// Run it with `formwork-demo catalog`.
///
/// ```
/// Catalog
///
///   1  Text                  no name  ›
///   2  Numbers               age 36, 30 cm  ›
///   …
/// ```
public var catalogForm: Form<Catalog> {
  sections([
    section([
      detailTextCell(title: "Text", keyPath: \.textSummary, form: catalogTextForm),
      detailTextCell(title: "Numbers", keyPath: \.numbersSummary, form: catalogNumbersForm),
      detailTextCell(
        title: "Steppers and sliders", keyPath: \.steppersSummary, form: catalogSteppersForm),
      detailTextCell(title: "Choices", keyPath: \.choicesSummary, form: catalogChoicesForm),
      detailTextCell(title: "Dates and times", keyPath: \.datesSummary, form: catalogDatesForm),
      postalAddressCell(title: "Address", keyPath: \.address),
    ]),
    section(
      [
        labelCell(title: "Prices include tax"),
        labelCell(title: "Total", keyPath: \.total),
        labelCell(title: "Orders placed", keyPath: \.ordersPlaced, format: { String($0) }),
        disabled(
          buttonCell(title: "Place order") { context in
            context.change { $0.ordersPlaced += 1 }
            let thanks = FormCell(title: "Thank you, \(context.state.name)!")
            context.push(Screen(title: "Order placed", sections: [Section(cells: [thanks])]))
          }, when: { !$0.canPlaceOrder }, reason: "needs a name (Text › Name)"),
        buttonCell(title: "Reset") { context in context.change { $0 = Catalog() } },
      ], header: "Order"),
  ])
}

/// The catalog as `formwork-demo` lists it: `formwork-demo catalog`.
public var catalogExample: Example {
  Example(
    name: "catalog", summary: "the control catalog: every control, a screen per kind",
    title: "Catalog", initial: Catalog(), form: catalogForm)
}

/// Text fields of each kind and a text area.
private var catalogTextForm: Form<Catalog> {
  sections([
    section([
      controlCell(
        title: "Name", control: textField(keyPath: \.name, placeholder: "Name", kind: .name)),
      controlCell(title: "Email", control: textField(keyPath: \.email, kind: .email)),
      controlCell(
        title: "Website",
        control: textField(keyPath: \.website, placeholder: "https://", kind: .url)),
      controlCell(
        title: "Phone", control: textField(keyPath: \.phone, placeholder: "Phone", kind: .phone)),
      controlCell(title: "Password", control: textField(keyPath: \.password, kind: .password)),
      controlCell(
        title: "Notes", control: textArea(keyPath: \.notes, placeholder: "Notes"),
        hint: "for the kitchen; as many lines as you like"),
    ])
  ])
}

/// Number fields over `Int`, `Int?`, `Double` and `Double?`.
private var catalogNumbersForm: Form<Catalog> {
  sections([
    section([
      controlCell(title: "Age", control: numberField(keyPath: \.age, range: 0...120)),
      controlCell(title: "Floor", control: numberField(keyPath: \.floor, placeholder: "none")),
      controlCell(
        title: "Diameter",
        control: numberField(keyPath: \.diameter, range: 20...50, format: centimetres)),
      controlCell(title: "Tip", control: numberField(keyPath: \.tip, placeholder: "none")),
    ])
  ])
}

/// A stepper and a slider.
private var catalogSteppersForm: Form<Catalog> {
  sections([
    section([
      controlCell(title: "Quantity", control: stepper(keyPath: \.quantity, range: 1...8)),
      controlCell(
        title: "Spiciness", control: slider(keyPath: \.spiciness, range: 0...1, step: 0.1)),
    ])
  ])
}

/// Picker cells, multiple choice, a check cell, a segmented control, a switch and an
/// inline picker.
private var catalogChoicesForm: Form<Catalog> {
  sections([
    section(
      [
        pickerCell(title: "Size", keyPath: \.size, optionTitle: \.title),
        pickerCell(
          title: "Crust", keyPath: \.crust, options: ["Thin", "Thick", "Stuffed"],
          optionTitle: { $0 }),
        multiSelectCell(title: "Toppings", keyPath: \.toppings, optionTitle: \.rawValue),
        checkCell(title: "Extra cheese", keyPath: \.extraCheese),
        controlCell(
          title: "Delivery",
          control: segmentedControl(keyPath: \.delivery, optionTitle: \.rawValue)),
        controlCell(title: "Gift wrap", control: toggle(keyPath: \.giftWrap)),
      ]
        + inlinePicker(
          title: "Drink", keyPath: \.drink, isExpanded: \.showsDrinks, optionTitle: \.rawValue))
  ])
}

/// Date, time, date-and-time and duration fields.
private var catalogDatesForm: Form<Catalog> {
  sections([
    section(
      [
        controlCell(title: "Day", control: dateField(keyPath: \.deliveryDay, range: summer2024)),
        controlCell(title: "Time", control: dateField(keyPath: \.deliveryTime, mode: .time)),
        controlCell(
          title: "Reminder", control: dateField(keyPath: \.reminder, mode: .dateAndTime)),
        controlCell(title: "Bake for", control: durationField(keyPath: \.bakeTime)),
      ], footer: \.datesFooter)
  ])
}

extension Catalog {
  /// The footer under the dates: the format and time zone text is entered in.
  public var datesFooter: String? { "Enter dates as yyyy-MM-dd and times as HH:mm, in UTC." }
}
