import Foundation
import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// Forms derived from `Codable` models: rows from property types and names, typed
/// write-back, refusals, customisation, and equality with the hand-written form.
@Suite struct ModelFormTests {
  private enum Plan: String, Codable, CaseIterable, Equatable { case free, pro, teamPlan }

  private struct StreetAddress: Codable, Equatable {
    var street = "1 Main St"
    var zipCode = ""
  }

  private struct Profile: Codable, Equatable {
    var firstName = "Ada"
    var email = ""
    var password = ""
    var website: String?
    var age = 36
    var height: Double?
    var plan = Plan.free
    var newsletter = false
    var address = StreetAddress()
    var tags: [String] = []
  }

  private var handWritten: Form<Profile> {
    sections([
      section([
        controlCell(title: "First Name", control: textField(keyPath: \.firstName, kind: .name)),
        controlCell(title: "Email", control: textField(keyPath: \.email, kind: .email)),
        controlCell(title: "Password", control: textField(keyPath: \.password, kind: .password)),
        controlCell(title: "Website", control: textField(keyPath: \.website, kind: .url)),
        controlCell(title: "Age", control: numberField(keyPath: \.age)),
        controlCell(title: "Height", control: numberField(keyPath: \.height)),
        pickerCell(title: "Plan", keyPath: \.plan, optionTitle: { modelTitle("\($0)") }),
        controlCell(title: "Newsletter", control: toggle(keyPath: \.newsletter)),
        disclosureCell(
          title: "Address", detail: { _ in "" },
          form: bind(
            form: sections([
              section([
                controlCell(title: "Street", control: textField(keyPath: \StreetAddress.street)),
                controlCell(
                  title: "Zip Code", control: textField(keyPath: \.zipCode, kind: .zipCode)),
              ])
            ]), to: \.address)),
      ])
    ])
  }

  @Test func titlesComeFromPropertyNames() {
    #expect(modelTitle("firstName") == "First Name")
    #expect(modelTitle("isEnabled") == "Is Enabled")
    #expect(modelTitle("zip_code") == "Zip Code")
    #expect(modelTitle("homeURL") == "Home URL")
    #expect(modelTitle("URLString") == "URL String")
    #expect(modelTitle("address2") == "Address2")
    #expect(modelTitle("") == "")
  }

  @Test func kindsComeFromPropertyNames() {
    #expect(inferredKind("email") == .email)
    #expect(inferredKind("newPassword") == .password)
    #expect(inferredKind("website") == .url)
    #expect(inferredKind("homeURL") == .url)
    #expect(inferredKind("phoneNumber") == .phone)
    #expect(inferredKind("lastName") == .name)
    #expect(inferredKind("notes") == .plain)
  }

