import Formwork
import FormworkExamples
import Testing

@testable import FormworkTesting

/// Remembering what fresh forms showed changes the work, never the verdict: the default
/// checks and the plain ones (every check builds its form) find the same failures, shrunk
/// the same, and walk the same steps.
@Suite struct FreshFormsTests {
  // MARK: A form broken on purpose

  struct Login: Equatable, Codable {
    var password = ""
    var address = AccountAddress()
    var signedIn = 0
  }

  /// The password's strength, broken on purpose: its update writes only when the password
  /// turns empty or not, so a second password keeps the first one's strength.
  private var staleStrengthRow: Element<FormCell, Login> {
    return { _ in
      let cell = FormCell(title: "Strength")
      var shownEmpty: Bool?
      return Rendered(element: cell, strongReferences: []) { state in
        guard state.password.isEmpty != shownEmpty else { return }
        shownEmpty = state.password.isEmpty
        var account = AccountSignup()
        account.password = state.password
        cell.detail = account.passwordStrength
      }
    }
  }

  private func loginForm(strengthRow: @escaping Element<FormCell, Login>) -> Form<Login> {
    let address: Form<AccountAddress> = sections([
      section([
        controlCell(title: "Street", control: textField(keyPath: \.street, rules: [.required()]))
      ])
    ])
    return sections(
      [
        section([
          controlCell(
            title: "Password", control: textField(keyPath: \.password, rules: [.minLength(3)])),
          strengthRow,
          detailTextCell(
            title: "Address", keyPath: \.address.street, form: bind(form: address, to: \.address)),
        ])
      ], submit: "Sign In"
    ) { $0.signedIn += 1 }
  }

  /// The same form with a strength row that follows the state.
  private var soundStrengthRow: Element<FormCell, Login> {
    textCell(
      title: { _ in "Strength" },
      detail: { state in
        var account = AccountSignup()
        account.password = state.password
        return account.passwordStrength
      })
  }

  private func walker(_ form: @escaping Form<Login>, tuning: WalkTuning) -> RandomWalker<Login> {
    var walker = RandomWalker(initial: Login(), title: "Sign In", form: form)
    walker.tuning = tuning
    return walker
  }

  // MARK: The same failures

  @Test func walksFindTheBrokenRowTheSameWayEitherWay() throws {
    let form = loginForm(strengthRow: staleStrengthRow)
    let remembered = walker(form, tuning: WalkTuning()).firstFailure(walks: 100, steps: 30)
    let rebuilt = walker(form, tuning: .plain).firstFailure(walks: 100, steps: 30)
    let failure = try #require(remembered)
    #expect(failure.kind == .inconsistentScreen)
    #expect(failure.shrunk.count == 2)
    #expect(failure.description == rebuilt?.description)
    #expect(failure.steps == rebuilt?.steps)
    #expect(failure.shrunk == rebuilt?.shrunk)
  }

  @Test func explorationsFindTheBrokenRowTheSameWayEitherWay() throws {
    let form = loginForm(strengthRow: staleStrengthRow)
    var explorer = FormExplorer(initial: Login(), title: "Sign In", form: form)
    let remembered = explorer.explore(depth: 3)
    explorer.tuning = .plain
    let rebuilt = explorer.explore(depth: 3)
    let failure = try #require(remembered.failure)
    #expect(failure.kind == .inconsistentScreen)
    #expect(
      failure.shrunk == [.enter(row: 1, text: "abc"), .enter(row: 1, text: "ann42@example.com")])
    #expect(failure.description == rebuilt.failure?.description)
    #expect(remembered.configurations == rebuilt.configurations)
    #expect(remembered.transitions == rebuilt.transitions)
  }

  @Test func theSoundFormPassesEitherWay() {
    let form = loginForm(strengthRow: soundStrengthRow)
    #expect(walker(form, tuning: WalkTuning()).firstFailure(walks: 50, steps: 30) == nil)
    #expect(walker(form, tuning: .plain).firstFailure(walks: 50, steps: 30) == nil)
  }

  // MARK: Less work, the same walks

  @Test func theAccountFormsWalksBuildFewerFormsForTheSameSteps() {
    let remembered = WalkProfile()
    let rebuilt = WalkProfile()
    var tuning = WalkTuning()
    tuning.profile = remembered
    var walker = RandomWalker(initial: AccountSignup(), title: "Account", form: accountSignupForm)
    walker.tuning = tuning
    let fast = walker.run(walks: 10, steps: 40, seed: 2026)
    tuning = .plain
    tuning.profile = rebuilt
    walker.tuning = tuning
    let plain = walker.run(walks: 10, steps: 40, seed: 2026)
    #expect(fast.failure == nil)
    #expect(plain.failure == nil)
    #expect(fast.steps == 400)
    #expect(fast.steps == plain.steps)
    #expect(fast.refused == plain.refused)
    #expect(fast.gestures == plain.gestures)
    #expect(fast.paths == plain.paths)
    // Every check builds a form in the plain walks; one in the start and each step.
    #expect(rebuilt.counts[.freshBuilds] == 10 + 400)
    let built = remembered.counts[.freshBuilds] ?? 0
    #expect(built > 0)
    #expect(built < 410)
  }

  @Test func aStateEqualOnlyByItsKeyIsNotTakenForAnother() {
    let forms = FreshForms<Login>()
    var login = Login()
    login.password = "abc"
    let key = FreshForms<Login>.Key(state: "one key", input: FormInput(), openers: [])
    forms.remember(.init(state: login, errors: [], screens: []), as: key)
    #expect(forms.entry(key, state: login, isEqual: ==) != nil)
    #expect(forms.entry(key, state: Login(), isEqual: ==) == nil)
    #expect(forms.hits == 1)
  }

  @Test func theOldestHalfGoesPastTheLimit() {
    let forms = FreshForms<Login>(limit: 4)
    func key(_ number: Int) -> FreshForms<Login>.Key {
      FreshForms<Login>.Key(state: number, input: FormInput(), openers: [])
    }
    for number in 1...5 {
      forms.remember(.init(state: Login(), errors: [], screens: []), as: key(number))
    }
    let kept = (1...5).filter { forms.entry(key($0), state: Login(), isEqual: ==) != nil }
    #expect(kept == [3, 4, 5])
  }
}
