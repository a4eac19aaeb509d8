public import Foundation

/// A form saved to come back to, so a half-filled form survives a restart.
///
/// A snapshot holds:
///
/// - the state;
/// - what the user typed that the state cannot hold;
/// - the screens that were open, by the titles of the rows that opened them. Their numbers
///   tell rows of one title apart, such as the elements of a list.
///
/// A password (a masked row) is never saved. Its field holds its empty value in the
/// snapshot, so the user types it again after a restore.
///
/// A draft screen (``draftCell(title:keyPath:detail:done:cancel:form:)``) that was open
/// opens again from the committed value. What was typed into it and not kept with `Done` is
/// not saved, as going back would discard it. A check that was waiting for an answer starts
/// again once its row is shown.
///
/// ```swift
/// let snapshot = driver.snapshot            // state and open screens
/// try driver.save(to: draftURL)             // the same, as JSON
/// let later = FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
/// try later.restore(from: draftURL)         // the same state, the same screens open
/// ```
public struct FormSnapshot<State: Codable>: Codable {
  /// The snapshot format; a driver refuses formats it does not know.
  package var format: Int
  /// The form's state.
  public var state: State
  /// For each screen above the root, root side first, the title of the row whose tap opened
  /// it.
  public var openedRows: [String]
  /// For each screen above the root, the number of the row that opened it, or 0 when
  /// unknown. `nil` in snapshots that do not say.
  ///
  /// Rows are numbered from 1 among the visible rows of the screen below, as the REPL
  /// numbers them. A restore taps the row of that title at that number first.
  package var openedRowNumbers: [Int]?
  /// What the user did besides the state: text kept on rows, fields edited, a submit tried.
  /// `nil` in snapshots of format 1, which do not say.
  package var input: SavedInput?

  /// The format this version writes: 2, which adds `input`. Format 1 still restores.
  package static var currentFormat: Int { 2 }

  /// The formats a driver restores.
  static var knownFormats: ClosedRange<Int> { 1...2 }

  /// Creates a snapshot.
  package init(
    state: State, openedRows: [String] = [], openedRowNumbers: [Int]? = nil,
    input: SavedInput? = nil
  ) {
    self.format = Self.currentFormat
    self.state = state
    self.openedRows = openedRows
    self.openedRowNumbers = openedRowNumbers
    self.input = input
  }
}

/// What the user did to a saved form besides its state, by field.
///
/// It holds the text a row keeps because the state cannot hold it (`abc` typed into a
/// number). It also holds the fields edited, and whether a submit was tried.
package struct SavedInput: Codable, Equatable, Sendable {
  /// The fields the user edited or that keep text, in form order.
  public var fields: [SavedField]
  /// Whether a submit was tried.
  public var submitTried: Bool

  /// Creates saved input.
  public init(fields: [SavedField] = [], submitTried: Bool = false) {
    self.fields = fields
    self.submitTried = submitTried
  }
}

/// One field of `SavedInput`, named as people see it.
package struct SavedField: Codable, Equatable, Sendable {
  /// The titles of the screens that lead to the field, then the field's title:
  /// `["Profile", "Age"]`.
  public var field: [String]
  /// Which field of that name it is, from 1, in form order (the elements of a list share
  /// names).
  public var occurrence: Int
  /// The text the row keeps; `nil` when it shows the state's value.
  public var keptText: String?
  /// Why the row keeps text: the message it shows. `nil` when it keeps none.
  public var keptMessage: String?
  /// Whether editing the field ended (`false`: it was being edited).
  public var isFinished: Bool

  /// Creates a saved field.
  public init(
    field: [String], occurrence: Int = 1, keptText: String? = nil, keptMessage: String? = nil,
    isFinished: Bool = true
  ) {
    self.field = field
    self.occurrence = occurrence
    self.keptText = keptText
    self.keptMessage = keptMessage
    self.isFinished = isFinished
  }
}

/// Why a saved form could not be restored. The form is left as it was (the initial state,
/// the root screen), and nothing saved is lost.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// The data is not a snapshot of this form's state: a renamed or retyped field, a corrupt
  /// file, another form's draft. `kept` is where the data was kept, if it was moved aside.
  case doesNotFit(reason: String, kept: String?)

  /// One sentence saying what happened and what became of the saved data.
  public var description: String { message(in: FormStrings()) }

  /// ``description`` in the words of `strings` (`FormStrings.phrase(_:_:)`); the reason is
  /// already in the words of the driver that restored.
  ///
  /// - Parameter strings: The words.
  package func message(in strings: FormStrings) -> String {
    switch self {
    case .unreadable(let path, let reason):
      return strings.phrase("cannot read the saved form at %1$@: %2$@", path, reason)
    case .doesNotFit(let reason, let kept?):
      return strings.phrase(
        "the saved form does not fit this form (%1$@); starting afresh; the saved data was kept"
          + " as %2$@", reason, kept)
    case .doesNotFit(let reason, nil):
      return strings.phrase(
        "the saved form does not fit this form (%@); starting afresh", reason)
    }
  }
}

