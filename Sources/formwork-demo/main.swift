// formwork-demo: fill in an example form from the terminal, or pipe a session through it.
//
//   swift run formwork-demo                 # a chooser of the examples, then one full screen
//   swift run formwork-demo signup          # an example by name (any case)
//   swift run formwork-demo --plain todos   # the line REPL (also the mode when piped)
//   swift run formwork-demo --accessible    # plain questions, one a line (or ACCESSIBLE=1)
//   swift run formwork-demo --color=never   # or always, auto (NO_COLOR and TERM=dumb count)
//   swift run formwork-demo --theme=high-contrast
//   swift run formwork-demo --resume draft.json   # keep the session between runs
//   swift run formwork-demo --locale de booking   # Formwork's words and formats in German
//                                                 # (else LC_ALL, LC_MESSAGES, LANG)
//   swift run formwork-demo --record session.txt  # write the gestures, a script to replay
//   swift run formwork-demo --version
//   printf '1\ntoggle 1\nstate\n' | swift run formwork-demo
//
// Exit codes, in every mode: 0 once the form was submitted, or left with nothing lost (a form
// with no submit button, or saved with --resume); 3 when a form with a submit button was left
// unsubmitted; 130 on Ctrl-C; 1 if the output closed; 2 for a bad argument.

import Formwork
import FormworkExamples
import FormworkTerminal
import Foundation

let standardOutput = StandardOutput()
let standardError = StandardOutput(descriptor: 2)
/// The demo's version, as `--version` prints it.
let version = "formwork-demo 0.5.0"

func usage(_ strings: FormStrings) -> String {
  let width = examples.map(\.name.count).max() ?? 0
  let list = examples.map { example in
    "  " + example.name + String(repeating: " ", count: width - example.name.count) + "  "
      + example.summary
  }
  return """
    usage: formwork-demo [--plain | --accessible] [--color=auto|always|never]
                         [--theme=standard|high-contrast] [--resume FILE] [--record FILE]
                         [--locale LOCALE] [<example>]
           formwork-demo --help
           formwork-demo --version

    On a terminal, shows an example form full screen (without a name, a list of the examples
    to choose from first): a cursor on a row, typing edits a field in place, and the bottom
    line names the keys the row under the cursor takes. Exit status: 0 submitted (or left
    with nothing lost: a form without a submit button, or saved with --resume), 3 left
    without submitting, 130 Ctrl-C.

    With --accessible (or ACCESSIBLE set in the environment), asks plain questions instead,
    one row at a time, one a line: no cursor addressing, no colours, for screen readers.

    With --theme=high-contrast (or FORMWORK_THEME=high-contrast), bold, bright colours and
    the cursor's row in reverse video. NO_COLOR, TERM=dumb or --color=never: no colours.

    With --resume FILE, the session is saved to FILE after every change and screen opened
    or closed, and a saved session comes back at the next start: state and open screens.

    With --record FILE, every gesture is written to FILE as a command of the line REPL, and
    the state at the end as comments: `formwork-demo --plain <example> < FILE` replays it.

    With --locale LOCALE (de, he_IL; else LC_ALL, LC_MESSAGES or LANG), Formwork's words
    and the formats of numbers and dates follow the locale where Formwork ships it
    (\(FormStrings.shippedLanguages.joined(separator: ", "))); others get English.

    With --plain, or when input or output is not a terminal (or TERM=dumb), shows numbered
    rows and reads commands, one a line; piped, each command is echoed, so the output reads
    as a transcript of the session (settings, unless an example is named).

    Examples:
    \(list.joined(separator: "\n"))

    Keys of the full screen, by the row under the cursor:
    \(InteractiveKeys.helpText(in: strings))

    \(strings.phrase(Command.helpText))

    """
}

@MainActor func fail(_ message: String) -> Never {
  standardError.write(
    "error: \(message)\nusage: formwork-demo [<example>]; see formwork-demo --help\n")
  Platform.exitProcess(2)
}

/// Whether an environment variable asks for something: set, and not empty, `0` or `false`.
func asks(_ variable: String) -> Bool {
  guard let value = Platform.environmentVariable(variable) else { return false }
  return !["", "0", "false", "no"].contains(value.lowercased())
}

