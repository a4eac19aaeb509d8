import FormworkTerminal
import FormworkTestSupport
import Testing

@testable import Formwork

/// A control and combinator a user writes themselves, following the built-in ones: the
/// The "Controls" article's custom control example (Formwork.docc), verbatim.
@Suite struct ControlTests {
  /// A star rating from 0 to 5. Adopting the gesture protocols makes it work in the REPL
  /// (`inc`, `dec`, `enter`) and in any text renderer, with no other code.
  final class Rating: HostedControl, SteppableControl, TextEnterableControl,
    TextDescribedControl
  {
    var stars: Int
    var isEnabled = true
    weak var cell: FormCell?
    /// Rates: whether the form took it.
    var rated: ((Int) -> Bool)?
    /// Typed text that is not a number of stars.
    var refused: ((String) -> Void)?

    init(stars: Int) { self.stars = stars }

    var textDescription: String {
      "[" + String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars) + "]"
    }

    func increment() -> Bool { rate(stars + 1) }
    func decrement() -> Bool { rate(stars - 1) }
    func enter(_ text: String) -> Bool {
      guard acceptsInput else { return false }
      guard let stars = Int(text) else {
        refused?(text)
        return false
      }
      return rate(stars)
    }

    private func rate(_ stars: Int) -> Bool {
      guard acceptsInput, (0...5).contains(stars) else { return false }
      return rated?(stars) ?? false
    }
  }

  /// The combinator: declare the field (with its rules), build the control from the
  /// context's state, write through `context.write`, keep text that is no number through the
  /// field, and skip no-op assignments in the update.
  static func rating<State>(
    keyPath: WritableKeyPath<State, Int>, rules: FieldRules<State, Int> = []
  ) -> Element<Rating, State> {
    return { context in
      let field = context.field(title: "", keyPath: keyPath, rules: rules)
      let rating = Rating(stars: context.state[keyPath: keyPath])
      rating.rated = { context.write($0, to: keyPath) }
      rating.refused = { field.keep($0, because: "not a number of stars: \($0)") }
      return Rendered(element: rating, strongReferences: [field]) { state in
        let stars = state[keyPath: keyPath]
        if rating.stars != stars { rating.stars = stars }
      }
    }
  }

  private struct Review: Equatable {
    var stars = 3
    var comment = ""
  }

  private var reviewForm: Form<Review> {
    sections([
      section([
        controlCell(title: "Rating", control: Self.rating(keyPath: \.stars)),
        controlCell(title: "Comment", control: textField(keyPath: \.comment)),
      ])
    ])
  }

  @Test func customControlRendersAndTakesGestures() throws {
    let driver = FormDriver(initial: Review(), title: "Review", build: reviewForm)
    let rating = try #require(row(driver, 1).control as? Rating)
    #expect(rating.cell === row(driver, 1))
    #expect(rating.increment())
    #expect(rating.increment())
    #expect(!rating.increment())
    #expect(driver.state == Review(stars: 5))
    #expect(
      screenText(driver) == """
        Review

          1  Rating   [★★★★★]
          2  Comment  []

        """)
    #expect(!rating.enter("lots"))
    #expect(rating.enter("1"))
    #expect(driver.state == Review(stars: 1))
  }

  @Test func customControlRefusesBadInputAndDisabledCells() throws {
    let driver = FormDriver(initial: Review(), title: "Review", build: reviewForm)
    let rating = try #require(row(driver, 1).control as? Rating)
    #expect(!rating.enter("lots"))
    #expect(
      screenText(driver) == """
        Review

          1  Rating   [★★★☆☆]
             ! not a number of stars: lots
          2  Comment  []

        """)
    row(driver, 1).isEnabled = false
    #expect(!rating.decrement())
    #expect(driver.state == Review())
  }

  /// A custom control given rules: its value reaches state, its cell shows their message and
  /// names the field in the form's errors.
  @Test func customControlTakesRulesAsTheBuiltInOnesDo() throws {
    let form: Form<Review> = sections([
      section([
        controlCell(
          title: "Rating", control: Self.rating(keyPath: \.stars, rules: [.range(2...5)])),
        controlCell(title: "Comment", control: textField(keyPath: \.comment)),
      ])
    ])
    let driver = FormDriver(initial: Review(stars: 2), title: "Review", build: form)
    let rating = try #require(row(driver, 1).control as? Rating)
    #expect(rating.decrement())
    #expect(driver.state == Review(stars: 1))
    #expect(
      screenText(driver) == """
        Review

          1  Rating   [★☆☆☆☆]
             ! Must be from 2 to 5
          2  Comment  []

        """)
    #expect(rating.increment())
    #expect(rating.increment())
    #expect(driver.state == Review(stars: 3))
    #expect(
      screenText(driver) == """
        Review

          1  Rating   [★★★☆☆]
          2  Comment  []

        """)
    driver.state.stars = 1
    #expect(driver.validationErrors.map(\.description) == ["Rating: Must be from 2 to 5"])
  }

  @Test func customControlFollowsStateAndIsFreedWithTheDriver() {
    var driver: FormDriver<Review>? = FormDriver(
      initial: Review(), title: "Review", build: reviewForm)
    weak let rating = driver.flatMap { row($0, 1).control as? Rating }
    #expect(rating != nil)
    driver?.state.stars = 0
    #expect(rating?.textDescription == "[☆☆☆☆☆]")
    driver = nil
    #expect(rating == nil)
  }
}
