// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Formwork",
  products: [
    .library(name: "Formwork", targets: ["Formwork"]),
    .library(name: "FormworkTerminal", targets: ["FormworkTerminal"]),
    .library(name: "FormworkTesting", targets: ["FormworkTesting"]),
    .executable(name: "formwork-demo", targets: ["formwork-demo"]),
  ],
  // The user asked for no package dependencies: toolchain modules only.
  dependencies: [],
  targets: [
    // Core: forms as values, headless elements, combinators, the driver.
    .target(name: "Formwork"),

    // Terminal: text rendering of screens and the REPL command language.
    .target(name: "FormworkTerminal", dependencies: ["Formwork"]),

    // Testing: a headless tester and seeded random walks over forms.
    .target(name: "FormworkTesting", dependencies: ["Formwork", "FormworkTerminal"]),

    // Demo: the example forms, and the REPL over them.
    .target(name: "FormworkExamples", dependencies: ["Formwork", "FormworkTerminal"]),
    .executableTarget(
      name: "formwork-demo",
      dependencies: ["Formwork", "FormworkTerminal", "FormworkExamples"]
    ),

    // Benchmarks: update strategies on a large form, and exploring the example forms
    // (`swift run -c release formwork-bench`).
    .executableTarget(
      name: "formwork-bench", dependencies: ["Formwork", "FormworkTesting", "FormworkExamples"]
    ),

    // Tests: one Swift Testing suite per source file where it fits.
    .testTarget(
      name: "FormworkTests", dependencies: ["Formwork", "FormworkTerminal", "FormworkExamples"]
    ),
    .testTarget(
      name: "FormworkTerminalTests",
      dependencies: ["Formwork", "FormworkTerminal", "FormworkExamples"]
    ),
    .testTarget(
      name: "FormworkTestingTests",
      dependencies: ["Formwork", "FormworkTerminal", "FormworkTesting", "FormworkExamples"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
