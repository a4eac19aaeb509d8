import Formwork
import FormworkTesting

// Small controls and forms written the way a user writes custom elements, so the tester
// and the walks are exercised on steppers, options, parsing fields and lists too. Named apart
// from the library's own (`Stepper`, `stepper`, `listSection`): none shadows one.

/// A stepper over `range`, adopting the gesture protocols the walks use.
final class CountingStepper: HostedControl, SteppableControl, TextDescribedControl {
  var value: Int
  let range: ClosedRange<Int>
  var isEnabled = true
  weak var cell: FormCell?
  var valueChanged: ((Int) -> Void)?

  init(value: Int, range: ClosedRange<Int>) {
    self.value = value
    self.range = range
  }

  var textDescription: String { "[\(value)]" }

  func increment() -> Bool { step(by: 1) }
  func decrement() -> Bool { step(by: -1) }

  private func step(by delta: Int) -> Bool {
    let (next, overflow) = value.addingReportingOverflow(delta)
    guard acceptsInput, !overflow, range.contains(next) else { return false }
    value = next
    valueChanged?(value)
    return true
  }
}

func countingStepper<State>(
  keyPath: WritableKeyPath<State, Int>, range: ClosedRange<Int>
) -> Element<CountingStepper, State> {
  return { context in
    let control = CountingStepper(value: context.state[keyPath: keyPath], range: range)
    control.valueChanged = { value in context.change { $0[keyPath: keyPath] = value } }
    return Rendered(element: control, strongReferences: []) { state in
      let value = state[keyPath: keyPath]
      if control.value != value { control.value = value }
    }
  }
}

/// A segmented choice among a few titles.
final class SizeSegments: HostedControl, SelectableControl, TextDescribedControl {
  let optionTitles: [String]
  var selectedIndex: Int?
  var isEnabled = true
  weak var cell: FormCell?
  var didSelectIndex: ((Int) -> Void)?

  init(optionTitles: [String]) {
    self.optionTitles = optionTitles
  }

  var textDescription: String { "[\(selectedIndex.map { optionTitles[$0] } ?? "-")]" }

  func select(_ index: Int) -> Bool {
    guard acceptsInput, optionTitles.indices.contains(index) else { return false }
    selectedIndex = index
    didSelectIndex?(index)
    return true
  }
}

func sizeSegments<State>(
  _ titles: [String], keyPath: WritableKeyPath<State, Int>
) -> Element<SizeSegments, State> {
  return { context in
    let control = SizeSegments(optionTitles: titles)
    control.didSelectIndex = { index in context.change { $0[keyPath: keyPath] = index } }
    return Rendered(element: control, strongReferences: []) { state in
      let index = state[keyPath: keyPath]
      if control.selectedIndex != index { control.selectedIndex = index }
    }
  }
}

/// A field for a whole number, written as a custom control: text that does not parse stays
/// on its row with a message (kept by its field), and the state keeps its number.
final class WholeNumberField: HostedControl, TextEnterableControl, TextDescribedControl {
  var text: String
  var isEnabled = true
  weak var cell: FormCell?
  var didEnter: ((String) -> Bool)?

  init(text: String) {
    self.text = text
  }

  var textDescription: String { "[\(text)]" }

  func enter(_ text: String) -> Bool {
    guard acceptsInput else { return false }
    return didEnter?(text) ?? false
  }
}

func wholeNumberField<State>(keyPath: WritableKeyPath<State, Int>) -> Element<
  WholeNumberField, State
> {
  return { context in
    let field = context.field(title: "", keyPath: keyPath)
    let control = WholeNumberField(text: String(context.state[keyPath: keyPath]))
    control.didEnter = { text in
      guard let number = Int(text) else {
        field.keep(text, because: "\"\(text)\" is not a whole number")
        return false
      }
      return context.write(number, to: keyPath)
    }
    return Rendered(element: control, strongReferences: [field]) { state in
      control.text = field.keptText ?? String(state[keyPath: keyPath])
    }
  }
}

/// `cell`, enabled only while `keyPath` is true.
func enabledOnly<State>(
  _ cell: @escaping Element<FormCell, State>, when keyPath: KeyPath<State, Bool>
) -> Element<FormCell, State> {
  return { context in
    let rendered = cell(context)
    return Rendered(element: rendered.element, strongReferences: rendered.strongReferences) {
      state in
      let isEnabled = state[keyPath: keyPath]
      if rendered.element.isEnabled != isEnabled { rendered.element.isEnabled = isEnabled }
      rendered.update(state)
    }
  }
}

/// A section with one row per string in state; rows can be deleted and moved. With
/// `followsState: false` it is broken on purpose: it keeps the rows it was built with.
func stringRows<State>(
  _ keyPath: WritableKeyPath<State, [String]>, header: String, followsState: Bool = true
) -> Element<Section, State> {
  return { context in
    let section = Section(header: header)
    var shown: [String]?
    let rows: ([String]) -> [FormCell] = { items in
      items.enumerated().map { index, item in
        let cell = FormCell(title: item)
        cell.didDelete = { context.change { $0[keyPath: keyPath].remove(at: index) } }
        cell.didMove = { target in
          context.change { state in
            let moved = state[keyPath: keyPath].remove(at: index)
            state[keyPath: keyPath].insert(moved, at: target)
          }
        }
        return cell
      }
    }
    return Rendered(element: section, strongReferences: []) { state in
      let items = state[keyPath: keyPath]
      if shown == nil || (followsState && shown != items) {
        shown = items
        section.cells = rows(items)
      }
    }
  }
}

/// An order: every kind of control the walks drive.
struct Order: Equatable {
  var quantity = 1
  var size = 0
  var count = 10
  var isGift = false
  var note = ""
  var items = ["Apples", "Bread", "Cheese"]
}

var orderForm: Form<Order> {
  sections([
    section([
      controlCell(title: "Quantity", control: countingStepper(keyPath: \.quantity, range: 0...3)),
      controlCell(title: "Size", control: sizeSegments(["S", "M", "L"], keyPath: \.size)),
      controlCell(title: "Count", control: wholeNumberField(keyPath: \.count)),
    ]),
    section(
      [
        controlCell(title: "Gift", control: toggle(keyPath: \.isGift)),
        enabledOnly(
          controlCell(title: "Note", control: textField(keyPath: \.note)), when: \.isGift),
      ], header: "Gift"),
    stringRows(\.items, header: "Items"),
  ])
}
