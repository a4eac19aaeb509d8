import Formwork
import FormworkExamples
import FormworkTestSupport
import FormworkTesting
import Testing

/// Choices whose options are loaded, driven through `FormTester`: whole screens and whole
/// states, with the loads settled on the tester's scheduler.
@Suite struct LoadedChoicesTests {
  struct Shipping: Equatable {
    var country = "US"
    var region = ""
    var extras: Set<String> = []
    var sent = false
  }

  /// A service the test controls: its answers, and the countries it fails for.
  final class Service: @unchecked Sendable {
    // NB: `@unchecked`: a test's loads run one at a time, when the test settles them.
    var regions = ["US": ["California", "Texas"], "CA": ["Ontario", "Quebec"]]
    var down: Set<String> = []
    var asked: [String] = []

    func regions(of country: String) throws -> [String] {
      asked.append(country)
      if down.contains(country) { throw Outage(country: country) }
      return regions[country] ?? []
    }
  }

  struct Outage: Error, CustomStringConvertible {
    var country: String
    var description: String { "no answer for \(country)" }
  }

  static func form(_ service: Service) -> Form<Shipping> {
    let regions = OptionsLoader<Shipping, String>(key: \.country) { country in
      try service.regions(of: country)
    }
    let extras = OptionsLoader<Shipping, String>(key: \.country) { country in
      country == "US" ? ["Gift wrap", "Signature"] : ["Signature"]
    }
    return sections(
      [
        section([
          pickerCell(
            title: "Country", keyPath: \.country, options: ["US", "CA"], optionTitle: { $0 }),
          pickerCell(
            title: "Region", keyPath: \.region, optionsLoadedBy: regions, optionTitle: { $0 },
            rules: [.required()]),
          multiSelectCell(
            title: "Extras", keyPath: \.extras, optionsLoadedBy: extras, optionTitle: { $0 }),
        ])
      ], submit: "Send"
    ) { $0.sent = true }
  }

  /// Loads the form starts itself are no doing of the user's: an untouched form with a form
  /// rule that fails shows no count while its options load, nor once they came. A submit
  /// tried shows it.
  @Test func loadsLeaveAnUntouchedFormSayingNothing() async {
    let service = Service()
    let tester = FormTester(
      initial: Shipping(), title: "Shipping",
      form: sections(
        [
          section([
            pickerCell(
              title: "Region", keyPath: \.region,
              optionsLoadedBy: OptionsLoader<Shipping, String>(key: \.country) { country in
                try service.regions(of: country)
              }, optionTitle: { $0 })
          ])
        ], submit: "Ship", rules: [FormRule("Choose an extra") { !$0.extras.isEmpty }]
      ) { $0.sent = true })
    #expect(tester.row("Ship")?.detail == nil)
    await tester.settle()
    #expect(service.asked == ["US"])
    #expect(tester.row("Ship")?.detail == nil)
    #expect(tester.driver.validationErrors.map(\.description) == ["Choose an extra"])
    tester.driver.validate()
    #expect(tester.row("Ship")?.detail == "(1 to fix)")
  }

