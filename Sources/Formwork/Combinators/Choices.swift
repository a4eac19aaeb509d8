/// A cell that shows the chosen option's title as its detail and, when tapped, pushes a
/// screen of `optionCell(title:option:keyPath:)`s to choose another (Eureka's `PushRow`,
/// Former's selector rows, SwiftUI's navigation-link `Picker`).
///
/// It is a cell with a nested form of option cells. The row's
/// control (``PickerOptions``) chooses in place too, without opening the screen (the REPL's
/// `select 4 large`).
///
/// ```swift
/// pickerCell(title: "Notification", keyPath: \Hotspot.showPreview,
///            options: ShowPreview.all, optionTitle: \.text)
/// // 4  Notification  Always  ›      tap → Always ✓ / When Unlocked / Never
/// ```
///
/// - Parameters:
///   - title: The cell's title and the nested screen's title.
///   - keyPath: Where the chosen value lives in state.
///   - options: The options, in the order the nested screen lists them.
///   - optionTitle: An option's title.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func pickerCell<Input: Equatable, State>(
  title: String, keyPath: WritableKeyPath<State, Input>, options: [Input],
  optionTitle: @escaping (Input) -> String, rules: FieldRules<State, Input> = []
) -> Element<FormCell, State> {
  let cells = options.map { optionCell(title: optionTitle($0), option: $0, keyPath: keyPath) }
  let form: Form<State> = sections(cells.isEmpty ? [] : [section(cells)])
  let disclosure = disclosureCell(
    title: title, detail: { optionTitle($0[keyPath: keyPath]) }, form: form)
  return { context in
    // NB: the row's field is the one its screen's options write.
    let screen = context.with(path: context.path.appending(row: title))
    let field = screen.field(title: title, keyPath: keyPath, rules: rules)
    let rendered = disclosure(context.gated(by: field))
    let cell = rendered.element
    cell.fieldID = field.id
    // NB: the options chosen in place, without the screen: `select` and ← → on the row.
    let control = PickerOptions(
      optionTitles: options.map(optionTitle),
      selectedIndex: options.firstIndex(of: context.state[keyPath: keyPath]))
    let link = screen.gated(by: field).link
    control.valueChanged = { index in link.commit(options[index], to: keyPath, finished: true) }
    cell.control = control
    let update = rendered.update
    return context.rendered(cell, rendered.strongReferences + [field]) { state in
      update(state)
      let index = options.firstIndex(of: state[keyPath: keyPath])
      if control.selectedIndex != index { control.selectedIndex = index }
      if field.hasRules { cell.show(message: field.shownMessage(in: state)) }
    }
  }
}

/// A picker cell over every case of a `CaseIterable` type, in declaration order.
///
/// ```swift
/// // enum Size: CaseIterable { case small, medium, large }
/// pickerCell(title: "Size", keyPath: \Order.size, optionTitle: { "\($0)".capitalized })
/// ```
///
/// - Parameters:
///   - title: The cell's title and the nested screen's title.
///   - keyPath: Where the chosen value lives in state.
///   - optionTitle: An option's title.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func pickerCell<Input: CaseIterable & Equatable, State>(
  title: String, keyPath: WritableKeyPath<State, Input>,
  optionTitle: @escaping (Input) -> String, rules: FieldRules<State, Input> = []
) -> Element<FormCell, State> {
  pickerCell(
    title: title, keyPath: keyPath, options: Array(Input.allCases), optionTitle: optionTitle,
    rules: rules)
}

/// A cell for one option of a multiple choice held in a `Set`: tapping it adds or removes
/// `option`, and it shows a checkmark while `option` is in the set.
///
/// ```swift
/// optionCell(title: "Email", option: Channel.email, keyPath: \Prefs.channels)
/// ```
///
/// - Parameters:
///   - title: The option's title.
///   - option: The value the cell stands for.
///   - keyPath: Where the set of chosen values lives in state.
public func optionCell<Input: Hashable, State>(
  title: String, option: Input, keyPath: WritableKeyPath<State, Set<Input>>
) -> Element<FormCell, State> {
  checkBox(title: title, keyPath: keyPath, isChecked: { $0.contains(option) }) { chosen in
    var chosen = chosen
    if chosen.remove(option) == nil { chosen.insert(option) }
    return chosen
  }
}

