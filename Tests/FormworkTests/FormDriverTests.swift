import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

@Suite struct FormDriverTests {
  private struct Counter: Equatable {
    var value = 0
    var doubled = 0
    var isOn = false
  }

  /// A cell whose update asks for a change: `doubled` follows `value`.
  private var followerForm: Form<Counter> {
    sections([
      section([
        controlCell(title: "On", control: toggle(keyPath: \.isOn)),
        { context in
          let cell = FormCell(title: "Doubled")
          return Rendered(element: cell, strongReferences: []) { state in
            cell.detail = String(state.doubled)
            if state.doubled != state.value * 2 {
              context.change { $0.doubled = $0.value * 2 }
            }
          }
        },
      ])
    ])
  }

  @Test func reentrantChangesAreAppliedUntilStable() {
    let driver = FormDriver(initial: Counter(value: 3), title: "Counter", build: followerForm)
    // Building settled the follower already.
    #expect(driver.state == Counter(value: 3, doubled: 6))
    driver.state.value = 5
    #expect(driver.state == Counter(value: 5, doubled: 10))
    #expect(driver.lastError == nil)
    #expect(
      screenText(driver) == """
        Counter

          1  On       [off]
          2  Doubled  10

        """)
  }

  @Test func feedbackLoopIsReportedNotHung() {
    // An update that always asks for another change never settles.
    let form: Form<Counter> = sections([
      section([
        { context in
          let cell = FormCell(title: "Runaway")
          return Rendered(element: cell, strongReferences: []) { state in
            cell.detail = String(state.value)
            context.change { $0.value += 1 }
          }
        }
      ])
    ])
    let driver = FormDriver(initial: Counter(), title: "Loop", build: form)
    driver.maxUpdateRounds = 10
    driver.state.doubled = 1
    #expect(driver.lastError == .feedbackLoop(rounds: 10))
    #expect(
      driver.lastError?.description
        == "feedback loop: updates kept requesting changes; stopped after 10 rounds")
    // Ten rounds each added one; the final round took no change and shows the state.
    let value = driver.state.value
    #expect(driver.state == Counter(value: value, doubled: 1))
    #expect(
      screenText(driver) == """
        Loop

          1  Runaway  \(value)

        """)
  }

  @Test func backOnTheRootDoesNothing() {
    let driver = settingsDriver()
    let before = screenText(driver)
    #expect(!driver.canPop)
    driver.pop()
    #expect(driver.screens.count == 1)
    #expect(screenText(driver) == before)
    #expect(driver.state == Settings())
  }

  @Test func disabledAndHiddenCellsRefuseTaps() throws {
    let driver = settingsDriver()
    row(driver, 1).tap()
    let hotspot = driver.topScreen
    let notification = try #require(hotspot.visibleCells.last)

    notification.isEnabled = false
    #expect(!notification.tap())
    #expect(driver.path == ["Settings", "Personal Hotspot"])

    notification.isEnabled = true
    notification.isVisible = false
    #expect(!notification.tap())
    #expect(driver.path == ["Settings", "Personal Hotspot"])

    notification.isVisible = true
    notification.section?.isVisible = false
    #expect(!notification.tap())
    #expect(driver.path == ["Settings", "Personal Hotspot"])

    let toggleCell = try #require(hotspot.visibleCells.first)
    let toggle = try #require(toggleCell.control as? Toggle)
    toggleCell.isEnabled = false
    #expect(!toggle.tap())
    toggleCell.isEnabled = true
    toggle.isEnabled = false
    #expect(!toggle.tap())
    #expect(driver.state == Settings())
    #expect(toggle.isOn)
  }

  @Test func cellsWithoutAnActionRefuseTaps() throws {
    let driver = settingsDriver()
    row(driver, 1).tap()
    // The toggle's row is not selectable: only its switch takes the gesture.
    #expect(!row(driver, 1).tap())
    #expect(driver.path == ["Settings", "Personal Hotspot"])
    #expect(driver.state == Settings())
  }

  @Test func textFieldsRefuseInputWhenDisabled() throws {
    let driver = settingsDriver()
    row(driver, 1).tap()
    row(driver, 2).tap()
    let field = try #require(row(driver, 1).control as? TextField)
    row(driver, 1).isEnabled = false
    #expect(!field.enter("nope"))
    #expect(field.text == "hello")
    #expect(driver.state == Settings())
  }

  @Test func observersSeeEachChange() {
    let driver = FormDriver(initial: Counter(), title: "Counter", build: followerForm)
    var seen: [(old: Counter, new: Counter)] = []
    let token = driver.observe { seen.append(($0.old, $0.new)) }
    driver.state.value = 2
    #expect(seen.map(\.old) == [Counter()])
    #expect(seen.map(\.new) == [Counter(value: 2, doubled: 4)])
    token.cancel()
    driver.state.value = 3
    #expect(seen.count == 1)
  }

  @Test func aChangeMadeByAnObserverIsAppliedAndShown() {
    let driver = FormDriver(initial: Counter(), title: "Counter", build: followerForm)
    driver.observe { [weak driver] change in
      if change.new.isOn && change.new.value == 0 { driver?.state.value = 1 }
    }
    let toggle = driver.topScreen.visibleCells[0].control as? Toggle
    #expect(toggle?.tap() == true)
    #expect(driver.state == Counter(value: 1, doubled: 2, isOn: true))
    #expect(
      screenText(driver) == """
        Counter

          1  On       [on]
          2  Doubled  2

        """)
  }

  @Test func nestedFormsAreBuiltOnFirstPushAndReleasedOnPop() {
    let driver = settingsDriver()
    // Only the root is built: one cell.
    #expect(driver.screens.count == 1)
    weak var hotspotScreen: Screen?
    weak var toggle: Toggle?
    do {
      row(driver, 1).tap()
      hotspotScreen = driver.topScreen
      toggle = driver.topScreen.visibleCells[0].control as? Toggle
    }
    #expect(hotspotScreen != nil)
    #expect(toggle != nil)
    driver.pop()
    #expect(hotspotScreen == nil)
    #expect(toggle == nil)
    // The root keeps working, and pushing again builds from the current state.
    driver.state.hotspot.isEnabled = false
    row(driver, 1).tap()
    #expect((row(driver, 1).control as? Toggle)?.isOn == false)
  }

  private struct Account: Equatable {
    var name = ""
    var password = ""
    var age = 0
    var guests = 1
  }

  /// Bound controls of each kind on a nested screen: text (plain, masked, validated), a
  /// parsed number and a stepper, whose closures the whole-form fields also hold.
  private var accountForm: Form<Account> {
    sections {
      section {
        detailTextCell(
          title: "Account", keyPath: \.name,
          form: sections {
            section {
              controlCell(title: "Name", control: textField(keyPath: \.name))
              controlCell(
                title: "Password",
                control: textField(keyPath: \.password, kind: .password, rules: [.required()]))
              controlCell(title: "Age", control: numberField(keyPath: \.age, range: 0...150))
              controlCell(title: "Guests", control: stepper(keyPath: \.guests, range: 1...9))
            }
          })
      }
    }
  }

  @Test func theControlsOfAPoppedScreenAreReleasedWhileTheirFieldsStay() {
    let driver = FormDriver(initial: Account(), title: "Account", build: accountForm)
    var weakControls: [() -> AnyObject?] = []
    do {
      row(driver, 1).tap()
      for cell in driver.topScreen.sections.flatMap(\.cells) {
        weak let control = cell.control
        weakControls.append { control }
      }
      (row(driver, 1).control as? TextField)?.enter("Ada")
    }
    #expect(weakControls.count == 4)
    #expect(weakControls.allSatisfy { $0() != nil })
    driver.pop()
    // NB: the whole-form fields stay (the password still counts), the rows they were bound
    // to go with their screen.
    #expect(weakControls.allSatisfy { $0() == nil })
    #expect(driver.state == Account(name: "Ada"))
    #expect(driver.validationErrors.map(\.message) == ["Required"])
    // The fields still follow state; a row built again shows it.
    driver.state.password = "secret"
    #expect(driver.validationErrors.isEmpty)
    row(driver, 1).tap()
    #expect((row(driver, 1).control as? TextField)?.text == "Ada")
    #expect((row(driver, 2).control as? TextField)?.text == "secret")
  }

  @Test func droppingTheDriverFreesEverything() {
    weak var weakDriver: FormDriver<Settings>?
    var weakScreens: [() -> AnyObject?] = []
    do {
      let driver = settingsDriver()
      weakDriver = driver
      row(driver, 1).tap()
      row(driver, 4).tap()
      driver.state.hotspot.showPreview = .never
      for screen in driver.screens {
        weak let s = screen
        weakScreens.append { s }
        for section in screen.sections {
          weak let sec = section
          weakScreens.append { sec }
          for cell in section.cells {
            weak let c = cell
            weakScreens.append { c }
            if let control = cell.control {
              weak let k = control
              weakScreens.append { k }
            }
          }
        }
      }
    }
    #expect(weakDriver == nil)
    #expect(weakScreens.count > 10)
    #expect(weakScreens.allSatisfy { $0() == nil })
  }

  @Test func aTappedCellDoesNotPushTwice() {
    let driver = settingsDriver()
    let cell = row(driver, 1)
    #expect(cell.tap())
    // The root's cell, tapped again while its screen is shown, pushes nothing more.
    cell.tap()
    #expect(driver.path == ["Settings", "Personal Hotspot"])
  }

  @Test func emptyFormShowsNoRows() {
    let driver = FormDriver(initial: Counter(), title: "Empty", build: sections([]))
    #expect(driver.topScreen.visibleCells.isEmpty)
    #expect(
      screenText(driver) == """
        Empty

          (no rows)

        """)
  }
}
