// Choices whose options follow state: the regions of the chosen country, the rooms free on
// the chosen day. Each takes `optionsFrom:`, a function of the state (a key path such as
// `\.regions` works too), worked out again whenever the state changes.
//
// When the value chosen is no longer among the options, it is kept: what the user chose is
// not lost, the row still shows it, and the field fails with `California is no longer
// offered` (``FormStrings/noLongerOffered``) until the user chooses an offered option. The
// message follows the field's other rules. A value whose title is empty is no choice yet,
// never "no longer offered": `.required()` judges it.

/// A picker cell whose options are worked out from state: the row shows the chosen option's
/// title and, when tapped, pushes a screen of the options offered now.
///
/// ```swift
/// pickerCell(title: "Region", keyPath: \Shipping.region,
///            optionsFrom: { regions(of: $0.country) }, optionTitle: { $0 })
/// // country US, region "California"; country → Canada:
/// // 2  Region  California  ›
/// //    ! California is no longer offered
/// ```
///
/// - Parameters:
///   - title: The cell's title and the nested screen's title.
///   - keyPath: Where the chosen value lives in state.
///   - options: The options offered in a state, in the order the nested screen lists them.
///   - optionTitle: An option's title.
///   - rules: The rules the value must pass (``FieldRules``), besides being offered.
public func pickerCell<Input: Equatable, State>(
  title: String, keyPath: WritableKeyPath<State, Input>,
  optionsFrom options: @escaping (State) -> [Input],
  optionTitle: @escaping (Input) -> String, rules: FieldRules<State, Input> = []
) -> Element<FormCell, State> {
  let form: Form<State> = sections([
    optionRows(options) { optionCell(title: optionTitle($0), option: $0, keyPath: keyPath) }
  ])
  let disclosure = disclosureCell(
    title: title, detail: { optionTitle($0[keyPath: keyPath]) }, form: form)
  let rules = rules.offering(options, at: keyPath, title: optionTitle)
  return { context in
    // NB: the row's field is the one its screen's options write.
    let screen = context.with(path: context.path.appending(row: title))
    let field = screen.field(title: title, keyPath: keyPath, rules: rules)
    let rendered = disclosure(context.gated(by: field))
    let cell = rendered.element
    cell.fieldID = field.id
    let offered = attachPicker(
      to: cell, field: field, on: screen, keyPath: keyPath, options: options, title: optionTitle)
    let update = rendered.update
    return context.rendered(cell, rendered.strongReferences + [field, offered]) { state in
      update(state)
      offered.update(state, chosen: state[keyPath: keyPath])
      cell.show(message: field.shownMessage(in: state))
    }
  }
}

/// A segmented control whose options are worked out from state. A value chosen that is no
/// longer offered keeps its segment, selected, after the others, until the user chooses
/// another.
///
/// ```swift
/// controlCell(title: "Speed", control: segmentedControl(
///   keyPath: \Shipping.speed, optionsFrom: { speeds(to: $0.country) }, optionTitle: { $0 }))
/// // 3  Speed  [Standard|*Express*]      country → Canada, Standard chosen:  [*Standard*]
/// ```
///
/// - Parameters:
///   - keyPath: Where the chosen value lives in state.
///   - options: The options offered in a state, in order.
///   - optionTitle: An option's title.
///   - rules: The rules the value must pass (``FieldRules``), besides being offered.
public func segmentedControl<Input: Equatable, State>(
  keyPath: WritableKeyPath<State, Input>, optionsFrom options: @escaping (State) -> [Input],
  optionTitle: @escaping (Input) -> String, rules: FieldRules<State, Input> = []
) -> Element<SegmentedControl, State> {
  let rules = rules.offering(options, at: keyPath, title: optionTitle)
  // NB: the value chosen keeps its segment, selected, after the options offered, so the
  // control shows what is chosen while the field says it is no longer offered.
  let listed: (State) -> [Input] = { state in
    let offered = options(state)
    let chosen = state[keyPath: keyPath]
    guard !offered.contains(chosen), !optionTitle(chosen).isEmpty else { return offered }
    return offered + [chosen]
  }
  return { context in
    let field = context.field(title: "", keyPath: keyPath, rules: rules)
    let control = SegmentedControl()
    let offered = followOptions(
      on: control, field: field, in: context, keyPath: keyPath, options: listed,
      title: optionTitle)
    return context.rendered(control, [field, offered]) { state in
      offered.update(state, chosen: state[keyPath: keyPath])
    }
  }
}