  @Test func thePickerSaysLoadingUntilTheOptionsComeThenOffersThem() async {
    let service = Service()
    let tester = FormTester(initial: Shipping(), title: "Shipping", form: Self.form(service))
    #expect(
      tester.screen == """
        Shipping

          1  Country  US  ›
          2  Region   Loading…  ›
          3  Extras   Loading…  ›

          4  Send

        """)
    #expect(service.asked == [])
    await tester.settle()
    #expect(service.asked == ["US"])
    #expect(
      tester.screen == """
        Shipping

          1  Country  US  ›
          2  Region     ›
          3  Extras   None  ›

          4  Send

        """)
    tester.tap("Region") { _ in }
    #expect(
      tester.screen == """
        Shipping › Region

          1  California
          2  Texas

        """)
    tester.tap("Texas") { $0.region = "Texas" }
    tester.back()
    #expect(tester.driver.validationErrors.isEmpty)
    #expect(tester.tap("Send") { $0.sent = true })
  }

  @Test func aNewKeyLoadsAgainAndAnAnswerForTheOldKeyIsDropped() async {
    let service = Service()
    let tester = FormTester(initial: Shipping(), title: "Shipping", form: Self.form(service))
    await tester.settle()
    tester.select("Texas", in: "Region") { $0.region = "Texas" }
    // The country changes twice before any answer comes: only the last one's is taken.
    tester.select("CA", in: "Country") { $0.country = "CA" }
    tester.select("US", in: "Country") { $0.country = "US" }
    tester.select("CA", in: "Country") { $0.country = "CA" }
    #expect(
      tester.screen == """
        Shipping

          1  Country  CA  ›
          2  Region   Loading…  ›
          3  Extras   Loading…  ›

          4  Send     (2 to fix)

        """)
    service.regions["CA"] = ["Ontario", "Quebec", "Yukon"]
    await tester.settle()
    #expect(service.asked == ["US", "CA"])
    // Texas is kept, and said to be no longer offered.
    #expect(
      tester.screen == """
        Shipping

          1  Country  CA  ›
          2  Region   Texas  ›
             ! Texas is no longer offered
          3  Extras   None  ›

          4  Send     (1 to fix)

        """)
    #expect(
      (tester.row("Region")?.control as? PickerOptions)?.optionTitles == [
        "Ontario", "Quebec", "Yukon",
      ])
    #expect(tester.select("Yukon", in: "Region") { $0.region = "Yukon" })
    #expect(tester.driver.validationErrors.isEmpty)
  }

  @Test func aFailedLoadSaysWhyAndItsScreenOffersToTryAgain() async {
    let service = Service()
    service.down = ["US"]
    let tester = FormTester(initial: Shipping(), title: "Shipping", form: Self.form(service))
    await tester.settle()
    #expect(
      tester.screen == """
        Shipping

          1  Country  US  ›
          2  Region     ›
             ! Could not load the options: no answer for US
          3  Extras   None  ›

          4  Send

        """)
    #expect(tester.driver.validationErrors.map(\.description) == ["Region: Required"])
    tester.tap("Region") { _ in }
    #expect(
      tester.screen == """
        Shipping › Region

             Could not load the options: no answer for US

          1  Try again

        """)
    // It fails again: nothing changes.
    #expect(tester.tap("Try again") { _ in })
    #expect(tester.screen.contains("Loading…"))
    await tester.settle()
    #expect(service.asked == ["US", "US"])
    #expect(tester.screen.contains("1  Try again"))
    // The service is back: the options come, the row goes.
    service.down = []
    tester.tap("Try again") { _ in }
    await tester.settle()
    #expect(
      tester.screen == """
        Shipping › Region

          1  California
          2  Texas

        """)
    tester.tap("California") { $0.region = "California" }
    tester.back()
    #expect(
      tester.screen == """
        Shipping

          1  Country  US  ›
          2  Region   California  ›
          3  Extras   None  ›

          4  Send

        """)
  }

  @Test func theOptionsScreenSaysLoadingAndFillsInWhenTheAnswerComes() async {
    let service = Service()
    let tester = FormTester(
      initial: Shipping(extras: ["Gift wrap"]), title: "Shipping", form: Self.form(service))
    tester.tap("Extras") { _ in }
    #expect(
      tester.screen == """
        Shipping › Extras

          1  [x] Gift wrap
             Loading…

        """)
    await tester.settle()
    #expect(
      tester.screen == """
        Shipping › Extras

          1  [x] Gift wrap
          2  [ ] Signature

        """)
    tester.tap("Signature") { $0.extras = ["Gift wrap", "Signature"] }
    tester.back()
    #expect(tester.row("Extras")?.detail == "Gift wrap, Signature")
    // Another country: the gift wrap it no longer offers stays chosen, listed last.
    tester.select("CA", in: "Country") { $0.country = "CA" }
    await tester.settle()
    #expect(tester.row("Extras")?.detail == "Signature, Gift wrap")
    #expect(tester.row("Extras")?.message == "Gift wrap is no longer offered")
  }

  @Test func aChoiceOnAScreenNeverOpenedLoadsNothingAndCountsByItsOtherRules() async {
    let service = Service()
    let form = addressScreen(service, rules: [.required()])
    let tester = FormTester(initial: Shipping(region: "Atlantis"), title: "Shipping", form: form)
    await tester.settle()
    #expect(service.asked == [])
    #expect(tester.driver.validationErrors.isEmpty)
    tester.tap("Address") { _ in }
    await tester.settle()
    #expect(service.asked == ["US"])
    #expect(
      tester.driver.validationErrors.map(\.description) == [
        "Address › Region: Atlantis is no longer offered"
      ])
    // Back on the root, the load of a new key is never asked for, the answer kept stands.
    tester.back()
    tester.state.country = "CA"
    await tester.settle()
    #expect(service.asked == ["US"])
    #expect(tester.driver.validationErrors.isEmpty)
  }

  @Test func aLoadUnderWayWhenItsScreenCloses() async {
    let service = Service()
    let form = addressScreen(service)
    let tester = FormTester(initial: Shipping(), title: "Shipping", form: form)
    tester.tap("Address") { _ in }
    #expect(tester.row("Region")?.detail == "Loading…")
    tester.back()
    #expect(tester.driver.scheduler.hasPendingWork == false)
    await tester.settle()
    #expect(service.asked == [])
    tester.tap("Address") { _ in }
    #expect(tester.row("Region")?.detail == "Loading…")
    await tester.settle()
    #expect(service.asked == ["US"])
    #expect(tester.row("Region")?.detail == "")
    #expect(tester.driver.validationErrors.isEmpty)
  }

  @Test func wordsComeFromTheDriversStrings() async {
    let service = Service()
    service.down = ["US"]
    let driver = FormDriver(
      initial: Shipping(), title: "Versand", strings: FormStrings(locale: "de"),
      build: Self.form(service))
    let region = driver.topScreen.visibleCells[1]
    #expect(region.detail == "Wird geladen…")
    await (driver.scheduler as? ManualScheduler)?.settle()
    #expect(region.message == "Optionen konnten nicht geladen werden: no answer for US")
    region.tap()
    #expect(driver.topScreen.visibleCells.map(\.title) == ["Erneut versuchen"])
  }
}

