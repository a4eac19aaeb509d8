import FormworkTestSupport
import Testing

@testable import Formwork

/// Sections and forms made of them: a header, a footer and a visibility that follow state
/// (by key path or by closure), and forms joined one after another.
@Suite struct SectionsTests {
  private struct Trip: Equatable {
    var note: String? = "Pack light"
    var hasReturn = false
    var nights = 2
    var isAbroad = false
  }

  private var outbound: Form<Trip> {
    sections([
      section(
        [labelCell(title: "Outbound")], header: "Going", footer: \.note),
      section([labelCell(title: "Return")], header: "Coming back", isVisible: \.hasReturn),
    ])
  }

  private var stay: Form<Trip> {
    sections([
      hidden(
        section([labelCell(title: "Nights", keyPath: \.nights, format: { "\($0)" })]),
        when: { !($0.nights > 0 && $0.isAbroad) })
    ])
  }

  @Test func footersAndVisibilityFollowState() {
    let driver = FormDriver(initial: Trip(), title: "Trip", build: concatenated([outbound, stay]))
    #expect(
      screenText(driver) == """
        Trip

          ── Going ──
          1  Outbound
             Pack light

        """)
    driver.state = Trip(note: nil, hasReturn: true, nights: 3, isAbroad: true)
    #expect(
      screenText(driver) == """
        Trip

          ── Going ──
          1  Outbound

          ── Coming back ──
          2  Return

          3  Nights    3

        """)
    driver.state.nights = 0
    driver.state.hasReturn = false
    #expect(
      screenText(driver) == """
        Trip

          ── Going ──
          1  Outbound

        """)
  }

  @Test func aHeaderFromStateFollowsItBesideAFixedFooterAndAKeyPathFooter() {
    let form: Form<Trip> = sections([
      section([labelCell(title: "Outbound")], headerFrom: \.note, footer: "Fixed"),
      section([labelCell(title: "Return")], headerFrom: \.note, footer: \.note),
    ])
    let driver = FormDriver(initial: Trip(), title: "Trip", build: form)
    #expect(
      screenText(driver) == """
        Trip

          ── Pack light ──
          1  Outbound
             Fixed

          ── Pack light ──
          2  Return
             Pack light

        """)
    driver.state.note = nil
    #expect(driver.state == Trip(note: nil))
    #expect(
      screenText(driver) == """
        Trip

          1  Outbound
             Fixed

          2  Return

        """)
  }

  @Test func concatenatedFormsKeepTheirOrderAndAnEmptyListMakesAnEmptyForm() {
    let driver = FormDriver(
      initial: Trip(hasReturn: true, isAbroad: true), title: "Trip",
      build: concatenated([stay, outbound]))
    #expect(driver.topScreen.visibleCells.map(\.title) == ["Nights", "Outbound", "Return"])
    let empty = FormDriver(initial: Trip(), title: "Empty", build: concatenated([]))
    #expect(empty.topScreen.sections.isEmpty)
  }
}
