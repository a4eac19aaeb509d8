import Testing

@testable import Formwork

/// The work a change costs in a form full of conditions and rules, counted in update
/// closures and in condition and rule runs (never wall-clock time). Eureka builds a
/// dictionary of all the form's values for each row's condition (its issue #265), which grows
/// with the square of the rows; here an edit runs the same update closures for 10, 100 or
/// 1000 rows, and each row's own conditions at most once per count of the form's errors.
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
          when: {
            counter.conditions += 1
            return $0.isArchived
          }),
        when: {
          counter.conditions += 1
          return $0.isLocked
        })
    return sections(
      [
        listSection(\.lines, rows: [lineRow], header: "Lines"),
        section([
          hidden(
            controlCell(title: "Note", control: textField(keyPath: \.note)),
            when: {
              counter.conditions += 1
              return $0.note == "hide"
            })
        ]),
      ], submit: "Save"
    ) { _ in }
  }

  /// Types into the first line's name: once the user did something, the submit row counts.
  private func typeIntoTheFirstLine(_ driver: FormDriver<Table>) {
    let field = driver.topScreen.sections[0].cells[0].control as? TextField
    #expect(field?.enter("first") == true)
  }

  /// The work one edit of one line's name costs in a table of `count` lines, the form touched.
  private func costOfOneEdit(
    count: Int, strategy: UpdateStrategy = .incremental
  ) -> (updates: Int, conditions: Int, rules: Int) {
    let counter = Counter()
    let driver = FormDriver(
      initial: Table(count: count), title: "Table", strategy: strategy, build: tableForm(counter))
    typeIntoTheFirstLine(driver)
    counter.conditions = 0
    counter.rules = 0
    let field = driver.topScreen.sections[0].cells[count / 2].control as? TextField
    field?.enter("renamed")
    #expect(driver.state.lines[count / 2].name == "renamed")
    return (driver.updatesInLastChange, counter.conditions, counter.rules)
  }

  /// The update closures of one line's row (disabled, hidden, title, cell, field) and of the
  /// rest of the form (the root, the list section, the note's section, hidden, cell, field).
  private let lineUpdates = 5
  private let otherUpdates = 6

  @Test func oneEditCostsTheSameForTenHundredAndThousandRows() {
    let costs = [10, 100, 1000].map { costOfOneEdit(count: $0) }
    // Update closures: the rest of the form and the edited line; every other line is equal
    // to what it showed, so its rows do not run.
    #expect(costs.map(\.updates) == [10, 100, 1000].map { _ in otherUpdates + lineUpdates })
    // Conditions: the edited line's two and the note's run in the update, and again in the
    // submit row's count; every other line's fields are equal to what the last count met,
    // and so is the input errors read (the edit changed only where editing stands).
    #expect(costs.map(\.conditions) == [10, 100, 1000].map { _ in 2 + 1 + (2 + 1) })
    // Rules: only the entered text's; every other field's value is the one last checked.
    #expect(costs.map(\.rules) == [1, 1, 1])
  }

  @Test func theNaiveStrategyGrowsWithTheRowsForComparison() {
    let costs = [10, 100, 1000].map { costOfOneEdit(count: $0, strategy: .naive) }
    // Every line's rows and the rest of the form run again; every field checks its rules.
    #expect(costs.map(\.updates) == [10, 100, 1000].map { lineUpdates * $0 + otherUpdates })
    #expect(costs.map(\.conditions) == [10, 100, 1000].map { 2 * (2 * $0 + 1) })
    #expect(zip(costs, [10, 100, 1000]).allSatisfy { $0.rules >= $1 })
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
      typeIntoTheFirstLine(driver)
      counter.rules = 0
      driver.state.lines.append(OrderLine(id: count, name: "new"))
      #expect(counter.rules == 1)
      let updates = driver.updatesInLastChange
      driver.topScreen.sections[0].cells[0].delete()
      #expect(driver.state.lines.count == count)
      // The rest of the form and the new line's rows; deleting runs the rest of the form only.
      #expect(updates == otherUpdates + lineUpdates)
      #expect(driver.updatesInLastChange == otherUpdates)
    }
  }
}
