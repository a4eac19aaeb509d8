#if canImport(SwiftUI)
  public import SwiftUI

  /// Shows a running form natively.
  ///
  /// - Each screen of the driver's stack is a SwiftUI `Form` in a `NavigationStack`.
  /// - Each row is the native control its ``FormRow`` names, with its message under it.
  /// - Disabled rows are dimmed; hidden rows are left out.
  /// - The focus follows the driver's.
  /// - Every action goes to the form as the `Gesture` the REPL would send.
  ///
  /// ```swift
  /// FormView(model: model)
  /// FormView(model: model, controls: CustomControls().adding(Rating.self) { rating, row, send in
  ///   Button("\(rating.stars) stars") { send(.select(rating.stars % 5)) }
  /// })
  /// ```
  ///
  /// A tap that opens a nested screen pushes it because the driver pushed it; the
  /// platform's back button and swipe go back with `back` gestures, one a screen.
  ///
  /// - Note: Formwork's `Form`, `Section`, `Toggle`, `TextField`, `Stepper`, `Slider` and
  ///   `Gesture` share their names with SwiftUI's. In a file that imports both modules,
  ///   write `SwiftUI.Form` and `Formwork.Gesture`, as this front end does.
  @MainActor
  public struct FormView: View {
    @ObservedObject private var model: FormModel
    private let controls: CustomControls

    /// Shows `model`'s form.
    ///
    /// - Parameters:
    ///   - model: The form, observed.
    ///   - controls: Views for your own controls, by type.
    public init(model: FormModel, controls: CustomControls = CustomControls()) {
      self.model = model
      self.controls = controls
    }

    /// The navigation stack of the form's screens.
    public var body: some View {
      NavigationStack(path: path) {
        FormScreenView(model: model, depth: 0, controls: controls)
          .navigationDestination(for: Int.self) { depth in
            FormScreenView(model: model, depth: depth, controls: controls)
          }
      }
    }

    /// The depths of the screens above the root: the driver pushes, the platform's back
    /// pops.
    private var path: Binding<[Int]> {
      let model = model
      return Binding(
        get: { @MainActor in Array(model.screens.indices.dropFirst()) },
        set: { @MainActor depths in model.back(toDepth: depths.count) })
    }
  }
#endif
