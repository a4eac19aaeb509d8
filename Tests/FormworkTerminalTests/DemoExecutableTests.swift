import Formwork
import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Foundation
import Testing

/// End to end: the built `formwork-demo` executable, with piped input, as a user runs it.
@Suite struct DemoExecutableTests {
  /// The built demo (see ``DemoExecutable``, shared with the pty tests).
  private static let demo: URL? = DemoExecutable.url

  private struct Run {
    var status: Int32
    var output: String
    var errors: String
    var endedBySignal: Bool
  }

  private func run(
    _ arguments: [String] = [], input: [UInt8], closeOutput: Bool = false,
    locale: [String: String] = [:]
  ) throws -> Run {
    let executable = try #require(
      Self.demo, "formwork-demo not found next to the tests; run `swift build` first")
    // NB: the demo may exit before reading all its input (`quit`, a closed stdout); writing
    // the rest must fail with EPIPE here, not kill the test process with SIGPIPE.
    ignoreBrokenPipes()
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    // NB: the demo follows the locale variables: the machine's must not leak into transcripts.
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { environment[name] = locale[name] }
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    if closeOutput { try stdout.fileHandleForReading.close() }
    try process.run()
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input))
    try? stdin.fileHandleForWriting.close()
    let output = closeOutput ? Data() : stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self),
      endedBySignal: process.terminationReason == .uncaughtSignal)
  }

  @Test func pipedSessionPrintsTheSameTranscriptAsTheInterpreter() throws {
    let input = "1\ntoggle 1\nback\nstate\nfrob\ntoggle 5\nback\n"
    let result = try run(input: Array(input.utf8))
    #expect(result.status == 0)
    #expect(result.errors == "")
    #expect(result.output == Repl.transcript(settingsSession(), input: input))
    #expect(result.output.contains("  1  Personal Hotspot  Off  ›\n"))
    #expect(result.output.contains("    - isEnabled: false\n"))
    #expect(result.output.components(separatedBy: "\nerror: ").count == 4)
  }

  /// `--locale de`: the booking example in German, Formwork's words and formats included
  /// (`89,5`, `01.06.2024`); text in the English format is refused with the expected one,
  /// and the German one is taken. `LANG` does the same; `--locale` wins over it.
  @Test func helpSaysTheKeysAndCommandsInTheLocale() throws {
    // Formwork's part of --help (the keys of the full screen, the commands of the REPL) follows
    // --locale and LANG as the forms do; the demo's own prose stays the demo's.
    let german = FormStrings(locale: "de")
    let keys = InteractiveKeys.helpText(in: german)
    let commands = german.phrase(Command.helpText)
    #expect(keys != InteractiveKeys.helpText && commands != Command.helpText)
    for (arguments, locale) in [
      (["--help", "--locale", "de"], [:]), (["--locale=de", "-h"], [:]),
      (["--help"], ["LANG": "de_DE.UTF-8"]),
    ] {
      let result = try run(arguments, input: [], locale: locale)
      #expect(result.status == 0)
      #expect(result.output.contains(keys) && result.output.contains(commands))
      #expect(!result.output.contains(InteractiveKeys.helpText))
      #expect(result.output.hasPrefix("usage: formwork-demo"))
    }
    // The last --locale wins, in either spelling, over LANG too.
    for arguments in [["--help"], ["--locale=de", "--locale", "en", "--help"]] {
      let english = try run(
        arguments, input: [],
        locale: ["LANG": "de_DE.UTF-8"].filter { _ in
          arguments.count > 1
        })
      #expect(english.output.contains(InteractiveKeys.helpText))
      #expect(english.output.contains(Command.helpText))
    }
  }

  @Test func localeShowsTheBookingInGerman() throws {
    let input = "enter 3 3.14\nenter 3 95,5\nenter 4 2024-06-01\nenter 4 15.06.2024\n9\n"
    let result = try run(["--locale", "de", "booking"], input: Array(input.utf8))
    // NB: the input ends before the booking is sent: changes lost, status 3.
    #expect(result.status == 3)
    #expect(result.errors == "")
    #expect(
      result.output == """
        Buchung

          ── Gast ──
          1  Name                   []
          2  Gäste                  [2]
          3  Preis pro Nacht        [89,5]

          ── Aufenthalt ──
          4  Anreise                [01.06.2024]
          5  Ankunftszeit           [18:30]
          6  Fahrt mit dem Shuttle  [0:30]
          7  Frühstück              [aus]
          8  Extras                 Keine  ›

          9  Buchen

        > enter 3 3.14
        Fehler: Zeile 3 (Preis pro Nacht) lehnte den Text ab: keine Zahl (Format 1234,5): 3.14

        Buchung

          ── Gast ──
          1  Name                   []
          2  Gäste                  [2]
        ▸ 3  Preis pro Nacht        [3.14]
             ! keine Zahl (Format 1234,5): 3.14

          ── Aufenthalt ──
          4  Anreise                [01.06.2024]
          5  Ankunftszeit           [18:30]
          6  Fahrt mit dem Shuttle  [0:30]
          7  Frühstück              [aus]
          8  Extras                 Keine  ›

          9  Buchen                 (2 zu korrigieren)

        > enter 3 95,5
        Buchung

          ── Gast ──
          1  Name                   []
          2  Gäste                  [2]
        ▸ 3  Preis pro Nacht        [95,5]

          ── Aufenthalt ──
          4  Anreise                [01.06.2024]
          5  Ankunftszeit           [18:30]
          6  Fahrt mit dem Shuttle  [0:30]
          7  Frühstück              [aus]
          8  Extras                 Keine  ›

          9  Buchen

        > enter 4 2024-06-01
        Fehler: Zeile 4 (Anreise) lehnte den Text ab: kein Datum (dd.MM.yyyy): 2024-06-01

        Buchung

          ── Gast ──
          1  Name                   []
          2  Gäste                  [2]
          3  Preis pro Nacht        [95,5]

          ── Aufenthalt ──
        ▸ 4  Anreise                [2024-06-01]
             ! kein Datum (dd.MM.yyyy): 2024-06-01
          5  Ankunftszeit           [18:30]
          6  Fahrt mit dem Shuttle  [0:30]
          7  Frühstück              [aus]
          8  Extras                 Keine  ›

          9  Buchen                 (2 zu korrigieren)

        > enter 4 15.06.2024
        Buchung

          ── Gast ──
          1  Name                   []
          2  Gäste                  [2]
          3  Preis pro Nacht        [95,5]

          ── Aufenthalt ──
        ▸ 4  Anreise                [15.06.2024]
          5  Ankunftszeit           [18:30]
          6  Fahrt mit dem Shuttle  [0:30]
          7  Frühstück              [aus]
          8  Extras                 Keine  ›

          9  Buchen

        > 9
        Buchung

          ── Gast ──
        ▸ 1  Name                   []
             ! Pflichtfeld
          2  Gäste                  [2]
          3  Preis pro Nacht        [95,5]

          ── Aufenthalt ──
          4  Anreise                [15.06.2024]
          5  Ankunftszeit           [18:30]
          6  Fahrt mit dem Shuttle  [0:30]
          7  Frühstück              [aus]
          8  Extras                 Keine  ›

          9  Buchen                 (1 zu korrigieren)
             ! Vor dem Senden korrigieren: Name

        """)
    let viaLang = try run(["booking"], input: Array(input.utf8), locale: ["LANG": "de_DE.UTF-8"])
    #expect(viaLang.output == result.output)
    let english = try run(
      ["--locale", "en", "booking"], input: Array(input.utf8), locale: ["LANG": "de_DE.UTF-8"])
    #expect(english.output.hasPrefix("Booking\n"))
    #expect(english.output.contains("  3  Rate per night  [89.5]\n"))
  }

  @Test func pipedSessionsWriteTheSameBytesEveryRun() throws {
    // A set of toppings: `dump` lists its members in hash order, new on every run.
    let input = Array("4\n3\n1\n2\n3\nback\nstate\n".utf8)
    let runs = try (0..<4).map { _ in try run(["catalog"], input: input).output }
    #expect(Set(runs).count == 1)
    #expect(
      runs[0].contains(
        """
          ▿ toppings: 3 members
            - FormworkExamples.Catalog.Topping.basil
            - FormworkExamples.Catalog.Topping.mushrooms
            - FormworkExamples.Catalog.Topping.olives

        """))
  }

  @Test func stateMasksSecureFields() throws {
    let input = Array("enter 3 secret12\nstate\n".utf8)
    let result = try run(["signup"], input: input)
    #expect(result.output.contains("  - password: \"•••••\"\n"))
    // The echo of the typed line keeps it (it is the script); the state does not.
    let state = result.output.components(separatedBy: "> state\n").last ?? ""
    #expect(state.hasPrefix("▿ FormworkExamples.SignUp\n"))
    #expect(!state.contains("secret12"))
  }

  @Test func passwordSessionShowsTheNewPassword() throws {
    let input = "1\n2\nenter 1 s3cret word\nback\nstate\nquit\n"
    let result = try run(["settings"], input: Array(input.utf8))
    #expect(result.status == 0)
    #expect(result.output == Repl.transcript(settingsSession(), input: input))
    #expect(result.output.contains("  2  Password          s3cret word  ›\n"))
    #expect(result.output.contains("    - password: \"s3cret word\"\n"))
  }

  @Test func emptyInputShowsTheScreenAndExitsCleanly() throws {
    let result = try run(input: [])
    #expect(result.status == 0)
    #expect(
      result.output == """
        Settings

          1  Personal Hotspot  On  ›

        """)
  }

  @Test func unknownExampleIsAnErrorWithExitCodeTwo() throws {
    let result = try run(["nope"], input: [])
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(
      result.errors == """
        error: unknown example 'nope'; examples: \(examples.map(\.name).joined(separator: ", "))
        usage: formwork-demo [<example>]; see formwork-demo --help

        """)
  }

  @Test func unknownOptionIsAnErrorWithExitCodeTwo() throws {
    let result = try run(["--frob"], input: [])
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("error: unknown option '--frob'\n"))
  }

  @Test func versionAndExampleNamesInAnyCase() throws {
    let version = try run(["--version"], input: [])
    #expect(version.status == 0)
    #expect(version.output == "formwork-demo 0.5.0\n")
    let upper = try run(["SignUp"], input: Array("state\n".utf8))
    #expect(upper.status == 3)  // a sign-up left unsubmitted
    #expect(upper.output == (try run(["signup"], input: Array("state\n".utf8))).output)
  }

  @Test func helpListsExamplesAndCommands() throws {
    let result = try run(["--help"], input: [])
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix(
        """
        usage: formwork-demo [--plain | --accessible] [--color=auto|always|never]
                             [--theme=standard|high-contrast] [--resume FILE] [--record FILE]
                             [--locale LOCALE] [<example>]

        """))
    #expect(result.output.contains("With --locale LOCALE (de, he_IL; else LC_ALL, LC_MESSAGES"))
    #expect(result.output.contains("Exit status: 0 submitted (or left\nwith nothing lost"))
    for example in examples {
      #expect(result.output.contains("  \(example.name)  "))
      #expect(result.output.contains(example.summary))
    }
    #expect(result.output.contains(InteractiveKeys.helpText))
    #expect(result.output.contains(Command.helpText))
  }

  @Test func resumeKeepsAHalfFilledSessionBetweenRuns() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("formwork-demo-resume-\(getpid()).json").path
    try? FileManager.default.removeItem(atPath: path)
    try? FileManager.default.removeItem(atPath: path + ".unreadable")
    let first = try run(
      ["--resume", path, "signup"], input: Array("enter 1 ada\ntoggle 8\n".utf8))
    #expect(first.status == 0)
    #expect(first.errors == "")
    // the second run starts where the first stopped
    let second = try run(["--resume", path, "signup"], input: [])
    #expect(second.errors == "")
    #expect(second.output.hasPrefix("Sign Up\n\n  ── Account ──\n  1  Username          [ada]\n"))
    #expect(second.output.contains("  8  Newsletter        [on]\n"))
    // a draft that does not fit: a fresh form, the reason on standard error, the draft kept
    try Data(#"{"format":1,"state":{"userName":"ada"},"openedRows":[]}"#.utf8)
      .write(to: URL(fileURLWithPath: path))
    let third = try run(["--resume", path, "signup"], input: [])
    #expect(third.status == 0)
    #expect(
      third.errors
        == "formwork-demo: the saved form does not fit this form (no value for 'username' at"
        + " 'state'); starting afresh; the saved data was kept as \(path).unreadable\n")
    #expect(third.output == (try run(["signup"], input: [])).output)
    #expect(FileManager.default.fileExists(atPath: path + ".unreadable"))
    #expect(try run(["--resume"], input: []).status == 2)
  }

  @Test func colorAndPlainOptionsAreChecked() throws {
    let bad = try run(["--color=sometimes"], input: [])
    #expect(bad.status == 2)
    let missing = try run(["--color"], input: [])
    #expect(missing.status == 2)
    // piped, --plain and --color=never change nothing; --color=always styles the screen
    let plain = try run(["--plain", "--color=never", "settings"], input: Array("1\n".utf8))
    #expect(plain.status == 0)
    #expect(plain.output == (try run(["settings"], input: Array("1\n".utf8))).output)
    let colored = try run(["--color", "always"], input: [])
    #expect(colored.output.hasPrefix("\u{1B}[1mSettings\u{1B}[0m\n"))
  }

  @Test func veryLongLinesAndBadBytesNeverCrash() throws {
    let long = Array("enter 1 ".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 200_000)
    let input = Array("1\n2\n".utf8) + long + [0x0A, 0xFF, 0x00, 0x0A] + Array("state\n".utf8)
    let result = try run(input: input)
    #expect(result.status == 0)
    #expect(!result.endedBySignal)
    #expect(result.output == Repl.transcript(settingsSession(), bytes: input))
    #expect(result.output.contains("    - password: \"hello\"\n"))
  }

  @Test func closedOutputStopsQuietly() throws {
    let input = String(repeating: "1\nback\n", count: 2_000)
    let result = try run(input: Array(input.utf8), closeOutput: true)
    #expect(!result.endedBySignal)
    #expect(result.status == 1)
    #expect(result.errors == "")
  }

  @Test func theExitStatusSaysWhetherAnythingWasLeftUnsubmitted() throws {
    // Settings has no submit button: its changes are the point, and nothing is lost.
    #expect(try run(["settings"], input: Array("1\ntoggle 1\n".utf8)).status == 0)
    // A sign-up left unsubmitted is 3, whether it was changed or not; submitted, 0.
    #expect(try run(["signup"], input: Array("enter 1 bob\n".utf8)).status == 3)
    let submitted = [
      "enter 1 bob", "enter 2 bob@example.com", "enter 3 secret12", "enter 4 secret12",
      "toggle terms", "tap \"Create Account\"",
    ]
    let result = try run(["signup"], input: Array((submitted.joined(separator: "\n") + "\n").utf8))
    #expect(result.output.contains(" 10  Create Account\n     ✓ Account created\n"))
    #expect(result.status == 0)
  }

  @Test func aResumeFileThatCannotBeWrittenIsSaidBeforeAnythingRuns() throws {
    let result = try run(["--resume", "/nonexistent-folder/draft.json", "signup"], input: [])
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(
      result.errors == """
        error: cannot save to /nonexistent-folder/draft.json: the folder /nonexistent-folder does not exist
        usage: formwork-demo [<example>]; see formwork-demo --help

        """)
  }

  @Test func themesAreChecked() throws {
    let bad = try run(["--theme=loud"], input: [])
    #expect(bad.status == 2)
    #expect(bad.errors.hasPrefix("error: --theme takes standard or high-contrast, not 'loud'\n"))
    let contrast = try run(["--theme=high-contrast", "--color=always"], input: [])
    #expect(contrast.output.hasPrefix("\u{1B}[1;97mSettings\u{1B}[0m\n"))
    // without colours a theme changes nothing
    let plain = try run(["--theme", "high-contrast", "--color=never"], input: [])
    #expect(plain.output == (try run(input: [])).output)
  }
}
