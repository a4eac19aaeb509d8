#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// The README's settings form, shown natively in Xcode's canvas: a `PreviewProvider`, so it
  /// needs no macro.
  @MainActor
  struct SettingsFormPreviews: PreviewProvider {
    static var previews: some View {
      SettingsPreview()
    }
  }

  /// The settings form in a ``FormView``, its model kept as the view's state.
  @MainActor
  private struct SettingsPreview: View {
    @StateObject private var model = FormModel(
      driver: FormDriver(
        initial: PreviewSettings(), title: "Settings", scheduler: MainQueueScheduler(),
        build: previewSettingsForm))

    var body: some View {
      FormView(model: model)
    }
  }
#endif
