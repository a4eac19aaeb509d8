import Formwork
import Testing

@testable import FormworkTesting

/// What an exploration records as reached: rows seen and enabled, screens opened, options
/// chosen, rules failed and passed, a submit; whatever was never reached is listed in the
/// order first seen, and hidden rows are never counted as disabled.
@Suite struct ExplorationCoverageTests {
  private enum ItemSize: String, CaseIterable, Equatable { case small, large }

  private struct Order: Equatable {
    var name = ""
    var size = ItemSize.small
    var isGift = false
    var note = ""
    var isLocked = true
    var submitted = false
  }

  private var form: Form<Order> {
    sections(
      [
        section([
          controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()])),
          pickerCell(title: "Size", keyPath: \.size, optionTitle: \.rawValue),
          controlCell(title: "Gift", control: toggle(keyPath: \.isGift)),
          hidden(
            controlCell(title: "Note", control: textField(keyPath: \.note)),
            when: { !$0.isGift }),
          disabled(
            controlCell(title: "Locked", control: toggle(keyPath: \.submitted)),
            when: \.isLocked),
        ])
      ], submit: "Order"
    ) { $0.submitted = true }
  }

  @Test func whatWasNeverReachedIsListedAndWhatWasReachedIsNot() throws {
    let driver = FormDriver(initial: Order(), title: "Order", build: form)
    var coverage = ExplorationCoverage()
    coverage.record(driver)
    #expect(coverage.neverVisible == ["Order › Note"])
    #expect(coverage.neverEnabled == ["Order › Locked"])
    #expect(coverage.screensNeverOpened == ["Order › Size"])
    #expect(coverage.rulesNeverFailed == [])
    #expect(coverage.rulesNeverPassed == ["Order › Name"])
    #expect(coverage.submitNeverSucceeded)

    driver.state.isGift = true
    driver.state.name = "Ada"
    coverage.record(driver)
    #expect(coverage.neverVisible == [])
    #expect(coverage.neverEnabled == ["Order › Locked"])
    #expect(coverage.rulesNeverPassed == [])

    #expect(driver.topScreen.visibleCells[1].tap())
    coverage.record(driver)
    #expect(coverage.screensNeverOpened == [])
    #expect(coverage.optionsNeverChosen == ["Order › Size › large"])
    coverage.record(submits: 1)
    #expect(!coverage.submitNeverSucceeded)
  }

  @Test func aGestureIsCountedOnlyWhereItIsOfferedAndTakenWhenAccepted() throws {
    let driver = FormDriver(initial: Order(), title: "Order", build: form)
    var coverage = ExplorationCoverage()
    let gift = driver.topScreen.visibleCells[2]
    coverage.record(.toggle, on: gift, accepted: false, screens: driver.screens)
    #expect(coverage.gesturesNeverTaken == ["Order › Gift: toggle"])
    coverage.record(.toggle, on: gift, accepted: true, screens: driver.screens)
    #expect(coverage.gesturesNeverTaken == [])
    coverage.record(.delete, on: gift, accepted: false, screens: driver.screens)
    #expect(coverage.gesturesNeverTaken == [])
  }
}
