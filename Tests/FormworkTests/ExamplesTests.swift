import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// The demo's examples: each starts a session at its own title, is found by its name,
/// starts in the language asked for, the chooser lists them all and records the choice, and
/// dropping an example's driver frees every screen object.
@Suite struct ExamplesTests {
  @Test func eachExampleStartsAtItsTitleAndIsFoundByItsName() {
    #expect(
      examples.map(\.name) == [
        "settings", "signup", "todos", "catalog", "checkout", "profile", "team", "booking",
      ])
    #expect(
      examples.map { $0.start().path } == [
        ["Settings"], ["Sign Up"], ["To Do"], ["Catalog"], ["Contact"], ["Profile"],
        ["Account"], ["Booking"],
      ])
    for example in examples {
      #expect(Example.named(example.name)?.summary == example.summary)
      #expect(!example.summary.isEmpty)
    }
    #expect(Example.named("Settings") == nil)
    #expect(Example.named("") == nil)
  }

  @Test func anExampleStartsInTheLanguageAskedFor() throws {
    let booking = try #require(Example.named("booking"))
    let german = booking.startIn(FormStrings(locale: "de"), nil)
    #expect(german.path == ["Buchung"])
    #expect(german.topScreen.visibleCells.last?.title == "Buchen")
    let settings = try #require(Example.named("settings"))
    #expect(settings.startIn(FormStrings(locale: "de"), nil).strings.language == "de")
  }

  @Test func theChooserListsEveryExampleAndRecordsTheChoice() {
    let driver = FormDriver(
      initial: ExampleChoice(), title: "Formwork", build: exampleChooserForm)
    #expect(
      driver.topScreen.visibleCells.map(\.title) == examples.map(\.name))
    #expect(driver.topScreen.visibleCells.map(\.detail) == examples.map(\.summary))
    #expect(row(driver, 8).tap())
    #expect(driver.state.chosen == "booking")
    #expect(row(driver, 1).tap())
    #expect(driver.state.chosen == "settings")
  }

  @Test func droppingTheExampleDriversFreesEverything() {
    var weakObjects: [() -> AnyObject?] = []
    func watch(_ screen: Screen) {
      for cell in screen.sections.flatMap(\.cells) {
        weak let weakCell = cell
        weak let control = cell.control
        weakObjects.append { weakCell }
        weakObjects.append { control }
      }
    }
    do {
      let signup = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
      (row(signup, 1).control as? TextField)?.enter("Bad!")
      row(signup, 9).tap()
      watch(signup.topScreen)
      let todos = FormDriver(initial: TodoList(), title: "To Do", build: todosForm)
      (row(todos, 4).control as? TextField)?.enter("Walk the dog")
      row(todos, 5).tap()
      row(todos, 1).move(to: 3)
      row(todos, 2).delete()
      watch(todos.topScreen)
    }
    #expect(weakObjects.count > 30)
    #expect(weakObjects.allSatisfy { $0() == nil })
  }
}