/// Gives `cell` a picker control over the options `options` offers in a state: choosing
/// one writes it to `keyPath` through `field`. Returns what follows the options.
func attachPicker<State, Input: Equatable>(
  to cell: FormCell, field: FormField<State, Input>, on screen: RenderingContext<State>,
  keyPath: WritableKeyPath<State, Input>, options: @escaping (State) -> [Input],
  title: @escaping (Input) -> String
) -> FollowedOptions<State, Input> {
  let control = PickerOptions()
  let offered = followOptions(
    on: control, field: field, in: screen, keyPath: keyPath, options: options, title: title)
  cell.control = control
  return offered
}

/// Makes `control` offer the options `options` gives in a state, as of `context`'s state:
/// choosing one writes it to `keyPath` through `field`.
private func followOptions<State, Input: Equatable>(
  on control: OptionsControl, field: FormField<State, Input>, in context: RenderingContext<State>,
  keyPath: WritableKeyPath<State, Input>, options: @escaping (State) -> [Input],
  title: @escaping (Input) -> String
) -> FollowedOptions<State, Input> {
  let offered = FollowedOptions(control, options: options, title: title)
  let link = context.gated(by: field).link
  control.valueChanged = { [weak offered] index in
    guard let offered, offered.options.indices.contains(index) else { return }
    link.commit(offered.options[index], to: keyPath, finished: true)
  }
  offered.update(context.state, chosen: context.state[keyPath: keyPath])
  return offered
}

/// The options a control offers now, worked out from state, and the control that shows
/// their titles and which one is chosen.
final class FollowedOptions<State, Input: Equatable> {
  private let control: OptionsControl
  private let optionsIn: (State) -> [Input]
  private let title: (Input) -> String
  /// The options offered as of the last update.
  private(set) var options: [Input] = []

  init(
    _ control: OptionsControl, options: @escaping (State) -> [Input],
    title: @escaping (Input) -> String
  ) {
    self.control = control
    optionsIn = options
    self.title = title
  }

  /// Takes the options of `state`, with `chosen` as the choice.
  func update(_ state: State, chosen: Input) {
    let now = optionsIn(state)
    if now != options || control.optionTitles.count != now.count {
      options = now
      let titles = now.map(title)
      if control.optionTitles != titles { control.optionTitles = titles }
    }
    let index = options.firstIndex(of: chosen)
    if control.selectedIndex != index { control.selectedIndex = index }
  }
}

/// A section with one row per option offered in the state, made by `row`: rebuilt when the
/// options change, so the rows always stand for the options of the moment.
func optionRows<State, Input: Equatable>(
  _ options: @escaping (State) -> [Input], row: @escaping (Input) -> Element<FormCell, State>
) -> Element<Section, State> {
  return { context in
    let section = Section()
    let rows = OptionRows<State, Input>()
    rows.take(options(context.state), in: context, into: section, row: row)
    return context.rendered(section, [rows]) { state in
      rows.take(options(state), in: context.with(state: state), into: section, row: row)
      for update in rows.updates { update(state) }
    }
  }
}

/// The rows of the options last offered, with their updates.
private final class OptionRows<State, Input: Equatable> {
  private var shown: [Input]?
  private(set) var updates: [(State) -> Void] = []
  private var references: [Any] = []

  /// Builds a row per option in `options` into `section`, unless they are the ones shown.
  func take(
    _ options: [Input], in context: RenderingContext<State>, into section: Section,
    row: (Input) -> Element<FormCell, State>
  ) {
    guard options != shown else { return }
    shown = options
    let rendered = options.map { row($0)(context) }
    updates = rendered.map(\.update)
    references = rendered.flatMap(\.strongReferences)
    section.cells = rendered.map(\.element)
  }
}

