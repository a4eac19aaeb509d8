import FormworkExamples
import FormworkTerminal

let driver = FormDriver(initial: Settings(), title: "Settings", build: settingsForm)
print(ScreenRenderer().render(driver), terminator: "")
