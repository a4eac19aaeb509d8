import FormworkTestSupport
import Testing

@testable import Formwork

/// Checks that wait for an answer: debounced, shown as `checking…`, stale answers dropped,
/// cancelled with their row, and submit refused until they answer. Time and answers move
/// only when the test says so (`ManualScheduler`): no sleeps.
@Suite struct AsyncValidationRuleTests {
  private struct Name: Identifiable, Equatable {
    var id: Int
    var text = ""
  }

  private struct Account: Equatable {
    var username = ""
    var names: [Name] = []
    var submitted = 0
  }

  /// Counts the checks that ran, by value.
  private final class Calls: @unchecked Sendable {
    var values: [String] = []
  }

  private func form(_ calls: Calls) -> Form<Account> {
    let taken = AsyncValidationRule<Account, String>(debounce: .milliseconds(300)) { name in
      calls.values.append(name)
      return name == "admin" ? "\(name) is taken" : nil
    }
    let nameTaken = AsyncValidationRule<Name, String>(debounce: .milliseconds(100)) { name in
      calls.values.append(name)
      return nil
    }
    return sections(
      [
        section([
          controlCell(
            title: "Username",
            control: textField(
              keyPath: \.username, rules: FieldRules([.required()], async: [taken])))
        ]),
        listSection(
          \.names,
          rows: [
            controlCell(
              title: "Name",
              control: textField(keyPath: \Name.text, rules: FieldRules(async: [nameTaken])))
          ]),
      ], submit: "Save"
    ) { $0.submitted += 1 }
  }

