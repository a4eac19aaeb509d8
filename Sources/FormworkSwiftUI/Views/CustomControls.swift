#if canImport(SwiftUI)
  public import Formwork
  public import SwiftUI

  /// Views for controls of your own, by the control's type: the way in for a custom control.
  ///
  /// A custom control joins Formwork through the core protocols (`TextEnterableControl`,
  /// `SteppableControl`, `SelectableControl`): the REPL, `FormTester` and this front end use
  /// them alike. Without a view of its own, a row shows what those protocols offer (a
  /// picker, step buttons, a text field). With one, your view draws the control, and sends
  /// what the user does as ``FormRow/Action``s, which reach the control as the same gestures:
  ///
  /// ```swift
  /// let controls = CustomControls().adding(Rating.self) { rating, row, send in
  ///   HStack {
  ///     ForEach(1...5, id: \.self) { stars in
  ///       Button { send(.select(stars - 1)) } label: {
  ///         Image(systemName: stars <= rating.stars ? "star.fill" : "star")
  ///       }
  ///     }
  ///   }
  /// }
  /// FormView(model: model, controls: controls)
  /// ```
  @MainActor
  public struct CustomControls {
    /// What a control's view calls with each action of the user.
    public typealias Send = @MainActor @Sendable (FormRow.Action) -> Void

    private var makers:
      [ObjectIdentifier: @MainActor (any Formwork.Control, FormRow, @escaping Send) -> AnyView?] =
        [:]

    /// No views of your own: every row shows a native control.
    public init() {}

    /// These views, and `view` for the controls of type `type` (that type exactly, not its
    /// subclasses).
    ///
    /// - Parameters:
    ///   - type: The control's type.
    ///   - view: Draws the control, given the control, its row (title, message, whether it
    ///     is enabled) and the function that sends an action.
    public func adding<C: Formwork.Control, Content: View>(
      _ type: C.Type,
      @ViewBuilder view: @escaping @MainActor (C, FormRow, @escaping Send) -> Content
    ) -> CustomControls {
      var controls = self
      controls.makers[ObjectIdentifier(type)] = { control, row, send in
        (control as? C).map { AnyView(view($0, row, send)) }
      }
      return controls
    }

    /// The view given for `control`'s type, if any.
    func view(for control: any Formwork.Control, row: FormRow, send: @escaping Send) -> AnyView? {
      makers[ObjectIdentifier(type(of: control))]?(control, row, send)
    }
  }
#endif
