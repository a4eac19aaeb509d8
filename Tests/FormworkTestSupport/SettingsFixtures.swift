public import Formwork
public import FormworkExamples

/// A fresh driver over the Settings form, as the examples start it.
public func settingsDriver() -> FormDriver<Settings> {
  FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
}

/// A fresh session over the Settings form, as `formwork-demo` starts it.
public func settingsSession() -> any RunningForm {
  settingsDriver()
}

/// The session's state, when it runs the Settings form.
public func settingsState(_ session: any RunningForm) -> Settings? {
  (session as? FormDriver<Settings>)?.state
}

/// Settings with the seed's defaults, changed by `change`.
public func settings(_ change: (inout Settings) -> Void = { _ in }) -> Settings {
  var settings = Settings()
  change(&settings)
  return settings
}