/// Walks and explorations over loaded options, answered by a seeded service so that every
/// run is the same.
@Suite struct LoadedChoicesWalkTests {
  typealias Shipping = LoadedChoicesTests.Shipping

  /// The regions of a country, as a seeded service answers: the same seed, the same answers;
  /// one country of three is down.
  static func regions(of country: String, seed: UInt64) throws -> [String] {
    let countries = ["US", "CA", "MX"]
    let down = countries[Int(seed % UInt64(countries.count))]
    if country == down { throw LoadedChoicesTests.Outage(country: country) }
    return (1...(2 + Int(seed % 2))).map { "\(country)-\($0)" }
  }

  static func form(seed: UInt64) -> Form<Shipping> {
    sections(
      [
        section([
          pickerCell(
            title: "Country", keyPath: \.country, options: ["US", "CA", "MX"],
            optionTitle: { $0 }),
          pickerCell(
            title: "Region", keyPath: \.region,
            optionsLoadedBy: OptionsLoader(key: \.country) { try regions(of: $0, seed: seed) },
            optionTitle: { $0 }, rules: [.required()]),
          multiSelectCell(
            title: "Extras", keyPath: \.extras,
            optionsLoadedBy: OptionsLoader(key: \.country) { country in
              country == "US" ? ["Gift wrap", "Signature"] : ["Signature"]
            }, optionTitle: { $0 }, rules: [.maxCount(1)]),
        ])
      ], submit: "Send"
    ) { $0.sent = true }
  }

  @Test func walksWithAnswersAndWithoutFindNoInconsistency() async {
    for seed: UInt64 in [1, 2] {
      var walker = RandomWalker(
        initial: Shipping(), title: "Shipping", form: Self.form(seed: seed))
      walker.settlesChecks = true
      let summary = await walker.runOnItsOwnThread(walks: 30, steps: 25, seed: seed)
      #expect(summary.failure == nil, "\(summary.failure?.description ?? "")")
      // The walks chose regions, saw a load fail, and tried again.
      #expect(summary.gestures["tap", default: 0] > 0)
    }
    // Answers never come: every row says `Loading…` all along, and stays consistent.
    RandomWalker(initial: Shipping(), title: "Shipping", form: Self.form(seed: 1))
      .check(walks: 20, steps: 20, seed: 3)
  }

