/// An object in a form's strong references that holds the references of elements it builds
/// later or changes (the rows of a list section), so that searches through a form's
/// references (validated fields, disabled cells) find them.
protocol ReferenceProvider: AnyObject {
  /// The strong references of the elements it holds now.
  var providedReferences: [Any] { get }
}

/// The objects of type `T` in `references`, searched through nested arrays and
/// ``ReferenceProvider``s, in order.
func referencedObjects<T>(of type: T.Type, in references: [Any]) -> [T] {
  var found: [T] = []
  func visit(_ reference: Any) {
    if let object = reference as? T {
      found.append(object)
    } else if let provider = reference as? any ReferenceProvider {
      for item in provider.providedReferences { visit(item) }
    } else if let nested = reference as? [Any] {
      for item in nested { visit(item) }
    }
  }
  for reference in references { visit(reference) }
  return found
}
