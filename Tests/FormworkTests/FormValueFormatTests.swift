import Foundation
import Testing

@testable import Formwork

/// How values are written and read in a language: the decimal separator, date and time
/// patterns and amounts of money, each read back as it was written and nothing else taken.
@Suite struct FormValueFormatTests {
  private let german = FormValueFormat(
    decimalSeparator: ",", datePattern: "dd.MM.yyyy", timePattern: "HH:mm",
    currencyPattern: "# ¤")

  @Test func numbersAreWrittenAndReadWithTheSeparatorOfTheFormat() {
    #expect(FormValueFormat.fixed.number(1234.5) == "1234.5")
    #expect(german.number(1234.5) == "1234,5")
    #expect(german.number(-3) == "-3")
    #expect(german.parseNumber(" 2,5 ") == 2.5)
    #expect(german.parseNumber("2.5") == nil)
    #expect(german.parseNumber("2,5,1") == nil)
    #expect(FormValueFormat.fixed.parseNumber("2,5") == nil)
    #expect(FormValueFormat.fixed.parseNumber("-0.25") == -0.25)
    #expect(german.sampleNumber == "1234,5")
  }

  @Test func patternsJoinDateAndTimeAndOnlyTheFixedFormatIsFixed() {
    #expect(german.pattern(for: .date) == "dd.MM.yyyy")
    #expect(german.pattern(for: .time) == "HH:mm")
    #expect(german.pattern(for: .dateAndTime) == "dd.MM.yyyy HH:mm")
    #expect(FormValueFormat.fixed.pattern(for: .dateAndTime) == "yyyy-MM-dd HH:mm")
    #expect(FormValueFormat.fixed.isFixed)
    #expect(!german.isFixed)
    var almostFixed = FormValueFormat.fixed
    almostFixed.currencyPattern = "#¤"
    #expect(!almostFixed.isFixed)
  }

  @Test func amountsAreRoundedAndPaddedToTheirDigits() {
    #expect(FormValueFormat.fixed.amount(Decimal(31) / 10, symbol: "€") == "€3.10")
    #expect(german.amount(Decimal(3145) / 1000, symbol: "€") == "3,15 €")
    #expect(german.amount(1200, symbol: "¥", fractionDigits: 0) == "1200 ¥")
    #expect(FormValueFormat.fixed.amount(Decimal(25) / 10, symbol: "$", fractionDigits: 0) == "$3")
    #expect(german.sampleAmount(symbol: "€") == "1234,50 €")
  }

  @Test func amountsTakeTheSymbolOnEitherSideAndRefuseEverythingElse() {
    #expect(german.parseAmount("3,10 €", symbol: "€") == Decimal(string: "3.1"))
    #expect(german.parseAmount("€ 3,1", symbol: "€") == Decimal(string: "3.1"))
    #expect(german.parseAmount("-7", symbol: "€") == -7)
    for refused in ["3.10", "3,101", "3,", ",5", "", "€", "3,1x", "1 000", "+3", "٣"] {
      #expect(german.parseAmount(refused, symbol: "€") == nil, "\(refused)")
    }
    #expect(german.parseAmount("12", symbol: "¥", fractionDigits: 0) == 12)
    #expect(german.parseAmount("12,5", symbol: "¥", fractionDigits: 0) == nil)
  }

  @Test func amountsReadBackWhatTheyShow() throws {
    for format in [FormValueFormat.fixed, FormStrings(locale: "de").values] {
      for text in ["0", "0.01", "-2.5", "1234.56", "99999999999999999999.99"] {
        let value = try #require(Decimal(string: text))
        let shown = format.amount(value, symbol: "€")
        #expect(format.parseAmount(shown, symbol: "€") == value, "\(shown)")
      }
    }
    let hebrew = FormStrings(locale: "he").values
    #expect(hebrew.amount(Decimal(314) / 100, symbol: "₪") == "3.14 ₪")
  }
}
