import Foundation
import Testing

@testable import Formwork

/// Rows that hold a control or open a screen: the control row carries its hint and
/// alignment; nested forms behind `detailTextCell` and `nestedTextField` are defined when
/// first needed, not when the root form is written or built.
@Suite struct CellsTests {
  private struct Profile: Equatable {
    var names: [String] = Array(repeating: "", count: 1_000)
    var note = ""
  }

  /// Counts the nested forms defined.
  private final class Definitions {
    var count = 0
  }

  private func nameForm(_ index: Int, _ definitions: Definitions) -> Form<Profile> {
    definitions.count += 1
    return sections([
      section([controlCell(title: "Name", control: textField(keyPath: \.names[index]))])
    ])
  }

  private func rootForm(rows: Int, _ definitions: Definitions) -> Form<Profile> {
    sections([
      section(
        (0..<rows).map { index in
          detailTextCell(
            title: "Person \(index)", keyPath: \.names[index],
            form: nameForm(index, definitions))
        }
          + [nestedTextField(title: "Note", keyPath: \.note)])
    ])
  }

  @Test func aRootFormDefinesNoNestedFormUntilOneIsNeeded() throws {
    let definitions = Definitions()
    let form = rootForm(rows: 1_000, definitions)
    #expect(definitions.count == 0)
    let driver = FormDriver(initial: Profile(), title: "People", build: form)
    #expect(driver.topScreen.sections[0].cells.count == 1_001)
    #expect(definitions.count == 0)
    // Opening one row defines its form, once: a second visit reuses the definition.
    #expect(driver.topScreen.sections[0].cells[2].tap())
    #expect(definitions.count == 1)
    let field = try #require(driver.topScreen.sections[0].cells[0].control as? TextField)
    #expect(field.enter("Ada"))
    #expect(driver.state.names[2] == "Ada")
    driver.pop()
    #expect(driver.topScreen.sections[0].cells[2].detail == "Ada")
    #expect(driver.topScreen.sections[0].cells[2].tap())
    #expect(definitions.count == 1)
    driver.pop()
    // The whole form's fields need every nested form: each is defined once.
    #expect(driver.validationErrors.isEmpty)
    #expect(definitions.count == 1_000)
    #expect(driver.validationErrors.isEmpty)
    #expect(definitions.count == 1_000)
  }

  @Test func usingANestedFormAgainCostsTheSame() throws {
    // Found by exploring the examples (FormExplorer builds one form value thousands of
    // times): each use of a lazily defined form wrapped the kept definition once more, so
    // every later build ran through a longer chain of wrappers, without end.
    final class Depths {
      var seen: [Int] = []
    }
    let depths = Depths()
    let nested: Form<Profile> = { context in
      depths.seen.append(Thread.callStackSymbols.count)
      return sections([section([nestedTextField(title: "Note", keyPath: \.note)])])(context)
    }
    let form: Form<Profile> = sections([
      section([detailTextCell(title: "Notes", keyPath: \.note, form: nested)])
    ])
    for _ in 0..<3 {
      let driver = FormDriver(initial: Profile(), title: "Profile", build: form)
      #expect(driver.topScreen.sections[0].cells[0].tap())
    }
    #expect(depths.seen.count == 3)
    #expect(Set(depths.seen).count == 1)
  }

  @Test func aNestedTextFieldEditsItsStringOnItsOwnScreen() throws {
    let driver = FormDriver(
      initial: Profile(), title: "People", build: rootForm(rows: 1, Definitions()))
    #expect(driver.topScreen.sections[0].cells[1].tap())
    #expect(driver.topScreen.title == "Note")
    let field = try #require(driver.topScreen.sections[0].cells[0].control as? TextField)
    #expect(field.enter("hello"))
    driver.pop()
    #expect(driver.state.note == "hello")
    #expect(driver.topScreen.sections[0].cells[1].detail == "hello")
  }

  @Test func aControlRowCarriesItsControlHintAndAlignment() throws {
    struct Note: Equatable { var text = "" }
    let form: Form<Note> = sections([
      section([
        controlCell(
          title: "Note", control: textField(keyPath: \.text), leftAligned: true,
          hint: "Shown to the courier"),
        controlCell(title: "Plain", control: textField(keyPath: \.text)),
      ])
    ])
    let driver = FormDriver(initial: Note(), title: "Note", build: form)
    let note = driver.topScreen.visibleCells[0]
    let plain = driver.topScreen.visibleCells[1]
    #expect(note.isControlLeftAligned && note.hint == "Shown to the courier")
    #expect(!plain.isControlLeftAligned && plain.hint == nil)
    let field = try #require(note.control as? TextField)
    #expect(field.cell === note)
    #expect(field.enter("ring twice"))
    #expect(driver.state == Note(text: "ring twice"))
    #expect((plain.control as? TextField)?.text == "ring twice")
  }
}
