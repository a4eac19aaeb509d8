import FormworkTestSupport
import Testing

@testable import Formwork

/// A form with a submit row: the row counts the fields to fix, a refused tap lists them and
/// submits nothing, an admitted tap submits once and confirms until the next change, and
/// nothing outlives the driver.
@Suite struct SubmitTests {
  private struct Reservation: Equatable {
    var name = ""
    var guests = ""
    var submitted = 0
  }

  private var form: Form<Reservation> {
    sections(
      [
        section([
          controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()])),
          controlCell(title: "Guests", control: textField(keyPath: \.guests, rules: [.required()])),
        ])
      ], submit: "Book", confirmation: "Booked"
    ) { $0.submitted += 1 }
  }

  /// How many times a screen's form was built.
  private final class Builds {
    var notes = 0
  }

  private struct Stay: Equatable {
    var name = ""
    var notes = ""
    var submitted = 0
  }

  private func stayForm(_ builds: Builds) -> Form<Stay> {
    sections(
      [
        section([
          controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()])),
          detailTextCell(title: "Notes", keyPath: \.notes, form: notesForm(builds)),
        ])
      ], submit: "Book"
    ) { $0.submitted += 1 }
  }

  private func notesForm(_ builds: Builds) -> Form<Stay> {
    builds.notes += 1
    return sections([
      section([
        controlCell(title: "Text", control: textField(keyPath: \.notes, rules: [.required()]))
      ])
    ])
  }

  /// The count is feedback, like a field's error: a form nobody touched says nothing and
  /// builds no screen it has not opened. Once an error shows, the row counts every field to
  /// fix, those of a screen never opened included.
  @Test func theCountShowsOnceAnErrorShows() throws {
    let builds = Builds()
    let driver = FormDriver(initial: Stay(), title: "Stay", build: stayForm(builds))
    #expect(builds.notes == 0)
    #expect(
      screenText(driver) == """
        Stay

          1  Name   []
          2  Notes    ›

          3  Book

        """)
    // A value that passes shows no error: nothing to count yet, but the form now knows the
    // nested screen's fields.
    let name = try #require(row(driver, 1).control as? TextField)
    #expect(name.enter("Ada"))
    #expect(row(driver, 3).detail == nil)
    #expect(builds.notes == 1)
    // An error shows: the row counts both fields to fix.
    #expect(name.enter(""))
    #expect(row(driver, 1).message == "Required")
    #expect(row(driver, 3).detail == "(2 to fix)")
    #expect(
      driver.validationErrors.map(\.description) == ["Name: Required", "Notes › Text: Required"])
    #expect(name.enter("Ada"))
    #expect(row(driver, 3).detail == nil)
    #expect(builds.notes == 1)
    #expect(driver.state == Stay(name: "Ada"))
  }

  @Test func aRefusedSubmitListsTheFieldsToFixAndSubmitsNothing() throws {
    let driver = FormDriver(initial: Reservation(), title: "Reservation", build: form)
    #expect(driver.offersSubmit)
    #expect(row(driver, 3).role == .submit)
    #expect(
      screenText(driver) == """
        Reservation

          1  Name    []
          2  Guests  []

          3  Book

        """)
    #expect(row(driver, 3).tap())
    #expect(driver.state == Reservation())
    #expect(
      screenText(driver) == """
        Reservation

          1  Name    []
             ! Required
          2  Guests  []
             ! Required

          3  Book    (2 to fix)
             ! Fix before submitting: Name, Guests

        """)
    #expect(try #require(row(driver, 1).control as? TextField).enter("Ada"))
    #expect(row(driver, 3).detail == "(1 to fix)")
    #expect(row(driver, 3).message == "Fix before submitting: Guests")
  }

  @Test func anAdmittedSubmitRunsOnceAndConfirmsUntilTheNextChange() throws {
    let driver = FormDriver(
      initial: Reservation(name: "Ada", guests: "2"), title: "Reservation", build: form)
    #expect(row(driver, 3).tap())
    #expect(driver.state == Reservation(name: "Ada", guests: "2", submitted: 1))
    #expect(driver.submitCount == 1)
    #expect(row(driver, 3).message == "Booked")
    #expect(row(driver, 3).messageKind == .confirmation)
    #expect(row(driver, 3).detail == nil)
    #expect(try #require(row(driver, 2).control as? TextField).enter("3"))
    #expect(row(driver, 3).message == nil)
    #expect(row(driver, 3).tap())
    #expect(driver.state == Reservation(name: "Ada", guests: "3", submitted: 2))
  }

  @Test func aConfirmationGoesAtTheNextGestureThoughNothingElseChanged() throws {
    let driver = FormDriver(
      initial: Reservation(name: "Ada", guests: "2"), title: "Reservation", build: form)
    // Typed but not finished: submitting does not end the edit.
    try driver.perform(.enter(row: 1, text: "Bo"))
    try driver.perform(.tap(row: 3))
    #expect(row(driver, 3).message == "Booked")
    try driver.perform(.endEditing(row: 1))
    #expect(driver.state == Reservation(name: "Bo", guests: "2", submitted: 1))
    let fresh = FormDriver(initial: driver.state, title: "Reservation", build: form)
    fresh.input = driver.input
    #expect(screenText(driver) == screenText(fresh))
    #expect(
      screenText(driver) == """
        Reservation

          1  Name    [Bo]
          2  Guests  [2]

          3  Book

        """)
  }

  @Test func theGateAndItsRowGoWithTheDriver() {
    weak var weakRow: FormCell?
    weak var weakDriver: FormDriver<Reservation>?
    do {
      let driver = FormDriver(initial: Reservation(), title: "Reservation", build: form)
      weakRow = row(driver, 3)
      weakDriver = driver
      row(driver, 3).tap()
    }
    #expect(weakDriver == nil)
    #expect(weakRow == nil)
  }
}
