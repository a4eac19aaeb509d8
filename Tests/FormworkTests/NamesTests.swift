import FormworkTestSupport
import Testing

@testable import Formwork

/// The computed-text combinators keep working inside types whose own members are called
/// `title`, `detail`, `header` and `footer` (the old free functions were shadowed there).
@Suite struct NamesTests {
  private struct Item: Equatable {
    var name = "Milk"
    var count = 2
  }

  private struct ShoppingPage {
    var title = "Shopping"
    var detail = "list"
    func header() -> String { "h" }
    func footer() -> String { "f" }

    var form: Form<Item> {
      sections([
        sectionFooter(
          sectionHeader(
            section([
              cellDetail(
                cellTitle(controlCell(title: "", control: textField(keyPath: \.name)), \.name),
                { "\($0.count)" })
            ]), { "\($0.count) items" }), { $0.count > 1 ? "many" : nil })
      ])
    }
  }

  @Test func computedTextCompilesBesideSameNamedMembers() {
    let driver = FormDriver(initial: Item(), title: "List", build: ShoppingPage().form)
    #expect(
      screenText(driver) == """
        List

          ── 2 items ──
          1  Milk  2  [Milk]
             many

        """)
    driver.state.count = 1
    #expect(
      screenText(driver) == """
        List

          ── 1 items ──
          1  Milk  1  [Milk]

        """)
  }
}
