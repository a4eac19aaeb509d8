public import Formwork

/// The table of keys of the full-screen front end.
///
/// For each kind of row, and while editing, filtering or answering a question, it says which
/// keys do what. ``InteractiveForm`` dispatches every key through it. The help bar,
/// `formwork-demo --help` and the documentation's keys table are made from it. So what a
/// key does and what the screen says it does cannot disagree.
///
/// ```swift
/// let bindings = InteractiveKeys.bindings(for: .row(.toggle))
/// bindings.first?.barText   // "space toggle"
/// print(InteractiveKeys.helpText)
/// ```
///
/// NB: every word a user reads here lives in this one type, so a translation has one place
/// to go through.
public enum InteractiveKeys {
  /// What the keys act on: the row under the cursor, or the editor, filter or question in
  /// front of it.
  public enum Mode: Hashable, Sendable {
    /// Browsing, the cursor on a row of this kind.
    case row(RowKind)
    /// Editing a row's text in place; `lines` for a text area.
    case editing(lines: Bool)
    /// Typing a filter after `/`.
    case filtering
    /// Answering a yes/no question (quit without submitting?).
    case confirming
  }

  /// What the screen around the row allows, for the keys that depend on it.
  struct Situation: Equatable {
    var canGoBack = false
    var canDelete = false
    var canMove = false
    /// The screen is a list of the options of one single choice (a picker's screen): Enter
    /// on an option chooses it and goes back.
    var isPickerScreen = false
    /// The screen is a list of check boxes (a multiple choice): all and none.
    var isCheckboxScreen = false
    /// Everything allowed: for the full lists of `--help` and the documentation.
    static var everything: Situation {
      Situation(
        canGoBack: true, canDelete: true, canMove: true, isPickerScreen: true,
        isCheckboxScreen: true)
    }
  }

  /// When a binding applies (or shows in the help bar) beyond its mode.
  enum Condition: Equatable, Sendable {
    case always, canGoBack, canDelete, canMove, pickerScreen, notPickerScreen, checkboxScreen

    func holds(in situation: Situation) -> Bool {
      switch self {
      case .always: return true
      case .canGoBack: return situation.canGoBack
      case .canDelete: return situation.canDelete
      case .canMove: return situation.canMove
      case .pickerScreen: return situation.isPickerScreen
      case .notPickerScreen: return !situation.isPickerScreen
      case .checkboxScreen: return situation.isCheckboxScreen
      }
    }
  }

  /// The bindings for `mode`, in the order the help bar lists them, as `--help` shows them
  /// (every binding that can apply, whatever the screen).
  ///
  /// - Parameters:
  ///   - mode: The row's kind, or the editor, filter or question in front of it.
  ///   - keyMap: Which keys do what; the full screen's own keys by default.
  public static func bindings(for mode: Mode, keyMap: KeyMap = .standard) -> [KeyBinding] {
    bindings(for: mode, in: .everything, keyMap: keyMap, all: true)
  }

  /// The bindings that apply in `mode` on a screen in `situation`.
  static func bindings(
    for mode: Mode, in situation: Situation, keyMap: KeyMap = .standard, all: Bool = false
  ) -> [KeyBinding] {
    let table: [KeyBinding]
    switch mode {
    case .row(let kind): table = rowBindings(kind, keyMap)
    case .editing(let lines): table = editingBindings(lines: lines, keyMap)
    case .filtering: table = filteringBindings(keyMap)
    case .confirming: table = confirmingBindings(keyMap)
    }
    return all ? table : table.filter { $0.condition.holds(in: situation) }
  }

  /// The help bar's entries for `mode` in `situation`, in the words of `strings`.
  static func bar(
    for mode: Mode, in situation: Situation, strings: FormStrings = FormStrings(),
    keyMap: KeyMap = .standard
  ) -> [String] {
    bindings(for: mode, in: situation, keyMap: keyMap)
      .filter { $0.isInBar && $0.barCondition.holds(in: situation) }
      .map { $0.barText(in: strings) }
  }

  // MARK: - The table

