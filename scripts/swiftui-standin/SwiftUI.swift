// A stand-in for Apple's SwiftUI, so FormworkSwiftUI's views type-check on Linux: only the
// API they use, each declaration with the signature, isolation and availability Apple
// documents for the SDKs Swift 6 builds with (Xcode 16 and later; later SDKs write
// `@ContentBuilder` where this writes `@ViewBuilder`). Bodies are empty: it is never run.
// `scripts/typecheck-swiftui.sh` emits it as the module `SwiftUI` and type-checks the front
// end against it. A view that needs more API adds it here, as Apple documents it.

public import Combine
public import Foundation
public import UIKit

// MARK: - Views and builders

/// A type that represents part of your app's user interface.
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View
  /// The content and behavior of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A view that doesn't contain any content.
@frozen nonisolated public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError() }
}

/// A View created from a swift tuple of View values.
@frozen nonisolated public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError() }
}

/// View content that shows one of two possible children.
@frozen nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
  init() {}
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

/// A type-erased view.
@frozen nonisolated public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

/// A custom parameter attribute that constructs views from closures.
@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// What the modifiers below return: the view they modify, as an opaque type.
@frozen nonisolated public struct _ModifiedView<Content>: View {
  public var body: Never { fatalError() }
  init() {}
}

// MARK: - State and data flow

/// A property wrapper type that can read and write a value owned by a source of truth.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// Creates a binding with closures that read and write the binding value.
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

/// A property wrapper type that can read and write a value managed by SwiftUI.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) {}
  public init() where Value: ExpressibleByNilLiteral {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {}

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
@MainActor @preconcurrency @propertyWrapper @frozen
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Creates an observed object with an initial wrapped value.
  @MainActor @preconcurrency public init(wrappedValue: ObjectType) {}
  @MainActor @preconcurrency public var wrappedValue: ObjectType {
    get { fatalError() }
    set {}
  }
}