ignoreBrokenPipes()
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "scaffold" { runScaffold(Array(arguments.dropFirst())) }
if arguments.first == "ask" { runAsk(Array(arguments.dropFirst())) }
// NB: the locale first, so that --help says Formwork's part (keys, commands) in it too: the
// last --locale given, else the first of the environment's locale variables that is set and
// not empty, as POSIX.
var localeArgument: String?
for (index, argument) in arguments.enumerated() {
  if argument == "--locale", arguments.indices.contains(index + 1) {
    localeArgument = arguments[index + 1]
  } else if argument.hasPrefix("--locale=") {
    localeArgument = String(argument.dropFirst("--locale=".count))
  }
}
let environmentLocale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap {
  Platform.environmentVariable($0)
}.first { !$0.isEmpty }
let strings = FormStrings(locale: localeArgument ?? environmentLocale ?? "en")
if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
  Platform.exitProcess(standardOutput.write(usage(strings)) ? 0 : 1)
}
if arguments.contains("--version") {
  Platform.exitProcess(standardOutput.write(version + "\n") ? 0 : 1)
}
var plain = false
var accessible = asks("ACCESSIBLE")
var resumePath: String?
var recordPath: String?
var color = "auto"
var theme = Platform.environmentVariable("FORMWORK_THEME").flatMap { $0.isEmpty ? nil : $0 }
var names: [String] = []
var remaining = arguments[...]
@MainActor func value(of option: String, _ needs: String) -> String {
  guard let value = remaining.popFirst() else { fail("\(option) needs \(needs)") }
  return value
}
while let argument = remaining.popFirst() {
  switch argument {
  case "--plain": plain = true
  case "--accessible": accessible = true
  case "--resume": resumePath = value(of: "--resume", "a file: --resume FILE")
  case "--record": recordPath = value(of: "--record", "a file: --record FILE")
  case "--color": color = value(of: "--color", "a value: auto, always or never")
  case "--theme": theme = value(of: "--theme", "a value: standard or high-contrast")
  case "--locale": _ = value(of: "--locale", "a value: --locale de")
  case _ where argument.hasPrefix("--locale="): break
  case _ where argument.hasPrefix("--color="): color = String(argument.dropFirst("--color=".count))
  case _ where argument.hasPrefix("--theme="): theme = String(argument.dropFirst("--theme=".count))
  case _ where argument.hasPrefix("-"): fail("unknown option '\(argument)'")
  default: names.append(argument)
  }
}
guard ["auto", "always", "never"].contains(color) else {
  fail("--color takes auto, always or never, not '\(color)'")
}
if names.count > 1 { fail("too many arguments: \(names.joined(separator: " "))") }
if let name = names.first, !examples.contains(where: { $0.name.lowercased() == name.lowercased() })
{
  fail("unknown example '\(name)'; examples: " + examples.map(\.name).joined(separator: ", "))
}

var style: ScreenStyle =
  switch color {
  case "always": .ansi
  case "never": .plain
  default: .automatic(fileDescriptor: 1)
  }
if let theme {
  guard let themed = style.theme(theme) else {
    fail(
      "--theme takes " + ScreenStyle.themeNames.joined(separator: " or ") + ", not '\(theme)'")
  }
  style = themed
}

let onTerminal = Platform.isTerminal(0) && Platform.isTerminal(1)
let fullScreen =
  onTerminal && !plain && !accessible
  && Platform.environmentVariable("TERM") != "dumb"
let asksPlainly = accessible

/// Says how the session ended and exits with its status.
@MainActor func finish(_ ending: InteractiveForm.Ending, _ example: Example) -> Never {
  let farewell =
    switch ending {
    case .submitted: "submitted"
    case .closed:
      resumePath.map { "closed; your changes are saved in \($0)" } ?? "closed; nothing was lost"
    case .finished: "finished"
    case .quit: "closed without submitting"
    case .aborted: "abandoned"
    }
  standardOutput.write("formwork-demo: \(example.name) \(farewell).\n")
  Platform.exitProcess(ending.exitStatus)
}

// MARK: - Which example

var chosenName = names.first
if chosenName == nil, fullScreen || asksPlainly {
  // NB: the chooser's rows are the demo's own (English) words; Formwork's (the help bar, the
  // questions) follow the locale.
  let choice = FormDriver(
    initial: ExampleChoice(), title: "formwork-demo: choose an example", strings: strings,
    build: exampleChooserForm)
  let picked = { choice.state.chosen != nil }
  let ending: InteractiveForm.Ending?
  if fullScreen {
    let chooser = InteractiveForm(session: choice, style: style)
    chooser.endsWhen = picked
    ending = InteractiveTerminal.run(chooser)
  } else {
    let chooser = AccessibleForm(session: choice, write: standardOutput.write)
    chooser.endsWhen = picked
    chooser.echoesAnswers = !Platform.isTerminal(0)
    ending = chooser.run(.fileDescriptor(0))
  }
  chosenName = choice.state.chosen
  if chosenName == nil, let ending {
    standardOutput.write("formwork-demo: no example chosen.\n")
    Platform.exitProcess(ending.exitStatus)
  }
}
let name = chosenName ?? examples.first?.name ?? ""
guard let example = examples.first(where: { $0.name.lowercased() == name.lowercased() }) else {
  fail("unknown example '\(name)'")
}

// MARK: - The session

let scheduler = fullScreen ? TerminalScheduler() : nil
let session = example.startIn(strings, scheduler)
var notice: String?

