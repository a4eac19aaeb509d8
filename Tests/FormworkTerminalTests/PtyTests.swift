import Formwork
import FormworkExamples
import FormworkTerminal
import Foundation
import Testing

/// A small model of a terminal screen: a grid of characters that understands what the demo
/// writes (text, CR, LF, backspace, cursor moves, erases); SGR colours are ignored.
struct TerminalScreen {
  private(set) var width: Int
  private(set) var height: Int
  private(set) var rows: [[Character]]
  private(set) var row = 0
  private(set) var column = 0
  /// Whether the cursor is shown (`ESC [?25h`) or hidden (`ESC [?25l`).
  private(set) var cursorVisible = true
  /// Whether the alternate screen is on (`ESC [?1049h`); leaving it brings the main screen
  /// back as it was.
  private(set) var onAlternateScreen = false
  /// Whether the program asked for bracketed paste (`ESC [?2004h`): a paste then arrives
  /// between `ESC [200~` and `ESC [201~`, as a real terminal sends it.
  private(set) var bracketsPastes = false
  private var mainScreen: (rows: [[Character]], row: Int, column: Int)?
  private var pending: [UInt8] = []
  /// The lines scrolled off the top of the main screen, oldest first, as a terminal keeps
  /// them.
  private(set) var scrollback: [String] = []