extension FieldRules where Value: Equatable {
  /// These rules, then one that the value is among `options` in the state: `California is
  /// no longer offered`.
  func offering(
    _ options: @escaping (State) -> [Value], at keyPath: KeyPath<State, Value>,
    title: @escaping (Value) -> String
  ) -> Self {
    // NB: what the rule reads is where the value stands among the options, so a change of
    // options that takes the value away checks it again.
    let offered = ValidationRule<State, Value>.inWords { words in
      ValidationRule(reads: { AnyHashable(options($0).firstIndex(of: $0[keyPath: keyPath])) }) {
        value, state in
        let shown = title(value)
        return shown.isEmpty || options(state).contains(value)
          ? nil : words().noLongerOffered(shown)
      }
    }
    var copy = self
    copy.rules.append(offered)
    return copy
  }
}

extension FieldRules {
  /// These rules, then one that every value chosen is among `options` in the state:
  /// `Fax, Pager is no longer offered`.
  func offering<Input: Hashable>(
    _ options: @escaping (State) -> [Input], at keyPath: KeyPath<State, Set<Input>>,
    title: @escaping (Input) -> String
  ) -> Self where Value == Set<Input> {
    func gone(_ chosen: Set<Input>, _ state: State) -> Set<Input> {
      chosen.subtracting(options(state))
    }
    let offered = ValidationRule<State, Value>.inWords { words in
      ValidationRule(reads: { AnyHashable(gone($0[keyPath: keyPath], $0)) }) { value, state in
        let titles = gone(value, state).map(title).sorted()
        return titles.isEmpty ? nil : words().noLongerOffered(titles.joined(separator: ", "))
      }
    }
    var copy = self
    copy.rules.append(offered)
    return copy
  }
}

/// A multiple-choice cell whose options are worked out from state: the row lists the
/// chosen options' titles and, when tapped, pushes a screen of the options offered now.
/// Chosen options no longer offered stay chosen, listed after the others, and the field
/// fails until the user removes them (open the screen: they have rows there too).
///
/// ```swift
/// multiSelectCell(title: "Extras", keyPath: \Shipping.extras,
///                 optionsFrom: {
///                   $0.country == "US" ? ["Gift wrap", "Signature"] : ["Signature"]
///                 },
///                 optionTitle: { $0 }, rules: [.maxCount(1)])
/// // 4  Extras  Gift wrap  ›
/// ```
///
/// - Parameters:
///   - title: The cell's title and the nested screen's title.
///   - keyPath: Where the set of chosen values lives in state.
///   - options: The options offered in a state, in the order the screen and the detail
///     list them.
///   - optionTitle: An option's title.
///   - noneTitle: The detail when nothing is chosen; the driver's `None` if `nil`.
///   - rules: The rules the value must pass (``FieldRules``), besides every chosen value
///     being offered.
public func multiSelectCell<Input: Hashable, State>(
  title: String, keyPath: WritableKeyPath<State, Set<Input>>,
  optionsFrom options: @escaping (State) -> [Input],
  optionTitle: @escaping (Input) -> String, noneTitle: String? = nil,
  rules: FieldRules<State, Set<Input>> = []
) -> Element<FormCell, State> {
  // NB: a chosen option no longer offered keeps a row, so the user can take it away.
  let listed: (State) -> [Input] = { state in
    let offered = options(state)
    let gone = state[keyPath: keyPath].subtracting(offered)
    return offered + gone.sorted { optionTitle($0) < optionTitle($1) }
  }
  let form: Form<State> = sections([
    optionRows(listed) { optionCell(title: optionTitle($0), option: $0, keyPath: keyPath) }
  ])
  return multiSelectRow(
    title: title, keyPath: keyPath, form: form, listed: listed, optionTitle: optionTitle,
    noneTitle: noneTitle, rules: rules.offering(options, at: keyPath, title: optionTitle))
}

