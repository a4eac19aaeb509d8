import Foundation
import Testing

/// Compares `actual` byte for byte with the golden transcript
/// `Tests/FormworkTerminalTests/Transcripts/<name>.txt` (whose last line ends with a newline
/// the transcript does not have). A difference fails the test at the caller with the first
/// line that differs.
///
/// To rewrite the files after a deliberate change of output, run the tests with
/// `FORMWORK_RECORD_TRANSCRIPTS=1`
/// (`FORMWORK_RECORD_TRANSCRIPTS=1 swift test --filter FormworkTerminalTests`), then read the
/// diff in git before committing it. Recording is refused under `CI`.
func expectTranscript(
  _ actual: String, _ name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts").appendingPathComponent(name + ".txt")
  let environment = ProcessInfo.processInfo.environment
  let recorded = Data((actual + "\n").utf8)
  if environment["FORMWORK_RECORD_TRANSCRIPTS"] == "1" {
    guard environment["CI"] == nil else {
      Issue.record("FORMWORK_RECORD_TRANSCRIPTS is set under CI", sourceLocation: sourceLocation)
      return
    }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try recorded.write(to: url)
    } catch {
      Issue.record("Cannot record \(name): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let golden = try? Data(contentsOf: url) else {
    Issue.record(
      "No golden transcript \(name).txt; record it with FORMWORK_RECORD_TRANSCRIPTS=1",
      sourceLocation: sourceLocation)
    return
  }
  guard golden != recorded else { return }
  let expected = String(decoding: golden, as: UTF8.self).split(
    separator: "\n", omittingEmptySubsequences: false)
  let lines = (actual + "\n").split(separator: "\n", omittingEmptySubsequences: false)
  let first =
    zip(expected, lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(expected.count, lines.count)
  let line = { (lines: [Substring]) in first < lines.count ? "\"\(lines[first])\"" : "(end)" }
  Issue.record(
    """
    The transcript differs from \(name).txt at line \(first + 1):
      expected: \(line(expected))
      actual:   \(line(lines))
    The whole transcript:
    \(actual)
    """, sourceLocation: sourceLocation)
}
