import FormworkTerminal
import Testing

/// The line editor: every key, both ends of the line, history and its draft.
@Suite struct LineEditorTests {
  private struct Snapshot: Equatable {
    var text: String
    var cursor: Int
  }

  private func snapshot(_ editor: LineEditor) -> Snapshot {
    Snapshot(text: editor.text, cursor: editor.cursor)
  }

  private func edit(_ keys: [TerminalKey], from text: String = "") -> LineEditor {
    var editor = LineEditor(text: text)
    for key in keys { editor.handle(key) }
    return editor
  }

  @Test func typingInsertsAtTheCursor() {
    #expect(
      snapshot(edit([.text("tggle 1"), .home, .right, .text("o")]))
        == Snapshot(text: "toggle 1", cursor: 2))
    #expect(
      snapshot(edit([.text("ab"), .left, .left, .left, .text("x")]))
        == Snapshot(text: "xab", cursor: 1))
    #expect(
      snapshot(edit([.end, .right, .text("!")], from: "hi")) == Snapshot(text: "hi!", cursor: 3))
  }

  @Test func emacsKeysMoveLikeArrows() {
    let editor = edit(
      [.control("a"), .control("f"), .control("f"), .control("b"), .text("-")], from: "abc")
    #expect(snapshot(editor) == Snapshot(text: "a-bc", cursor: 2))
    #expect(
      snapshot(edit([.home, .control("e"), .text("!")], from: "abc"))
        == Snapshot(text: "abc!", cursor: 4))
  }

  @Test func deletingAtBothEndsDoesNothing() {
    var editor = LineEditor(text: "ab")
    #expect(editor.handle(.delete) == .edited)
    #expect(snapshot(editor) == Snapshot(text: "ab", cursor: 2))
    editor.handle(.backspace)
    #expect(snapshot(editor) == Snapshot(text: "a", cursor: 1))
    editor.handle(.home)
    #expect(editor.handle(.backspace) == .edited)
    #expect(snapshot(editor) == Snapshot(text: "a", cursor: 0))
    editor.handle(.delete)
    #expect(snapshot(editor) == Snapshot(text: "", cursor: 0))
    #expect(editor.handle(.backspace) == .edited)
    #expect(snapshot(editor) == Snapshot(text: "", cursor: 0))
  }

  @Test func wordMovesAndKills() {
    let text = "enter 3  ann@example.com"
    #expect(edit([.wordLeft], from: text).cursor == 21)  // before "com"
    #expect(edit([.home, .wordRight], from: text).cursor == 5)
    #expect(edit([.home, .wordRight, .wordRight], from: text).cursor == 7)
    #expect(
      edit([.wordLeft, .wordLeft, .wordLeft, .wordLeft, .wordLeft, .wordLeft], from: text).cursor
        == 0)
    #expect(edit([.home, .wordLeft], from: text).cursor == 0)
    #expect(edit([.wordRight], from: text).cursor == text.count)
    #expect(
      snapshot(edit([.control("w")], from: text))
        == Snapshot(text: "enter 3  ann@example.", cursor: 21))
    #expect(
      snapshot(edit([.wordLeft, .control("u")], from: text)) == Snapshot(text: "com", cursor: 0))
    #expect(
      snapshot(edit([.home, .wordRight, .control("k")], from: text))
        == Snapshot(text: "enter", cursor: 5))
  }

  @Test func cursorCountsCharactersNotScalars() {
    let editor = edit([.text("e"), .text("\u{301}"), .text("🙂日"), .left, .backspace])
    #expect(snapshot(editor) == Snapshot(text: "é日", cursor: 1))
    #expect(editor.textBeforeCursor == "é")
  }

  @Test func pastedControlCharactersAreDropped() {
    #expect(snapshot(edit([.text("a\tb\u{7F}c")])) == Snapshot(text: "abc", cursor: 3))
    #expect(snapshot(edit([.text("\t")], from: "x")) == Snapshot(text: "x", cursor: 1))
  }

  @Test func enterCommitsAndRemembers() {
    var editor = LineEditor()
    editor.handle(.text("toggle 1"))
    #expect(editor.handle(.enter) == .commit("toggle 1"))
    #expect(snapshot(editor) == Snapshot(text: "", cursor: 0))
    #expect(editor.handle(.enter) == .commit(""))  // empty lines run but are not remembered
    editor.handle(.text("toggle 1"))
    editor.handle(.enter)  // a repeat is remembered once
    editor.handle(.text("back"))
    editor.handle(.enter)
    #expect(editor.history == ["toggle 1", "back"])
  }

  @Test func upAndDownRecallAndKeepTheDraft() {
    var editor = LineEditor()
    for line in ["1", "toggle 2"] {
      editor.handle(.text(line))
      editor.handle(.enter)
    }
    editor.handle(.text("sta"))
    editor.handle(.up)
    #expect(snapshot(editor) == Snapshot(text: "toggle 2", cursor: 8))
    editor.handle(.up)
    editor.handle(.up)  // past the oldest: stays
    #expect(snapshot(editor) == Snapshot(text: "1", cursor: 1))
    editor.handle(.down)
    editor.handle(.down)
    #expect(snapshot(editor) == Snapshot(text: "sta", cursor: 3))  // the draft is back
    editor.handle(.down)  // past the newest: stays
    #expect(snapshot(editor) == Snapshot(text: "sta", cursor: 3))
    editor.handle(.control("p"))
    editor.handle(.text("!"))
    #expect(editor.handle(.enter) == .commit("toggle 2!"))
    #expect(editor.history == ["1", "toggle 2", "toggle 2!"])
  }

  @Test func historyIsBounded() {
    var editor = LineEditor(historyLimit: 2)
    for line in ["a", "b", "c"] {
      editor.handle(.text(line))
      editor.handle(.enter)
    }
    #expect(editor.history == ["b", "c"])
    var none = LineEditor(historyLimit: 0)
    none.handle(.text("a"))
    none.handle(.enter)
    none.handle(.up)
    #expect(none.history == [])
    #expect(snapshot(none) == Snapshot(text: "", cursor: 0))
  }

  @Test func escapeCancelsAndCtrlDEndsWithoutRunningTheLine() {
    var editor = LineEditor(text: "half")
    #expect(editor.handle(.escape) == .cancel)
    #expect(snapshot(editor) == Snapshot(text: "", cursor: 0))
    editor.handle(.text("enter 1 half-typed"))
    #expect(editor.handle(.control("d")) == .endOfInput)
    #expect(snapshot(editor) == Snapshot(text: "", cursor: 0))
    #expect(editor.history == [])
  }

  @Test func callerKeysChangeNothing() {
    var editor = LineEditor(text: "abc")
    editor.handle(.left)
    #expect(editor.handle(.control("c")) == .interrupt)
    #expect(editor.handle(.control("l")) == .clearScreen)
    #expect(editor.handle(.tab) == .ignored)
    #expect(editor.handle(.unknown([0xFF])) == .ignored)
    #expect(editor.handle(.pageUp) == .ignored)
    #expect(snapshot(editor) == Snapshot(text: "abc", cursor: 2))
  }

  @Test func aPasteComesWholeAndANewLineCommitsOrBreaksTheLine() {
    #expect(
      snapshot(edit([.text("ab"), .left, .paste("one\ntwo\r\nthree\tfour")]))
        == Snapshot(text: "aone two three fourb", cursor: 19))
    var line = LineEditor(text: "toggle 1")
    #expect(line.handle(.newline) == .commit("toggle 1"))
    var area = LineEditor(text: "Dear Sir,")
    area.allowsLineBreaks = true
    #expect(area.handle(.newline) == .edited)
    area.handle(.paste("thank you.\r\nBye"))
    #expect(area.text == "Dear Sir,\nthank you.\nBye")
    #expect(area.cursor == area.text.count)
  }
}
