// A stand-in for Apple's UIKit: only what FormworkSwiftUI uses (the keyboard types SwiftUI's
// `keyboardType(_:)` takes, and VoiceOver announcements before iOS 17), with the signatures
// Apple documents. Never run; see scripts/typecheck-swiftui.sh.

/// The type of keyboard to display for a given text-based view.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
    emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Accessibility for UIKit apps.
public enum UIAccessibility {
  /// A notification an app posts to assistive apps.
  public struct Notification: Sendable {
    /// A notification that an app posts when it needs to convey an announcement to the
    /// assistive app.
    public static let announcement = Notification()
  }

  /// Posts a notification to assistive apps.
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}
