/// A key the user pressed, decoded from the bytes a terminal sends in raw mode.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("a\u{1B}[A\r".utf8))   // [.text("a"), .up, .enter]
/// ```
public enum TerminalKey: Hashable, Sendable {
  /// Printable text: one or more Unicode scalars typed (or pasted) together.
  case text(String)
  /// Return or Enter (`\r` in raw mode).
  case enter
  /// A new line within a text: Alt-Enter (`ESC \r`) or Ctrl-J (`\n`, a line feed). A
  /// single-line editor takes it as ``enter``.
  case newline
  /// Text pasted into a terminal that brackets pastes (`ESC [200~` … `ESC [201~`): one key,
  /// line breaks and all, so a paste cannot act as typed keys (an Enter in it does not
  /// submit).
  case paste(String)
  /// Tab.
  case tab
  /// Shift-Tab (`ESC [ Z`).
  case backTab
  /// Backspace (DEL, 0x7F, or Ctrl-H).
  case backspace
  /// The forward delete key (`ESC [ 3 ~`).
  case delete
  /// A lone Escape, told apart from the start of a sequence by ``KeyDecoder/flush()``.
  case escape
  /// An arrow key.
  case up, down, left, right
  /// Home and End, in each of the encodings terminals use.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// A word to the left or right: Ctrl- or Alt-arrow, or Alt-b / Alt-f.
  case wordLeft, wordRight
  /// A control character other than the ones named above, by its letter: Ctrl-A is
  /// `.control("a")`, Ctrl-C is `.control("c")`.
  case control(Character)
  /// A sequence this decoder does not know, kept as its bytes so nothing is lost silently.
  case unknown([UInt8])
}

