import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// Picker cells, multiple choice into a set, check cells, segmented controls and inline
/// pickers.
@Suite struct ChoicesTests {
  private enum ItemSize: CaseIterable, Equatable {
    case small, medium, large
    var title: String {
      switch self {
      case .small: return "Small"
      case .medium: return "Medium"
      case .large: return "Large"
      }
    }
  }

  private enum Channel: String, CaseIterable, Hashable {
    case email = "Email", sms = "SMS", push = "Push"
  }

  private struct Order: Equatable {
    var size = ItemSize.medium
    var crust = "Thin"
    var channels: Set<Channel> = [.push]
    var extraCheese = false
    var showsSizes = false
  }

  private var orderForm: Form<Order> {
    sections([
      section([
        pickerCell(title: "Size", keyPath: \.size, optionTitle: \.title),
        pickerCell(
          title: "Crust", keyPath: \.crust, options: ["Thin", "Thick", "Stuffed"],
          optionTitle: { $0 }),
        multiSelectCell(title: "Notify by", keyPath: \.channels, optionTitle: \.rawValue),
        checkCell(title: "Extra cheese", keyPath: \.extraCheese),
      ])
    ])
  }

  @Test func pickerCellShowsTheChosenTitleAndPushesOptions() {
    let driver = FormDriver(initial: Order(), title: "Order", build: orderForm)
    #expect(
      screenText(driver) == """
        Order

          1  Size              Medium  ›
          2  Crust             Thin  ›
          3  Notify by         Push  ›
          4  [ ] Extra cheese

        """)
    #expect(row(driver, 1).tap())
    #expect(
      screenText(driver) == """
        Order › Size

          1  Small
          2  Medium  ✓
          3  Large

        """)
    #expect(row(driver, 3).tap())
    #expect(driver.state == Order(size: .large))
    #expect(
      screenText(driver) == """
        Order › Size

          1  Small
          2  Medium
          3  Large   ✓

        """)
    driver.pop()
    #expect(row(driver, 1).detail == "Large")
  }

  @Test func pickerCellOverAnOptionsArray() {
    let driver = FormDriver(initial: Order(), title: "Order", build: orderForm)
    row(driver, 2).tap()
    #expect(driver.path == ["Order", "Crust"])
    row(driver, 3).tap()
    #expect(driver.state == Order(crust: "Stuffed"))
    driver.pop()
    #expect(row(driver, 2).detail == "Stuffed")
  }

  @Test func pickerCellShowsNoCheckmarkForAValueNotAmongTheOptions() {
    let driver = FormDriver(initial: Order(crust: "Pan"), title: "Order", build: orderForm)
    #expect(row(driver, 2).detail == "Pan")
    row(driver, 2).tap()
    #expect(
      screenText(driver) == """
        Order › Crust

          1  Thin
          2  Thick
          3  Stuffed

        """)
  }

  @Test func choicesWithoutOptionsOfferNothingToChoose() throws {
    let form: Form<Order> = sections([
      section([
        pickerCell(title: "Crust", keyPath: \.crust, options: [], optionTitle: { $0 }),
        multiSelectCell(
          title: "Notify by", keyPath: \.channels, options: [], optionTitle: \.rawValue),
        controlCell(
          title: "Size",
          control: segmentedControl(keyPath: \.size, options: [], optionTitle: \.title)),
      ])
    ])
    let driver = FormDriver(initial: Order(), title: "Order", build: form)
    #expect(
      screenText(driver) == """
        Order

          1  Crust      Thin  ›
          2  Notify by  None  ›
          3  Size       []

        """)
    let size = try #require(row(driver, 3).control as? SegmentedControl)
    #expect(!size.select(0))
    row(driver, 1).tap()
    #expect(
      screenText(driver) == """
        Order › Crust

          (no rows)

        """)
    #expect(driver.state == Order())
  }

  @Test func multiSelectTogglesCheckmarksIntoTheSet() {
    let driver = FormDriver(initial: Order(), title: "Order", build: orderForm)
    row(driver, 3).tap()
    #expect(row(driver, 1).tap())
    #expect(row(driver, 3).tap())
    #expect(driver.state == Order(channels: [.email]))
    #expect(
      screenText(driver) == """
        Order › Notify by

          1  [x] Email
          2  [ ] SMS
          3  [ ] Push

        """)
    #expect(row(driver, 1).tap())
    #expect(driver.state == Order(channels: []))
    driver.pop()
    #expect(row(driver, 3).detail == "None")
    driver.state.channels = [.push, .sms, .email]
    #expect(row(driver, 3).detail == "Email, SMS, Push")
  }

  @Test func checkCellFlipsItsBool() {
    let driver = FormDriver(initial: Order(), title: "Order", build: orderForm)
    #expect(row(driver, 4).tap())
    #expect(driver.state == Order(extraCheese: true))
    #expect(ScreenRenderer().row(row(driver, 4), number: 4) == "  4  [x] Extra cheese")
    #expect(row(driver, 4).tap())
    #expect(driver.state == Order())
    row(driver, 4).isEnabled = false
    #expect(!row(driver, 4).tap())
    #expect(driver.state == Order())
  }

  // MARK: Segmented controls

  private var segmentedForm: Form<Order> {
    sections([
      section([
        controlCell(
          title: "Size", control: segmentedControl(keyPath: \.size, optionTitle: \.title)),
        controlCell(
          title: "Crust",
          control: segmentedControl(
            keyPath: \.crust, options: ["Thin", "Thick"], optionTitle: { $0 })),
      ])
    ])
  }

  @Test func segmentedControlSelectsByIndex() throws {
    let driver = FormDriver(initial: Order(), title: "Order", build: segmentedForm)
    let size = try #require(row(driver, 1).control as? SegmentedControl)
    #expect(size.optionTitles == ["Small", "Medium", "Large"])
    #expect(size.selectedIndex == 1)
    #expect(size.select(0))
    #expect(driver.state == Order(size: .small))
    #expect(!size.select(3))
    #expect(!size.select(-1))
    #expect(driver.state == Order(size: .small))
    #expect(
      screenText(driver) == """
        Order

          1  Size   [*Small*|Medium|Large]
          2  Crust  [*Thin*|Thick]

        """)
  }

  @Test func segmentedControlWithAValueNotAmongItsOptionsChoosesNone() throws {
    let driver = FormDriver(initial: Order(crust: "Pan"), title: "Order", build: segmentedForm)
    let crust = try #require(row(driver, 2).control as? SegmentedControl)
    #expect(crust.selectedIndex == nil)
    #expect(crust.textDescription == "[Thin|Thick]")
    #expect(crust.select(1))
    #expect(driver.state == Order(crust: "Thick"))
  }

  @Test func disabledSegmentedControlRefusesSelection() throws {
    let driver = FormDriver(initial: Order(), title: "Order", build: segmentedForm)
    row(driver, 1).isEnabled = false
    let size = try #require(row(driver, 1).control as? SegmentedControl)
    #expect(!size.select(2))
    #expect(driver.state == Order())
    #expect(size.selectedIndex == 1)
  }

  // MARK: Inline pickers

  private var inlineForm: Form<Order> {
    sections([
      section(
        inlinePicker(title: "Size", keyPath: \.size, isExpanded: \.showsSizes, optionTitle: \.title)
          + [checkCell(title: "Extra cheese", keyPath: \.extraCheese)])
    ])
  }

  @Test func inlinePickerExpandsUnderItsRowAndCollapsesOnChoice() {
    let driver = FormDriver(initial: Order(), title: "Order", build: inlineForm)
    #expect(
      screenText(driver) == """
        Order

          1  Size              Medium
          2  [ ] Extra cheese

        """)
    #expect(row(driver, 1).tap())
    #expect(driver.state == Order(showsSizes: true))
    #expect(
      screenText(driver) == """
        Order

          1  Size              Medium
          2  Small
          3  Medium            ✓
          4  Large
          5  [ ] Extra cheese

        """)
    #expect(row(driver, 4).tap())
    #expect(driver.state == Order(size: .large))
    #expect(
      screenText(driver) == """
        Order

          1  Size              Large
          2  [ ] Extra cheese

        """)
  }

  @Test func inlinePickerTapAgainHidesTheOptions() {
    let driver = FormDriver(initial: Order(), title: "Order", build: inlineForm)
    row(driver, 1).tap()
    row(driver, 1).tap()
    #expect(driver.state == Order())
    #expect(driver.topScreen.visibleCells.map(\.title) == ["Size", "Extra cheese"])
    // A hidden option refuses a tap.
    let hidden = driver.topScreen.sections[0].cells[1]
    #expect(!hidden.tap())
    #expect(driver.state == Order())
  }

  @Test func inlinePickerBuiltAfreshFromTheSameStateShowsTheSameRows() {
    let driver = FormDriver(initial: Order(), title: "Order", build: inlineForm)
    row(driver, 1).tap()
    let fresh = FormDriver(initial: driver.state, title: "Order", build: inlineForm)
    #expect(screenText(fresh) == screenText(driver))
  }

  /// An inline picker hidden while open comes back closed, whether its rows or its section
  /// were hidden (Eureka's `PickerInlineRow` does the same).
  @Test(arguments: [false, true])
  func inlinePickerHiddenWhileOpenComesBackClosed(hidingTheSection: Bool) {
    let picker = inlinePicker(
      title: "Size", keyPath: \Order.size, isExpanded: \.showsSizes, optionTitle: \.title)
    let form: Form<Order> = sections([
      hidingTheSection
        ? hidden(section(picker), when: \.extraCheese)
        : section(picker.map { hidden($0, when: \.extraCheese) }),
      section([checkCell(title: "Extra cheese", keyPath: \.extraCheese)]),
    ])
    let driver = FormDriver(initial: Order(), title: "Order", build: form)
    #expect(row(driver, 1).tap())
    #expect(driver.topScreen.visibleCells.count == 5)
    #expect(row(driver, 5).tap())
    #expect(driver.state.extraCheese)
    #expect(driver.topScreen.visibleCells.map(\.title) == ["Extra cheese"])
    #expect(row(driver, 1).tap())
    #expect(driver.state == Order())
    #expect(
      screenText(driver) == """
        Order

          1  Size              Medium

          2  [ ] Extra cheese

        """)
  }

  @Test func rowsSayWhatTheyAreFor() {
    let driver = FormDriver(initial: Order(), title: "Order", build: orderForm)
    #expect(driver.topScreen.visibleCells.map(\.role) == [.none, .none, .none, .checkbox])
    row(driver, 3).tap()
    #expect(driver.topScreen.visibleCells.map(\.role) == [.checkbox, .checkbox, .checkbox])
    driver.pop()
    row(driver, 1).tap()
    #expect(driver.topScreen.visibleCells.allSatisfy { $0.role == .option })
    let inline = FormDriver(initial: Order(showsSizes: true), title: "Order", build: inlineForm)
    #expect(
      inline.topScreen.visibleCells.map(\.role) == [.none, .option, .option, .option, .checkbox])
  }
}
