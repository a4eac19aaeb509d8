/// One condition that can hide or disable a cell or section.
///
/// Every combinator that applies a condition owns one. A cell or section is visible (or
/// enabled) only while none of the conditions applied to it holds. Conditions combine: none
/// overwrites another's answer.
///
/// Writing ``FormCell/isVisible`` or ``FormCell/isEnabled`` directly sets the element's own
/// condition, so a custom element that writes them still combines with every `hidden` and
/// `disabled` around it. An element with several independent reasons uses one `Condition` each:
///
/// ```swift
/// let locked = Condition()
/// cell.setHidden(true, by: locked)      // hidden, whatever else says
/// cell.isVisible = true                 // still hidden: `locked` holds
/// cell.setHidden(false, by: locked)     // visible again
/// ```
public class Condition {
  // NB: not final: a built `hidden` or `disabled` keeps one object, which is its condition
  // too.

  /// Creates a condition, distinct from every other.
  public init() {}
}

/// An element that conditions can hide and disable: ``FormCell`` and ``Section``. The
/// `hidden` and `disabled` combinators take any of them.
///
/// ```swift
/// let locked = Condition()
/// let row = FormCell(title: "Code")
/// row.setDisabled(true, by: locked, reason: "Locked")
/// row.isEnabled    // false, whatever else says
/// ```
public protocol ConditionalElement: AnyObject {
  /// Hides the element while `hidden` is `true` for `condition`.
  func setHidden(_ hidden: Bool, by condition: Condition)
  /// Disables the element while `disabled` is `true` for `condition`, saying why with
  /// `reason`.
  func setDisabled(_ disabled: Bool, by condition: Condition, reason: String?)
}

/// The conditions that hold on one element, hiding or disabling it, each with an optional
/// reason. Small: most elements have none or one.
struct HoldingConditions {
  /// What a condition does to the element while it holds.
  enum Effect {
    case hides, disables
  }

  // NB: one array for both effects, not a set: it is usually empty, and an empty array costs
  // one word (a big form keeps one per row).
  private var entries: [(id: ObjectIdentifier, effect: Effect, reason: String?)] = []

  /// Whether a condition with `effect` holds.
  func any(_ effect: Effect) -> Bool {
    // NB: most rows have no condition: asked first, without a closure.
    !entries.isEmpty && entries.contains { $0.effect == effect }
  }

  /// The first reason given by a holding condition with `effect`.
  func reason(_ effect: Effect) -> String? {
    entries.lazy.filter { $0.effect == effect }.compactMap(\.reason).first
  }

  /// Records whether the condition `id` holds with `effect`; returns whether anything
  /// changed. One condition may both hide and disable: each effect is recorded apart.
  @discardableResult
  mutating func set(
    _ id: ObjectIdentifier, _ effect: Effect, holds: Bool, reason: String? = nil
  ) -> Bool {
    if let index = entries.firstIndex(where: { $0.id == id && $0.effect == effect }) {
      if holds {
        if entries[index].reason == reason { return false }
        entries[index].reason = reason
      } else {
        entries.remove(at: index)
      }
      return true
    }
    guard holds else { return false }
    entries.append((id, effect, reason))
    return true
  }
}

extension FormCell: HoldsConditions, ConditionalElement {
  /// Hides the cell while `hidden` is `true` for `condition`; the cell shows only while no
  /// condition hides it (``isVisible``).
  ///
  /// ```swift
  /// let lockCondition = Condition()
  /// cell.setHidden(driver.state.hotspot.isEnabled, by: lockCondition)
  /// ```
  ///
  /// - Parameters:
  ///   - hidden: Whether the condition holds now.
  ///   - condition: The condition, one per reason.
  public func setHidden(_ hidden: Bool, by condition: Condition) {
    setHidden(hidden, byID: ObjectIdentifier(condition))
  }

  /// Disables the cell while `disabled` is `true` for `condition`, saying why with `reason`;
  /// the cell takes gestures only while no condition disables it (``isEnabled``).
  ///
  /// ```swift
  /// let nameCondition = Condition()
  /// cell.setDisabled(driver.state.hotspot.networkName.isEmpty, by: nameCondition,
  ///                  reason: "Enter a name first")
  /// ```
  ///
  /// - Parameters:
  ///   - disabled: Whether the condition holds now.
  ///   - condition: The condition, one per reason.
  ///   - reason: Why the cell is disabled, shown with it and in refusals.
  public func setDisabled(_ disabled: Bool, by condition: Condition, reason: String? = nil) {
    setDisabled(disabled, byID: ObjectIdentifier(condition), reason: reason)
  }

  /// Why the cell is disabled, or `nil` when it is enabled or no reason was given.
  ///
  /// It is the reason of the first condition that disables the cell or its section and gave
  /// one.
  public var disabledReason: String? {
    conditions.reason(.disables) ?? section?.conditions.reason(.disables)
  }
}

extension Section: HoldsConditions, ConditionalElement {
  /// Hides the section while `hidden` is `true` for `condition`; it shows only while no
  /// condition hides it (``isVisible``).
  ///
  /// - Parameters:
  ///   - hidden: Whether the condition holds now.
  ///   - condition: The condition, one per reason.
  public func setHidden(_ hidden: Bool, by condition: Condition) {
    setHidden(hidden, byID: ObjectIdentifier(condition))
  }

  /// Disables every cell of the section, rows added later included, while `disabled` is
  /// `true` for `condition`. A cell is enabled only while neither it nor its section is
  /// disabled by any condition.
  ///
  /// - Parameters:
  ///   - disabled: Whether the condition holds now.
  ///   - condition: The condition, one per reason.
  ///   - reason: Why the cells are disabled.
  public func setDisabled(_ disabled: Bool, by condition: Condition, reason: String? = nil) {
    setDisabled(disabled, byID: ObjectIdentifier(condition), reason: reason)
  }

  /// Whether no condition disables the section's cells.
  package var isEnabled: Bool { !conditions.any(.disables) }
}

/// What cells and sections share: the conditions that hide and disable them, set by the
/// identity of each condition. A ``Condition`` is one identity; a built `hidden` or `disabled`
/// is identified by the object its update keeps.
protocol HoldsConditions: AnyObject {
  var conditions: HoldingConditions { get set }
}

extension HoldsConditions {
  /// Hides the element while `hidden` is `true` for the condition `id` names.
  func setHidden(_ hidden: Bool, byID id: ObjectIdentifier) {
    conditions.set(id, .hides, holds: hidden)
  }

  /// Disables the element while `disabled` is `true` for the condition `id` names.
  func setDisabled(_ disabled: Bool, byID id: ObjectIdentifier, reason: String?) {
    conditions.set(id, .disables, holds: disabled, reason: reason)
  }
}
