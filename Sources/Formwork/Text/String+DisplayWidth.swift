extension String {
  /// The number of terminal columns the text takes: East Asian wide and fullwidth characters
  /// and emoji take two, combining marks and other zero-width characters none, everything
  /// else one. Text from ``escapingInvisibles`` has no control characters left to count.
  ///
  /// ```swift
  /// "Café".displayWidth     // 4
  /// "日本".displayWidth      // 4
  /// "👍🏽 ok".displayWidth   // 5
  /// ```
  public var displayWidth: Int {
    reduce(0) { $0 + $1.displayWidth }
  }

  /// The text with characters that would act on the terminal instead of showing (control
  /// characters, bidirectional overrides and isolates, zero-width spaces) written as escapes:
  /// `\u{202E}`. Joiners and variation selectors inside emoji stay, so emoji show whole.
  ///
  /// ```swift
  /// "abc\u{202E}def".escapingInvisibles   // "abc\\u{202E}def"
  /// ```
  public var escapingInvisibles: String {
    // NB: printable ASCII, most text, is checked byte by byte without Unicode's tables.
    guard !utf8.allSatisfy({ (0x20..<0x7F).contains($0) }),
      unicodeScalars.contains(where: \.isInvisibleControl)
    else { return self }
    var result = ""
    for scalar in unicodeScalars {
      if scalar.isInvisibleControl {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The text padded with spaces at the end to `width` columns.
  package func padded(toDisplayWidth width: Int) -> String {
    let shown = displayWidth
    return shown >= width ? self : self + String(repeating: " ", count: width - shown)
  }
}

extension Character {
  /// The terminal columns the character takes: 0, 1 or 2.
  package var displayWidth: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.allSatisfy(\.isZeroWidth) { return 0 }
    // NB: an emoji shown as a picture (by default or by its variation selector) is wide.
    if first.properties.isEmojiPresentation
      || (first.properties.isEmoji && scalars.contains("\u{FE0F}"))
      || first.isRegionalIndicator
    {
      return 2
    }
    return first.isEastAsianWide ? 2 : 1
  }
}

extension Unicode.Scalar {
  /// Whether the scalar takes no column: a combining mark, a joiner, a variation selector.
  fileprivate var isZeroWidth: Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    case .format: return true
    default: return (0xFE00...0xFE0F).contains(value)
    }
  }

  /// Whether the scalar would act on the terminal rather than show: C0 and C1 controls and
  /// format characters, except the joiner and variation selectors emoji are made with.
  package var isInvisibleControl: Bool {
    if (0x20..<0x7F).contains(value) { return false }
    if value == 0x200D || (0xFE00...0xFE0F).contains(value) { return false }
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  fileprivate var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }

  /// East Asian Wide and Fullwidth characters (Unicode's EastAsianWidth W and F).
  fileprivate var isEastAsianWide: Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}

extension String {
  /// The text cut to at most `width` columns, ending in `…` when cut: `Personal Hotspot` cut
  /// to 8 columns is `Persona…`.
  package func cut(toDisplayWidth width: Int) -> String {
    guard displayWidth > width else { return self }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in self {
      let columns = character.displayWidth
      guard used + columns <= width - 1 else { break }
      result.append(character)
      used += columns
    }
    return result + "…"
  }

  /// The text cut to `width` columns (ending in `…` when cut) and padded to it; ANSI
  /// styling sequences take no columns and are kept whole.
  package func fitted(to width: Int) -> String {
    var pieces: [(text: String, columns: Int)] = []
    var iterator = makeIterator()
    while let character = iterator.next() {
      guard character == "\u{1B}" else {
        pieces.append((String(character), character.displayWidth))
        continue
      }
      var sequence = String(character)
      while let next = iterator.next() {
        sequence.append(next)
        if next.isLetter { break }
      }
      pieces.append((sequence, 0))
    }
    let total = pieces.reduce(0) { $0 + $1.columns }
    guard total > width else {
      return self + String(repeating: " ", count: width - total)
    }
    var result = ""
    var used = 0
    for piece in pieces {
      if piece.columns == 0 {
        result += piece.text
        continue
      }
      guard used + piece.columns <= width - 1 else { break }
      result += piece.text
      used += piece.columns
    }
    let reset = contains("\u{1B}") ? "\u{1B}[0m" : ""
    return result + reset + "…" + String(repeating: " ", count: max(0, width - used - 1))
  }

  /// The text broken into lines of at most `width` columns, at spaces where it can be; a
  /// word longer than a line is broken where it must: `the saved form does not fit` in 12
  /// columns is `the saved`, `form does`, `not fit`.
  package func wrapped(toDisplayWidth width: Int) -> [String] {
    let width = Swift.max(1, width)
    var lines: [String] = []
    var line = ""
    for word in split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let candidate = line.isEmpty ? word : line + " " + word
      if candidate.displayWidth <= width {
        line = candidate
        continue
      }
      if !line.isEmpty { lines.append(line) }
      line = word
      while line.displayWidth > width {
        var head = ""
        var used = 0
        var rest = Substring(line)
        while let character = rest.first, used + character.displayWidth <= width {
          head.append(character)
          used += character.displayWidth
          rest = rest.dropFirst()
        }
        if head.isEmpty, let first = rest.first {
          head = String(first)
          rest = rest.dropFirst()
        }
        lines.append(head)
        line = String(rest)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}

extension String {
  /// The text with spaces before it up to `width` characters (a row's number, right-aligned);
  /// longer text as it is.
  package func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