  /// The row's own bindings, then those of the cursor, then those every row shares; a
  /// command's keys the row takes itself are left to the row.
  private static func rowBindings(_ kind: RowKind, _ map: KeyMap) -> [KeyBinding] {
    let own = kindBindings(kind, map)
    return own + cursorBindings(map, besides: own) + sharedBindings(map, besides: own)
  }

  /// What a row of `kind` does with the keys that act on it.
  private static func kindBindings(_ kind: RowKind, _ map: KeyMap) -> [KeyBinding] {
    switch kind {
    case .text, .textArea: return textBindings(isArea: kind == .textArea, map)
    case .stepper:
      return [
        .pair(map.decrease, map.increase, "step", "step the value down or up", .step),
        KeyBinding(keys(map.open), "type a value", "type a value", .edit),
        KeyBinding(
          [.digits], "type a value", "type a value in place of this one", .retype, bar: false),
      ]
    case .toggle:
      return [KeyBinding(keys(map.select), "toggle", "flip the switch", .toggle)]
    case .choice:
      return [
        .pair(
          map.previousOption, map.nextOption, "choose", "choose the previous or next option",
          .chooseInPlace, then: map.select)
      ]
    case .confirm:
      return [
        .pair(map.yes, map.no, "answer", "answer yes or no", .answer),
        .pair(
          map.previousOption, map.nextOption, "choose", "choose the other answer",
          .chooseInPlace, then: map.select.filter { !map.open.contains($0) }),
      ]
    case .picker:
      return [
        KeyBinding(keys(map.open), "open", "open the list of options", .open),
        .pair(
          map.previousOption, map.nextOption, "choose",
          "choose the previous or next option without opening the list", .chooseInPlace),
      ]
    case .option, .checkbox: return choiceScreenBindings(kind, map)
    case .link:
      return [
        KeyBinding(
          keys(unique(map.open + map.forward)), "open", "open the row's screen", .open,
          barKeys: 1)
      ]
    case .button: return [KeyBinding(keys(map.open), "press", "press the button", .press)]
    case .label: return []
    }
  }

  /// The keys the editor takes itself: moving in the text and deleting, as in a shell.
  private static let editorKeys: [KeyPattern] = [
    .key(.left), .key(.right), .key(.home), .key(.end), .key(.wordLeft), .key(.wordRight),
    .key(.backspace), .key(.delete), .key(.control("a")), .key(.control("w")),
    .key(.control("u")), .key(.control("k")),
  ]

  /// What a text row (or a text area's) does with keys: typing edits it in place.
  private static func textBindings(isArea: Bool, _ map: KeyMap) -> [KeyBinding] {
    var table = [
      KeyBinding([.typing], "to edit", "type to edit the text in place", .type),
      KeyBinding(keys(map.open), "edit", "edit the text in place", .edit),
      KeyBinding(
        [
          .key(.left), .key(.right), .key(.backspace), .key(.delete), .key(.wordLeft),
          .key(.wordRight),
        ],
        "edit", "start editing, moving or deleting as in the editor", .edit, bar: false),
      KeyBinding([.paste], "paste", "paste into the text", .type, bar: false),
    ]
    if isArea {
      table.append(
        KeyBinding(
          free(map.externalEditor, besides: table), "$EDITOR", "edit the text in $EDITOR (or vi)",
          .externalEditor))
    }
    return table
  }

  /// What an option row or a checkbox row of a choice's screen does with keys.
  private static func choiceScreenBindings(_ kind: RowKind, _ map: KeyMap) -> [KeyBinding] {
    guard kind == .option else {
      let check = KeyBinding(
        keys(map.select), "check", "check or uncheck the box", .check, barKeys: 1)
      return [
        check,
        KeyBinding(
          free(map.checkAll, besides: [check]), "all", "check every box of the list", .checkAll,
          when: .checkboxScreen),
        KeyBinding(
          free(map.checkNone, besides: [check]), "none", "uncheck every box of the list",
          .checkNone, when: .checkboxScreen),
      ]
    }
    let staying = map.select.filter { !map.open.contains($0) }
    return [
      KeyBinding(
        keys(map.open), "choose", "choose the option and go back", .chooseAndReturn,
        when: .pickerScreen),
      KeyBinding(
        keys(staying), "choose", "choose the option and stay", .choose,
        bar: false, when: .pickerScreen),
      KeyBinding(
        keys(unique(map.open + map.select)), "choose", "choose the option", .choose,
        when: .notPickerScreen),
    ]
  }

