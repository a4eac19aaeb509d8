import Formwork
import FormworkTesting
import Testing

/// Random walks over a wizard that mixes most row kinds: a list that hides, numbers at
/// both ends of `Int`, a picker and a multiple choice with rules, a draft screen, a slider,
/// a confirmation, a postal address screen and a text area, with a step that can be
/// skipped. Both strategies must find every screen equal to a fresh form's.
private struct Sink: Equatable {
  struct Pet: Equatable, Identifiable {
    var id = 0
    var name = ""
    var age = 0
  }
  var name = ""
  var pets: [Pet] = [Pet(id: 1, name: "Rex", age: 3)]
  var nextID = 2
  var hidesPets = false
  var favourite = ""
  var tags: Set<String> = []
  var count = Int.max
  var small = Int.min
  var draft = Pet()
  var level = 0.5
  var agrees = false
  var note = ""
  var address = PostalAddress()
  var submitted = 0
}

private var sinkForm: Form<Sink> {
  steps(
    [
      step(
        "One",
        [
          section([
            controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()])),
            controlCell(title: "Hide Pets", control: toggle(keyPath: \.hidesPets)),
            controlCell(
              title: "Count", control: numberField(keyPath: \.count, range: 0...Int.max)),
            controlCell(
              title: "Small", control: numberField(keyPath: \.small, range: Int.min...0)),
          ]),
          hidden(
            listSection(
              \.pets,
              rows: [
                controlCell(
                  title: "Pet",
                  control: textField(keyPath: \Sink.Pet.name, rules: [.required(), .maxLength(4)])),
                controlCell(
                  title: "Age", control: stepper(keyPath: \Sink.Pet.age, range: 0...Int.max)),
              ],
              trailingRows: [
                addButton(title: "Add Pet", to: \.pets) { state in
                  defer { state.nextID += 1 }
                  return Sink.Pet(id: state.nextID)
                }
              ]),
            when: { $0.hidesPets }),
        ]),
      step(
        "Two", skipWhen: { $0.name == "skip" },
        [
          section([
            pickerCell(
              title: "Favourite", keyPath: \.favourite,
              options: ["", "a", "b"], optionTitle: { $0.isEmpty ? "None" : $0 },
              rules: [.required()]),
            multiSelectCell(
              title: "Tags", keyPath: \.tags, options: ["x", "y", "z"], optionTitle: { $0 },
              rules: [.minCount(1)]),
            draftCell(
              title: "Draft", keyPath: \.draft, detail: { $0.name },
              form: sections([
                section([
                  controlCell(
                    title: "Name", control: textField(keyPath: \.name, rules: [.required()])),
                  controlCell(title: "Age", control: numberField(keyPath: \.age, range: 0...130)),
                ])
              ])),
            controlCell(
              title: "Level", control: slider(keyPath: \.level, range: 0...1, step: 0.25)),
            confirmCell(title: "Agree", keyPath: \.agrees),
            postalAddressCell(title: "Address", keyPath: \.address),
            controlCell(title: "Note", control: textArea(keyPath: \.note, rules: [.maxLength(5)])),
          ])
        ]),
    ], submit: "Send"
  ) { $0.submitted += 1 }
}

@Suite struct WizardMixWalkTests {
  @Test(arguments: [UpdateStrategy.incremental, .naive])
  func walksFindNoInconsistency(_ strategy: UpdateStrategy) {
    var walker = RandomWalker(initial: Sink(), title: "Sink", form: sinkForm)
    walker.strategy = strategy
    let summary = walker.run(walks: 60, steps: 50, seed: 5)
    if let failure = summary.failure { Issue.record(Comment(rawValue: failure.description)) }
    #expect(summary.steps == 60 * 50)
    #expect(
      summary.paths == [
        "Sink", "Sink › Two", "Sink › Two › Address", "Sink › Two › Draft",
        "Sink › Two › Favourite", "Sink › Two › Tags",
      ])
    #expect(Set(summary.gestures.keys).isSuperset(of: ["delete", "move", "inc", "select"]))
  }

  /// Both steps, a draft screen cancelled and the address screen: once the tester goes, so
  /// do the driver, every screen and every cell.
  @Test func aSessionThroughEveryScreenLeaksNothing() throws {
    weak var weakDriver: FormDriver<Sink>?
    weak var weakDraft: Screen?
    weak var weakAddress: Screen?
    weak var weakPet: FormCell?
    do {
      var start = Sink()
      start.name = "Ann"
      let tester = FormTester(initial: start, title: "Sink", form: sinkForm)
      weakDriver = tester.driver
      let pet = try #require(tester.row("Pet"))
      weakPet = pet
      #expect(tester.enter("Tom", in: "Pet"))
      #expect(tester.tap("Next"))
      #expect(tester.tap("Draft"))
      weakDraft = tester.driver.topScreen
      #expect(tester.tap("Cancel"))
      #expect(tester.tap("Address"))
      weakAddress = tester.driver.topScreen
      #expect(tester.driver.path == ["Sink", "Two", "Address"])
      #expect(weakDraft == nil)
    }
    #expect(weakDriver == nil)
    #expect(weakAddress == nil)
    #expect(weakPet == nil)
  }
}
