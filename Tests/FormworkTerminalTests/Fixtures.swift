import Formwork
import FormworkTerminal

// A form that uses every REPL command through custom controls written here, against the
// core protocols only: what a user's own controls look like to the interpreter.

/// The state of the fixture form.
struct Order: Equatable {
  var quantity = 1
  var size = 1
  var age = 30
  var isLocked = false
  var items = ["apples", "bread", "cheese"]
  var isSubmitted = false
}

/// A stepper over `0...3`.
final class Counter: HostedControl, SteppableControl, TextDescribedControl {
  var value: Int
  var isEnabled = true
  weak var cell: FormCell?
  var valueChanged: ((Int) -> Void)?

  init(value: Int) { self.value = value }

  var textDescription: String { "[\(value)]" }

  func increment() -> Bool { step(by: 1) }
  func decrement() -> Bool { step(by: -1) }

  private func step(by delta: Int) -> Bool {
    guard acceptsInput, (0...3).contains(value + delta) else { return false }
    value += delta
    valueChanged?(value)
    return true
  }
}

/// A segmented control.
final class Segments: HostedControl, SelectableControl, TextDescribedControl {
  let optionTitles: [String]
  var selectedIndex: Int?
  var isEnabled = true
  weak var cell: FormCell?
  var selectionChanged: ((Int) -> Void)?

  init(optionTitles: [String], selectedIndex: Int?) {
    self.optionTitles = optionTitles
    self.selectedIndex = selectedIndex
  }

  var textDescription: String {
    let titles = optionTitles.enumerated().map {
      $0.offset == selectedIndex ? "*\($0.element)*" : $0.element
    }
    return "[" + titles.joined(separator: "|") + "]"
  }

  func select(_ index: Int) -> Bool {
    guard acceptsInput, optionTitles.indices.contains(index) else { return false }
    selectedIndex = index
    selectionChanged?(index)
    return true
  }
}

/// A whole-number field: text that does not parse stays visible with a message.
final class WholeNumberField: HostedControl, TextEnterableControl, TextDescribedControl {
  var text: String
  var isEnabled = true
  weak var cell: FormCell?
  var valueChanged: ((Int) -> Void)?

  init(value: Int) { text = String(value) }

  var textDescription: String { "[\(text)]" }

  func enter(_ text: String) -> Bool {
    guard acceptsInput else { return false }
    self.text = text
    guard let value = Int(text) else {
      cell?.message = "not a number: \(text)"
      return false
    }
    cell?.message = nil
    valueChanged?(value)
    return true
  }
}

func counter(keyPath: WritableKeyPath<Order, Int>) -> Element<Counter, Order> {
  return { context in
    let control = Counter(value: context.state[keyPath: keyPath])
    control.valueChanged = { value in context.change { $0[keyPath: keyPath] = value } }
    return Rendered(element: control, strongReferences: []) { state in
      if control.value != state[keyPath: keyPath] { control.value = state[keyPath: keyPath] }
    }
  }
}

func segments(keyPath: WritableKeyPath<Order, Int>, titles: [String]) -> Element<Segments, Order> {
  return { context in
    let control = Segments(optionTitles: titles, selectedIndex: context.state[keyPath: keyPath])
    control.selectionChanged = { index in context.change { $0[keyPath: keyPath] = index } }
    return Rendered(element: control, strongReferences: []) { state in
      let index = state[keyPath: keyPath]
      if control.selectedIndex != index { control.selectedIndex = index }
    }
  }
}

func wholeNumber(keyPath: WritableKeyPath<Order, Int>) -> Element<WholeNumberField, Order> {
  return { context in
    let control = WholeNumberField(value: context.state[keyPath: keyPath])
    control.valueChanged = { value in context.change { $0[keyPath: keyPath] = value } }
    return Rendered(element: control, strongReferences: []) { state in
      let text = String(state[keyPath: keyPath])
      if control.cell?.message == nil, control.text != text { control.text = text }
    }
  }
}

/// `element` with its cell changed once, when built.
func configured(
  _ element: @escaping Element<FormCell, Order>, _ configure: @escaping (FormCell) -> Void
) -> Element<FormCell, Order> {
  return { context in
    let rendered = element(context)
    configure(rendered.element)
    return rendered
  }
}

/// A cell that runs `action` on state when tapped.
func button(title: String, action: @escaping (inout Order) -> Void) -> Element<FormCell, Order> {
  return { context in
    let cell = FormCell(title: title)
    cell.shouldHighlight = true
    cell.didSelect = { context.change(action) }
    return Rendered(element: cell, strongReferences: []) { _ in }
  }
}

/// One row per item, each deletable and movable within the section.
var itemsSection: Element<Section, Order> {
  return { context in
    let section = Section(header: "Items")
    return Rendered(element: section, strongReferences: []) { state in
      guard section.cells.map(\.title) != state.items else { return }
      section.cells = state.items.indices.map { index in
        let cell = FormCell(title: state.items[index])
        cell.didDelete = { context.change { $0.items.remove(at: index) } }
        cell.didMove = { target in
          context.change { $0.items.insert($0.items.remove(at: index), at: target) }
        }
        return cell
      }
    }
  }
}

var orderForm: Form<Order> {
  sections([
    section(
      [
        controlCell(title: "Quantity", control: counter(keyPath: \.quantity)),
        controlCell(
          title: "Size", control: segments(keyPath: \.size, titles: ["Small", "Medium", "Large"])),
        controlCell(title: "Age", control: wholeNumber(keyPath: \.age)),
        configured(controlCell(title: "Locked", control: toggle(keyPath: \.isLocked))) {
          $0.isEnabled = false
        },
        configured(button(title: "Secret") { $0.quantity = 0 }) { $0.isVisible = false },
        { _ in Rendered(element: FormCell(title: "Info"), strongReferences: []) { _ in } },
      ], header: "Order"),
    itemsSection,
    section([button(title: "Submit") { $0.isSubmitted = true }]),
  ])
}

func orderSession(_ order: Order = Order()) -> any RunningForm {
  FormDriver(initial: order, title: "Order", build: orderForm)
}

func orderState(_ session: any RunningForm) -> Order? {
  (session as? FormDriver<Order>)?.state
}

/// An order with the defaults, changed by `change`.
func order(_ change: (inout Order) -> Void = { _ in }) -> Order {
  var order = Order()
  change(&order)
  return order
}