  /// What a row does with the keys that move the cursor, its list row, or the user away,
  /// those the row takes itself (`own`; letters on a row that takes typing) left out.
  private static func cursorBindings(_ map: KeyMap, besides own: [KeyBinding]) -> [KeyBinding] {
    func free(_ keys: [TerminalKey]) -> [TerminalKey] {
      keys.filter { key in !own.contains { $0.matches(key) } }
    }
    var table = [
      KeyBinding(
        keys(free(map.deleteRow)), "delete", "delete the list row", .deleteRow, when: .canDelete),
      .pair(
        free(map.moveRowUp), free(map.moveRowDown), "move row", "move the list row up or down",
        .moveRow, when: .canMove),
      .pair(free(map.previous), free(map.next), "move", "move the cursor up or down", .move),
    ]
    // NB: the back keys no row takes itself are named in the bar; the others (← beside a
    // row that steps with it) do it only where they are free.
    let back = free(map.back)
    let everywhere = back.filter { key in !rowKeys(map).contains { $0.matches(key) } }
    let elsewhere = everywhere.isEmpty ? [] : back.filter { !everywhere.contains($0) }
    table.append(
      KeyBinding(
        keys(everywhere.isEmpty ? back : everywhere), "back", "go back a screen", .back,
        barWhen: .canGoBack))
    table.append(KeyBinding(keys(elsewhere), "back", "go back a screen", .back, bar: false))
    table.append(
      KeyBinding(
        keys(free(map.quit)), "quit",
        "leave (asking first when unsubmitted changes would be lost)", .quit, barKeys: 1))
    table.append(
      KeyBinding(
        keys(free(map.filter)), "filter", "show only the rows whose title has what you type",
        .filter))
    return table.filter { !$0.keys.isEmpty }
  }

  /// Every binding of a row of any kind, of its own keys.
  private static func rowKeys(_ map: KeyMap) -> [KeyBinding] {
    RowKind.allCases.flatMap { kindBindings($0, map) }
  }

  /// What every row takes, whatever its kind, less the keys the row takes itself (`own`).
  private static func sharedBindings(_ map: KeyMap, besides own: [KeyBinding]) -> [KeyBinding] {
    [
      KeyBinding(free(map.undo, besides: own), "undo", "take back the last change", .undo),
      KeyBinding(free(map.redo, besides: own), "redo", "make the undone change again", .redo),
      .pair(
        map.pageUp, map.pageDown, "page", "move a page up or down", .page, bar: false,
        besides: own),
      .pair(
        map.first, map.last, "first, last", "go to the first or last row", .jump, bar: false,
        besides: own),
      KeyBinding(
        free(map.quitNow, besides: own), "quit now",
        "leave at once (asking first when changes would be lost)", .abort, bar: false),
      KeyBinding(
        free(map.redraw, besides: own), "redraw", "draw the screen again", .redraw, bar: false),
    ].filter { !$0.keys.isEmpty }
  }

  private static func editingBindings(lines: Bool, _ map: KeyMap) -> [KeyBinding] {
    let editor = [
      KeyBinding(
        editorKeys, "edit", "move in the text and delete, as in a shell", .editKey, bar: false),
      KeyBinding(
        [.typing, .paste], "insert", "insert text; a paste comes whole", .editKey, bar: false),
    ]
    var table = [
      KeyBinding(
        free(map.done, besides: editor), "save",
        "save the text and go to the next row (a refused text stays open,"
          + " its error beside it)", .save),
      .pair(
        map.previous, map.next, "save, move",
        "save the text and move to the previous or next row", .saveAndMove, besides: editor),
      KeyBinding(
        free(map.cancel, besides: editor), "cancel", "put the text back as it was", .cancel),
    ]
    if lines {
      table += [
        KeyBinding(
          [.key(.newline)], "new line", "start a new line (ctrl-j does too)", .editKey),
        KeyBinding(
          free(map.externalEditor, besides: editor), "$EDITOR",
          "edit the text in $EDITOR (or vi)", .externalEditor),
      ]
    }
    table += editor
    table += [
      KeyBinding(
        free(map.quit, besides: editor), "quit", "leave (asking first)", .quit, bar: false),
      KeyBinding(
        free(map.quitNow, besides: editor), "quit now", "leave at once (asking first)", .abort,
        bar: false),
      KeyBinding(
        free(map.redraw, besides: editor), "redraw", "draw the screen again", .redraw, bar: false),
    ]
    return table.filter { !$0.keys.isEmpty }
  }

