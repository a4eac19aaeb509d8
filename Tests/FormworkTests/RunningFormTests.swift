import Formwork
import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Testing

/// A running form of any state type: it shows and navigates the form like its driver, and the
/// form is freed when dropped.
@Suite struct RunningFormTests {
  @Test func showsAndNavigatesLikeItsDriver() throws {
    let driver = settingsDriver()
    let session: any RunningForm = driver
    #expect((session as? FormDriver<Settings>) === driver)
    #expect((session as? FormDriver<Hotspot>) == nil)
    #expect(!session.canPop)
    #expect(session.topScreen.visibleCells[0].tap())
    #expect(session.path == ["Settings", "Personal Hotspot"])
    #expect(session.screens.count == 2)
    #expect(session.canPop)
    #expect(session.render() == ScreenRenderer().render(driver))
    try session.perform(.back)
    #expect(throws: GestureError.self) { try session.perform(.back) }
    #expect(session.path == ["Settings"])
    #expect(session.lastError == nil)
  }

  @Test func stateDumpShowsEveryField() {
    var state = Settings()
    state.hotspot.password = "a \"quoted\" word"
    #expect(
      FormDriver(initial: state, build: settingsForm).stateDump == """
        ▿ FormworkExamples.Settings
          ▿ hotspot: FormworkExamples.Hotspot
            - isEnabled: true
            - password: "a \\"quoted\\" word"
            - networkName: "my network"
            - showPreview: FormworkExamples.ShowPreview.always

        """)
  }

  @Test func droppingTheSessionFreesTheDriverAndScreens() {
    weak var driver: FormDriver<Settings>?
    weak var nested: Screen?
    do {
      let session: any RunningForm = FormDriver(
        initial: Settings(), title: "Settings", build: settingsForm)
      let repl = Repl(session: session) { _ in true }
      repl.run(LineReader(bytes: Array("1\n2\nenter 1 x\n".utf8)))
      driver = session as? FormDriver<Settings>
      nested = session.topScreen
      #expect(driver != nil)
      #expect(nested != nil)
    }
    #expect(driver == nil)
    #expect(nested == nil)
  }

  @Test func examplesStartFreshSessions() throws {
    let example = try #require(Example.named("settings"))
    #expect(examples.first?.name == "settings")
    let first = example.start()
    first.topScreen.visibleCells[0].tap()
    let second = example.start()
    #expect(second.path == ["Settings"])
    #expect(
      second.render()
        == ScreenRenderer().render(
          FormDriver(
            initial: Settings(), title: "Settings", build: settingsForm)))
    #expect(Example.named("nope") == nil)
    #expect(Set(examples.map(\.name)).count == examples.count)
  }
}
