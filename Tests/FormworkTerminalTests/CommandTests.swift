import Formwork
import FormworkTerminal
import Testing

/// The command language: every command parses, and each malformed line says what would work.
@Suite struct CommandTests {
  @Test func everyCommandParses() throws {
    let cases: [(String, Command)] = [
      ("3", .gesture(.tap(row: 3))),
      ("tap 3", .gesture(.tap(row: 3))),
      ("  TAP\t3  ", .gesture(.tap(row: 3))),
      ("toggle 1", .gesture(.toggle(row: 1))),
      ("enter 1 s3cret word", .gesture(.enter(row: 1, text: "s3cret word"))),
      ("enter 1   two  spaces ", .gesture(.enter(row: 1, text: "  two  spaces "))),
      ("enter 2 ", .gesture(.enter(row: 2, text: ""))),
      ("inc 4", .gesture(.increment(row: 4))),
      ("dec 4", .gesture(.decrement(row: 4))),
      ("select 2 When Unlocked ", .gesture(.select(row: 2, option: "When Unlocked"))),
      ("select 2 3", .gesture(.select(row: 2, option: 3))),
      ("select 2 \"3\"", .gesture(.select(row: 2, option: "3"))),
      ("toggle wi", .gesture(.toggle(row: "wi"))),
      ("toggle \"Wi-Fi\"", .gesture(.toggle(row: "Wi-Fi"))),
      ("tap add phone", .gesture(.tap(row: "add phone"))),
      ("toggle  personal   hotspot ", .gesture(.toggle(row: "personal   hotspot"))),
      ("\"Personal Hotspot\"", .gesture(.tap(row: "Personal Hotspot"))),
      ("enter \"Full Name\" Jane Doe", .gesture(.enter(row: "Full Name", text: "Jane Doe"))),
      ("enter name  Jane", .gesture(.enter(row: "name", text: " Jane"))),
      ("move \"a \\\" b\" 2", .gesture(.move(row: "a \" b", to: 2))),
      ("delete 6", .gesture(.delete(row: 6))),
      ("move 6 8", .gesture(.move(row: 6, to: 8))),
      ("back", .gesture(.back)),
      ("undo", .gesture(.undo)),
      ("REDO", .gesture(.redo)),
      ("next", .gesture(.focusNext)),
      (" prev ", .gesture(.focusPrevious)),
      ("changes", .changes),
      ("state", .state),
      ("Errors ", .errors),
      ("help", .help),
      ("quit\r", .quit),
    ]
    for (line, command) in cases {
      #expect(try Command.parse(line) == command, "\(line)")
    }
  }

  @Test func emptyAndBlankLinesAreNoCommand() throws {
    #expect(try Command.parse("") == nil)
    #expect(try Command.parse(" \t ") == nil)
    #expect(try Command.parse("\r") == nil)
  }

  @Test func scriptParsesBackToTheCommand() throws {
    let commands: [Command] = [
      .gesture(.tap(row: 1)), .gesture(.toggle(row: 2)),
      .gesture(.enter(row: 3, text: " a  b ")), .gesture(.increment(row: 4)),
      .gesture(.decrement(row: 5)), .gesture(.select(row: 6, option: "When Unlocked")),
      .gesture(.delete(row: 7)), .gesture(.move(row: 8, to: 9)), .gesture(.back),
      .gesture(.undo), .gesture(.redo),
      .gesture(.focusNext), .gesture(.focusPrevious), .state, .errors, .changes, .help, .quit,
    ]
    for command in commands {
      #expect(try Command.parse(command.script) == command)
    }
  }

  @Test func malformedLinesSayWhatWouldWork() {
    let cases: [(String, String)] = [
      ("frob", "unknown command 'frob'; try a row number, or 'help' for the commands"),
      ("toggle", "missing row number; usage: toggle <n>"),
      ("toggle -1", "'-1' is not a row number; usage: toggle <n>"),
      ("toggle \"Wi", "the title \"Wi has no closing quote; usage: toggle <n>"),
      ("\"Wi-Fi\" 2", "a row title stands alone; to tap it: \"Wi-Fi\""),
      ("select 1 \"L\" x", "unexpected 'x' after the option; usage: select <n> <option>"),
      ("toggle 0", "'0' is not a row number; usage: toggle <n>"),
      ("tap 99999999999999999999", "'99999999999999999999' is not a row number; usage: tap <n>"),
      ("0", "'0' is not a row number; usage: <n>"),
      ("toggle 1 2", "unexpected '2' after the row number; usage: toggle <n>"),
      ("toggle \"Wi-Fi\" 2", "unexpected '2' after the row number; usage: toggle <n>"),
      ("1 2", "a row number stands alone; to tap it: 1"),
      (
        "enter 1",
        "enter needs text after the row number: enter 1 <text>"
          + " ('enter 1 ' with a trailing space enters empty text)"
      ),
      ("enter", "missing row number; usage: enter <n> <text>"),
      ("select 2", "select needs an option number or title: select 2 <option>"),
      ("move 1", "missing row number; usage: move <n> <m>"),
      ("back now", "back takes nothing after it; usage: back"),
      ("Prev 2", "prev takes nothing after it; usage: prev"),
      ("quit please", "quit takes nothing after it; usage: quit"),
      (
        String(repeating: "z", count: 100),
        "unknown command '\(String(repeating: "z", count: 39))…'; try a row number,"
          + " or 'help' for the commands"
      ),
    ]
    for (line, message) in cases {
      #expect(throws: CommandError(message), "\(line)") { try Command.parse(line) }
    }
  }

  @Test func helpListsEveryCommand() {
    for word in [
      "<n>", "tap <n>", "toggle <n>", "enter <n> <text>", "inc <n>", "dec <n>",
      "select <n> <option>", "delete <n>", "move <n> <m>", "back", "state", "errors", "changes",
      "help",
      "quit",
    ] {
      #expect(Command.helpText.contains("  " + word) || Command.helpText.contains(", " + word))
    }
  }

  @Test func errorsPrintWithTheirPrefix() {
    #expect(CommandError("no row 9").description == "error: no row 9")
  }
}
