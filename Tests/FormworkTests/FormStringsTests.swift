import Formwork
import Testing

@Suite struct FormStringsTests {
  @Test func shippedTranslationsLoadFromTheBundle() {
    let german = FormStrings(locale: "de_DE")
    #expect(german.language == "de")
    #expect(german.required == "Pflichtfeld")
    #expect(german.stepOf(2, 4) == "Schritt 2 von 4")
    #expect(german.values.number(3.14) == "3,14")
    let hebrew = FormStrings(locale: "he_IL")
    #expect(hebrew.language == "he")
    #expect(hebrew.isRightToLeft)
    #expect(hebrew.stepOf(2, 4) == "שלב 2 מתוך 4")
  }
}
