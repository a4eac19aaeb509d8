import FormworkTerminal
import Testing

/// Lines from raw bytes: whatever the chunking, however long, whatever the bytes.
@Suite struct LineReaderTests {
  private func lines(_ reader: LineReader) -> [LineReader.Line] {
    var lines: [LineReader.Line] = []
    while let line = reader.nextLine() { lines.append(line) }
    return lines
  }

  private func line(_ text: String) -> LineReader.Line {
    LineReader.Line(bytes: Array(text.utf8))
  }

  @Test func splitsLinesAcrossAnyChunking() {
    let bytes = Array("1\n\ntoggle 1\nenter 1 a b\nlast".utf8)
    let expected = [line("1"), line(""), line("toggle 1"), line("enter 1 a b"), line("last")]
    for chunkSize in 1...8 {
      #expect(lines(LineReader(bytes: bytes, chunkSize: chunkSize)) == expected, "\(chunkSize)")
    }
  }

  @Test func emptyInputHasNoLines() {
    #expect(lines(LineReader(bytes: [])) == [])
    #expect(lines(LineReader(bytes: Array("\n".utf8))) == [line("")])
  }

  @Test func longLinesAreCutAndTheRestSkipped() {
    let bytes = Array("abcdefghij\nok\n".utf8)
    for chunkSize in [1, 3, 100] {
      let result = lines(LineReader(bytes: bytes, maxLineLength: 4, chunkSize: chunkSize))
      #expect(result == [LineReader.Line(bytes: Array("abcd".utf8), length: 10), line("ok")])
      #expect(result.map(\.isTruncated) == [true, false])
    }
  }

  @Test func invalidUTF8HasNoText() {
    // A stray byte, an overlong encoding, an encoded surrogate, a cut sequence; then "é".
    let bytes: [UInt8] = [
      0x61, 0xFF, 0x0A, 0xC0, 0x80, 0x0A, 0xED, 0xA0, 0x80, 0x0A, 0xE2, 0x82, 0x0A, 0xC3, 0xA9,
    ]
    let result = lines(LineReader(bytes: bytes))
    #expect(result.map(\.text) == [nil, nil, nil, nil, "é"])
  }

  @Test func readsAFileDescriptor() throws {
    let ends = try #require(Platform.makePipe())
    #expect(Array("1\nstate\n".utf8).withUnsafeBytes { Platform.writeAll(ends.write, $0) })
    Platform.closeDescriptor(ends.write)
    let reader = LineReader.fileDescriptor(ends.read)
    #expect(lines(reader) == [line("1"), line("state")])
    Platform.closeDescriptor(ends.read)
  }
}
