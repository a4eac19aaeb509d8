import Foundation

// Choices whose options are loaded: the regions a server lists for the chosen country. Each
// takes `optionsLoadedBy:`, an ``OptionsLoader`` that names what the options depend on (its
// key) and how to load them. The load runs on the driver's scheduler, as checks that wait
// for an answer do, so tests settle it (`await tester.settle()`) and apps get the answer on
// the main thread.
//
// - While the options load, the row's detail says `Loading…` and the field does not pass.
// - A load that fails shows why on the row and on the choice's screen, where a `Try again`
//   row loads the options again.
// - When the key changes, the options load again; an answer for an earlier key is dropped.
// - A value chosen that the options loaded do not hold is kept, and the field fails with
//   `California is no longer offered`, as with options computed from state. A value whose
//   title is empty is no choice yet: `.required()` judges it.
// - The options of a row never shown (on a screen never opened) are never asked for; the
//   field is judged by its other rules.

/// How a choice loads its options: what they depend on in state (the key), and the load,
/// which may wait for a server and may fail.
///
/// The options load when the choice's row first shows, and again whenever the key changes.
///
/// ```swift
/// let regions = OptionsLoader<Shipping, String>(key: \.country) { country in
///   try await service.regions(of: country)
/// }
/// pickerCell(title: "Region", keyPath: \Shipping.region, optionsLoadedBy: regions,
///            optionTitle: { $0 })
/// // 2  Region  Loading…  ›       await tester.settle():   2  Region  California  ›
/// ```
public struct OptionsLoader<State, Input: Sendable> {
  /// The key of a state, and the load of its options.
  let request: (State) -> (key: AnyHashable, load: @Sendable () async -> LoadResult<Input>)

  /// Creates a loader.
  ///
  /// - Parameters:
  ///   - key: What the options depend on; they load again when it changes. A key path such
  ///     as `\.country` works.
  ///   - load: Loads the options for a key. What it throws is shown on the row; the choice's
  ///     screen offers to try again.
  public init<Key: Hashable & Sendable>(
    key: @escaping (State) -> Key, load: @escaping @Sendable (Key) async throws -> [Input]
  ) {
    request = { state in
      let key = key(state)
      return (
        AnyHashable(key),
        {
          do {
            return .success(try await load(key))
          } catch {
            return .failure(LoadFailure(reason: describing(error)))
          }
        }
      )
    }
  }
}

/// What a load came back with.
typealias LoadResult<Input> = Result<[Input], LoadFailure>

/// Why a load failed, in words.
struct LoadFailure: Error {
  var reason: String
}

