import FormworkExamples
import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// The catalog example driven through gestures: every screen agrees with a form built
/// afresh from the same state, and dropping the driver frees every element.
@Suite struct CatalogTests {
  /// Taps row `number` of the top screen, pushing its nested screen.
  private func open(_ driver: FormDriver<Catalog>, _ number: Int) {
    #expect(row(driver, number).tap())
  }

  private func control<C>(_ driver: FormDriver<Catalog>, _ number: Int, as type: C.Type) throws
    -> C
  {
    try #require(row(driver, number).control as? C)
  }

  /// Gestures on every control of every screen, then the state they leave.
  @Test func gesturesOnEveryScreenLeaveTheExpectedState() throws {
    let driver = FormDriver(initial: Catalog(), title: "Catalog", build: catalogForm)
    open(driver, 1)
    try control(driver, 1, as: TextField.self).enter("Ada")
    try control(driver, 6, as: TextArea.self).enter(#"a\nb"#)
    driver.pop()
    open(driver, 2)
    #expect(try control(driver, 1, as: NumberField.self).enter("200"))
    #expect(row(driver, 1).message == "Must be from 0 to 120")
    #expect(try control(driver, 1, as: NumberField.self).enter("42"))
    try control(driver, 2, as: NumberField.self).enter("5")
    driver.pop()
    open(driver, 3)
    try control(driver, 1, as: Stepper.self).increment()
    try control(driver, 2, as: Slider.self).decrement()
    driver.pop()
    open(driver, 4)
    try control(driver, 5, as: SegmentedControl.self).select(0)
    open(driver, 3)
    row(driver, 2).tap()
    driver.pop()
    driver.pop()
    open(driver, 5)
    #expect(try control(driver, 1, as: DateField.self).enter("2023-06-01"))
    #expect(row(driver, 1).message?.hasPrefix("Must be from") == true)
    #expect(try control(driver, 1, as: DateField.self).enter("2024-06-01"))
    try control(driver, 4, as: NumberField.self).enter("20")
    driver.pop()
    row(driver, 10).tap()

    var expected = Catalog()
    expected.name = "Ada"
    expected.age = 42
    expected.notes = "a\nb"
    expected.floor = 5
    expected.quantity = 2
    expected.spiciness = 0.4
    expected.delivery = .pickup
    expected.toppings = [.olives]
    expected.bakeTime = 20 * 60
    expected.ordersPlaced = 1
    #expect(driver.state == expected)
    #expect(driver.path == ["Catalog", "Order placed"])
  }

  /// After gestures on a screen, it shows what a form built afresh from the resulting state
  /// and opened along the same path shows (messages of refused text aside, which are not
  /// state).
  @Test func everyScreenAgreesWithAFreshlyBuiltForm() throws {
    let driver = FormDriver(initial: Catalog(), title: "Catalog", build: catalogForm)
    open(driver, 4)
    row(driver, 7).tap()
    row(driver, 4).tap()
    try control(driver, 6, as: Toggle.self).tap()
    open(driver, 3)
    row(driver, 1).tap()
    for path in [[4, 3], [4], [2], [5], [1], [6], []] {
      while driver.canPop { driver.pop() }
      for number in path { open(driver, number) }
      let fresh = FormDriver(initial: driver.state, title: "Catalog", build: catalogForm)
      for number in path { open(fresh, number) }
      #expect(screenText(driver) == screenText(fresh), "path \(path)")
    }
  }

  @Test func droppingTheDriverFreesEveryScreenCellAndControl() {
    var weakObjects: [() -> AnyObject?] = []
    do {
      let driver = FormDriver(initial: Catalog(), title: "Catalog", build: catalogForm)
      for path in [[1], [2], [3], [4, 1], [4, 3], [5], [6]] {
        while driver.canPop { driver.pop() }
        for number in path { open(driver, number) }
        for screen in driver.screens {
          weak let weakScreen = screen
          weakObjects.append { weakScreen }
          for cell in screen.sections.flatMap(\.cells) {
            weak let weakCell = cell
            weakObjects.append { weakCell }
            if let control = cell.control {
              weak let weakControl = control
              weakObjects.append { weakControl }
            }
          }
        }
      }
      // The screens of the last path are on the stack, alive.
      #expect(weakObjects.suffix(3).allSatisfy { $0() != nil })
    }
    #expect(weakObjects.allSatisfy { $0() == nil })
  }

  @Test func poppedCatalogScreensAreFreed() {
    let driver = FormDriver(initial: Catalog(), title: "Catalog", build: catalogForm)
    weak var numbers: Screen?
    weak var field: NumberField?
    open(driver, 2)
    numbers = driver.topScreen
    field = row(driver, 1).control as? NumberField
    #expect(numbers != nil && field != nil)
    driver.pop()
    #expect(numbers == nil && field == nil)
  }
}
