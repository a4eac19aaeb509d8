import Foundation
import Testing

@testable import Formwork
@testable import FormworkTerminal

/// No user-visible word stays in the library outside ``FormStrings``: a scan of
/// `Sources/Formwork` and `Sources/FormworkTerminal` for string literals that read as words (a
/// phrase, or one capitalised word), with an allow-list of what users do not read as the
/// form's text. A literal that is the English key of a phrase (the first argument of
/// `phrase(…)`, or of `CommandError(phrase:…)`) goes through the table, so it is not stray.
@Suite struct UserVisibleLiteralScanTests {
  /// Files whose literals are not the form's words, and why, by source folder.
  static let allowedFiles: [String: [String: String]] = [
    "Formwork": [
      // The table itself: English defaults.
      "Localization/FormStrings.swift": "the table of words",
      "Localization/TranslationTable.swift": "resource names",
      "Gestures/Gesture.swift": "the command language's own words (what users type)",
      "Engine/KeyPathShapes.swift": "key path descriptions, never shown",
    ],
    "FormworkTerminal": [
      "Interactive/InteractiveKeys.swift":
        "the key table: its words are phrases' English keys, translated where shown"
        + " (barText(in:), helpText(in:)); phrasesOfTheKeyTableAreTranslated checks them",
      "Platform.swift": "a compile-time error for a platform without a C library",
    ],
  ]

  /// Literals that read as words but are not: formats, symbols, the command language's usage.
  static let allowedLiterals: Set<String> = [
    "yyyy-MM-dd HH:mm", "H:mm", "<computed ",
    // NB: usages are the command language, which stays English (its words are what one types).
    "enter <n> <text>", "select <n> <option>", " members", " key/value pairs",
    // NB: an example title inside the REPL's help text, which is translated whole.
    "Personal Hotspot",
  ]

  struct Finding: Equatable, CustomStringConvertible {
    var file: String
    var line: Int
    var literal: String
    var description: String { "\(file):\(line): \"\(literal)\"" }
  }

