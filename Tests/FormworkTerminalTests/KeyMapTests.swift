import Formwork
import FormworkExamples
import Testing

@testable import FormworkTerminal

/// A key map a tool sets (`KeyMap.swift`): the standard map is the full screen's keys; a
/// remapped command answers its new keys and no longer its old ones, and the help bar, the
/// messages and `--help` name the new ones; a key a row takes itself stays the row's, and
/// letters stay text where text is typed.
@Suite struct KeyMapTests: InteractiveFormSuite {
  /// quit on ctrl-q, down on tab or j, up on shift-tab or k.
  private var tabKeys: KeyMap {
    var keys = KeyMap()
    keys.quit = [.control("q")]
    keys.next = [.tab, .text("j")]
    keys.previous = [.backTab, .text("k")]
    return keys
  }

  private func form(_ name: String, keys: KeyMap) -> InteractiveForm {
    InteractiveForm(session: (Example.named(name) ?? examples[0]).start(), keyMap: keys)
  }

  @Test func theStandardMapIsTheFullScreensOwnKeys() {
    #expect(KeyMap() == .standard)
    #expect(InteractiveKeys.helpText(keyMap: .standard) == InteractiveKeys.helpText)
    #expect(InteractiveKeys.markdownTable(keyMap: .standard) == InteractiveKeys.markdownTable)
    #expect(InteractiveKeys.bar(for: .row(.toggle), in: .init()) == [
      "space toggle", "↑↓ move", "q quit", "/ filter", "ctrl-z undo", "ctrl-y redo",
    ])
    #expect(InteractiveKeys.bar(for: .row(.text), in: .init(canGoBack: true)) == [
      "type to edit", "enter edit", "↑↓ move", "esc back", "ctrl-d quit", "ctrl-z undo",
      "ctrl-y redo",
    ])
    // ← goes back only where the row does not take it: a switch, not a stepper.
    let toggle = InteractiveKeys.bindings(for: .row(.toggle))
    let stepper = InteractiveKeys.bindings(for: .row(.stepper))
    #expect(toggle.contains { $0.action == .back && $0.matches(.left) })
    #expect(!stepper.contains { $0.action == .back && $0.matches(.left) })
  }

  @Test func aRemappedCommandAnswersItsNewKeysAndNoLongerItsOld() {
    let form = form("catalog", keys: tabKeys)
    let start = screen(form)
    press(form, .down)
    #expect(screen(form).contains("\n↓ does nothing here; the keys it takes are below\n"))
    #expect(form.currentRow?.title == "Text")
    #expect(form.handle(.text("q")) == nil)
    #expect(screen(form).contains("\nq does nothing here; the keys it takes are below\n"))
    press(form, .text("j"))
    #expect(form.currentRow?.title == "Numbers")
    press(form, .text("k"), .tab)
    #expect(form.currentRow?.title == "Numbers")
    press(form, .backTab)
    #expect(screen(form) == start)
    #expect(
      form.helpBar
        == "enter open · shift-tab/tab move · ctrl-q quit · / filter · ctrl-z undo · ctrl-y redo")
    press(form, .escape)
    #expect(screen(form).contains("\nthis is the first screen; ctrl-q quits\n"))
    #expect(state(form, Catalog.self) == Catalog())
    // In the editor too: ctrl-d no longer quits, ctrl-q does.
    press(form, .enter, .enter)
    #expect(form.helpBar == "enter save · shift-tab/tab save, move · esc cancel")
    #expect(form.handle(.control("d")) == nil)
    #expect(form.handle(.control("q")) == .closed)
  }

  @Test func aKeyTheRowTakesStaysTheRowsAndLettersStayText() throws {
    var keys = KeyMap()
    keys.quit = [.text("n"), .control("q")]
    // On a yes-or-no row, n answers no; on a text row, n is typed; elsewhere it quits.
    let confirm = InteractiveKeys.bindings(for: .row(.confirm), keyMap: keys)
    #expect(confirm.first { $0.matches(.text("n")) }?.action == .answer)
    #expect(!confirm.contains { $0.action == .quit && $0.matches(.text("n")) })
    let text = InteractiveKeys.bindings(for: .row(.text), keyMap: keys)
    #expect(text.first { $0.matches(.text("n")) }?.action == .type)
    #expect(text.first { $0.action == .quit }?.keys == [.key(.control("q"))])
    let toggle = InteractiveKeys.bindings(for: .row(.toggle), keyMap: keys)
    #expect(toggle.first { $0.matches(.text("n")) }?.action == .quit)
    // A command left without keys is not offered, nor named.
    keys.filter = []
    #expect(!InteractiveKeys.bindings(for: .row(.toggle), keyMap: keys).contains {
      $0.action == .filter
    })
    #expect(!InteractiveKeys.helpText(keyMap: keys).contains("show only the rows"))
  }

  @Test func theWayAKeyGoesComesFromItsCommand() {
    var keys = KeyMap()
    keys.decrease = [.text("<")]
    keys.increase = [.text(">")]
    keys.first = [.control("a")]
    keys.last = [.control("e")]
    let form = form("catalog", keys: keys)
    press(form, .down, .down, .enter)
    #expect(form.currentRow?.title == "Quantity")
    press(form, .text(">"), .text(">"), .text("<"))
    #expect(state(form, Catalog.self)?.quantity == 2)
    #expect(form.helpBar.hasPrefix("</> step · enter type a value"))
    // ← is no longer the stepper's: it goes back, as on a row that does not take it.
    press(form, .left)
    #expect(state(form, Catalog.self)?.quantity == 2)
    #expect(form.currentRow?.title == "Steppers and sliders")
    press(form, .enter, .control("e"))
    #expect(form.currentRow?.title == "Spiciness")
    press(form, .control("a"))
    #expect(form.currentRow?.title == "Quantity")
  }
}
