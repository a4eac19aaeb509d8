import Foundation

/// Every word Formwork itself writes, in one table.
///
/// The table holds the built-in rules' messages, the submit and step rows, error counts,
/// the words of refused input, and the formats values are read and shown in. By default it
/// is English with fixed formats (`3.14`, `2024-06-01`, `18:30`).
///
/// A driver takes one
/// (``FormDriver/init(initial:title:strategy:scheduler:strings:timing:build:)``), and every
/// element it builds reads it through ``RenderingContext/strings``. Translations ship with
/// the package (see ``shippedLanguages``). An app replaces any message in one place:
///
/// ```swift
/// var strings = FormStrings(locale: "de_DE")
/// strings.required = "Bitte ausfüllen"
/// strings.stepOf = { step, count in "\(step)/\(count)" }
/// strings.required                    // "Bitte ausfüllen"
/// strings.fieldsToFix(2)              // "2 Felder zu korrigieren"
/// strings.values.number(3.14)         // "3,14"
/// ```
///
/// A message that holds values is a function that takes them. So a translation puts the
/// values where its grammar wants them.
public struct FormStrings {
  /// The language of the words: `en` for the defaults, or a shipped translation's.
  public var language: String
  /// Whether the words read right to left (Hebrew); front ends may align text to match.
  public var isRightToLeft: Bool
  /// The formats numbers, dates and times are read and shown in.
  public var values: FormValueFormat

  // MARK: Rules

  /// `required(message:)`: `Required`.
  public var required: String
  /// `equals(_:message:)`: `Does not match`.
  public var doesNotMatch: String
  /// `isOn(message:)`: `Must be on`.
  public var mustBeOn: String
  /// `email(message:)`: `Not a valid email address`.
  public var invalidEmail: String
  /// `url(message:)`: `Not a valid URL (http:// or https://)`.
  public var invalidURL: String
  /// `minLength`: `Must be at least 8 characters`.
  public var tooShort: (_ count: Int) -> String
  /// `maxLength`: `Must be at most 20 characters`.
  public var tooLong: (_ count: Int) -> String
  /// `range` over comparable values: `Must be from 1 to 9`.
  public var outOfRange: (_ lower: String, _ upper: String) -> String
  /// `number(in:)` over text: `Must be a number from 13 to 120`.
  public var notANumberInRange: (_ lower: String, _ upper: String) -> String
  /// `matches(_:)`: `Must match [0-9]+`.
  public var mustMatch: (_ pattern: String) -> String
  /// `minCount(_:message:)` on a list or a multiple choice: `At least 1 needed`.
  public var tooFew: (_ count: Int) -> String
  /// `maxCount(_:message:)` on a list or a multiple choice: `At most 5 allowed`.
  public var tooMany: (_ count: Int) -> String
  /// `unique(by:message:)`: `Milk is listed more than once`.
  public var listedTwice: (_ key: String) -> String
  /// `unique(by:message:)` when the key that repeats is blank: `More than one is blank`.
  public var blankTwice: String
  /// A choice whose options follow state, holding one no longer among them:
  /// `California is no longer offered`.
  public var noLongerOffered: (_ option: String) -> String

  // MARK: Rows the library makes

