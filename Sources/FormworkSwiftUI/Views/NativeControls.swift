#if canImport(SwiftUI)
  import Formwork
  import Foundation
  import SwiftUI
  #if canImport(UIKit) && !os(watchOS)
    import UIKit
  #endif

  /// What a native control calls with each action: the row's sender.
  typealias Send = @MainActor @Sendable (FormRow.Action) -> Void

  /// A binding that shows `value` and hands each new one to `set`: a native control never
  /// writes the form's state, it sends an action.
  @MainActor
  func sending<Value: Sendable>(
    _ value: Value, _ set: @escaping @MainActor @Sendable (Value) -> Void
  ) -> Binding<Value> {
    Binding(get: { value }, set: set)
  }

  /// A line of text: SwiftUI's `TextField`, or `SecureField` for a password. Each keystroke
  /// is sent as `.type`; Return ends the editing (`FormScreenView`).
  @MainActor
  struct TextInputRow: View {
    let title: String
    let input: FormRow.TextInput
    let id: FormRow.ID
    let focus: FocusState<FormRow.ID?>.Binding
    let send: Send

    var body: some View {
      LabeledContent {
        field.typing(input).focused(focus, equals: id)
      } label: {
        Text(title)
      }
    }

    @ViewBuilder private var field: some View {
      let text = sending(input.text) { send(.type($0)) }
      let prompt = input.placeholder.map { Text($0) }
      if input.isSecure {
        SecureField(title, text: text, prompt: prompt)
      } else {
        SwiftUI.TextField(title, text: text, prompt: prompt)
      }
    }
  }

  /// Lines of text: a SwiftUI `TextField` that grows downwards.
  @MainActor
  struct TextAreaRow: View {
    let title: String
    let input: FormRow.TextInput
    let id: FormRow.ID
    let focus: FocusState<FormRow.ID?>.Binding
    let send: Send

    var body: some View {
      VStack(alignment: .leading) {
        Text(title)
        SwiftUI.TextField(
          title, text: sending(input.text) { send(.type($0)) },
          prompt: input.placeholder.map { Text($0) }, axis: .vertical
        )
        .typing(input)
        .focused(focus, equals: id)
      }
    }
  }

  /// A date: SwiftUI's `DatePicker`, in UTC so it shows the digits of the field's text
  /// (see ``FormRow/DateInput``).
  ///
  /// tvOS and watchOS 9 have no date picker, and a text that does not read as a date has
  /// nothing to pick from. There, a text field in the field's format stands in
  /// (``DateTextRow``).
  @MainActor
  struct DateRow: View {
    let title: String
    let input: FormRow.DateInput
    let id: FormRow.ID
    let focus: FocusState<FormRow.ID?>.Binding
    let send: Send

    var body: some View {
      #if os(tvOS)
        DateTextRow(title: title, input: input, id: id, focus: focus, send: send)
      #else
        if #available(watchOS 10, *) {
          if let date = input.date {
            DatePicker(
              selection: sending(date) { send(.pickDate($0)) }, displayedComponents: components
            ) {
              Text(title)
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC") ?? TimeZone.current)
          } else {
            DateTextRow(title: title, input: input, id: id, focus: focus, send: send)
          }
        } else {
          DateTextRow(title: title, input: input, id: id, focus: focus, send: send)
        }
      #endif
    }

    #if !os(tvOS)
      @available(watchOS 10, *)
      private var components: DatePickerComponents {
        switch input.mode {
        case .date: return .date
        case .time: return .hourAndMinute
        case .dateAndTime: return [.date, .hourAndMinute]
        }
      }
    #endif
  }

  /// The date picker's fallback: the date typed as text, its format as the prompt.
  @MainActor
  struct DateTextRow: View {
    let title: String
    let input: FormRow.DateInput
    let id: FormRow.ID
    let focus: FocusState<FormRow.ID?>.Binding
    let send: Send

    var body: some View {
      TextInputRow(
        title: title,
        input: FormRow.TextInput(
          text: input.text, placeholder: input.placeholder ?? input.format,
          keyboard: .numbersAndPunctuation, capitalization: .none, autocorrects: false),
        id: id, focus: focus, send: send)
    }
  }

  /// A value stepped up and down: SwiftUI's `Stepper`; on tvOS, which has none,
  /// ``StepButtons``.
  @MainActor
  struct StepperRow: View {
    let title: String
    let input: FormRow.RangeInput
    let send: Send

    var body: some View {
      #if os(tvOS)
        StepButtons(title: title, text: input.text, send: send)
      #else
        SwiftUI.Stepper {
          LabeledContent(title, value: input.text)
        } onIncrement: {
          send(.increment)
        } onDecrement: {
          send(.decrement)
        }
      #endif
    }
  }

  /// A value along a range: SwiftUI's `Slider` under the value as the form shows it; on
  /// tvOS, which has none, ``StepButtons``.
  @MainActor
  struct SliderRow: View {
    let title: String
    let input: FormRow.RangeInput
    let send: Send

    var body: some View {
      #if os(tvOS)
        StepButtons(title: title, text: input.text, send: send)
      #else
        VStack(alignment: .leading) {
          LabeledContent(title, value: input.text)
          SwiftUI.Slider(
            value: sending(input.value) { send(.setValue($0)) }, in: input.range, step: input.step
          ) {
            Text(title)
          }
        }
      #endif
    }
  }

  /// The stepper and slider of a platform without them (tvOS): the value, and two buttons
  /// that step it down and up.
  @MainActor
  struct StepButtons: View {
    let title: String
    let text: String
    let send: Send

    var body: some View {
      HStack {
        Text(title)
        Spacer()
        Text(text).foregroundStyle(Color.secondary)
        Button {
          send(.decrement)
        } label: {
          Image(systemName: "minus")
        }
        Button {
          send(.increment)
        } label: {
          Image(systemName: "plus")
        }
      }
    }
  }

  /// Options to choose one of: a SwiftUI `Picker`, segmented for a segmented control
  /// (watchOS, which has no segmented style, shows its own picker).
  @MainActor
  struct ChoiceRow: View {
    let title: String
    let choice: FormRow.Choice
    let isSegmented: Bool
    let send: Send

    var body: some View {
      let picker = SwiftUI.Picker(selection: sending(choice.selected ?? -1) { send(.select($0)) }) {
        ForEach(choice.options.indices, id: \.self) { index in
          Text(choice.options[index]).tag(index)
        }
      } label: {
        Text(title)
      }
      if isSegmented {
        picker.segmented()
      } else {
        picker
      }
    }
  }

  /// A control of your own that no view was given for: what its protocols offer (options,
  /// steps, text), else its value as text.
  @MainActor
  struct CustomRow: View {
    let title: String
    let input: FormRow.CustomInput
    let send: Send

    var body: some View {
      if let choice = input.choice {
        ChoiceRow(title: title, choice: choice, isSegmented: false, send: send)
      } else if input.isSteppable {
        StepButtons(title: title, text: input.text ?? "", send: send)
      } else if let text = input.editingText {
        LabeledContent {
          SwiftUI.TextField(title, text: sending(text) { send(.type($0)) })
        } label: {
          Text(title)
        }
      } else {
        LabeledContent(title, value: input.text ?? "")
      }
    }
  }

  extension View {
    /// The keyboard, capitalization and autocorrection `input` asks for, where the platform
    /// has them.
    func typing(_ input: FormRow.TextInput) -> some View {
      autocorrectionDisabled(!input.autocorrects).capitalizing(input.capitalization)
        .keyboard(input)
    }

    @ViewBuilder private func capitalizing(
      _ capitalization: FormRow.TextInput.Capitalization
    ) -> some View {
      #if os(macOS)
        self
      #else
        switch capitalization {
        case .none: textInputAutocapitalization(.never)
        case .words: textInputAutocapitalization(.words)
        case .sentences: textInputAutocapitalization(.sentences)
        case .allCharacters: textInputAutocapitalization(.characters)
        }
      #endif
    }

    @ViewBuilder private func keyboard(_ input: FormRow.TextInput) -> some View {
      #if canImport(UIKit) && !os(watchOS)
        switch input.keyboard {
        case .default: keyboardType(input.allowsFractions ? .decimalPad : .default)
        case .emailAddress: keyboardType(.emailAddress)
        case .url: keyboardType(.URL)
        case .phonePad: keyboardType(.phonePad)
        case .twitter: keyboardType(.twitter)
        case .numbersAndPunctuation:
          keyboardType(input.allowsFractions ? .decimalPad : .numbersAndPunctuation)
        }
      #else
        self
      #endif
    }

    /// A segmented picker where the platform has the style.
    @ViewBuilder func segmented() -> some View {
      #if os(watchOS)
        self
      #else
        pickerStyle(.segmented)
      #endif
    }
  }
#endif
