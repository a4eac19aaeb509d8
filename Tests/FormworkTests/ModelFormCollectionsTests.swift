import Foundation
import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// Model forms over collections and optionals: multi-selects from sets and arrays of enums,
/// list sections from arrays of identifiable models, optional enums and structs, and
/// customisation by key path.
@Suite struct ModelFormCollectionsTests {
  private enum PizzaTopping: String, Codable, CaseIterable, Hashable { case cheese, olives, basil }
  private enum ItemSize: String, Codable, CaseIterable, Equatable { case small, large }

  private struct Pet: Codable, Identifiable, Equatable, EmptyInitializable {
    var id = 0
    var name = ""
    init() {}
    init(id: Int, name: String) {
      self.id = id
      self.name = name
    }
  }

  private struct Vet: Codable, Equatable, EmptyInitializable {
    var clinic = ""
    init() {}
  }

  private struct Owner: Codable, Equatable {
    var name = "Ada"
    var email = ""
    var toppings: Set<PizzaTopping> = []
    var favourites: [PizzaTopping] = [.basil]
    var size: ItemSize?
    var vet: Vet?
    var pets = [Pet(id: 1, name: "Rex"), Pet(id: 2, name: "Tom")]
  }

  private func driver(_ options: ModelFormOptions<Owner> = .init()) -> FormDriver<Owner> {
    FormDriver(initial: Owner(), title: "Owner", build: modelForm(Owner.self, options: options))
  }

  @Test func collectionsAndOptionalsGetTheirRows() throws {
    let driver = driver()
    #expect(
      screenText(driver) == """
        Owner

          1  Name        [Ada]
          2  Email       []
          3  Toppings    None  ›
          4  Favourites  Basil  ›
          5  Size        None  ›
          6  Vet         None  ›

          ── Pets ──
          7  Pet         Rex  ›
          8  Pet         Tom  ›
          9  Add Pet

        """)
    // multi-select from a set, and from an array kept in case order
    try driver.perform(.tap(row: "Toppings"))
    try driver.perform(.tap(row: "Olives"))
    try driver.perform(.tap(row: "Cheese"))
    try driver.perform(.back)
    try driver.perform(.tap(row: "Favourites"))
    try driver.perform(.tap(row: "Cheese"))
    #expect(driver.state.favourites == [.cheese, .basil])
    // NB: an array of choices is kept in case order, whatever order a set would give: with
    // three choices a set's order matches by chance one time in six.
    try driver.perform(.tap(row: "Olives"))
    #expect(driver.state.favourites == [.cheese, .olives, .basil])
    try driver.perform(.tap(row: "Cheese"))
    try driver.perform(.tap(row: "Cheese"))
    #expect(driver.state.favourites == [.cheese, .olives, .basil])
    try driver.perform(.back)
    #expect(driver.state.toppings == [.cheese, .olives])
    // an optional enum: None, then a case
    try driver.perform(.tap(row: "Size"))
    #expect(driver.topScreen.visibleCells.map(\.title) == ["None", "Small", "Large"])
    try driver.perform(.tap(row: "Large"))
    try driver.perform(.back)
    #expect(driver.state.size == .large)
    // an optional struct fills in from a fresh value once edited
    try driver.perform(.tap(row: "Vet"))
    try driver.perform(.enter(row: "Clinic", text: "Paws"))
    try driver.perform(.back)
    #expect(driver.state.vet?.clinic == "Paws")
    // the list: open an element's own form, delete, move, add
    try driver.perform(.tap(row: 8))
    #expect(driver.path == ["Owner", "Pet"])
    #expect(driver.topScreen.visibleCells.map(\.title) == ["Name"])  // the id is not a field
    try driver.perform(.enter(row: "Name", text: "Tomcat"))
    try driver.perform(.back)
    try driver.perform(.move(row: 8, to: 7))
    try driver.perform(.delete(row: 8))
    try driver.perform(.tap(row: "Add Pet"))
    #expect(driver.state.pets == [Pet(id: 2, name: "Tomcat"), Pet(id: 0, name: "")])
    #expect(
      screenText(driver) == """
        Owner

          1  Name        [Ada]
          2  Email       []
          3  Toppings    Cheese, Olives  ›
          4  Favourites  Cheese, Olives, Basil  ›
          5  Size        Large  ›
          6  Vet           ›

          ── Pets ──
          7  Pet         Tomcat  ›
          8  Pet           ›
          9  Add Pet

        """)
  }

  @Test func propertiesAreCustomisedByNameAndRulesByKeyPath() throws {
    let options = ModelFormOptions<Owner>()
      .title("name", "Full Name")
      .order(["email"])
      .omit("favourites")
      .omit("vet")
      .hidden("pets", when: { $0.name.isEmpty })
      .disabled("size", when: { $0.email.isEmpty })
      .rules(\.email, [.required(), .email()])
    let driver = driver(options)
    // A key path is found by what writing through it changes, not by its description.
    #expect(modelPropertyName(\Owner.pets, in: Owner()) == "pets")
    #expect(modelPropertyName(\Owner.email, in: Owner()) == "email")
    #expect(modelPropertyName(\Owner.size, in: Owner()) == "size")
    #expect(modelPropertyName(\Owner.vet, in: Owner()) == "vet")
    try driver.perform(.enter(row: "Full Name", text: ""))
    #expect(
      screenText(driver) == """
        Owner

          1  Email      []
          2  Full Name  []
          3  Toppings   None  ›
          4  Size       None  ›  (disabled)

        """)
    #expect(driver.validationErrors.map(\.description) == ["Email: Required"])
    // a value the rules fail reaches state, and the row says what is wrong
    try driver.perform(.enter(row: "Email", text: "nope"))
    #expect(driver.state.email == "nope")
    #expect(driver.validationErrors.map(\.description) == ["Email: Not a valid email address"])
    try driver.perform(.enter(row: "Email", text: "ada@example.com"))
    #expect(driver.validationErrors.isEmpty)
    #expect(driver.topScreen.visibleCells[3].acceptsInput)
  }

  @Test func undoingTheAddOfAnOpenElementClosesItsScreen() throws {
    let driver = driver()
    try driver.perform(.tap(row: "Add Pet"))
    try driver.perform(.tap(row: 9))
    #expect(driver.path == ["Owner", "Pet"])
    try driver.perform(.undo)
    // the row that opened the screen is gone with its element: so is the screen
    #expect(driver.path == ["Owner"])
    #expect(driver.state == Owner())
  }
}
