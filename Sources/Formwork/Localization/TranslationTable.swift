import Foundation

/// One language's words, loaded from the package's `<language>.lproj/Formwork.strings`
/// through Foundation (`Bundle.module`), on Apple platforms and Linux alike.
struct TranslationTable {
  let entries: [String: String]

  /// The entry for `key`, or `english` when the table has none.
  subscript(key: String, english: String) -> String {
    entries[key] ?? english
  }

  /// The entry for `key` (or `english`) as a message filled with one value.
  func filling(_ key: String, _ english: String) -> (String) -> String {
    let template = self[key, english]
    return { fill(template, $0) }
  }

  /// The entry for `key` (or `english`) as a message filled with two values.
  func filling(pair key: String, _ english: String) -> (String, String) -> String {
    let template = self[key, english]
    return { fill(template, $0, $1) }
  }

  /// The entry for `key` (or `english`) as a message filled with a count.
  func filling(count key: String, _ english: String) -> (Int) -> String {
    let template = self[key, english]
    return { fill(template, String($0)) }
  }

  /// The entries of `language`'s strings file `file` (`Formwork`: the table's words;
  /// `Phrases`: front ends' words by their English text); `nil` when the package has none.
  static func load(_ language: String, file: String = "Formwork") -> [String: String]? {
    guard
      let url = Bundle.module.url(
        forResource: file, withExtension: "strings", subdirectory: nil,
        localization: language),
      let data = try? Data(contentsOf: url),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
    else { return nil }
    return plist as? [String: String]
  }
}