  init(width: Int = 80, height: Int = 24) {
    self.width = width
    self.height = height
    rows = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  /// A terminal window resized: the rows blank (the program redraws), the modes kept.
  mutating func resize(width: Int, height: Int) {
    var resized = TerminalScreen(width: width, height: height)
    resized.cursorVisible = cursorVisible
    resized.onAlternateScreen = onAlternateScreen
    resized.bracketsPastes = bracketsPastes
    resized.scrollback = scrollback
    self = resized
  }

  /// The screen as text: trailing spaces and trailing empty lines dropped.
  var text: String {
    var lines = rows.map(Self.trimmed)
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The scrollback, then the screen: all a user can scroll through.
  var transcript: String {
    var lines = scrollback + rows.map(Self.trimmed)
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  private static func trimmed(_ row: [Character]) -> String {
    String(row.filter { $0 != "\u{0}" }).replacingOccurrences(
      of: "\\s+$", with: "", options: .regularExpression)
  }

  mutating func feed(_ bytes: [UInt8]) {
    pending += bytes
    var index = 0
    while index < pending.count {
      let byte = pending[index]
      if byte == 0x1B {
        var end = index + 1
        guard end < pending.count else { break }
        guard pending[end] == UInt8(ascii: "[") else {
          index = end + 1
          continue
        }
        end += 1
        while end < pending.count, (0x20...0x3F).contains(pending[end]) { end += 1 }
        guard end < pending.count else { break }
        let parameter = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        control(pending[end], Int(parameter.split(separator: ";").first ?? "") ?? 0, parameter)
        index = end + 1
        continue
      }
      var length = 1
      if byte >= 0xF0 {
        length = 4
      } else if byte >= 0xE0 {
        length = 3
      } else if byte >= 0xC0 {
        length = 2
      }
      guard index + length <= pending.count else { break }
      let text = String(decoding: pending[index..<(index + length)], as: UTF8.self)
      index += length
      switch byte {
      case 0x0D: column = 0
      case 0x0A: lineFeed()
      case 0x08: column = max(0, column - 1)
      case 0x07: break
      default:
        if column >= width {
          column = 0
          lineFeed()
        }
        for character in text {
          rows[row][column] = character
          column += 1
          // A wide character takes two cells: the second holds a marker the text skips.
          if String(character).displayWidth == 2, column < width {
            rows[row][column] = "\u{0}"
            column += 1
          }
        }
      }
    }
    pending.removeFirst(index)
  }

  private mutating func lineFeed() {
    if row == height - 1 {
      let gone = rows.removeFirst()
      if !onAlternateScreen { scrollback.append(Self.trimmed(gone)) }
      rows.append(Array(repeating: " ", count: width))
    } else {
      row += 1
    }
  }

  private mutating func control(_ final: UInt8, _ count: Int, _ parameter: String) {
    let blank = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
    switch (parameter, final) {
    case ("?25", UInt8(ascii: "h")): cursorVisible = true
    case ("?25", UInt8(ascii: "l")): cursorVisible = false
    case ("?2004", UInt8(ascii: "h")): bracketsPastes = true
    case ("?2004", UInt8(ascii: "l")): bracketsPastes = false
    case ("?1049", UInt8(ascii: "h")) where !onAlternateScreen:
      mainScreen = (rows, row, column)
      rows = blank
      onAlternateScreen = true
      return
    case ("?1049", UInt8(ascii: "l")) where onAlternateScreen:
      if let main = mainScreen { (rows, row, column) = main }
      onAlternateScreen = false
      return
    default: break
    }
    switch final {
    case UInt8(ascii: "D"): column = max(0, column - max(1, count))
    case UInt8(ascii: "C"): column = min(width - 1, column + max(1, count))
    case UInt8(ascii: "A"): row = max(0, row - max(1, count))
    case UInt8(ascii: "B"): row = min(height - 1, row + max(1, count))
    case UInt8(ascii: "H"):
      let parts = parameter.split(separator: ";").map { Int($0) ?? 1 }
      row = min(height - 1, max(0, (parts.first ?? 1) - 1))
      column = min(width - 1, max(0, (parts.count > 1 ? parts[1] : 1) - 1))
    case UInt8(ascii: "K"):
      for index in column..<width { rows[row][index] = " " }
    case UInt8(ascii: "J") where count == 2:
      rows = blank
    case UInt8(ascii: "J"):
      for index in column..<width { rows[row][index] = " " }
      for line in (row + 1)..<height { rows[line] = blank[line] }
    default: break  // SGR and anything else: ignored
    }
  }
}

/// The demo on a real pseudo-terminal: what a person typing sees, key by key.
@Suite(.serialized) struct PtyTests {
  /// A running demo on a pty, its screen as the terminal would show it.
  final class Session {
    let master: Int32
    let slave: Int32
    let process: Process
    var screen: TerminalScreen

    /// Starts the demo with `arguments` on a `width` × `height` pty, without colours unless
    /// `colour`; `environment` adds variables (`EDITOR`, say).
    init(
      arguments: [String], width: Int = 80, height: Int = 24, colour: Bool = false,
      environment extra: [String: String] = [:]
    ) throws {
      screen = TerminalScreen(width: width, height: height)
      let executable = try #require(
        DemoExecutable.url, "formwork-demo not found; run `swift build`")
      let terminal = try #require(Platform.openPseudoTerminal())
      master = terminal.controller
      slave = try #require(Platform.openTerminal(terminal.terminalPath))
      Platform.setWindowSize(master, width: width, height: height)
      process = Process()
      process.executableURL = executable
      process.arguments = arguments
      var environment = ProcessInfo.processInfo.environment
      environment["NO_COLOR"] = colour ? nil : "1"
      environment["TERM"] = "xterm"
      environment["FORMWORK_THEME"] = nil
      environment["ACCESSIBLE"] = nil
      environment.merge(extra) { $1 }
      process.environment = environment
      let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
      process.standardInput = handle
      process.standardOutput = handle
      process.standardError = handle
      try process.run()
    }

    deinit {
      if process.isRunning { process.terminate() }
      Platform.closeDescriptor(master)
      Platform.closeDescriptor(slave)
    }

    /// Types `text` once the demo reads keys in raw mode (it is cooked while a command runs,
    /// and the terminal would echo keys typed then); `cooked`, at once (a front end that
    /// reads lines).
    func type(_ text: String, cooked: Bool = false) {
      var deadline = cooked ? 0 : 4000
      while deadline > 0, Platform.terminalSettings(slave)?.editsLines == true {
        _ = Platform.readable([], within: 5)
        deadline -= 1
      }
      _ = Array(text.utf8).withUnsafeBytes { Platform.writeAll(master, $0) }
    }

    /// Pastes `text` as a terminal does: bracketed when the demo asked for it, else as keys.
    func paste(_ text: String) {
      type(screen.bracketsPastes ? "\u{1B}[200~" + text + "\u{1B}[201~" : text)
    }

    /// Reads output until the screen's text satisfies `done`, or 20 s pass (only a failing
    /// test waits that long). Returns the screen's text.
    @discardableResult
    func waitUntil(_ done: (String) -> Bool) -> String {
      var deadline = 200
      while !done(screen.text), deadline > 0, drain() { deadline -= 1 }
      return screen.text
    }

    /// Reads what arrives within 100 ms. Returns `false` once the output has ended.
    fileprivate func drain() -> Bool {
      drainWithin(milliseconds: 100) || process.isRunning
    }

    /// Reads what arrives within `milliseconds`. Returns whether anything arrived.
    func drainWithin(milliseconds: Int32) -> Bool {
      var buffer = [UInt8](repeating: 0, count: 4096)
      guard Platform.readable([master], within: milliseconds) == [true] else { return false }
      let count = buffer.withUnsafeMutableBytes { Platform.readBytes(master, into: $0) }
      guard count > 0 else { return false }
      screen.feed(Array(buffer[0..<count]))
      return true
    }

    /// Reads output until the cursor is at `column` (and on `row`, if given): the cursor
    /// moves may arrive after the text they follow. Returns whether it got there.
    @discardableResult
    func waitForCursor(row: Int? = nil, column: Int) -> Bool {
      waitUntil { _ in
        self.screen.column == column && (row.map { $0 == self.screen.row } ?? true)
      }
      return screen.column == column && (row.map { $0 == screen.row } ?? true)
    }

    @discardableResult
    func waitFor(_ ending: String) -> String {
      waitUntil { $0.hasSuffix(ending) }
    }

    /// Resizes the terminal, as a user dragging the window does, and tells the demo.
    func resize(width: Int, height: Int) {
      Platform.setWindowSize(master, width: width, height: height)
      screen.resize(width: width, height: height)
      Platform.send(Platform.Signal.windowChanged, to: process.processIdentifier)
    }

    /// Sends `signal` to the demo.
    func send(_ signal: Int32) {
      Platform.send(signal, to: process.processIdentifier)
    }

    /// The exit status once the demo has ended, and whether the terminal is cooked again.
    func end() -> (status: Int32, cooked: Bool) {
      var deadline = 200
      while process.isRunning, deadline > 0, drain() { deadline -= 1 }
      while drain(), process.isRunning, deadline > 0 { deadline -= 1 }
      // NB: a demo that did not end fails the test rather than hanging it.
      if process.isRunning {
        Issue.record("the demo did not end; killed")
        Platform.send(Platform.Signal.kill, to: process.processIdentifier)
      }
      process.waitUntilExit()
      let cooked = Platform.terminalSettings(slave)?.isCooked == true
      return (process.terminationStatus, cooked)
    }
  }
}

/// Where the built `formwork-demo` is: next to the test bundle, or in this package's
/// `.build/debug`.
enum DemoExecutable {
  static let url: URL? = {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent()
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
      bundleDirectory.appendingPathComponent("formwork-demo"),
      bundleDirectory.deletingLastPathComponent().appendingPathComponent("formwork-demo"),
      packageRoot.appendingPathComponent(".build/debug/formwork-demo"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()
}

/// The full screen's fuzzer: random keys, pastes, resizes and signals, typed through the
/// pseudo-terminal into every example, seeded and bounded (a few dozen chunks of keys an
/// example). Now and then a chunk leaves or asks to (`q`, Ctrl-D, Ctrl-C, and what answers
/// the question), runs `$EDITOR` (Ctrl-E; a script that adds a line), stops and continues the
/// demo (`SIGTSTP`, `SIGCONT`) or ends it (`SIGTERM`). Each run must end (no crash, no hang),
/// with the status its ending has, put the terminal back, and leave the state a headless
/// replay of the gestures it recorded (`--record`) leaves; a run `SIGTERM` ended has no
/// state written, and its gestures must replay as they were taken.
extension PtyTests {
  /// xorshift64*: the fuzzer's own small generator, so a seed replays the same keys.
  private struct Keys: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return state &* 0x2545_F491_4F6C_DD1D
    }
  }

  /// What the fuzzer types most: every key the full screen takes but those that leave.
  private static let vocabulary: [String] = [
    "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\t", "\u{1B}[Z", "\r", " ", "\u{1B}",
    "\u{7F}", "\u{1B}[3~", "\u{1B}[H", "\u{1B}[F", "\u{1B}[5~", "\u{1B}[6~", "\u{1A}",
    "\u{19}", "/", "a", "n", "d", "J", "K", "j", "k", "-", "+", "y", "7", "42", "x", "é",
    "日本", "\u{1B}\r", "\u{0A}", "\u{1B}[1;3C", "\u{17}", "\u{15}", "\u{0C}", "\u{1B}[15~",
    "\u{05}",
  ]

  /// Keys that leave, or ask first where something would be lost (and answers to that
  /// question: Ctrl-C at it aborts, `y` leaves, anything else goes on).
  private static let leaving: [String] = [
    "q", "\u{04}", "\u{03}", "\u{03}\u{03}", "\u{03}n", "\u{04}y", "qy", "\u{03}y",
  ]

  private static let sizes = [(80, 24), (40, 10), (60, 14), (100, 30)]

  /// How the demo says each ending in `--record`'s file, and its exit status.
  private static let endingStatuses: [String: Int32] = [
    "submitted": 0, "closed": 0, "finished": 0, "quit": 3, "aborted": 130,
  ]

  // NB: seeds whose runs end in every way a run can: submitted or closed, quit, aborted and
  // terminated (a change of the keys may need other seeds; the test says what it missed).
  @Test(arguments: [0x5EED_0002, 0x5EED_0003] as [UInt64])
  func theFullScreenSurvivesRandomKeysAndAgreesWithAHeadlessReplay(seed: UInt64) throws {
    let editor = FileManager.default.temporaryDirectory
      .appendingPathComponent("formwork-fuzz-editor-\(seed).sh")
    try "#!/bin/sh\necho 'fuzz' >> \"$1\"\n".write(to: editor, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: editor) }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
    var replayed = 0
    var endings: [String: Int] = [:]
    var stops = 0
    for (index, example) in examples.enumerated() {
      var random = Keys(state: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15 | 1)
      let record = FileManager.default.temporaryDirectory
        .appendingPathComponent("formwork-fuzz-\(seed)-\(example.name).txt").path
      defer { try? FileManager.default.removeItem(atPath: record) }
      let session = try Session(
        arguments: ["--record", record, example.name], width: 60, height: 14,
        environment: ["EDITOR": editor.path, "VISUAL": ""])
      session.waitUntil { $0.contains("quit") }
      var terminated = false
      for chunk in 0..<40 where session.process.isRunning {
        // NB: the first half of a run only types, so every run makes gestures to replay.
        switch Int.random(in: chunk < 20 ? 8..<40 : 0..<40, using: &random) {
        case 0, 1, 8:
          let (width, height) = Self.sizes.randomElement(using: &random) ?? (80, 24)
          session.resize(width: width, height: height)
        case 2, 3, 9:
          let text =
            ["bob", "1 Main St\nSpringfield", "x\ty", "12", "\u{1B}[A"]
            .randomElement(using: &random) ?? ""
          session.type("\u{1B}[200~" + text + "\u{1B}[201~")
        case 4, 5:
          session.type(Self.leaving.randomElement(using: &random) ?? "q")
        case 6, 10:
          // NB: stopped, the demo reads nothing; continued, it reads what came meanwhile.
          stops += 1
          session.send(Platform.Signal.stop)
          session.type("\u{1B}[B")
          session.send(Platform.Signal.continue)
        case 7 where Int.random(in: 0..<2, using: &random) == 0:
          session.send(Platform.Signal.terminate)
          terminated = true
        default:
          var keys = ""
          for _ in 0..<Int.random(in: 1...4, using: &random) {
            keys += Self.vocabulary.randomElement(using: &random) ?? ""
          }
          session.type(keys)
        }
        // NB: what the keys drew arrives before the next ones; nothing waits longer than
        // the output takes (a key that draws nothing costs one short wait).
        while session.drainWithin(milliseconds: 20) {}
      }
      // Ctrl-C leaves, or asks (changes to lose) and a second Ctrl-C aborts.
      if session.process.isRunning { session.type("\u{03}") }
      while session.drainWithin(milliseconds: 20) {}
      if session.process.isRunning { session.type("\u{03}") }
      let result = session.end()
      let context = "\(example.name), seed \(seed)"
      #expect(result.cooked, "\(context)")
      #expect(!session.screen.onAlternateScreen, "\(context)")
      #expect(session.screen.cursorVisible, "\(context)")
      let ended = try String(contentsOfFile: record, encoding: .utf8)
        .split(separator: "\n").first { $0.hasPrefix("# ended: ") }?.dropFirst("# ended: ".count)
      if let ended {
        endings[String(ended), default: 0] += 1
        #expect(result.status == Self.endingStatuses[String(ended)], "\(context): \(ended)")
      } else {
        endings["terminated", default: 0] += 1
        let terminate = Platform.Signal.terminate
        #expect(terminated, "\(context): no ending recorded, status \(result.status)")
        #expect(result.status == terminate + 128 || result.status == terminate, "\(context)")
      }
      replayed += try expectTheReplayAgrees(
        example, record: record, seed: seed, comparesState: ended != nil)
    }
    #expect(replayed > 20, "the keys made only \(replayed) gestures in all the examples")
    #expect(endings.count > 2, "the runs ended only so: \(endings)")
    #expect(endings["terminated"] != nil, "no run was terminated: \(endings)")
    #expect(stops > 0, "no run was stopped and continued")
  }

  /// Replays the gestures `record` lists in a fresh headless session of `example`: each must
  /// be taken, and (`comparesState`) the state must be the one the run recorded at its end.
  /// The checks a gesture was not made during (`# checking` marks those it was) have
  /// answered before it, as they had in the run. Returns how many gestures it replayed.
  private func expectTheReplayAgrees(
    _ example: Example, record: String, seed: UInt64, comparesState: Bool
  ) throws -> Int {
    let lines = try String(contentsOfFile: record, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let stateStart = lines.firstIndex(of: "# state:")
    if comparesState { try #require(stateStart != nil, "no state in \(record)") }
    let session = example.start()
    let interpreter = Interpreter(session: session)
    var replayed = 0
    var whileChecking = false
    for line in lines[..<(stateStart ?? lines.count)] {
      if line == "# checking" { whileChecking = true }
      let isRefused = line.hasPrefix("# refused: ")
      guard isRefused || !(line.hasPrefix("#") || line.isEmpty) else { continue }
      if !whileChecking { _ = session.settle() }
      whileChecking = false
      guard !isRefused else { continue }  // NB: a refused gesture changed nothing
      replayed += 1
      do {
        _ = try interpreter.execute(line: line)
      } catch {
        Issue.record(
          "\(example.name), seed \(seed): gesture \(replayed) '\(line)' refused: \(error)")
      }
    }
    _ = session.settle()
    if comparesState, let stateStart {
      let recorded = lines[(stateStart + 1)...].filter { $0.hasPrefix("# ") || $0 == "#" }
        .map { $0 == "#" ? "" : String($0.dropFirst(2)) }.joined(separator: "\n")
      #expect(
        session.stateDump.trimmingCharacters(in: .newlines)
          == recorded.trimmingCharacters(in: .newlines), "\(example.name), seed \(seed)")
    }
    return replayed
  }

  /// A gesture made while a check runs is recorded so (`# checking`), and the replay makes it
  /// before the check answers, as the run did: team's Next, tapped in the same keystrokes as
  /// the username, finds the username's check running and stays on the step; tapped again
  /// once it answered, it goes on (a replay that let the check answer first went on at once,
  /// and found no Next the second time).
  @Test func aGestureMadeWhileACheckRunsReplaysAsItWasMade() throws {
    let record = FileManager.default.temporaryDirectory
      .appendingPathComponent("formwork-checking-\(ProcessInfo.processInfo.processIdentifier).txt")
      .path
    defer { try? FileManager.default.removeItem(atPath: record) }
    let session = try Session(arguments: ["--record", record, "team"], width: 80, height: 24)
    session.waitUntil { $0.contains("ctrl-d quit") }
    session.type("ada\r\u{1B}[F\r")  // one read: Next is tapped before the check can answer
    // the step waits for its check: the cursor goes to the row being checked
    let screen = session.waitUntil {
      $0.contains("  6  Next            ›") && !$0.contains("checking…")
    }
    #expect(screen.hasPrefix("Account\n\n  ── Account ──\n❯ 1  Username        [ada]\n"))
    session.type("\u{1B}[F\r")  // answered: Next goes on
    session.waitUntil { $0.hasPrefix("Account › Billing") }
    session.type("\u{03}\u{03}")
    #expect(session.end() == (130, true))
    let script = try String(contentsOfFile: record, encoding: .utf8)
    #expect(script.contains("enter 1 ada\n# checking\ntap 6\ntap 6\n"))
    let team = try #require(Example.named("team"))
    #expect(try expectTheReplayAgrees(team, record: record, seed: 0, comparesState: true) == 3)
  }
}

/// "Done when": every example filled in and finished with the keyboard alone, at 80 × 24 and
/// at 40 × 10, in colour and with `NO_COLOR`, as a new user would: keys only, each waiting
/// for what it should show; then the screen before the last key, what the demo says as it
/// leaves and its exit status.
extension PtyTests {
  /// A terminal to run the examples on.
  struct Terminal: Sendable, CustomTestStringConvertible {
    var width: Int
    var height: Int
    var colour: Bool

    var testDescription: String { "\(width)×\(height)" + (colour ? " colour" : " NO_COLOR") }
  }

  /// An example run by keys: each step types its keys, then waits until the screen shows
  /// its text (the row the cursor reached, mostly: it is on screen at any size).
  private struct KeyboardRun {
    var example: String
    var steps: [(keys: String, shows: String)]
    /// The last key: `q` leaves, having submitted or with nothing to lose.
    var farewell: String
  }

  private static let down = "\u{1B}[B"
  private static let up = "\u{1B}[A"
  private static let end = "\u{1B}[F"
  private static let home = "\u{1B}[H"
  private static let escape = "\u{1B}"

  private static let keyboardRuns: [KeyboardRun] = [
    KeyboardRun(
      example: "settings",
      steps: [("\r", "❯ 1  Personal Hotspot  [on]"), (" ", "[off]"), (escape, "Hotspot  Off")],
      farewell: "formwork-demo: settings closed; nothing was lost."),
    KeyboardRun(
      example: "signup",
      steps: [
        ("bob_1\r", "❯ 2  Email"), ("bob@example.com\r", "❯ 3  Password"),
        ("secret123\r", "❯ 4  Confirm Password"), ("secret123\r", "❯ 5  Age"),
        (down + down + down + down, "❯ 9  Accept Terms"), (" ", "Accept Terms      [on]"),
        (down + "\r", "✓ submitted"),
      ],
      farewell: "formwork-demo: signup submitted."),
    KeyboardRun(
      example: "todos",
      steps: [
        (end, "❯ 6  Save"), (up, "❯ 5  Add"), (up, "❯ 4  New Item"),
        ("Post letter\r", "❯ 5  Add\n"),
        ("\r", "  4  Post letter  [off]"), (home + " ", "❯ 1  Buy milk     [on]"),
        (end, "❯ 8  Save"), ("\r", "✓ submitted"),
      ],
      farewell: "formwork-demo: todos submitted."),
    KeyboardRun(
      example: "catalog",
      steps: [
        ("\r", "❯ 1  Name"), ("Ada\r", "❯ 2  Email"), (escape, "❯ 1  Text                  Ada"),
        (end + up, "❯10  Place order"), ("\r", "❯ 1  Thank you, Ada!"),
        (escape, "  9  Orders placed         1"),
      ],
      farewell: "formwork-demo: catalog closed; nothing was lost."),
    KeyboardRun(
      example: "checkout",
      steps: [
        ("Ada\r", "❯ 2  Email"), ("ada@example.com\r", "❯ 3  Gift"),
        (down + "\r", "❯ 1  Street"), ("1 Main St\r", "❯ 2  City"),
        ("Springfield\r", "❯ 3  Next"), ("\r", "❯ 1  Card"),
        ("4242424242424242\r", "❯ 2  Billing Address"), ("\r", "❯ 1  Street  []"),
        ("2 Bill St\r", "❯ 2  City"), ("Shelbyville\r", "❯ 3  Done"),
        ("\r", "❯ 2  Billing Address  2 Bill St"), (down + down + "\r", "✓ submitted"),
      ],
      farewell: "formwork-demo: checkout submitted."),
    KeyboardRun(
      example: "profile",
      steps: [
        ("Ada\r", "❯ 2  Last Name"), ("Lovelace\r", "❯ 3  Email Address"),
        ("ada@example.com\r", "❯ 4  Website"), (end + "\r", "❯ 1  Street"),
        ("1 Crescent Rd\r", "❯ 2  City"), ("London\r", "❯ 3  Zip Code"),
        ("W1\r", "enter edit"), (escape, "❯ 7  Address"),
      ],
      farewell: "formwork-demo: profile closed; nothing was lost."),
    KeyboardRun(
      example: "team",
      steps: [
        ("ada\r", "❯ 2  Nickname"), (end, "❯ 6  Next            ›"), ("\r", "❯ 1  Billing Address"),
        ("\r", "❯ 1  Street"), ("9 Elm St\r", "❯ 2  City"), ("Ogdenville\r", "❯ 3  Done"),
        ("\r", "❯ 1  Billing Address  9 Elm St"), (down + "\r", "✓ submitted"),
      ],
      farewell: "formwork-demo: team submitted."),
    KeyboardRun(
      example: "booking",
      steps: [
        ("Ada Lovelace\r", "❯ 2  Guests"), ("\u{7F}3\r", "❯ 3  Rate per night"),
        (end + up, "❯ 8  Extras"), ("\r", "❯ 1  [ ] Parking"), (" ", "❯ 1  [x] Parking"),
        (escape, "❯ 8  Extras          Parking"), (down + "\r", "✓ submitted"),
      ],
      farewell: "formwork-demo: booking submitted."),
  ]

  @Test(arguments: [
    Terminal(width: 80, height: 24, colour: false), Terminal(width: 80, height: 24, colour: true),
    Terminal(width: 40, height: 10, colour: false), Terminal(width: 40, height: 10, colour: true),
  ])
  func everyExampleIsFilledInAndFinishedWithTheKeyboardAlone(on terminal: Terminal) throws {
    for run in Self.keyboardRuns {
      let session = try Session(
        arguments: [run.example], width: terminal.width, height: terminal.height,
        colour: terminal.colour)
      session.waitUntil { $0.contains("quit") }
      for (keys, shows) in run.steps {
        session.type(keys)
        let screen = session.waitUntil { $0.contains(shows) && !$0.contains("checking…") }
        #expect(
          screen.contains(shows), "\(run.example) at \(terminal): '\(keys)' did not show '\(shows)'"
        )
      }
      let last = session.screen.text
      let expected = Self.finalScreens["\(run.example) \(terminal.width)×\(terminal.height)"]
      #expect(last == expected, "\(run.example) at \(terminal)")
      session.type("q")
      #expect(session.end() == (0, true), "\(run.example) at \(terminal)")
      #expect(!session.screen.onAlternateScreen)
      // NB: the terminal wraps a farewell wider than it, a line every `width` characters.
      let characters = Array(run.farewell)
      let wrapped = stride(from: 0, to: characters.count, by: terminal.width).map {
        String(characters[$0..<min($0 + terminal.width, characters.count)])
          .replacingOccurrences(of: " +$", with: "", options: .regularExpression)
      }
      #expect(
        session.waitUntil { _ in true } == wrapped.joined(separator: "\n"),
        "\(run.example) at \(terminal)")
    }
  }

