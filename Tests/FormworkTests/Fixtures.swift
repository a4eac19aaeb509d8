import Formwork

/// An order whose profile is on a nested screen, with a note, a gift message shown only for a
/// gift, a list of lines, and a submit row: the whole-form field structure's suites share it
/// (`FieldGroupTests`, `NestedFieldsTests`, `FormDriverFieldsTests`).
enum OrderFixture {
  struct Profile: Equatable {
    var name = ""
    var age: Int? = nil
  }

  struct OrderLine: Identifiable, Equatable {
    var id: Int
    var title: String
  }

  struct Order: Equatable {
    var profile = Profile()
    var note = ""
    var isGift = false
    var giftMessage = ""
    var lines: [OrderLine] = []
    var submitted = 0
  }

  static var profileForm: Form<Profile> {
    sections([
      section([
        controlCell(title: "Name", control: textField(keyPath: \.name, rules: [.required()])),
        controlCell(title: "Age", control: numberField(keyPath: \.age, rules: [.range(13...120)])),
      ])
    ])
  }

  static var orderForm: Form<Order> {
    sections(
      [
        section([
          detailTextCell(
            title: "Profile", keyPath: \.profile.name,
            form: bind(form: profileForm, to: \.profile)),
          controlCell(title: "Note", control: textField(keyPath: \.note)),
          controlCell(title: "Gift", control: toggle(keyPath: \.isGift)),
        ]),
        section(
          [
            controlCell(
              title: "Message", control: textField(keyPath: \.giftMessage, rules: [.required()]))
          ], isVisible: \.isGift),
        listSection(
          \.lines,
          rows: [
            controlCell(
              title: "Line", control: textField(keyPath: \OrderLine.title, rules: [.required()]))
          ], header: "Lines"),
      ], submit: "Send"
    ) { $0.submitted += 1 }
  }
}

/// A suite over ``OrderFixture``: its types and forms by their short names.
protocol OrderFixtureSuite {}

extension OrderFixtureSuite {
  typealias Profile = OrderFixture.Profile
  typealias OrderLine = OrderFixture.OrderLine
  typealias Order = OrderFixture.Order
  var profileForm: Form<Profile> { OrderFixture.profileForm }
  var orderForm: Form<Order> { OrderFixture.orderForm }
}
