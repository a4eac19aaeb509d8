import Foundation
import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// Date, time, date-and-time and duration fields: text in a stated format, read in a fixed
/// time zone.
@Suite struct DatesTests {
  private static func date(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0,
    in zone: String = "UTC"
  ) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone) ?? calendar.timeZone
    let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
    return calendar.date(from: parts) ?? Date(timeIntervalSince1970: 0)
  }

  private struct Trip: Equatable {
    var departure = DatesTests.date(2024, 6, 1)
    var alarm = DatesTests.date(2024, 6, 1, 7, 30)
    var landing = DatesTests.date(2024, 6, 1, 18, 5)
    var returnDay: Date?
    var timer: TimeInterval = 90 * 60
  }

  private static let summer = date(2024, 6, 1)...date(2024, 8, 31, 23, 59)

  private var tripForm: Form<Trip> {
    sections([
      section([
        controlCell(
          title: "Departure", control: dateField(keyPath: \.departure, range: Self.summer)),
        controlCell(title: "Alarm", control: dateField(keyPath: \.alarm, mode: .time)),
        controlCell(
          title: "Landing",
          control: dateField(
            keyPath: \.landing, mode: .dateAndTime,
            timeZone: TimeZone(identifier: "Europe/Berlin"))),
        controlCell(title: "Return", control: dateField(keyPath: \.returnDay)),
        controlCell(title: "Timer", control: durationField(keyPath: \.timer)),
      ])
    ])
  }

  private func field(_ driver: FormDriver<Trip>, _ number: Int) throws -> DateField {
    try #require(row(driver, number).control as? DateField)
  }

  @Test func showsDatesInTheirFormatsAndTimeZones() throws {
    let driver = FormDriver(initial: Trip(), title: "Trip", build: tripForm)
    #expect(
      screenText(driver) == """
        Trip

          1  Departure  [2024-06-01]
          2  Alarm      [07:30]
          3  Landing    [2024-06-01 20:05]
          4  Return     [<yyyy-MM-dd>]
          5  Timer      [1:30]

        """)
    #expect(try [1, 2, 3].map { try field(driver, $0).mode } == [.date, .time, .dateAndTime])
  }

  @Test func validTextWritesTheInstantItStandsFor() throws {
    let driver = FormDriver(initial: Trip(), title: "Trip", build: tripForm)
    #expect(try field(driver, 1).enter("2024-07-14"))
    #expect(try field(driver, 2).enter("06:45"))
    #expect(try field(driver, 3).enter("2024-07-14 09:00"))
    #expect(try field(driver, 4).enter("2024-08-01"))
    var expected = Trip()
    expected.departure = Self.date(2024, 7, 14)
    expected.alarm = Self.date(2024, 6, 1, 6, 45)  // the time, on the alarm's own day
    expected.landing = Self.date(2024, 7, 14, 9, 0, in: "Europe/Berlin")
    expected.returnDay = Self.date(2024, 8, 1)
    #expect(driver.state == expected)
    #expect(
      screenText(driver) == """
        Trip

          1  Departure  [2024-07-14]
          2  Alarm      [06:45]
          3  Landing    [2024-07-14 09:00]
          4  Return     [2024-08-01]
          5  Timer      [1:30]

        """)
  }

  @Test func unparseableTextStaysVisibleAndADateOutOfRangeReachesStateWithItsError() throws {
    let driver = FormDriver(initial: Trip(), title: "Trip", build: tripForm)
    #expect(try field(driver, 1).enter("2024-09-01"))
    #expect(try !field(driver, 2).enter("25:00"))
    #expect(try !field(driver, 3).enter("tomorrow"))
    #expect(try !field(driver, 4).enter("2024-02-30"))
    var expected = Trip()
    expected.departure = Self.date(2024, 9, 1)
    #expect(driver.state == expected)
    #expect(
      screenText(driver) == """
        Trip

          1  Departure  [2024-09-01]
             ! Must be from 2024-06-01 to 2024-08-31
          2  Alarm      [25:00]
             ! not a time (HH:mm): 25:00
          3  Landing    [tomorrow]
             ! not a date and time (yyyy-MM-dd HH:mm): tomorrow
          4  Return     [2024-02-30]
             ! not a date (yyyy-MM-dd): 2024-02-30
          5  Timer      [1:30]

        """)
    #expect(try field(driver, 4).enter("2024-02-29"))
    #expect(row(driver, 4).message == nil)
    #expect(driver.state.returnDay == Self.date(2024, 2, 29))
  }

  @Test func emptyTextClearsAnOptionalDateButNotARequiredOne() throws {
    var trip = Trip()
    trip.returnDay = Self.date(2024, 8, 1)
    let driver = FormDriver(initial: trip, title: "Trip", build: tripForm)
    #expect(try field(driver, 4).enter(""))
    #expect(driver.state == Trip())
    #expect(try field(driver, 4).textDescription == "[<yyyy-MM-dd>]")
    #expect(try !field(driver, 1).enter(""))
    #expect(row(driver, 1).message == "not a date (yyyy-MM-dd): ")
    #expect(driver.state == Trip())
  }

  @Test func timeWithoutAValueGoesOnTheFirstDayOfTheEpoch() {
    struct Clock: Equatable { var alarm: Date? }
    let form: Form<Clock> = sections([
      section([controlCell(title: "Alarm", control: dateField(keyPath: \.alarm, mode: .time))])
    ])
    let driver = FormDriver(initial: Clock(), title: "Clock", build: form)
    #expect((row(driver, 1).control as? DateField)?.enter("08:15") == true)
    #expect(driver.state == Clock(alarm: Date(timeIntervalSince1970: 8 * 3600 + 15 * 60)))
  }

  @Test func displayFormatterIsUsedForTheValueAndTheRange() throws {
    struct Event: Equatable { var day = DatesTests.date(2024, 6, 1) }
    let form: Form<Event> = sections([
      section([
        controlCell(
          title: "Day",
          control: dateField(
            keyPath: \.day, range: Self.summer,
            format: { "day \(Int($0.timeIntervalSince1970 / 86_400))" }))
      ])
    ])
    let driver = FormDriver(initial: Event(), title: "Event", build: form)
    let day = try #require(row(driver, 1).control as? DateField)
    #expect(day.textDescription == "[day 19875]")
    #expect(day.enter("2025-01-01"))
    #expect(row(driver, 1).message == "Must be from day 19875 to day 19966")
    #expect(day.enter("2024-06-02"))
    #expect(day.textDescription == "[day 19876]")
  }

  @Test func durationTakesHoursAndMinutesOrMinutes() throws {
    let driver = FormDriver(initial: Trip(), title: "Trip", build: tripForm)
    let timer = try #require(row(driver, 5).control as? NumberField)
    #expect(timer.enter("2:05"))
    #expect(driver.state.timer == 125 * 60)
    #expect(timer.enter("45"))
    #expect(timer.textDescription == "[0:45]")
    #expect(driver.state.timer == 45 * 60)
    #expect(!timer.enter("1:75"))
    #expect(row(driver, 5).message == "not a duration (H:mm): 1:75")
    #expect(timer.enter("-5"))
    #expect(row(driver, 5).message == "must not be negative")
    #expect(driver.state.timer == -5 * 60)
    #expect(timer.textDescription == "[-0:05]")
  }

  @Test func disabledDateFieldRefusesInput() throws {
    let driver = FormDriver(initial: Trip(), title: "Trip", build: tripForm)
    row(driver, 1).isEnabled = false
    #expect(try !field(driver, 1).enter("2024-07-01"))
    #expect(driver.state == Trip())
    #expect(try field(driver, 1).text == "2024-06-01")
    #expect(row(driver, 1).message == nil)
  }

  @Test func shortFieldsAreReadWithTheirZerosAdded() throws {
    let driver = FormDriver(initial: Trip(), title: "Trip", build: tripForm)
    #expect(try field(driver, 2).enter("9:05"))
    #expect(try field(driver, 1).enter("2024-7-4"))
    var expected = Trip()
    expected.alarm = Self.date(2024, 6, 1, 9, 5)
    expected.departure = Self.date(2024, 7, 4)
    #expect(driver.state == expected)
    #expect(try field(driver, 2).text == "09:05")
    #expect(try field(driver, 1).text == "2024-07-04")
    // Padding never makes a wrong time right, nor text of another shape fit.
    #expect(try !field(driver, 2).enter("9:5:1"))
    #expect(try !field(driver, 2).enter("25:00"))
    #expect(row(driver, 2).message == "not a time (HH:mm): 25:00")
    #expect(driver.state == expected)
  }
}