  @Test func aDeclinedCardShowsAboveTheStepAndARetryPlacesTheOrder() throws {
    let session = try Session(arguments: ["checkout"], width: 60, height: 16, colour: false)
    session.waitUntil { $0.contains("quit") }
    let steps: [(keys: String, shows: String)] = [
      ("Ada\r", "❯ 2  Email"), ("ada@example.com\r", "❯ 3  Gift"),
      (Self.down + "\r", "❯ 1  Street"), ("1 Main St\r", "❯ 2  City"),
      ("Springfield\r", "❯ 3  Next"), ("\r", "❯ 1  Card"),
      ("4242424242420002\r", "❯ 2  Billing Address"), ("\r", "❯ 1  Street  []"),
      ("2 Bill St\r", "❯ 2  City"), ("Shelbyville\r", "❯ 3  Done"),
      ("\r", "❯ 2  Billing Address  2 Bill St"), (Self.down + Self.down + "\r", "declined"),
    ]
    for (keys, shows) in steps {
      session.type(keys)
      let screen = session.waitUntil { $0.contains(shows) }
      #expect(screen.contains(shows), "'\(keys)' did not show '\(shows)'")
    }
    #expect(
      session.screen.text == """
        Contact › Shipping › Payment

             ! Your card was declined

          ── Payment ──
          1  Card             [4242424242420002]
          2  Billing Address  2 Bill St, Shelbyville  ›
          3  Coupon           [<optional>]

        ❯ 4  Place Order      (1 to fix)
             Step 3 of 3




        enter press · ↑↓ move · esc back · q quit · / filter
        """)
    session.type(Self.home + "\r\u{15}1234123412341234\r")
    session.waitUntil { !$0.contains("declined") }
    session.type(Self.end + "\r")
    let placed = session.waitUntil { $0.contains("✓ submitted") }
    #expect(placed.contains("✓ Order placed"))
    session.type("q")
    #expect(session.end() == (0, true))
  }

  private static let finalScreens: [String: String] = [
    "settings 80×24": """
    Settings

    ❯ 1  Personal Hotspot  Off  ›




















    enter open · ↑↓ move · q quit · / filter · ctrl-z undo · ctrl-y redo
    """,
    "settings 40×10": """
    Settings

    ❯ 1  Personal Hotspot  Off  ›






    enter open · ↑↓ move · q quit · / filter
    """,
    "signup 80×24": """
    Sign Up

      ── Account ──
      1  Username          [bob_1]
      2  Email             [bob@example.com]
      3  Password          [•••••••••]
      4  Confirm Password  [•••••••••]
         Password: ✓ 8 characters or more  ✓ a digit

      ── Profile ──
      5  Age               [<optional>]
      6  Website           [<optional>]
      7  Location            ›

      8  Newsletter        [off]
      9  Accept Terms      [on]

    ❯10  Create Account
         ✓ Account created



    ✓ submitted; q finishes, or go on editing
    enter press · ↑↓ move · q quit · / filter · ctrl-z undo · ctrl-y redo
    """,
    "signup 40×10": """
    Sign Up

      8  Newsletter        [off]
      9  Accept Terms      [on]

    ❯10  Create Account
         ✓ Account created
    ✓ submitted; q finishes, or go on
    editing
    enter press · ↑↓ move · q quit
    """,
    "todos 80×24": """
    To Do

      ── To Do ──
      1  Buy milk     [on]
      2  Write tests  [off]
      3  Call Alice   [off]
      4  Post letter  [off]
      5  New Item     [<what to do>]
      6  Add          (disabled: type the new item first)
         1 of 4 done

      7  Clear Done

    ❯ 8  Save
         ✓ Saved







    ✓ submitted; q finishes, or go on editing
    enter press · ↑↓ move · q quit · / filter · ctrl-z undo · ctrl-y redo
    """,
    "todos 40×10": """
    To Do
         1 of 4 done

      7  Clear Done

    ❯ 8  Save
         ✓ Saved
    ✓ submitted; q finishes, or go on
    editing
    enter press · ↑↓ move · q quit
    """,
    "catalog 80×24": """
    Catalog

      1  Text                  Ada  ›
      2  Numbers               age 36, 30 cm  ›
      3  Steppers and sliders  1 × spiciness 0.5  ›
      4  Choices               Medium, Thin, Standard  ›
      5  Dates and times       2024-06-01 18:30  ›
      6  Address               1 Main St, 12345 Springfield  ›

      ── Order ──
      7  Prices include tax
      8  Total                 €10.00
      9  Orders placed         1
    ❯10  Place order
     11  Reset








    enter press · ↑↓ move · q quit · / filter · ctrl-z undo · ctrl-y redo
    """,
    "catalog 40×10": """
    Catalog
      6  Address               1 Main St…  ›

      ── Order ──
      7  Prices include tax
      8  Total                 €10.00
      9  Orders placed         1
    ❯10  Place order
    ↑ 6 more  ↓ 1 more
    enter press · ↑↓ move · q quit
    """,
    "checkout 80×24": """
    Contact › Shipping › Payment

      ── Payment ──
      1  Card             [4242424242424242]
      2  Billing Address  2 Bill St, Shelbyville  ›
      3  Coupon           [<optional>]

    ❯ 4  Place Order
         ✓ Order placed
         Step 3 of 3












    ✓ submitted; q finishes, or go on editing
    enter press · ↑↓ move · esc back · q quit · / filter · ctrl-z undo · ctrl-y redo
    """,
    "checkout 40×10": """
    Contact › Shipping › Payment
      1  Card             [4242424242424242]
      2  Billing Address  2 Bill St, She…  ›
      3  Coupon           [<optional>]

    ❯ 4  Place Order
         ✓ Order placed
    ✓ submitted; q finishes, or go on
    editing
    enter press · ↑↓ move · q quit
    """,
    "profile 80×24": """
    Profile

      1  First Name     [Ada]
      2  Last Name      [Lovelace]
      3  Email Address  [ada@example.com]
      4  Website        []
      5  Newsletter     [off]
      6  Age            [30]
    ❯ 7  Address          ›














    enter open · ↑↓ move · q quit · / filter · ctrl-z undo · ctrl-y redo
    """,
    "profile 40×10": """
    Profile
      1  First Name     [Ada]
      2  Last Name      [Lovelace]
      3  Email Address  [ada@example.com]
      4  Website        []
      5  Newsletter     [off]
      6  Age            [30]
    ❯ 7  Address          ›
    ↑ 1 more
    enter open · ↑↓ move · q quit · / filter
    """,
    "team 80×24": """
    Account › Billing

      ── Billing ──
      1  Billing Address  9 Elm St, Ogdenville  ›

    ❯ 2  Create Team
         ✓ Team created
         Step 2 of 2














    ✓ submitted; q finishes, or go on editing
    enter press · ↑↓ move · esc back · q quit · / filter · ctrl-z undo · ctrl-y redo
    """,
    "team 40×10": """
    Account › Billing

      ── Billing ──
      1  Billing Address  9 Elm St, Ogde…  ›

    ❯ 2  Create Team
         ✓ Team created
    ✓ submitted; q finishes, or go on
    editing
    enter press · ↑↓ move · q quit
    """,
    "booking 80×24": """
    Booking

      ── Guest ──
      1  Name            [Ada Lovelace]
      2  Guests          [3]
      3  Rate per night  [89.5]

      ── Stay ──
      4  Arrival         [2024-06-01]
      5  Arrival time    [18:30]
      6  Shuttle ride    [0:30]
      7  Breakfast       [off]
      8  Extras          Parking  ›

    ❯ 9  Book
         ✓ Booked






    ✓ submitted; q finishes, or go on editing
    enter press · ↑↓ move · q quit · / filter · ctrl-z undo · ctrl-y redo
    """,
    "booking 40×10": """
    Booking
      6  Shuttle ride    [0:30]
      7  Breakfast       [off]
      8  Extras          Parking  ›

    ❯ 9  Book
         ✓ Booked
    ✓ submitted; q finishes, or go on
    editing
    enter press · ↑↓ move · q quit
    """,
  ]
}
