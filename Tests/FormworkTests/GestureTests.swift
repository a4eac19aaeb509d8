import Formwork
import FormworkExamples
import FormworkTestSupport
import Testing

/// The one gesture vocabulary, on a driver: each gesture resolved and run, each refusal with
/// the message every front end shows, and nothing changed by a refusal.
@Suite struct GestureTests {
  @Test func gesturesRunByNumberOrTitle() throws {
    let driver = settingsDriver()
    try driver.perform(.tap(row: 1))
    #expect(driver.path == ["Settings", "Personal Hotspot"])
    try driver.perform(.toggle(row: "personal"))
    #expect(driver.state.hotspot.isEnabled == false)
    try driver.perform(.undo)
    #expect(driver.state == Settings())
    try driver.perform(.tap(row: "Notification"))
    try driver.perform(.tap(row: "when"))
    #expect(driver.state.hotspot.showPreview == .whenUnlocked)
    try driver.perform(.back)
    try driver.perform(.back)
    #expect(driver.path == ["Settings"])
  }

  @Test func refusalsSayWhyAndChangeNothing() throws {
    let driver = settingsDriver()
    try driver.perform(.tap(row: 1))
    let cases: [(Gesture, String)] = [
      (.toggle(row: 2), "row 2 (Password) has no switch; try: tap 2"),
      (.toggle(row: 9), "no row 9 on this screen; rows are 1–4"),
      (.toggle(row: "zebra"), "no row titled 'zebra' on this screen; rows are 1–4"),
      (
        .tap(row: "n"),
        "'n' fits rows 3 (Network Name), 4 (Notification); type more of the title, or the row"
          + " number"
      ),
      (.redo, "nothing to redo"),
    ]
    for (gesture, message) in cases {
      #expect(throws: GestureError(message), "\(gesture)") { try driver.perform(gesture) }
      #expect(driver.state == Settings())
      #expect(driver.path == ["Settings", "Personal Hotspot"])
    }
    let root = settingsDriver()
    #expect(
      throws: GestureError(
        "already on the first screen (Settings); nothing to go back to; try a row number, or"
          + " 'quit' to leave")
    ) { try root.perform(.back) }
  }

  @Test func aResolvedGestureKnowsItsRefusalAndStillRunsForTheWalker() throws {
    let driver = settingsDriver()
    let back = try driver.resolve(.back).get()
    #expect(back.refusal != nil)
    #expect(back.run() == false)  // the walker runs it anyway: refused, nothing changed
    #expect(driver.path == ["Settings"])
    let tap = try driver.resolve(.tap(row: "Personal Hotspot")).get()
    #expect(tap.refusal == nil)
    #expect(tap.row == 1)
    #expect(tap.gesture == .tap(row: 1))
    #expect(tap.cell?.offeredGestures == [.tap])
    #expect(tap.run())
    #expect(
      driver.topScreen.visibleCells.map(\.offeredGestures) == [[.toggle], [.tap], [.tap], [.tap]])
  }

  @Test func aTitleIsFoundByTheStartOfAnyOfItsWords() throws {
    let driver = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    #expect(try driver.rowNumber(for: "terms") == 9)
    #expect(try driver.rowNumber(for: "Terms") == 9)
    #expect(try driver.rowNumber(for: "pass") == 3)  // a title's start comes first
    // "word" starts no word: Pass-word is one word; several words fitting say which.
    #expect(throws: GestureError.self) { try driver.rowNumber(for: "word") }
    let ambiguous = GestureError(
      "'a' fits rows 5 (Age), 9 (Accept Terms); type more of the title, or the row number")
    #expect(throws: ambiguous) { try driver.rowNumber(for: "a") }
    try driver.perform(.toggle(row: "terms"))
    #expect(driver.state.acceptsTerms)
  }

  @Test func aPickerRowChoosesInPlace() throws {
    let driver = FormDriver(initial: Catalog(), title: "Catalog", build: catalogForm)
    try driver.perform(.tap(row: "Choices"))
    #expect(row(driver, 1).offeredGestures == [.tap, .select])
    try driver.perform(.select(row: 1, option: "large"))
    try driver.perform(.select(row: "crust", option: 3))
    #expect(driver.state.size == .large)
    #expect(driver.state.crust == "Stuffed")
    #expect(row(driver, 1).detail == "Large")
    #expect((row(driver, 1).control as? PickerOptions)?.selectedIndex == 2)
    #expect(driver.path == ["Catalog", "Choices"])
    try driver.perform(.undo)
    #expect(driver.state.crust == "Thin")
    #expect((row(driver, 2).control as? PickerOptions)?.selectedIndex == 0)
    #expect(throws: GestureError.self) { try driver.perform(.select(row: 1, option: "huge")) }
  }
}
