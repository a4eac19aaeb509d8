import Formwork
import FormworkTesting
import Foundation
import Testing

/// Random walks over a model form that mixes every kind of property a model form derives:
/// multi-selects, optional enums and structs, a list of nested models, validated and hidden
/// rows. Every screen must equal a freshly built form's after every step.
@Suite struct ModelFormWalkTests {
  private enum PizzaTopping: String, Codable, CaseIterable, Hashable { case cheese, olives }
  private enum ItemSize: String, Codable, CaseIterable, Equatable { case small, large }

  private struct Pet: Codable, Identifiable, Equatable, EmptyInitializable {
    var id = UUID()
    var name = ""
    var age = 0
    init() {}
  }

  private struct Vet: Codable, Equatable, EmptyInitializable {
    var clinic = ""
    var isOpen = false
    init() {}
  }

  private struct Owner: Codable, Equatable {
    var name = ""
    var email = ""
    var toppings: Set<PizzaTopping> = []
    var favourites: [PizzaTopping] = []
    var size: ItemSize?
    var vet: Vet?
    var pets: [Pet] = []
    var hidesPets = false
  }

  @Test func walksFindEveryScreenConsistent() {
    let options = ModelFormOptions<Owner>()
      .rules(\.email, [.email()])
      .hidden("pets", when: \.hidesPets)
      .disabled("size", when: { $0.name.isEmpty })
    let walker = RandomWalker(
      initial: Owner(), title: "Owner", form: modelForm(Owner.self, options: options))
    let summary = walker.run(walks: 60, steps: 40, seed: 7)
    if let failure = summary.failure { Issue.record(Comment(rawValue: failure.description)) }
    #expect(summary.walks == 60)
    #expect(summary.paths.contains("Owner › Pet"))
    #expect(summary.paths.contains("Owner › Vet"))
    #expect(summary.refused > 0)
  }
}
