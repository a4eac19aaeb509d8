import Foundation
import Testing

@testable import Formwork

@Suite struct ValidationRuleTests {
  private struct Account {
    var password = "s3cret!!"
    var limit = 3
  }

  private let state = Account()

  /// The messages of `rule` for each value, `nil` where the value passes.
  private func results<Value>(
    _ rule: ValidationRule<Account, Value>, _ values: [Value]
  ) -> [String?] {
    values.map { rule.check($0, state) }
  }

  @Test func requiredRejectsOnlyEmptyValues() {
    #expect(results(.required(), ["", " ", "a"]) == ["Required", nil, nil])
    #expect(results(.required(message: "Pick one"), [[Int](), [1]]) == ["Pick one", nil])
  }

  @Test func lengthsCountCharactersAndLeaveEmptyToRequired() {
    #expect(
      results(.minLength(3), ["", "ab", "abc", "äöü"])
        == [nil, "Must be at least 3 characters", nil, nil])
    #expect(
      results(.maxLength(3), ["", "abc", "abcd"]) == [nil, nil, "Must be at most 3 characters"])
    #expect(results(.maxLength(1, message: "One letter"), ["ab"]) == ["One letter"])
  }

  @Test func emailNeedsALocalPartAndADottedDomain() {
    let valid = ["", "a@b.co", "first.last+tag@mail.example.org"]
    let invalid = ["a", "a@", "@b.co", "a@b", "a@@b.co", "a b@c.de", "a@b..co", "a@-b.co"]
    #expect(results(.email(), valid) == valid.map { _ in nil })
    #expect(results(.email(), invalid) == invalid.map { _ in "Not a valid email address" })
  }

  @Test func urlNeedsHttpAndAHost() {
    let valid = ["", "https://example.com", "http://localhost:8080/a?b#c", "HTTPS://a.b/c"]
    let invalid = [
      "example.com", "ftp://a.b", "https://", "https://a", "https://a.b:0", "https://a .b",
    ]
    #expect(results(.url(), valid) == valid.map { _ in nil })
    #expect(
      results(.url(), invalid) == invalid.map { _ in "Not a valid URL (http:// or https://)" })
  }

  @Test func numberInRangeParsesTheText() {
    #expect(
      results(.number(in: 13...120), ["", "13", " 42 ", "120", "12", "121", "4x", "1e400", "nan"])
        == [
          nil, nil, nil, nil, "Must be a number from 13 to 120", "Must be a number from 13 to 120",
          "Must be a number from 13 to 120", "Must be a number from 13 to 120",
          "Must be a number from 13 to 120",
        ])
    #expect(results(.number(in: 0.5...1.5), ["2"]) == ["Must be a number from 0.5 to 1.5"])
  }

  @Test func rangeWorksOnAnyComparable() {
    #expect(
      results(.range(1...8), [0, 1, 8, 9]) == [
        "Must be from 1 to 8", nil, nil, "Must be from 1 to 8",
      ])
    #expect(results(.range(1...8, message: "1 to 8 guests"), [9]) == ["1 to 8 guests"])
  }

  /// Fractional bounds read as the driver writes numbers: `23`, not `23.0`; `0,5` in German.
  @Test func aRangesFractionalBoundsReadInTheDriversNumberFormat() {
    let rule = ValidationRule<Account, Double>.range(0.5...23)
    #expect(rule.check(30, state) == "Must be from 0.5 to 23")
    let german = FormStrings(locale: "de")
    #expect(rule.localized(german).check(30, state) == german.outOfRange("0,5", "23"))
    #expect(german.outOfRange("0,5", "23") != "Must be from 0.5 to 23")
    let amount = ValidationRule<Account, Decimal>.range(5...50.25)
    #expect(amount.check(60, state) == "Must be from 5 to 50.25")
  }

  @Test func matchesTheWholeTextAgainstARegex() {
    let rule = ValidationRule<Account, String>.matches("[a-z0-9_]+")
    #expect(
      results(rule, ["", "bob_1", "Bob", "bob!"]) == [
        nil, nil, "Must match [a-z0-9_]+", "Must match [a-z0-9_]+",
      ])
    // A pattern that does not compile fails every non-empty value, with its message.
    #expect(results(.matches("(", message: "Bad pattern"), ["a"]) == ["Bad pattern"])
  }

  @Test func switchesMustBeOn() {
    #expect(results(.isOn(), [false, true]) == ["Must be on", nil])
  }

  @Test func customRulesTestValuesAndOtherFields() {
    let even = ValidationRule<Account, Int>.custom("Must be even") { $0 % 2 == 0 }
    #expect(results(even, [1, 2]) == ["Must be even", nil])
    let underLimit = ValidationRule<Account, Int>.custom("Over the limit", reading: \.limit) {
      $0 <= $1
    }
    #expect(results(underLimit, [3, 4]) == [nil, "Over the limit"])
    #expect(underLimit.reads?(state) == AnyHashable(3))
    #expect(even.reads == nil)
    let message = ValidationRule<Account, String> { value, account in
      value == account.password ? "Choose a new password" : nil
    }
    #expect(results(message, ["s3cret!!", "other"]) == ["Choose a new password", nil])
  }

  @Test func equalsComparesWithAnotherField() {
    #expect(results(.equals(\.password), ["s3cret!!", "s3cret"]) == [nil, "Does not match"])
    #expect(
      results(.equals(\.password, message: "Passwords differ"), ["x"]) == ["Passwords differ"])
  }
}
