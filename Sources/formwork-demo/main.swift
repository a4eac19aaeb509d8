// formwork-demo: fill in an example form from the terminal, or pipe a session through it.
//
//   swift run formwork-demo                 # the Settings › Personal Hotspot form, full screen
//   swift run formwork-demo signup          # an example by name (any case)
//   swift run formwork-demo --plain todos   # the line REPL (also the mode when piped)
//   swift run formwork-demo --color=never   # or always, auto (NO_COLOR and TERM=dumb count)
//   swift run formwork-demo --resume draft.json   # keep the session between runs
//   swift run formwork-demo --locale de booking   # Formwork's words and formats in German
//                                                 # (else LC_ALL, LC_MESSAGES, LANG)
//   swift run formwork-demo --version
//   printf '1\ntoggle 1\nstate\n' | swift run formwork-demo
//
// Exit codes: the line REPL gives 0 at `quit` or the end of input, 1 if the output closed;
// the full-screen mode 0 once the form was submitted, 3 when quit without submitting, 130
// on Ctrl-C; 2 for a bad argument.

import Formwork
import FormworkExamples
import FormworkTerminal
import Foundation

let standardOutput = StandardOutput()
/// The demo's version, as `--version` prints it.
let version = "formwork-demo 0.4.0"

func usage() -> String {
  let width = examples.map(\.name.count).max() ?? 0
  let list = examples.enumerated().map { index, example in
    let name = example.name + String(repeating: " ", count: width - example.name.count)
    return "  \(name)  \(example.summary)" + (index == 0 ? " (default)" : "")
  }
  return """
    usage: formwork-demo [--plain] [--color=auto|always|never] [--resume FILE]
                         [--locale LOCALE] [<example>]
           formwork-demo --help
           formwork-demo --version

    On a terminal, shows an example form full screen: arrows (or tab) move between rows,
    typing edits a field in place, space toggles, enter opens or presses, esc goes back,
    / filters the rows, ctrl-z undoes, q quits; the bottom line names the keys for the row.
    Exit status: 0 submitted, 3 quit without submitting, 130 Ctrl-C.

    With --resume FILE, the session is saved to FILE after every change and screen opened
    or closed, and a saved session comes back at the next start: state and open screens.

    With --locale LOCALE (de, he_IL; else LC_ALL, LC_MESSAGES or LANG), Formwork's words
    and the formats of numbers and dates follow the locale where Formwork ships it
    (\(FormStrings.shippedLanguages.joined(separator: ", "))); others get English.

    With --plain, or when input or output is not a terminal (or TERM=dumb), shows numbered
    rows and reads commands, one a line; piped, each command is echoed, so the output reads
    as a transcript of the session.

    Examples:
    \(list.joined(separator: "\n"))

    \(Command.helpText)

    """
}

func fail(_ message: String) -> Never {
  StandardOutput(descriptor: 2).write(
    "error: \(message)\nusage: formwork-demo [<example>]; see formwork-demo --help\n")
  Platform.exitProcess(2)
}

ignoreBrokenPipes()
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
  Platform.exitProcess(standardOutput.write(usage()) ? 0 : 1)
}
if arguments.contains("--version") {
  Platform.exitProcess(standardOutput.write(version + "\n") ? 0 : 1)
}
var plain = false
var resumePath: String?
var color = "auto"
var names: [String] = []
var locale: String?
var remaining = arguments[...]
while let argument = remaining.popFirst() {
  switch argument {
  case "--plain": plain = true
  case "--resume":
    guard let value = remaining.popFirst() else { fail("--resume needs a file: --resume FILE") }
    resumePath = value
  case "--locale":
    guard let value = remaining.popFirst() else { fail("--locale needs a value: --locale de") }
    locale = value
  case _ where argument.hasPrefix("--locale="):
    locale = String(argument.dropFirst("--locale=".count))
  case "--color":
    guard let value = remaining.popFirst() else {
      fail("--color needs a value: auto, always or never")
    }
    color = value
  case _ where argument.hasPrefix("--color="): color = String(argument.dropFirst("--color=".count))
  case _ where argument.hasPrefix("-"): fail("unknown option '\(argument)'")
  default: names.append(argument)
  }
}
guard ["auto", "always", "never"].contains(color) else {
  fail("--color takes auto, always or never, not '\(color)'")
}
if names.count > 1 { fail("too many arguments: \(names.joined(separator: " "))") }

let name = names.first ?? examples.first?.name ?? ""
guard let example = examples.first(where: { $0.name.lowercased() == name.lowercased() }) else {
  fail(
    "unknown example '\(name)'; examples: "
      + examples.map(\.name).joined(separator: ", "))
}

// NB: the first of the environment's locale variables that is set and not empty, as POSIX.
let environmentLocale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap {
  Platform.environmentVariable($0)
}.first { !$0.isEmpty }
let strings = FormStrings(locale: locale ?? environmentLocale ?? "en")
let session = example.startIn(strings)
var notice: String?
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
      notice = error.description
    }
  }
  persistence.autosave(to: url) { error in
    StandardOutput(descriptor: 2).write("formwork-demo: cannot save to \(resumePath): \(error)\n")
  }
}
if let notice { StandardOutput(descriptor: 2).write("formwork-demo: \(notice)\n") }

let term = Platform.environmentVariable("TERM")
let onTerminal = Platform.isTerminal(0) && Platform.isTerminal(1)
let style: ScreenStyle =
  switch color {
  case "always": .ansi
  case "never": .plain
  default: .automatic(fileDescriptor: 1)
  }

if onTerminal, !plain, term != "dumb" {
  let form = InteractiveForm(session: session, style: style)
  if let notice { form.announce(notice) }
  if let ending = InteractiveTerminal.run(form) {
    let farewell =
      switch ending {
      case .submitted: "submitted"
      case .quit: "closed without submitting"
      case .aborted: "abandoned"
      }
    standardOutput.write("formwork-demo: \(example.name) \(farewell).\n")
    Platform.exitProcess(ending.exitStatus)
  }
}

let mode = Repl.Mode.automatic()
if mode == .interactive {
  standardOutput.write(
    "formwork-demo: \(example.name), \(example.summary).\n"
      + "Type a row number to tap it, 'help' for the commands, 'quit' or Ctrl-D to leave.\n\n")
}
let repl = Repl(
  interpreter: Interpreter(session: session), mode: mode, style: style,
  write: standardOutput.write)
let reader = mode == .interactive ? LineReader.terminal(style: style) : .fileDescriptor(0)
switch repl.run(reader) {
case .quit, .endOfInput: Platform.exitProcess(0)
case .outputClosed: Platform.exitProcess(1)
}
