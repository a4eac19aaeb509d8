import Testing

@testable import Formwork

/// Shipped translations load from the bundle by language; a missing language or file
/// loads nothing, and a word the table lacks stays English.
@Suite struct TranslationTableTests {
  @Test func aShippedLanguageLoadsAndAMissingOneDoesNot() throws {
    let german = try #require(TranslationTable.load("de"))
    #expect(german["outOfRange"] == "Muss zwischen %1$@ und %2$@ liegen")
    #expect(TranslationTable.load("xx") == nil)
    #expect(TranslationTable.load("de", file: "Missing") == nil)
  }

  @Test func aWordTheTableLacksStaysEnglish() {
    let table = TranslationTable(entries: ["done": "Fertig"])
    #expect(table["done", "Done"] == "Fertig")
    #expect(table["cancel", "Cancel"] == "Cancel")
    #expect(TranslationTable(entries: [:])["done", "Done"] == "Done")
  }
}
