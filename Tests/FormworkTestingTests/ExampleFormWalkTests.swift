import FormworkExamples
import FormworkTerminal
import FormworkTesting
import Testing

/// Random walks over every example form `formwork-demo` runs: 200 seeded walks of 50 steps
/// each, checking consistency, refusals and feedback loops after every step.
@Suite struct ExampleFormWalkTests {
  /// Walks a form whatever its state type.
  private struct Walk: ExampleFormVisitor {
    func visit<State>(
      initial: State, title: String, form: @escaping Form<State>
    ) -> WalkFailure? {
      RandomWalker(initial: initial, title: title, form: form)
        .firstFailure(walks: 200, steps: 50, seed: 2026)
    }
  }

  @Test(arguments: examples.map(\.name))
  func everyExampleKeepsTheRules(_ name: String) throws {
    let example = try #require(Example.named(name))
    guard let outcome = example.visit(Walk()) else {
      Issue.record(
        """
        Example "\(name)" has no typed form to walk: make it with \
        Example(name:summary:title:initial:form:).
        """)
      return
    }
    if let failure = outcome { Issue.record(Comment(rawValue: failure.description)) }
  }

  @Test func theSettingsExampleIsWalked() {
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
      FormSession(initial: Settings(), title: "Settings", form: settingsForm)
    }
    #expect(custom.visit(Title()) == nil)
  }
}
