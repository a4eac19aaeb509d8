import Formwork
import FormworkExamples
import FormworkSwiftUI
import FormworkTestSupport
import Testing

/// A running form as native screens: navigation both ways, changes from anywhere shown at
/// once, the focus followed, what is announced, and nothing kept alive.
@Suite struct FormPresentationTests {
  /// A tap opens a screen, the platform's back closes it: the screens, the state and the
  /// root row's detail after each.
  @Test func tapsOpenScreensAndBackClosesThem() throws {
    let driver = settingsDriver()
    let presentation = FormPresentation(driver: driver)
    let hotspot = try #require(topRow(presentation, "Personal Hotspot"))
    #expect(presentation.send(.tap, to: hotspot.id, onScreen: 0) == nil)
    #expect(presentation.screens.map(\.title) == ["Settings", "Personal Hotspot"])
    #expect(driver.path == ["Settings", "Personal Hotspot"])

    let toggle = try #require(topRow(presentation, "Personal Hotspot"))
    #expect(presentation.send(.toggle, to: toggle.id, onScreen: 1) == nil)
    #expect(driver.state == settings { $0.hotspot.isEnabled = false })
    #expect(presentation.topScreen.sections.first?.footer == nil)

    presentation.back(toDepth: 0)
    #expect(presentation.screens.map(\.title) == ["Settings"])
    #expect(driver.path == ["Settings"])
    #expect(topRow(presentation, "Personal Hotspot")?.detail == "Off")
    #expect(presentation.announcement == nil)
  }

  /// Going back several screens at once sends one `back` a screen; back on the root does
  /// nothing.
  @Test func backGoesBackAScreenAtATimeAndNotPastTheRoot() {
    let driver = settingsDriver()
    let presentation = FormPresentation(driver: driver)
    try? driver.perform(.tap(row: 1))
    try? driver.perform(.tap(row: "Notification"))
    #expect(presentation.screens.count == 3)
    presentation.back(toDepth: 0)
    #expect(driver.path == ["Settings"])
    presentation.back(toDepth: 0)
    presentation.back(toDepth: -1)
    #expect(driver.path == ["Settings"])
    #expect(driver.state == Settings())
  }

  /// Only the top screen takes actions: a screen below it (still drawn while a push
  /// animates) sends nothing, and neither does a row that is gone.
  @Test func actionsOffTheTopScreenSendNothing() throws {
    let driver = settingsDriver()
    let presentation = FormPresentation(driver: driver)
    let hotspot = try #require(topRow(presentation, "Personal Hotspot"))
    presentation.send(.tap, to: hotspot.id, onScreen: 0)
    #expect(presentation.send(.tap, to: hotspot.id, onScreen: 0) == nil)
    #expect(presentation.send(.toggle, to: FormRow.ID(section: 9, cell: 0), onScreen: 1) == nil)
    #expect(driver.path == ["Settings", "Personal Hotspot"])
    #expect(driver.state == Settings())
  }

  /// A change from app code, a push or pop made elsewhere and the focus moving show at
  /// once, each telling `onChange`.
  @Test func changesFromAnywhereShowAtOnce() {
    let driver = settingsDriver()
    let presentation = FormPresentation(driver: driver)
    var changes = 0
    presentation.onChange = { changes += 1 }

    driver.state.hotspot.isEnabled = false
    #expect(topRow(presentation, "Personal Hotspot")?.detail == "Off")
    #expect(changes == 1)

    driver.topScreen.visibleCells[0].tap()
    #expect(presentation.screens.map(\.title) == ["Settings", "Personal Hotspot"])
    #expect(changes >= 2)

    driver.pop()
    #expect(presentation.screens.map(\.title) == ["Settings"])
  }

  /// Without the driver, a presentation shows what the form showed when asked last.
  @Test func aPresentationOfAnyFormRefreshesWhenTold() {
    let driver = settingsDriver()
    let presentation = FormPresentation(form: driver)
    driver.state.hotspot.isEnabled = false
    #expect(topRow(presentation, "Personal Hotspot")?.detail == "On")
    presentation.refresh()
    #expect(topRow(presentation, "Personal Hotspot")?.detail == "Off")
  }

