import Testing

@testable import FormworkTerminal

/// The C library's calls as the terminal front end uses them, on pipes, files and a shell
/// (`PtyTests` drives the pseudo-terminal ones through the whole program).
@Suite struct PlatformTests {
  @Test func aPipeCarriesBytesAndSaysWhenItCanBeRead() throws {
    let pipe = try #require(Platform.makePipe())
    defer { Platform.closeDescriptor(pipe.read) }
    #expect(!Platform.isTerminal(pipe.read))
    #expect(Platform.readable([pipe.read], within: 0) == [false])
    let sent: [UInt8] = Array("héllo".utf8)
    #expect(sent.withUnsafeBytes { Platform.writeAll(pipe.write, $0) })
    #expect(Platform.readable([pipe.read], within: 0) == [true])
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { Platform.readBytes(pipe.read, into: $0) }
    #expect(Array(buffer[0..<max(count, 0)]) == sent)
    Platform.closeDescriptor(pipe.write)
    #expect(Platform.readable([pipe.read], within: 0) == [true])
    #expect(buffer.withUnsafeMutableBytes { Platform.readBytes(pipe.read, into: $0) } == 0)
  }

  @Test func aNonBlockingPipeWithNothingInItFailsAtOnce() throws {
    let pipe = try #require(Platform.makePipe())
    defer {
      Platform.closeDescriptor(pipe.read)
      Platform.closeDescriptor(pipe.write)
    }
    Platform.setNonBlocking(pipe.read)
    var buffer = [UInt8](repeating: 0, count: 8)
    #expect(buffer.withUnsafeMutableBytes { Platform.readBytes(pipe.read, into: $0) } == -1)
    #expect(Platform.windowSize(pipe.read) == nil)
  }

  @Test func aTemporaryFileIsWrittenReadReplacedAndRemoved() throws {
    let path = try #require(Platform.makeTemporaryFile(suffix: ".txt"))
    #expect(path.hasSuffix(".txt"))
    #expect(path.contains("formwork-"))
    #expect(Platform.readFile(path) == [])
    #expect(Platform.writeFile(path, Array("first\nsecond".utf8)))
    #expect(Platform.readFile(path) == Array("first\nsecond".utf8))
    #expect(Platform.writeFile(path, Array("x".utf8)))
    #expect(Platform.readFile(path) == Array("x".utf8))
    Platform.removeFile(path)
    #expect(Platform.readFile(path) == nil)
    #expect(!Platform.writeFile("/nonexistent-directory/file", [1]))
  }

  @Test func theShellReportsTheExitStatusAndTakesArguments() throws {
    #expect(Platform.runShellCommand("exit 0", arguments: []) == 0)
    #expect(Platform.runShellCommand("exit 3", arguments: []) == 3)
    let path = try #require(Platform.makeTemporaryFile(suffix: ""))
    defer { Platform.removeFile(path) }
    #expect(
      Platform.runShellCommand(#"printf '%s|%s' "$1" "$2" > "$3""#, arguments: ["a b", "c", path])
        == 0)
    #expect(Platform.readFile(path) == Array("a b|c".utf8))
    #expect(Platform.runShellCommand("kill -9 $$", arguments: []) == nil)
  }

  @Test func environmentVariablesAreReadAsSet() {
    #expect(Platform.environmentVariable("PATH")?.isEmpty == false)
    #expect(Platform.environmentVariable("FORMWORK_SURELY_UNSET_VARIABLE") == nil)
  }
}
