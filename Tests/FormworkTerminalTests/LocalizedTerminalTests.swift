import Formwork
import FormworkExamples
import FormworkTerminal
import Foundation
import Testing

/// The terminal under a shipped translation, as a user of a German or Hebrew app sees it: the
/// full screen's frames (rows, help bar, notes, the filter, the editor, the quit question),
/// the REPL's replies and the accessible mode's questions, with no English word that Formwork
/// wrote. Golden transcripts keep the whole text; a scan checks it against the English words.
@Suite struct LocalizedTerminalTests {
  /// The words of Formwork's English table (its typed words and its phrases, the front ends'
  /// keys), less those the translation writes too (command words like `back`, `Tab`, `Extras`):
  /// what must not show under `language`.
  static func englishWords(against language: String) -> Set<String> {
    let english = FormStrings()
    let translated = FormStrings(locale: language)
    var texts = [
      english.required, english.doesNotMatch, english.mustBeOn, english.invalidEmail,
      english.invalidURL, english.tooShort(8), english.tooLong(20), english.outOfRange("1", "9"),
      english.notANumberInRange("1", "9"), english.mustMatch("x"), english.toFix(2),
      english.fixBeforeSubmitting("x"), english.fixFirst("x"), english.fieldsToFix(1),
      english.fieldsToFix(2), english.stepOf(2, 4), english.checking, english.done, english.cancel,
      english.next, english.submit, english.none, english.add("x"), english.enterANumber,
      english.notANumber("x", nil), english.notANumber("x", "y"), english.notAWholeNumber("x"),
      english.mustNotBeNegative, english.notADuration("x"),
      english.tooLongADuration("x"), english.notAccepted("x"),
    ]
    texts += [DateField.Mode.date, .time, .dateAndTime].map { english.notADate($0, "p", "x") }
    // NB: the translation's phrases are keyed by the English texts.
    texts += translated.phrases.keys.map { $0.hasPrefix("key ") ? String($0.dropFirst(4)) : $0 }
    let translatedTexts =
      Array(translated.phrases.values) + [
        translated.required, translated.done, translated.next, translated.submit, translated.none,
      ]
    return words(in: texts.joined(separator: " "))
      .subtracting(words(in: translatedTexts.joined(separator: " ")))
  }

