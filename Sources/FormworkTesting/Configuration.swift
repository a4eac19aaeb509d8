import Formwork
import Foundation

/// What tells two situations of a form apart for an exploration: two situations with the
/// same key offer the same gestures with the same outcomes, so a configuration reached
/// again by another route is not explored again.
///
/// It holds the state (by a key: see ``StateKeying``), the form's input (text rows keep,
/// fields edited, a submit tried), the screens open (by title and the position of the row
/// that opened each), the focus, and what a draft screen shows (its draft is not in the
/// state). The undo history is not part of it: two routes to one state explore undo from
/// the first only (every change is undone and redone where it is made, so undo is checked on
/// every route all the same).
struct ConfigurationKey: Hashable {
  var state: AnyHashable
  var screens: [ScreenKey]
  var focus: [String]?
  var input: FormInput

  /// One screen above the root.
  struct ScreenKey: Hashable {
    var title: String
    /// Where the row that opened the screen is on the screen below, if a row did.
    var openerSection: Int?
    var openerRow: Int?
    /// What a screen that edits a draft shows, as text.
    var draft: String?
  }

  /// The key of the situation `session` is in; `state` is the key of its state.
  init<State>(_ session: WalkSession<State>, state: AnyHashable) {
    self.state = state
    let driver = session.driver
    let screens = driver.screens
    var keys: [ScreenKey] = []
    var showsDraft = false
    for index in screens.indices.dropFirst() {
      let screen = screens[index]
      let position = screen.opener.flatMap { ScreenText.position(of: $0, in: screens[index - 1]) }
      showsDraft = showsDraft || screen.holdsDraft
      keys.append(
        ScreenKey(
          title: screen.title, openerSection: position?.section, openerRow: position?.cell,
          draft: showsDraft ? ScreenText.render(screen) : nil))
    }
    self.screens = keys
    focus = driver.focus.map { $0.path + [$0.title, String($0.row)] }
    input = driver.inputKey
  }
}

/// How an exploration keys states: by the state itself when it is `Hashable`, else by a key
/// the test gives, else by its JSON encoding when it is `Encodable`, else by its `dump`.
enum StateKeying {
  /// The default key for `State`, found at run time.
  static func key<State>(for type: State.Type) -> (State) -> AnyHashable {
    if type is any Hashable.Type {
      return { ($0 as? AnyHashable) ?? AnyHashable(dumped($0)) }
    }
    if type is any Encodable.Type {
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      return { state in
        guard let encodable = state as? any Encodable,
          let data = try? encoder.encode(encodable)
        else { return AnyHashable(dumped(state)) }
        return AnyHashable(data)
      }
    }
    return { AnyHashable(dumped($0)) }
  }
}