/// Turns the bytes a terminal sends into ``TerminalKey``s.
///
/// It reads escape sequences (CSI and SS3, with modifier parameters), control characters and
/// UTF-8 text, however the bytes are split into reads. A sequence cut off at the end of a
/// read is kept until the next read completes it.
///
/// A lone Escape cannot be told from the start of a sequence by its bytes alone. So the
/// caller calls ``flush()`` when no more bytes arrive within a short wait, and the Escape
/// becomes ``TerminalKey/escape``.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B])   // []: the start of a sequence
/// decoder.decode([0x43])         // [.right]
/// decoder.decode([0x1B])         // []
/// decoder.flush()                // [.escape]
/// ```
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  /// The bytes of a bracketed paste so far, while one is under way.
  private var pasted: [UInt8]?
  private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes of an unfinished sequence or character wait for more input (a paste
  /// under way waits for its end, not for a short wait: see ``isInPaste``).
  public var hasPending: Bool { !pending.isEmpty && pasted == nil }

  /// Whether a bracketed paste has begun and not ended yet.
  public var isInPaste: Bool { pasted != nil }

  /// Decodes `bytes` after whatever was pending, and returns the complete keys. Consecutive
  /// printable characters come as one ``TerminalKey/text(_:)``.
  public mutating func decode(_ bytes: [UInt8]) -> [TerminalKey] {
    pending.append(contentsOf: bytes)
    var keys: [TerminalKey] = []
    var index = 0
    while index < pending.count {
      if pasted != nil {
        let (next, goesOn) = takePaste(from: index, into: &keys)
        index = next
        if goesOn { continue }
        break
      }
      if pending[index...].starts(with: Self.pasteStart) {
        pasted = []
        index += Self.pasteStart.count
        continue
      }
      guard let (key, length) = Self.key(in: pending[index...]) else { break }
      if case .text(let new) = key, case .text(let old)? = keys.last {
        keys[keys.count - 1] = .text(old + new)
      } else {
        keys.append(key)
      }
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// Takes the bytes of a paste from `index` up to its end marker, appending the paste to
  /// `keys` once it ended. Returns where decoding goes on, and whether it can (`false`: the
  /// paste goes on in the next read; a possible start of its end marker stays pending).
  private mutating func takePaste(from index: Int, into keys: inout [TerminalKey]) -> (Int, Bool) {
    let marker = Self.pasteEnd
    var position = index
    while position < pending.count {
      let available = min(marker.count, pending.count - position)
      if pending[position..<(position + available)].elementsEqual(marker.prefix(available)) {
        guard available == marker.count else { break }
        pasted?.append(contentsOf: pending[index..<position])
        keys.append(.paste(String(decoding: pasted ?? [], as: UTF8.self)))
        pasted = nil
        return (position + marker.count, true)
      }
      position += 1
    }
    pasted?.append(contentsOf: pending[index..<position])
    return (position, false)
  }

  /// Ends whatever is pending: a lone Escape becomes ``TerminalKey/escape``, Escape before
  /// another byte is Escape followed by that key, and anything else unfinished is
  /// ``TerminalKey/unknown(_:)``. A paste under way is given as it is.
  public mutating func flush() -> [TerminalKey] {
    if let paste = pasted {
      pasted = nil
      let text = String(decoding: paste + pending, as: UTF8.self)
      pending = []
      return [.paste(text)]
    }
    guard !pending.isEmpty else { return [] }
    let bytes = pending
    pending = []
    if bytes == [0x1B] { return [.escape] }
    if bytes.first == 0x1B {
      var rest = KeyDecoder()
      let keys = rest.decode(Array(bytes.dropFirst()))
      return [.escape] + keys + rest.flush()
    }
    return [.unknown(bytes)]
  }

  /// The key at the start of `bytes` and how many bytes it took, or `nil` when more bytes
  /// are needed to tell.
  private static func key(in bytes: ArraySlice<UInt8>) -> (TerminalKey, Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x0D: return (.enter, 1)
    case 0x0A: return (.newline, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x1B: return escapeSequence(in: bytes)
    case 0x00: return (.control("@"), 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
    case 0x1C...0x1F: return (.control(Character(Unicode.Scalar(first + 0x40))), 1)
    default: return utf8Character(in: bytes)
    }
  }

  private static func utf8Character(in bytes: ArraySlice<UInt8>) -> (TerminalKey, Int)? {
    guard let first = bytes.first else { return nil }
    let length: Int
    switch first {
    case 0x20...0x7E: return (.text(String(Unicode.Scalar(first))), 1)
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.unknown([first]), 1)
    }
    let available = bytes.prefix(length)
    // A continuation byte missing in the middle: the lead byte alone is bad input.
    if let bad = available.dropFirst().firstIndex(where: { $0 & 0xC0 != 0x80 }) {
      return (.unknown(Array(bytes[bytes.startIndex..<bad])), bad - bytes.startIndex)
    }
    guard available.count == length else { return nil }
    guard let text = String(validUTF8: available) else {
      return (.unknown(Array(available)), length)
    }
    // C1 control characters (U+0080...U+009F) are not text.
    if let scalar = text.unicodeScalars.first, scalar.value < 0xA0 {
      return (.unknown(Array(available)), length)
    }
    return (.text(text), length)
  }

  private static func escapeSequence(in bytes: ArraySlice<UInt8>) -> (TerminalKey, Int)? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return nil }
    let second = bytes[start + 1]
    switch second {
    case UInt8(ascii: "["): return csi(in: bytes)
    case UInt8(ascii: "O"):
      guard bytes.count > 2 else { return nil }
      let key = ss3Keys[bytes[start + 2]] ?? .unknown(Array(bytes.prefix(3)))
      return (key, 3)
    case UInt8(ascii: "b"): return (.wordLeft, 2)
    case UInt8(ascii: "f"): return (.wordRight, 2)
    case 0x7F: return (.unknown([0x1B, 0x7F]), 2)
    case 0x0D, 0x0A: return (.newline, 2)
    default:
      // Escape, then an ordinary key (Escape typed just before it, or Alt with it).
      return (.escape, 1)
    }
  }

  private static let ss3Keys: [UInt8: TerminalKey] = [
    UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
    UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
  ]

  /// `ESC [ <parameters> <final>`: parameters are digits and `;`, the final byte is in
  /// 0x40...0x7E. A sequence longer than 32 bytes without a final byte is bad input.
  private static func csi(in bytes: ArraySlice<UInt8>) -> (TerminalKey, Int)? {
    let start = bytes.startIndex
    var index = start + 2
    while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.endIndex else {
      return bytes.count > 32 ? (.unknown(Array(bytes)), bytes.count) : nil
    }
    let final = bytes[index]
    let length = index - start + 1
    let raw = Array(bytes[start..<(start + length)])
    let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
      .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    let modifier = parameters.count > 1 ? (parameters[1] ?? 1) : 1
    let modified = modifier != 1  // Shift, Alt or Ctrl held (xterm's 1 + bits)
    switch final {
    case UInt8(ascii: "A"): return (.up, length)
    case UInt8(ascii: "B"): return (.down, length)
    case UInt8(ascii: "C"): return (modified ? .wordRight : .right, length)
    case UInt8(ascii: "D"): return (modified ? .wordLeft : .left, length)
    case UInt8(ascii: "H"): return (.home, length)
    case UInt8(ascii: "F"): return (.end, length)
    case UInt8(ascii: "Z"): return (.backTab, length)
    case UInt8(ascii: "~"):
      switch parameters.first ?? nil {
      case 1, 7: return (.home, length)
      case 4, 8: return (.end, length)
      case 3: return (.delete, length)
      case 5: return (.pageUp, length)
      case 6: return (.pageDown, length)
      default: return (.unknown(raw), length)
      }
    default: return (.unknown(raw), length)
    }
  }
}
