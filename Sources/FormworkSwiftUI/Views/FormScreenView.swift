#if canImport(SwiftUI)
  import Formwork
  import Foundation
  import SwiftUI

  /// One screen of the stack as a SwiftUI `Form`.
  ///
  /// It shows the sections with their headers and footers, and a row view for each visible
  /// row. List rows can be swiped to delete and dragged to move.
  @MainActor
  struct FormScreenView: View {
    @ObservedObject var model: FormModel
    let depth: Int
    let controls: CustomControls
    @FocusState private var focused: FormRow.ID?
    /// The row the focus was on, so a field the focus leaves ends its editing.
    @State private var lastFocused: FormRow.ID? = nil

    init(model: FormModel, depth: Int, controls: CustomControls) {
      self.model = model
      self.depth = depth
      self.controls = controls
      // NB: FocusState made explicitly: a property wrapper whose `init()` is generic (as
      // FocusState's for an optional value) does not initialize the property by itself.
      _focused = FocusState()
    }

    var body: some View {
      let screen = model.screen(at: depth)
      SwiftUI.Form {
        ForEach(screen?.sections ?? []) { section in
          SwiftUI.Section {
            rows(of: section)
          } header: {
            if let header = section.header { Text(header) }
          } footer: {
            if let footer = section.footer { Text(footer) }
          }
        }
      }
      .navigationTitle(screen?.title ?? "")
      .onSubmit { submitted() }
      .onAppear { focused = screen?.focusedRow }
      .onNewValue(of: screen?.focusedRow) { row in focused = row }
      .onNewValue(of: focused) { row in focusDidMove(to: row) }
    }

    private func rows(of section: PresentedSection) -> some View {
      ForEach(section.rows) { row in
        FormRowView(row: row, controls: controls, focus: $focused, control: control(of: row)) {
          action in model.send(action, to: row.id, onScreen: depth)
        }
        .deleteDisabled(!row.canDelete)
        .moveDisabled(!row.canMove)
      }
      .onDelete(perform: section.rows.contains(where: \.canDelete) ? delete(in: section) : nil)
      .onMove(perform: section.rows.contains(where: \.canMove) ? move(in: section) : nil)
    }

    /// The row's control, when a view of your own shows it.
    private func control(of row: FormRow) -> (any Formwork.Control)? {
      guard case .custom = row.control else { return nil }
      return model.presentation.control(of: row.id, onScreen: depth)
    }

    private func delete(in section: PresentedSection) -> (IndexSet) -> Void {
      { offsets in
        for index in offsets.sorted(by: >) where section.rows.indices.contains(index) {
          model.send(.delete, to: section.rows[index].id, onScreen: depth)
        }
      }
    }

    private func move(in section: PresentedSection) -> (IndexSet, Int) -> Void {
      { sources, destination in
        guard let source = sources.first, sources.count == 1,
          let target = section.moveTarget(from: source, toOffset: destination)
        else { return }
        model.send(.move(toRow: target), to: section.rows[source].id, onScreen: depth)
      }
    }

    /// Return in a text field: its editing ends, and the focus moves to the next field
    /// (`Gesture.focusNext`; nowhere after the last one).
    private func submitted() {
      if let row = focused, let text = model.screen(at: depth)?.row(row)?.control.editingText {
        model.send(.commit(text), to: row, onScreen: depth)
      }
      model.send(.focusNext, announcingRefusal: false)
    }

    /// Ends the editing of the text row the focus left.
    private func focusDidMove(to row: FormRow.ID?) {
      defer { lastFocused = row }
      guard let left = lastFocused, left != row,
        let text = model.screen(at: depth)?.row(left)?.control.editingText
      else { return }
      model.send(.commit(text), to: left, onScreen: depth)
    }
  }

  extension View {
    /// Runs `action` with the new value whenever `value` changes.
    ///
    /// It calls `onChange(of:)` in the spelling each platform's floor has without a
    /// deprecation warning. visionOS 1 deprecates the one-value action that the other
    /// platforms' floors still need.
    @ViewBuilder func onNewValue<Value: Equatable>(
      of value: Value, _ action: @escaping (Value) -> Void
    ) -> some View {
      #if os(visionOS)
        onChange(of: value) { _, new in action(new) }
      #else
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
          onChange(of: value) { _, new in action(new) }
        } else {
          onChange(of: value, perform: action)
        }
      #endif
    }
  }
#endif
