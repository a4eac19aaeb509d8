import FormworkExamples
import Testing

@testable import Formwork

/// How a context reaches its driver: through plain closures and the one runtime the form's
/// elements share, the driver held weakly; the driver's services (submits, words) reached
/// from any depth.
@Suite struct FormLinkTests {
  struct Entry: Identifiable, Equatable {
    var id: Int
    var note = ""
  }

  struct Order: Equatable {
    struct Details: Equatable {
      var name = ""
      var agreed = false
    }
    var details = Details()
    var entries = [Entry(id: 1), Entry(id: 2)]
    var submitted = 0
  }

  /// A submit button bound two levels down (a bind of a form with a submit row): its submit
  /// and its refusal reach the driver through the scoped links.
  private var boundSubmitForm: Form<Order> {
    let details: Form<Order.Details> = sections(
      [
        section([
          controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()]))
        ])
      ], submit: "Send"
    ) { $0.agreed = true }
    let note = controlCell(title: "Note", control: textField(keyPath: \Entry.note))
    return concatenated([
      bind(form: details, to: \.details), sections([listSection(\.entries, rows: [note])]),
    ])
  }

  @Test func aSubmitBoundDeepReachesTheDriver() throws {
    let driver = FormDriver(initial: Order(), title: "Order", build: boundSubmitForm)
    #expect(driver.offersSubmit)
    // Refused: the driver focuses the field to fix, through the links.
    _ = try? driver.perform(.tap(row: "Send"))
    #expect(driver.submitCount == 0)
    #expect(driver.focus?.title == "Name")
    #expect(driver.state == Order())
    try driver.perform(.enter(row: "Name", text: "Ada"))
    #expect(driver.isDirty)
    try driver.perform(.tap(row: "Send"))
    #expect(driver.submitCount == 1)
    #expect(driver.state.details == Order.Details(name: "Ada", agreed: true))
    #expect(!driver.isDirty)
  }

  @Test func aListElementsRowsWriteIntoTheirElementThroughTheirLink() throws {
    let driver = FormDriver(initial: Order(), title: "Order", build: boundSubmitForm)
    try driver.perform(.enter(row: 4, text: "second"))
    #expect(driver.state.entries == [Entry(id: 1), Entry(id: 2, note: "second")])
    try driver.perform(.undo)
    #expect(driver.state.entries == [Entry(id: 1), Entry(id: 2)])
  }

  @Test func anElementKeepingItsContextKeepsNoDriverAlive() {
    var kept: RenderingContext<Order>?
    weak var weakDriver: FormDriver<Order>?
    do {
      let keeper: Element<FormCell, Order> = { context in
        kept = context
        return Rendered(element: FormCell(title: "Keeper"), strongReferences: []) { _ in }
      }
      let driver = FormDriver(initial: Order(), build: sections([section([keeper])]))
      weakDriver = driver
      kept?.change { $0.submitted = 1 }
      #expect(driver.state.submitted == 1)
    }
    #expect(weakDriver == nil)
    // The driver is gone: the kept context's change does nothing, and traps on nothing.
    kept?.change { $0.submitted = 2 }
    #expect(kept?.write(3, to: \.submitted) == true)
  }

  @Test func aContextMadeByHandSendsEverythingToItsClosures() {
    var state = Order()
    var pushed: [String] = []
    var pops = 0
    let context = RenderingContext<Order>(
      state: state, change: { $0(&state) }, push: { pushed.append($0.title) },
      pop: { pops += 1 })
    let nested = context.scoped(to: \.details)
    nested.change { $0.name = "Bo" }
    #expect(nested.write(true, to: \.agreed))
    nested.push(Screen(title: "Nested"))
    nested.pop()
    #expect(state.details == Order.Details(name: "Bo", agreed: true))
    #expect(pushed == ["Nested"])
    #expect(pops == 1)
    #expect(nested.strings.fieldsToFix(2) == FormStrings().fieldsToFix(2))
  }
}

/// A form with checks that wait for an answer frees everything with its driver: the field's
/// answer handler keeps the context's link, not the context (which holds the fields).
@Suite struct FormLinkLeakTests {
  @Test func anAsyncCheckedFormIsFreedWithItsDriver() {
    weak var runtime: FormRuntime?
    weak var driver: FormDriver<SignUp>?
    do {
      let made = FormDriver(initial: SignUp(), title: "Sign Up", build: signupForm)
      runtime = made.runtime
      driver = made
      #expect(made.offersSubmit)
    }
    #expect(driver == nil)
    #expect(runtime == nil)
  }
}
