// A stand-in for Apple's Combine: only what FormworkSwiftUI uses (`ObservableObject` and the
// publisher its default `objectWillChange` is), with the signatures Apple documents. It is
// never run; `scripts/typecheck-swiftui.sh` type-checks the SwiftUI front end against it.

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
  /// A publisher that emits before the object has changed.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that emits before the object has changed.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A publisher that publishes changes from observable objects.
final public class ObservableObjectPublisher {
  /// Creates an observable object publisher instance.
  public init() {}
  /// Sends the changed value to the downstream subscriber.
  final public func send() {}
}
