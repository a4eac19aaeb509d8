public import Formwork
public import FormworkExamples
public import FormworkTerminal

/// A fresh driver over the seed's Settings form, as the examples start it.
public func settingsDriver() -> FormDriver<Settings> {
  FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
}

/// A fresh session over the seed's Settings form, as `formwork-demo` starts it.
public func settingsSession() -> FormSession {
  FormSession(initial: Settings(), title: "Settings", form: settingsForm)
}

/// The session's state, when it runs the Settings form.
public func settingsState(_ session: FormSession) -> Settings? {
  session.driver(as: Settings.self)?.state
}

/// Settings with the seed's defaults, changed by `change`.
public func settings(_ change: (inout Settings) -> Void = { _ in }) -> Settings {
  var settings = Settings()
  change(&settings)
  return settings
}
