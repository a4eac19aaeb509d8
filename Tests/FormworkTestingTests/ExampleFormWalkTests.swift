import Formwork
import FormworkExamples
import FormworkTerminal
import FormworkTesting
import Testing

/// Random walks over every example form `formwork-demo` runs: 200 seeded walks of 50 steps
/// each, checking consistency, refusals and feedback loops after every step.
@Suite struct ExampleFormWalkTests {
  /// Walks a form whatever its state type.
  private struct Walk: ExampleFormVisitor {
    var walks = 200

    func visit<State>(
      initial: State, title: String, form: @escaping Form<State>
    ) -> WalkSummary {
      RandomWalker(initial: initial, title: title, form: form)
        .run(walks: walks, steps: 50, seed: 2026)
    }
  }

  @Test(arguments: examples.map(\.name))
  func everyExampleKeepsTheRules(_ name: String) throws {
    let example = try #require(Example.named(name))
    guard let summary = example.visit(Walk()) else {
      Issue.record(
        """
        Example "\(name)" has no typed form to walk: make it with \
        Example(name:summary:title:initial:form:).
        """)
      return
    }
    if let failure = summary.failure { Issue.record(Comment(rawValue: failure.description)) }
    // Every walk ran to its end, and the walks did more than bounce off refusals.
    #expect(summary.walks == 200)
    #expect(summary.steps == 200 * 50)
    #expect(summary.refused < summary.steps)
    #expect(summary.gestures["tap", default: 0] > 0)
  }

  @Test func theSettingsWalksReachEveryScreenAndGesture() throws {
    let summary = try #require(Example.named("settings")?.visit(Walk(walks: 40)))
    #expect(summary.failure == nil)
    #expect(
      summary.paths == [
        "Settings", "Settings › Personal Hotspot", "Settings › Personal Hotspot › Password",
        "Settings › Personal Hotspot › Network Name",
        "Settings › Personal Hotspot › Notification",
      ])
    #expect(
      Set(summary.gestures.keys) == [
        "tap", "toggle", "enter", "edit", "end", "back", "undo", "redo", "next", "prev",
      ])
    #expect(summary.refused > 0)
  }

  @Test func theSettingsExampleIsVisited() {
    #expect(examples.map(\.name).contains("settings"))
    struct RootTitle: ExampleFormVisitor {
      func visit<State>(initial: State, title: String, form: @escaping Form<State>) -> String {
        FormTester(initial: initial, title: title, form: form).screen
      }
    }
    #expect(
      Example.named("settings")?.visit(RootTitle()) == """
        Settings

          1  Personal Hotspot  On  ›

        """)
  }

  @Test func anExampleWithoutATypedFormCannotBeVisited() {
    struct Title: ExampleFormVisitor {
      func visit<State>(initial: State, title: String, form: @escaping Form<State>) -> String {
        title
      }
    }
    let custom = Example(name: "custom", summary: "a session made by hand") {
      FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
    }
    #expect(custom.visit(Title()) == nil)
  }
}
