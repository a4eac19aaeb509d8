import Formwork
import FormworkExamples
import FormworkTestSupport
import Testing

@testable import FormworkTerminal

/// The type-erased driver: it shows and navigates the form, and frees it when dropped.
@Suite struct FormSessionTests {
  @Test func showsAndNavigatesLikeItsDriver() throws {
    let driver = settingsDriver()
    let session = FormSession(driver)
    #expect(session.driver(as: Settings.self) === driver)
    #expect(session.driver(as: Hotspot.self) == nil)
    #expect(!session.canPop)
    #expect(session.topScreen.visibleCells[0].tap())
    #expect(session.path == ["Settings", "Personal Hotspot"])
    #expect(session.screens.count == 2)
    #expect(session.canPop)
    #expect(session.render() == ScreenRenderer().render(driver))
    session.pop()
    session.pop()
    #expect(session.path == ["Settings"])
    #expect(session.lastError == nil)
    #expect(session.updatesRun == driver.updatesRun)
  }

  @Test func stateDumpShowsEveryField() {
    var state = Settings()
    state.hotspot.password = "a \"quoted\" word"
    #expect(
      FormSession(initial: state, form: settingsForm).stateDump == """
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
      let session = FormSession(initial: Settings(), title: "Settings", form: settingsForm)
      let repl = Repl(interpreter: Interpreter(session: session)) { _ in true }
      repl.run(LineReader(bytes: Array("1\n2\nenter 1 x\n".utf8)))
      driver = session.driver(as: Settings.self)
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

/// `state` output that is the same on every run and masks passwords.
@Suite struct StableDumpTests {
  @Test func sortsTheMembersOfSetsAndDictionariesAtAnyDepth() {
    let text = """
      ▿ Root
        ▿ tags: 2 members
          - "b"
          - "a"
        ▿ scores: 2 key/value pairs
          ▿ (2 elements)
            - key: "z"
            - value: 1
          ▿ (2 elements)
            - key: "m"
            - value: 2
        - name: "n"

      """
    #expect(
      stableDump(text, masking: []) == """
        ▿ Root
          ▿ tags: 2 members
            - "a"
            - "b"
          ▿ scores: 2 key/value pairs
            ▿ (2 elements)
              - key: "m"
              - value: 2
            ▿ (2 elements)
              - key: "z"
              - value: 1
          - name: "n"

        """)
  }

  @Test func masksTheValuesOfMaskedFields() {
    let text = "▿ Login\n  - user: \"ann\"\n  - password: \"s3cret\"\n"
    #expect(
      stableDump(text, masking: ["s3cret"])
        == "▿ Login\n  - user: \"ann\"\n  - password: \"•••••\"\n")
    #expect(stableDump(text, masking: []) == text)
  }

  @Test func masksValuesHoldingColonsQuotesAndBackslashes() {
    struct Login {
      var user = "ann"
      var password = #"a: "b\c"#
    }
    var text = ""
    dump(Login(), to: &text)
    let header = text.prefix { $0 != "\n" }
    #expect(
      stableDump(text, masking: [Login().password])
        == header + "\n  - user: \"ann\"\n  - password: \"•••••\"\n")
  }
}
