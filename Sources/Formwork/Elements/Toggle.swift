/// An on/off switch.
///
/// ```swift
/// let toggle = Toggle(isOn: true)
/// toggle.tap()    // true; toggle.isOn == false
/// ```
public final class Toggle: HostedControl {
  /// Whether the switch is on.
  public var isOn: Bool
  /// Whether the switch takes taps.
  public var isEnabled = true
  /// Runs after a tap, with the new value.
  public var valueChanged: ((Bool) -> Void)?
  /// The cell that shows the switch.
  public weak var cell: FormCell?

  /// Creates a switch.
  ///
  /// - Parameter isOn: Whether it starts on.
  public init(isOn: Bool = false) {
    self.isOn = isOn
  }

  /// Flips the switch and reports the new value.
  ///
  /// - Returns: `false`, doing nothing, if the switch or its cell refuses input. Also
  ///   `false` when the form refused the new value (a rule); the switch then shows the
  ///   state's value again.
  @discardableResult
  public func tap() -> Bool {
    guard beginGesture() else { return false }
    let wanted = !isOn
    isOn = wanted
    valueChanged?(wanted)
    return isOn == wanted
  }
}
