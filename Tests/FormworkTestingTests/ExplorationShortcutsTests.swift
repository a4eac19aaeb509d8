import Formwork
import FormworkExamples
import Foundation
import Testing

@testable import FormworkTesting

/// Going back to a configuration by rewinding the driver, and remembering what a snapshot
/// restored, change the work, never the verdict: the default exploration and the plain one
/// (every route replayed, every snapshot restored) report the same, and catch the same
/// broken forms with the same shrunk scripts.
@Suite struct ExplorationShortcutsTests {
  /// Explores a form to depth 2 the default way and the plain way.
  private struct BothWays: ExampleFormVisitor {
    func visit<State>(initial: State, title: String, form: @escaping Form<State>)
      -> (fast: ExplorationReport, plain: ExplorationReport)
    {
      var explorer = FormExplorer(initial: initial, title: title, form: form)
      let fast = explorer.explore(depth: 2, maxConfigurations: .max, maxTransitions: 400)
      explorer.tuning = .plain
      let plain = explorer.explore(depth: 2, maxConfigurations: .max, maxTransitions: 400)
      return (fast, plain)
    }
  }

  @Test func everyExampleAndTheAccountFormExploreTheSameEitherWay() {
    let reports =
      examples.compactMap { $0.visit(BothWays()) }
      + [BothWays().visit(initial: AccountSignup(), title: "Account", form: accountSignupForm)]
    #expect(reports.count == examples.count + 1)
    var replayed = (fast: 0, plain: 0)
    for (fast, plain) in reports {
      #expect(fast.failure == nil, "\(fast.title): \(fast.failure?.description ?? "")")
      #expect(fast.description == plain.description)
      #expect(fast.visited == plain.visited)
      #expect(fast.gestures == plain.gestures)
      #expect(fast.stepsReplayed <= plain.stepsReplayed)
      replayed.fast += fast.stepsReplayed
      replayed.plain += plain.stepsReplayed
    }
    // Most gestures start from a form rewound to where they start, not from a replay.
    #expect(replayed.fast * 4 < replayed.plain)
  }

  // MARK: An undo broken on purpose

  /// Not `Codable`: no snapshot is saved, so the undo check speaks first.
  struct Note: Equatable {
    var text = ""
    var edits = 0
  }

  struct SavedNote: Equatable, Codable {
    var text = ""
    var edits = 0
  }

  /// A form whose counter row writes the state on its update, whenever the text changed
  /// since it last looked: undo takes the text back, and the row counts one more edit.
  private var countingForm: Form<Note> {
    let counter: Element<FormCell, Note> = { context in
      let cell = FormCell(title: "Edits")
      var seen: String?
      return Rendered(element: cell, strongReferences: []) { state in
        cell.detail = String(state.edits)
        if let last = seen, last != state.text { context.change { $0.edits += 1 } }
        seen = state.text
      }
    }
    return sections(
      [
        section([
          controlCell(title: "Text", control: textField(keyPath: \.text)), counter,
        ])
      ], submit: "Save") { _ in }
  }

  @Test func aBrokenUndoIsCaughtTheSameWayEitherWay() throws {
    var explorer = FormExplorer(initial: Note(), title: "Note", form: countingForm)
    let fast = explorer.explore(depth: 3)
    explorer.tuning = .plain
    let plain = explorer.explore(depth: 3)
    let failure = try #require(fast.failure)
    #expect(failure.kind == .undoDidNotRestore)
    #expect(failure.description == plain.failure?.description)
    #expect(failure.shrunk == plain.failure?.shrunk)
    #expect(fast.configurations == plain.configurations)
    #expect(fast.transitions == plain.transitions)
  }

  // MARK: Snapshots

  @Test func aSnapshotSeenBeforeIsComparedWithoutRestoringIt() {
    // Moving the focus changes the configuration, not the snapshot: the same JSON again.
    let remembered = WalkProfile()
    let restored = WalkProfile()
    var explorer = FormExplorer(initial: SavedNote(), title: "Note", form: plainNoteForm)
    var tuning = WalkTuning()
    tuning.profile = remembered
    explorer.tuning = tuning
    let fast = explorer.explore(depth: 2)
    tuning = .plain
    tuning.profile = restored
    explorer.tuning = tuning
    let plain = explorer.explore(depth: 2)
    #expect(fast.failure == nil)
    #expect(fast.description == plain.description)
    #expect(restored.counts[.restores] == plain.configurations)
    let restores = remembered.counts[.restores] ?? 0
    #expect(restores > 0)
    #expect(restores < fast.configurations)
  }

  private var plainNoteForm: Form<SavedNote> {
    sections(
      [
        section([
          controlCell(title: "Text", control: textField(keyPath: \.text)),
          controlCell(title: "Edits", control: stepper(keyPath: \.edits, range: 0...2)),
        ])
      ], submit: "Save") { _ in }
  }
}

