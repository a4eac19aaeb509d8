import Formwork
import FormworkSwiftUI
import Foundation

// A form with one row of each of Formwork's controls and one of a control of the tests' own,
// written against the core protocols only: what the SwiftUI front end maps.

/// The state of the fixture form.
struct Kitchen: Equatable {
  var name = "Ada"
  var notes = "no nuts"
  var servings = 2
  var heat = 0.5
  var weight = 300
  var size = "Medium"
  var crust = "Thin"
  var day = Date(timeIntervalSince1970: 1_717_200_000)  // 2024-06-01 00:00 UTC
  var extraCheese = false
  var stars = 3
}

/// Stars from 1 to 5, chosen by number: a custom control.
final class Rating: HostedControl, SelectableControl, TextDescribedControl {
  var stars: Int
  var isEnabled = true
  weak var cell: FormCell?
  var rated: ((Int) -> Void)?

  init(stars: Int) { self.stars = stars }

  var optionTitles: [String] { (1...5).map { String(repeating: "★", count: $0) } }
  var selectedIndex: Int? { stars - 1 }
  var textDescription: String { "[\(String(repeating: "★", count: stars))]" }

  func select(_ index: Int) -> Bool {
    guard beginGesture(), optionTitles.indices.contains(index) else { return false }
    stars = index + 1
    rated?(stars)
    return true
  }
}

func rating(keyPath: WritableKeyPath<Kitchen, Int>) -> Element<Rating, Kitchen> {
  return { context in
    let control = Rating(stars: context.state[keyPath: keyPath])
    control.rated = { stars in context.change { $0[keyPath: keyPath] = stars } }
    return Rendered(element: control, strongReferences: []) { state in
      if control.stars != state[keyPath: keyPath] { control.stars = state[keyPath: keyPath] }
    }
  }
}

var kitchenForm: Formwork.Form<Kitchen> {
  sections([
    section(
      [
        controlCell(title: "Name", control: textField(keyPath: \.name, placeholder: "who")),
        controlCell(title: "Notes", control: textArea(keyPath: \.notes)),
        controlCell(title: "Weight", control: numberField(keyPath: \.weight, range: 0...1000)),
        controlCell(title: "Day", control: dateField(keyPath: \.day)),
      ], header: "Order"),
    section([
      controlCell(title: "Servings", control: stepper(keyPath: \.servings, range: 1...8)),
      controlCell(
        title: "Heat", control: slider(keyPath: \.heat, range: 0...1, step: 0.25)),
      controlCell(
        title: "Size",
        control: segmentedControl(
          keyPath: \.size, options: ["Small", "Medium", "Large"], optionTitle: { $0 })),
      pickerCell(
        title: "Crust", keyPath: \.crust, options: ["Thin", "Thick"], optionTitle: { $0 }),
      checkCell(title: "Extra cheese", keyPath: \.extraCheese),
      controlCell(title: "Stars", control: rating(keyPath: \.stars)),
    ]),
  ])
}

func kitchenDriver(_ state: Kitchen = Kitchen()) -> FormDriver<Kitchen> {
  FormDriver(initial: state, title: "Kitchen", build: kitchenForm)
}

/// `Kitchen()` changed by `change`.
func kitchen(_ change: (inout Kitchen) -> Void) -> Kitchen {
  var state = Kitchen()
  change(&state)
  return state
}

/// A row with nothing shown but what the arguments say, for whole-row comparisons.
func row(
  _ section: Int, _ cell: Int, number: Int, _ title: String, detail: String? = nil,
  control: FormRow.NativeControl = .none, tap: FormRow.Tap? = nil, isEnabled: Bool = true,
  disabledReason: String? = nil, message: FormRow.Message? = nil, hint: String? = nil,
  isFocused: Bool = false, canDelete: Bool = false, canMove: Bool = false
) -> FormRow {
  var row = FormRow(
    FormCell(title: title), id: FormRow.ID(section: section, cell: cell), number: number)
  row.detail = detail
  row.control = control
  row.tap = tap
  row.isEnabled = isEnabled
  row.disabledReason = disabledReason
  row.message = message
  row.hint = hint
  row.isFocused = isFocused
  row.canDelete = canDelete
  row.canMove = canMove
  return row
}

/// The first row of the top screen titled `title`.
func topRow(_ presentation: FormPresentation, _ title: String) -> FormRow? {
  presentation.topScreen.rows.first { $0.title == title }
}
