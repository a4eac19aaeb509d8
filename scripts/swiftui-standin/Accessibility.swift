// A stand-in for Apple's Accessibility framework: only what FormworkSwiftUI uses, with the
// signatures Apple documents. Never run; see scripts/typecheck-swiftui.sh.

/// Notifications an app posts to assistive technologies.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum AccessibilityNotification {
  /// A notification that an app posts when it needs to convey an announcement to an
  /// assistive app.
  public struct Announcement {
    /// Creates an announcement notification with a string value.
    public init(_ announcement: String) {}
    /// Posts a notification to assistive apps.
    public func post() {}
  }
}
