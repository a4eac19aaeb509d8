public import Formwork

/// Works with an example's typed form without knowing its state type: random walks over
/// every example, checks over a list of forms of different states.
///
/// ```swift
/// struct RootTitle: ExampleFormVisitor {
///   func visit<State>(initial: State, title: String, form: @escaping Form<State>) -> String {
///     title
///   }
/// }
/// Example.named("settings")?.visit(RootTitle())   // "Settings"
/// ```
public protocol ExampleFormVisitor {
  /// What the visitor makes of a form.
  associatedtype Output
  /// Called with the example's initial state, root title and form.
  func visit<State>(initial: State, title: String, form: @escaping Form<State>) -> Output
}

extension Example {
  /// Calls `visitor` with the example's typed form; `nil` for an example made with
  /// `init(name:summary:start:)`, which has no form of its own to give.
  public func visit<Visitor: ExampleFormVisitor>(_ visitor: Visitor) -> Visitor.Output? {
    typedForm?.visit(visitor)
  }
}

/// An example's form with its state type erased; ``TypedExampleForm`` knows it.
class AnyExampleForm {
  func visit<Visitor: ExampleFormVisitor>(_ visitor: Visitor) -> Visitor.Output? { nil }
}

/// An example's initial state, root title and form.
final class TypedExampleForm<State>: AnyExampleForm {
  let initial: State
  let title: String
  let form: Form<State>

  init(initial: State, title: String, form: @escaping Form<State>) {
    self.initial = initial
    self.title = title
    self.form = form
  }

  override func visit<Visitor: ExampleFormVisitor>(_ visitor: Visitor) -> Visitor.Output? {
    visitor.visit(initial: initial, title: title, form: form)
  }
}
