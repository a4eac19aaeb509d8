#if canImport(SwiftUI)
  public import Combine
  public import Formwork

  /// A running form for SwiftUI to watch: a ``FormPresentation`` as an `ObservableObject`
  /// (iOS 16 and macOS 13 have no `@Observable`). Every action the views send goes to the
  /// form as a `Gesture`, and what is announced after it is said to VoiceOver.
  ///
  /// Keep it as the state of the view that shows the form; keep the driver to read the form's
  /// state:
  ///
  /// ```swift
  /// struct SettingsScreen: View {
  ///   @StateObject private var model = FormModel(
  ///     driver: FormDriver(
  ///       initial: Settings(), title: "Settings", scheduler: MainQueueScheduler(),
  ///       build: settingsForm))
  ///
  ///   var body: some View { FormView(model: model) }
  /// }
  /// ```
  @MainActor
  public final class FormModel: ObservableObject {
    /// What the views show, and where their actions go.
    public let presentation: FormPresentation

    /// A model of `presentation`; SwiftUI redraws whenever it changes.
    public init(presentation: FormPresentation) {
      self.presentation = presentation
      presentation.onChange = { [weak self] in self?.objectWillChange.send() }
    }

    /// A model that follows `driver` (see ``FormPresentation/init(driver:)``).
    public convenience init<State>(driver: FormDriver<State>) {
      self.init(presentation: FormPresentation(driver: driver))
    }

    /// Every screen on the stack, root first.
    public var screens: [PresentedScreen] { presentation.screens }

    /// The screen at `depth`, if the stack still holds it (SwiftUI may draw a screen being
    /// popped once more).
    public func screen(at depth: Int) -> PresentedScreen? {
      screens.indices.contains(depth) ? screens[depth] : nil
    }

    /// Sends what the user did to a row; see ``FormPresentation/send(_:to:onScreen:)``.
    public func send(_ action: FormRow.Action, to row: FormRow.ID, onScreen depth: Int) {
      presentation.send(action, to: row, onScreen: depth)
      announce()
    }

    /// Sends a gesture on the whole form or a row; see
    /// ``FormPresentation/send(_:announcingRefusal:)``.
    public func send(_ gesture: Formwork.Gesture, announcingRefusal: Bool = true) {
      presentation.send(gesture, announcingRefusal: announcingRefusal)
      announce()
    }

    /// Goes back until the screen at `depth` is on top.
    public func back(toDepth depth: Int) {
      presentation.back(toDepth: depth)
    }

    private func announce() {
      if let announcement = presentation.announcement { Announcer.post(announcement) }
    }
  }
#endif
