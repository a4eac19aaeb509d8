import Testing

@testable import Formwork

/// A validation error names its field by the screens that lead to it, as a list of errors
/// shows it.
@Suite struct ValidationErrorTests {
  @Test func anErrorNamesItsFieldByThePathToIt() {
    let top = ValidationError(field: "Email", message: "Required")
    #expect(top.fieldPath == "Email")
    #expect(top.description == "Email: Required")
    let nested = ValidationError(
      field: "City", message: "Required", path: ["Members", "Ada", "Address"])
    #expect(nested.fieldPath == "Members › Ada › Address › City")
    #expect(nested.description == "Members › Ada › Address › City: Required")
    #expect(String(describing: nested) == nested.description)
  }

  @Test func errorsAreEqualOnlyWithTheSameFieldMessageAndPath() {
    let error = ValidationError(field: "City", message: "Required", path: ["Address"])
    #expect(error == ValidationError(field: "City", message: "Required", path: ["Address"]))
    #expect(error != ValidationError(field: "City", message: "Required"))
    #expect(error != ValidationError(field: "City", message: "Too long", path: ["Address"]))
    #expect(error != ValidationError(field: "Town", message: "Required", path: ["Address"]))
  }
}
