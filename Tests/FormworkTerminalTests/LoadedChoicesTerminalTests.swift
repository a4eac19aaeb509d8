import Formwork
import FormworkTerminal
import FormworkTestSupport
import Foundation
import Testing

/// A choice whose options are loaded, in every terminal front end: the REPL, the full
/// screen and the accessible mode say `Loading…` until the answer comes.
@Suite struct LoadedChoicesTerminalTests: InteractiveFormSuite {
  struct Shipping: Equatable {
    var country = "US"
    var region = ""
  }

  static var form: Form<Shipping> {
    sections([
      section([
        pickerCell(
          title: "Country", keyPath: \.country, options: ["US", "CA"], optionTitle: { $0 }),
        pickerCell(
          title: "Region", keyPath: \.region,
          optionsLoadedBy: OptionsLoader(key: \.country) { country in
            country == "US" ? ["California", "Texas"] : ["Ontario", "Quebec"]
          }, optionTitle: { $0 }),
      ])
    ])
  }

  static func driver() -> FormDriver<Shipping> {
    FormDriver(initial: Shipping(), title: "Shipping", build: form)
  }

  @Test func theReplShowsTheLoadingRowThenTheOptions() async {
    let session = Self.driver()
    let transcript = await transcriptOnItsOwnThread(
      session, input: "2\n2\nback\n1\n2\n")
    // The options come after the command that showed `Loading…`; the screen follows again.
    #expect(
      transcript == """
        Shipping

          1  Country  US  ›
          2  Region   Loading…  ›

        > 2
        Shipping › Region

             Loading…

          (no rows)

        Shipping › Region

          1  California
          2  Texas

        > 2
        Shipping › Region

          1  California
          2  Texas       ✓

        > back
        Shipping

          1  Country  US  ›
          2  Region   Texas  ›

        > 1
        Shipping › Country

          1  US  ✓
          2  CA

        > 2
        Shipping › Country

          1  US
          2  CA  ✓

        Shipping › Country

          1  US
          2  CA  ✓

        """)
    #expect(session.state == Shipping(country: "CA", region: "Texas"))
  }

  @Test func theFullScreenShowsTheLoadingRowAndTheSpinner() async throws {
    let session = Self.driver()
    let form = InteractiveForm(session: session)
    let loading = screen(form, width: 50)
    #expect(
      loading == """
        Shipping

        ❯ 1  Country  US  ›
          2  Region   Loading…  ›






        ⠋ checking…
        enter open · ←→ choose · ↑↓ move · q quit
        """)
    #expect(form.isChecking)
    let scheduler = try #require(session.scheduler as? ManualScheduler)
    await scheduler.settle()
    let loaded = screen(form, width: 50)
    #expect(!form.isChecking)
    #expect(
      loaded == """
        Shipping

        ❯ 1  Country  US  ›
          2  Region     ›







        enter open · ←→ choose · ↑↓ move · q quit
        """)
  }

  @Test func theAccessibleModeAsksOnceTheOptionsCame() async {
    let session = Self.driver()
    let transcript =
      await onItsOwnThread { AccessibleForm.transcript(session, input: "\n2\n\n") } ?? ""
    #expect(
      transcript == """
        Shipping. Answer each question; an empty answer keeps the value; ? for help.
        Country: US. Options: 1 US, 2 CA. Which?\u{20}
        Region: none. Options: 1 California, 2 Texas. Which? 2
        That was the last row of Shipping. Press Enter to finish, a row number to go back to it, or ? for help:\u{20}

        """)
    #expect(session.state == Shipping(country: "US", region: "Texas"))
  }
}
