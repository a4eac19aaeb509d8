import Testing

@testable import FormworkTerminal

/// Bytes are text only when they are valid UTF-8: nothing is repaired with replacement
/// characters (`LineReaderTests` and `KeyDecoderTests` read lines and keys through it).
@Suite struct StringValidUTF8Tests {
  @Test func validBytesAreTheirText() {
    for text in ["", "abc", "é", "Größe", "日本", "👍🏽", "a\u{0}b"] {
      #expect(String(validUTF8: Array(text.utf8)) == text, "\(text)")
    }
  }

  @Test func invalidBytesAreNoText() {
    let invalid: [[UInt8]] = [
      [0xFF],  // never in UTF-8
      [0x80],  // a continuation byte alone
      [0xC0, 0x80],  // an overlong NUL
      [0xED, 0xA0, 0x80],  // an encoded surrogate
      [0xE2, 0x82],  // a sequence cut short
      [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
      [0x61, 0x62, 0xC3],  // text, then a cut "é"
    ]
    for bytes in invalid {
      #expect(String(validUTF8: bytes) == nil, "\(bytes)")
      // NB: what a repairing decoder would have made of them instead.
      #expect(String(decoding: bytes, as: UTF8.self).contains("\u{FFFD}"))
    }
  }
}
