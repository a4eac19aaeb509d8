/// Hides a cell or a section while a condition on state holds.
///
/// The condition is checked on every change; the app calls nothing. A hidden row:
///
/// - is left out of ``Screen/visibleCells``, so the REPL does not number it;
/// - refuses every gesture;
/// - has fields that do not count.
///
/// A hidden section hides its rows. Conditions combine: an element shows only while none
/// hides it (see ``Condition``).
///
/// ```swift
/// hidden(controlCell(title: "Topics", control: textField(keyPath: \Newsletter.topics)),
///        when: { !$0.wantsNewsletter })
/// hidden(section([controlCell(title: "Code", control: textField(keyPath: \Newsletter.code))]),
///        when: \.isLocked)
/// ```
///
/// - Parameters:
///   - element: The cell or section.
///   - predicate: Whether it is hidden; a key path to a `Bool` works too.
public func hidden<State, El: ConditionalElement>(
  _ element: @escaping Element<El, State>, when predicate: @escaping (State) -> Bool
) -> Element<El, State> {
  conditioned(element, hides: predicate) { element, holds, condition in
    element.setHidden(holds, by: condition)
  }
}

/// Disables a cell, or every cell of a section, while a condition on state holds.
///
/// A disabled row stays on screen, marked disabled, and refuses gestures, its control's
/// too. Rows added to a disabled section later are disabled as well. Its fields do not
/// count, unless they count while disabled (``FieldRules``). Conditions combine: a cell
/// takes gestures only while none disables it or its section.
///
/// ```swift
/// disabled(controlCell(title: "Password", control: textField(keyPath: \Newsletter.password)),
///          when: \.usesPasskey, reason: "Signed in with a passkey")
/// ```
///
/// - Parameters:
///   - element: The cell or section.
///   - predicate: Whether it is disabled; a key path to a `Bool` works too.
///   - reason: Why, shown on the row and quoted when a gesture is refused
///     (`Enter a name first`).
public func disabled<State, El: ConditionalElement>(
  _ element: @escaping Element<El, State>, when predicate: @escaping (State) -> Bool,
  reason: String? = nil
) -> Element<El, State> {
  conditioned(element, disables: predicate) { element, holds, condition in
    element.setDisabled(holds, by: condition, reason: reason)
  }
}

/// Builds `element` with its fields in a group the condition covers, and applies the
/// condition after the element's update.
///
/// The condition is an object of its own among the element's conditions. So whatever else
/// hides or disables the element keeps its own answer.
private func conditioned<El, State>(
  _ element: @escaping Element<El, State>, hides: ((State) -> Bool)? = nil,
  disables: ((State) -> Bool)? = nil, apply: @escaping (El, Bool, Condition) -> Void
) -> Element<El, State> {
  return { context in
    let group = FieldGroup<State>()
    context.fields.add(group, hiddenWhen: hides, disabledWhen: disables)
    let rendered = element(context.with(fields: group))
    guard let predicate = hides ?? disables else { return rendered }
    let condition = Condition()
    let target = rendered.element
    let update = rendered.update
    return context.rendered(target, rendered.strongReferences + [condition]) { state in
      update(state)
      apply(target, predicate(state), condition)
    }
  }
}
