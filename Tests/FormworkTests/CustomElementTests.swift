import Formwork
import FormworkTestSupport
import Testing

/// Elements written with the seed's contract alone, as "Writing your own elements" shows
/// them: `Rendered(element:strongReferences:update:)`, the context's `state`, `change`,
/// `write(_:to:)`, `field(title:keyPath:rules:)` and `NestedScreen`. They get what built-in
/// elements get.
@Suite struct CustomElementTests {
  struct Stay: Equatable {
    var rating = 0
    var guests = 2
    var notes = ""
    var submitted = false
  }

  /// A row of its own: a rating from 1 to 5, a tap steps it.
  let ratingRow: Element<FormCell, Stay> = { context in
    let rating = context.field(title: "Rating", keyPath: \.rating, rules: [.range(1...5)])
    let cell = FormCell(title: "Rating")
    cell.shouldHighlight = true
    cell.didSelect = { context.change { $0.rating = $0.rating % 5 + 1 } }
    return Rendered(element: cell, strongReferences: [rating]) { state in
      cell.detail = String(repeating: "★", count: max(0, min(state.rating, 5)))
      cell.message = rating.message(in: state)
    }
  }

  /// A composite that runs its children's updates in its own, nothing more.
  func card(_ title: String, _ rows: [Element<FormCell, Stay>]) -> Element<Section, Stay> {
    return { context in
      let children = rows.map { $0(context) }
      let section = Section(cells: children.map(\.element), header: title)
      return Rendered(element: section, strongReferences: children.map(\.strongReferences)) {
        state in
        for child in children { child.update(state) }
      }
    }
  }

  /// A row that opens a screen through a `NestedScreen`; the screen's field has a rule.
  let notesRow: Element<FormCell, Stay> = { context in
    let cell = FormCell(title: "Notes")
    cell.accessory = .disclosureIndicator
    cell.shouldHighlight = true
    let editor: Form<Stay> = sections([
      section([
        controlCell(title: "Notes", control: textArea(keyPath: \.notes, rules: [.maxLength(5)]))
      ])
    ])
    let notes = NestedScreen(context, title: "Notes", form: editor)
    cell.didSelect = { [weak cell] in notes.open(openedBy: cell) }
    return Rendered(element: cell, strongReferences: [notes]) { state in
      cell.detail = state.notes
      notes.update(with: state)
    }
  }

  var form: Form<Stay> {
    sections(
      [
        card(
          "Stay",
          [
            ratingRow, controlCell(title: "Guests", control: numberField(keyPath: \.guests)),
            notesRow,
          ])
      ], submit: "Book"
    ) { $0.submitted = true }
  }

  /// The submit row counts the composite's children's fields, the custom row's and the
  /// nested screen's alike, refuses while one fails, and submits once all pass.
  @Test func aSubmitRowGatesOnTheFieldsOfACompositesChildren() throws {
    let driver = FormDriver(initial: Stay(notes: "too long"), title: "Stay", build: form)
    #expect(
      screenText(driver) == """
        Stay

          ── Stay ──
          1  Rating
          2  Guests  [2]
          3  Notes   too long  ›

          4  Book

        """)
    try driver.perform(.tap(row: 4))
    #expect(driver.state == Stay(notes: "too long"))
    #expect(
      driver.validationErrors.map(\.description) == [
        "Rating: Must be from 1 to 5", "Notes › Notes: Must be at most 5 characters",
      ])
    try driver.perform(.tap(row: 1))
    try driver.perform(.tap(row: 1))
    #expect(
      screenText(driver) == """
        Stay

          ── Stay ──
          1  Rating  ★★
          2  Guests  [2]
          3  Notes   too long  ›

          4  Book    (1 to fix)
             ! Fix before submitting: Notes › Notes

        """)
    try driver.perform(.tap(row: 3))
    try driver.perform(.enter(row: 1, text: "quiet"))
    try driver.perform(.back)
    try driver.perform(.tap(row: 4))
    #expect(driver.state == Stay(rating: 2, notes: "quiet", submitted: true))
    #expect(driver.validationErrors.isEmpty)
  }

  /// The composite's rows update with every change, under either strategy, and undo takes
  /// back what a custom row changed.
  @Test func aCustomRowsWriteIsUndoneAndBothStrategiesShowTheSame() throws {
    for strategy in [UpdateStrategy.incremental, .naive] {
      let driver = FormDriver(initial: Stay(), title: "Stay", strategy: strategy, build: form)
      try driver.perform(.tap(row: 1))
      #expect(driver.state.rating == 1)
      #expect(screenText(driver).contains("1  Rating  ★\n  2  Guests  [2]\n"))
      try driver.perform(.undo)
      #expect(driver.state == Stay())
      #expect(screenText(driver).contains("1  Rating\n  2  Guests  [2]\n"))
    }
  }
}
