import Formwork
import Testing

@testable import FormworkTerminal

/// The full-screen front end's key table (`InteractiveKeys.swift`): every key the table
/// takes is in the help text with its explanation; the help bar names what the screen
/// allows; a binding answers its keys and no others; keys and bars are named in the
/// form's words.
@Suite struct InteractiveKeysTests {
  @Test func theHelpTextNamesEveryKeyTheTableTakes() {
    let help = InteractiveKeys.helpText
    for key in [
      "ctrl-y", "ctrl-z", "pgup pgdn", "home end", "d ", "K J", "← → - +", "alt-enter",
      "ctrl-e", "a ", "n ", "/", "esc", "ctrl-c", "ctrl-d", "space",
    ] {
      #expect(help.contains(key), "\(key) is not in --help")
    }
    // Each binding of every row kind is in the help text once, with its explanation.
    for kind in RowKind.allCases {
      for binding in InteractiveKeys.bindings(for: .row(kind)) {
        #expect(help.contains(binding.explanation))
      }
    }
  }

  @Test func theBarNamesWhatTheScreenAllows() {
    let root = InteractiveKeys.bar(for: .row(.toggle), in: .init())
    let nested = InteractiveKeys.bar(for: .row(.toggle), in: .init(canGoBack: true))
    #expect(root.first == "space toggle")
    #expect(!root.contains("esc back"))
    #expect(nested.contains("esc back"))
    #expect(root.contains("ctrl-z undo"))
    // Delete and move only where the list allows them.
    #expect(
      !InteractiveKeys.bar(for: .row(.toggle), in: .init()).contains { $0.contains("delete") })
    #expect(
      InteractiveKeys.bar(for: .row(.toggle), in: .init(canDelete: true)).contains {
        $0.contains("delete")
      })
    // The bar in German.
    let german = InteractiveKeys.bar(
      for: .row(.toggle), in: .init(canGoBack: true), strings: FormStrings(locale: "de"))
    #expect(german.count == nested.count)
    #expect(german != nested)
  }

  @Test func aBindingAnswersItsKeysAndNoOthers() throws {
    let undo = try #require(
      InteractiveKeys.bindings(for: .row(.toggle)).first { $0.does == "undo" })
    #expect(undo.matches(.control("z")))
    #expect(!undo.matches(.control("y")))
    #expect(!undo.matches(.text("z")))
    #expect(KeyPattern.digits.matches(.text("42")))
    #expect(!KeyPattern.digits.matches(.text("4a")))
    #expect(!KeyPattern.digits.matches(.enter))
    #expect(KeyPattern.typing.matches(.text("é")))
    #expect(!KeyPattern.typing.matches(.paste("x")))
    #expect(KeyPattern.paste.matches(.paste("x")))
    #expect(KeyPattern.anyKey.matches(.escape))
    // On a text row, letters are text: no binding of a letter key.
    let text = InteractiveKeys.bindings(for: .row(.text))
    #expect(!text.contains { $0.matches(.text("d")) && $0.does == "delete" })
    #expect(RowKind.text.takesTyping && RowKind.textArea.takesTyping)
    #expect(RowKind.allCases.filter(\.takesTyping) == [.text, .textArea])
  }

  @Test func keysAreNamedInTheFormsWords() {
    #expect(TerminalKey.text(" ").name == "space")
    #expect(TerminalKey.control("z").name == "ctrl-z")
    #expect(TerminalKey.backTab.name == "shift-tab")
    #expect(TerminalKey.left.name == "←")
    let german = FormStrings(locale: "de")
    #expect(TerminalKey.control("z").name(in: german) == "Strg-z")
    #expect(TerminalKey.text(" ").name(in: german) == "Leertaste")
    // Arrows and typed text read the same in every language.
    #expect(TerminalKey.up.name(in: german) == "↑")
    #expect(TerminalKey.text("q").name(in: german) == "q")
    // Arrows join in a bar; other keys are parted by a slash.
    let step = KeyBinding([.key(.left), .key(.right)], "step", "step", .step, barKeys: 2)
    #expect(step.barText == "←→ step")
    let open = KeyBinding([.key(.enter), .key(.right)], "open", "open", .open, barKeys: 2)
    #expect(open.barText == "enter/→ open")
  }
}
