import Formwork

// The README's settings form, for the SwiftUI preview: a small copy, so this library product
// does not depend on the example forms. `FormworkSwiftUITests` checks that it shows what
// `FormworkExamples`' settings form shows.

/// How notifications show their content.
enum PreviewShowPreview: Equatable {
  case always, whenUnlocked, never

  static let all: [PreviewShowPreview] = [.always, .whenUnlocked, .never]

  var text: String {
    switch self {
    case .always: return "Always"
    case .whenUnlocked: return "When Unlocked"
    case .never: return "Never"
    }
  }
}

/// The personal hotspot's settings.
struct PreviewHotspot: Equatable {
  var isEnabled = true
  var password = "hello"
  var networkName = "my network"
  var showPreview = PreviewShowPreview.always
  var enabledSectionTitle: String? { isEnabled ? "Personal Hotspot Enabled" : nil }
}

/// The settings, holding a hotspot.
struct PreviewSettings: Equatable {
  var hotspot = PreviewHotspot()
  var hotspotEnabled: String { hotspot.isEnabled ? "On" : "Off" }
}

// NB: `Form` alone would be ambiguous in a file that also imports SwiftUI; here it is not,
// but the front end writes `Formwork.Form` everywhere, so a copied line keeps compiling.
var previewShowPreviewForm: Formwork.Form<PreviewHotspot> {
  sections([
    section(
      PreviewShowPreview.all.map { option in
        optionCell(title: option.text, option: option, keyPath: \.showPreview)
      })
  ])
}

var previewHotspotForm: Formwork.Form<PreviewHotspot> {
  sections([
    section(
      [controlCell(title: "Personal Hotspot", control: toggle(keyPath: \.isEnabled))],
      footer: \.enabledSectionTitle),
    section([
      nestedTextField(title: "Password", keyPath: \.password),
      nestedTextField(title: "Network Name", keyPath: \.networkName),
    ]),
    section([
      detailTextCell(
        title: "Notification", keyPath: \.showPreview.text, form: previewShowPreviewForm)
    ]),
  ])
}

var previewSettingsForm: Formwork.Form<PreviewSettings> {
  sections([
    section([
      detailTextCell(
        title: "Personal Hotspot", keyPath: \.hotspotEnabled,
        form: bind(form: previewHotspotForm, to: \.hotspot))
    ])
  ])
}