/// Why saving to `url` failed, in a sentence: what is missing or refused.
@MainActor func saveProblem(_ error: any Error, at url: URL) -> String {
  let folder = url.deletingLastPathComponent().path
  var isFolder: ObjCBool = false
  if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue
  {
    return "the folder \(folder) does not exist"
  }
  if !FileManager.default.isWritableFile(atPath: folder) {
    return "the folder \(folder) cannot be written"
  }
  let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
  return reason.isEmpty ? "it cannot be written" : reason
}

if let resumePath {
  let url = URL(fileURLWithPath: resumePath)
  guard let persistence = session.persistence else {
    fail("the \(example.name) example cannot be saved")
  }
  if FileManager.default.fileExists(atPath: resumePath) {
    do {
      let unopened = try persistence.restore(from: url)
      if let first = unopened.first { notice = "could not reopen '\(first)'; the form changed" }
    } catch {
      notice = error.message(in: strings)
    }
  }
  // NB: a file that cannot be written is said now, before the screen, not over it later.
  do {
    try persistence.save(to: url)
  } catch {
    fail("cannot save to \(resumePath): \(saveProblem(error, at: url))")
  }
}
if let notice { standardError.write("formwork-demo: \(notice)\n") }

/// Writes every gesture to `--record`'s file, as the line REPL reads it.
final class Recorder {
  private let handle: FileHandle

  init?(path: String, example: Example) {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { return nil }
    self.handle = handle
    write(
      "# formwork-demo \(example.name), recorded; replay: formwork-demo --plain \(example.name)"
        + " < \(path)")
  }

  func write(_ line: String) {
    handle.write(Data((line + "\n").utf8))
  }

  func record(_ performed: InteractiveForm.Performed) {
    if performed.whileChecking { write("# checking") }
    let script = performed.gesture.description
    write(performed.isTaken ? script : "# refused: " + script)
  }

  func finish(_ ending: InteractiveForm.Ending, session: any RunningForm) {
    write("# ended: \(ending)")
    write("# state:")
    for line in session.stateDump.split(separator: "\n", omittingEmptySubsequences: false) {
      write("# " + line)
    }
  }
}

var recorder: Recorder?
if let recordPath {
  guard let made = Recorder(path: recordPath, example: example) else {
    fail("cannot write to \(recordPath)")
  }
  recorder = made
}

// MARK: - Full screen

if fullScreen, let scheduler {
  let form = InteractiveForm(session: session, style: style)
  form.savesChanges = resumePath != nil
  if let recorder { form.onGesture = recorder.record }
  if let notice { form.announce(notice) }
  if let resumePath, let persistence = session.persistence {
    let url = URL(fileURLWithPath: resumePath)
    persistence.autosave(to: url) { [weak form] error in
      form?.announce("not saved to \(resumePath): \(saveProblem(error, at: url))")
    }
  }
  if let ending = InteractiveTerminal.run(form, scheduler: scheduler) {
    recorder?.finish(ending, session: session)
    finish(ending, example)
  }
}

if let resumePath, let persistence = session.persistence {
  let url = URL(fileURLWithPath: resumePath)
  persistence.autosave(to: url) { error in
    standardError.write(
      "formwork-demo: not saved to \(resumePath): \(saveProblem(error, at: url))\n")
  }
}

// MARK: - Plain questions

if asksPlainly {
  let form = AccessibleForm(session: session, write: standardOutput.write)
  form.savesChanges = resumePath != nil
  form.echoesAnswers = !Platform.isTerminal(0)
  finish(form.run(.fileDescriptor(0)), example)
}

// MARK: - The line REPL

let mode = Repl.Mode.automatic()
if mode == .interactive {
  let others = examples.map(\.name).filter { $0 != example.name }
  standardOutput.write(
    "formwork-demo: \(example.name), \(example.summary).\n"
      + "Type a row number to tap it, 'help' for the commands, 'quit' or Ctrl-D to leave.\n"
      + wrapped("Other examples (see --help): \(others.joined(separator: ", ")).") + "\n\n")
}
let repl = Repl(session: session, mode: mode, style: style, write: standardOutput.write)
repl.savesChanges = resumePath != nil
let reader = mode == .interactive ? LineReader.terminal(style: style) : .fileDescriptor(0)
switch repl.run(reader) {
case .quit, .endOfInput:
  Platform.exitProcess(session.endingOnLeave(savesChanges: resumePath != nil).exitStatus)
case .interrupted: Platform.exitProcess(InteractiveForm.Ending.aborted.exitStatus)
case .outputClosed: Platform.exitProcess(1)
}

/// `text` broken at spaces into lines of at most `width` columns (a word longer than that
/// keeps its own line).
func wrapped(_ text: String, width: Int = 79) -> String {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ") {
    if !line.isEmpty, line.count + 1 + word.count > width {
      lines.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  lines.append(line)
  return lines.joined(separator: "\n")
}
