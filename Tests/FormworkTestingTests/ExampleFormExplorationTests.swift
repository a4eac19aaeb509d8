import Formwork
import FormworkExamples
import FormworkTesting
import Testing

/// Every example form `formwork-demo` runs, explored breadth first to depth 4, with no rule
/// broken, and what stays unreachable said and explained.
///
/// A whole depth 4 of the larger forms takes from tens of thousands to millions of
/// transitions (`formwork-bench` prints them): too many for a debug build in the suite. Those
/// are explored within a budget of transitions, which covers the first levels whole and the
/// next in part; what their reports list as never reached is what lies deeper.
@Suite struct ExampleFormExplorationTests {
  /// Explores an example whatever its state type, recording a failure at the test.
  private struct Explore: ExampleFormVisitor {
    var maxTransitions: Int?

    func visit<State>(
      initial: State, title: String, form: @escaping Form<State>
    ) -> ExplorationReport {
      FormExplorer(initial: initial, title: title, form: form)
        .check(depth: 4, maxTransitions: maxTransitions)
    }
  }

  private func explore(_ name: String, maxTransitions: Int? = 800) throws -> ExplorationReport {
    let example = try #require(Example.named(name))
    return try #require(example.visit(Explore(maxTransitions: maxTransitions)))
  }

  @Test func everyExampleIsExploredHere() {
    #expect(
      examples.map(\.name) == [
        "settings", "signup", "todos", "catalog", "checkout", "profile", "team", "booking",
      ])
  }

  @Test func settingsWholeToDepth4() throws {
    let report = try explore("settings", maxTransitions: nil)
    #expect(report.failure == nil)
    // Depth 4 whole: every screen opened, every row enabled, every gesture taken.
    #expect(report.stoppedBy == .depth)
    #expect(report.depthReached == 4)
    #expect(report.configurations == 47)
    #expect(report.transitions == 234)
    #expect(report.unreachable == [])
    #expect(report.rulesNeverFailed == [])
  }

  @Test func todos() throws {
    let report = try explore("todos")
    #expect(report.failure == nil)
    #expect(report.stoppedBy == .transitions)
    #expect(report.depthReached == 3)
    // Within 3 gestures every row shows and is enabled: "Add" once text is typed, "Clear
    // Done" once an item is done; all but the row that says why the list cannot be saved,
    // which needs an empty list (3 deletes) and a refused Save: 4 gestures.
    #expect(report.unreachable == ["never visible: To Do › To Do"])
  }

  @Test func todosFromAnEmptyList() {
    // From an empty list, Save is refused at once and its message shows; an item added and
    // done shows "Clear Done" within 3 gestures.
    let report = FormExplorer(initial: TodoList(todos: []), title: "To Do", form: todosForm)
      .check(depth: 3, maxTransitions: 800)
    #expect(report.failure == nil)
    #expect(report.unreachable == [])
  }

  @Test func signup() throws {
    let report = try explore("signup")
    #expect(report.failure == nil)
    #expect(report.stoppedBy == .transitions)
    // Each root configuration offers about 60 gestures (8 text rows, 4 or 5 texts each):
    // the budget covers depth 1 whole and part of depth 2.
    #expect(report.depthReached == 2)
    #expect(
      report.unreachable(includingSubmit: true) == [
        // The location's region shows once a country is chosen, 3 gestures (open the
        // location, open the country, choose one); the country's own screen is 2 deep, past
        // what the budget covers of depth 2.
        "never visible: Sign Up › Location › Region",
        "never opened: Sign Up › Location › Country",
        "never chosen: Sign Up › Location › Country › Canada",
        "never chosen: Sign Up › Location › Country › Germany",
        "never chosen: Sign Up › Location › Country › United States",
        // (An account created is said by the submit's confirmation, not by a row that
        // appears above the fields, so no row waits for a submit to show.)
        // The username's rule that the name is free is asynchronous: exploration does not
        // run asynchronous checks (walks do not either), so the name stays "checking…",
        // which counts as failing.
        "never passes: Sign Up › Username",
        // The topics show with the newsletter, 2 gestures; a topic entered is a third.
        "never passes: Sign Up › Topics",
        // A submit takes a username, an email, a password twice and the terms before
        // "Create Account", 6 gestures.
        "never submitted: Sign Up",
      ])
  }

  @Test func catalog() throws {
    let report = try explore("catalog")
    #expect(report.failure == nil)
    #expect(report.stoppedBy == .transitions)
    #expect(report.depthReached == 3)
    #expect(
      report.unreachable == [
        // The quantity starts at 1, the bottom of its range: a step down is refused until
        // a step up, on the screen the first gesture opens; the budget ends before.
        "always refused: Catalog › Steppers and sliders › Quantity: dec"
      ])
  }

  @Test func checkoutWholeToDepth4() throws {
    let report = try explore("checkout", maxTransitions: nil)
    #expect(report.failure == nil)
    #expect(report.stoppedBy == .depth)
    #expect(report.depthReached == 4)
    #expect(report.configurations == 202)
    #expect(report.transitions == 2_658)
    #expect(
      report.unreachable(includingSubmit: true) == [
        // Shipping opens after a name, an email and Next (3 gestures): its street or its
        // city passes at 4, but its own Next needs both (6). Gift opens at 4 (a gift too).
        "never opened: Contact › Shipping › Next",
        "never opened: Contact › Gift › Next",
        // The payment's fields and the gift message are filled in on screens 4 gestures
        // away or more.
        "never passes: Contact › Payment › Card",
        "never passes: Contact › Payment › Billing Address › Street",
        "never passes: Contact › Payment › Billing Address › City",
        "never passes: Contact › Gift › Message",
        // Placing the order takes every step: see above.
        "never submitted: Contact",
      ])
  }

  @Test func profile() throws {
    let report = try explore("profile")
    #expect(report.failure == nil)
    #expect(report.stoppedBy == .transitions)
    #expect(report.depthReached == 3)
    // The digest shows with the newsletter; everything is reached within 3 gestures.
    #expect(report.unreachable == [])
  }

  @Test func team() throws {
    let report = try explore("team")
    #expect(report.failure == nil)
    #expect(report.stoppedBy == .transitions)
    #expect(
      report.unreachable(includingSubmit: true) == [
        // The username and the nickname are asked of a directory: exploration does not run
        // checks that wait (TeamWalkTests' walks answer them), so they stay "checking…",
        // which counts as failing, and Next refuses. (The preferences' handle, asked too,
        // passes where it is left empty.)
        "never opened: Account › Next",
        "never passes: Account › Username",
        "never passes: Account › Nickname",
        // The billing draft is on the step Next opens.
        "never passes: Account › Billing › Billing Address › Street",
        "never passes: Account › Billing › Billing Address › City",
        "never submitted: Account",
      ])
  }

  @Test func booking() throws {
    let report = try explore("booking")
    #expect(report.failure == nil)
    #expect(report.unreachable == [])
  }
}