/// An error in words: its `errorDescription` when it has one.
private func describing(_ error: any Error) -> String {
  (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
}

/// One choice's loaded options: where their load stands, read from the form's input, and
/// the loads it starts.
final class LoadedOptions<State, Input: Equatable & Sendable> {
  /// Where the load of the options for a state's key stands.
  enum Status {
    /// Never asked for: the row has not shown since the key became what it is.
    case notAsked
    case loading
    case loaded([Input])
    case failed(String)
  }

  private let loader: OptionsLoader<State, Input>
  private let runtime: FormRuntime
  /// The field of the choice: the load is filed under it.
  private let id: FieldID
  private let isOutline: Bool

  init(_ loader: OptionsLoader<State, Input>, for id: FieldID, in context: RenderingContext<State>)
  {
    self.loader = loader
    runtime = context.runtime
    self.id = id
    isOutline = context.isOutline
  }

  /// The load for the key of `state`, if one was asked for.
  private func load(for state: State) -> OptionsLoad? {
    guard let load = runtime.input.loads[id], load.key == loader.request(state).key else {
      return nil
    }
    return load
  }

  /// Where the load of the options of `state` stands.
  func status(in state: State) -> Status {
    guard let load = load(for: state) else { return .notAsked }
    switch load.outcome {
    case nil: return .loading
    case .loaded(let options)?: return .loaded(options.values as? [Input] ?? [])
    case .failed(let reason)?: return .failed(reason)
    }
  }

  /// The options loaded for `state`; none while they load or when they failed.
  func options(in state: State) -> [Input] {
    guard case .loaded(let options) = status(in: state) else { return [] }
    return options
  }

  /// Starts loading the options of `state`, unless they were asked for already: what a shown
  /// row does on each update.
  func start(_ state: State) {
    guard !isOutline, load(for: state) == nil else { return }
    reload(state)
  }

  /// Loads the options of `state`; the answer of a load before is dropped.
  func reload(_ state: State) {
    let (key, work) = loader.request(state)
    let id = id
    let runtime = runtime
    runtime.loadWork[id]?.cancel()
    let serial = runtime.serial()
    runtime.changeInput { $0.loads[id] = OptionsLoad(serial: serial, key: key, outcome: nil) }
    runtime.loadWork[id] = runtime.scheduler.run(work) { [weak runtime] result in
      guard let runtime, let load = runtime.input.loads[id], load.serial == serial,
        load.outcome == nil
      else { return }
      runtime.loadWork[id] = nil
      let outcome: OptionsLoad.Outcome
      switch result {
      case .success(let options): outcome = .loaded(OptionsLoad.Options(values: options))
      case .failure(let failure): outcome = .failed(failure.reason)
      }
      runtime.changeInput { $0.loads[id]?.outcome = outcome }
    }
  }

  /// What the row's detail says instead of the choice while the options load: `Loading…`;
  /// `nil` otherwise.
  func detail(in state: State) -> String? {
    guard case .loading = status(in: state) else { return nil }
    return runtime.strings.loading
  }

  /// What the row shows, given the field's message `shown`: nothing while loading (its
  /// detail says so), why the load failed at once, otherwise the field's message.
  func message(
    _ shown: (text: String, kind: FormCell.MessageKind)?, in state: State
  ) -> (text: String, kind: FormCell.MessageKind)? {
    switch status(in: state) {
    case .loading: return nil
    case .failed(let reason): return (runtime.strings.couldNotLoad(reason), .problem)
    case .notAsked, .loaded: return shown
    }
  }

  /// A rule that passes only once the options are loaded, and then as `judge` says of the
  /// value among them: `Loading…`, `Could not load the options: offline`.
  func rule<Value>(
    _ judge: @escaping (Value, [Input]) -> String?
  ) -> ValidationRule<State, Value> {
    let strings = runtime.strings
    return ValidationRule(reads: { [self] in AnyHashable(load(for: $0)) }) { [self] value, state in
      switch status(in: state) {
      case .notAsked: return nil
      case .loading: return strings.loading
      case .failed(let reason): return strings.couldNotLoad(reason)
      case .loaded(let options): return judge(value, options)
      }
    }
  }

  /// The form of a choice's screen: a row per option `listed` (the options loaded, by
  /// default), made by `row`, with a footer that says `Loading…` or why the load failed;
  /// then, after a failure, a `Try again` row that loads the options again.
  func screen(
    listing listed: ((State) -> [Input])? = nil,
    row: @escaping (Input) -> Element<FormCell, State>
  ) -> Form<State> {
    let rows = optionRows(listed ?? { [weak self] in self?.options(in: $0) ?? [] }, row: row)
    let options: Element<Section, State> = { [weak self] context in
      let rendered = rows(context)
      let section = rendered.element
      let update = rendered.update
      let show = { (state: State) in
        let footer = self?.note(in: state)
        if section.footer != footer { section.footer = footer }
      }
      show(context.state)
      return context.rendered(section, rendered.strongReferences) { state in
        update(state)
        show(state)
      }
    }
    let retry: Element<Section, State> = { [weak self] context in
      let cell = FormCell(title: context.strings.tryAgain)
      cell.shouldHighlight = true
      let latest = Latest(context.state)
      cell.didSelect = { self?.reload(latest.value) }
      let section = Section(cells: [cell])
      let show = { (state: State) in
        latest.value = state
        let failed = if case .failed? = self?.status(in: state) { true } else { false }
        if section.isVisible != failed { section.isVisible = failed }
      }
      show(context.state)
      return context.rendered(section) { show($0) }
    }
    return sections([options, retry])
  }

  /// What the choice's screen says under its options: `Loading…`, or why the load failed.
  private func note(in state: State) -> String? {
    switch status(in: state) {
    case .loading: return runtime.strings.loading
    case .failed(let reason): return runtime.strings.couldNotLoad(reason)
    case .notAsked, .loaded: return nil
    }
  }
}

extension FieldRules {
  /// These rules, then `rule`.
  func appending(_ rule: ValidationRule<State, Value>) -> Self {
    var copy = self
    copy.rules.append(rule)
    return copy
  }
}

/// A picker cell whose options are loaded (``OptionsLoader``): the row shows the chosen
/// option's title and, when selected, pushes a screen of the options loaded for the state's
/// key. While they load the detail says `Loading…`; after a failure the row says why, and
/// the screen offers `Try again`.
///
/// ```swift
/// pickerCell(title: "Region", keyPath: \Shipping.region,
///            optionsLoadedBy: OptionsLoader(key: \.country) { try await service.regions(of: $0) },
///            optionTitle: { $0 })
/// // 2  Region  Loading…  ›
/// // await tester.settle()
/// // 2  Region  California  ›
/// ```
///
/// - Parameters:
///   - title: The cell's title and the nested screen's title.
///   - keyPath: Where the chosen value lives in state.
///   - loader: What the options depend on, and how they load.
///   - optionTitle: An option's title.
///   - rules: The rules the value must pass (``FieldRules``), besides being among the
///     options loaded.
public func pickerCell<Input: Equatable & Sendable, State>(
  title: String, keyPath: WritableKeyPath<State, Input>,
  optionsLoadedBy loader: OptionsLoader<State, Input>,
  optionTitle: @escaping (Input) -> String, rules: FieldRules<State, Input> = []
) -> Element<FormCell, State> {
  return { context in
    let strings = context.strings
    let screen = context.with(path: context.path.appending(row: title))
    let loaded = LoadedOptions(loader, for: screen.path.appending(keyPath), in: context)
    let offering = loaded.rule { (value: Input, options) in
      let title = optionTitle(value)
      return title.isEmpty || options.contains(value) ? nil : strings.noLongerOffered(title)
    }
    let field = screen.field(title: title, keyPath: keyPath, rules: rules.appending(offering))
    let form = loaded.screen { optionCell(title: optionTitle($0), option: $0, keyPath: keyPath) }
    let disclosure = disclosureCell(
      title: title, detail: { loaded.detail(in: $0) ?? optionTitle($0[keyPath: keyPath]) },
      form: form)
    let rendered = disclosure(context.gated(by: field))
    let cell = rendered.element
    cell.fieldID = field.id
    let offered = attachPicker(
      to: cell, field: field, on: screen, keyPath: keyPath, options: loaded.options(in:),
      title: optionTitle)
    let update = rendered.update
    return context.rendered(cell, rendered.strongReferences + [field, offered, loaded]) {
      state in
      loaded.start(state)
      update(state)
      offered.update(state, chosen: state[keyPath: keyPath])
      cell.show(message: loaded.message(field.shownMessage(in: state), in: state))
    }
  }
}

/// A multiple-choice cell whose options are loaded (``OptionsLoader``): the row lists the
/// chosen options' titles and, when selected, pushes a screen of the options loaded for the
/// state's key. While they load the detail says `Loading…`; after a failure the row says
/// why, and the screen offers `Try again`. Chosen options the load does not hold stay chosen,
/// listed after the others, and the field fails until the user removes them.
///
/// ```swift
/// multiSelectCell(title: "Extras", keyPath: \Shipping.extras,
///                 optionsLoadedBy: OptionsLoader(key: \.country) {
///                   try await service.extras(for: $0)
///                 },
///                 optionTitle: { $0 }, rules: [.maxCount(1)])
/// ```
///
/// - Parameters:
///   - title: The cell's title and the nested screen's title.
///   - keyPath: Where the set of chosen values lives in state.
///   - loader: What the options depend on, and how they load.
///   - optionTitle: An option's title.
///   - noneTitle: The detail when nothing is chosen; the driver's `None` if `nil`.
///   - rules: The rules the value must pass (``FieldRules``), besides every chosen value
///     being among the options loaded.
public func multiSelectCell<Input: Hashable & Sendable, State>(
  title: String, keyPath: WritableKeyPath<State, Set<Input>>,
  optionsLoadedBy loader: OptionsLoader<State, Input>,
  optionTitle: @escaping (Input) -> String, noneTitle: String? = nil,
  rules: FieldRules<State, Set<Input>> = []
) -> Element<FormCell, State> {
  return { context in
    let strings = context.strings
    let screen = context.with(path: context.path.appending(row: title))
    let loaded = LoadedOptions(loader, for: screen.path.appending(keyPath), in: context)
    // NB: a chosen option the load does not hold keeps a row, so the user can take it away.
    let listed: (State) -> [Input] = { state in
      let offered = loaded.options(in: state)
      let gone = state[keyPath: keyPath].subtracting(offered)
      return offered + gone.sorted { optionTitle($0) < optionTitle($1) }
    }
    let offering = loaded.rule { (chosen: Set<Input>, options) in
      let titles = chosen.subtracting(options).map(optionTitle).sorted()
      return titles.isEmpty ? nil : strings.noLongerOffered(titles.joined(separator: ", "))
    }
    let form = loaded.screen(listing: listed) {
      optionCell(title: optionTitle($0), option: $0, keyPath: keyPath)
    }
    let row = multiSelectRow(
      title: title, keyPath: keyPath, form: form, listed: listed, optionTitle: optionTitle,
      noneTitle: noneTitle, rules: rules.appending(offering),
      status: RowStatus(detail: loaded.detail(in:), message: { loaded.message($0, in: $1) }))
    let rendered = row(context)
    let update = rendered.update
    return context.rendered(rendered.element, rendered.strongReferences + [loaded]) { state in
      loaded.start(state)
      update(state)
    }
  }
}