  /// The literals of `source` (outside comments) that read as user-visible words, those that
  /// are phrases' keys left out.
  static func scan(_ source: String, file: String) -> [Finding] {
    var findings: [Finding] = []
    for (index, line) in blankingPhraseKeys(source)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let code = line.trimmingCharacters(in: .whitespaces)
      guard !code.hasPrefix("//") else { continue }
      for literal in literals(in: String(code.split(separator: "//").first ?? ""))
      where readsAsWords(literal) && !allowedLiterals.contains(literal) {
        findings.append(Finding(file: file, line: index + 1, literal: literal))
      }
    }
    return findings
  }

  /// `source` with the literals of every phrase's key emptied (`phrase("no row %@")` becomes
  /// `phrase("")`): the literals of the first argument after `phrase(` or `phrase: `, joined
  /// by `+` over any lines.
  static func blankingPhraseKeys(_ source: String) -> String { phraseKeys(source).blanked }

  /// The English keys of the phrases `source` writes, and `source` with them emptied.
  static func phraseKeys(_ source: String) -> (keys: [String], blanked: String) {
    var characters = Array(source)
    var keys: [String] = []
    let openers = [Array("phrase("), Array("phrase: ")]
    let escapes: [Character: Character] = ["n": "\n", "t": "\t"]
    var index = 0
    while index < characters.count {
      guard let opener = openers.first(where: { characters[index...].starts(with: $0) }) else {
        index += 1
        continue
      }
      var position = index + opener.count
      var key: String?
      while true {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
        guard position < characters.count, characters[position] == "\"" else { break }
        position += 1
        var text = key ?? ""
        while position < characters.count, characters[position] != "\"" {
          if characters[position] == "\\", position + 1 < characters.count {
            characters[position] = " "
            position += 1
            text.append(escapes[characters[position]] ?? characters[position])
          } else {
            text.append(characters[position])
          }
          characters[position] = " "
          position += 1
        }
        key = text
        position += 1
        while position < characters.count, characters[position].isWhitespace { position += 1 }
        guard position < characters.count, characters[position] == "+" else { break }
        position += 1
      }
      if let key { keys.append(key) }
      index = position
    }
    return (keys, String(characters))
  }

  /// The contents of the double-quoted literals on one line, interpolations left out.
  static func literals(in line: String) -> [String] {
    var result: [String] = []
    var current: String?
    var depth = 0
    var escaped = false
    var previous: Character = " "
    for character in line {
      defer { previous = character }
      guard var text = current else {
        if character == "\"" { current = "" }
        continue
      }
      if depth > 0 {
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        continue
      }
      if escaped {
        escaped = false
        if character == "(" { depth = 1 } else { text.append(character) }
        current = text
        continue
      }
      switch character {
      case "\\": escaped = true
      case "\"":
        result.append(text)
        current = nil
        continue
      default: text.append(character)
      }
      current = text
      _ = previous
    }
    return result
  }

  /// A phrase (two words of letters), or one capitalised word: `Fix first`, `Done`.
  static func readsAsWords(_ literal: String) -> Bool {
    let words = literal.split(whereSeparator: { !$0.isLetter })
    let long = words.filter { $0.count >= 2 }
    if long.count >= 2, literal.contains(" ") { return true }
    guard let word = words.first, words.count == 1, word.count >= 3 else { return false }
    return word.first?.isUppercase == true && word.dropFirst().allSatisfy(\.isLowercase)
      && literal == String(word)
  }

  static func sourceRoot(_ folder: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/" + folder)
  }

  /// The Swift files under `Sources/<folder>`, relative to it.
  static func files(in folder: String) throws -> [String] {
    try #require(FileManager.default.enumerator(atPath: sourceRoot(folder).path)).compactMap {
      $0 as? String
    }.filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// The stray literals of the folder's files, allowed files left out.
  static func findings(in folder: String) throws -> [Finding] {
    var findings: [Finding] = []
    for file in try files(in: folder) where allowedFiles[folder]?[file] == nil {
      let url = sourceRoot(folder).appendingPathComponent(file)
      findings += scan(try String(contentsOf: url, encoding: .utf8), file: file)
    }
    return findings
  }

  @Test func coreHasNoStrayUserVisibleLiteral() throws {
    #expect(try Self.files(in: "Formwork").count > 50)
    let findings = try Self.findings(in: "Formwork")
    #expect(findings == [], "\(findings.map(\.description).joined(separator: "\n"))")
  }

  @Test func terminalHasNoStrayUserVisibleLiteral() throws {
    #expect(try Self.files(in: "FormworkTerminal").count > 15)
    let findings = try Self.findings(in: "FormworkTerminal")
    #expect(findings == [], "\(findings.map(\.description).joined(separator: "\n"))")
  }

  /// The scan finds what it is for: a default message, a row's word, an interpolated phrase;
  /// and leaves comments, formats and identifiers alone.
  @Test func scanFindsWordsAndLeavesTheRest() {
    let source = #"""
      public static func required(message: String = "Required") -> Self {
      let footer = "Step \(position) of \(count)"
      /// Shows "Fix first" in a comment.
      let key = "values.datePattern"; let format = "yyyy-MM-dd"; let x = "a"
      cell.detail = "(\(errors.count) to fix)" // "ignored comment"
      note = strings.phrase("no row %@ on this screen", "8") + "Not routed"
      throw CommandError(
        phrase: "the line is longer"
          + " than %@ bytes", count, "Also not")
      """#
    #expect(
      Self.scan(source, file: "X.swift").map(\.literal) == [
        "Required", "Step  of ", "( to fix)", "Not routed", "Also not",
      ])
  }

  /// Every phrase the sources write has its entry in each shipped translation's
  /// `Phrases.strings`, and no entry is left over from a phrase no longer written.
  @Test func everyPhraseOfTheSourcesIsTranslated() throws {
    var keys: Set<String> = []
    for folder in ["Formwork", "FormworkTerminal"] {
      for file in try Self.files(in: folder) {
        let url = Self.sourceRoot(folder).appendingPathComponent(file)
        keys.formUnion(Self.phraseKeys(try String(contentsOf: url, encoding: .utf8)).keys)
      }
    }
    #expect(keys.count > 100)
    #expect(keys.contains("no row %@ on this screen; %@"))
    keys.formUnion(Self.keyTableWords)
    keys.formUnion([Command.helpText, AccessibleForm.help])
    for language in ["de", "he"] {
      let phrases = FormStrings(locale: language).phrases
      let missing = keys.filter { phrases[$0] == nil }.sorted()
      #expect(missing == [], "\(language) lacks: \(missing)")
      let unused = phrases.keys.filter { !keys.contains($0) }.sorted()
      #expect(unused == [], "\(language) has unused: \(unused)")
    }
  }

  /// The words of the key table: what each binding does and its explanation, the places and
  /// the keys' names (`key <name>`), as the help bar and the help text show them.
  static var keyTableWords: Set<String> {
    var words: Set<String> = []
    let modes: [InteractiveKeys.Mode] =
      RowKind.allCases.map { .row($0) } + [
        .editing(lines: false), .editing(lines: true), .filtering, .confirming,
      ]
    for mode in modes {
      for binding in InteractiveKeys.bindings(for: mode) {
        words.formUnion([binding.does, binding.explanation])
        for pattern in binding.keys {
          switch pattern {
          case .key(.text(let text)) where text != " ": break
          case .key(.up), .key(.down), .key(.left), .key(.right): break
          case .key(.control): words.insert("key ctrl-%@")
          default: words.insert("key " + pattern.name)
          }
        }
      }
    }
    words.formUnion(RowKind.allCases.map(\.place))
    let help = InteractiveKeys.helpText
    for line in help.split(separator: "\n") where !line.hasPrefix("    ") {
      words.insert(String(line.dropFirst(2).dropLast()))
    }
    return words
  }
}
