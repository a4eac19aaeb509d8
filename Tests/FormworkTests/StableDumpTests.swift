import Testing

@testable import Formwork

/// `state` output that is the same on every run and masks passwords.
@Suite struct StableDumpTests {
  @Test func sortsTheMembersOfSetsAndDictionariesAtAnyDepth() {
    let text = """
      ▿ Root
        ▿ tags: 2 members
          - "b"
          - "a"
        ▿ scores: 2 key/value pairs
          ▿ (2 elements)
            - key: "z"
            - value: 1
          ▿ (2 elements)
            - key: "m"
            - value: 2
        - name: "n"

      """
    #expect(
      stableDump(text, masking: []) == """
        ▿ Root
          ▿ tags: 2 members
            - "a"
            - "b"
          ▿ scores: 2 key/value pairs
            ▿ (2 elements)
              - key: "m"
              - value: 2
            ▿ (2 elements)
              - key: "z"
              - value: 1
          - name: "n"

        """)
  }

  @Test func masksTheValuesOfMaskedFields() {
    let text = "▿ Login\n  - user: \"ann\"\n  - password: \"s3cret\"\n"
    #expect(
      stableDump(text, masking: ["s3cret"])
        == "▿ Login\n  - user: \"ann\"\n  - password: \"•••••\"\n")
    #expect(stableDump(text, masking: []) == text)
  }

  @Test func masksValuesHoldingColonsQuotesAndBackslashes() {
    struct Login {
      var user = "ann"
      var password = #"a: "b\c"#
    }
    var text = ""
    dump(Login(), to: &text)
    let header = text.prefix { $0 != "\n" }
    #expect(
      stableDump(text, masking: [Login().password])
        == header + "\n  - user: \"ann\"\n  - password: \"•••••\"\n")
  }
}
