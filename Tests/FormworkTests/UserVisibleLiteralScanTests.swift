import Foundation
import Testing

/// No user-visible word stays in the core library outside ``FormStrings``: a scan of
/// `Sources/Formwork` for string literals that read as words (a phrase, or one capitalised
/// word), with an allow-list of what users do not read as the form's text.
@Suite struct UserVisibleLiteralScanTests {
  /// Files whose literals are not the form's words, and why.
  static let allowedFiles: [String: String] = [
    // The table itself: English defaults.
    "Localization/FormStrings.swift": "the table of words",
    "Localization/TranslationTable.swift": "resource names",
    // NB: not yet routed through FormStrings (issue 30's report lists them): the REPL's
    // command-language messages, the persistence errors, the postal address's titles.
    "Gestures/GestureTarget.swift": "gesture errors (command language), not yet translated",
    "Gestures/Gesture.swift": "the command language's own words",
    "Persistence/FormSnapshot.swift": "persistence errors for the app, not yet translated",
    "Combinators/PostalAddress.swift": "a postal address's titles, not yet translated",
    "Driver/FormDriver.swift": "a feedback-loop error for the developer",
    "Engine/KeyPathShapes.swift": "key path descriptions, never shown",
  ]

  /// Literals that read as words but are not: formats and symbols.
  static let allowedLiterals: Set<String> = ["yyyy-MM-dd HH:mm", "H:mm", "<computed "]

  struct Finding: Equatable, CustomStringConvertible {
    var file: String
    var line: Int
    var literal: String
    var description: String { "\(file):\(line): \"\(literal)\"" }
  }

  /// The literals of `source` (outside comments) that read as user-visible words.
  static func scan(_ source: String, file: String) -> [Finding] {
    var findings: [Finding] = []
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
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

  static var sourceRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/Formwork")
  }

  @Test func coreHasNoStrayUserVisibleLiteral() throws {
    let root = Self.sourceRoot
    let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap {
      $0 as? String
    }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 50)
    var findings: [Finding] = []
    for file in files.sorted() where Self.allowedFiles[file] == nil {
      let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      findings += Self.scan(source, file: file)
    }
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
      """#
    #expect(
      Self.scan(source, file: "X.swift").map(\.literal) == [
        "Required", "Step  of ", "( to fix)",
      ])
  }
}
