import FormworkExamples
import FormworkTestSupport
import Testing

@testable import Formwork

/// The driver's undo and redo (`FormDriver+History.swift`): a change made on any screen is
/// taken back from any screen, every screen shows the state it leaves, and a screen whose
/// row the undone state hides or disables closes.
@Suite struct FormDriverHistoryTests {
  @Test func undoAndRedoTakeBackChangesMadeOnAnyScreen() throws {
    let driver = settingsDriver()
    let original = driver.state
    row(driver, 1).tap()
    let toggle = try #require(row(driver, 1).control as? Toggle)
    #expect(toggle.tap())
    let afterToggle = driver.state
    #expect(afterToggle != original)
    #expect(driver.canUndo && !driver.canRedo)
    driver.pop()
    // Undo on the root screen takes back the change made on the nested one.
    #expect(driver.undo())
    #expect(driver.state == original)
    #expect(driver.canRedo)
    row(driver, 1).tap()
    #expect((row(driver, 1).control as? Toggle)?.isOn == original.hotspot.isEnabled)
    #expect(driver.redo())
    #expect(driver.state == afterToggle)
    #expect((row(driver, 1).control as? Toggle)?.isOn == afterToggle.hotspot.isEnabled)
    #expect(!driver.redo())
    // A new change clears what could be redone.
    #expect(driver.undo())
    #expect((row(driver, 1).control as? Toggle)?.tap() == true)
    #expect(!driver.canRedo)
  }

  @Test func undoClosesAScreenWhoseRowItHid() throws {
    let driver = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    #expect((row(driver, 8).control as? Toggle)?.tap() == true)
    let form: Form<SignUp> = sections([
      section([controlCell(title: "News", control: toggle(keyPath: \.wantsNewsletter))]),
      section(
        [nestedTextField(title: "Topics", keyPath: \.topics)], isVisible: \.wantsNewsletter),
    ])
    let nested = FormDriver(initial: SignUp(), title: "News", build: form)
    #expect((row(nested, 1).control as? Toggle)?.tap() == true)
    #expect(row(nested, 2).tap())
    #expect(nested.path == ["News", "Topics"])
    // Undo hides the Topics row: its screen closes, so nothing is typed where it can't be.
    #expect(nested.undo())
    #expect(nested.path == ["News"])
    #expect(nested.state == SignUp())
  }

  @Test func undoClosesAScreenWhoseRowItDisabledAndEveryScreenAboveIt() throws {
    struct Lock: Equatable {
      var isLocked = true
      var topics = ""
      var note = ""
    }
    let inner: Form<Lock> = sections([
      section([
        controlCell(title: "Topics", control: textField(keyPath: \.topics)),
        nestedTextField(title: "Note", keyPath: \.note),
      ])
    ])
    let form: Form<Lock> = sections([
      section([
        controlCell(title: "Locked", control: toggle(keyPath: \.isLocked)),
        disabled(
          detailTextCell(title: "Details", keyPath: \.topics, form: inner), when: \.isLocked),
      ])
    ])
    let driver = FormDriver(initial: Lock(), title: "Lock", build: form)
    #expect(!row(driver, 2).tap())
    #expect((row(driver, 1).control as? Toggle)?.tap() == true)
    #expect(row(driver, 2).tap())
    #expect(row(driver, 2).tap())
    #expect(driver.path == ["Lock", "Details", "Note"])
    // Undo disables Details: a row that takes no taps cannot reach its screen, so it closes,
    // back to the nearest screen still reachable, with the one opened from it.
    #expect(driver.undo())
    #expect(driver.path == ["Lock"])
    #expect(driver.state == Lock())
    #expect(
      screenText(driver) == """
        Lock

          1  Locked   [on]
          2  Details    ›  (disabled)

        """)
  }
}
