public import Formwork
public import Foundation

/// A hotel booking: who, how many, the rate, when they arrive and how long the shuttle ride
/// takes. The form the demo shows in the user's language (`formwork-demo --locale de`).
public struct Booking: Equatable, Codable {
  /// Who books.
  public var name = ""
  /// How many guests: 1 to 8.
  public var guests = 2
  /// The nightly rate, with cents.
  public var rate = 89.5
  /// The day of arrival.
  public var arrival = Date(timeIntervalSince1970: 1_717_200_000)
  /// The time of arrival, on the day of `arrival`.
  public var arrivalTime = Date(timeIntervalSince1970: 1_717_266_600)
  /// The shuttle ride, in seconds.
  public var shuttle: TimeInterval = 1_800
  /// Whether breakfast is included.
  public var breakfast = false
  /// Which extras are wanted.
  public var extras: Set<BookingExtra> = []
  /// How many times the booking was sent.
  public var sent = 0

  /// A fresh booking.
  public init() {}
}

/// An extra a booking may ask for.
public enum BookingExtra: String, CaseIterable, Hashable, Codable, Sendable {
  /// A parking space.
  case parking
  /// A late checkout.
  case lateCheckout
}

/// The booking form's own words: the app's titles, translated the app's way (here a table
/// per language; an app would use its String Catalog). Formwork's words come from the
/// driver's `FormStrings`.
struct BookingWords {
  let words: [String: String]

  init(language: String) {
    words = language == "de" ? Self.german : [:]
  }

  /// The word for `english` in the language, or `english`.
  subscript(_ english: String) -> String { words[english] ?? english }

  static let german = [
    "Booking": "Buchung", "Guest": "Gast", "Name": "Name", "Guests": "Gäste",
    "Rate per night": "Preis pro Nacht", "Stay": "Aufenthalt", "Arrival": "Anreise",
    "Arrival time": "Ankunftszeit", "Shuttle ride": "Fahrt mit dem Shuttle",
    "Breakfast": "Frühstück", "Extras": "Extras", "Parking": "Parkplatz",
    "Late checkout": "Später Check-out", "Book": "Buchen", "Booked": "Gebucht",
  ]
}

/// The booking form, in the driver's language: its titles from ``BookingWords``, the
/// library's words and value formats from the driver's `FormStrings`.
public var bookingForm: Form<Booking> {
  return { context in
    let word = BookingWords(language: context.strings.language)
    let extraTitle = { (extra: BookingExtra) in
      word[extra == .parking ? "Parking" : "Late checkout"]
    }
    return sections(
      [
        section(
          [
            controlCell(
              title: word["Name"],
              control: textField(keyPath: \.name, rules: [.required(), .minLength(2)])),
            controlCell(
              title: word["Guests"], control: numberField(keyPath: \.guests, range: 1...8)),
            controlCell(
              title: word["Rate per night"],
              control: numberField(keyPath: \.rate, range: 20...500)),
          ], header: word["Guest"]),
        section(
          [
            controlCell(title: word["Arrival"], control: dateField(keyPath: \.arrival)),
            controlCell(
              title: word["Arrival time"],
              control: dateField(keyPath: \.arrivalTime, mode: .time)),
            controlCell(
              title: word["Shuttle ride"],
              control: durationField(keyPath: \.shuttle, range: 0...7_200)),
            controlCell(title: word["Breakfast"], control: toggle(keyPath: \.breakfast)),
            multiSelectCell(title: word["Extras"], keyPath: \.extras, optionTitle: extraTitle),
          ], header: word["Stay"]),
      ], submit: word["Book"], confirmation: word["Booked"]
    ) { $0.sent += 1 }(context)
  }
}