  /// The driver's focus shows on its row; `next` after Return moves it, as in the REPL.
  @Test func theFocusFollowsTheDriver() throws {
    let driver = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    let presentation = FormPresentation(driver: driver)
    #expect(presentation.topScreen.focusedRow == nil)
    driver.focusNext()
    #expect(presentation.topScreen.focusedRow == FormRow.ID(section: 0, cell: 0))
    #expect(presentation.send(.focusNext, announcingRefusal: false) == nil)
    #expect(presentation.topScreen.focusedRow == FormRow.ID(section: 0, cell: 1))
    #expect(topRow(presentation, "Email")?.isFocused == true)
    #expect(driver.focus?.title == "Email")
  }

  /// A refused submit shows every problem, announces them in screen order, and moves the
  /// focus to the first field to fix; tapped again, it says what is still to fix.
  @Test func aRefusedSubmitAnnouncesWhatToFixAndFocusesTheFirstField() throws {
    let driver = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    let presentation = FormPresentation(driver: driver)
    let submit = try #require(topRow(presentation, "Create Account"))
    #expect(presentation.send(.tap, to: submit.id, onScreen: 0) == nil)
    let problems = presentation.topScreen.rows.compactMap { row in
      row.message.map { "\(row.title): \($0.text)" }
    }
    #expect(
      problems == [
        "Username: Required", "Email: Required", "Password: Required",
        "Confirm Password: Required", "Accept Terms: Please accept the terms",
        "Create Account: Fix before submitting: Username, Email, Password, Confirm Password,"
          + " Accept Terms",
      ])
    #expect(presentation.announcement == problems.joined(separator: "\n"))
    #expect(presentation.topScreen.focusedRow == FormRow.ID(section: 0, cell: 0))
    #expect(driver.state == SignUp())

    #expect(presentation.send(.tap, to: submit.id, onScreen: 0) == nil)
    #expect(presentation.announcement == problems.last)
  }

  /// Nothing is said while the user types; when editing ends, the row's problem is.
  @Test func aProblemIsSaidWhenEditingEnds() throws {
    let driver = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    let presentation = FormPresentation(driver: driver)
    let email = try #require(topRow(presentation, "Email"))
    presentation.send(.type("ada"), to: email.id, onScreen: 0)
    #expect(presentation.announcement == nil)
    #expect(driver.state.email == "ada")
    // Quiet while typing, by the form's default timing.
    #expect(topRow(presentation, "Email")?.message == nil)
    presentation.send(.commit("ada"), to: email.id, onScreen: 0)
    #expect(topRow(presentation, "Email")?.message != nil)
    #expect(presentation.announcement == "Email: Not a valid email address")

    presentation.send(.type("ada@example.com"), to: email.id, onScreen: 0)
    presentation.send(.commit("ada@example.com"), to: email.id, onScreen: 0)
    #expect(presentation.announcement == nil)
    #expect(driver.state.email == "ada@example.com")
  }

  /// A custom control's view finds its control by its row.
  @Test func aRowsControlIsFoundForACustomView() throws {
    let presentation = FormPresentation(driver: kitchenDriver())
    let stars = try #require(topRow(presentation, "Stars"))
    let control = presentation.control(of: stars.id, onScreen: 0)
    #expect((control as? Rating)?.stars == 3)
    #expect(presentation.control(of: stars.id, onScreen: 1) == nil)
    #expect(presentation.control(of: FormRow.ID(section: 1, cell: 99), onScreen: 0) == nil)
    #expect(presentation.control(of: FormRow.ID(section: 9, cell: 0), onScreen: 0) == nil)
    let crust = try #require(topRow(presentation, "Crust"))
    #expect(presentation.control(of: crust.id, onScreen: 0) is PickerOptions)
  }

  /// Dropping the presentation frees it while the driver lives on (it observes weakly),
  /// and dropping both frees the driver's screens.
  @Test func droppingThePresentationLeaksNothing() {
    weak var weakPresentation: FormPresentation?
    weak var weakDriver: FormDriver<Settings>?
    weak var weakScreen: Screen?
    var driver: FormDriver<Settings>? = settingsDriver()
    do {
      let presentation = FormPresentation(driver: driver!)
      presentation.send(.tap, to: FormRow.ID(section: 0, cell: 0), onScreen: 0)
      weakPresentation = presentation
      weakScreen = driver?.topScreen
    }
    #expect(weakPresentation == nil)
    driver?.state.hotspot.isEnabled = false
    weakDriver = driver
    driver = nil
    #expect(weakDriver == nil)
    #expect(weakScreen == nil)
  }
}
