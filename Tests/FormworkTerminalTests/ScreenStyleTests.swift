import Formwork
import Testing

@testable import FormworkTerminal

/// How a screen is styled: plain off a terminal or with `NO_COLOR`, ANSI colours on one,
/// a high-contrast theme on request, and no escape codes around empty text.
@Suite struct ScreenStyleTests {
  @Test func styleIsPlainOffATerminalOrWithNoColor() {
    #expect(ScreenStyle.automatic(isTerminal: true, noColor: nil) == .ansi)
    #expect(ScreenStyle.automatic(isTerminal: true, noColor: "") == .ansi)
    #expect(ScreenStyle.automatic(isTerminal: true, noColor: "1") == .plain)
    #expect(ScreenStyle.automatic(isTerminal: false, noColor: nil) == .plain)
    #expect(ScreenStyle.automatic(isTerminal: true, noColor: nil, term: "dumb") == .plain)
    #expect(ScreenStyle.automatic(isTerminal: true, noColor: nil, term: "xterm") == .ansi)
    // A descriptor that is no terminal at all.
    #expect(ScreenStyle.automatic(fileDescriptor: -1, environment: [:]) == .plain)
  }

  @Test func themesAreChosenByNameAndPlainStaysPlain() {
    #expect(ScreenStyle.themeNames == ["standard", "high-contrast"])
    #expect(ScreenStyle.ansi.theme("standard") == .ansi)
    #expect(ScreenStyle.ansi.theme("high-contrast") == .highContrast)
    #expect(ScreenStyle.highContrast.theme("standard") == .ansi)
    #expect(ScreenStyle.plain.theme("high-contrast") == .plain)
    #expect(ScreenStyle.ansi.theme("neon") == nil)
    #expect(ScreenStyle.plain.theme("") == nil)
  }

  @Test func eachStyleWrapsTextInItsCodesAndLeavesEmptyTextAlone() {
    #expect(ScreenStyle.plain.apply(.error, to: "Required") == "Required")
    #expect(ScreenStyle.ansi.apply(.error, to: "Required") == "\u{1B}[1;31mRequired\u{1B}[0m")
    #expect(ScreenStyle.ansi.apply(.detail, to: "20") == "\u{1B}[36m20\u{1B}[0m")
    #expect(ScreenStyle.ansi.apply(.cursor, to: "a") == "a")
    #expect(ScreenStyle.highContrast.apply(.cursor, to: "a") == "\u{1B}[7ma\u{1B}[0m")
    #expect(
      ScreenStyle.highContrast.apply(.error, to: "Required") == "\u{1B}[1;97;41mRequired\u{1B}[0m")
    #expect(ScreenStyle.ansi.apply(.header, to: "") == "")
  }
}