/// A driver whose state can be saved and restored: every ``FormDriver`` whose state is
/// `Codable`. Type-erased holders reach it through `RunningForm.persistence`.
public protocol SnapshotPersisting: AnyObject {
  /// Writes the snapshot to `url` as JSON, replacing the file.
  func save(to url: URL) throws
  /// Restores a snapshot written by ``save(to:)``; see `FormDriver/restore(from:)`.
  @discardableResult
  func restore(from url: URL) throws(SnapshotError) -> [String]
  /// Saves to `url` after every change and every screen opened or closed.
  @discardableResult
  func autosave(to url: URL, onError: @escaping (any Error) -> Void) -> ObservationToken
}

extension FormDriver: SnapshotPersisting where State: Codable {
  /// The state, what the user typed that it cannot hold, and the open screens, to save;
  /// passwords left out.
  public var snapshot: FormSnapshot<State> {
    // NB: a screen opened other than by a tap (a refused submit showing the first field to
    // fix) is found again by the row titled like it, as the random walker does.
    let rows = screens.dropFirst().map { screen in screen.opener?.title ?? screen.title }
    let numbers = screens.indices.dropFirst().map { index in
      let opener = screens[index].opener
      return screens[index - 1].visibleCells.firstIndex { $0 === opener }.map { $0 + 1 } ?? 0
    }
    let (state, input) = savedStateAndInput()
    return FormSnapshot(state: state, openedRows: rows, openedRowNumbers: numbers, input: input)
  }

  /// Puts the state back and opens the screens again, tapping the rows by title.
  ///
  /// It taps the row at the saved number if it has that title, such as a list's element
  /// among others of its title. Otherwise it taps the first row of that title.
  ///
  /// - Returns: The titles of rows that could not be tapped (the form changed since); the
  ///   screens up to there are open.
  @discardableResult
  public func restore(_ snapshot: FormSnapshot<State>) -> [String] {
    while canPop { pop() }
    state = snapshot.state
    input = restoredInput(snapshot.input ?? SavedInput())
    isRestoring = true
    defer { isRestoring = false }
    for (index, title) in snapshot.openedRows.enumerated() {
      let cells = topScreen.visibleCells
      let number = snapshot.openedRowNumbers.flatMap {
        $0.indices.contains(index) ? $0[index] : nil
      }
      let numbered = number.flatMap { cells.indices.contains($0 - 1) ? cells[$0 - 1] : nil }
      let opener =
        numbered.flatMap { $0.title == title && $0.acceptsInput ? $0 : nil }
        ?? cells.first { $0.title == title && $0.acceptsInput }
      guard let opener, opener.tap() else { return Array(snapshot.openedRows[index...]) }
    }
    return []
  }

