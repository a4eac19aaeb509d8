public import Formwork

extension RunningForm {
  /// The top screen as text, under the navigation path, in the form's words.
  ///
  /// ```swift
  /// print(form.render())   // "Settings\n\n  1  Personal Hotspot  Off  ›\n"
  /// ```
  ///
  /// - Parameter style: `.plain` (default) or `.ansi`.
  public func render(style: ScreenStyle = .plain) -> String {
    ScreenRenderer(style: style, strings: strings).render(topScreen, path: path)
  }
}

extension RunningForm {
  /// Whether leaving now would lose work: changes (or text typed and not entered yet) on a
  /// form with a submit button, not submitted since, and not saved another way.
  ///
  /// - Parameters:
  ///   - typing: Whether text is typed and not entered yet.
  ///   - savesChanges: Whether every change is saved as it is made (`--resume`).
  func wouldLoseChanges(typing: Bool = false, savesChanges: Bool) -> Bool {
    guard isDirty || typing else { return false }
    return offersSubmit && !savesChanges
  }

  /// How leaving the form now ends the session, for front ends and their exit status.
  ///
  /// - ``InteractiveForm/Ending/submitted`` once submitted and not changed since;
  /// - ``InteractiveForm/Ending/closed`` when nothing is lost: the form has no submit
  ///   button, or `savesChanges`;
  /// - ``InteractiveForm/Ending/quit`` otherwise.
  ///
  /// ```swift
  /// form.endingOnLeave().exitStatus   // 3 for a sign-up form left unsubmitted
  /// ```
  ///
  /// - Parameter savesChanges: Whether every change is saved as it is made (`--resume`).
  public func endingOnLeave(savesChanges: Bool = false) -> InteractiveForm.Ending {
    if submitCount > 0, !isDirty { return .submitted }
    if !offersSubmit || savesChanges { return .closed }
    return .quit
  }
}
