import Formwork
import FormworkExamples
import FormworkTesting
import Foundation
import Testing

/// End to end: a shrunk failure's script, typed into the built `formwork-demo`, replays it.
@Suite struct DemoReplayTests {
  /// The demo next to the test bundle, or in `.build/debug` of this package.
  private static var demo: URL? {
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
  }

  private func runDemo(_ arguments: [String], input: String) throws -> String {
    let executable = try #require(
      Self.demo, "formwork-demo not found next to the tests; run `swift build` first")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
  }

  @Test func aShrunkScriptReplaysInTheDemo() throws {
    let walker = RandomWalker(initial: Settings(), title: "Settings", form: settingsForm)
      .invariant("a password is set") { !$0.hotspot.password.isEmpty }
    let failure = try #require(walker.firstFailure(walks: 200, steps: 50, seed: 0))
    #expect(failure.shrunk == [.tap(row: 1), .tap(row: 2), .edit(row: 1, text: "")])

    let output = try runDemo(["settings"], input: failure.script + "\nstate\n")
    #expect(!output.contains("error:"))
    #expect(
      output.hasSuffix(
        """
        > state
        ▿ FormworkExamples.Settings
          ▿ hotspot: FormworkExamples.Hotspot
            - isEnabled: true
            - password: ""
            - networkName: "my network"
            - showPreview: FormworkExamples.ShowPreview.always

        Settings › Personal Hotspot › Password

        ▸ 1  Password  []

        """))
  }
}
