import Formwork

/// What an exploration saw of a form, gathered in every configuration it visits and after
/// every gesture it takes: the rows built on the screens it opened (visible, enabled), the
/// rows that open screens (opened or not), the options of selectable controls (chosen or
/// not), the gestures rows offer (ever taken or always refused), the fields with rules
/// (failing, passing) and the submit button.
///
/// Everything is named by its path, as ``WalkSummary`` names screens: the screen titles from
/// the root, then the row's title (`Settings › Personal Hotspot › Password`).
struct ExplorationCoverage {
  /// Rows by path: whether one was ever visible, and ever enabled while visible.
  private var rows = Flags<String>(count: 2)
  /// Rows that open a screen, by path: whether one ever did.
  private var openers = Flags<String>(count: 1)
  /// Options of selectable controls (`row path › option`): whether one was ever chosen.
  private var options = Flags<String>(count: 1)
  /// Gestures offered by enabled rows (`row path: word`): whether one was ever taken.
  private var gestures = Flags<String>(count: 1)
  /// Fields with rules (`root › field path`): whether they ever failed, ever passed.
  private var fields = Flags<String>(count: 2)
  private var offersSubmit = false
  private var submitted = false

  /// Notes what `driver` shows on every screen of its stack and what its fields say.
  mutating func record<State>(_ driver: FormDriver<State>) {
    let screens = driver.screens
    for (index, screen) in screens.enumerated() {
      let path = screenPath(screens[...index])
      if index > 0 {
        // NB: a screen a row opened marks the row; one opened otherwise, its own path.
        let opener = screen.opener.flatMap { cell in
          cell.section?.screen === screens[index - 1] ? cell : nil
        }
        let openerPath =
          opener.map { rowPath(screenPath(screens[..<index]), $0) } ?? path
        openers.set(openerPath, 0)
      }
      for section in screen.sections {
        for cell in section.cells {
          let row = rowPath(path, cell)
          rows.note(row)
          guard section.isVisible, cell.isVisible else { continue }
          rows.set(row, 0)
          let control = cell.control as? any HostedControl
          if cell.acceptsInput, control?.isEnabled ?? true { rows.set(row, 1) }
          if cell.accessory == .disclosureIndicator { openers.note(row) }
          if let selectable = cell.control as? any SelectableControl {
            for (option, title) in selectable.optionTitles.enumerated() {
              let name = row + " › " + title
              options.note(name)
              if selectable.selectedIndex == option { options.set(name, 0) }
            }
          }
        }
      }
    }
    let root = screenPath(screens.prefix(1))
    let failing = Set(driver.validationErrors.map(\.fieldPath))
    for field in driver.validatedFields {
      let name = root + " › " + field.fieldPath
      fields.note(name)
      fields.set(name, failing.contains(field.fieldPath) ? 0 : 1)
    }
    offersSubmit = offersSubmit || driver.offersSubmit
    submitted = submitted || driver.submitCount > 0
  }

  /// Notes a gesture of `kind` tried on `cell` of the top screen while the row took input:
  /// whether the form took it.
  mutating func record(
    _ kind: Gesture.Kind, on cell: FormCell, accepted: Bool, screens: [Screen]
  ) {
    guard cell.offeredGestures.contains(kind) else { return }
    let name = rowPath(screenPath(screens[...]), cell) + ": " + kind.word
    gestures.note(name)
    if accepted { gestures.set(name, 0) }
  }

  /// Notes how many times the form was submitted, after a gesture that led to a
  /// configuration seen before.
  mutating func record(submits: Int) {
    submitted = submitted || submits > 0
  }

  var neverVisible: [String] { rows.never(0) }
  var neverEnabled: [String] { rows.never(1, given: 0) }
  var screensNeverOpened: [String] { openers.never(0) }
  var optionsNeverChosen: [String] { options.never(0) }
  var gesturesNeverTaken: [String] { gestures.never(0) }
  var rulesNeverFailed: [String] { fields.never(0) }
  var rulesNeverPassed: [String] { fields.never(1) }
  var submitNeverSucceeded: Bool { offersSubmit && !submitted }

  private func screenPath(_ screens: ArraySlice<Screen>) -> String {
    screens.map { $0.title.isEmpty ? "Form" : $0.title }.joined(separator: " › ")
  }

  private func rowPath(_ screen: String, _ cell: FormCell) -> String {
    screen + " › " + (cell.title.isEmpty ? "(untitled)" : cell.title)
  }
}

/// Names in the order first noted, each with a few flags that, once set, stay set.
private struct Flags<Name: Hashable> {
  private var names: [Name] = []
  private var flags: [[Bool]] = []
  private var index: [Name: Int] = [:]
  private let count: Int

  init(count: Int) { self.count = count }

  /// Notes `name`, with no flag set the first time.
  @discardableResult
  mutating func note(_ name: Name) -> Int {
    if let known = index[name] { return known }
    index[name] = names.count
    names.append(name)
    flags.append(Array(repeating: false, count: count))
    return names.count - 1
  }

  /// Sets flag `flag` of `name`, noting it first.
  mutating func set(_ name: Name, _ flag: Int) {
    let position = note(name)
    flags[position][flag] = true
  }

  /// The names whose flag `flag` was never set (of those whose flag `given` was, if given),
  /// in the order first noted.
  func never(_ flag: Int, given: Int? = nil) -> [Name] {
    names.indices.filter { index in
      !flags[index][flag] && given.map { flags[index][$0] } ?? true
    }.map { names[$0] }
  }
}
