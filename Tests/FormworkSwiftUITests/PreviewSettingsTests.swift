import Formwork
import FormworkExamples
import FormworkTestSupport
import Testing

@testable import FormworkSwiftUI

/// The preview's copy of the README's settings form shows what the example's form shows, on
/// every screen a user reaches, so the preview stays the README's form.
@Suite struct PreviewSettingsTests {
  @Test func thePreviewsSettingsFormIsTheExamples() throws {
    let example = settingsDriver()
    let copy = FormDriver(
      initial: PreviewSettings(), title: "Settings", build: previewSettingsForm)
    let script: [Formwork.Gesture] = [
      .tap(row: 1), .toggle(row: 1), .tap(row: "Notification"), .tap(row: "Never"), .back,
      .tap(row: "Password"), .enter(row: 1, text: "s3cret word"), .back, .back,
    ]
    #expect(ScreenRenderer().render(copy) == ScreenRenderer().render(example))
    for gesture in script {
      try example.perform(gesture)
      try copy.perform(gesture)
      #expect(ScreenRenderer().render(copy) == ScreenRenderer().render(example), "\(gesture)")
    }
    #expect(copy.state.hotspot.password == "s3cret word")
    #expect(copy.state.hotspot.showPreview == .never)
  }
}
