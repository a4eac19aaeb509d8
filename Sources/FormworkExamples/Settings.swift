public import Formwork

/// How notifications show their content.
public enum ShowPreview: CaseIterable, Equatable, Sendable, Codable {
  /// Always show previews.
  case always
  /// Show previews only when the device is unlocked.
  case whenUnlocked
  /// Never show previews.
  case never

  /// The options in the order the form lists them.
  public static let all: [ShowPreview] = [.always, .whenUnlocked, .never]

  /// The option's title.
  public var text: String {
    switch self {
    case .always: return "Always"
    case .whenUnlocked: return "When Unlocked"
    case .never: return "Never"
    }
  }
}

/// A phone's personal hotspot settings.
public struct Hotspot: Equatable, Codable {
  /// Whether the hotspot is on.
  public var isEnabled = true
  /// The Wi-Fi password.
  public var password = "hello"
  /// The network's name.
  public var networkName = "my network"
  /// How notifications show their content.
  public var showPreview = ShowPreview.always

  /// Creates hotspot settings: on, with a password and a network name.
  public init() {}

  /// The footer under the hotspot switch, which follows it.
  public var enabledSectionTitle: String? {
    isEnabled ? "Personal Hotspot Enabled" : nil
  }
}

/// A phone's settings, holding a hotspot.
public struct Settings: Equatable, Codable {
  /// The personal hotspot.
  public var hotspot = Hotspot()

  /// Creates settings with the hotspot's defaults.
  public init() {}

  /// "On" or "Off", shown on the Settings screen.
  public var hotspotEnabled: String { hotspot.isEnabled ? "On" : "Off" }
}

/// The nested form that chooses how notifications show previews.
public var showPreviewForm: Form<Hotspot> {
  sections([
    section(
      ShowPreview.all.map { option in
        optionCell(title: option.text, option: option, keyPath: \.showPreview)
      })
  ])
}

/// The hotspot form: a switch whose footer follows it, two nested text fields and a
/// nested choice of notification previews.
public var hotspotForm: Form<Hotspot> {
  sections([
    section(
      [controlCell(title: "Personal Hotspot", control: toggle(keyPath: \.isEnabled))],
      footer: \.enabledSectionTitle),
    section([
      nestedTextField(title: "Password", keyPath: \.password),
      nestedTextField(title: "Network Name", keyPath: \.networkName),
    ]),
    section([
      detailTextCell(title: "Notification", keyPath: \.showPreview.text, form: showPreviewForm)
    ]),
  ])
}

/// The settings form: one cell that shows whether the hotspot is on and pushes the
/// hotspot form, bound to `\.hotspot`.
public var settingsForm: Form<Settings> {
  sections([
    section([
      detailTextCell(
        title: "Personal Hotspot", keyPath: \.hotspotEnabled,
        form: bind(form: hotspotForm, to: \.hotspot))
    ])
  ])
}
