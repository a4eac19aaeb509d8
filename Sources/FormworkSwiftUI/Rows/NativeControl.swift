public import Formwork
public import Foundation

extension FormRow {
  /// Which native control shows a row's control, with what it shows: one case for each of
  /// Formwork's controls, and ``custom(_:)`` for your own.
  ///
  /// ```swift
  /// FormRow.NativeControl(Formwork.Toggle(isOn: true))   // .toggle(isOn: true)
  /// FormRow.NativeControl(nil)                           // .none
  /// ```
  ///
  /// NB: Formwork's `Toggle`, `TextField`, `Stepper` and `Slider` share their names with
  /// SwiftUI's; this front end always writes them `Formwork.Toggle`, `SwiftUI.Toggle`.
  public enum NativeControl: Equatable {
    /// No control: the row shows its title and detail.
    case none
    /// A switch (`Formwork.Toggle`; SwiftUI's `Toggle`).
    case toggle(isOn: Bool)
    /// A line of text (`Formwork.TextField`; SwiftUI's `TextField`, or `SecureField` when
    /// ``TextInput/isSecure``).
    case textField(TextInput)
    /// Lines of text (`TextArea`; a vertical SwiftUI `TextField`).
    case textArea(TextInput)
    /// A number typed as text (`NumberField`; a SwiftUI `TextField` with a number keyboard).
    case numberField(TextInput)
    /// A date, a time or both (`DateField`; SwiftUI's `DatePicker`, or a text field where
    /// there is none or the text does not read as a date).
    case datePicker(DateInput)
    /// A value stepped up and down (`Formwork.Stepper`; SwiftUI's `Stepper`, or two step
    /// buttons where there is none).
    case stepper(RangeInput)
    /// A value along a range (`Formwork.Slider`; SwiftUI's `Slider`, or two step buttons
    /// where there is none).
    case slider(RangeInput)
    /// A few options side by side (`SegmentedControl`; a segmented SwiftUI `Picker`).
    case segmentedPicker(Choice)
    /// A picker row's options, chosen in place (`PickerOptions`; a SwiftUI `Picker`).
    case picker(Choice)
    /// A control of your own: what its protocols say of it. A view you give for its type
    /// shows it (`CustomControls`); otherwise its protocols choose a native control.
    case custom(CustomInput)

    /// The native control for `control`.
    ///
    /// - Parameter control: A cell's control, if any.
    public init(_ control: (any Formwork.Control)?) {
      switch control {
      case nil: self = .none
      case let toggle as Formwork.Toggle: self = .toggle(isOn: toggle.isOn)
      case let field as Formwork.TextField: self = .textField(TextInput(field))
      case let area as TextArea:
        self = .textArea(TextInput(text: area.text, placeholder: area.placeholder))
      case let field as NumberField: self = .numberField(TextInput(number: field))
      case let field as DateField: self = .datePicker(DateInput(field))
      case let stepper as Formwork.Stepper: self = .stepper(RangeInput(stepper))
      case let slider as Formwork.Slider: self = .slider(RangeInput(slider))
      case let segments as SegmentedControl: self = .segmentedPicker(Choice(segments))
      case let options as PickerOptions: self = .picker(Choice(options))
      case let control?: self = .custom(CustomInput(control))
      }
    }

    /// The text a text-taking control holds as typed, for a commit; `nil` for the others.
    var editingText: String? {
      switch self {
      case .textField(let input), .textArea(let input), .numberField(let input):
        return input.text
      case .datePicker(let input): return input.text
      case .custom(let input): return input.editingText
      default: return nil
      }
    }
  }

  /// What a text-taking native control shows and how it takes typing.
  public struct TextInput: Equatable, Sendable {
    /// The text as the user types it (a number field's plain number, not `30 cm`).
    public var text: String
    /// Shown while the text is empty.
    public var placeholder: String?
    /// Whether the text is masked (a password).
    public var isSecure: Bool
    /// The keyboard to show.
    public var keyboard: Keyboard
    /// How typed text is capitalized.
    public var capitalization: Capitalization
    /// Whether typed text is autocorrected.
    public var autocorrects: Bool
    /// For a number field: whether the number may have a fraction (a decimal keypad).
    public var allowsFractions: Bool

    /// Creates a text input; plain text by default.
    public init(
      text: String, placeholder: String? = nil, isSecure: Bool = false,
      keyboard: Keyboard = .default, capitalization: Capitalization = .sentences,
      autocorrects: Bool = true, allowsFractions: Bool = false
    ) {
      self.text = text
      self.placeholder = placeholder
      self.isSecure = isSecure
      self.keyboard = keyboard
      self.capitalization = capitalization
      self.autocorrects = autocorrects
      self.allowsFractions = allowsFractions
    }

    init(_ field: Formwork.TextField) {
      self.init(
        text: field.text, placeholder: field.placeholder, isSecure: field.isSecure,
        keyboard: field.kind.keyboard, capitalization: field.kind.capitalization,
        autocorrects: field.kind.autocorrects && !field.isSecure)
    }

    init(number field: NumberField) {
      self.init(
        text: field.editingText, placeholder: field.placeholder,
        keyboard: .numbersAndPunctuation, capitalization: .none, autocorrects: false,
        allowsFractions: field.allowsFractions)
    }
  }

