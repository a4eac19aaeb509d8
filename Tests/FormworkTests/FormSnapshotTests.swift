import Formwork
import FormworkExamples
import FormworkTestSupport
import Foundation
import Testing

/// Saving a form and coming back to it: state and open screens, and a clear error that loses
/// nothing when the saved data does not fit.
@Suite struct FormSnapshotTests {
  /// `draft.json` in an empty directory of the test's own.
  private func scratchFile(_ name: String = #function) -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("formwork-\(getpid())-\(name.filter(\.isLetter))")
    try? FileManager.default.removeItem(at: directory)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("draft.json")
  }

  @Test func aSavedSessionComesBackWithItsScreensOpen() throws {
    let driver = settingsDriver()
    try driver.perform(.tap(row: 1))
    try driver.perform(.toggle(row: 1))
    try driver.perform(.tap(row: "Network Name"))
    try driver.perform(.enter(row: 1, text: "Home Wi-Fi"))
    let url = scratchFile()
    try driver.save(to: url)

    let restored = settingsDriver()
    #expect(try restored.restore(from: url) == [])
    #expect(restored.state == driver.state)
    #expect(restored.path == ["Settings", "Personal Hotspot", "Network Name"])
    #expect(screenText(restored) == screenText(driver))
    try restored.perform(.back)
    #expect(
      screenText(restored) == """
        Settings › Personal Hotspot

          1  Personal Hotspot  [off]

          2  Password          hello  ›
          3  Network Name      Home Wi-Fi  ›

          4  Notification      Always  ›

        """)
    // the same form saves the same bytes
    try restored.perform(.tap(row: 3))
    #expect(try restored.encodedSnapshot() == driver.encodedSnapshot())
  }

  @Test func dataThatDoesNotFitStartsAfreshAndIsKeptAside() throws {
    let url = scratchFile()
    let cases: [(String, String)] = [
      (
        #"{"format":1,"state":{"hotspot":{"enabled":true}},"openedRows":[]}"#,
        "no value for 'isEnabled' at 'state.hotspot'"
      ),
      ("{ not json", "the data is not valid JSON"),
      (
        #"{"format":9,"state":{"hotspot":{"isEnabled":false,"password":"","networkName":"","#
          + #""showPreview":{"never":{}}}},"openedRows":[]}"#,
        "format 9 is not known"
      ),
    ]
    // Each draft that does not fit is kept under a name of its own: a second never
    // replaces the first.
    let kept = [".unreadable", ".unreadable.2", ".unreadable.3"].map { url.path + $0 }
    for ((data, reason), path) in zip(cases, kept) {
      try Data(data.utf8).write(to: url)
      let driver = settingsDriver()
      #expect(throws: SnapshotError.doesNotFit(reason: reason, kept: path)) {
        try driver.restore(from: url)
      }
      #expect(driver.state == Settings())
      #expect(driver.path == ["Settings"])
      #expect(!FileManager.default.fileExists(atPath: url.path))
    }
    // nothing lost: each is where its error said, and the next save cannot touch them
    for ((data, _), path) in zip(cases, kept) {
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(data.utf8))
    }
    #expect(
      "\(SnapshotError.doesNotFit(reason: "x", kept: "/d.json.unreadable"))"
        == "the saved form does not fit this form (x); starting afresh; the saved data was kept"
        + " as /d.json.unreadable")
    let missing = settingsDriver()
    #expect(throws: SnapshotError.self) { try missing.restore(from: url) }
    try settingsDriver().save(to: url)
    #expect(try Data(contentsOf: URL(fileURLWithPath: kept[0])) == Data(cases[0].0.utf8))
  }

  @Test func aRowThatIsGoneStopsTheReopeningThere() {
    let driver = settingsDriver()
    let unopened = driver.restore(
      FormSnapshot(state: Settings(), openedRows: ["Personal Hotspot", "Bluetooth", "X"]))
    #expect(unopened == ["Bluetooth", "X"])
    #expect(driver.path == ["Settings", "Personal Hotspot"])
  }

  @Test func autosaveFollowsChangesAndScreensUntilCancelled() throws {
    let url = scratchFile()
    weak var weakDriver: FormDriver<Settings>?
    do {
      let driver = settingsDriver()
      weakDriver = driver
      let token = driver.autosave(to: url)
      try driver.perform(.tap(row: 1))
      var saved = try JSONDecoder().decode(
        FormSnapshot<Settings>.self, from: Data(contentsOf: url))
      #expect(saved.openedRows == ["Personal Hotspot"])
      try driver.perform(.toggle(row: 1))
      saved = try JSONDecoder().decode(FormSnapshot<Settings>.self, from: Data(contentsOf: url))
      #expect(saved.state.hotspot.isEnabled == false)
      token.cancel()
      try driver.perform(.back)
      saved = try JSONDecoder().decode(FormSnapshot<Settings>.self, from: Data(contentsOf: url))
      #expect(saved.openedRows == ["Personal Hotspot"])
    }
    #expect(weakDriver == nil)  // autosave keeps no cycle
  }

  private func catalogDriver() -> FormDriver<Catalog> {
    FormDriver(initial: Catalog(), title: "Catalog", build: catalogForm)
  }

  /// Text the state cannot hold, typed on a screen since closed, comes back with the form:
  /// it still holds submit back, and shows on its row when the screen opens again.
  @Test func keptTextOnAClosedScreenComesBackWithTheForm() throws {
    let driver = catalogDriver()
    try driver.perform(.tap(row: "Numbers"))
    try? driver.perform(.enter(row: "Age", text: "12x"))
    try driver.perform(.back)
    #expect(driver.validationErrors.map(\.description) == ["Numbers › Age: not a number: 12x"])
    let url = scratchFile()
    try driver.save(to: url)

    let restored = catalogDriver()
    #expect(try restored.restore(from: url) == [])
    var expected = driver.state
    expected.password = ""  // never saved
    #expect(restored.state == expected)
    #expect(restored.input == driver.input)
    #expect(restored.validationErrors == driver.validationErrors)
    try restored.perform(.tap(row: "Numbers"))
    #expect(
      screenText(restored) == """
        Catalog › Numbers

          1  Age       [12x]
             ! not a number: 12x
          2  Floor     [<none>]
          3  Diameter  [30 cm]
          4  Tip       [<none>]

        """)
  }

  /// Whether a submit was tried and which fields were edited come back: the same errors
  /// show on the same rows.
  @Test func aTriedSubmitAndEditedFieldsComeBack() throws {
    let driver = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    try driver.perform(.enter(row: "Username", text: "ab"))
    try driver.perform(.tap(row: "Create Account"))  // refused: its row says what to fix
    let shown = screenText(driver)
    #expect(shown.contains("! Required"))

    let restored = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
    restored.restore(driver.snapshot)
    #expect(restored.input.isEmpty == false)
    // NB: the submit row's list of what to fix answers a tap, which is not saved.
    #expect(
      screenText(restored)
        == shown.replacingOccurrences(
          of:
            "     ! Fix before submitting: Username, Email, Password, Confirm Password, Accept Terms\n",
          with: ""))
    #expect(restored.touchedFields.map(\.fieldPath) == ["Username"])
  }

  /// A password is never saved, nor text kept on its row: the saved form holds the field's
  /// empty value, and the rest comes back.
  @Test func aPasswordIsNeverSaved() throws {
    let driver = catalogDriver()
    try driver.perform(.tap(row: "Text"))
    try driver.perform(.enter(row: "Password", text: "correct horse"))
    try driver.perform(.enter(row: "Name", text: "Ada"))
    let json = String(decoding: try driver.encodedSnapshot(), as: UTF8.self)
    #expect(!json.contains("correct horse"))
    #expect(!json.contains("hunter2"))
    #expect(json.contains("Ada"))

    let restored = catalogDriver()
    try restored.restore(from: driver.encodedSnapshot())
    var expected = driver.state
    expected.password = ""
    #expect(restored.state == expected)
    #expect(restored.path == ["Catalog", "Text"])
  }

  /// The elements of a list share their rows' titles: each one's kept text comes back to it,
  /// told apart by its place in the form.
  @Test func keptTextComesBackToItsOwnListElement() throws {
    let line: Form<OrderLine> = sections([
      section([
        controlCell(title: "Quantity", control: numberField(keyPath: \OrderLine.quantity)),
        // NB: a password in each element: blanked through the array, element by element.
        controlCell(title: "PIN", control: textField(keyPath: \OrderLine.pin, kind: .password)),
      ])
    ])
    let form: Form<LineOrder> = bindEach(form: line, to: \LineOrder.lines)
    let driver = FormDriver(initial: LineOrder(), title: "Order", build: form)
    try? driver.perform(.enter(row: 3, text: "two"))
    let restored = FormDriver(initial: LineOrder(), title: "Order", build: form)
    restored.restore(driver.snapshot)
    #expect(
      driver.snapshot.input?.fields == [
        SavedField(
          field: ["Quantity"], occurrence: 2, keptText: "two", keptMessage: "not a number: two")
      ])
    #expect(restored.input == driver.input)
    #expect(driver.snapshot.state.lines.map(\.pin) == ["", "", ""])
    #expect(
      screenText(restored).hasPrefix(
        """
        Order

          1  Quantity  [1]
          2  PIN       []

          3  Quantity  [two]
             ! not a number: two
          4  PIN       []

          5  Quantity  [1]
          6  PIN       []

        """))
  }

  /// A snapshot saved before forms kept input (format 1) still restores, with no input.
  @Test func aFormatOneSnapshotStillRestores() throws {
    let driver = settingsDriver()
    let data = Data(
      (#"{"format":1,"state":{"hotspot":{"isEnabled":false,"password":"","networkName":"x","#
        + #""showPreview":{"never":{}}}},"openedRows":["Personal Hotspot"]}"#).utf8)
    #expect(try driver.restore(from: data) == [])
    #expect(driver.state.hotspot.networkName == "x")
    #expect(driver.path == ["Settings", "Personal Hotspot"])
    #expect(driver.input.isEmpty)
  }

  /// Autosave saves text kept on a row, which changes no state.
  @Test func autosaveSavesKeptText() throws {
    let url = scratchFile()
    let driver = catalogDriver()
    let token = driver.autosave(to: url)
    defer { token.cancel() }
    try driver.perform(.tap(row: "Numbers"))
    try? driver.perform(.enter(row: "Floor", text: "third"))
    let saved = try JSONDecoder().decode(FormSnapshot<Catalog>.self, from: Data(contentsOf: url))
    #expect(saved.input?.fields.map(\.keptText) == ["third"])
  }
}

private struct OrderLine: Equatable, Codable {
  var quantity = 1
  var pin = "1234"
}

private struct LineOrder: Equatable, Codable {
  var lines = [OrderLine(), OrderLine(), OrderLine()]
}
