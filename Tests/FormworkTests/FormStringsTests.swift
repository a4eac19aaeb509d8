import Formwork
import FormworkTerminal
import FormworkTestSupport
import Foundation
import Testing

/// The library's words and value formats: shipped translations loaded from the package's
/// resources, forms run under `de` and `he` (whole screens and states), an app's override in
/// one place, numbers and dates in the driver's format with the other format refused.
@Suite struct FormStringsTests {
  private struct Order: Equatable {
    var name = ""
    var price = 2.5
    var count = 1
    var day = Date(timeIntervalSince1970: 1_717_200_000)
    var wrap: Set<Int> = []
    var notes = ""
    var sent = 0
  }

  private var orderForm: Form<Order> {
    steps(
      [
        step(
          "Order",
          [
            section([
              controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()])),
              controlCell(title: "Price", control: numberField(keyPath: \.price, range: 0...10)),
              controlCell(title: "Count", control: stepper(keyPath: \.count, range: 1...3)),
              controlCell(title: "Day", control: dateField(keyPath: \.day)),
              multiSelectCell(
                title: "Wrap", keyPath: \.wrap, options: [1, 2], optionTitle: { "#\($0)" }),
            ])
          ]),
        step(
          "Notes",
          [
            section([
              controlCell(
                title: "Notes", control: textField(keyPath: \.notes, rules: [.minLength(3)]))
            ])
          ]),
      ]
    ) { $0.sent += 1 }
  }

  private func screen(_ driver: FormDriver<Order>) -> String {
    ScreenRenderer().render(driver)
  }

  @Test func shippedTranslationsLoadFromTheBundle() {
    let german = FormStrings(locale: "de_DE.UTF-8")
    #expect(german.language == "de")
    #expect(!german.isRightToLeft)
    #expect(german.required == "Pflichtfeld")
    #expect(german.fieldsToFix(1) == "1 Feld zu korrigieren")
    #expect(german.fieldsToFix(2) == "2 Felder zu korrigieren")
    #expect(
      german.values
        == FormValueFormat(
          decimalSeparator: ",", datePattern: "dd.MM.yyyy", timePattern: "HH:mm",
          currencyPattern: "# ¤"))
    let hebrew = FormStrings(locale: "he-IL")
    #expect(hebrew.language == "he")
    #expect(hebrew.isRightToLeft)
    #expect(hebrew.stepOf(2, 4) == "שלב 2 מתוך 4")
    #expect(hebrew.fieldsToFix(1) == "שדה אחד לתיקון")
    // Not shipped, or no locale at all: English and the fixed formats.
    for locale in ["fr_FR", "C", "POSIX", "", "en_US", "de_"] {
      let strings = FormStrings(locale: locale)
      let expected = locale == "de_" ? "de" : "en"
      #expect(strings.language == expected, "\(locale)")
    }
    #expect(FormStrings(locale: "fr_FR").values.isFixed)
    #expect(FormStrings(locale: "fr_FR").required == "Required")
  }

  /// Every key of every shipped table is one the code reads, and every key the English
  /// table has is translated: a typo in a strings file would silently show English.
  @Test func everyShippedTableTranslatesEveryWord() {
    let english = FormStrings()
    for language in FormStrings.shippedLanguages where language != "en" {
      let strings = FormStrings(locale: language)
      #expect(strings.required != english.required, "\(language)")
      #expect(strings.doesNotMatch != english.doesNotMatch, "\(language)")
      #expect(strings.mustBeOn != english.mustBeOn, "\(language)")
      #expect(strings.invalidEmail != english.invalidEmail, "\(language)")
      #expect(strings.invalidURL != english.invalidURL, "\(language)")
      #expect(strings.tooShort(3) != english.tooShort(3), "\(language)")
      #expect(strings.tooLong(3) != english.tooLong(3), "\(language)")
      #expect(strings.outOfRange("1", "2") != english.outOfRange("1", "2"), "\(language)")
      #expect(strings.notANumberInRange("1", "2") != english.notANumberInRange("1", "2"))
      #expect(strings.mustMatch("x") != english.mustMatch("x"), "\(language)")
      #expect(strings.tooFew(2) != english.tooFew(2), "\(language)")
      #expect(strings.tooMany(2) != english.tooMany(2), "\(language)")
      #expect(strings.listedTwice("x") != english.listedTwice("x"), "\(language)")
      #expect(strings.noLongerOffered("x") != english.noLongerOffered("x"), "\(language)")
      #expect(strings.toFix(2) != english.toFix(2), "\(language)")
      #expect(strings.fixBeforeSubmitting("A") != english.fixBeforeSubmitting("A"))
      #expect(strings.fixFirst("A") != english.fixFirst("A"), "\(language)")
      #expect(strings.fieldsToFix(1) != english.fieldsToFix(1), "\(language)")
      #expect(strings.fieldsToFix(2) != english.fieldsToFix(2), "\(language)")
      #expect(strings.stepOf(1, 2) != english.stepOf(1, 2), "\(language)")
      for word in [\FormStrings.checking, \.done, \.cancel, \.next, \.submit, \.none] {
        #expect(strings[keyPath: word] != english[keyPath: word], "\(language)")
      }
      #expect(strings.add("X") != english.add("X"), "\(language)")
      #expect(strings.enterANumber != english.enterANumber, "\(language)")
      #expect(strings.notANumber("x", nil) != english.notANumber("x", nil), "\(language)")
      #expect(strings.notANumber("x", "1") != english.notANumber("x", "1"), "\(language)")
      #expect(strings.notAWholeNumber("x") != english.notAWholeNumber("x"), "\(language)")
      #expect(strings.mustNotBeNegative != english.mustNotBeNegative, "\(language)")
      #expect(strings.notADuration("x") != english.notADuration("x"), "\(language)")
      #expect(strings.tooLongADuration("x") != english.tooLongADuration("x"), "\(language)")
      for mode in DateField.Mode.allCases {
        #expect(strings.notADate(mode, "p", "x") != english.notADate(mode, "p", "x"))
      }
      #expect(strings.notAccepted("x") != english.notAccepted("x"), "\(language)")
    }
  }

  @Test func placeholdersFillByOrderAndPosition() {
    var strings = FormStrings()
    #expect(strings.stepOf(2, 4) == "Step 2 of 4")
    #expect(strings.notADate(.time, "HH:mm", "7pm") == "not a time (HH:mm): 7pm")
    #expect(strings.notANumber("3,14", nil) == "not a number: 3,14")
    #expect(strings.notANumber("3,14", "1234.5") == "not a number (like 1234.5): 3,14")
    // The German order puts the arguments where its grammar wants them.
    #expect(FormStrings(locale: "de").add("Adresse") == "Adresse hinzufügen")
    strings.stepOf = { "\($0)/\($1)" }
    #expect(strings.stepOf(2, 4) == "2/4")
  }

  @Test func formUnderGermanShowsNoEnglishFormworkWord() throws {
    let driver = FormDriver(
      initial: Order(), title: "Bestellung", strings: FormStrings(locale: "de"),
      build: orderForm)
    #expect(
      screen(driver) == """
        Bestellung

          1  Name    []
          2  Price   [2,5]
          3  Count   [− 1 +]
          4  Day     [01.06.2024]
          5  Wrap    Keine  ›

          6  Weiter  ›
             Schritt 1 von 2

        """)
    #expect(throws: GestureError.self) { try driver.perform(.enter(row: "Price", text: "3.14")) }
    #expect(throws: GestureError.self) {
      try driver.perform(.enter(row: "Day", text: "2024-06-15"))
    }
    #expect(throws: GestureError.self) { try driver.perform(.enter(row: "Count", text: "1.5")) }
    #expect(driver.state == Order())
    try driver.perform(.tap(row: "Weiter"))
    #expect(
      screen(driver) == """
        Bestellung

        ▸ 1  Name    []
             ! Pflichtfeld
          2  Price   [3.14]
             ! keine Zahl (Format 1234,5): 3.14
          3  Count   [− 1 +]
             ! keine Zahl: 1.5
          4  Day     [2024-06-15]
             ! kein Datum (dd.MM.yyyy): 2024-06-15
          5  Wrap    Keine  ›

          6  Weiter  (4 zu korrigieren)  ›
             ! Zuerst korrigieren: Name, Price, Count, Day
             Schritt 1 von 2

        """)
    try driver.perform(.enter(row: "Name", text: "Ada"))
    try driver.perform(.enter(row: "Price", text: "3,14"))
    try driver.perform(.enter(row: "Count", text: "2"))
    try driver.perform(.enter(row: "Day", text: "15.06.2024"))
    var expected = Order()
    expected.name = "Ada"
    expected.price = 3.14
    expected.count = 2
    expected.day = Date(timeIntervalSince1970: 1_718_409_600)
    #expect(driver.state == expected)
    try driver.perform(.tap(row: "Weiter"))
    try driver.perform(.enter(row: "Notes", text: "ab"))
    #expect(
      screen(driver) == """
        Bestellung › Notes

        ▸ 1  Notes   [ab]
             ! Mindestens 3 Zeichen

          2  Senden  (1 zu korrigieren)
             Schritt 2 von 2

        """)
  }

  @Test func formUnderHebrewReadsRightToLeftWords() throws {
    let driver = FormDriver(
      initial: Order(), title: "הזמנה", strings: FormStrings(locale: "he_IL"), build: orderForm)
    #expect(driver.strings.isRightToLeft)
    #expect(throws: GestureError.self) {
      try driver.perform(.enter(row: "Day", text: "2024-06-15"))
    }
    try driver.perform(.tap(row: "הבא"))
    #expect(
      screen(driver) == """
        הזמנה

        ▸ 1  Name   []
             ! שדה חובה
          2  Price  [2.5]
          3  Count  [− 1 +]
          4  Day    [2024-06-15]
             ! לא תאריך (dd.MM.yyyy): 2024-06-15
          5  Wrap   ללא  ›

          6  הבא    (2 לתיקון)  ›
             ! יש לתקן קודם: Name, Day
             שלב 1 מתוך 2

        """)
    try driver.perform(.enter(row: "Day", text: "15.06.2024"))
    #expect(driver.state.day == Date(timeIntervalSince1970: 1_718_409_600))
  }

  /// The fixed format stays what a driver without strings uses: tests and transcripts.
  @Test func defaultDriverKeepsTheFixedFormat() throws {
    let driver = FormDriver(initial: Order(), title: "Order", build: orderForm)
    #expect(throws: GestureError.self) { try driver.perform(.enter(row: "Price", text: "3,14")) }
    try driver.perform(.enter(row: "Day", text: "2024-06-15"))
    try driver.perform(.enter(row: "Price", text: "3.14"))
    #expect(driver.state.price == 3.14)
    #expect(screen(driver).contains("▸ 2  Price  [3.14]\n"))
    #expect(screen(driver).contains("  6  Next   ›\n     Step 1 of 2\n"))
  }

  /// An app replaces any of the library's words in one place: the driver's strings.
  @Test func appOverridesAWordInOnePlace() throws {
    var strings = FormStrings(locale: "de")
    strings.required = "Bitte ausfüllen"
    strings.stepOf = { step, count in "\(step)/\(count)" }
    strings.values.decimalSeparator = "·"
    let driver = FormDriver(
      initial: Order(), title: "Bestellung", strings: strings, build: orderForm)
    try driver.perform(.tap(row: "Weiter"))
    let shown = screen(driver)
    #expect(shown.contains("     ! Bitte ausfüllen\n"))
    #expect(shown.contains("     1/2\n"))
    #expect(shown.contains("  2  Price   [2·5]\n"))
    // A message given by the form itself is the form's, whatever the strings.
    let own: ValidationRule<Order, String> = .required(message: "Name, please")
    #expect(own.localized(strings).check("", Order()) == "Name, please")
  }

  /// A rule in a driver's words makes its message when a value fails: building a form, and
  /// changes that pass, word nothing.
  @Test func aRuleInADriversWordsWordsOnlyAFailure() throws {
    var worded: [Int] = []
    var strings = FormStrings()
    strings.tooLong = { count in
      worded.append(count)
      return "at most \(count)"
    }
    let rule = ValidationRule<Order, String>.maxLength(3).localized(strings)
    #expect(worded.isEmpty)
    #expect(rule.check("abc", Order()) == nil)
    #expect(worded.isEmpty)
    #expect(rule.check("abcd", Order()) == "at most 3")
    #expect(worded == [3])
    // A rule over an optional value, lifted from the rule over the value, words lazily too.
    let optional = ValidationRule<Order, String?>.maxLength(4).localized(strings)
    #expect(optional.check(nil, Order()) == nil)
    #expect(optional.check("abcd", Order()) == nil)
    #expect(worded == [3])
    #expect(optional.check("abcde", Order()) == "at most 4")
    #expect(worded == [3, 4])

    worded = []
    let notes: Form<Order> = sections([
      section([
        controlCell(title: "Notes", control: textField(keyPath: \.notes, rules: [.maxLength(3)])),
        controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.maxLength(5)])),
      ])
    ])
    let driver = FormDriver(initial: Order(), strings: strings, build: notes)
    try driver.perform(.enter(row: "Name", text: "Ann"))
    #expect(worded.isEmpty)
    try driver.perform(.enter(row: "Notes", text: "abcd"))
    #expect(driver.validationErrors.map(\.message) == ["at most 3"])
    #expect(
      screen(driver) == """
        Form

        ▸ 1  Notes  [abcd]
             ! at most 3
          2  Name   [Ann]

        """)
    #expect(Set(worded) == [3])
  }

  /// A rule made outside any driver speaks English; the driver's strings reword it.
  @Test func rulesSpeakTheDriversLanguage() {
    let german = FormStrings(locale: "de")
    let rules: [ValidationRule<Order, String>] = [
      .required(), .minLength(3), .maxLength(1), .email(), .url(), .matches("[0-9]+"),
      .number(in: 1...2.5),
    ]
    #expect(
      rules.map { $0.check("a", Order()) ?? "" } == [
        "", "Must be at least 3 characters", "", "Not a valid email address",
        "Not a valid URL (http:// or https://)", "Must match [0-9]+",
        "Must be a number from 1 to 2.5",
      ])
    #expect(
      rules.map { $0.localized(german).check("a", Order()) ?? "" } == [
        "", "Mindestens 3 Zeichen", "", "Keine gültige E-Mail-Adresse",
        "Keine gültige URL (http:// oder https://)", "Muss [0-9]+ entsprechen",
        "Muss eine Zahl von 1 bis 2,5 sein",
      ])
    // The number rule reads the driver's format too.
    let number = ValidationRule<Order, String>.number(in: 1...2.5).localized(german)
    #expect(number.check("2,5", Order()) == nil)
    #expect(number.check("2.5", Order()) != nil)
    let optional: ValidationRule<Order, String?> = .required()
    #expect(optional.localized(german).check(nil, Order()) == "Pflichtfeld")
    let on: ValidationRule<Order, Bool> = .isOn()
    #expect(on.localized(german).check(false, Order()) == "Muss eingeschaltet sein")
    let same: ValidationRule<Order, String> = .equals(\.notes)
    #expect(same.localized(german).check("x", Order()) == "Stimmt nicht überein")
    let ranged: ValidationRule<Order, Int?> = .range(1...3)
    #expect(ranged.localized(german).check(5, Order()) == "Muss zwischen 1 und 3 liegen")
    let unique: ValidationRule<Order, [String]> = .unique(by: { $0 })
    #expect(unique.check(["a", "a"], Order()) == "a is listed more than once")
    #expect(unique.localized(german).check(["a", "a"], Order()) == "a kommt mehrfach vor")
    #expect(unique.localized(german).check(["", " "], Order()) == nil)
    #expect(unique.localized(german).check([" ", " "], Order()) == "Mehr als einer ist leer")
  }

  // MARK: Persistence, addresses, the feedback loop

  private struct Shipment: Codable, Equatable {
    var to = PostalAddress(street: "Hauptstr. 1", postalCode: "10115", city: "Berlin")
  }

  /// A postal address's rows, a restore's errors and the feedback loop's error speak the
  /// driver's language; English stays as it was.
  @Test func addressesSnapshotsAndTheFeedbackLoopSpeakTheDriversLanguage() throws {
    let form: Form<Shipment> = sections([section([postalAddressCell(title: "An", keyPath: \.to)])])
    let driver = FormDriver(
      initial: Shipment(), title: "Versand", strings: FormStrings(locale: "de"), build: form)
    row(driver, 1).tap()
    #expect(
      screenText(driver) == """
        Versand › An

          1  Straße        [Hauptstr. 1]
          2  Postleitzahl  [10115]
          3  Ort           [Berlin]
          4  Region        [<Region>]
          5  Land          [<Land>]

        """)
    let cases: [(String, String)] = [
      (#"{"format":1,"state":{"to":{}},"openedRows":[]}"#, "kein Wert für 'street' bei 'state.to'"),
      ("{ not json", "die Daten sind kein gültiges JSON"),
    ]
    for (json, reason) in cases {
      #expect(throws: SnapshotError.doesNotFit(reason: reason, kept: nil)) {
        try driver.restore(from: Data(json.utf8))
      }
    }
    let unknown =
      #"{"format":9,"state":{"to":{"street":"","postalCode":"","city":"","#
      + #""region":"","country":""}},"openedRows":[]}"#
    do {
      try driver.restore(from: Data(unknown.utf8))
      Issue.record("format 9 restored")
    } catch {
      #expect(
        error.message(in: driver.strings)
          == "das gespeicherte Formular passt nicht zu diesem Formular (Format 9 ist unbekannt);"
          + " es beginnt neu")
      #expect(
        error.description
          == "the saved form does not fit this form (Format 9 ist unbekannt); starting afresh")
    }
    #expect(driver.state == Shipment())
    #expect(
      FormDriverError.feedbackLoop(rounds: 10).message(in: driver.strings)
        == "Rückkopplung: Aktualisierungen verlangten immer weitere Änderungen;"
        + " nach 10 Runden angehalten")
  }
}