  /// A submit button's count of errors: `(2 to fix)`.
  public var toFix: (_ count: Int) -> String
  /// A submit button refused: `Fix before submitting: Name, Email`.
  public var fixBeforeSubmitting: (_ fields: String) -> String
  /// A step's Next or a draft's Done refused: `Fix first: Name`.
  public var fixFirst: (_ fields: String) -> String
  /// A disclosure row's count of errors below it: `1 field to fix`, `2 fields to fix`.
  public var fieldsToFix: (_ count: Int) -> String
  /// A step's footer: `Step 2 of 4`.
  public var stepOf: (_ step: Int, _ count: Int) -> String
  /// A field whose asynchronous checks run: `checking…`.
  public var checking: String
  /// A choice whose options are loading (``OptionsLoader``): `Loading…`.
  public var loading: String
  /// A choice whose options could not be loaded: `Could not load the options: offline`.
  public var couldNotLoad: (_ reason: String) -> String
  /// The row that loads a choice's options again after a failure: `Try again`.
  public var tryAgain: String
  /// A submit row while its submit waits for an answer: `submitting…`.
  public var submitting: String
  /// A submit that failed without an answer (it threw): `Could not submit: timed out`.
  public var couldNotSubmit: (_ reason: String) -> String
  /// A draft screen's rows: `Done`, `Cancel`.
  public var done: String
  /// See ``done``.
  public var cancel: String
  /// Steps' buttons: `Next`, `Submit`.
  public var next: String
  /// See ``next``.
  public var submit: String
  /// An optional choice's empty option: `None`.
  public var none: String
  /// A model form's add row: `Add Address`.
  public var add: (_ item: String) -> String
  /// A model form's title for a property, from its name: `firstName` → `First Name`.
  /// Translate your models' titles here (or with `ModelFormOptions.title(_:_:)`).
  public var propertyTitle: (_ name: String) -> String

  // MARK: Refused input

  /// A number field left empty: `enter a number`.
  public var enterANumber: String
  /// Text that is not a number; `expected` shows the format when it is not the fixed one:
  /// `not a number: 12x`, `not a number (like 1234.5): 3,14`.
  public var notANumber: (_ text: String, _ expected: String?) -> String
  /// Text that is a number with a fraction where a whole one is needed.
  public var notAWholeNumber: (_ text: String) -> String
  /// A duration below zero: `must not be negative`.
  public var mustNotBeNegative: String
  /// `not a duration (H:mm): 1h`.
  public var notADuration: (_ text: String) -> String
  /// `too long a duration: 99999999999:00`.
  public var tooLongADuration: (_ text: String) -> String
  /// A date, time or both that does not read in `pattern`: `not a date (yyyy-MM-dd): x`.
  public var notADate: (_ kind: DateField.Mode, _ pattern: String, _ text: String) -> String
  /// A value a rule refused without a message of its own: `not accepted: x`.
  public var notAccepted: (_ text: String) -> String
  /// Text that is not an amount of the field's currency, with a sample of the expected
  /// format: `not an amount (like €1234.50): 3.145`.
  public var notAnAmount: (_ text: String, _ expected: String) -> String

  // MARK: Front ends

  /// The words of front ends and of the command language, by their English text.
  ///
  /// They are the terminal's help bar, key table, questions and messages, and the gesture
  /// errors (`no row %@ on this screen; %@`). The table is empty for English, and a shipped
  /// translation's `Phrases.strings` otherwise. An entry replaces the English text wherever
  /// a front end writes it (see ``phrase(_:_:)``):
  ///
  /// ```swift
  /// var strings = FormStrings(locale: "de")
  /// strings.phrases["quit"] = "raus"
  /// strings.phrase("quit")                            // "raus"
  /// strings.phrase("no row %@ on this screen; %@", "8", "…")
  /// ```
  ///
  /// Entries are keyed by the English text, as `.strings` files keyed by English are. So
  /// the terminal's many words need no property each. `%@` and `%1$@` mark the values.
  public var phrases: [String: String]

  /// `english` in the table's language (its entry in ``phrases``, or `english` itself),
  /// with its `%@`, `%1$@`, `%2$@` filled by `arguments` in order or by position.
  ///
  /// ```swift
  /// FormStrings().phrase("no row %@ on this screen; %@", "8", "rows are 1 to 3")
  /// // "no row 8 on this screen; rows are 1 to 3"
  /// FormStrings(locale: "de").phrase("quit")          // "beenden"
  /// ```
  ///
  /// - Parameters:
  ///   - english: The English text, which is also the entry's key.
  ///   - arguments: The values the text shows, as text.
  public func phrase(_ english: String, _ arguments: String...) -> String {
    fillArray(phrases[english] ?? english, arguments)
  }

