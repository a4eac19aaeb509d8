/// A cell for one option of a choice: tapping it writes `option` to state, and it shows a
/// checkmark while `option` is the chosen value.
///
/// It is an element written as your own would be: a cell, a `didSelect` that asks the
/// context for a change, and an update that sets the accessory.
///
/// ```swift
/// var showPreviewForm: Form<Hotspot> {
///   sections([section(ShowPreview.all.map { option in
///     optionCell(title: option.text, option: option, keyPath: \.showPreview)
///   })])
/// }
/// ```
///
/// - Parameters:
///   - title: The option's title.
///   - option: The value the cell stands for.
///   - keyPath: Where the chosen value lives in state.
public func optionCell<Input: Equatable, State>(
  title: String, option: Input, keyPath: WritableKeyPath<State, Input>
) -> Element<FormCell, State> {
  return { context in
    let cell = FormCell(title: title)
    cell.shouldHighlight = true
    cell.role = .option
    let link = context.link
    cell.didSelect = { link.commit(option, to: keyPath, finished: true) }
    let runtime = context.runtime
    return context.rendered(cell) { state in
      let accessory: FormCell.Accessory = state[keyPath: keyPath] == option ? .checkmark : .none
      if !runtime.skipsUnchanged || cell.accessory != accessory { cell.accessory = accessory }
    }
  }
}