  /// The snapshot as JSON (keys sorted, so the same form saves the same bytes).
  public func encodedSnapshot() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return try encoder.encode(snapshot)
  }

  /// Restores from JSON written by ``encodedSnapshot()``.
  ///
  /// - Throws: ``SnapshotError/doesNotFit(reason:kept:)`` when the data is not a snapshot of
  ///   this state type; nothing changed then.
  @discardableResult
  public func restore(from data: Data) throws(SnapshotError) -> [String] {
    let snapshot: FormSnapshot<State>
    do {
      snapshot = try JSONDecoder().decode(FormSnapshot<State>.self, from: data)
    } catch {
      throw .doesNotFit(reason: Self.reason(error, in: strings), kept: nil)
    }
    guard FormSnapshot<State>.knownFormats.contains(snapshot.format) else {
      throw .doesNotFit(
        reason: strings.phrase("format %@ is not known", String(snapshot.format)), kept: nil)
    }
    return restore(snapshot)
  }

  /// Writes ``encodedSnapshot()`` to `url`, atomically.
  public func save(to url: URL) throws {
    try encodedSnapshot().write(to: url, options: .atomic)
  }

  /// Restores the form saved at `url`.
  ///
  /// When the data does not fit this form, the file is moved aside to `<path>.unreadable`,
  /// so the next save cannot overwrite it. The error says where it went. A name already
  /// taken, by data kept from an earlier failure, is never replaced: the next free one of
  /// `<path>.unreadable.2`, `.3`, … is used.
  ///
  /// ```swift
  /// do {
  ///   try driver.restore(from: draftURL)
  /// } catch {
  ///   print(error)   // the saved form does not fit this form (…); starting afresh; …
  /// }
  /// ```
  ///
  /// - Returns: The titles of rows that could not be tapped to reopen their screens.
  /// - Throws: ``SnapshotError``; the form is left as it was.
  @discardableResult
  public func restore(from url: URL) throws(SnapshotError) -> [String] {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: Self.reason(error, in: strings))
    }
    do {
      return try restore(from: data)
    } catch {
      guard case .doesNotFit(let reason, _) = error else { throw error }
      throw .doesNotFit(reason: reason, kept: Self.moveAside(url)?.path)
    }
  }

  /// Moves the file at `url` to the first free name of `<path>.unreadable`,
  /// `<path>.unreadable.2`, `<path>.unreadable.3`, …; `nil` when it could not be moved.
  private static func moveAside(_ url: URL) -> URL? {
    let files = FileManager.default
    // NB: bounded, so a directory full of kept drafts cannot make a restore loop for ever.
    for number in 1...Self.maxKeptDrafts {
      let suffix = number == 1 ? ".unreadable" : ".unreadable.\(number)"
      let aside = URL(fileURLWithPath: url.path + suffix)
      guard !files.fileExists(atPath: aside.path) else { continue }
      return (try? files.moveItem(at: url, to: aside)) == nil ? nil : aside
    }
    return nil
  }

  /// The state to save, each masked field (a password) blanked, and what the user did by
  /// field, the masked fields' kept text left out.
  private func savedStateAndInput() -> (State, SavedInput) {
    let input = runtime.input
    var state = storedState
    var saved = SavedInput(submitTried: input.submitTried)
    var seen: [[String]: Int] = [:]
    fields.walk(
      storedState, nil,
      FieldWalker(input: input, needsErrors: false, includesHidden: true, tracksScope: true) {
        visit in
        let name = visit.path + [visit.field.title]
        seen[name, default: 0] += 1
        let id = visit.field.id
        let masked = visit.maskedText != nil
        if masked { visit.field.blankOut(in: &state, scope: visit.scope) }
        let kept = masked ? nil : input.kept[id]
        guard kept != nil || input.touched.contains(id) else { return }
        saved.fields.append(
          SavedField(
            field: name, occurrence: seen[name] ?? 1, keptText: kept?.text,
            keptMessage: kept?.message, isFinished: !input.editing.contains(id)))
      })
    return (state, saved)
  }

  /// The input `saved` describes, for the fields of the form as it is now; fields no longer
  /// there are left out.
  private func restoredInput(_ saved: SavedInput) -> FormInput {
    var input = FormInput()
    input.submitTried = saved.submitTried
    var byName: [[String]: [Int: SavedField]] = [:]
    for field in saved.fields { byName[field.field, default: [:]][field.occurrence] = field }
    var seen: [[String]: Int] = [:]
    fields.walk(
      storedState, nil,
      FieldWalker(input: input, needsErrors: false, includesHidden: true) { visit in
        let name = visit.path + [visit.field.title]
        seen[name, default: 0] += 1
        guard let field = byName[name]?[seen[name] ?? 1] else { return }
        let id = visit.field.id
        if let message = field.keptMessage {
          input.kept[id] = FormInput.Kept(text: field.keptText, message: message)
        }
        input.markEdited(id, finished: field.isFinished)
      })
    return input
  }

  /// How many drafts that did not fit are kept beside one file at most.
  private static var maxKeptDrafts: Int { 1_000 }

  /// Saves to `url` after every change of state and every screen opened or closed, so a
  /// session interrupted at any point comes back with `restore(from:)`.
  ///
  /// ```swift
  /// let token = driver.autosave(to: draftURL) { error in print("not saved: \(error)") }
  /// ```
  ///
  /// - Returns: A token whose ``ObservationToken/cancel()`` stops saving.
  @discardableResult
  public func autosave(to url: URL, onError: @escaping (any Error) -> Void = { _ in })
    -> ObservationToken
  {
    let save: () -> Void = { [weak self] in
      do {
        try self?.save(to: url)
      } catch {
        onError(error)
      }
    }
    let changes = observe { _ in save() }
    let navigation = observeNavigation { save() }
    return ObservationToken {
      changes.cancel()
      navigation.cancel()
    }
  }

  private static func reason(_ error: any Error, in strings: FormStrings) -> String {
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.map(\.stringValue).joined(separator: ".")
    }
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return path(context).isEmpty
        ? strings.phrase("no value for '%@'", key.stringValue)
        : strings.phrase("no value for '%1$@' at '%2$@'", key.stringValue, path(context))
    case DecodingError.typeMismatch(let type, let context):
      return strings.phrase("'%1$@' is not %2$@", path(context), "\(type)")
    case DecodingError.valueNotFound(_, let context):
      return path(context).isEmpty
        ? strings.phrase("a value is missing")
        : strings.phrase("a value is missing at '%@'", path(context))
    case DecodingError.dataCorrupted(let context):
      return path(context).isEmpty
        ? strings.phrase("the data is not valid JSON")
        : strings.phrase("the data is not valid JSON at '%@'", path(context))
    default:
      return (error as NSError).localizedDescription
    }
  }

}