/// A property wrapper type that instantiates an observable object.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Creates a new state object with an initial wrapped value.
  nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
}

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// A property wrapper type that can read and write a value that indicates the current
  /// focus location.
  @frozen @propertyWrapper
  public struct Binding {
    let location: AnyObject
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  /// Creates a focus state that binds to an optional type.
  public init<T: Hashable>() where Value == T? {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: FocusState<Value>.Binding { fatalError() }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues {
  /// The current time zone that views should use when handling dates.
  public var timeZone: TimeZone {
    get { fatalError() }
    set {}
  }
}

// MARK: - Navigation

/// A view that displays a root view and enables you to present additional views over the
/// root view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationStack<Data, Root: View>: View {
  /// Creates a navigation stack with homogeneous navigation state that you can control.
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection,
    Data: RangeReplaceableCollection, Data.Element: Hashable
  {}
  public var body: Never { fatalError() }
}

// MARK: - Containers

/// A container for grouping controls used for data entry, such as in settings or
/// inspectors.
nonisolated public struct Form<Content: View>: View {
  /// Creates a form with the provided content.
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

/// A container view that you can use to add hierarchy within certain views.
nonisolated public struct Section<Parent, Content, Footer> {
  public var body: Never { fatalError() }
}

extension Section: View where Parent: View, Content: View, Footer: View {
  /// Creates a section with a header, footer, and the provided section content.
  nonisolated public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {}
}

/// A structure that computes views on demand from an underlying collection of identified
/// data.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var body: Never { fatalError() }
}

extension ForEach: View where Content: View {}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// Creates an instance that uniquely identifies and creates views across updates based on
  /// the identity of the underlying data.
  nonisolated public init(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
}

extension ForEach where Content: View {
  /// Creates an instance that uniquely identifies and creates views across updates based on
  /// the provided key path to the underlying data's identifier.
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
}

/// A type of view that generates views from an underlying collection of data.
public protocol DynamicViewContent: View {}

extension DynamicViewContent {
  /// Sets the deletion action for the dynamic view.
  nonisolated public func onDelete(perform action: Optional<(IndexSet) -> Void>)
    -> some DynamicViewContent
  { _ModifiedDynamicContent() }
  /// Sets the move action for the dynamic view.
  nonisolated public func onMove(perform action: Optional<(IndexSet, Int) -> Void>)
    -> some DynamicViewContent
  { _ModifiedDynamicContent() }
}

/// What `onDelete(perform:)` and `onMove(perform:)` return.
@frozen nonisolated public struct _ModifiedDynamicContent: DynamicViewContent {
  public var body: Never { fatalError() }
  init() {}
}

/// A view that arranges its subviews in a horizontal line.
nonisolated public struct HStack<Content: View>: View {
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

/// A view that arranges its subviews in a vertical line.
nonisolated public struct VStack<Content: View>: View {
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

/// An alignment position along the horizontal axis.
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
}

/// An alignment position along the vertical axis.
@frozen public struct VerticalAlignment: Equatable, Sendable {
  public static let center = VerticalAlignment()
}

/// A flexible space that expands along the major axis of its containing stack layout.
nonisolated public struct Spacer: View {
  nonisolated public init(minLength: CGFloat? = nil) {}
  public var body: Never { fatalError() }
}

// MARK: - Text, images and labels

/// A view that displays one or more lines of read-only text.
@frozen nonisolated public struct Text: View, Equatable {
  /// Creates a text view that displays a stored string without localization.
  public init<S: StringProtocol>(_ content: S) {}
  /// Applies a bold font weight to the text.
  public func bold() -> Text { self }
  public var body: Never { fatalError() }
}

/// A view that displays an image.
@frozen nonisolated public struct Image: View, Equatable {
  /// Creates a system symbol image.
  public init(systemName: String) {}
  public var body: Never { fatalError() }
}

/// A standard label for user interface items, consisting of an icon with a title.
nonisolated public struct Label<Title: View, Icon: View>: View {
  public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a system icon image and a title generated from a string.
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

/// A container for attaching a label to a value-bearing view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct LabeledContent<Label, Content> {
  public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent: View where Label: View, Content: View {
  /// Creates a standard labeled element, with a view that conveys the value of the element
  /// and a label.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content == Text {
  /// Creates a labeled informational view from a string.
  nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
}

/// A view that shows the progress toward completion of a task.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress.
  nonisolated public init() {}
}

/// An environment-dependent font.
@frozen public struct Font: Hashable, Sendable {
  /// A font with the footnote text style.
  public static let footnote = Font()
}

/// A representation of a color that adapts to a given context.
@frozen nonisolated public struct Color: View, ShapeStyle, Hashable, Sendable {
  public static let red = Color()
  public static let green = Color()
  public static let primary = Color()
  public static let secondary = Color()
  public var body: Never { fatalError() }
}

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}

// MARK: - Controls

/// A control that initiates an action.
nonisolated public struct Button<Label: View>: View {
  /// Creates a button that displays a custom label.
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a string.
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {}
}

/// A control that toggles between on and off states.
nonisolated public struct Toggle<Label: View>: View {
  /// Creates a toggle that displays a custom label.
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}

/// A control that displays an editable text interface.
nonisolated public struct TextField<Label: View>: View {
  public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  /// Creates a text field with a text label generated from a title string.
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
  /// Creates a text field with a prompt generated from a `Text`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {}
  /// Creates a text field with a preferred axis and a text label generated from a title
  /// string.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
  ) {}
}

/// A control into which people securely enter private text.
nonisolated public struct SecureField<Label: View>: View {
  public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
  /// Creates a secure field with a prompt generated from a `Text`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {}
}

/// The horizontal or vertical dimension in a 2D coordinate system.
@frozen public enum Axis: Int8, Hashable, Sendable {
  case horizontal, vertical
}

/// A control that performs increment and decrement actions.
@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
nonisolated public struct Stepper<Label: View>: View {
  /// Creates a stepper instance that performs the closures you provide when the user
  /// increments or decrements the stepper.
  nonisolated public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
  public var body: Never { fatalError() }
}

/// A control for selecting a value from a bounded linear range of values.
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider where ValueLabel == EmptyView {
  /// Creates a slider to select a value from a given range, subject to a step increment,
  /// which displays the provided label.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
}

/// A control for selecting an absolute date.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
nonisolated public struct DatePicker<Label: View>: View {
  /// Creates an instance that selects a `Date` with an unbounded range.
  nonisolated public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { fatalError() }
}