  /// What a date picker shows: the field's text read as a date, in the field's format.
  ///
  /// The text is read as a wall-clock time in UTC, and a picker shows it in UTC. So the
  /// picker shows the digits of the text, whatever the form's time zone. A picked date is
  /// written back as text in the same format, and the form reads it in its own time zone.
  ///
  /// ```swift
  /// let input = FormRow.DateInput(text: "2024-02-29", format: "yyyy-MM-dd", mode: .date)
  /// input.date.map(input.text(for:))   // "2024-02-29"
  /// ```
  public struct DateInput: Equatable, Sendable {
    /// The field's text (its value, or text it refused).
    public var text: String
    /// The format text is entered in: `yyyy-MM-dd`.
    public var format: String
    /// A day, a time of day, or both: which components a picker shows.
    public var mode: DateField.Mode
    /// Shown while the field is empty.
    public var placeholder: String?
    /// The text read as a date (UTC wall clock); `nil` when it is empty or does not read,
    /// where a view shows a text field instead.
    public var date: Date?

    /// Creates a date input, reading `text` in `format`.
    public init(text: String, format: String, mode: DateField.Mode, placeholder: String? = nil) {
      self.text = text
      self.format = format
      self.mode = mode
      self.placeholder = placeholder
      date = Self.formatter(format).date(from: text)
    }

    init(_ field: DateField) {
      self.init(
        text: field.editingText, format: field.format, mode: field.mode,
        placeholder: field.placeholder)
    }

    /// `date` as text in ``format``, as the field takes it.
    public func text(for date: Date) -> String {
      Self.formatter(format).string(from: date)
    }

    private static func formatter(_ format: String) -> DateFormatter {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.dateFormat = format
      formatter.isLenient = false
      return formatter
    }
  }

  /// What a stepper or slider shows.
  public struct RangeInput: Equatable, Sendable {
    /// The value.
    public var value: Double
    /// The values it may take.
    public var range: ClosedRange<Double>
    /// How far one step moves.
    public var step: Double
    /// The value as the form shows it (`3 kg`).
    public var text: String

    /// Creates a range input.
    public init(value: Double, range: ClosedRange<Double>, step: Double, text: String) {
      self.value = value
      self.range = range
      self.step = step
      self.text = text
    }

    init(_ control: RangedControl) {
      self.init(
        value: control.value, range: control.range, step: control.step,
        text: control.format(control.value))
    }
  }

  /// The options of a choice and which one is chosen.
  public struct Choice: Equatable, Sendable {
    /// The options' titles, in order.
    public var options: [String]
    /// The chosen option's index, if any.
    public var selected: Int?

    /// Creates a choice.
    public init(options: [String], selected: Int?) {
      self.options = options
      self.selected = selected
    }

    init(_ control: any SelectableControl) {
      self.init(options: control.optionTitles, selected: control.selectedIndex)
    }
  }

  /// What a control of your own offers, read from the protocols it adopts.
  public struct CustomInput: Equatable, Sendable {
    /// The control's type name, as `Rating`.
    public var typeName: String
    /// Its value as short text (`TextDescribedControl`), if it says.
    public var text: String?
    /// The text an editor starts from (`TextEnterableControl`), if it takes text.
    public var editingText: String?
    /// Its options (`SelectableControl`), if it has them.
    public var choice: Choice?
    /// Whether it steps up and down (`SteppableControl`).
    public var isSteppable: Bool

    /// Creates what a custom control offers.
    public init(
      typeName: String, text: String? = nil, editingText: String? = nil, choice: Choice? = nil,
      isSteppable: Bool = false
    ) {
      self.typeName = typeName
      self.text = text
      self.editingText = editingText
      self.choice = choice
      self.isSteppable = isSteppable
    }

    init(_ control: any Formwork.Control) {
      typeName = String(describing: type(of: control))
      text = (control as? any TextDescribedControl)?.textDescription
      editingText = (control as? any TextEnterableControl)?.editingText
      choice = (control as? any SelectableControl).map(Choice.init)
      isSteppable = control is any SteppableControl
    }
  }
}

extension FormRow.TextInput {
  /// The keyboard a renderer shows for a text field.
  ///
  /// ```swift
  /// FormRow.NativeControl(Formwork.TextField(kind: .email))
  /// // .textField(TextInput(text: "", keyboard: .emailAddress, capitalization: .none, …))
  /// ```
  public enum Keyboard: Sendable, Equatable {
    /// The default keyboard.
    case `default`
    /// A keyboard for email addresses.
    case emailAddress
    /// A keyboard for web addresses.
    case url
    /// A phone keypad.
    case phonePad
    /// A keyboard with `@` and `#` at hand.
    case twitter
    /// Digits and punctuation.
    case numbersAndPunctuation
  }

  /// How a renderer capitalizes typed text.
  ///
  /// ```swift
  /// FormRow.NativeControl(Formwork.TextField(kind: .name))
  /// // .textField(TextInput(text: "", capitalization: .words, autocorrects: false))
  /// ```
  public enum Capitalization: Sendable, Equatable {
    /// Never.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
  }
}

extension Formwork.TextField.Kind {
  /// The keyboard a renderer shows for the kind.
  var keyboard: FormRow.TextInput.Keyboard {
    switch self {
    case .plain, .name, .password, .account: return .default
    case .email: return .emailAddress
    case .url: return .url
    case .phone: return .phonePad
    case .twitter: return .twitter
    case .zipCode: return .numbersAndPunctuation
    }
  }

  /// How a renderer capitalizes typed text for the kind.
  var capitalization: FormRow.TextInput.Capitalization {
    switch self {
    case .plain: return .sentences
    case .name: return .words
    case .zipCode: return .allCharacters
    case .email, .url, .phone, .password, .twitter, .account: return .none
    }
  }

  /// Whether a renderer autocorrects typed text for the kind.
  var autocorrects: Bool { self == .plain }
}