/// An inline picker whose options are worked out from state: a row showing the chosen
/// option, followed by a row per option offered now, which show while `isExpanded` is
/// `true`. Put the cells in a section.
///
/// ```swift
/// section(inlinePicker(title: "Region", keyPath: \Shipping.region,
///                      isExpanded: \.showsRegions, optionsFrom: { regions(of: $0.country) },
///                      optionTitle: { $0 }))
/// ```
///
/// - Parameters:
///   - title: The row's title.
///   - keyPath: Where the chosen value lives in state.
///   - isExpanded: Where the options' visibility lives in state.
///   - options: The options offered in a state, in order.
///   - optionTitle: An option's title.
///   - rules: The rules the value must pass (``FieldRules``), besides being offered.
/// - Returns: The row, then a row that holds the place of the options (never shown itself).
public func inlinePicker<Input: Equatable, State>(
  title: String, keyPath: WritableKeyPath<State, Input>,
  isExpanded: WritableKeyPath<State, Bool>, optionsFrom options: @escaping (State) -> [Input],
  optionTitle: @escaping (Input) -> String, rules: FieldRules<State, Input> = []
) -> [Element<FormCell, State>] {
  let opener = Latest<FormCell?>(nil)
  let rules = rules.offering(options, at: keyPath, title: optionTitle)
  let header: Element<FormCell, State> = { context in
    let field = context.field(title: title, keyPath: keyPath, rules: rules)
    let cell = FormCell(title: title)
    cell.shouldHighlight = true
    cell.fieldID = field.id
    opener.value = cell
    let link = context.link
    let latest = Latest(context.state[keyPath: isExpanded])
    cell.didSelect = { link.commit(!latest.value, to: isExpanded, finished: true) }
    return context.rendered(cell, [latest, field]) { state in
      latest.value = state[keyPath: isExpanded]
      let detail = optionTitle(state[keyPath: keyPath])
      if cell.detail != detail { cell.detail = detail }
      cell.show(message: field.shownMessage(in: state))
    }
  }
  let row: (Input) -> Element<FormCell, State> = { option in
    inlineOption(option, title: optionTitle(option), keyPath: keyPath, isExpanded: isExpanded)
  }
  let place: Element<FormCell, State> = { context in
    let anchor = FormCell()
    anchor.isVisible = false
    let header = opener.value
    let rows = optionRows(options, row: row)(context)
    var placed: [FormCell] = []
    return context.rendered(anchor, [rows.strongReferences]) { [weak header] state in
      // NB: options open under a row that went away close: they come back closed.
      if state[keyPath: isExpanded], let header,
        !header.isVisible || header.section?.isVisible == false
      {
        context.link.change { $0[keyPath: isExpanded] = false }
      }
      rows.update(state)
      let cells = rows.element.cells
      guard let section = anchor.section,
        let start = section.cells.firstIndex(where: { $0 === anchor })
      else { return }
      if placed.count != cells.count || !zip(placed, cells).allSatisfy({ $0 === $1 }) {
        let old = (start + 1)..<min(start + 1 + placed.count, section.cells.count)
        section.cells.replaceSubrange(old, with: cells)
        placed = cells
      }
    }
  }
  return [header, place]
}

/// One option row of an inline picker: choosing it writes it and closes the options.
private func inlineOption<Input: Equatable, State>(
  _ option: Input, title: String, keyPath: WritableKeyPath<State, Input>,
  isExpanded: WritableKeyPath<State, Bool>
) -> Element<FormCell, State> {
  return { context in
    let cell = FormCell(title: title)
    cell.shouldHighlight = true
    cell.role = .option
    let link = context.link
    let runtime = context.runtime
    cell.didSelect = {
      // NB: one change writes both, so one undo step takes both back.
      runtime.batch {
        link.commit(option, to: keyPath, finished: true)
        link.commit(false, to: isExpanded, finished: true)
      }
    }
    return context.rendered(cell) { state in
      cell.isVisible = state[keyPath: isExpanded]
      let accessory: FormCell.Accessory = state[keyPath: keyPath] == option ? .checkmark : .none
      if cell.accessory != accessory { cell.accessory = accessory }
    }
  }
}
