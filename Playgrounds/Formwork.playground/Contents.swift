//: # Formwork: build, bind and drive a form
//:
//: Open `Package.swift` in Xcode, build the `Formwork` and `FormworkTerminal` schemes, then
//: run this page. Everything here also runs headless: no simulator, no UI toolkit.
import Formwork
import FormworkTerminal

//: ## 1. State is a plain struct
//:
//: A form edits a value. Here, the seed's personal hotspot settings.
enum ShowPreview: Equatable {
  case always, whenUnlocked, never

  static let all: [ShowPreview] = [.always, .whenUnlocked, .never]

  var text: String {
    switch self {
    case .always: return "Always"
    case .whenUnlocked: return "When Unlocked"
    case .never: return "Never"
    }
  }
}

struct Hotspot: Equatable {
  var isEnabled = true
  var password = "hello"
  var networkName = "my network"
  var showPreview = ShowPreview.always

  var enabledSectionTitle: String? { isEnabled ? "Personal Hotspot Enabled" : nil }
}

//: ## 2. A form is a value, composed from combinators over key paths
//:
//: Forms at global scope are computed `var`s: in Swift 6 a stored global closure is not
//: concurrency-safe.
var showPreviewForm: Form<Hotspot> {
  sections([
    section(
      ShowPreview.all.map { option in
        optionCell(title: option.text, option: option, keyPath: \.showPreview)
      })
  ])
}

var hotspotForm: Form<Hotspot> {
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

//: ## 3. Bind a form into a bigger state
//:
//: `bind(form:to:)` is a pullback: the hotspot form knows nothing about `Settings`.
struct Settings: Equatable {
  var hotspot = Hotspot()
  var hotspotEnabled: String { hotspot.isEnabled ? "On" : "Off" }
}

var settingsForm: Form<Settings> {
  sections([
    section([
      detailTextCell(
        title: "Personal Hotspot", keyPath: \.hotspotEnabled,
        form: bind(form: hotspotForm, to: \.hotspot))
    ])
  ])
}

//: ## 4. Drive it with gestures
let driver = FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
let renderer = ScreenRenderer()
print(renderer.render(driver))

driver.topScreen.visibleCells[0].tap()  // push "Personal Hotspot"
if let hotspotSwitch = driver.topScreen.visibleCells[0].control as? Toggle {
  hotspotSwitch.tap()  // off: the footer disappears
}
print(renderer.render(driver))

driver.topScreen.visibleCells[1].tap()  // push "Password"
if let field = driver.topScreen.visibleCells[0].control as? TextField {
  field.enter("s3cret word")
}
driver.pop()
driver.pop()
print(renderer.render(driver))  // Personal Hotspot  Off  ›
print(driver.state.hotspot.password)  // s3cret word

//: ## 5. Watch the work
//:
//: The driver counts the update closures it runs. A change outside the hotspot skips the
//: whole bound subtree, because `Hotspot` is `Equatable`.
driver.state.hotspot.showPreview = .never
print(driver.updatesInLastChange)
