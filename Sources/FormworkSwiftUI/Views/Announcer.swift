#if canImport(SwiftUI)
  #if canImport(Accessibility)
    import Accessibility
  #endif
  #if canImport(UIKit) && !os(watchOS)
    import UIKit
  #endif

  /// Says a text to VoiceOver now: a refusal, or the problems an action brought.
  ///
  /// NB: `AccessibilityNotification` needs iOS 17, macOS 14, tvOS 17, watchOS 10; iOS and
  /// tvOS 16 post UIKit's announcement instead. macOS 13 and watchOS 9 say nothing at once:
  /// the message under the row is read when VoiceOver reaches it.
  @MainActor
  enum Announcer {
    static func post(_ text: String) {
      #if canImport(Accessibility)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
          AccessibilityNotification.Announcement(text).post()
          return
        }
      #endif
      #if canImport(UIKit) && !os(watchOS)
        UIAccessibility.post(notification: .announcement, argument: text)
      #endif
    }
  }
#endif
