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
}
