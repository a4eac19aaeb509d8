import Testing

@testable import Formwork

/// Typed text is read without the whitespace around it, and only that.
@Suite struct StringTrimmingTests {
  @Test func onlyTheWhitespaceAroundTheTextGoes() {
    #expect(" 42 ".trimmingSpaces() == "42")
    #expect("\t1 234\n".trimmingSpaces() == "1 234")
    #expect("\u{00A0}3,5\u{2003}".trimmingSpaces() == "3,5")
    #expect("   ".trimmingSpaces() == "")
    #expect("".trimmingSpaces() == "")
    #expect("é ".trimmingSpaces() == "é")
    #expect("a".trimmingSpaces() == "a")
  }
}