/// A cell that shows the chosen options' titles as its detail and, when tapped, pushes a
/// screen of option cells whose checkmarks toggle (Eureka's `MultipleSelectorRow`).
///
/// ```swift
/// multiSelectCell(title: "Notify by", keyPath: \Prefs.channels,
///                 options: [.email, .sms, .push], optionTitle: \.title)
/// // 1  Notify by  Email, Push  ›
/// ```
///
/// - Parameters:
///   - title: The cell's title and the nested screen's title.
///   - keyPath: Where the set of chosen values lives in state.
///   - options: The options, in the order the nested screen and the detail list them.
///   - optionTitle: An option's title.
///   - noneTitle: The detail when nothing is chosen; the driver's `None` if `nil`.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func multiSelectCell<Input: Hashable, State>(
  title: String, keyPath: WritableKeyPath<State, Set<Input>>, options: [Input],
  optionTitle: @escaping (Input) -> String, noneTitle: String? = nil,
  rules: FieldRules<State, Set<Input>> = []
) -> Element<FormCell, State> {
  let cells = options.map { optionCell(title: optionTitle($0), option: $0, keyPath: keyPath) }
  return multiSelectRow(
    title: title, keyPath: keyPath, form: sections(cells.isEmpty ? [] : [section(cells)]),
    listed: { _ in options }, optionTitle: optionTitle, noneTitle: noneTitle, rules: rules)
}

/// The row of a multiple choice: its detail names the chosen options, in the order `listed`
/// gives them, and its tap opens `form`, whose option rows write the row's field. `status`
/// may say something else in their place (`Loading…`), and change the message shown.
func multiSelectRow<Input: Hashable, State>(
  title: String, keyPath: WritableKeyPath<State, Set<Input>>, form: @escaping Form<State>,
  listed: @escaping (State) -> [Input], optionTitle: @escaping (Input) -> String,
  noneTitle: String?, rules: FieldRules<State, Set<Input>>, status: RowStatus<State>? = nil
) -> Element<FormCell, State> {
  return { context in
    let noneTitle = noneTitle ?? context.strings.none
    // NB: the row's field is the one its screen's options write.
    let field = context.with(path: context.path.appending(row: title))
      .field(title: title, keyPath: keyPath, rules: rules)
    let rendered = disclosureCell(
      title: title,
      detail: { state in
        if let said = status?.detail(state) { return said }
        let chosen = listed(state).filter(state[keyPath: keyPath].contains).map(optionTitle)
        return chosen.isEmpty ? noneTitle : chosen.joined(separator: ", ")
      }, form: form)(context.gated(by: field))
    let cell = rendered.element
    cell.fieldID = field.id
    let update = rendered.update
    return context.rendered(cell, rendered.strongReferences + [field]) { state in
      update(state)
      guard field.hasRules else { return }
      let shown = field.shownMessage(in: state)
      cell.show(message: status.map { $0.message(shown, state) } ?? shown)
    }
  }
}

/// What a row says in place of its detail and its field's message, when something else
/// stands in the way (options loading).
struct RowStatus<State> {
  /// The detail in place of the row's own; `nil` for its own.
  var detail: (State) -> String?
  /// The message shown, given the field's.
  var message:
    ((text: String, kind: FormCell.MessageKind)?, State) -> (
      text: String, kind: FormCell.MessageKind
    )?
}

/// A multiple-choice cell over every case of a `CaseIterable` type, in declaration order.
///
/// ```swift
/// multiSelectCell(title: "Toppings", keyPath: \Pizza.toppings, optionTitle: { $0.title })
/// ```
///
/// - Parameters:
///   - title: The cell's title and the nested screen's title.
///   - keyPath: Where the set of chosen values lives in state.
///   - optionTitle: An option's title.
///   - noneTitle: The detail when nothing is chosen; the driver's `None` if `nil`.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func multiSelectCell<Input: CaseIterable & Hashable, State>(
  title: String, keyPath: WritableKeyPath<State, Set<Input>>,
  optionTitle: @escaping (Input) -> String, noneTitle: String? = nil,
  rules: FieldRules<State, Set<Input>> = []
) -> Element<FormCell, State> {
  multiSelectCell(
    title: title, keyPath: keyPath, options: Array(Input.allCases), optionTitle: optionTitle,
    noneTitle: noneTitle, rules: rules)
}

