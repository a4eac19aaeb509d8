import Formwork
import Foundation
import FormworkExamples
import FormworkTerminal
import Testing

/// Whole REPL sessions over `formwork-demo catalog`, one per screen of the catalog, driving
/// every control through the REPL's commands, refused input included; compared byte for
/// byte, with the state each session leaves.
@Suite struct CatalogTranscriptTests {
  private func run(_ commands: [String]) -> (transcript: String, state: Catalog?) {
    let session = catalogExample.start()
    let transcript = Repl.transcript(session, input: commands.joined(separator: "\n") + "\n")
    return (transcript, session.driver(as: Catalog.self)?.state)
  }

  /// Text fields of each kind (a masked password), optional text cleared by empty input, and a text
  /// area with a line break.
  @Test func textFieldsOfEveryKindAndATextArea() {
    let (transcript, state) = run([
      "1", "enter 1 Ada Lovelace", "enter 3 https://ada.dev", "enter 4 +44 20 7946 0000",
      "enter 5 new secret", "enter 6 Ring twice\\nthen wait", "enter 3 ", "back",
    ])
    #expect(
      transcript == """
        Catalog

          1  Text                  no name  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €10.00
          9  Orders placed         0
         10  Place order           (disabled)
         11  Reset

        > 1
        Catalog › Text

          1  Name      [<Name>]
          2  Email     [ada@example.com]
          3  Website   [<https://>]
          4  Phone     [<Phone>]
          5  Password  [•••••••]
          6  Notes     [<Notes>]

        > enter 1 Ada Lovelace
        Catalog › Text

        ▸ 1  Name      [Ada Lovelace]
          2  Email     [ada@example.com]
          3  Website   [<https://>]
          4  Phone     [<Phone>]
          5  Password  [•••••••]
          6  Notes     [<Notes>]

        > enter 3 https://ada.dev
        Catalog › Text

          1  Name      [Ada Lovelace]
          2  Email     [ada@example.com]
        ▸ 3  Website   [https://ada.dev]
          4  Phone     [<Phone>]
          5  Password  [•••••••]
          6  Notes     [<Notes>]

        > enter 4 +44 20 7946 0000
        Catalog › Text

          1  Name      [Ada Lovelace]
          2  Email     [ada@example.com]
          3  Website   [https://ada.dev]
        ▸ 4  Phone     [+44 20 7946 0000]
          5  Password  [•••••••]
          6  Notes     [<Notes>]

        > enter 5 new secret
        Catalog › Text

          1  Name      [Ada Lovelace]
          2  Email     [ada@example.com]
          3  Website   [https://ada.dev]
          4  Phone     [+44 20 7946 0000]
        ▸ 5  Password  [••••••••••]
          6  Notes     [<Notes>]

        > enter 6 Ring twice\\nthen wait
        Catalog › Text

          1  Name      [Ada Lovelace]
          2  Email     [ada@example.com]
          3  Website   [https://ada.dev]
          4  Phone     [+44 20 7946 0000]
          5  Password  [••••••••••]
        ▸ 6  Notes     [Ring twice↵then wait]

        > enter 3 
        Catalog › Text

          1  Name      [Ada Lovelace]
          2  Email     [ada@example.com]
        ▸ 3  Website   [<https://>]
          4  Phone     [+44 20 7946 0000]
          5  Password  [••••••••••]
          6  Notes     [Ring twice↵then wait]

        > back
        Catalog

          1  Text                  Ada Lovelace  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €10.00
          9  Orders placed         0
         10  Place order
         11  Reset

        """
    )
    var expected = Catalog()
    expected.name = "Ada Lovelace"
    expected.phone = "+44 20 7946 0000"
    expected.password = "new secret"
    expected.notes = "Ring twice\nthen wait"
    #expect(state == expected)
  }

  /// Number fields: unparseable and out-of-range text stays visible with a message, state keeps its
  /// value.
  @Test func numberFieldsRefuseBadTextKeepItVisibleAndClearTheMessageOnValidText() {
    let (transcript, state) = run([
      "2", "enter 1 12x", "enter 1 121", "enter 2 3", "enter 1 42", "enter 3 32.5", "enter 3 60",
      "enter 4 abc", "enter 4 2.50", "back",
    ])
    #expect(
      transcript == """
        Catalog

          1  Text                  no name  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €10.00
          9  Orders placed         0
         10  Place order           (disabled)
         11  Reset

        > 2
        Catalog › Numbers

          1  Age       [36]
          2  Floor     [<none>]
          3  Diameter  [30 cm]
          4  Tip       [<none>]

        > enter 1 12x
        error: row 1 (Age) refused the text: not a number: 12x

        Catalog › Numbers

        ▸ 1  Age       [12x]
             ! not a number: 12x
          2  Floor     [<none>]
          3  Diameter  [30 cm]
          4  Tip       [<none>]

        > enter 1 121
        error: row 1 (Age) refused the text: must be between 0 and 120

        Catalog › Numbers

        ▸ 1  Age       [121]
             ! must be between 0 and 120
          2  Floor     [<none>]
          3  Diameter  [30 cm]
          4  Tip       [<none>]

        > enter 2 3
        Catalog › Numbers

          1  Age       [121]
             ! must be between 0 and 120
        ▸ 2  Floor     [3]
          3  Diameter  [30 cm]
          4  Tip       [<none>]

        > enter 1 42
        Catalog › Numbers

        ▸ 1  Age       [42]
          2  Floor     [3]
          3  Diameter  [30 cm]
          4  Tip       [<none>]

        > enter 3 32.5
        Catalog › Numbers

          1  Age       [42]
          2  Floor     [3]
        ▸ 3  Diameter  [32.5 cm]
          4  Tip       [<none>]

        > enter 3 60
        error: row 3 (Diameter) refused the text: must be between 20 cm and 50 cm

        Catalog › Numbers

          1  Age       [42]
          2  Floor     [3]
        ▸ 3  Diameter  [60]
             ! must be between 20 cm and 50 cm
          4  Tip       [<none>]

        > enter 4 abc
        error: row 4 (Tip) refused the text: not a number: abc

        Catalog › Numbers

          1  Age       [42]
          2  Floor     [3]
          3  Diameter  [60]
             ! must be between 20 cm and 50 cm
        ▸ 4  Tip       [abc]
             ! not a number: abc

        > enter 4 2.50
        Catalog › Numbers

          1  Age       [42]
          2  Floor     [3]
          3  Diameter  [60]
             ! must be between 20 cm and 50 cm
        ▸ 4  Tip       [2.5]

        > back
        Catalog

          1  Text                  no name  ›
          2  Numbers               age 42, 32.5 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €12.50
          9  Orders placed         0
         10  Place order           (disabled)
         11  Reset

        """
    )
    var expected = Catalog()
    expected.age = 42
    expected.floor = 3
    expected.diameter = 32.5
    expected.tip = 2.5
    #expect(state == expected)
  }

  /// A stepper and a slider: steps stop at the ends, typed values snap to a step, refusals say why.
  @Test func stepperAndSliderStepWithinTheirRangeAndRefuseInputOutsideIt() {
    let (transcript, state) = run([
      "3", "inc 1", "dec 1", "dec 1", "enter 1 9", "enter 1 4", "inc 2", "enter 2 0.96", "inc 2",
      "enter 2 hot", "toggle 2", "back",
    ])
    #expect(
      transcript == """
        Catalog

          1  Text                  no name  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €10.00
          9  Orders placed         0
         10  Place order           (disabled)
         11  Reset

        > 3
        Catalog › Steppers and sliders

          1  Quantity   [− 1 +]
          2  Spiciness  [0.5 ▮▮▮▮▮▯▯▯▯▯]

        > inc 1
        Catalog › Steppers and sliders

        ▸ 1  Quantity   [− 2 +]
          2  Spiciness  [0.5 ▮▮▮▮▮▯▯▯▯▯]

        > dec 1
        Catalog › Steppers and sliders

        ▸ 1  Quantity   [− 1 +]
          2  Spiciness  [0.5 ▮▮▮▮▮▯▯▯▯▯]

        > dec 1
        error: row 1 (Quantity) refused the step down: must be between 1 and 8

        Catalog › Steppers and sliders

        ▸ 1  Quantity   [− 1 +]
             ! must be between 1 and 8
          2  Spiciness  [0.5 ▮▮▮▮▮▯▯▯▯▯]

        > enter 1 9
        error: row 1 (Quantity) refused the text: must be between 1 and 8

        Catalog › Steppers and sliders

        ▸ 1  Quantity   [− 1 +]
             ! must be between 1 and 8
          2  Spiciness  [0.5 ▮▮▮▮▮▯▯▯▯▯]

        > enter 1 4
        Catalog › Steppers and sliders

        ▸ 1  Quantity   [− 4 +]
          2  Spiciness  [0.5 ▮▮▮▮▮▯▯▯▯▯]

        > inc 2
        Catalog › Steppers and sliders

          1  Quantity   [− 4 +]
        ▸ 2  Spiciness  [0.6 ▮▮▮▮▮▮▯▯▯▯]

        > enter 2 0.96
        Catalog › Steppers and sliders

          1  Quantity   [− 4 +]
        ▸ 2  Spiciness  [1 ▮▮▮▮▮▮▮▮▮▮]

        > inc 2
        error: row 2 (Spiciness) refused the step up: must be between 0 and 1

        Catalog › Steppers and sliders

          1  Quantity   [− 4 +]
        ▸ 2  Spiciness  [1 ▮▮▮▮▮▮▮▮▮▮]
             ! must be between 0 and 1

        > enter 2 hot
        error: row 2 (Spiciness) refused the text: not a number: hot

        Catalog › Steppers and sliders

          1  Quantity   [− 4 +]
        ▸ 2  Spiciness  [1 ▮▮▮▮▮▮▮▮▮▮]
             ! not a number: hot

        > toggle 2
        error: row 2 (Spiciness) has no switch; try: enter 2 <text>, inc 2, dec 2

        Catalog › Steppers and sliders

          1  Quantity   [− 4 +]
        ▸ 2  Spiciness  [1 ▮▮▮▮▮▮▮▮▮▮]
             ! not a number: hot

        > back
        Catalog

          1  Text                  no name  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  4 × spiciness 1  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €40.00
          9  Orders placed         0
         10  Place order           (disabled)
         11  Reset

        """
    )
    var expected = Catalog()
    expected.quantity = 4
    expected.spiciness = 1
    #expect(state == expected)
  }

  /// Picker cells, multiple choice into a set, a check cell, a segmented control, a switch and an
  /// inline picker.
  @Test func pickersMultipleChoiceCheckSegmentsSwitchAndInlinePicker() {
    let (transcript, state) = run([
      "4", "1", "3", "back", "2", "3", "back", "3", "1", "3", "back", "4", "select 5 express",
      "select 5 9", "toggle 6", "7", "10", "back",
    ])
    #expect(
      transcript == """
        Catalog

          1  Text                  no name  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €10.00
          9  Orders placed         0
         10  Place order           (disabled)
         11  Reset

        > 4
        Catalog › Choices

          1  Size          Medium  ›
          2  Crust         Thin  ›
          3  Toppings      None  ›
          4  Extra cheese
          5  Delivery      [Pickup|*Standard*|Express]
          6  Gift wrap     [off]
          7  Drink         Water

        > 1
        Catalog › Choices › Size

          1  Small
          2  Medium  ✓
          3  Large

        > 3
        Catalog › Choices › Size

          1  Small
          2  Medium
          3  Large   ✓

        > back
        Catalog › Choices

          1  Size          Large  ›
          2  Crust         Thin  ›
          3  Toppings      None  ›
          4  Extra cheese
          5  Delivery      [Pickup|*Standard*|Express]
          6  Gift wrap     [off]
          7  Drink         Water

        > 2
        Catalog › Choices › Crust

          1  Thin     ✓
          2  Thick
          3  Stuffed

        > 3
        Catalog › Choices › Crust

          1  Thin
          2  Thick
          3  Stuffed  ✓

        > back
        Catalog › Choices

          1  Size          Large  ›
          2  Crust         Stuffed  ›
          3  Toppings      None  ›
          4  Extra cheese
          5  Delivery      [Pickup|*Standard*|Express]
          6  Gift wrap     [off]
          7  Drink         Water

        > 3
        Catalog › Choices › Toppings

          1  Mushrooms
          2  Olives
          3  Basil

        > 1
        Catalog › Choices › Toppings

          1  Mushrooms  ✓
          2  Olives
          3  Basil

        > 3
        Catalog › Choices › Toppings

          1  Mushrooms  ✓
          2  Olives
          3  Basil      ✓

        > back
        Catalog › Choices

          1  Size          Large  ›
          2  Crust         Stuffed  ›
          3  Toppings      Mushrooms, Basil  ›
          4  Extra cheese
          5  Delivery      [Pickup|*Standard*|Express]
          6  Gift wrap     [off]
          7  Drink         Water

        > 4
        Catalog › Choices

          1  Size          Large  ›
          2  Crust         Stuffed  ›
          3  Toppings      Mushrooms, Basil  ›
          4  Extra cheese  ✓
          5  Delivery      [Pickup|*Standard*|Express]
          6  Gift wrap     [off]
          7  Drink         Water

        > select 5 express
        Catalog › Choices

          1  Size          Large  ›
          2  Crust         Stuffed  ›
          3  Toppings      Mushrooms, Basil  ›
          4  Extra cheese  ✓
        ▸ 5  Delivery      [Pickup|Standard|*Express*]
          6  Gift wrap     [off]
          7  Drink         Water

        > select 5 9
        error: row 5 (Delivery) has no option '9'; options: 1 Pickup, 2 Standard, 3 Express

        Catalog › Choices

          1  Size          Large  ›
          2  Crust         Stuffed  ›
          3  Toppings      Mushrooms, Basil  ›
          4  Extra cheese  ✓
        ▸ 5  Delivery      [Pickup|Standard|*Express*]
          6  Gift wrap     [off]
          7  Drink         Water

        > toggle 6
        Catalog › Choices

          1  Size          Large  ›
          2  Crust         Stuffed  ›
          3  Toppings      Mushrooms, Basil  ›
          4  Extra cheese  ✓
          5  Delivery      [Pickup|Standard|*Express*]
        ▸ 6  Gift wrap     [on]
          7  Drink         Water

        > 7
        Catalog › Choices

          1  Size          Large  ›
          2  Crust         Stuffed  ›
          3  Toppings      Mushrooms, Basil  ›
          4  Extra cheese  ✓
          5  Delivery      [Pickup|Standard|*Express*]
        ▸ 6  Gift wrap     [on]
          7  Drink         Water
          8  Water         ✓
          9  Lemonade
         10  Cola

        > 10
        Catalog › Choices

          1  Size          Large  ›
          2  Crust         Stuffed  ›
          3  Toppings      Mushrooms, Basil  ›
          4  Extra cheese  ✓
          5  Delivery      [Pickup|Standard|*Express*]
        ▸ 6  Gift wrap     [on]
          7  Drink         Cola

        > back
        Catalog

          1  Text                  no name  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Large, Stuffed, Express  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €16.50
          9  Orders placed         0
         10  Place order           (disabled)
         11  Reset

        """
    )
    var expected = Catalog()
    expected.size = .large
    expected.crust = "Stuffed"
    expected.toppings = [.mushrooms, .basil]
    expected.extraCheese = true
    expected.delivery = .express
    expected.giftWrap = true
    expected.drink = .cola
    #expect(state == expected)
  }

  /// Dates, times and durations in the stated format; bad and out-of-range text stays visible with
  /// a message.
  @Test func datesTimesAndDurationsInTheStatedFormat() {
    let (transcript, state) = run([
      "5", "enter 1 2024-07-14", "enter 1 2024-09-01", "enter 1 2024-02-30", "enter 2 07:45",
      "enter 2 7pm", "enter 3 2024-07-13 20:00", "enter 4 1:05", "enter 4 1:75", "enter 3 ",
      "back",
    ])
    #expect(
      transcript == """
        Catalog

          1  Text                  no name  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €10.00
          9  Orders placed         0
         10  Place order           (disabled)
         11  Reset

        > 5
        Catalog › Dates and times

          1  Day       [2024-06-01]
          2  Time      [18:30]
          3  Reminder  [<yyyy-MM-dd HH:mm>]
          4  Bake for  [0:15]
             Enter dates as yyyy-MM-dd and times as HH:mm, in UTC.

        > enter 1 2024-07-14
        Catalog › Dates and times

        ▸ 1  Day       [2024-07-14]
          2  Time      [18:30]
          3  Reminder  [<yyyy-MM-dd HH:mm>]
          4  Bake for  [0:15]
             Enter dates as yyyy-MM-dd and times as HH:mm, in UTC.

        > enter 1 2024-09-01
        error: row 1 (Day) refused the text: must be between 2024-06-01 and 2024-08-31

        Catalog › Dates and times

        ▸ 1  Day       [2024-09-01]
             ! must be between 2024-06-01 and 2024-08-31
          2  Time      [18:30]
          3  Reminder  [<yyyy-MM-dd HH:mm>]
          4  Bake for  [0:15]
             Enter dates as yyyy-MM-dd and times as HH:mm, in UTC.

        > enter 1 2024-02-30
        error: row 1 (Day) refused the text: not a date (yyyy-MM-dd): 2024-02-30

        Catalog › Dates and times

        ▸ 1  Day       [2024-02-30]
             ! not a date (yyyy-MM-dd): 2024-02-30
          2  Time      [18:30]
          3  Reminder  [<yyyy-MM-dd HH:mm>]
          4  Bake for  [0:15]
             Enter dates as yyyy-MM-dd and times as HH:mm, in UTC.

        > enter 2 07:45
        Catalog › Dates and times

          1  Day       [2024-02-30]
             ! not a date (yyyy-MM-dd): 2024-02-30
        ▸ 2  Time      [07:45]
          3  Reminder  [<yyyy-MM-dd HH:mm>]
          4  Bake for  [0:15]
             Enter dates as yyyy-MM-dd and times as HH:mm, in UTC.

        > enter 2 7pm
        error: row 2 (Time) refused the text: not a time (HH:mm): 7pm

        Catalog › Dates and times

          1  Day       [2024-02-30]
             ! not a date (yyyy-MM-dd): 2024-02-30
        ▸ 2  Time      [7pm]
             ! not a time (HH:mm): 7pm
          3  Reminder  [<yyyy-MM-dd HH:mm>]
          4  Bake for  [0:15]
             Enter dates as yyyy-MM-dd and times as HH:mm, in UTC.

        > enter 3 2024-07-13 20:00
        Catalog › Dates and times

          1  Day       [2024-02-30]
             ! not a date (yyyy-MM-dd): 2024-02-30
          2  Time      [7pm]
             ! not a time (HH:mm): 7pm
        ▸ 3  Reminder  [2024-07-13 20:00]
          4  Bake for  [0:15]
             Enter dates as yyyy-MM-dd and times as HH:mm, in UTC.

        > enter 4 1:05
        Catalog › Dates and times

          1  Day       [2024-02-30]
             ! not a date (yyyy-MM-dd): 2024-02-30
          2  Time      [7pm]
             ! not a time (HH:mm): 7pm
          3  Reminder  [2024-07-13 20:00]
        ▸ 4  Bake for  [1:05]
             Enter dates as yyyy-MM-dd and times as HH:mm, in UTC.

        > enter 4 1:75
        error: row 4 (Bake for) refused the text: not a duration (H:mm): 1:75

        Catalog › Dates and times

          1  Day       [2024-02-30]
             ! not a date (yyyy-MM-dd): 2024-02-30
          2  Time      [7pm]
             ! not a time (HH:mm): 7pm
          3  Reminder  [2024-07-13 20:00]
        ▸ 4  Bake for  [1:75]
             ! not a duration (H:mm): 1:75
             Enter dates as yyyy-MM-dd and times as HH:mm, in UTC.

        > enter 3 
        Catalog › Dates and times

          1  Day       [2024-02-30]
             ! not a date (yyyy-MM-dd): 2024-02-30
          2  Time      [7pm]
             ! not a time (HH:mm): 7pm
        ▸ 3  Reminder  [<yyyy-MM-dd HH:mm>]
          4  Bake for  [1:75]
             ! not a duration (H:mm): 1:75
             Enter dates as yyyy-MM-dd and times as HH:mm, in UTC.

        > back
        Catalog

          1  Text                  no name  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-07-14 07:45  ›
          6  Address               1 Main St, 12345 Springfield  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €10.00
          9  Orders placed         0
         10  Place order           (disabled)
         11  Reset

        """
    )
    var expected = Catalog()
    expected.deliveryDay = Date(timeIntervalSince1970: 1_720_915_200)  // 2024-07-14
    expected.deliveryTime = Date(timeIntervalSince1970: 1_717_227_900)  // 2024-06-01 07:45
    expected.bakeTime = 65 * 60
    #expect(state == expected)
  }

  /// The postal address, label rows, a button disabled until there is a name, a button that pushes
  /// a screen, and a reset.
  @Test func addressLabelsAndButtonsWithADisabledButtonAndAReset() {
    let (transcript, state) = run([
      "tap 10", "tap 8", "6", "enter 4 Illinois", "back", "1", "enter 1 Grace", "back", "10",
      "back", "11",
    ])
    #expect(
      transcript == """
        Catalog

          1  Text                  no name  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €10.00
          9  Orders placed         0
         10  Place order           (disabled)
         11  Reset

        > tap 10
        error: row 10 (Place order) is disabled; try another row

        Catalog

          1  Text                  no name  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €10.00
          9  Orders placed         0
         10  Place order           (disabled)
         11  Reset

        > tap 8
        error: row 8 (Total) cannot be tapped; it takes no commands; try another row, or 'back'

        Catalog

          1  Text                  no name  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €10.00
          9  Orders placed         0
         10  Place order           (disabled)
         11  Reset

        > 6
        Catalog › Address

          1  Street       [1 Main St]
          2  Postal code  [12345]
          3  City         [Springfield]
          4  Region       [<Region>]
          5  Country      [<Country>]

        > enter 4 Illinois
        Catalog › Address

          1  Street       [1 Main St]
          2  Postal code  [12345]
          3  City         [Springfield]
        ▸ 4  Region       [Illinois]
          5  Country      [<Country>]

        > back
        Catalog

          1  Text                  no name  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield, Illinois  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €10.00
          9  Orders placed         0
         10  Place order           (disabled)
         11  Reset

        > 1
        Catalog › Text

          1  Name      [<Name>]
          2  Email     [ada@example.com]
          3  Website   [<https://>]
          4  Phone     [<Phone>]
          5  Password  [•••••••]
          6  Notes     [<Notes>]

        > enter 1 Grace
        Catalog › Text

        ▸ 1  Name      [Grace]
          2  Email     [ada@example.com]
          3  Website   [<https://>]
          4  Phone     [<Phone>]
          5  Password  [•••••••]
          6  Notes     [<Notes>]

        > back
        Catalog

          1  Text                  Grace  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield, Illinois  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €10.00
          9  Orders placed         0
         10  Place order
         11  Reset

        > 10
        Catalog › Order placed

          1  Thank you, Grace!

        > back
        Catalog

          1  Text                  Grace  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield, Illinois  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €10.00
          9  Orders placed         1
         10  Place order
         11  Reset

        > 11
        Catalog

          1  Text                  no name  ›
          2  Numbers               age 36, 30 cm  ›
          3  Steppers and sliders  1 × spiciness 0.5  ›
          4  Choices               Medium, Thin, Standard  ›
          5  Dates and times       2024-06-01 18:30  ›
          6  Address               1 Main St, 12345 Springfield  ›

          ── Order ──
          7  Prices include tax
          8  Total                 €10.00
          9  Orders placed         0
         10  Place order           (disabled)
         11  Reset

        """
    )
    #expect(state == Catalog())
  }
}
