import Formwork
import Testing

@testable import FormworkTerminal

/// Columns line up for emoji, CJK and combining characters, and invisible characters in
/// user text are shown escaped, never sent raw to the terminal.
@Suite struct StringDisplayWidthTests {
  @Test func widthsCountTerminalColumns() {
    #expect("Wi-Fi".displayWidth == 5)
    #expect("Cafe\u{301}".displayWidth == 4)
    #expect("日本語".displayWidth == 6)
    #expect("한국".displayWidth == 4)
    #expect("👍".displayWidth == 2)
    #expect("👍🏽".displayWidth == 2)
    #expect("👨‍👩‍👧".displayWidth == 2)
    #expect("🇫🇷".displayWidth == 2)
    #expect("❤️".displayWidth == 2)
    #expect("ｆｕｌｌ".displayWidth == 8)
    #expect("".displayWidth == 0)
  }

  @Test func invisibleCharactersAreEscaped() {
    #expect("abc\u{202E}def".escapingInvisibles == "abc\\u{202E}def")
    #expect("a\u{0007}b\u{200B}c\u{2066}".escapingInvisibles == "a\\u{7}b\\u{200B}c\\u{2066}")
    #expect("line\u{2028}break".escapingInvisibles == "line\\u{2028}break")
    // Emoji keep their joiners and variation selectors.
    #expect("👨‍👩‍👧 ❤️".escapingInvisibles == "👨‍👩‍👧 ❤️")
    #expect("plain".escapingInvisibles == "plain")
  }

  @Test func columnsAlignOnAScreenWithWideAndInvisibleTitles() {
    struct Mixed: Equatable {
      var a = false
      var b = "🎉"
      var c = false
    }
    let form: Form<Mixed> = sections([
      section(
        [
          controlCell(title: "日本語", control: toggle(keyPath: \.a)),
          controlCell(title: "Party 🎉", control: textField(keyPath: \.b)),
          controlCell(title: "e\u{301}vil\u{202E}txt", control: toggle(keyPath: \.c)),
        ], header: "Mixed \u{1B}[31m")
    ])
    let driver = FormDriver(initial: Mixed(), title: "Mixed", build: form)
    #expect(
      ScreenRenderer().render(driver) == """
        Mixed

          ── Mixed \\u{1B}[31m ──
          1  日本語           [off]
          2  Party 🎉         [🎉]
          3  évil\\u{202E}txt  [off]

        """)
  }
}