/// The components of a date that a date picker shows.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Displays hour and minute components based on the locale.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  /// Displays day, month, and year based on the locale.
  public static let date = DatePickerComponents(rawValue: 2)
}

/// A control for selecting from a set of mutually exclusive values.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  /// Creates a picker that displays a custom label.
  nonisolated public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { fatalError() }
}

/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy.
public protocol PickerStyle {}

/// A picker style that presents the options in a segmented control.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
extension PickerStyle where Self == SegmentedPickerStyle {
  /// A picker style that presents the options in a segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

// MARK: - Text input

/// The kinds of autocapitalization behavior applied during text input.
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
  public static let never = TextInputAutocapitalization()
  public static let words = TextInputAutocapitalization()
  public static let sentences = TextInputAutocapitalization()
  public static let characters = TextInputAutocapitalization()
}

/// A type that defines various triggers that result in the firing of a submission action.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Defines triggers originating from text input controls like `TextField` and
  /// `SecureField`.
  public static let text = SubmitTriggers(rawValue: 1)
}

// MARK: - Accessibility

/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: SetAlgebra, Sendable {
  public typealias Element = AccessibilityTraits
  public typealias ArrayLiteralElement = AccessibilityTraits
  /// The accessibility element is currently selected.
  public static let isSelected = AccessibilityTraits()
  public init() {}
  public func contains(_ member: AccessibilityTraits) -> Bool { false }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) { (false, self) }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    nil
  }
  public mutating func formUnion(_ other: AccessibilityTraits) {}
  public mutating func formIntersection(_ other: AccessibilityTraits) {}
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
  public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { true }
}

// MARK: - Previews

/// A type that produces view previews in Xcode.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type to preview.
  associatedtype Previews: View
  /// A collection of views to preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

// MARK: - Modifiers

extension View {
  /// Adds a condition that controls whether users can interact with this view.
  nonisolated public func disabled(_ disabled: Bool) -> some View { _ModifiedView<Self>() }

  /// Sets the default font for text in this view.
  nonisolated public func font(_ font: Font?) -> some View { _ModifiedView<Self>() }

  /// Sets a view's foreground elements to use a given style.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    _ModifiedView<Self>()
  }

  /// Configures the view's title for purposes of navigation, using a string.
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    _ModifiedView<Self>()
  }

  /// Associates a destination view with a presented data type for use within a navigation
  /// stack.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { _ModifiedView<Self>() }

  /// Adds an action to perform when this view appears.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _ModifiedView<Self>()
  }

  /// Adds an action to perform when the specified value changes.
  @available(iOS, introduced: 14.0, deprecated: 17.0)
  @available(macOS, introduced: 11.0, deprecated: 14.0)
  @available(tvOS, introduced: 14.0, deprecated: 17.0)
  @available(watchOS, introduced: 7.0, deprecated: 10.0)
  @available(visionOS, introduced: 1.0, deprecated: 1.0)
  nonisolated public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View { _ModifiedView<Self>() }

  /// Adds a modifier for this view that fires an action when a specific value changes.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { _ModifiedView<Self>() }

  /// Adds an action to perform when the user submits a value to this view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping (() -> Void)
  ) -> some View { _ModifiedView<Self>() }

  /// Modifies this view by binding its focus state to the given state value.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View { _ModifiedView<Self>() }

  /// Adds a condition that indicates whether users can delete this view.
  nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
    _ModifiedView<Self>()
  }

  /// Adds a condition for whether the view's view hierarchy is movable.
  nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View {
    _ModifiedView<Self>()
  }

  /// Sets the tag of the view, used for selecting from a list of view options.
  nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { _ModifiedView<Self>() }

  /// Sets the style for pickers within this view.
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    _ModifiedView<Self>()
  }

  /// Sets the environment value of the specified key path to the given value.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { _ModifiedView<Self>() }

  /// Sets whether to disable autocorrection for this view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, *)
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    _ModifiedView<Self>()
  }

  /// Sets how often the shift key in the keyboard is automatically enabled.
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  @available(macOS, unavailable)
  nonisolated public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> some View { _ModifiedView<Self>() }

  /// Sets the keyboard type for this view.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
    _ModifiedView<Self>()
  }

  /// Adds the given traits to the view.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    _ModifiedView<Self>()
  }
}
