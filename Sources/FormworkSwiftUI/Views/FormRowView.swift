#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// One row: its native control (or a button, a navigation row, an option, a check box, a
  /// submit button), then its hint, its message and why it is disabled.
  @MainActor
  struct FormRowView: View {
    let row: FormRow
    let controls: CustomControls
    let focus: FocusState<FormRow.ID?>.Binding
    /// The row's control, for a custom control's own view.
    let control: (any Formwork.Control)?
    let send: @MainActor @Sendable (FormRow.Action) -> Void

    var body: some View {
      VStack(alignment: .leading) {
        content
        if let hint = row.hint { Note(text: hint) }
        if let message = row.message { MessageLine(message: message) }
        if let reason = row.disabledReason { Note(text: reason) }
      }
      .disabled(!row.isEnabled)
    }

    @ViewBuilder private var content: some View {
      switch row.control {
      case .none:
        TappableRow(row: row, send: send)
      case .toggle(let isOn):
        SwiftUI.Toggle(isOn: sending(isOn) { _ in send(.toggle) }) { Text(row.title) }
      case .textField(let input), .numberField(let input):
        TextInputRow(title: row.title, input: input, id: row.id, focus: focus, send: send)
      case .textArea(let input):
        TextAreaRow(title: row.title, input: input, id: row.id, focus: focus, send: send)
      case .datePicker(let input):
        DateRow(title: row.title, input: input, id: row.id, focus: focus, send: send)
      case .stepper(let input):
        StepperRow(title: row.title, input: input, send: send)
      case .slider(let input):
        SliderRow(title: row.title, input: input, send: send)
      case .segmentedPicker(let choice):
        ChoiceRow(title: row.title, choice: choice, isSegmented: true, send: send)
      case .picker(let choice):
        ChoiceRow(title: row.title, choice: choice, isSegmented: false, send: send)
      case .custom(let input):
        if let control, let view = controls.view(for: control, row: row, send: send) {
          view
        } else {
          CustomRow(title: row.title, input: input, send: send)
        }
      }
    }
  }

  /// A row without a control: a label, or a button drawn for what its tap does.
  @MainActor
  struct TappableRow: View {
    let row: FormRow
    let send: @MainActor @Sendable (FormRow.Action) -> Void

    var body: some View {
      switch row.tap {
      case nil:
        LabeledContent(row.title, value: row.detail ?? "")
      case .open?:
        Button {
          send(.tap)
        } label: {
          HStack {
            LabeledContent(row.title, value: row.detail ?? "")
            Image(systemName: "chevron.forward").foregroundStyle(Color.secondary)
          }
        }
        .foregroundStyle(Color.primary)
      case .choose(let isChosen)?:
        Button {
          send(.tap)
        } label: {
          HStack {
            Text(row.title).foregroundStyle(Color.primary)
            Spacer()
            if isChosen { Image(systemName: "checkmark") }
          }
        }
        .accessibilityAddTraits(isChosen ? .isSelected : [])
      case .check(let isChecked)?:
        Button {
          send(.tap)
        } label: {
          Label(row.title, systemImage: isChecked ? "checkmark.square" : "square")
            .foregroundStyle(Color.primary)
        }
        .accessibilityAddTraits(isChecked ? .isSelected : [])
      case .submit?:
        Button {
          send(.tap)
        } label: {
          HStack {
            Text(row.title).bold()
            Spacer()
            if let detail = row.detail { Text(detail).foregroundStyle(Color.secondary) }
          }
        }
      case .press?:
        Button {
          send(.tap)
        } label: {
          LabeledContent(row.title, value: row.detail ?? "")
        }
      }
    }
  }

  /// A row's message: a problem, a check under way, or a confirmation, each marked its own
  /// way.
  @MainActor
  struct MessageLine: View {
    let message: FormRow.Message

    var body: some View {
      HStack {
        switch message.kind {
        case .problem: Image(systemName: "exclamationmark.circle").foregroundStyle(Color.red)
        case .progress: ProgressView()
        case .confirmation: Image(systemName: "checkmark.circle").foregroundStyle(Color.green)
        }
        Text(message.text).foregroundStyle(message.kind == .problem ? Color.red : Color.secondary)
      }
      .font(.footnote)
    }
  }

  /// A line of secondary text under a row: its hint, or why it is disabled.
  @MainActor
  struct Note: View {
    let text: String

    var body: some View {
      Text(text).font(.footnote).foregroundStyle(Color.secondary)
    }
  }
#endif
