// Names the documentation's snippets use without declaring them: each snippet is the body of
// a main-actor function after this preamble (scripts/check-snippets.py). Most are the seed's
// Settings form, which the README and the doc comments use throughout.
@MainActor let driver = FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
@MainActor let session: any RunningForm = FormDriver(
  initial: Settings(), title: "Settings", build: settingsForm)
@MainActor let form: any RunningForm = session
@MainActor let tester = FormTester(initial: Settings(), title: "Settings", form: settingsForm)
@MainActor let walker = RandomWalker(initial: Settings(), title: "Settings", form: settingsForm)
@MainActor let explorer = FormExplorer(initial: Settings(), title: "Settings", form: settingsForm)
@MainActor let draftURL = URL(fileURLWithPath: "draft.json")
@MainActor let example = examples[0]
@MainActor let hotspotRow = FormCell(title: "Personal Hotspot")
@MainActor let cell = FormCell(title: "Row")
@MainActor let presentation = FormPresentation(
  driver: FormDriver(initial: Settings(), title: "Settings", build: settingsForm))
@MainActor let row = presentation.topScreen.rows[0]

/// Takes every expression of a snippet as a part, so a snippet may show a value without
/// using it (`controlCell(…)` alone on a line) the way documentation does.
@resultBuilder enum Snippet {
  static func buildExpression<Value>(_ value: Value) -> [Any] { [value] }
  static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
  static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
  static func buildEither(first: [Any]) -> [Any] { first }
  static func buildEither(second: [Any]) -> [Any] { second }
  static func buildArray(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
}
