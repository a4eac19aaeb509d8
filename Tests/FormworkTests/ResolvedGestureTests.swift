import Testing

@testable import Formwork

/// How a gesture finds its row on the top screen: by number, or by title — exactly, then in
/// any case, then by the only title or word starting so — and the sentence a user reads
/// when no row, or more than one, fits.
@Suite struct ResolvedGestureTests {
  private struct Phone: Equatable {}

  private func driver(_ titles: [String]) -> FormDriver<Phone> {
    FormDriver(
      initial: Phone(), title: "Phone",
      build: sections([section(titles.map { labelCell(title: $0) })]))
  }

  /// The row `reference` names, or the message of the error it throws.
  private func lookUp(_ driver: FormDriver<Phone>, _ reference: ItemReference) -> String {
    do {
      return "row \(try driver.rowNumber(for: reference))"
    } catch {
      return error.message
    }
  }

  @Test func aTitleIsFoundExactlyThenInAnyCaseThenByItsStartThenByAWordsStart() {
    let phone = driver(["wi-fi", "Wi-Fi", "wifi calling", "Personal Hotspot", "Accept Terms"])
    #expect(lookUp(phone, .title("Wi-Fi")) == "row 2")
    #expect(lookUp(phone, .title("wi-fi")) == "row 1")
    #expect(lookUp(phone, .title("wifi")) == "row 3")
    #expect(lookUp(phone, .title("pers")) == "row 4")
    #expect(lookUp(phone, .title("terms")) == "row 5")
    #expect(lookUp(phone, .title("hot")) == "row 4")
    #expect(lookUp(phone, .number(5)) == "row 5")
  }

  /// Two rows of one title: the title names neither, exactly or in any case.
  @Test func aTitleThatSeveralRowsHaveIsAmbiguous() {
    let phone = driver(["Phone", "Phone", "wi-fi", "Wi-Fi"])
    #expect(
      lookUp(phone, .title("Phone"))
        == "'Phone' fits rows 1 (Phone), 2 (Phone); type more of the title, or the row number")
    #expect(
      lookUp(phone, .title("WI-FI"))
        == "'WI-FI' fits rows 3 (wi-fi), 4 (Wi-Fi); type more of the title, or the row number")
    #expect(lookUp(phone, .title("Wi-Fi")) == "row 4")
  }

  @Test func aReferenceThatFitsNoRowOrSeveralSaysWhichRowsThereAre() {
    let phone = driver(["Accept Terms", "Account", "Airplane Mode"])
    #expect(
      lookUp(phone, .title("ac"))
        == "'ac' fits rows 1 (Accept Terms), 2 (Account); type more of the title, or the row number"
    )
    #expect(
      lookUp(phone, .title("zz")) == "no row titled 'zz' on this screen; rows are 1–3")
    #expect(lookUp(phone, .title("mo")) == "row 3")
    #expect(lookUp(phone, .number(4)) == "no row 4 on this screen; rows are 1–3")
    #expect(lookUp(phone, .number(0)) == "no row 0 on this screen; rows are 1–3")
    #expect(lookUp(driver(["Only"]), .number(2)) == "no row 2 on this screen; the only row is 1")
    #expect(lookUp(driver([]), .number(1)) == "this screen has no rows; try 'back' or 'quit'")
    let long = String(repeating: "x", count: 50)
    #expect(
      lookUp(phone, .title(long))
        == "no row titled '\(String(repeating: "x", count: 39))…' on this screen; rows are 1–3")
  }
}