/// A cell bound to a `Bool` that shows a checkmark while it is `true`; tapping flips it
/// (Eureka's `CheckRow`, Former's `CheckRowFormer`).
///
/// ```swift
/// checkCell(title: "Remember me", keyPath: \Login.remembers)
/// ```
///
/// - Parameters:
///   - title: The cell's title.
///   - keyPath: Where the value lives in state.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func checkCell<State>(
  title: String, keyPath: WritableKeyPath<State, Bool>, rules: FieldRules<State, Bool> = []
) -> Element<FormCell, State> {
  return { context in
    let field = context.field(title: title, keyPath: keyPath, rules: rules)
    let rendered = checkBox(title: title, keyPath: keyPath, isChecked: { $0 }, toggled: { !$0 })(
      context.gated(by: field))
    let cell = rendered.element
    cell.fieldID = field.id
    let update = rendered.update
    return context.rendered(cell, rendered.strongReferences + [field]) { state in
      update(state)
      if field.hasRules { cell.show(message: field.shownMessage(in: state)) }
    }
  }
}

/// A check box row: a checkmark while `isChecked` holds for the value at `keyPath`, which a
/// tap replaces with its `toggled` value. The machinery of ``checkCell(title:keyPath:rules:)``
/// and of the option rows of a multiple choice.
private func checkBox<State, Value>(
  title: String, keyPath: WritableKeyPath<State, Value>,
  isChecked: @escaping (Value) -> Bool, toggled: @escaping (Value) -> Value
) -> Element<FormCell, State> {
  return { context in
    let cell = FormCell(title: title)
    cell.shouldHighlight = true
    cell.role = .checkbox
    let link = context.link
    let latest = Latest(context.state[keyPath: keyPath])
    cell.didSelect = { link.commit(toggled(latest.value), to: keyPath, finished: true) }
    let runtime = context.runtime
    return context.rendered(cell, [latest]) { state in
      latest.value = state[keyPath: keyPath]
      let accessory: FormCell.Accessory = isChecked(latest.value) ? .checkmark : .none
      if !runtime.skipsUnchanged || cell.accessory != accessory { cell.accessory = accessory }
    }
  }
}

/// A segmented control bound to a choice among a few options (Eureka's `SegmentedRow`,
/// Former's `SegmentedRowFormer`, SwiftUI's `.segmented` picker).
///
/// ```swift
/// controlCell(title: "Size", control: segmentedControl(
///   keyPath: \Order.size, options: [.small, .medium, .large], optionTitle: \.title))
/// // 1  Size  [Small|*Medium*|Large]
/// ```
///
/// - Parameters:
///   - keyPath: Where the chosen value lives in state.
///   - options: The options, in order.
///   - optionTitle: An option's title.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func segmentedControl<Input: Equatable, State>(
  keyPath: WritableKeyPath<State, Input>, options: [Input],
  optionTitle: @escaping (Input) -> String, rules: FieldRules<State, Input> = []
) -> Element<SegmentedControl, State> {
  return { context in
    let field = context.field(title: "", keyPath: keyPath, rules: rules)
    let control = SegmentedControl(optionTitles: options.map(optionTitle))
    let link = context.gated(by: field).link
    control.valueChanged = { index in link.commit(options[index], to: keyPath, finished: true) }
    return context.rendered(control, [field]) { state in
      let index = options.firstIndex(of: state[keyPath: keyPath])
      if control.selectedIndex != index { control.selectedIndex = index }
    }
  }
}

/// A segmented control over every case of a `CaseIterable` type, in declaration order.
///
/// ```swift
/// controlCell(title: "Size", control: segmentedControl(keyPath: \Order.size,
///                                                      optionTitle: \.title))
/// ```
///
/// - Parameters:
///   - keyPath: Where the chosen value lives in state.
///   - optionTitle: An option's title.
///   - rules: The rules the value must pass (``FieldRules``); none by default.
public func segmentedControl<Input: CaseIterable & Equatable, State>(
  keyPath: WritableKeyPath<State, Input>, optionTitle: @escaping (Input) -> String,
  rules: FieldRules<State, Input> = []
) -> Element<SegmentedControl, State> {
  segmentedControl(
    keyPath: keyPath, options: Array(Input.allCases), optionTitle: optionTitle, rules: rules)
}

