/// A yes-or-no question over a `Bool`: two options side by side, yes first (huh's
/// `Confirm`).
///
/// The row's role is `FormCell.Role.yesOrNo`, so front ends know it for what it is,
/// whatever its options say: the full screen answers it with `y` and `n`, the plain modes
/// ask `(Y/n)`. The options read `Yes` and `No` in the form's language unless `yes` and
/// `no` say otherwise.
///
/// ```swift
/// confirmCell(title: "Initialize git?", keyPath: \Project.initializesGit)
/// //   1  Initialize git?  [*Yes*|No]
/// confirmCell(title: "Git?", keyPath: \Project.initializesGit, yes: "Init", no: "Skip")
/// ```
///
/// - Parameters:
///   - title: The question.
///   - keyPath: The answer: `true` for yes.
///   - yes: The title of the yes option; `Yes` in the form's language when `nil`.
///   - no: The title of the no option; `No` in the form's language when `nil`.
///   - hint: A line of help under the row.
public func confirmCell<State>(
  title: String, keyPath: WritableKeyPath<State, Bool>, yes: String? = nil, no: String? = nil,
  hint: String? = nil
) -> Element<FormCell, State> {
  return { context in
    let strings = context.strings
    let titles = (yes ?? strings.phrase("Yes"), no ?? strings.phrase("No"))
    let row: Element<FormCell, State> = controlCell(
      title: title,
      control: segmentedControl(
        keyPath: keyPath, options: [true, false], optionTitle: { $0 ? titles.0 : titles.1 }),
      hint: hint)
    let rendered = row(context)
    rendered.element.role = .yesOrNo
    return rendered
  }
}
