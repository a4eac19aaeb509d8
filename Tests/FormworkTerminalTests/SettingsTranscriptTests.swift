import Formwork
import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Testing

/// Whole REPL sessions over the Settings example, compared byte for byte: what a user sees
/// when piping commands into `formwork-demo`.
@Suite struct SettingsTranscriptTests {
  @Test func togglingTheHotspotOffShowsOffAndTheState() {
    let session = settingsSession()
    let transcript = Repl.transcript(session, input: "1\ntoggle 1\nback\nstate\n")
    expectTranscript(transcript, "Settings/togglingTheHotspotOffShowsOffAndTheState")
    #expect(settingsState(session) == settings { $0.hotspot.isEnabled = false })
  }

  @Test func enteringAPasswordKeepsItsSpaces() {
    let session = settingsSession()
    let transcript = Repl.transcript(session, input: "1\n2\nenter 1 s3cret word\nback\nstate\n")
    expectTranscript(transcript, "Settings/enteringAPasswordKeepsItsSpaces")
    #expect(settingsState(session) == settings { $0.hotspot.password = "s3cret word" })
  }

  @Test func badCommandsEachSayWhatWasWrongAndChangeNothing() {
    let session = settingsSession()
    let transcript = Repl.transcript(session, input: "frob\n1\ntoggle 9\ntap 1\nstate\n")
    expectTranscript(transcript, "Settings/badCommandsEachSayWhatWasWrongAndChangeNothing")
    #expect(settingsState(session) == Settings())
  }

  @Test func backOnTheRootIsAnErrorAndQuitEnds() {
    let session = settingsSession()
    let transcript = Repl.transcript(session, input: "back\nquit\n1\n")
    expectTranscript(transcript, "Settings/backOnTheRootIsAnErrorAndQuitEnds")
    #expect(session.path == ["Settings"])
  }

  @Test func emptyAndBlankLinesDoNothing() {
    let session = settingsSession()
    let transcript = Repl.transcript(session, input: "\n   \n1\n\n")
    expectTranscript(transcript, "Settings/emptyAndBlankLinesDoNothing")
    #expect(session.path == ["Settings", "Personal Hotspot"])
    #expect(settingsState(session) == Settings())
  }

  @Test func invalidUTF8IsRefusedWholeAndTheSessionGoesOn() {
    let session = settingsSession()
    // "enter 1 " followed by bytes that are not UTF-8: no half of the line may be applied.
    let bytes = Array("1\n2\nenter 1 ab".utf8) + [0xFF, 0xC3] + Array("cd\nstate\n".utf8)
    let transcript = Repl.transcript(session, bytes: bytes)
    expectTranscript(transcript, "Settings/invalidUTF8IsRefusedWholeAndTheSessionGoesOn")
    #expect(settingsState(session) == Settings())
  }
}
