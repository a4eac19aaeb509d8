import Formwork
import FormworkExamples
import FormworkTerminal

/// A fresh session over the seed's Settings form, as `formwork-demo` starts it.
func settingsSession() -> FormSession {
  FormSession(initial: Settings(), title: "Settings", form: settingsForm)
}

/// The session's state, when it runs the Settings form.
func settingsState(_ session: FormSession) -> Settings? {
  session.driver(as: Settings.self)?.state
}

/// Settings with the seed's defaults, changed by `change`.
func settings(_ change: (inout Settings) -> Void = { _ in }) -> Settings {
  var settings = Settings()
  change(&settings)
  return settings
}
