import Formwork
import FormworkTerminal
import FormworkTesting
import Testing

@Suite struct GestureScriptTests {
  private let everyKind: [Gesture] = [
    .tap(row: 1), .toggle(row: 2), .enter(row: 3, text: "a  b c"), .enter(row: 4, text: ""),
    .increment(row: 5), .decrement(row: 6), .select(row: 7, option: 2), .delete(row: 8),
    .move(row: 9, to: 10), .back,
  ]

  @Test func printsREPLCommands() {
    #expect(
      everyKind.script == """
        tap 1
        toggle 2
        enter 3 a  b c
        enter 4\u{20}
        inc 5
        dec 6
        select 7 2
        delete 8
        move 9 10
        back
        """)
  }

  @Test func readsWhatItPrints() {
    let lines = everyKind.script.split(separator: "\n").map(String.init)
    #expect(lines.map(Gesture.init(command:)) == everyKind)
    let long = String(repeating: "very long text ", count: 30) + "日本語 🙂"
    #expect(Gesture(command: "enter 12 \(long)") == .enter(row: 12, text: long))
  }

  @Test func theREPLsCommandsAreGesturesOrQuestions() throws {
    for step in everyKind { #expect(try Command.parse(step.description) == .gesture(step)) }
    #expect(try Command.parse("quit") == .quit)
    #expect(Gesture(command: "quit") == nil)
  }

  @Test func titlesReadBackQuotedWhereTheyMustBe() {
    let titled: [Gesture] = [
      .toggle(row: "Wi-Fi"), .enter(row: "Full Name", text: " Jane "),
      .select(row: "Size", option: "Extra Large"), .select(row: 2, option: "3"),
      .tap(row: "say \"hi\" \\ bye"), .move(row: "Milk", to: "Eggs"),
    ]
    #expect(
      titled.script == """
        toggle "Wi-Fi"
        enter "Full Name"  Jane\u{20}
        select "Size" Extra Large
        select 2 "3"
        tap "say \\"hi\\" \\\\ bye"
        move "Milk" "Eggs"
        """)
    let lines = titled.script.split(separator: "\n").map(String.init)
    #expect(lines.map(Gesture.init(command:)) == titled)
    #expect(Gesture(command: "toggle wi") == .toggle(row: "wi"))
    #expect(Gesture(command: "\"Wi-Fi\"") == .tap(row: "Wi-Fi"))
  }

  @Test func readsBareNumbersAsTaps() {
    #expect(Gesture(command: "3") == .tap(row: 3))
    #expect(Gesture(command: "  tap   2 ") == .tap(row: 2))
  }

  @Test func refusesWhatIsNotAStep() {
    let bad = [
      "", "fly 1", "tap", "tap \"x", "tap 1 2", "select 1", "move 1", "enter 4", "back 2",
      "state", "tap \"x\" y", "tap 0",
    ]
    #expect(bad.map(Gesture.init(command:)) == bad.map { _ in nil })
    // A title of several words is one title.
    #expect(Gesture(command: "tap x y") == .tap(row: "x y"))
  }

  @Test func namesTheRow() {
    #expect(everyKind.map(\.row) == [1, 2, 3, 4, 5, 6, 7, 8, 9, nil])
    #expect(
      everyKind.map(\.word) == [
        "tap", "toggle", "enter", "enter", "inc", "dec", "select", "delete", "move", "back",
      ])
  }
}