  /// A check the form starts itself, on a value it was built with, is none of the user's
  /// doing: the submit row says nothing while it waits, nor once it answers, though a form
  /// rule fails too, until a submit is tried.
  @Test func aCheckStartedAtBuildLeavesTheSubmitRowSilent() async {
    let calls = Calls()
    let taken = AsyncValidationRule<Account, String> { name in
      calls.values.append(name)
      return name == "admin" ? "\(name) is taken" : nil
    }
    let form: Form<Account> = sections(
      [
        section([
          controlCell(
            title: "Username",
            control: textField(keyPath: \.username, rules: FieldRules(async: [taken])))
        ])
      ], submit: "Save", rules: [FormRule("Add a name") { !$0.names.isEmpty }]
    ) { $0.submitted += 1 }
    let scheduler = ManualScheduler()
    let driver = FormDriver(
      initial: Account(username: "admin"), title: "Account", scheduler: scheduler, build: form)
    let save = { driver.topScreen.visibleCells.last }
    #expect(
      driver.validationErrors.map(\.description) == ["Add a name", "Username: checking…"])
    #expect(save()?.detail == nil)
    await scheduler.settle()
    #expect(calls.values == ["admin"])
    #expect(
      driver.validationErrors.map(\.description) == ["Add a name", "Username: admin is taken"])
    #expect(save()?.detail == nil)
    driver.validate()
    #expect(save()?.detail == "(2 to fix)")
  }

  @Test func aCheckRunsAfterTheDebounceAndItsAnswerShows() async throws {
    let calls = Calls()
    let scheduler = ManualScheduler()
    let driver = FormDriver(
      initial: Account(), title: "Account", scheduler: scheduler, build: form(calls))
    let field = try #require(row(driver, 1).control as? TextField)
    #expect(field.enter("admin"))
    #expect(row(driver, 1).message == "checking…")
    #expect(row(driver, 1).messageKind == .progress)
    #expect(scheduler.hasPendingWork)
    #expect((scheduler as any ValidationScheduler).hasPendingWork)
    #expect(driver.validationErrors.map(\.description) == ["Username: checking…"])
    // Submit refuses while the check has not answered.
    #expect(row(driver, 2).tap())
    #expect(driver.state.submitted == 0)
    scheduler.advance(by: .milliseconds(299))
    await scheduler.runChecks()
    #expect(calls.values == [])
    scheduler.advance(by: .milliseconds(1))
    await scheduler.runChecks()
    #expect(calls.values == ["admin"])
    #expect(row(driver, 1).message == "admin is taken")
    #expect(row(driver, 1).messageKind == .problem)
    #expect(!scheduler.hasPendingWork)
    #expect(row(driver, 2).detail == "(1 to fix)")
    #expect(driver.state.username == "admin")
  }

  private struct Holder: Equatable {
    var account = Account()
    var note = ""
  }

  @Test func anAnswerInsideAnEquatableBindReachesItsCount() async throws {
    // The answer changes no state: the bind, which skips a nested value that did not change,
    // still brings the count up to date.
    let calls = Calls()
    let scheduler = ManualScheduler()
    let driver = FormDriver(
      initial: Holder(), title: "Holder", scheduler: scheduler,
      build: bind(form: form(calls), to: \.account))
    let field = try #require(row(driver, 1).control as? TextField)
    #expect(field.enter("admin"))
    #expect(row(driver, 2).detail == "(1 to fix)")
    scheduler.advance(by: .milliseconds(300))
    await scheduler.runChecks()
    #expect(row(driver, 1).message == "admin is taken")
    #expect(field.enter("ada"))
    // A change from outside: the bind keeps the nested value to compare from now on.
    driver.state.note = "outside"
    #expect(row(driver, 1).message == "checking…")
    scheduler.advance(by: .milliseconds(300))
    await scheduler.runChecks()
    #expect(calls.values == ["admin", "ada"])
    #expect(row(driver, 1).message == nil)
    #expect(row(driver, 2).detail == nil)
  }

  /// Runs checks even once cancelled, as a network call that cannot be stopped would.
  private final class StubbornScheduler: ValidationScheduler {
    let manual = ManualScheduler()

    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledWork {
      manual.schedule(after: delay, action)
    }

    func run<Result: Sendable>(
      _ check: @escaping @Sendable () async -> Result, deliver: @escaping (Result) -> Void
    ) -> ScheduledWork {
      _ = manual.run(check, deliver: deliver)
      return ScheduledWork()
    }
  }

  @Test func anAnswerForAValueThatChangedSinceIsDropped() async throws {
    let calls = Calls()
    let stubborn = StubbornScheduler()
    let scheduler = stubborn.manual
    let driver = FormDriver(
      initial: Account(), title: "Account", scheduler: stubborn, build: form(calls))
    let field = try #require(row(driver, 1).control as? TextField)
    #expect(field.enter("admin"))
    scheduler.advance(by: .milliseconds(300))
    // The check for "admin" has started; the user types on before it answers.
    #expect(field.enter("ada"))
    await scheduler.runChecks()
    #expect(calls.values == ["admin"])
    #expect(row(driver, 1).message == "checking…")
    scheduler.advance(by: .milliseconds(300))
    await scheduler.runChecks()
    #expect(calls.values == ["admin", "ada"])
    #expect(row(driver, 1).message == nil)
    #expect(driver.validationErrors == [])
    #expect(row(driver, 2).tap())
    #expect(driver.state.submitted == 1)
  }

  @Test func aChangeWithinTheDebounceRestartsItAndValuesFailingOtherRulesAreNotChecked()
    async throws
  {
    let calls = Calls()
    let scheduler = ManualScheduler()
    let driver = FormDriver(
      initial: Account(), title: "Account", scheduler: scheduler, build: form(calls))
    let field = try #require(row(driver, 1).control as? TextField)
    #expect(field.enter("ad"))
    scheduler.advance(by: .milliseconds(200))
    #expect(field.enter("ada"))
    scheduler.advance(by: .milliseconds(200))
    await scheduler.runChecks()
    #expect(calls.values == [])
    scheduler.advance(by: .milliseconds(100))
    await scheduler.runChecks()
    #expect(calls.values == ["ada"])
    // Empty fails `.required()`: no check, the required message shows.
    #expect(field.enter(""))
    await scheduler.settle()
    #expect(calls.values == ["ada"])
    #expect(row(driver, 1).message == "Required")
  }

  @Test func aCheckIsCancelledWhenItsRowGoesAway() async throws {
    let calls = Calls()
    let scheduler = ManualScheduler()
    var account = Account()
    account.username = "ada"
    account.names = [Name(id: 1)]
    let driver = FormDriver(
      initial: account, title: "Account", scheduler: scheduler, build: form(calls))
    // The values shown at first are checked too: the name's debounce is the shorter.
    await scheduler.settle()
    #expect(calls.values == ["", "ada"])
    #expect((row(driver, 2).control as? TextField)?.enter("x") == true)
    #expect(scheduler.hasPendingWork)
    #expect(row(driver, 2).delete())
    #expect(!scheduler.hasPendingWork)
    await scheduler.settle()
    #expect(calls.values == ["", "ada"])
  }

  /// A username field whose check suspends before it answers, as a network call does.
  private var suspendingForm: Form<Account> {
    let taken = AsyncValidationRule<Account, String>(debounce: .milliseconds(300)) { name in
      await Task.yield()
      return name == "admin" ? "\(name) is taken" : nil
    }
    return sections(
      [
        section([
          controlCell(
            title: "Username",
            control: textField(keyPath: \.username, rules: FieldRules(async: [taken])))
        ])
      ], submit: "Save"
    ) { $0.submitted += 1 }
  }

  @Test func aFieldWithOnlyChecksThatWaitShowsThemAndGatesSubmit() async throws {
    let scheduler = ManualScheduler()
    let driver = FormDriver(
      initial: Account(), title: "Account", scheduler: scheduler, build: suspendingForm)
    let field = try #require(row(driver, 1).control as? TextField)
    #expect(field.enter("admin"))
    #expect(row(driver, 1).message == "checking…")
    #expect(driver.validationErrors.map(\.description) == ["Username: checking…"])
    #expect(row(driver, 2).tap())
    #expect(driver.state.submitted == 0)
    await scheduler.settle()
    #expect(row(driver, 1).message == "admin is taken")
    #expect(row(driver, 2).tap())
    #expect(driver.state.submitted == 0)
    #expect(field.enter("ada"))
    await scheduler.settle()
    #expect(row(driver, 1).message == nil)
    #expect(driver.validationErrors == [])
    #expect(row(driver, 2).tap())
    #expect(driver.state == Account(username: "ada", submitted: 1))
  }

  /// The username on a nested screen, with a check alone (`rules` left out).
  private func nestedForm(_ calls: Calls) -> Form<Account> {
    let taken = AsyncValidationRule<Account, String>(debounce: .milliseconds(300)) { name in
      calls.values.append(name)
      return name == "admin" ? "\(name) is taken" : nil
    }
    let account: Form<Account> = sections([
      section([
        controlCell(
          title: "Username",
          control: textField(keyPath: \.username, rules: FieldRules(async: [taken])))
      ])
    ])
    return sections(
      [section([detailTextCell(title: "Account", keyPath: \.username, form: account)])],
      submit: "Save"
    ) { $0.submitted += 1 }
  }

  @Test func poppingAScreenMidCheckEndsItsChecksAndTheirDebounces() async throws {
    let calls = Calls()
    let scheduler = ManualScheduler()
    let driver = FormDriver(
      initial: Account(), title: "Root", scheduler: scheduler, build: nestedForm(calls))
    #expect(row(driver, 1).tap())
    await scheduler.settle()
    #expect(calls.values == [""])
    // Back within the debounce: the timer goes with the screen.
    #expect((row(driver, 1).control as? TextField)?.enter("admin") == true)
    #expect(driver.validationErrors.map(\.description) == ["Account › Username: checking…"])
    #expect(driver.focus?.title == "Username")
    driver.pop()
    #expect(!scheduler.hasPendingWork)
    #expect(driver.focus == nil)
    #expect(driver.validationErrors == [])
    #expect(
      screenText(driver) == """
        Root

          1  Account  admin  ›

          2  Save

        """)
    // Back while the check runs: its answer never comes.
    #expect(row(driver, 1).tap())
    #expect(row(driver, 1).message == "checking…")
    scheduler.advance(by: .milliseconds(300))
    #expect(scheduler.hasPendingWork)
    driver.pop()
    #expect(!scheduler.hasPendingWork)
    await scheduler.settle()
    #expect(calls.values == [""])
    // The value, never answered, counts as the field's other rules say (none), as on a
    // screen never opened.
    #expect(driver.validationErrors == [])
    // Opened again, the row checks again; the answer counts while the row is shown, and goes
    // with it, as the waiting check did.
    #expect(row(driver, 1).tap())
    #expect(driver.validationErrors.map(\.description) == ["Account › Username: checking…"])
    await scheduler.settle()
    #expect(calls.values == ["", "admin"])
    #expect(driver.validationErrors.map(\.description) == ["Account › Username: admin is taken"])
    driver.pop()
    #expect(driver.validationErrors == [])
    #expect(!scheduler.hasPendingWork)
    #expect(row(driver, 2).tap())
    #expect(driver.state == Account(username: "admin", submitted: 1))
  }

  @Test func openingAScreenWhoseChecksStartCountsThemAtOnce() async throws {
    // The screen's checks start when it is built: the rows below that count the form's
    // errors follow at once, not at the next change.
    let calls = Calls()
    let scheduler = ManualScheduler()
    let driver = FormDriver(
      initial: Account(username: "ada"), title: "Root", scheduler: scheduler,
      build: nestedForm(calls))
    #expect(driver.validate().isEmpty)
    #expect(row(driver, 2).detail == nil)
    #expect(row(driver, 1).tap())
    #expect(driver.validationErrors.map(\.description) == ["Account › Username: checking…"])
    #expect(driver.screens[0].visibleCells[1].detail == "(1 to fix)")
    await scheduler.settle()
    #expect(driver.screens[0].visibleCells[1].detail == nil)
    driver.pop()
    #expect(
      screenText(driver) == """
        Root

          1  Account  ada  ›

          2  Save

        """)
    #expect(calls.values == ["ada"])
  }

  @Test func aPoppedScreenStillHeldRunsNoCheckAgain() async throws {
    // Whoever still holds the popped screen (a front end's animation, a test), its form runs
    // no more: the refresh after the pop does not start its checks again.
    let calls = Calls()
    let scheduler = ManualScheduler()
    let driver = FormDriver(
      initial: Account(), title: "Root", scheduler: scheduler, build: nestedForm(calls))
    #expect(row(driver, 1).tap())
    let held = driver.topScreen
    #expect((row(driver, 1).control as? TextField)?.enter("admin") == true)
    driver.pop()
    #expect(!scheduler.hasPendingWork)
    driver.state.username = "root"
    #expect(!scheduler.hasPendingWork)
    await scheduler.settle()
    #expect(calls.values == [])
    #expect(held.title == "Account")
  }

  @Test func manyFormsSettleAtOnceWithoutEachHoldingAThread() async {
    // NB: more forms than Swift has shared threads: a settle that held its thread while the
    // check ran on those threads would leave none to run the checks, and wait for ever.
    let messages = await withTaskGroup(of: (Int, String).self) { group in
      for index in 0..<64 {
        group.addTask {
          let scheduler = ManualScheduler()
          let driver = FormDriver(
            initial: Account(), title: "Account", scheduler: scheduler, build: suspendingForm)
          let name = index.isMultiple(of: 2) ? "admin" : "ada"
          _ = (row(driver, 1).control as? TextField)?.enter(name)
          let shown = row(driver, 1).message ?? "no message"
          await scheduler.settle()
          return (index, shown + " → " + (row(driver, 1).message ?? "passes"))
        }
      }
      var messages: [Int: String] = [:]
      for await (index, message) in group { messages[index] = message }
      return messages
    }
    #expect(messages.count == 64)
    for (index, message) in messages {
      let answer = index.isMultiple(of: 2) ? "admin is taken" : "passes"
      #expect(message == "checking… → " + answer, "form \(index)")
    }
  }
}