  @Test func anExplorationWithAnswersReachesEveryRegionAndFindsNoInconsistency() async {
    var explorer = FormExplorer(initial: Shipping(), title: "Shipping", form: Self.form(seed: 1))
    explorer.settlesChecks = true
    let report = await onItsOwnThread {
      let report = explorer.explore(depth: 4, maxConfigurations: 400)
      return (failure: report.failure?.description, neverChosen: report.optionsNeverChosen)
    }
    #expect(report?.failure == nil, "\(report?.failure ?? "")")
    #expect(report?.neverChosen == [])
  }
}

/// The sign-up example's location: the regions of the chosen country load from a seeded,
/// simulated service.
@Suite struct SignupLocationTests {
  @Test func theRegionsOfTheChosenCountryLoadAndAFailedLoadSaysSo() async {
    let tester = FormTester(initial: SignUp(), title: "Sign Up", form: signupForm)
    tester.tap("Location") { _ in }
    #expect(
      tester.screen == """
        Sign Up › Location

          1  Country  None  ›

        """)
    tester.select("Canada", in: "Country") { $0.country = "Canada" }
    #expect(
      tester.screen == """
        Sign Up › Location

          1  Country  Canada  ›
          2  Region   Loading…  ›

        """)
    await tester.settle()
    tester.select("Ontario", in: "Region") { $0.region = "Ontario" }
    #expect(
      tester.screen == """
        Sign Up › Location

          1  Country  Canada  ›
          2  Region   Ontario  ›

        """)
    // The service is down for Germany (its seed says so): the region says why.
    tester.select("Germany", in: "Country") { $0.country = "Germany" }
    await tester.settle()
    #expect(
      tester.screen == """
        Sign Up › Location

          1  Country  Germany  ›
          2  Region   Ontario  ›
             ! Could not load the options: the region service is down

        """)
    tester.select("United States", in: "Country") { $0.country = "United States" }
    await tester.settle()
    #expect(tester.row("Region")?.message == "Ontario is no longer offered")
    tester.select("Texas", in: "Region") { $0.region = "Texas" }
    tester.back()
    #expect(tester.row("Location")?.detail == "Texas, United States")
  }

  @Test func walksWithEveryAnswerFindNoInconsistency() async {
    var walker = RandomWalker(initial: SignUp(), title: "Sign Up", form: signupForm)
    walker.settlesChecks = true
    let summary = await walker.runOnItsOwnThread(walks: 20, steps: 30, seed: 11)
    #expect(summary.failure == nil, "\(summary.failure?.description ?? "")")
    #expect(summary.paths.contains("Sign Up › Location › Region"))
  }

  @Test func theServiceAnswersTheSameForTheSameSeed() async throws {
    #expect(try await RegionService().regions(of: "Canada") == ["Alberta", "Ontario", "Quebec"])
    #expect(RegionService().unavailableCountry == "Germany")
    #expect(RegionService(seed: 0).unavailableCountry == "Canada")
    await #expect(throws: RegionService.Unavailable.self) {
      try await RegionService().regions(of: "Germany")
    }
  }
}

/// A root row opening an Address screen whose Region picker loads from `service`.
private func addressScreen(
  _ service: LoadedChoicesTests.Service, rules: FieldRules<LoadedChoicesTests.Shipping, String> = []
) -> Form<LoadedChoicesTests.Shipping> {
  sections([
    section([
      detailTextCell(
        title: "Address", keyPath: \.country,
        form: sections([
          section([
            pickerCell(
              title: "Region", keyPath: \.region,
              optionsLoadedBy: OptionsLoader(key: \.country) { try service.regions(of: $0) },
              optionTitle: { $0 }, rules: rules)
          ])
        ]))
    ])
  ])
}
