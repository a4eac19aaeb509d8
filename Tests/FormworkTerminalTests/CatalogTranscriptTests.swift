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
    return (transcript, (session as? FormDriver<Catalog>)?.state)
  }

  /// Text fields of each kind (a masked password), optional text cleared by empty input, and a text
  /// area with a line break.
  @Test func textFieldsOfEveryKindAndATextArea() {
    let (transcript, state) = run([
      "1", "enter 1 Ada Lovelace", "enter 3 https://ada.dev", "enter 4 +44 20 7946 0000",
      "enter 5 new secret", "enter 6 Ring twice\\nthen wait", "enter 3 ", "back",
    ])
    expectTranscript(transcript, "Catalog/textFieldsOfEveryKindAndATextArea")
    var expected = Catalog()
    expected.name = "Ada Lovelace"
    expected.phone = "+44 20 7946 0000"
    expected.password = "new secret"
    expected.notes = "Ring twice\nthen wait"
    #expect(state == expected)
  }

  /// Number fields: unparseable text stays visible with a message while state keeps its value;
  /// an out-of-range number is written and its row says what range it must be in.
  @Test func numberFieldsRefuseBadTextKeepItVisibleAndClearTheMessageOnValidText() {
    let (transcript, state) = run([
      "2", "enter 1 12x", "enter 1 121", "enter 2 3", "enter 1 42", "enter 3 32.5", "enter 3 60",
      "enter 4 abc", "enter 4 2.50", "back",
    ])
    expectTranscript(
      transcript, "Catalog/numberFieldsRefuseBadTextKeepItVisibleAndClearTheMessageOnValidText")
    var expected = Catalog()
    expected.age = 42
    expected.floor = 3
    expected.diameter = 60
    expected.tip = 2.5
    #expect(state == expected)
  }

  /// A stepper and a slider: steps stop at the ends and say why; a typed number outside the
  /// range is written with its message, typed values snap to a step.
  @Test func stepperAndSliderStepWithinTheirRangeAndRefuseInputOutsideIt() {
    let (transcript, state) = run([
      "3", "inc 1", "dec 1", "dec 1", "enter 1 9", "enter 1 4", "inc 2", "enter 2 0.96", "inc 2",
      "enter 2 hot", "toggle 2", "back",
    ])
    expectTranscript(
      transcript, "Catalog/stepperAndSliderStepWithinTheirRangeAndRefuseInputOutsideIt")
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
    expectTranscript(transcript, "Catalog/pickersMultipleChoiceCheckSegmentsSwitchAndInlinePicker")
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

  /// Dates, times and durations in the stated format: text that is no date stays visible with a
  /// message; a date out of range is written and its row says so.
  @Test func datesTimesAndDurationsInTheStatedFormat() {
    let (transcript, state) = run([
      "5", "enter 1 2024-07-14", "enter 1 2024-09-01", "enter 1 2024-02-30", "enter 2 07:45",
      "enter 2 7pm", "enter 3 2024-07-13 20:00", "enter 4 1:05", "enter 4 1:75", "enter 3 ",
      "back",
    ])
    expectTranscript(transcript, "Catalog/datesTimesAndDurationsInTheStatedFormat")
    var expected = Catalog()
    expected.deliveryDay = Date(timeIntervalSince1970: 1_725_148_800)  // 2024-09-01
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
    expectTranscript(transcript, "Catalog/addressLabelsAndButtonsWithADisabledButtonAndAReset")
    #expect(state == Catalog())
  }
}
