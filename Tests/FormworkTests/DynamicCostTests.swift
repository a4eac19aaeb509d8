import Testing

@testable import Formwork

/// The work a change costs in a form full of conditions and rules, counted in update
/// closures and in condition and rule runs (never wall-clock time). Eureka builds a
/// dictionary of all the form's values for each row's condition (its issue #265), which grows
/// with the square of the rows; here an edit costs the same for 10, 100 or 1000 rows.
@Suite struct DynamicCostTests {
  private struct OrderLine: Identifiable, Equatable {
    var id: Int
    var name: String
    var isArchived = false
    var isLocked = false
  }

  private struct Table: Equatable {
    var lines: [OrderLine]
    var note = ""

    init(count: Int) {
      lines = (0..<count).map { OrderLine(id: $0, name: "line \($0)") }
    }
  }

  /// Counts condition and rule runs.
  private final class Counter {
    var conditions = 0
    var rules = 0
  }

  /// Each line's row has two conditions and two rules; the table has a condition of its own.
  private func tableForm(_ counter: Counter) -> Form<Table> {
    let counted = ValidationRule<OrderLine, String>.custom("Too long") {
      counter.rules += 1
      return $0.count < 40
    }
    let lineRow: Element<FormCell, OrderLine> =
      disabled(
        hidden(
          cellTitle(
            controlCell(
              title: "", control: textField(keyPath: \.name, rules: [.required(), counted])),
            \.name),
          when: \.isArchived,
          {
            counter.conditions += 1
            return $0
          }),
        when: \.isLocked,
        {
          counter.conditions += 1
          return $0
        })
    return sections(
      [
        listSection(\.lines, rows: [lineRow], header: "Lines"),
        section([
          hidden(
            controlCell(title: "Note", control: textField(keyPath: \.note)), when: \.note,
            {
              counter.conditions += 1
              return $0 == "hide"
            })
        ]),
      ], submit: "Save"
    ) { _ in }
  }

  /// The work one edit of one line's name costs in a table of `count` lines.
  private func costOfOneEdit(
    count: Int, strategy: UpdateStrategy = .incremental
  ) -> (updates: Int, conditions: Int, rules: Int) {
    let counter = Counter()
    let driver = FormDriver(
      initial: Table(count: count), title: "Table", strategy: strategy, build: tableForm(counter))
    counter.conditions = 0
    counter.rules = 0
    let field = driver.topScreen.sections[0].cells[count / 2].control as? TextField
    field?.enter("renamed")
    #expect(driver.state.lines[count / 2].name == "renamed")
    return (driver.updatesInLastChange, counter.conditions, counter.rules)
  }

  @Test func oneEditCostsTheSameForTenHundredAndThousandRows() {
    let costs = [10, 100, 1000].map { costOfOneEdit(count: $0) }
    // Update closures: the root and the list section: 2; the edited line: its entry, then
    // validated, disabled, hidden, title, cell, field: 7. The edit wrote the lines array
    // only, so the note section, which reads the note, is skipped; every other line is
    // skipped as unchanged. Its conditions' inputs did not change, so they do not re-run;
    // its rules ran once, when the text was entered.
    #expect(costs.map(\.updates) == [9, 9, 9])
    #expect(costs.map(\.conditions) == [0, 0, 0])
    #expect(costs.map(\.rules) == [1, 1, 1])
  }

  @Test func theNaiveStrategyGrowsWithTheRowsForComparison() {
    let costs = [10, 100, 1000].map { costOfOneEdit(count: $0, strategy: .naive) }
    // Every line's 7 update closures and 2 conditions run again, besides the 6 closures and
    // 1 condition outside the lines. Linear in the rows: each row's own conditions, never
    // every row's conditions per row. Rules belong to their fields, which check a value
    // once whatever the strategy: only the entered text's.
    #expect(costs.map(\.updates) == [10, 100, 1000].map { 7 * $0 + 6 })
    #expect(costs.map(\.conditions) == [10, 100, 1000].map { 2 * $0 + 1 })
    #expect(costs.map(\.rules) == [1, 1, 1])
  }

  @Test func aChangeOutsideTheListCostsTheSameForAnyNumberOfRows() {
    let costs = [10, 1000].map { count -> Int in
      let driver = FormDriver(
        initial: Table(count: count), title: "Table", build: tableForm(Counter()))
      driver.state.note = "hide"
      #expect(driver.topScreen.sections[1].visibleCells.isEmpty)
      return driver.updatesInLastChange
    }
    #expect(costs[0] == costs[1])
  }

  @Test func addingOrDeletingALineBuildsOrDropsOnlyThatLine() {
    for count in [10, 1000] {
      let counter = Counter()
      let driver = FormDriver(
        initial: Table(count: count), title: "Table", build: tableForm(counter))
      counter.rules = 0
      driver.state.lines.append(OrderLine(id: count, name: "new"))
      #expect(counter.rules == 1)
      let updates = driver.updatesInLastChange
      driver.topScreen.sections[0].cells[0].delete()
      #expect(driver.state.lines.count == count)
      // Setting state is a change of unknown extent: the 6 closures outside the lines, plus
      // the new line's 7; and the root once more, for the submit row's count, whose fields
      // the new line's joined while the first round ran. Deleting a row writes the lines
      // array only: the root and the list section run, the note section is skipped.
      #expect(updates == 14)
      #expect(driver.updatesInLastChange == 2)
    }
  }
}
