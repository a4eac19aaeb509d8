import Testing

@testable import Formwork

/// The text field on its own (`TextTests` and `ControlsTests` drive it in rows): its kind
/// says whether its text is masked (how text is typed is FormworkSwiftUI's, `FormRowTests`),
/// and an entry is refused by its own check or by the form's write, the text kept visible
/// either way.
@Suite struct TextFieldTests {
  @Test func settingTheKindSetsMasking() {
    let field = TextField(text: "abc")
    field.kind = .password
    #expect(field.isSecure && field.textDescription == "[•••]")
    field.kind = .account
    #expect(!field.isSecure && field.textDescription == "[abc]")
  }

  @Test func everyKindSaysWhetherItsTextIsMasked() {
    let kinds = TextField.Kind.allCases
    #expect(kinds.count == 9)
    #expect(kinds.filter(\.isSecure) == [.password])
  }

  @Test func anEntryIsRefusedByTheWrite() {
    let field = TextField(text: "ada", placeholder: "Handle")
    var committed: [String] = []
    field.didCommit = { committed.append($0) }
    field.write = { text, _ in
      guard text != "taken" else { return false }
      field.text = text
      return true
    }
    #expect(!field.enter("taken"))
    #expect(field.textDescription == "[ada]")
    #expect(field.enter("grace"))
    #expect(field.enter(""))
    #expect(field.textDescription == "[<Handle>]")
    #expect(committed == ["grace", ""])
    field.isEnabled = false
    #expect(!field.enter("x"))
    #expect(field.textDescription == "[<Handle>]")
  }
}
