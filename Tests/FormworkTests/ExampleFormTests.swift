import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// A visitor sees each example's form with its own state type, so generic tools (the
/// walker, the explorer, the benchmarks) can build it; an example made from a session
/// alone has no form to visit.
@Suite struct ExampleFormTests {
  /// Builds the example's form and reports its title and how many rows its first screen has.
  private struct Describer: ExampleFormVisitor {
    func visit<State>(initial: State, title: String, form: @escaping Form<State>) -> String {
      let driver = FormDriver(initial: initial, title: title, build: form)
      return "\(title): \(driver.topScreen.visibleCells.count) rows"
    }
  }

  @Test func eachExampleIsVisitedWithItsOwnForm() throws {
    let described = examples.map { $0.visit(Describer()) }
    #expect(described.allSatisfy { $0 != nil })
    #expect(try #require(Example.named("booking")).visit(Describer()) == "Booking: 9 rows")
    let settings = settingsDriver().topScreen.visibleCells.count
    #expect(
      try #require(Example.named("settings")).visit(Describer()) == "Settings: \(settings) rows")
  }

  @Test func anExampleMadeFromASessionAloneHasNoFormToVisit() {
    let bare = Example(name: "bare", summary: "a session only") {
      settingsDriver()
    }
    #expect(bare.visit(Describer()) == nil)
    #expect(bare.start().path == ["Settings"])
  }
}
