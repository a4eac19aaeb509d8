import Formwork
import FormworkTerminal
import Foundation
import Testing

/// `formwork-demo scaffold` and `formwork-demo ask`, run as a tool is: on a pseudo-terminal
/// (standard input and error), standard output redirected to a file, or the answers piped in.
@Suite(.serialized) struct PromptPtyTests {
  /// A tool on a pty: the screen as the terminal shows it (the shell's line above), what
  /// it wrote to standard output.
  final class Tool {
    let controller: Int32
    let terminal: Int32
    let process: Process
    let outputFile: URL
    var screen: TerminalScreen

    /// Starts `formwork-demo` with `arguments` on a terminal of `height` lines, after the
    /// shell's `prompt` line; `answers` are piped into standard input instead of the
    /// terminal.
    init(
      _ arguments: [String], answers: String? = nil, height: Int = 24,
      environment extra: [String: String] = [:]
    ) throws {
      screen = TerminalScreen(width: 80, height: height)
      let executable = try #require(DemoExecutable.url, "formwork-demo not found")
      let pty = try #require(Platform.openPseudoTerminal())
      controller = pty.controller
      terminal = try #require(Platform.openTerminal(pty.terminalPath))
      Platform.setWindowSize(controller, width: 80, height: height)
      screen.feed(Array("$ formwork-demo \(arguments.joined(separator: " "))\r\n".utf8))
      outputFile = FileManager.default.temporaryDirectory
        .appendingPathComponent("formwork-prompt-\(UUID().uuidString).txt")
      _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
      process = Process()
      process.executableURL = executable
      process.arguments = arguments
      var environment = ProcessInfo.processInfo.environment
      environment["NO_COLOR"] = "1"
      environment["TERM"] = "xterm"
      environment["ACCESSIBLE"] = nil
      environment.merge(extra) { $1 }
      process.environment = environment
      let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
      if let answers {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(answers.utf8))
        try pipe.fileHandleForWriting.close()
        process.standardInput = pipe
      } else {
        process.standardInput = handle
      }
      process.standardOutput = try FileHandle(forWritingTo: outputFile)
      process.standardError = handle
      try process.run()
    }

    deinit {
      if process.isRunning { process.terminate() }
      Platform.closeDescriptor(controller)
      Platform.closeDescriptor(terminal)
      try? FileManager.default.removeItem(at: outputFile)
    }

    /// Types `keys` once the tool reads keys in raw mode; `cooked`, at once.
    func type(_ keys: String, cooked: Bool = false) {
      var deadline = cooked ? 0 : 4000
      while deadline > 0, Platform.terminalSettings(terminal)?.editsLines == true {
        _ = Platform.readable([], within: 5)
        deadline -= 1
      }
      _ = Array(keys.utf8).withUnsafeBytes { Platform.writeAll(controller, $0) }
    }

    /// Resizes the terminal, as a user dragging the window does, and tells the tool.
    func resize(height: Int) {
      Platform.setWindowSize(controller, width: 80, height: height)
      screen.resize(width: 80, height: height)
      Platform.send(Platform.Signal.windowChanged, to: process.processIdentifier)
    }

    /// Reads output until the screen's text contains `text` (at most 20 s).
    @discardableResult
    func waitFor(_ text: String) -> String {
      var deadline = 200
      while !screen.text.contains(text), deadline > 0, read(within: 100) || process.isRunning {
        deadline -= 1
      }
      return screen.text
    }

    private func read(within milliseconds: Int32) -> Bool {
      guard Platform.readable([controller], within: milliseconds) == [true] else { return false }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { Platform.readBytes(controller, into: $0) }
      guard count > 0 else { return false }
      screen.feed(Array(buffer[0..<count]))
      return true
    }