  /// ``phrase(_:_:)`` with its values in an array, for a front end that keeps them.
  ///
  /// - Parameters:
  ///   - english: The English text, which is also the entry's key.
  ///   - arguments: The values the text shows, as text.
  package func phrase(_ english: String, arguments: [String]) -> String {
    fillArray(phrases[english] ?? english, arguments)
  }

  /// English words and the fixed formats.
  public init() {
    self.init(table: [:], language: "en")
  }

  /// The words of `locale`'s language when Formwork ships them (see ``shippedLanguages``),
  /// with its formats for values; otherwise English and the fixed formats.
  ///
  /// ```swift
  /// FormStrings(locale: "de_DE").required         // "Pflichtfeld"
  /// FormStrings(locale: "he").stepOf(2, 4)        // "שלב 2 מתוך 4"
  /// FormStrings(locale: "fr_FR").required         // "Required"
  /// ```
  ///
  /// - Parameter locale: A locale identifier (`de`, `de_DE`, `de-CH`, `he_IL`), for
  ///   example the app's `Locale.current.identifier` or a command line's `--locale`.
  public init(locale: String) {
    let language = Self.language(of: locale)
    guard Self.shippedLanguages.contains(language), language != "en",
      let table = TranslationTable.load(language)
    else {
      self.init()
      return
    }
    self.init(table: table, language: language)
    phrases = TranslationTable.load(language, file: "Phrases") ?? [:]
  }

  /// The languages Formwork's words ship in: `en` (the defaults), `de`, `he`.
  public static var shippedLanguages: [String] { ["en", "de", "he"] }

  /// The language code of a locale identifier: `de` for `de_DE` or `de-CH`; `en` for
  /// `C` and `POSIX`.
  static func language(of locale: String) -> String {
    let code = locale.split(whereSeparator: { "_-.@".contains($0) }).first.map(String.init)
    guard let code, code != "C", code != "POSIX" else { return "en" }
    return code.lowercased()
  }

  /// The table's words, each key's English default where the table has none.
  init(table: [String: String], language: String) {
    let word = TranslationTable(entries: table)
    self.language = language
    isRightToLeft = word["direction", "ltr"] == "rtl"
    values = FormValueFormat(
      decimalSeparator: word["values.decimalSeparator", "."],
      datePattern: word["values.datePattern", "yyyy-MM-dd"],
      timePattern: word["values.timePattern", "HH:mm"],
      currencyPattern: word["values.currencyPattern", "¤#"])
    required = word["required", "Required"]
    doesNotMatch = word["doesNotMatch", "Does not match"]
    mustBeOn = word["mustBeOn", "Must be on"]
    invalidEmail = word["invalidEmail", "Not a valid email address"]
    invalidURL = word["invalidURL", "Not a valid URL (http:// or https://)"]
    tooShort = word.filling(count: "tooShort", "Must be at least %@ characters")
    tooLong = word.filling(count: "tooLong", "Must be at most %@ characters")
    outOfRange = word.filling(pair: "outOfRange", "Must be from %1$@ to %2$@")
    notANumberInRange = word.filling(
      pair: "notANumberInRange", "Must be a number from %1$@ to %2$@")
    mustMatch = word.filling("mustMatch", "Must match %@")
    tooFew = word.filling(count: "tooFew", "At least %@ needed")
    tooMany = word.filling(count: "tooMany", "At most %@ allowed")
    listedTwice = word.filling("listedTwice", "%@ is listed more than once")
    blankTwice = word["blankTwice", "More than one is blank"]
    noLongerOffered = word.filling("noLongerOffered", "%@ is no longer offered")
    toFix = word.filling(count: "toFix", "(%@ to fix)")
    fixBeforeSubmitting = word.filling("fixBeforeSubmitting", "Fix before submitting: %@")
    fixFirst = word.filling("fixFirst", "Fix first: %@")
    let oneField = word["fieldsToFix.one", "%@ field to fix"]
    let fields = word["fieldsToFix.other", "%@ fields to fix"]
    fieldsToFix = { fill($0 == 1 ? oneField : fields, String($0)) }
    let stepOf = word["stepOf", "Step %1$@ of %2$@"]
    self.stepOf = { fill(stepOf, String($0), String($1)) }
    checking = word["checking", "checking…"]
    loading = word["loading", "Loading…"]
    couldNotLoad = word.filling("couldNotLoad", "Could not load the options: %@")
    tryAgain = word["tryAgain", "Try again"]
    submitting = word["submitting", "submitting…"]
    couldNotSubmit = word.filling("couldNotSubmit", "Could not submit: %@")
    done = word["done", "Done"]
    cancel = word["cancel", "Cancel"]
    next = word["next", "Next"]
    submit = word["submit", "Submit"]
    none = word["none", "None"]
    add = word.filling("add", "Add %@")
    propertyTitle = modelTitle
    enterANumber = word["enterANumber", "enter a number"]
    let notANumber = word["notANumber", "not a number: %@"]
    let notANumberLike = word["notANumberLike", "not a number (like %2$@): %1$@"]
    self.notANumber = { text, expected in
      expected.map { fill(notANumberLike, text, $0) } ?? fill(notANumber, text)
    }
    notAWholeNumber = word.filling("notAWholeNumber", "not a whole number: %@")
    mustNotBeNegative = word["mustNotBeNegative", "must not be negative"]
    notADuration = word.filling("notADuration", "not a duration (H:mm): %@")
    tooLongADuration = word.filling("tooLongADuration", "too long a duration: %@")
    notADate = Self.dateMessage(word)
    notAccepted = word.filling("notAccepted", "not accepted: %@")
    notAnAmount = word.filling(pair: "notAnAmount", "not an amount (like %2$@): %1$@")
    phrases = [:]
  }

