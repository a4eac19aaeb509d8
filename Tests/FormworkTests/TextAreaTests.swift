import Testing

@testable import Formwork

/// The text area on its own (`TextTests` drives it in rows): typed `\n` starts a new line,
/// `\\` is a backslash, any other backslash stays as typed; lines show joined by `↵`.
@Suite struct TextAreaTests {
  @Test func escapesBecomeLineBreaksAndBackslashes() {
    let area = TextArea(placeholder: "Notes")
    var committed: [String] = []
    area.didCommit = { committed.append($0) }
    #expect(area.textDescription == "[<Notes>]")
    #expect(area.enter(#"one\ntwo\\n\tthree\"#))
    #expect(area.text == "one\ntwo\\n\\tthree\\")
    #expect(area.lines == ["one", #"two\n\tthree\"#])
    #expect(area.textDescription == #"[one↵two\n\tthree\]"#)
    #expect(area.editingText == area.text)
    #expect(area.enter(#"\n\n"#))
    #expect(area.lines == ["", "", ""])
    #expect(area.textDescription == "[↵↵]")
    #expect(committed == ["one\ntwo\\n\\tthree\\", "\n\n"])
  }

  @Test func aRefusedWriteCommitsNothing() {
    let area = TextArea(text: "short")
    var committed: [String] = []
    area.didCommit = { committed.append($0) }
    area.write = { text, _ in text.count <= 5 }
    #expect(!area.enter("far too long"))
    #expect(area.enter("ok"))
    #expect(committed == ["ok"])
  }

  @Test func aDisabledAreaTakesNoText() {
    let area = TextArea(text: "kept")
    area.isEnabled = false
    #expect(!area.enter("new"))
    #expect(area.textDescription == "[kept]")
  }
}