/// A row showing the chosen option, followed by the options' rows, which show while
/// `isExpanded` is `true` (Eureka's `PickerInlineRow`, Former's `InlinePickerRowFormer`).
///
/// Tapping the row shows or hides the options under it in the same section; choosing an
/// option writes it and hides them. Whether the options show lives in state, so a form
/// built afresh from the same state shows the same rows. Put the cells in a section:
///
/// ```swift
/// section([controlCell(title: "Name", control: textField(keyPath: \.name))]
///   + inlinePicker(title: "Size", keyPath: \Order.size, isExpanded: \.showsSizes,
///                  options: [.small, .medium, .large], optionTitle: \.title))
/// // 2  Size  Medium       tap →  2  Size    Medium
/// //                              3  Small
/// //                              4  Medium  ✓
/// //                              5  Large
/// ```
///
/// - Parameters:
///   - title: The row's title.
///   - keyPath: Where the chosen value lives in state.
///   - isExpanded: Where the options' visibility lives in state.
///   - options: The options, in order.
///   - optionTitle: An option's title.
/// - Returns: The row, then one cell per option.
public func inlinePicker<Input: Equatable, State>(
  title: String, keyPath: WritableKeyPath<State, Input>,
  isExpanded: WritableKeyPath<State, Bool>, options: [Input],
  optionTitle: @escaping (Input) -> String
) -> [Element<FormCell, State>] {
  let opener = Latest<FormCell?>(nil)
  let header: Element<FormCell, State> = { context in
    let cell = FormCell(title: title)
    cell.shouldHighlight = true
    opener.value = cell
    let link = context.link
    let latest = Latest(context.state[keyPath: isExpanded])
    cell.didSelect = { link.commit(!latest.value, to: isExpanded, finished: true) }
    let runtime = context.runtime
    return context.rendered(cell, [latest]) { state in
      latest.value = state[keyPath: isExpanded]
      let detail = optionTitle(state[keyPath: keyPath])
      if !runtime.skipsUnchanged || cell.detail != detail { cell.detail = detail }
    }
  }
  let rows = options.enumerated().map { position, option -> Element<FormCell, State> in
    return { context in
      let cell = FormCell(title: optionTitle(option))
      cell.shouldHighlight = true
      cell.role = .option
      let link = context.link
      let runtime = context.runtime
      let header = opener.value
      cell.didSelect = {
        // NB: one change writes both, so one undo step takes both back.
        runtime.batch {
          link.commit(option, to: keyPath, finished: true)
          link.commit(false, to: isExpanded, finished: true)
        }
      }
      return context.rendered(cell) { [weak header] state in
        let expanded = state[keyPath: isExpanded]
        // NB: options open under a row that went away close: they come back closed.
        if position == 0, expanded, let header,
          !header.isVisible || header.section?.isVisible == false
        {
          link.change { $0[keyPath: isExpanded] = false }
        }
        cell.isVisible = expanded
        let accessory: FormCell.Accessory = state[keyPath: keyPath] == option ? .checkmark : .none
        if !runtime.skipsUnchanged || cell.accessory != accessory { cell.accessory = accessory }
      }
    }
  }
  return [header] + rows
}

/// An inline picker over every case of a `CaseIterable` type, in declaration order.
///
/// ```swift
/// section(inlinePicker(title: "Size", keyPath: \Order.size, isExpanded: \.showsSizes,
///                      optionTitle: \.title))
/// ```
///
/// - Parameters:
///   - title: The row's title.
///   - keyPath: Where the chosen value lives in state.
///   - isExpanded: Where the options' visibility lives in state.
///   - optionTitle: An option's title.
/// - Returns: The row, then one cell per option.
public func inlinePicker<Input: CaseIterable & Equatable, State>(
  title: String, keyPath: WritableKeyPath<State, Input>,
  isExpanded: WritableKeyPath<State, Bool>, optionTitle: @escaping (Input) -> String
) -> [Element<FormCell, State>] {
  inlinePicker(
    title: title, keyPath: keyPath, isExpanded: isExpanded, options: Array(Input.allCases),
    optionTitle: optionTitle)
}