  private static func filteringBindings(_ map: KeyMap) -> [KeyBinding] {
    let typing = KeyBinding(
      [.typing], "to filter", "narrow the rows to those whose title has the text", .filterKey)
    let editing = KeyBinding(
      [
        .key(.left), .key(.right), .key(.backspace), .key(.delete), .key(.home), .key(.end),
        .paste,
      ],
      "edit", "edit the filter", .filterKey, bar: false)
    let own = [typing, editing]
    return [
      typing,
      KeyBinding(
        free(map.done, besides: own), "open",
        "leave the filter on the row (opening a screen row)", .filterOpen),
      .pair(
        map.previous, map.next, "move", "move over the rows left", .filterMove, besides: own),
      KeyBinding(free(map.cancel, besides: own), "clear", "drop the filter", .clearFilter),
      editing,
      KeyBinding(free(map.quit, besides: own), "quit", "leave (asking first)", .quit, bar: false),
      KeyBinding(
        free(map.quitNow, besides: own), "quit now", "leave at once (asking first)", .abort,
        bar: false),
    ].filter { !$0.keys.isEmpty }
  }

  private static func confirmingBindings(_ map: KeyMap) -> [KeyBinding] {
    let yes = KeyBinding(keys(map.yes), "yes", "yes", .yes, barKeys: 1)
    return [
      yes,
      KeyBinding(
        free(map.quitNow, besides: [yes]), "quit now", "leave at once, without asking again",
        .abort, bar: false),
      KeyBinding([.anyKey], "no", "no", .no),
    ].filter { !$0.keys.isEmpty }
  }

  /// `keys` as patterns.
  private static func keys(_ keys: [TerminalKey]) -> [KeyPattern] { keys.map { .key($0) } }

  /// `keys` as patterns, less those a binding of `own` answers.
  fileprivate static func free(_ keys: [TerminalKey], besides own: [KeyBinding]) -> [KeyPattern] {
    keys.filter { key in !own.contains { $0.matches(key) } }.map { .key($0) }
  }

  /// `keys` without repeats, in order.
  private static func unique(_ keys: [TerminalKey]) -> [TerminalKey] {
    var seen: Set<TerminalKey> = []
    return keys.filter { seen.insert($0).inserted }
  }

  // MARK: - Help texts

  /// The keys as `formwork-demo --help` lists them: those of every row once, then each kind
  /// of row's own, then the editor's, the filter's and a question's.
  public static var helpText: String { helpText(in: FormStrings()) }

  /// ``helpText`` in the words of `strings` (`FormStrings.phrase(_:_:)`): its places, keys
  /// and explanations.
  ///
  /// ```swift
  /// print(InteractiveKeys.helpText(in: FormStrings(locale: "de")))
  /// ```
  ///
  /// - Parameter strings: The words; English gives ``helpText``.
  public static func helpText(in strings: FormStrings) -> String {
    helpText(in: strings, keyMap: .standard)
  }

