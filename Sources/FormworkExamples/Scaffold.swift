public import Formwork

/// A new Swift package, as the scaffolding tool (`formwork-demo scaffold`) asks for it.
public struct Project: Equatable, Codable, Sendable {
  /// What the package builds.
  public enum Template: String, CaseIterable, Codable, Sendable {
    case library, executable, plugin
  }

  /// What the package comes with.
  public enum Feature: String, CaseIterable, Codable, Sendable {
    case tests, docs, ci, linting
  }

  /// The package's licence.
  public enum Licence: String, CaseIterable, Codable, Sendable {
    case mit = "MIT"
    case apache = "Apache-2.0"
    case none = "None"
  }

  /// The package's name: a lowercase letter, then lowercase letters, digits and `-`.
  public var name = ""
  /// What it builds.
  public var template = Template.executable
  /// What it comes with.
  public var features: Set<Feature> = [.tests]
  /// Its licence.
  public var licence = Licence.mit
  /// Whether to run `git init` in it.
  public var initializesGit = true
  /// The author's email, optional.
  public var email = ""
  /// What the package is for, in a few lines; optional.
  public var description = ""

  /// A project with the defaults.
  public init() {}

  /// The answers in a line each, as the summary row shows them.
  public var summary: String {
    let checked = Feature.allCases.filter(features.contains).map(\.rawValue)
    return "\(name.isEmpty ? "(no name)" : name), \(template.rawValue), "
      + "\(checked.isEmpty ? "no features" : checked.joined(separator: "+")), "
      + "\(licence.rawValue)\(initializesGit ? ", git" : "")"
  }
}

/// The scaffolding tool's form.
///
/// A note says what the tool does. It asks for a name with a pattern, a template to pick,
/// features to check, a licence, a yes-or-no question, and an optional email and
/// description. A summary follows, then Create. Create asks the registry
/// (``ScaffoldRegistry``) whether the name is free.
public var scaffoldForm: Form<Project> {
  sections(
    [
      section([
        noteCell(
          title: "A new Swift package",
          description: "Create checks the name, then prints the answers as JSON."),
        controlCell(
          title: "Name",
          control: textField(
            keyPath: \.name, placeholder: "my-tool",
            rules: [
              .required(),
              .matches("[a-z][a-z0-9-]*", message: "A lowercase letter, then a-z, 0-9 or -"),
            ])),
        pickerCell(
          title: "Template", keyPath: \.template, options: Project.Template.allCases,
          optionTitle: \.rawValue),
        multiSelectCell(
          title: "Features", keyPath: \.features, options: Project.Feature.allCases,
          optionTitle: \.rawValue),
        pickerCell(
          title: "Licence", keyPath: \.licence, options: Project.Licence.allCases,
          optionTitle: \.rawValue),
        confirmCell(title: "Initialize git?", keyPath: \.initializesGit),
        controlCell(
          title: "Email",
          control: textField(keyPath: \.email, placeholder: "optional", rules: [.email()])),
        controlCell(
          title: "Description", control: textArea(keyPath: \.description, placeholder: "optional")),
      ]),
      section(
        [labelCell(title: "Summary", keyPath: \.self, format: \.summary)], header: "Summary"),
    ], submit: "Create"
  ) { (project: Project) async throws -> SubmitResult<Project> in
    // NB: a registry's answer, as a tool would wait for one: some names are taken.
    ScaffoldRegistry.takenNames.contains(project.name)
      ? .refused(fields: [\.name: "'\(project.name)' is taken; choose another name"])
      : .accepted
  }
}

/// The names a package registry already has, as the scaffolding tool's submit asks it: a
/// name among them is refused on the Name row.
public enum ScaffoldRegistry {
  /// The taken names.
  public static let takenNames: Set<String> = ["formwork", "swift-argument-parser"]
}
