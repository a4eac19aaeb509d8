import FormworkTerminal
import Testing

/// Bytes to keys: every escape sequence, control character and UTF-8 text, in any split.
@Suite struct KeyDecoderTests {
  private func keys(_ bytes: [UInt8], chunkSize: Int = .max) -> [TerminalKey] {
    var decoder = KeyDecoder()
    var keys: [TerminalKey] = []
    var offset = 0
    while offset < bytes.count {
      let end = min(bytes.count, offset + chunkSize)
      keys += decoder.decode(Array(bytes[offset..<end]))
      offset = end
    }
    return keys + decoder.flush()
  }

  private func keys(_ text: String, chunkSize: Int = .max) -> [TerminalKey] {
    keys(Array(text.utf8), chunkSize: chunkSize)
  }

  @Test func arrowsHomeEndInEveryEncoding() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
    #expect(
      keys("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~")
        == [.home, .end, .home, .end, .home, .end, .home, .end])
    #expect(keys("\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[Z") == [.delete, .pageUp, .pageDown, .backTab])
  }

  @Test func wordMovesWithCtrlOrAlt() {
    #expect(
      keys("\u{1B}[1;5D\u{1B}[1;5C\u{1B}[1;3D\u{1B}[1;3C") == [
        .wordLeft, .wordRight, .wordLeft, .wordRight,
      ])
    #expect(keys("\u{1B}b\u{1B}f") == [.wordLeft, .wordRight])
  }

  @Test func controlCharacters() {
    #expect(keys("\r\n\t") == [.enter, .newline, .tab])
    #expect(keys([0x7F, 0x08]) == [.backspace, .backspace])
    #expect(
      keys([0x01, 0x03, 0x04, 0x05, 0x0C, 0x00, 0x1C])
        == [
          .control("a"), .control("c"), .control("d"), .control("e"), .control("l"), .control("@"),
          .control("\\"),
        ])
  }

  @Test func textRunsAreOneKeyAndUTF8IsWhole() {
    #expect(keys("hello world") == [.text("hello world")])
    #expect(keys("añ日🙂e\u{301}") == [.text("añ日🙂e\u{301}")])
    #expect(keys("ab\rcd") == [.text("ab"), .enter, .text("cd")])
  }

  @Test func anySplitGivesTheSameKeys() {
    let input = "a\u{1B}[1;5C日\u{1B}OH🙂\u{1B}[3~\r\u{1B}[Zz"
    let expected: [TerminalKey] = [
      .text("a"), .wordRight, .text("日"), .home, .text("🙂"), .delete, .enter, .backTab, .text("z"),
    ]
    for chunkSize in 1...8 {
      #expect(keys(input, chunkSize: chunkSize) == expected, "\(chunkSize)")
    }
  }

  @Test func loneEscapeWaitsForFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
    #expect(decoder.flush() == [])
    #expect(decoder.decode([0x1B, 0x5B]) == [])
    #expect(decoder.decode([0x41]) == [.up])
  }

  @Test func escapeBeforeAnOrdinaryKeyIsEscapeThenTheKey() {
    #expect(keys("\u{1B}q") == [.escape, .text("q")])
    #expect(keys("\u{1B}\u{1B}[A") == [.escape, .up])
    #expect(keys("\u{1B}\r") == [.newline])  // Alt-Enter: a new line in a text area
    #expect(keys("\u{1B}\n") == [.newline])
  }

  @Test func badInputIsKeptAsUnknownAndDecodingGoesOn() {
    #expect(keys([0xFF, 0x61]) == [.unknown([0xFF]), .text("a")])
    #expect(keys([0xE6, 0x61]) == [.unknown([0xE6]), .text("a")])  // cut-off character
    #expect(keys([0xC2, 0x85]) == [.unknown([0xC2, 0x85])])  // C1 control, not text
    #expect(keys("\u{1B}[99~x") == [.unknown(Array("\u{1B}[99~".utf8)), .text("x")])
    #expect(keys("\u{1B}[5m") == [.unknown(Array("\u{1B}[5m".utf8))])
    #expect(keys([0xE6, 0x97]) == [.unknown([0xE6, 0x97])])  // input ends mid-character
    #expect(keys("\u{1B}[1;5") == [.escape, .text("[1;5")])  // input ends mid-sequence
  }

  @Test func endlessSequenceIsCutOff() {
    var decoder = KeyDecoder()
    let bytes = [0x1B, 0x5B] + [UInt8](repeating: 0x31, count: 40)
    #expect(decoder.decode(bytes) == [.unknown(bytes)])
    #expect(!decoder.hasPending)
    #expect(decoder.decode([0x61]) == [.text("a")])
  }

  @Test func aBracketedPasteIsOneKeyWhateverItHoldsAndHoweverItIsCut() {
    let input = "a\u{1B}[200~line one\r\nq\u{1B}[Aend\u{1B}[201~\r"
    let expected: [TerminalKey] = [.text("a"), .paste("line one\r\nq\u{1B}[Aend"), .enter]
    for size in [1, 2, 3, 5, 7, 64] {
      #expect(keys(input, chunkSize: size) == expected, "chunks of \(size)")
    }
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~half".utf8)) == [])
    #expect(decoder.isInPaste)
    #expect(!decoder.hasPending)  // a paste waits for its end, not for a short wait
    #expect(decoder.flush() == [.paste("half")])
  }
}