  /// The keys of `keyMap` as ``helpText`` lists them, in the words of `strings`: what a
  /// tool with its own keys prints for `--help`.
  ///
  /// ```swift
  /// var keys = KeyMap()
  /// keys.quit = [.control("q")]
  /// print(InteractiveKeys.helpText(keyMap: keys))   // … ctrl-q  leave (asking first …
  /// ```
  ///
  /// - Parameters:
  ///   - strings: The words; English by default.
  ///   - keyMap: Which keys do what.
  public static func helpText(in strings: FormStrings = FormStrings(), keyMap: KeyMap)
    -> String
  {
    sectionsOfHelp(keyMap).map { place, bindings in
      "  \(strings.phrase(place)):\n"
        + bindings.map {
          "    \($0.keyList(in: strings).padded(to: 22)) \(strings.phrase($0.explanation))"
        }
        .joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// The keys as the documentation's table shows them: one row per place, the keys and what
  /// they do.
  public static var markdownTable: String { markdownTable(keyMap: .standard) }

  /// The keys of `keyMap` as ``markdownTable`` shows them.
  ///
  /// - Parameter keyMap: Which keys do what.
  public static func markdownTable(keyMap: KeyMap) -> String {
    var lines = ["| where | keys |", "| --- | --- |"]
    for (place, bindings) in sectionsOfHelp(keyMap) {
      let keys = bindings.map { "\($0.markdownKeys) \($0.explanation)" }.joined(separator: "; ")
      lines.append("| \(place) | \(keys) |")
    }
    return lines.joined(separator: "\n")
  }

  /// The places of the help texts and their bindings: those every row shares first, then
  /// those every row that does not take typing shares, then each kind's own.
  private static func sectionsOfHelp(_ map: KeyMap) -> [(String, [KeyBinding])] {
    let rows = RowKind.allCases.map { bindings(for: .row($0), keyMap: map) }
    func common(_ tables: [[KeyBinding]]) -> [KeyBinding] {
      tables.dropFirst().reduce(tables.first ?? []) { shared, next in shared.filter(next.contains) }
    }
    let everywhere = common(rows)
    let untyped = zip(RowKind.allCases, rows).filter { !$0.0.takesTyping }.map(\.1)
    let offText = common(untyped).filter { !everywhere.contains($0) }
    var sections: [(String, [KeyBinding])] = [
      ("every row", everywhere), ("every row but a text row (where letters are text)", offText),
    ]
    for (kind, bindings) in zip(RowKind.allCases, rows) {
      let own = bindings.filter {
        !everywhere.contains($0) && (kind.takesTyping || !offText.contains($0))
      }
      if !own.isEmpty { sections.append((kind.place, own)) }
    }
    sections += [
      ("editing a text", bindings(for: .editing(lines: false), keyMap: map)),
      (
        "editing a text area",
        bindings(for: .editing(lines: true), keyMap: map).filter {
          !bindings(for: .editing(lines: false), keyMap: map).contains($0)
        }
      ),
      ("filtering (after /)", bindings(for: .filtering, keyMap: map)),
      ("a question (y/n)", bindings(for: .confirming, keyMap: map)),
    ]
    return sections
  }
}

/// The kinds of rows, as far as keys go.
public enum RowKind: CaseIterable, Hashable, Sendable {
  /// A text field, or a number or date field: typing edits it in place.
  case text
  /// A multi-line text field: typing edits it, with a key for new lines and `$EDITOR`.
  case textArea
  /// A stepper or slider: steps, or a typed value.
  case stepper
  /// A switch.
  case toggle
  /// A few options side by side (a segmented control).
  case choice
  /// A yes-or-no question (`confirmCell`, whose role is `FormCell.Role.yesOrNo`): two
  /// options side by side, yes first.
  case confirm
  /// A picker: opens a list of options, or chooses in place.
  case picker
  /// One option of a single choice (a picker's screen, an inline picker).
  case option
  /// A check box: an option of a multiple choice, or a check cell.
  case checkbox
  /// A row that opens a screen.
  case link
  /// A button.
  case button
  /// A row that takes no gesture.
  case label

  /// Whether typed characters edit the row (so letters are not commands there).
  public var takesTyping: Bool { self == .text || self == .textArea }

  /// Whether ← and → do something on the row itself.
  var usesLeftAndRight: Bool {
    switch self {
    case .text, .textArea, .stepper, .choice, .confirm, .picker: return true
    default: return false
    }
  }

  /// How the help texts name the place.
  var place: String {
    switch self {
    case .text: return "a text or number field"
    case .textArea: return "a text area"
    case .stepper: return "a stepper or slider"
    case .toggle: return "a switch"
    case .choice: return "options side by side"
    case .confirm: return "a yes-or-no question"
    case .picker: return "a picker"
    case .option: return "an option"
    case .checkbox: return "a check box"
    case .link: return "a row that opens a screen (›)"
    case .button: return "a button"
    case .label: return "a label"
    }
  }
}

/// A key, or a class of keys, that a binding answers.
public enum KeyPattern: Hashable, Sendable {
  /// That key.
  case key(TerminalKey)
  /// Any printable text typed.
  case typing
  /// Digits typed.
  case digits
  /// A bracketed paste.
  case paste
  /// Any key no other binding answers.
  case anyKey

  /// Whether `key` is one of the pattern's keys.
  func matches(_ key: TerminalKey) -> Bool {
    switch (self, key) {
    case (.key(let own), _): return own == key
    case (.typing, .text): return true
    case (.digits, .text(let text)): return text.allSatisfy { $0.isASCII && $0.isNumber }
    case (.paste, .paste): return true
    case (.anyKey, _): return true
    default: return false
    }
  }

  /// ``name`` in the words of `strings`.
  func name(in strings: FormStrings) -> String {
    if case .key(let key) = self { return key.name(in: strings) }
    return strings.keyName(name)
  }

  /// How help texts write the pattern: `enter`, `ctrl-z`, `space`, `type`.
  var name: String {
    switch self {
    case .key(let key): return key.name
    case .typing: return "type"
    case .digits: return "0-9"
    case .paste: return "paste"
    case .anyKey: return "any other key"
    }
  }
}

/// One line of the key table: the keys, what they do, and whether the help bar names them.
public struct KeyBinding: Equatable, Sendable {
  /// The keys it answers, the one the help bar names first.
  public let keys: [KeyPattern]
  /// What it does, in a word or two, as the help bar says it.
  public let does: String
  /// What it does, as `--help` and the documentation say it.
  public let explanation: String
  /// Whether the help bar names it.
  public let isInBar: Bool
  /// How many of ``keys`` the help bar names.
  let barKeys: Int
  let action: KeyAction
  /// The keys that go the first way of two: up, back, down a step, to the first row, yes
  /// (option 1). The binding's other keys go the other way.
  let towardsStart: [TerminalKey]
  let condition: InteractiveKeys.Condition
  /// When the help bar names it (a binding may apply where the bar would only mislead: esc
  /// on the first screen says there is nothing to go back to).
  let barCondition: InteractiveKeys.Condition

  init(
    _ keys: [KeyPattern], _ does: String, _ explanation: String, _ action: KeyAction,
    bar: Bool = true, barKeys: Int = 1, when condition: InteractiveKeys.Condition = .always,
    barWhen barCondition: InteractiveKeys.Condition = .always, towardsStart: [TerminalKey] = []
  ) {
    self.keys = keys
    self.towardsStart = towardsStart
    self.does = does
    self.explanation = explanation
    self.action = action
    self.isInBar = bar
    self.barKeys = barKeys
    self.condition = condition
    self.barCondition = barCondition
  }

  /// A binding of keys that go two ways (`backward`, `forward`), taken in turns so the bar
  /// names one of each, then `more` keys; those a binding of `own` answers left out.
  static func pair(
    _ backward: [TerminalKey], _ forward: [TerminalKey], _ does: String, _ explanation: String,
    _ action: KeyAction, then more: [TerminalKey] = [], bar: Bool = true,
    when condition: InteractiveKeys.Condition = .always, besides own: [KeyBinding] = []
  ) -> KeyBinding {
    func free(_ keys: [TerminalKey]) -> [TerminalKey] {
      keys.filter { key in !own.contains { $0.matches(key) } }
    }
    let (backward, forward) = (free(backward), free(forward))
    var keys: [TerminalKey] = []
    for index in 0..<max(backward.count, forward.count) {
      if backward.indices.contains(index) { keys.append(backward[index]) }
      if forward.indices.contains(index) { keys.append(forward[index]) }
    }
    for key in free(more) where !keys.contains(key) { keys.append(key) }
    return KeyBinding(
      keys.map { .key($0) }, does, explanation, action, bar: bar,
      barKeys: backward.isEmpty || forward.isEmpty ? 1 : 2, when: condition,
      towardsStart: backward)
  }

  /// Whether `key` is one of the binding's keys.
  public func matches(_ key: TerminalKey) -> Bool {
    keys.contains { $0.matches(key) }
  }

  /// The help bar's entry: the first keys, then what they do: `←→ step`, `enter open`.
  public var barText: String { barText(in: FormStrings()) }

  /// ``barText`` in the words of `strings` (`FormStrings.phrase(_:_:)`): `←→ wählen`.
  ///
  /// - Parameter strings: The words; English gives ``barText``.
  public func barText(in strings: FormStrings) -> String {
    let names = keys.prefix(barKeys).map { $0.name(in: strings) }
    let joined =
      names.allSatisfy({ $0.count == 1 && "↑↓←→".contains($0) })
      ? names.joined() : names.joined(separator: "/")
    return joined + " " + strings.phrase(does)
  }

  /// Every key, for `--help`: `↓ ↑ tab shift-tab j k`.
  var keyList: String { keyList(in: FormStrings()) }

  /// ``keyList`` in the words of `strings`.
  func keyList(in strings: FormStrings) -> String {
    keys.map { $0.name(in: strings) }.joined(separator: " ")
  }

  /// Every key in code spans, for the documentation's table.
  var markdownKeys: String {
    keys.map { "`\($0.name.replacingPipes)`" }.joined(separator: " ")
  }
}

/// What a binding does; ``InteractiveForm`` carries it out.
enum KeyAction: Hashable, Sendable {
  case move, page, jump
  case edit, type, retype
  case toggle, open, press, step, chooseInPlace, choose, chooseAndReturn, answer
  case check, checkAll, checkNone, deleteRow, moveRow
  case back, clearFilter, quit, abort, filter, undo, redo, redraw, externalEditor
  case save, saveAndMove, cancel, editKey
  case filterKey, filterOpen, filterMove
  case yes, no
}

extension TerminalKey {
  /// ``name`` in the words of `strings` (`FormStrings.phrase(_:_:)`): `Strg-z`, `Leertaste`.
  ///
  /// - Parameter strings: The words; English gives ``name``.
  public func name(in strings: FormStrings) -> String {
    switch self {
    case .text(let text) where text != " ": return text
    case .control(let letter): return strings.keyName("ctrl-%@", String(letter))
    case .up, .down, .left, .right, .unknown: return name
    default: return strings.keyName(name)
    }
  }

  /// How help texts write the key: `enter`, `↑`, `ctrl-z`, `space`, `shift-tab`.
  public var name: String {
    switch self {
    case .text(" "): return "space"
    case .text(let text): return text
    case .enter: return "enter"
    case .newline: return "alt-enter"
    case .paste: return "paste"
    case .tab: return "tab"
    case .backTab: return "shift-tab"
    case .backspace: return "backspace"
    case .delete: return "delete"
    case .escape: return "esc"
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .home: return "home"
    case .end: return "end"
    case .pageUp: return "pgup"
    case .pageDown: return "pgdn"
    case .wordLeft: return "alt-←"
    case .wordRight: return "alt-→"
    case .control(let letter): return "ctrl-\(letter)"
    case .unknown: return "?"
    }
  }
}

extension FormStrings {
  /// A key's name: the phrase `key <name>` (`key delete` = `Entf`), so a key and the action
  /// of the same English word (`delete`) can read differently; the name itself without one.
  fileprivate func keyName(_ name: String, _ arguments: String...) -> String {
    let key = "key " + name
    return phrase(phrases[key] == nil ? name : key, arguments: arguments)
  }
}

extension String {
  fileprivate func padded(to width: Int) -> String {
    displayWidth >= width ? self : self + String(repeating: " ", count: width - displayWidth)
  }

  /// The text with `|` escaped for a Markdown table cell.
  fileprivate var replacingPipes: String {
    var result = ""
    for character in self {
      if character == "|" { result += "\\|" } else { result.append(character) }
    }
    return result
  }
}
