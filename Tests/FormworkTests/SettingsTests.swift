import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// The seed's whole Hotspot/Settings example, driven only through gestures.
@Suite struct SettingsTests {
  @Test func rootShowsHotspotOn() {
    let driver = settingsDriver()
    #expect(
      screenText(driver) == """
        Settings

          1  Personal Hotspot  On  ›

        """)
  }

  @Test func tappingPushesTheHotspotForm() {
    let driver = settingsDriver()
    #expect(row(driver, 1).tap())
    #expect(
      screenText(driver) == """
        Settings › Personal Hotspot

          1  Personal Hotspot  [on]
             Personal Hotspot Enabled

          2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        """)
    #expect(driver.state == Settings())
  }

  @Test func toggleFooterFollowsAndRootDetailUpdates() throws {
    let driver = settingsDriver()
    row(driver, 1).tap()
    let toggle = try #require(row(driver, 1).control as? Toggle)
    #expect(toggle.tap())
    var expected = Settings()
    expected.hotspot.isEnabled = false
    #expect(driver.state == expected)
    #expect(
      screenText(driver) == """
        Settings › Personal Hotspot

          1  Personal Hotspot  [off]

          2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        """)
    driver.pop()
    #expect(
      screenText(driver) == """
        Settings

          1  Personal Hotspot  Off  ›

        """)
  }

  @Test func nestedTextFieldEditsThePassword() throws {
    let driver = settingsDriver()
    row(driver, 1).tap()
    row(driver, 2).tap()
    #expect(
      screenText(driver) == """
        Settings › Personal Hotspot › Password

          1  Password  [hello]

        """)
    let field = try #require(row(driver, 1).control as? TextField)
    #expect(field.enter("s3cret word"))
    var expected = Settings()
    expected.hotspot.password = "s3cret word"
    #expect(driver.state == expected)
    #expect(
      screenText(driver) == """
        Settings › Personal Hotspot › Password

          1  Password  [s3cret word]

        """)
    driver.pop()
    #expect(
      screenText(driver) == """
        Settings › Personal Hotspot

          1  Personal Hotspot  [on]
             Personal Hotspot Enabled

          2  Password          s3cret word  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        """)
  }

  @Test func networkNameEditsItsOwnField() throws {
    let driver = settingsDriver()
    row(driver, 1).tap()
    row(driver, 3).tap()
    let field = try #require(row(driver, 1).control as? TextField)
    field.enter("")
    var expected = Settings()
    expected.hotspot.networkName = ""
    #expect(driver.state == expected)
    #expect(
      screenText(driver) == """
        Settings › Personal Hotspot › Network Name

          1  Network Name  []

        """)
  }

  @Test func optionCellsChooseThePreview() {
    let driver = settingsDriver()
    row(driver, 1).tap()
    row(driver, 4).tap()
    #expect(
      screenText(driver) == """
        Settings › Personal Hotspot › Notification

          1  Always         ✓
          2  When Unlocked
          3  Never

        """)
    #expect(row(driver, 3).tap())
    var expected = Settings()
    expected.hotspot.showPreview = .never
    #expect(driver.state == expected)
    #expect(
      screenText(driver) == """
        Settings › Personal Hotspot › Notification

          1  Always
          2  When Unlocked
          3  Never          ✓

        """)
    driver.pop()
    #expect(
      screenText(driver) == """
        Settings › Personal Hotspot

          1  Personal Hotspot  [on]
             Personal Hotspot Enabled

          2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Never  ›

        """)
  }

  @Test func settingStateFromOutsideUpdatesEveryScreen() {
    let driver = settingsDriver()
    row(driver, 1).tap()
    row(driver, 4).tap()
    driver.state.hotspot.showPreview = .whenUnlocked
    driver.state.hotspot.isEnabled = false
    #expect(
      screenText(driver) == """
        Settings › Personal Hotspot › Notification

          1  Always
          2  When Unlocked  ✓
          3  Never

        """)
    let screens = driver.screens.map { ScreenRenderer().render($0) }
    #expect(
      screens[0] == """
        Settings

          1  Personal Hotspot  Off  ›

        """)
    #expect(
      screens[1] == """
        Personal Hotspot

          1  Personal Hotspot  [off]

          2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      When Unlocked  ›

        """)
  }
}
