import Formwork
import FormworkExamples
import FormworkTerminal
import Testing

/// The `profile` example, derived from `UserProfile` by `modelForm`: a whole REPL session
/// byte for byte, and the same form written by hand showing the same screens.
@Suite struct ProfileTests {
  /// The profile form as one would write it by hand.
  private var handWrittenProfileForm: Form<UserProfile> {
    sections([
      section([
        controlCell(title: "First Name", control: textField(keyPath: \.firstName, kind: .name)),
        controlCell(title: "Last Name", control: textField(keyPath: \.lastName, kind: .name)),
        controlCell(title: "Email Address", control: textField(keyPath: \.email, kind: .email)),
        controlCell(title: "Website", control: textField(keyPath: \.website, kind: .url)),
        controlCell(title: "Newsletter", control: toggle(keyPath: \.newsletter)),
        hidden(
          pickerCell(title: "Digest", keyPath: \.digest, optionTitle: \.description),
          when: { !$0.newsletter }),
        controlCell(title: "Age", control: numberField(keyPath: \.age)),
        nestedAddress,
      ])
    ])
  }

  private var nestedAddress: Element<FormCell, UserProfile> {
    let address: Form<HomeAddress> = sections([
      section([
        controlCell(title: "Street", control: textField(keyPath: \.street)),
        controlCell(title: "City", control: textField(keyPath: \.city)),
        controlCell(title: "Zip Code", control: textField(keyPath: \.zipCode, kind: .zipCode)),
      ])
    ])
    return detailTextCell(
      title: "Address", keyPath: \.address.street.emptyDetail,
      form: bind(form: address, to: \.address))
  }

  private let gestures = [
    "enter 1 Ada", "enter 3 ada@example.org", "enter 6 forty", "toggle 5", "tap 6", "tap 2",
    "back", "tap 8", "enter 2 London", "back", "enter 4 ", "state",
  ]

  @Test func aSessionReadsLikeTheHandWrittenForm() {
    let derived = FormDriver(initial: UserProfile(), title: "Profile", build: profileForm)
    let written = FormDriver(
      initial: UserProfile(), title: "Profile", build: handWrittenProfileForm)
    let input = gestures.map { $0 + "\n" }.joined()
    #expect(Repl.transcript(derived, input: input) == Repl.transcript(written, input: input))
  }

  @Test func goldenTranscript() {
    let session = FormDriver(initial: UserProfile(), title: "Profile", build: profileForm)
    let input = gestures.map { $0 + "\n" }.joined()
    expectTranscript(Repl.transcript(session, input: input), "Profile/goldenTranscript")
  }
}

extension String {
  /// No detail: the model form's nested rows show none.
  fileprivate var emptyDetail: String { "" }
}