  /// The words of `text`: runs of three or more letters, lowercased. Placeholders (`%@`) and
  /// date patterns are not words.
  static func words(in text: String) -> Set<String> {
    Set(
      text.split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 3 }
        .map { $0.lowercased() })
  }

  /// The English words `text` shows, the app's own words left out (the booking's German
  /// `Später Check-out` is the app's title, not Formwork's).
  static func englishShown(in text: String, language: String) -> [String] {
    words(in: text).subtracting(words(in: "Später Check-out"))
      .intersection(englishWords(against: language)).sorted()
  }

  private func press(_ form: InteractiveForm, _ keys: TerminalKey...) {
    for key in keys { form.handle(key) }
  }

  /// Every frame of a walk over the booking form that meets each mode of the key table:
  /// rows of each kind, a refused text, the editor, the filter, a list of check boxes, a key
  /// that does nothing, undo with nothing to undo, and the quit question.
  ///
  /// - Returns: The transcript (each frame under what led to it) and the frames alone.
  private func walk(_ language: String) -> (transcript: String, frames: String) {
    let session = (Example.named("booking") ?? examples[0]).startIn(
      FormStrings(locale: language), nil)
    let form = InteractiveForm(session: session)
    var frames: [(label: String, text: String)] = []
    func frame(_ label: String) {
      frames.append((label, form.frame(width: 100, height: 18).text))
    }
    frame("start")
    press(form, .control("z"))
    frame("ctrl-z with nothing to undo")
    press(form, .down, .down)
    frame("a number field")
    press(form, .enter)
    for _ in 0..<4 { press(form, .backspace) }
    // NB: no number in either language, so the editor stays open in both.
    press(form, .text("3.14x"), .enter)
    frame("text that is no number, kept on its row")
    press(form, .escape, .down)
    frame("a date field")
    press(form, .down, .down, .down)
    frame("a switch")
    press(form, .text(" "))
    frame("the switch flipped")
    press(form, .down)
    frame("a row that opens a screen")
    press(form, .enter)
    frame("a list of check boxes")
    press(form, .text("a"))
    frame("all checked")
    press(form, .escape, .down)
    frame("a button")
    press(form, .text("x"))
    frame("a key that does nothing")
    press(form, .enter)
    frame("the button refused: the cursor on the name")
    for _ in 0..<6 { press(form, .down) }
    frame("back on the switch")
    press(form, .text("/"), .text("an"))
    frame("filtering")
    press(form, .escape, .text("q"))
    frame("the quit question")
    return (
      frames.map { "── \($0.label) ──\n\($0.text)" }.joined(separator: "\n"),
      frames.map(\.text).joined(separator: "\n")
    )
  }

  @Test func fullScreenUnderGermanShowsNoEnglishFormworkWord() {
    let (transcript, text) = walk("de")
    expectTranscript(transcript, "Localized/BookingFullScreenGerman")
    #expect(text.contains("↑↓ bewegen · q beenden · / filtern"))
    #expect(text.contains("Beenden ohne zu senden?"))
    #expect(Self.englishShown(in: text, language: "de") == [])
  }

  @Test func theHelpBarUnderHebrewShowsNoEnglishFormworkWord() {
    let (transcript, text) = walk("he")
    expectTranscript(transcript, "Localized/BookingFullScreenHebrew")
    // NB: the help bar is each frame's last line.
    let bars = text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated().filter { $0.offset > 0 }
      .map(\.element).filter { $0.contains(" · ") }
    #expect(bars.count >= 10)
    #expect(Self.englishShown(in: bars.joined(separator: "\n"), language: "he") == [])
  }

  @Test func replUnderGermanShowsNoEnglishFormworkWord() {
    let session = (Example.named("booking") ?? examples[0]).startIn(
      FormStrings(locale: "de"), nil)
    let input = [
      "toggle 1", "enter 3 99999999999999999999", "enter 3 ", "errors", "changes", "select 8 x",
      "8", "toggle 1", "select 1 9", "back", "back", "fly", "toggle 99", "undo", "redo", "help",
      "next", "prev", "move 1 2", "delete 1", "9",
    ].joined(separator: "\n")
    let text = Repl.transcript(session, input: input + "\n")
    expectTranscript(text, "Localized/BookingReplGerman")
    #expect(text.contains("Fehler: keine Zeile 99 auf dieser Seite"))
    #expect(Self.englishShown(in: text, language: "de") == [])
  }

  @Test func accessibleModeUnderGermanAsksInGerman() {
    let session = (Example.named("booking") ?? examples[0]).startIn(
      FormStrings(locale: "de"), nil)
    let input = ["?", "Ada", "", "x", "", "", "", "", "j", "y", "", "9", "quit", "y"]
    let output = AccessibleForm.transcript(
      session, input: input.joined(separator: "\n") + "\n")
    expectTranscript(output, "Localized/BookingAccessibleGerman")
    #expect(output.contains("An? (y/n)"))
    #expect(Self.englishShown(in: output, language: "de") == [])
  }

  /// The scan finds English: the same walk in English shows the words it looks for.
  @Test func theScanFindsEnglishWhereThereIsSome() {
    let english = Self.englishShown(in: walk("en").frames, language: "de")
    #expect(english.contains("space"))
    #expect(english.contains("press"))
    #expect(english.contains("nothing"))
    #expect(
      Self.englishShown(in: "Fehler: no row 9 on this screen", language: "de") == [
        "row", "screen", "this",
      ])
  }
}