    /// Waits for the tool to end: its status, its standard output, whether the terminal is
    /// cooked again.
    func end() -> (status: Int32, output: String, cooked: Bool) {
      var deadline = 200
      while process.isRunning, deadline > 0 {
        _ = read(within: 100)
        deadline -= 1
      }
      if process.isRunning {
        Issue.record("the tool did not end; killed")
        Platform.send(Platform.Signal.kill, to: process.processIdentifier)
      }
      process.waitUntilExit()
      while read(within: 50) {}
      let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
      let cooked = Platform.terminalSettings(terminal)?.isCooked == true
      return (process.terminationStatus, output, cooked)
    }
  }

  private static let down = "\u{1B}[B"

  /// The answers as JSON, as the tool writes them on standard output.
  private func json(
    name: String = "my-app", template: String = "plugin", git: Bool = true,
    description: String? = nil
  ) -> String {
    let description = description.map { "  \"description\" : \"\($0)\",\n" } ?? ""
    return """
      {
      \(description)  "features" : [
          "tests"
        ],
        "initializesGit" : \(git),
        "licence" : "MIT",
        "name" : "\(name)",
        "template" : "\(template)"
      }

      """
  }

  @Test func theScaffoldIsDrawnInPlaceAndLeavesItsRowsAndOnlyJSONOnStandardOutput() throws {
    let tool = try Tool(["scaffold"])
    tool.waitFor("❯ 2  Name")
    tool.type("my-app\r")
    tool.waitFor("❯ 3")
    tool.type("\r")
    tool.waitFor("❯ 2  executable")
    #expect(
      tool.screen.text == """
        $ formwork-demo scaffold
        New project

          1  A new Swift package
             Create checks the name, then prints the answers as JSON.
          2  Name             [my-app]
          3  Template         executable  ›
              1  library
            ❯ 2  executable  ✓
              3  plugin
          4  Features         tests  ›
          5  Licence          MIT  ›
          6  Initialize git?  [*Yes*|No]
          7  Email            [<optional>]
          8  Description      [<optional>]

          ── Summary ──
          9  Summary          my-app, executable, tests, MIT, git

         10  Create

        enter choose · ↑↓ move · esc back · q quit · / filter · ctrl-z undo
        """)
    tool.type(Self.down + "\r")
    tool.waitFor("plugin  ›")
    tool.type(String(repeating: Self.down, count: 3))
    tool.waitFor("❯ 6")
    tool.type("n")
    tool.waitFor("*No*")
    #expect(
      tool.screen.text == """
        $ formwork-demo scaffold
        New project

          1  A new Swift package
             Create checks the name, then prints the answers as JSON.
          2  Name             [my-app]
          3  Template         plugin  ›
          4  Features         tests  ›
          5  Licence          MIT  ›
        ❯ 6  Initialize git?  [Yes|*No*]
          7  Email            [<optional>]
          8  Description      [<optional>]

          ── Summary ──
          9  Summary          my-app, plugin, tests, MIT

         10  Create

        y/n answer · ←→ choose · ↑↓ move · q quit · / filter · ctrl-z undo · ctrl-y redo
        """)
    tool.type(String(repeating: Self.down, count: 4))
    tool.waitFor("❯10  Create")
    tool.type("\r")
    let (status, output, cooked) = tool.end()
    #expect(status == 0)
    #expect(cooked)
    #expect(output == json(git: false))
    #expect(
      tool.screen.text == """
        $ formwork-demo scaffold
        New project

          1  A new Swift package
             Create checks the name, then prints the answers as JSON.
          2  Name             [my-app]
          3  Template         plugin  ›
          4  Features         tests  ›
          5  Licence          MIT  ›
          6  Initialize git?  [Yes|*No*]
          7  Email            [<optional>]
          8  Description      [<optional>]

          ── Summary ──
          9  Summary          my-app, plugin, tests, MIT

         10  Create
        ✓ Created my-app
        """)
  }

  @Test func aNameTheRegistryRefusesShowsItsErrorAndARetryCreatesTheProject() throws {
    let tool = try Tool(["scaffold"])
    tool.waitFor("❯ 2  Name")
    tool.type("formwork\r")
    tool.waitFor("❯ 3")
    tool.type(String(repeating: Self.down, count: 7))
    tool.waitFor("❯10  Create")
    tool.type("\r")
    tool.waitFor("is taken")
    #expect(
      tool.screen.text == """
        $ formwork-demo scaffold
        New project

          1  A new Swift package
             Create checks the name, then prints the answers as JSON.
        ❯ 2  Name             [formwork]
             ! 'formwork' is taken; choose another name
          3  Template         executable  ›
          4  Features         tests  ›
          5  Licence          MIT  ›
          6  Initialize git?  [*Yes*|No]
          7  Email            [<optional>]
          8  Description      [<optional>]

          ── Summary ──
          9  Summary          formwork, executable, tests, MIT, git

         10  Create           (1 to fix)
             ! Fix before submitting: Name

        type to edit · enter edit · ↑↓ move · ctrl-d quit · ctrl-z undo · ctrl-y redo
        """)
    tool.type("\r\u{15}my-app\r")
    tool.waitFor("[my-app]")
    tool.type(String(repeating: Self.down, count: 7))
    tool.waitFor("❯10  Create")
    tool.type("\r")
    let (status, output, _) = tool.end()
    #expect(status == 0)
    #expect(output == json(template: "executable"))
    #expect(
      tool.screen.text == """
        $ formwork-demo scaffold
        New project

          1  A new Swift package
             Create checks the name, then prints the answers as JSON.
          2  Name             [my-app]
          3  Template         executable  ›
          4  Features         tests  ›
          5  Licence          MIT  ›
          6  Initialize git?  [*Yes*|No]
          7  Email            [<optional>]
          8  Description      [<optional>]

          ── Summary ──
          9  Summary          my-app, executable, tests, MIT, git

         10  Create
        ✓ Created my-app
        """)
  }

  @Test func ctrlEDrawnInPlaceRunsTheEditorAndComesBackInPlace() throws {
    let tool = try Tool(
      ["scaffold"], environment: ["EDITOR": "printf 'A command-line tool' >", "VISUAL": ""])
    tool.waitFor("❯ 2  Name")
    tool.type("my-app\r")
    tool.waitFor("❯ 3")
    tool.type(String(repeating: Self.down, count: 5))
    tool.waitFor("❯ 8  Description")
    tool.type("\u{05}")
    tool.waitFor("[A command-line tool]")
    #expect(!tool.screen.onAlternateScreen)
    #expect(
      tool.screen.text == """
        $ formwork-demo scaffold
        New project

          1  A new Swift package
             Create checks the name, then prints the answers as JSON.
          2  Name             [my-app]
          3  Template         executable  ›
          4  Features         tests  ›
          5  Licence          MIT  ›
          6  Initialize git?  [*Yes*|No]
          7  Email            [<optional>]
        ❯ 8  Description      [A command-line tool]

          ── Summary ──
          9  Summary          my-app, executable, tests, MIT, git

         10  Create

        type to edit · enter edit · ctrl-e $EDITOR · ↑↓ move · ctrl-d quit · ctrl-z undo
        """)
    tool.type(String(repeating: Self.down, count: 2))
    tool.waitFor("❯10  Create")
    tool.type("\r")
    let (status, output, _) = tool.end()
    #expect(status == 0)
    #expect(output == json(template: "executable", description: "A command-line tool"))
  }

  @Test func aFormTallerThanTheTerminalScrollsAndAResizeRedrawsIt() throws {
    let tool = try Tool(["scaffold"], height: 10)
    tool.waitFor("❯ 2  Name")
    #expect(
      tool.screen.transcript == """
        $ formwork-demo scaffold
        New project

          1  A new Swift package
             Create checks the name, then prints the answers as JSON.
        ❯ 2  Name             [<my-tool>]
          3  Template         executable  ›
          4  Features         tests  ›
          5  Licence          MIT  ›
        ↓ 8 more
        type to edit · enter edit · ↑↓ move · ctrl-d quit · ctrl-z undo · ctrl-y redo
        """)
    tool.type("my-app\r")
    tool.waitFor("❯ 3")
    tool.resize(height: 14)
    tool.waitFor("❯ 3")
    #expect(
      tool.screen.transcript == """
        $ formwork-demo scaffold
        New project

          1  A new Swift package
             Create checks the name, then prints the answers as JSON.
          2  Name             [my-app]
        ❯ 3  Template         executable  ›
          4  Features         tests  ›
          5  Licence          MIT  ›
          6  Initialize git?  [*Yes*|No]
          7  Email            [<optional>]
          8  Description      [<optional>]

        ↓ 4 more
        enter open · ←→ choose · ↑↓ move · q quit · / filter · ctrl-z undo · ctrl-y redo
        """)
    tool.type(String(repeating: Self.down, count: 7))
    tool.waitFor("❯10  Create")
    tool.type("\r")
    let (status, output, _) = tool.end()
    #expect(status == 0)
    #expect(output == json(template: "executable"))
    #expect(
      tool.screen.transcript == """
        $ formwork-demo scaffold
        New project

          1  A new Swift package
             Create checks the name, then prints the answers as JSON.
          2  Name             [my-app]
          3  Template         executable  ›
          4  Features         tests  ›
          5  Licence          MIT  ›
          6  Initialize git?  [*Yes*|No]
          7  Email            [<optional>]
          8  Description      [<optional>]

          ── Summary ──
          9  Summary          my-app, executable, tests, MIT, git

         10  Create
        ✓ Created my-app
        """)
  }

  @Test func onTheAlternateScreenNothingIsLeftBehind() throws {
    let tool = try Tool(["scaffold", "--alternate-screen"])
    tool.waitFor("❯ 2  Name")
    tool.type("\u{3}")
    let (status, output, cooked) = tool.end()
    #expect(status == 130)
    #expect(cooked)
    #expect(output == "")
    #expect(tool.screen.text == "$ formwork-demo scaffold --alternate-screen\nscaffold: cancelled")
  }

  @Test func answersPipedOneALineFillInTheForm() throws {
    let tool = try Tool(["scaffold"], answers: "my-app\n3\n\n\ny\n\n\n")
    let (status, output, _) = tool.end()
    #expect(status == 0)
    #expect(output == json())
    #expect(
      tool.screen.text == """
        $ formwork-demo scaffold
        A new Swift package. Create checks the name, then prints the answers as JSON.
        Name: empty. New value? my-app
        Template: executable. Options: 1 library, 2 executable, 3 plugin. Which? 3
        Features: tests. Options: 1 tests, 2 docs, 3 ci, 4 linting. Numbers to check or
        uncheck?
        Licence: MIT. Options: 1 MIT, 2 Apache-2.0, 3 None. Which?
        Initialize git? (Y/n) y
        Email: empty. New value?
        Description: empty; \\n starts a new line. New value?
        Summary: my-app, plugin, tests, MIT, git
        ⋯ submitting…
        Creating my-app…
          Package.swift
          Sources
          Tests
        ✓ Created my-app
        """)
  }

  @Test func answersThatEndTooSoonEndWithTheirStatus() throws {
    let tool = try Tool(["scaffold"], answers: "my-app\n")
    let (status, output, _) = tool.end()
    #expect(status == PromptError.inputEnded.exitStatus)
    #expect(output == "")
    #expect(
      tool.screen.text.hasSuffix("scaffold: the answers ended before the project was complete"))
  }

  @Test func theAccessibleModeAsksPlainQuestionsAndCtrlCEndsWithAWord() throws {
    let tool = try Tool(["scaffold"], environment: ["ACCESSIBLE": "1"])
    tool.waitFor("New value?")
    tool.type("my-app\r")
    tool.waitFor("Which?")
    tool.type("\u{3}")
    let (status, output, cooked) = tool.end()
    #expect(status == 130)
    #expect(cooked)
    #expect(output == "")
    #expect(
      tool.screen.text == """
        $ formwork-demo scaffold
        A new Swift package. Create checks the name, then prints the answers as JSON.
        Name: empty. New value? my-app
        Template: executable. Options: 1 library, 2 executable, 3 plugin. Which? ^C
        Cancelled.
        scaffold: cancelled
        """)
  }

  @Test func theAccessibleModeAsksEveryQuestionAndEndsWithTheJSON() throws {
    let tool = try Tool(["scaffold"], environment: ["ACCESSIBLE": "1"])
    for (question, answer) in [
      ("Name:", "my-app"), ("Template:", "3"), ("Features:", ""), ("Licence:", ""),
      ("Initialize git?", "n"), ("Email:", ""), ("Description:", ""),
    ] {
      tool.waitFor(question)
      tool.type(answer + "\r")
    }
    let (status, output, cooked) = tool.end()
    #expect(status == 0)
    #expect(cooked)
    #expect(output == json(git: false))
    #expect(
      tool.screen.transcript == """
        $ formwork-demo scaffold
        A new Swift package. Create checks the name, then prints the answers as JSON.
        Name: empty. New value? my-app
        Template: executable. Options: 1 library, 2 executable, 3 plugin. Which? 3
        Features: tests. Options: 1 tests, 2 docs, 3 ci, 4 linting. Numbers to check or
        uncheck?
        Licence: MIT. Options: 1 MIT, 2 Apache-2.0, 3 None. Which?
        Initialize git? (Y/n) n
        Email: empty. New value?
        Description: empty; \\n starts a new line. New value?
        ── Summary ──
        Summary: my-app, plugin, tests, MIT
        ⋯ submitting…
        Creating my-app…
          Package.swift
          Sources
          Tests
        ✓ Created my-app
        """)
  }

  @Test func aConfirmTakesYAndLeavesItsAnswer() throws {
    let tool = try Tool(["ask", "confirm", "Initialize git?"])
    tool.waitFor("q quit")
    tool.type("y")
    let (status, output, _) = tool.end()
    #expect(status == 0)
    #expect(output == "yes\n")
    #expect(
      tool.screen.text == """
        $ formwork-demo ask confirm Initialize git?
        Initialize git?

          1  Initialize git?  [*Yes*|No]
        """)
  }

  @Test func aTextIsEditedAtOnceAndARefusedAnswerStaysInTheEditor() throws {
    let tool = try Tool(["ask", "text", "Project name"])
    tool.waitFor("esc cancel")
    tool.type("\r")
    tool.waitFor("! Required")
    #expect(
      tool.screen.text == """
        $ formwork-demo ask text Project name
        Project name

        ❯ 1  Project name  []
             ! Required

        enter save · ↑↓ save, move · esc cancel
        """)
    tool.type("my-app\r")
    let (status, output, _) = tool.end()
    #expect(status == 0)
    #expect(output == "my-app\n")
  }

  @Test func aToolsKeyMapDrivesTheKeysTheHelpBarAndHelp() throws {
    let tool = try Tool(["scaffold", "--tab-keys"])
    tool.waitFor("❯ 2  Name")
    tool.type("my-app\r")
    tool.waitFor("❯ 3")
    // ↓ and q no longer do anything: the bar names tab and ctrl-q instead.
    tool.type(Self.down)
    tool.waitFor("↓ does nothing here")
    tool.type("q")
    tool.waitFor("q does nothing here")
    #expect(
      tool.screen.text == """
        $ formwork-demo scaffold --tab-keys
        New project

          1  A new Swift package
             Create checks the name, then prints the answers as JSON.
          2  Name             [my-app]
        ❯ 3  Template         executable  ›
          4  Features         tests  ›
          5  Licence          MIT  ›
          6  Initialize git?  [*Yes*|No]
          7  Email            [<optional>]
          8  Description      [<optional>]

          ── Summary ──
          9  Summary          my-app, executable, tests, MIT, git

         10  Create
        q does nothing here; the keys it takes are below
        enter open · ←→ choose · shift-tab/tab move · ctrl-q quit · / filter
        """)
    tool.type("j\tk")
    tool.waitFor("❯ 4")
    #expect(tool.screen.text.contains("❯ 4  Features"))
    tool.type("\u{11}")
    tool.waitFor("(y/n)")
    tool.type("y")
    let (status, output, cooked) = tool.end()
    #expect(status == PromptError.quit.exitStatus)
    #expect(cooked)
    #expect(output == "")
    #expect(tool.screen.text.hasSuffix("scaffold: left without creating the project"))
  }

  @Test func theToolsHelpListsItsOwnKeys() throws {
    let tool = try Tool(["scaffold", "--tab-keys", "--help"])
    let (status, output, _) = tool.end()
    var keys = KeyMap()
    keys.next = [.tab, .text("j")]
    keys.previous = [.backTab, .text("k")]
    keys.quit = [.control("q")]
    #expect(status == 0)
    #expect(
      output == """
        formwork-demo scaffold [--alternate-screen] [--tab-keys] [--help]

        Keys:
        \(InteractiveKeys.helpText(keyMap: keys))

        """)
    #expect(output.contains("shift-tab tab k j"))
    #expect(output.contains("ctrl-q"))
    #expect(!output.contains("ctrl-d"))
    #expect(!output.contains("↑ ↓"))
    let standard = try Tool(["scaffold", "--help"]).end().output
    #expect(standard.contains(InteractiveKeys.helpText))
  }
}