  @Test func showsEveryPropertyItCanAndLeavesOutTheRest() {
    let driver = FormDriver(initial: Profile(), title: "Profile", build: modelForm(Profile.self))
    #expect(
      screenText(driver) == """
        Profile

          1  First Name  [Ada]
          2  Email       []
          3  Password    []
          4  Website     []
          5  Age         [36]
          6  Height      []
          7  Plan        Free  ›
          8  Newsletter  [off]
          9  Address       ›

        """)
  }

  @Test func writesChangesBackTyped() throws {
    let driver = FormDriver(initial: Profile(), title: "Profile", build: modelForm(Profile.self))
    #expect(try #require(row(driver, 1).control as? TextField).enter("Grace"))
    #expect(try #require(row(driver, 4).control as? TextField).enter("https://x.org"))
    #expect(try #require(row(driver, 5).control as? NumberField).enter("85"))
    #expect(try #require(row(driver, 6).control as? NumberField).enter("1.6"))
    #expect(try #require(row(driver, 8).control as? Toggle).tap())
    #expect(row(driver, 7).tap())
    #expect(row(driver, 3).tap())
    driver.pop()
    #expect(row(driver, 9).tap())
    #expect(try #require(row(driver, 2).control as? TextField).enter("90210"))
    driver.pop()
    var expected = Profile()
    expected.firstName = "Grace"
    expected.website = "https://x.org"
    expected.age = 85
    expected.height = 1.6
    expected.newsletter = true
    expected.plan = .teamPlan
    expected.address.zipCode = "90210"
    #expect(driver.state == expected)
    // Empty text empties an optional.
    #expect(try #require(row(driver, 4).control as? TextField).enter(""))
    #expect(driver.state.website == nil)
  }

  @Test func refusesWhatTheTypeCannotTake() throws {
    let driver = FormDriver(initial: Profile(), title: "Profile", build: modelForm(Profile.self))
    let age = try #require(row(driver, 5).control as? NumberField)
    #expect(!age.enter("12x"))
    #expect(driver.state == Profile())
    #expect(age.text == "12x")
    #expect(row(driver, 5).message == "not a number: 12x")
    #expect(!age.enter("99999999999999999999999"))
    #expect(driver.state == Profile())
  }

  @Test func showsTheSameScreensAsTheHandWrittenForm() throws {
    let derived = FormDriver(initial: Profile(), title: "P", build: modelForm(Profile.self))
    let written = FormDriver(initial: Profile(), title: "P", build: handWritten)
    func both(_ gesture: (FormDriver<Profile>) throws -> Void) throws {
      try gesture(derived)
      try gesture(written)
      #expect(screenText(derived) == screenText(written))
      #expect(derived.state == written.state)
    }
    try both { _ in }
    try both { _ = try #require(row($0, 2).control as? TextField).enter("a@b.c") }
    try both { _ = try #require(row($0, 5).control as? NumberField).enter("abc") }
    try both { _ = try #require(row($0, 6).control as? NumberField).enter("2.5") }
    try both { _ = row($0, 7).tap() }
    try both { _ = row($0, 2).tap() }
    try both { $0.pop() }
    try both { _ = row($0, 9).tap() }
    try both { _ = try #require(row($0, 1).control as? TextField).enter("") }
    try both { $0.pop() }
  }

  @Test func customisesByPropertyName() throws {
    let options = ModelFormOptions<Profile>()
      .title("firstName", "Name")
      .kind("email", .plain)
      .order(["plan", "age"])
      .omit("password")
      .omit("address")
      .hidden("website", when: { !$0.newsletter })
      .disabled("height", when: { $0.age < 18 })
      .replace("email", with: labelCell(title: "Email: ask support"))
    let driver = FormDriver(
      initial: Profile(), title: "Profile", build: modelForm(Profile.self, options: options))
    #expect(
      screenText(driver) == """
        Profile

          1  Plan                Free  ›
          2  Age                 [36]
          3  Name                [Ada]
          4  Email: ask support
          5  Height              []
          6  Newsletter          [off]

        """)
    #expect(try #require(row(driver, 2).control as? NumberField).enter("12"))
    #expect(!row(driver, 5).isEnabled)
    #expect(try #require(row(driver, 6).control as? Toggle).tap())
    #expect(row(driver, 5).title == "Website")
    #expect(driver.state.password == "")
  }

  @Test func mixesWithHandWrittenSections() {
    let form: Form<StreetAddress> = { context in
      sections([
        section(modelCells(of: context.state), header: "Where"),
        section([labelCell(title: "Thanks")]),
      ])(context)
    }
    let driver = FormDriver(initial: StreetAddress(), title: "Address", build: form)
    #expect(
      screenText(driver) == """
        Address

          ── Where ──
          1  Street    [1 Main St]
          2  Zip Code  []

          3  Thanks

        """)
  }

  @Test func datesRoundTripExactlyAndBadDatesAreRefused() throws {
    struct Task: Codable, Equatable {
      var due = Date(timeIntervalSince1970: 0)
      var done: Date?
    }
    let driver = FormDriver(initial: Task(), title: "Task", build: modelForm(Task.self))
    #expect(
      screenText(driver) == """
        Task

          1  Due   [1970-01-01]
          2  Done  [<yyyy-MM-dd>]

        """)
    let due = try #require(row(driver, 1).control as? DateField)
    #expect(due.enter("2024-02-29"))
    #expect(driver.state.due == Date(timeIntervalSince1970: 1_709_164_800))
    #expect(!due.enter("2024-02-30"))
    #expect(driver.state == Task(due: Date(timeIntervalSince1970: 1_709_164_800)))
    #expect(due.text == "2024-02-30")
    let done = try #require(row(driver, 2).control as? DateField)
    #expect(done.enter("2024-03-01"))
    #expect(driver.state.done == Date(timeIntervalSince1970: 1_709_251_200))
    #expect(done.enter(""))
    #expect(driver.state.done == nil)
  }

  @Test func anEmptyModelIsAnEmptyForm() {
    struct Empty: Codable, Equatable {}
    let driver = FormDriver(initial: Empty(), title: "Empty", build: modelForm(Empty.self))
    #expect(driver.topScreen.sections.isEmpty)
  }

  @Test func dropsNothingOnDrop() {
    weak var weakDriver: FormDriver<Profile>?
    weak var weakCell: FormCell?
    do {
      let driver = FormDriver(initial: Profile(), title: "P", build: modelForm(Profile.self))
      weakDriver = driver
      weakCell = row(driver, 1)
      _ = row(driver, 9).tap()
    }
    #expect(weakDriver == nil)
    #expect(weakCell == nil)
  }
}
