public import Formwork
public import Foundation

extension FormRow {
  /// What a user does to a row through a native control. ``FormRow/gesture(for:format:)``
  /// turns each into the `Gesture` the REPL, the full-screen terminal and `FormTester` send,
  /// so a native screen can do nothing they cannot.
  ///
  /// ```swift
  /// row.gesture(for: .toggle)          // .toggle(row: 1), the REPL's `toggle 1`
  /// row.gesture(for: .select(2))       // .select(row: 1, option: 3)
  /// ```
  public enum Action: Equatable, Sendable {
    /// Taps the row: opens, chooses, checks, submits or presses it.
    case tap
    /// Flips the row's switch.
    case toggle
    /// The text the user has typed so far, on every keystroke.
    case type(String)
    /// The user ends editing the text (Return, or the focus leaves).
    case commit(String)
    /// Steps the value up.
    case increment
    /// Steps the value down.
    case decrement
    /// Chooses the option at an index, from 0.
    case select(Int)
    /// Sets a slider's value.
    case setValue(Double)
    /// Picks a date in a date picker.
    case pickDate(Date)
    /// Deletes the row.
    case delete
    /// Moves the row to where the row numbered so is, within its section.
    case move(toRow: Int)
  }

  /// The gesture `action` sends, naming the row by its number; `nil` when there is nothing
  /// to send (a date picked on a row that is no date picker).
  ///
  /// ```swift
  /// row.gesture(for: .type("s3c"))               // .edit(row: 2, text: "s3c")
  /// row.gesture(for: .commit("s3cret"))          // .enter(row: 2, text: "s3cret")
  /// row.gesture(for: .setValue(0.5), format: FormStrings(locale: "de").values)
  ///                                              // .enter(row: 2, text: "0,5")
  /// ```
  ///
  /// - Parameters:
  ///   - action: What the user did.
  ///   - format: How the form reads numbers (the driver's `strings.values`): a slider's
  ///     value is entered as text in it.
  public func gesture(for action: Action, format: FormValueFormat = .fixed) -> Formwork.Gesture? {
    let row = ItemReference.number(number)
    switch action {
    case .tap: return .tap(row: row)
    case .toggle: return .toggle(row: row)
    // NB: the one place typing and committing meet the gesture vocabulary. Today `enter` is
    // the only text gesture, and it commits: typing enters each keystroke, so a commit of the
    // text the row already holds has nothing left to send. Once an edit gesture that does
    // not commit exists, `.type` sends it and `.commit` always sends `enter`.
    // NB: the one place typing and committing meet the gesture vocabulary: each keystroke
    // edits (the field's errors wait, per its timing), and the commit enters, ending editing.
    case .type(let text): return .edit(row: row, text: text)
    case .commit(let text): return .enter(row: row, text: text)
    case .increment: return .increment(row: row)
    case .decrement: return .decrement(row: row)
    case .select(let index): return .select(row: row, option: .number(index + 1))
    case .setValue(let value): return .enter(row: row, text: format.number(value))
    case .pickDate(let date):
      guard case .datePicker(let input) = control else { return nil }
      return .enter(row: row, text: input.text(for: date))
    case .delete: return .delete(row: row)
    case .move(let target): return .move(row: row, to: .number(target))
    }
  }
}
