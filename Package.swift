// swift-tools-version: 6.0
import PackageDescription

// Every file imports what it uses: a module imported in one file does not lend its members to
// another (SE-0444), and an import is internal unless a file says `public import` (SE-0409).
let importChecks: [SwiftSetting] = [
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "Formwork",
  // Formwork's own words ship translated (`Sources/Formwork/Resources/*.lproj`); English is
  // written in the code (`FormStrings`).
  defaultLocalization: "en",
  // Apple platforms are the users' home: a floor production apps can use (`Duration` sets it).
  // Nothing newer is used unguarded: `scripts/audit-availability.py` checks it in CI.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Formwork", targets: ["Formwork"]),
    .library(name: "FormworkTerminal", targets: ["FormworkTerminal"]),
    .library(name: "FormworkTesting", targets: ["FormworkTesting"]),
    .library(name: "FormworkSwiftUI", targets: ["FormworkSwiftUI"]),
    .executable(name: "formwork-demo", targets: ["formwork-demo"]),
  ],
  // The user asked for no package dependencies: toolchain modules only.
  dependencies: [],
  targets: [
    // Core: forms as values, headless elements, combinators, the driver.
    .target(name: "Formwork", resources: [.process("Resources")], swiftSettings: importChecks),

    // Terminal: text rendering of screens and the REPL command language.
    .target(name: "FormworkTerminal", dependencies: ["Formwork"], swiftSettings: importChecks),

    // Testing: a headless tester and seeded random walks over forms. The core only, so an
    // app's test target can use it on every platform (`scripts/check-platforms.py`).
    .target(name: "FormworkTesting", dependencies: ["Formwork"], swiftSettings: importChecks),

    // SwiftUI: native screens for a driver where SwiftUI exists (its views are type-checked
    // on Linux against scripts/swiftui-standin); the row model they map builds everywhere.
    .target(name: "FormworkSwiftUI", dependencies: ["Formwork"], swiftSettings: importChecks),

    // Demo: the example forms, and the REPL over them.
    .target(
      name: "FormworkExamples", dependencies: ["Formwork", "FormworkTerminal"],
      swiftSettings: importChecks),
    .executableTarget(
      name: "formwork-demo",
      dependencies: ["Formwork", "FormworkTerminal", "FormworkExamples"],
      swiftSettings: importChecks
    ),

    // Benchmarks: update strategies on a large form, and exploring the example forms
    // (`swift run -c release formwork-bench`).
    .executableTarget(
      name: "formwork-bench", dependencies: ["Formwork", "FormworkTesting", "FormworkExamples"],
      swiftSettings: importChecks),

    // Tests: a file `NameTests.swift` (suite `NameTests`) for each source file `Name.swift` with
    // behaviour to test, in the test target of its module (the examples' in FormworkTests).
    // Helpers more than one test target uses live in FormworkTestSupport: a plain target only
    // the test targets depend on, not a product.
    .target(
      name: "FormworkTestSupport",
      dependencies: ["Formwork", "FormworkTerminal", "FormworkExamples"],
      path: "Tests/FormworkTestSupport",
      swiftSettings: importChecks
    ),
    .testTarget(
      name: "FormworkTests",
      dependencies: ["Formwork", "FormworkTerminal", "FormworkExamples", "FormworkTestSupport"],
      swiftSettings: importChecks
    ),
    .testTarget(
      name: "FormworkTerminalTests",
      dependencies: ["Formwork", "FormworkTerminal", "FormworkExamples", "FormworkTestSupport"],
      // NB: golden transcripts, read from the source tree (GoldenTranscripts.swift).
      exclude: ["Transcripts"],
      swiftSettings: importChecks
    ),
    .testTarget(
      name: "FormworkTestingTests",
      dependencies: [
        "Formwork", "FormworkTerminal", "FormworkTesting", "FormworkExamples",
        "FormworkTestSupport",
      ],
      swiftSettings: importChecks
    ),
    .testTarget(
      name: "FormworkSwiftUITests",
      dependencies: ["Formwork", "FormworkSwiftUI", "FormworkExamples", "FormworkTestSupport"],
      swiftSettings: importChecks
    ),
  ],
  swiftLanguageModes: [.v6]
)
