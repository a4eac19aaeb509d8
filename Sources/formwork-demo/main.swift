// formwork-demo: drive an example form from the terminal, or pipe a session through it.
//
//   swift run formwork-demo                 # the Settings › Personal Hotspot form
//   swift run formwork-demo settings        # an example by name (any case)
//   swift run formwork-demo --version
//   printf '1\ntoggle 1\nstate\n' | swift run formwork-demo
//
// Exit codes: 0 at `quit` or the end of input, 1 if the output closed, 2 for a bad argument.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import FormworkExamples
import FormworkTerminal

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
    usage: formwork-demo [<example>]
           formwork-demo --help
           formwork-demo --version

    Shows an example form as numbered rows and reads commands, one a line, from the
    terminal or from a pipe (then each command is echoed, so the output reads as a
    transcript of the session).

    Examples:
    \(list.joined(separator: "\n"))

    \(Command.helpText)

    """
}

func fail(_ message: String) -> Never {
  StandardOutput(descriptor: 2).write(
    "error: \(message)\nusage: formwork-demo [<example>]; see formwork-demo --help\n")
  exit(2)
}

ignoreBrokenPipes()
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
  exit(standardOutput.write(usage()) ? 0 : 1)
}
if arguments.contains("--version") {
  exit(standardOutput.write(version + "\n") ? 0 : 1)
}
if arguments.count > 1 { fail("too many arguments: \(arguments.joined(separator: " "))") }
if let option = arguments.first, option.hasPrefix("-") { fail("unknown option '\(option)'") }

let name = arguments.first ?? examples.first?.name ?? ""
guard let example = examples.first(where: { $0.name.lowercased() == name.lowercased() }) else {
  fail(
    "unknown example '\(name)'; examples: "
      + examples.map(\.name).joined(separator: ", "))
}

let mode: Repl.Mode = isatty(0) == 1 ? .interactive : .plain
let style = ScreenStyle.automatic(fileDescriptor: 1)
if mode == .interactive {
  standardOutput.write(
    "formwork-demo: \(example.name), \(example.summary).\n"
      + "Type a row number to tap it, 'help' for the commands, 'quit' or Ctrl-D to leave.\n\n")
}
let repl = Repl(
  interpreter: Interpreter(session: example.start()), mode: mode, style: style,
  write: standardOutput.write)
let reader = mode == .interactive ? LineReader.terminal(style: style) : .fileDescriptor(0)
switch repl.run(reader) {
case .quit, .endOfInput: exit(0)
case .outputClosed: exit(1)
}
