import Formwork
import FormworkSwiftUI
import Foundation
import Testing

/// Every native action sends the gesture the REPL would send, and the form ends where the
/// REPL would leave it: the gesture, then the state and the row it shows.
@Suite struct RowActionsTests {
  /// The gesture each action sends on each row kind, as the REPL spells it.
  @Test func eachActionSendsTheREPLsGesture() throws {
    let screen = FormPresentation(driver: kitchenDriver()).topScreen
    func script(_ title: String, _ action: FormRow.Action) -> String? {
      screen.rows.first { $0.title == title }?.gesture(for: action)?.description
    }
    let cases: [(String, FormRow.Action, String?)] = [
      ("Name", .type("Ad"), "edit 1 Ad"),
      ("Name", .commit("Ada Lovelace"), "enter 1 Ada Lovelace"),
      ("Name", .commit("Ada"), "enter 1 Ada"),
      ("Notes", .type("no nuts\nno eggs"), "edit 2 no nuts\nno eggs"),
      ("Weight", .type("250"), "edit 3 250"),
      ("Day", .pickDate(Date(timeIntervalSince1970: 1_717_286_400)), "enter 4 2024-06-02"),
      ("Servings", .increment, "inc 5"),
      ("Servings", .decrement, "dec 5"),
      ("Servings", .pickDate(Date()), nil),
      ("Heat", .setValue(0.75), "enter 6 0.75"),
      ("Heat", .setValue(1), "enter 6 1"),
      ("Size", .select(2), "select 7 3"),
      ("Crust", .tap, "tap 8"),
      ("Crust", .select(1), "select 8 2"),
      ("Extra cheese", .tap, "tap 9"),
      ("Stars", .select(4), "select 10 5"),
      ("Name", .toggle, "toggle 1"),
      ("Name", .delete, "delete 1"),
      ("Name", .move(toRow: 3), "move 1 3"),
    ]
    for (title, action, expected) in cases {
      #expect(script(title, action) == expected, "\(title): \(action)")
    }
  }

  @Test func aSlidersValueIsEnteredInTheFormsNumberFormat() throws {
    let row = try #require(
      FormPresentation(driver: kitchenDriver()).topScreen.rows.first {
        $0.title == "Heat"
      })
    let german = FormStrings(locale: "de").values
    #expect(row.gesture(for: .setValue(0.75), format: german) == .enter(row: 6, text: "0,75"))
  }

  /// Each action, carried out: the state it leaves and what the row shows after.
  @Test func eachActionChangesStateAsTheREPLWould() throws {
    let driver = kitchenDriver()
    let presentation = FormPresentation(driver: driver)
    let steps: [(String, FormRow.Action, (inout Kitchen) -> Void)] = [
      ("Name", .type("Grace"), { $0.name = "Grace" }),
      ("Notes", .type("two\nlines"), { $0.notes = "two\nlines" }),
      ("Weight", .type("250"), { $0.weight = 250 }),
      (
        "Day", .pickDate(Date(timeIntervalSince1970: 1_717_286_400)),
        { $0.day = Date(timeIntervalSince1970: 1_717_286_400) }
      ),
      ("Servings", .increment, { $0.servings = 3 }),
      ("Heat", .setValue(0.75), { $0.heat = 0.75 }),
      ("Size", .select(2), { $0.size = "Large" }),
      ("Crust", .select(1), { $0.crust = "Thick" }),
      ("Extra cheese", .tap, { $0.extraCheese = true }),
      ("Stars", .select(4), { $0.stars = 5 }),
    ]
    var expected = Kitchen()
    for (title, action, change) in steps {
      let row = try #require(topRow(presentation, title))
      #expect(presentation.send(action, to: row.id, onScreen: 0) == nil, "\(title)")
      change(&expected)
      #expect(driver.state == expected, "after \(title): \(action)")
    }
    let rows = presentation.topScreen.rows
    #expect(
      rows.map(\.control) == [
        .textField(FormRow.TextInput(text: "Grace", placeholder: "who")),
        .textArea(FormRow.TextInput(text: "two\nlines")),
        .numberField(
          FormRow.TextInput(
            text: "250", keyboard: .numbersAndPunctuation, capitalization: .none,
            autocorrects: false)),
        .datePicker(FormRow.DateInput(text: "2024-06-02", format: "yyyy-MM-dd", mode: .date)),
        .stepper(FormRow.RangeInput(value: 3, range: 1...8, step: 1, text: "3")),
        .slider(FormRow.RangeInput(value: 0.75, range: 0...1, step: 0.25, text: "0.75")),
        .segmentedPicker(FormRow.Choice(options: ["Small", "Medium", "Large"], selected: 2)),
        .picker(FormRow.Choice(options: ["Thin", "Thick"], selected: 1)),
        .none,
        .custom(
          customInput(
            "Rating", text: "[★★★★★]",
            choice: FormRow.Choice(options: ["★", "★★", "★★★", "★★★★", "★★★★★"], selected: 4))),
      ])
    #expect(topRow(presentation, "Extra cheese")?.tap == .check(isChecked: true))
    #expect(topRow(presentation, "Crust")?.detail == "Thick")
  }

  /// The edge of each: a value past the range, text that does not parse, a toggle on a
  /// row without a switch. The form refuses, says why, and keeps its state.
  @Test func refusedActionsChangeNothingAndSayWhy() throws {
    let driver = kitchenDriver(kitchen { $0.servings = 8 })
    let presentation = FormPresentation(driver: driver)
    let servings = try #require(topRow(presentation, "Servings"))
    let refusal = presentation.send(.increment, to: servings.id, onScreen: 0)
    #expect(refusal?.message == "row 5 (Servings) refused the step up: Must be from 1 to 8")
    #expect(presentation.announcement == refusal?.message)
    #expect(driver.state == kitchen { $0.servings = 8 })

    let weight = try #require(topRow(presentation, "Weight"))
    #expect(presentation.send(.commit("12x"), to: weight.id, onScreen: 0) != nil)
    #expect(driver.state == kitchen { $0.servings = 8 })
    let typed = try #require(topRow(presentation, "Weight"))
    #expect(typed.message == FormRow.Message(text: "not a number: 12x"))
    guard case .numberField(let input) = typed.control else {
      Issue.record("Weight is no number field")
      return
    }
    #expect(input.text == "12x")

    let name = try #require(topRow(presentation, "Name"))
    let toggled = presentation.send(.toggle, to: name.id, onScreen: 0)
    #expect(
      toggled?.message == "row 1 (Name) has no switch; try: enter 1 <text>, edit 1 <text>, end 1")
    #expect(driver.state == kitchen { $0.servings = 8 })
  }
}
