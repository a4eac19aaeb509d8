import FormworkExamples
import FormworkTerminal
import Testing

/// Whole REPL sessions over the Settings example, compared byte for byte: what a user sees
/// when piping commands into `formwork-demo`.
@Suite struct SettingsTranscriptTests {
  @Test func togglingTheHotspotOffShowsOffAndTheState() {
    let session = settingsSession()
    let transcript = Repl.transcript(session, input: "1\ntoggle 1\nback\nstate\n")
    #expect(
      transcript == """
        Settings

          1  Personal Hotspot  On  ›

        > 1
        Settings › Personal Hotspot

          1  Personal Hotspot  [on]
             Personal Hotspot Enabled

          2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        > toggle 1
        Settings › Personal Hotspot

        ▸ 1  Personal Hotspot  [off]

          2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        > back
        Settings

          1  Personal Hotspot  Off  ›

        > state
        ▿ FormworkExamples.Settings
          ▿ hotspot: FormworkExamples.Hotspot
            - isEnabled: false
            - password: "hello"
            - networkName: "my network"
            - showPreview: FormworkExamples.ShowPreview.always

        Settings

          1  Personal Hotspot  Off  ›

        """
    )
    #expect(settingsState(session) == settings { $0.hotspot.isEnabled = false })
  }

  @Test func enteringAPasswordKeepsItsSpaces() {
    let session = settingsSession()
    let transcript = Repl.transcript(session, input: "1\n2\nenter 1 s3cret word\nback\nstate\n")
    #expect(
      transcript == """
        Settings

          1  Personal Hotspot  On  ›

        > 1
        Settings › Personal Hotspot

          1  Personal Hotspot  [on]
             Personal Hotspot Enabled

          2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        > 2
        Settings › Personal Hotspot › Password

          1  Password  [hello]

        > enter 1 s3cret word
        Settings › Personal Hotspot › Password

        ▸ 1  Password  [s3cret word]

        > back
        Settings › Personal Hotspot

          1  Personal Hotspot  [on]
             Personal Hotspot Enabled

          2  Password          s3cret word  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        > state
        ▿ FormworkExamples.Settings
          ▿ hotspot: FormworkExamples.Hotspot
            - isEnabled: true
            - password: "s3cret word"
            - networkName: "my network"
            - showPreview: FormworkExamples.ShowPreview.always

        Settings › Personal Hotspot

          1  Personal Hotspot  [on]
             Personal Hotspot Enabled

          2  Password          s3cret word  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        """
    )
    #expect(settingsState(session) == settings { $0.hotspot.password = "s3cret word" })
  }

  @Test func badCommandsEachSayWhatWasWrongAndChangeNothing() {
    let session = settingsSession()
    let transcript = Repl.transcript(session, input: "frob\n1\ntoggle 9\ntap 1\nstate\n")
    #expect(
      transcript == """
        Settings

          1  Personal Hotspot  On  ›

        > frob
        error: unknown command 'frob'; try a row number, or 'help' for the commands

        Settings

          1  Personal Hotspot  On  ›

        > 1
        Settings › Personal Hotspot

          1  Personal Hotspot  [on]
             Personal Hotspot Enabled

          2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        > toggle 9
        error: no row 9 on this screen; rows are 1–4

        Settings › Personal Hotspot

          1  Personal Hotspot  [on]
             Personal Hotspot Enabled

          2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        > tap 1
        error: row 1 (Personal Hotspot) cannot be tapped; try: toggle 1

        Settings › Personal Hotspot

          1  Personal Hotspot  [on]
             Personal Hotspot Enabled

          2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        > state
        ▿ FormworkExamples.Settings
          ▿ hotspot: FormworkExamples.Hotspot
            - isEnabled: true
            - password: "hello"
            - networkName: "my network"
            - showPreview: FormworkExamples.ShowPreview.always

        Settings › Personal Hotspot

          1  Personal Hotspot  [on]
             Personal Hotspot Enabled

          2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        """
    )
    #expect(settingsState(session) == Settings())
  }

  @Test func backOnTheRootIsAnErrorAndQuitEnds() {
    let session = settingsSession()
    let transcript = Repl.transcript(session, input: "back\nquit\n1\n")
    #expect(
      transcript == """
        Settings

          1  Personal Hotspot  On  ›

        > back
        error: already on the first screen (Settings); nothing to go back to; try a row number, or 'quit' to leave

        Settings

          1  Personal Hotspot  On  ›

        > quit

        """
    )
    #expect(session.path == ["Settings"])
  }

  @Test func emptyAndBlankLinesDoNothing() {
    let session = settingsSession()
    let transcript = Repl.transcript(session, input: "\n   \n1\n\n")
    #expect(
      transcript == """
        Settings

          1  Personal Hotspot  On  ›

        >

        >    

        > 1
        Settings › Personal Hotspot

          1  Personal Hotspot  [on]
             Personal Hotspot Enabled

          2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        >

        """
    )
    #expect(session.path == ["Settings", "Personal Hotspot"])
    #expect(settingsState(session) == Settings())
  }

  @Test func invalidUTF8IsRefusedWholeAndTheSessionGoesOn() {
    let session = settingsSession()
    // "enter 1 " followed by bytes that are not UTF-8: no half of the line may be applied.
    let bytes = Array("1\n2\nenter 1 ab".utf8) + [0xFF, 0xC3] + Array("cd\nstate\n".utf8)
    let transcript = Repl.transcript(session, bytes: bytes)
    #expect(
      transcript == """
        Settings

          1  Personal Hotspot  On  ›

        > 1
        Settings › Personal Hotspot

          1  Personal Hotspot  [on]
             Personal Hotspot Enabled

          2  Password          hello  ›
          3  Network Name      my network  ›

          4  Notification      Always  ›

        > 2
        Settings › Personal Hotspot › Password

          1  Password  [hello]

        > enter 1 ab��cd
        error: the line is not valid UTF-8; nothing was done; retype it

        Settings › Personal Hotspot › Password

          1  Password  [hello]

        > state
        ▿ FormworkExamples.Settings
          ▿ hotspot: FormworkExamples.Hotspot
            - isEnabled: true
            - password: "hello"
            - networkName: "my network"
            - showPreview: FormworkExamples.ShowPreview.always

        Settings › Personal Hotspot › Password

          1  Password  [hello]

        """
    )
    #expect(settingsState(session) == Settings())
  }
}
