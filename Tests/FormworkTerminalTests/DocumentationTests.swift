import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Foundation
import Testing

/// The terminal's articles show what the code does: their recorded sessions are what the demo
/// prints today, and their keys table is the code's.
@Suite struct DocumentationTests {
  /// The text of an article of the FormworkTerminal documentation catalog.
  private func article(_ name: String) throws -> String {
    let file = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/FormworkTerminal/FormworkTerminal.docc/\(name).md")
    return try String(contentsOf: file, encoding: .utf8)
  }

  /// Each ```` ```text ```` block of the line REPL's article that starts with
  /// `$ printf '<input>' | swift run formwork-demo`: its input (with `\n` escapes) and the rest
  /// of the block.
  private func recordedSessions() throws -> [(input: String, transcript: String)] {
    let text = try article("TheLineREPL")
    let prefix = "```text\n$ printf '"
    let command = "' | swift run formwork-demo\n"
    return text.components(separatedBy: prefix).dropFirst().compactMap { block in
      guard let end = block.range(of: command), let close = block.range(of: "```") else {
        return nil
      }
      let input = block[..<end.lowerBound].replacingOccurrences(of: "\\n", with: "\n")
      return (input, String(block[end.upperBound..<close.lowerBound]))
    }
  }

  @Test func recordedSessionsMatchTheDemo() throws {
    let sessions = try recordedSessions()
    #expect(!sessions.isEmpty)
    for session in sessions {
      #expect(session.transcript == Repl.transcript(settingsSession(), input: session.input))
    }
  }

  /// The full screen's article has the table the full screen's key table makes: what a key
  /// does there, in the help bar and in `--help` cannot disagree with what the article says.
  @Test func theKeysTableIsTheCodes() throws {
    let text = try article("TheFullScreen")
    let start = "<!-- keys: InteractiveKeys.markdownTable -->\n"
    let end = "\n<!-- end of keys -->"
    let from = try #require(text.range(of: start), "no keys table in the article")
    let to = try #require(text.range(of: end, range: from.upperBound..<text.endIndex))
    let table = String(text[from.upperBound..<to.lowerBound])
    if table != InteractiveKeys.markdownTable {
      let expected =
        "the article's keys table differs; it should read:\n" + InteractiveKeys.markdownTable
      Issue.record(Comment(rawValue: expected))
    }
  }
}
