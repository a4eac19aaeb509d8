import Formwork
import FormworkExamples
import FormworkTerminal
import Foundation

/// `formwork-demo scaffold`: a project-scaffolding tool written with ``Prompt``, as a tool
/// author would. The form is drawn on the terminal (standard error, else `/dev/tty`); the
/// answers go to standard output as JSON; a `PromptError` ends it with its exit status.
///
///   formwork-demo scaffold                     # on a terminal: the form, in place
///   formwork-demo scaffold > project.json      # the same; the file holds only the JSON
///   printf 'my-app\n2\n1 3\n\ny\n\n' | formwork-demo scaffold   # answers one a line
///   formwork-demo scaffold --tab-keys --help   # the keys, as the tool maps them
@MainActor func runScaffold(_ arguments: [String]) -> Never {
  var options = Prompt.Options()
  for argument in arguments where argument == "--tab-keys" { options.keyMap = tabKeys }
  for argument in arguments {
    switch argument {
    case "--alternate-screen": options.usesAlternateScreen = true
    case "--tab-keys": break
    case "--help", "-h":
      let help = scaffoldUsage + "\n\nKeys:\n" + InteractiveKeys.helpText(keyMap: options.keyMap)
      Platform.exitProcess(StandardOutput().write(help + "\n") ? 0 : 1)
    default:
      StandardOutput(descriptor: 2).write(
        "error: unknown argument '\(argument)'\nusage: \(scaffoldUsage)\n")
      Platform.exitProcess(2)
    }
  }
  do {
    let project = try Prompt.run(
      scaffoldForm, initial: Project(), title: "New project", options: options)
    // NB: the demo writes no files; the spinner shows where a tool's own work goes.
    let spinner = PromptSpinner("Creating \(project.name)")
    for step in ["Package.swift", "Sources", "Tests"] { spinner.tick(step) }
    spinner.finish("Created \(project.name)")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let answers = ScaffoldAnswers(project)
    guard let data = try? encoder.encode(answers) else { Platform.exitProcess(1) }
    let written = StandardOutput().write(String(decoding: data, as: UTF8.self) + "\n")
    Platform.exitProcess(written ? 0 : 1)
  } catch {
    StandardOutput(descriptor: 2).write("scaffold: \(error.sentence)\n")
    Platform.exitProcess(error.exitStatus)
  }
}

/// How `formwork-demo scaffold` is called.
private let scaffoldUsage =
  "formwork-demo scaffold [--alternate-screen] [--tab-keys] [--help]"

/// The keys of `--tab-keys`: a tool's own map. Tab and `j` move down, shift-tab and `k` up
/// (the arrows no longer do); ctrl-q leaves (`q` and ctrl-d no longer do).
private var tabKeys: KeyMap {
  var keys = KeyMap()
  keys.next = [.tab, .text("j")]
  keys.previous = [.backTab, .text("k")]
  keys.quit = [.control("q")]
  return keys
}

/// The answers as the JSON on standard output has them: the features as a list, in order.
private struct ScaffoldAnswers: Encodable {
  var name: String
  var template: String
  var features: [String]
  var licence: String
  var initializesGit: Bool
  var email: String?
  var description: String?

  init(_ project: Project) {
    name = project.name
    template = project.template.rawValue
    features = Project.Feature.allCases.filter(project.features.contains).map(\.rawValue)
    licence = project.licence.rawValue
    initializesGit = project.initializesGit
    email = project.email.isEmpty ? nil : project.email
    description = project.description.isEmpty ? nil : project.description
  }
}

extension PromptError {
  /// What happened, in a few words.
  fileprivate var sentence: String {
    switch self {
    case .cancelled: "cancelled"
    case .quit: "left without creating the project"
    case .inputEnded: "the answers ended before the project was complete"
    case .notATerminal: "no terminal to ask on"
    }
  }
}

/// `formwork-demo ask <text|confirm|select|multi-select> <question> [<choice>…]`: one
/// question from the command line, its answer on standard output (`yes` or `no` for a
/// confirm, one choice a line for a multi-select).
@MainActor func runAsk(_ arguments: [String]) -> Never {
  guard arguments.count >= 2 else {
    StandardOutput(descriptor: 2).write(
      "usage: formwork-demo ask <text|confirm|select|multi-select> <question> [<choice>…]\n")
    Platform.exitProcess(2)
  }
  let title = arguments[1]
  let choices = Array(arguments.dropFirst(2))
  do {
    let answer: String
    switch arguments[0] {
    case "text": answer = try Prompt.text(title, rules: [.required()])
    case "confirm": answer = try Prompt.confirm(title) ? "yes" : "no"
    case "select": answer = try Prompt.select(title, from: choices)
    case "multi-select":
      answer = try Prompt.multiSelect(title, from: choices).joined(separator: "\n")
    default:
      StandardOutput(descriptor: 2).write("error: no question kind '\(arguments[0])'\n")
      Platform.exitProcess(2)
    }
    Platform.exitProcess(StandardOutput().write(answer + "\n") ? 0 : 1)
  } catch {
    StandardOutput(descriptor: 2).write("ask: \(error.sentence)\n")
    Platform.exitProcess(error.exitStatus)
  }
}
