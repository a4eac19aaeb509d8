/// Which keys do what in the full screen: a tool sets its own.
///
/// Each property lists the keys of one command, the one the help bar names first. The
/// default, ``standard``, is the full screen's own keys. The key table
/// (``InteractiveKeys``) is made from a map, so key handling, the help bar and the keys
/// `--help` lists all follow it.
///
/// ```swift
/// var keys = KeyMap.standard
/// keys.quit = [.control("q")]                  // q no longer quits
/// keys.next = [.tab, .text("j")]               // ↓ no longer moves
/// keys.previous = [.backTab, .text("k")]
/// var options = Prompt.Options()
/// options.keyMap = keys
/// print(InteractiveKeys.helpText(in: FormStrings(), keyMap: keys))
/// ```
///
/// Where letters are text (on a text row, in the editor, in the filter), a command's
/// printable keys are left out: `q` types a `q` there. A key the row itself takes (← on a
/// stepper, `y` on a yes-or-no row) does the row's thing there, whatever command also
/// lists it. A command with no keys cannot be given from the keyboard.
public struct KeyMap: Hashable, Sendable {
  /// Move the cursor up a row; in the editor, save the text and move up.
  public var previous: [TerminalKey] = [.up, .backTab, .text("k")]
  /// Move the cursor down a row; in the editor, save the text and move down.
  public var next: [TerminalKey] = [.down, .tab, .text("j")]
  /// Move the cursor a page up.
  public var pageUp: [TerminalKey] = [.pageUp]
  /// Move the cursor a page down.
  public var pageDown: [TerminalKey] = [.pageDown]
  /// Go to the first row.
  public var first: [TerminalKey] = [.home]
  /// Go to the last row.
  public var last: [TerminalKey] = [.end]
  /// Flip a switch, check a box, choose an option.
  public var select: [TerminalKey] = [.text(" "), .enter]
  /// Open a row's screen or list, press a button, start editing a text or a value.
  public var open: [TerminalKey] = [.enter]
  /// Open a row's screen, besides ``open``: the way opposite to ``back``.
  public var forward: [TerminalKey] = [.right]
  /// Go back a screen.
  public var back: [TerminalKey] = [.escape, .left]
  /// Choose the previous option of a row of options, without opening a list.
  public var previousOption: [TerminalKey] = [.left]
  /// Choose the next option of a row of options, without opening a list.
  public var nextOption: [TerminalKey] = [.right]
  /// Step a stepper's or a slider's value down.
  public var decrease: [TerminalKey] = [.left, .text("-")]
  /// Step a stepper's or a slider's value up.
  public var increase: [TerminalKey] = [.right, .text("+")]
  /// Answer yes: on a yes-or-no row, and to a question such as "quit without submitting?".
  public var yes: [TerminalKey] = [.text("y"), .text("Y")]
  /// Answer no on a yes-or-no row (any key but ``yes`` answers a question no).
  public var no: [TerminalKey] = [.text("n"), .text("N")]
  /// Check every box of a list of check boxes.
  public var checkAll: [TerminalKey] = [.text("a")]
  /// Uncheck every box of a list of check boxes.
  public var checkNone: [TerminalKey] = [.text("n")]
  /// Delete a list's row.
  public var deleteRow: [TerminalKey] = [.text("d"), .control("x")]
  /// Move a list's row up.
  public var moveRowUp: [TerminalKey] = [.text("K"), .control("p")]
  /// Move a list's row down.
  public var moveRowDown: [TerminalKey] = [.text("J"), .control("n")]
  /// Leave, asking first when unsubmitted changes would be lost.
  public var quit: [TerminalKey] = [.text("q"), .control("d")]
  /// Leave at once (asking first when changes would be lost; a second time, without asking).
  public var quitNow: [TerminalKey] = [.control("c")]
  /// Start the filter: only the rows whose title has what is typed next show.
  public var filter: [TerminalKey] = [.text("/")]
  /// Take back the last change.
  public var undo: [TerminalKey] = [.control("z")]
  /// Make the undone change again.
  public var redo: [TerminalKey] = [.control("y")]
  /// Draw the screen again.
  public var redraw: [TerminalKey] = [.control("l")]
  /// Edit a text area's text in `$EDITOR`.
  public var externalEditor: [TerminalKey] = [.control("e")]
  /// Save the text edited in place; leave the filter on the row it found; answer a question.
  public var done: [TerminalKey] = [.enter]
  /// Put the edited text back as it was; drop the filter.
  public var cancel: [TerminalKey] = [.escape]

  /// The full screen's own keys.
  public static var standard: KeyMap { KeyMap() }

  /// The standard keys, to change from there.
  ///
  /// ```swift
  /// var keys = KeyMap()
  /// keys.undo = [.control("u")]
  /// ```
  public init() {}
}