  /// The message for a text that is not a date, a time, or both, in the words of `word`.
  private static func dateMessage(_ word: TranslationTable)
    -> (DateField.Mode, String, String) -> String
  {
    let notADate = word["notADate", "not a date (%1$@): %2$@"]
    let notATime = word["notATime", "not a time (%1$@): %2$@"]
    let notADateAndTime = word["notADateAndTime", "not a date and time (%1$@): %2$@"]
    return { mode, pattern, text in
      switch mode {
      case .date: return fill(notADate, pattern, text)
      case .time: return fill(notATime, pattern, text)
      case .dateAndTime: return fill(notADateAndTime, pattern, text)
      }
    }
  }
}

/// `template` with its `%@` (in order) and `%1$@`, `%2$@` (by position) replaced by
/// `arguments`: the placeholders of `.strings` files, filled without C varargs so the same
/// text comes out on every platform. `%%` is a percent sign.
func fill(_ template: String, _ arguments: String...) -> String {
  fillArray(template, arguments)
}

/// ``fill(_:_:)`` with its arguments in an array.
func fillArray(_ template: String, _ arguments: [String]) -> String {
  var result = ""
  var next = 0
  var rest = Substring(template)
  while let percent = rest.firstIndex(of: "%") {
    result += rest[..<percent]
    rest = rest[rest.index(after: percent)...]
    if rest.first == "%" {
      result += "%"
      rest = rest.dropFirst()
    } else if rest.first == "@" {
      result += next < arguments.count ? arguments[next] : ""
      next += 1
      rest = rest.dropFirst()
    } else if let dollar = rest.firstIndex(of: "$"), let position = Int(rest[..<dollar]),
      rest[rest.index(after: dollar)...].first == "@"
    {
      result += position >= 1 && position <= arguments.count ? arguments[position - 1] : ""
      rest = rest[rest.index(dollar, offsetBy: 2)...]
    } else {
      result += "%"
    }
  }
  return result + rest
}

/// A driver's ``FormStrings`` behind one reference, for the controls that keep them (a
/// stepper's refusals): a pointer a control, not a copy of the table.
final class FormWords {
  let strings: FormStrings

  init(_ strings: FormStrings) {
    self.strings = strings
  }
}
