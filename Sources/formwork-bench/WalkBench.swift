// Property tests' throughput: random walks and explorations over every example and the
// account form, the default checks and the plain ones side by side in one run, with where
// the time goes (the form itself, or the tools: fresh builds, comparisons, keys, replays,
// snapshot saves, shrinking).
import Formwork
import FormworkExamples
import FormworkTesting
import Foundation

/// What the walks and the exploration of one form measured with one tuning.
struct Throughput {
  var steps = 0
  var walkSeconds = 0.0
  var configurations = 0
  var transitions = 0
  var exploreSeconds = 0.0
  var profile = WalkProfile()
  var failure: String?

  var stepsPerSecond: Double { Double(steps) / max(walkSeconds, 1e-9) }
  var configurationsPerSecond: Double { Double(configurations) / max(exploreSeconds, 1e-9) }
  var transitionsPerSecond: Double { Double(transitions) / max(exploreSeconds, 1e-9) }
}

/// How much a bench run does: walks of `steps` steps, an exploration to `depth` stopped after
/// `maxTransitions` (the plain tuning's; the default's has no limit when `fullDefault`).
struct WalkBenchPlan {
  var walks: Int
  var steps: Int
  var depth: Int
  var maxTransitions: Int
  var tunings: [(name: String, tuning: WalkTuning)]
}

/// Measures one form's walks and exploration with each tuning of a plan.
private struct MeasureForm: ExampleFormVisitor {
  var plan: WalkBenchPlan

  func visit<State>(initial: State, title: String, form: @escaping Form<State>)
    -> [Throughput]
  {
    plan.tunings.map { _, tuning in
      var result = Throughput()
      var traced = tuning
      traced.profile = result.profile
      var walker = RandomWalker(initial: initial, title: title, form: form)
      walker.tuning = traced
      var summary = WalkSummary()
      result.walkSeconds = seconds {
        summary = walker.run(walks: plan.walks, steps: plan.steps, seed: 2026)
      }
      result.steps = summary.steps
      var explorer = FormExplorer(initial: initial, title: title, form: form)
      explorer.tuning = traced
      var report = ExplorationReport(title: title)
      result.exploreSeconds = seconds {
        report = explorer.explore(
          depth: plan.depth, maxConfigurations: .max, maxTransitions: plan.maxTransitions)
      }
      result.configurations = report.configurations
      result.transitions = report.transitions
      result.failure = (summary.failure ?? report.failure).map { "\($0.kind)" }
      return result
    }
  }
}

/// The forms the bench measures: every example, and the account form.
private var benchForms: [(name: String, measure: (WalkBenchPlan) -> [Throughput]?)] {
  examples.map { example in
    (example.name, { plan in example.visit(MeasureForm(plan: plan)) })
  } + [
    (
      "account",
      { plan in
        MeasureForm(plan: plan).visit(
          initial: AccountSignup(), title: "Account", form: accountSignupForm)
      }
    )
  ]
}

/// Prints the walks' and explorations' throughput of every form, default and plain side by
/// side, and where their time goes; returns the goals.
func runWalkBench(quick: Bool) -> [Goal] {
  let plan = WalkBenchPlan(
    walks: quick ? 4 : 10, steps: 40, depth: quick ? 2 : 3,
    maxTransitions: quick ? 300 : 1_500,
    tunings: [("default", WalkTuning()), ("plain", .plain)])
  print("")
  print(
    "Property tests (\(buildKind) build): \(plan.walks) walks × \(plan.steps) steps, seed 2026; "
      + "an exploration to depth \(plan.depth), stopped after \(plan.maxTransitions) "
      + "transitions; the default checks and the plain ones (every check builds its form)")
  let table = Table([
    "form", "walk steps/s", "plain", "×", "configs/s", "plain", "×", "transitions/s",
    "plain", "in the form",
  ])
  var goals: [Goal] = []
  var totals = [WalkProfile.Work: Double]()
  var plainTotals = [WalkProfile.Work: Double]()
  let only = argument(after: "--form")
  for (name, measure) in benchForms where only.map({ name == $0 }) ?? true {
    guard let results = measure(plan), results.count == 2 else { continue }
    let (fast, plain) = (results[0], results[1])
    let walkRatio = fast.stepsPerSecond / plain.stepsPerSecond
    let exploreRatio = fast.configurationsPerSecond / plain.configurationsPerSecond
    table.row([
      name, format(fast.stepsPerSecond), format(plain.stepsPerSecond), ratio(walkRatio),
      format(fast.configurationsPerSecond), format(plain.configurationsPerSecond),
      ratio(exploreRatio), format(fast.transitionsPerSecond),
      format(plain.transitionsPerSecond), share(.form, of: fast),
    ])
    for failure in [fast.failure, plain.failure].compactMap({ $0 }) {
      print("  \(name): a walk or the exploration failed: \(failure)")
    }
    totals.merge(fast.profile.seconds, uniquingKeysWith: +)
    plainTotals.merge(plain.profile.seconds, uniquingKeysWith: +)
    goals.append(
      Goal(
        goal: "\(name): ≥ 10× the walk steps a second (\(buildKind))",
        measured: ratio(walkRatio), met: walkRatio >= 10))
    goals.append(
      Goal(
        goal: "\(name): ≥ 10× the explored configurations a second (\(buildKind))",
        measured: ratio(exploreRatio), met: exploreRatio >= 10))
  }
  printCosts(default: totals, plain: plainTotals)
  guard only == nil || only == "account", !CommandLine.arguments.contains("--no-depth-3") else {
    return goals
  }
  return goals + accountDepth3Goal()
}

/// `1.2×`, for a ratio.
private func ratio(_ value: Double) -> String { "\(format(value))×" }

/// The share of `result`'s measured time spent in `work`.
private func share(_ work: WalkProfile.Work, of result: Throughput) -> String {
  let total = result.walkSeconds + result.exploreSeconds
  return "\(format(100 * (result.profile.seconds[work] ?? 0) / max(total, 1e-9)))%"
}

/// Prints where the time of every form's walks and exploration went, the costliest first.
private func printCosts(
  default totals: [WalkProfile.Work: Double], plain plainTotals: [WalkProfile.Work: Double]
) {
  print("")
  print("Where the time goes, all forms: seconds (share of the time measured)")
  let table = Table(["work", "default", "plain"], widths: [30, 16])
  let all = (totals.values.reduce(0, +), plainTotals.values.reduce(0, +))
  for work in WalkProfile.Work.allCases.sorted(by: {
    (plainTotals[$0] ?? 0) > (plainTotals[$1] ?? 0)
  }) {
    let (fast, plain) = (totals[work] ?? 0, plainTotals[work] ?? 0)
    guard fast > 0 || plain > 0 else { continue }
    table.row([
      work.rawValue, "\(format(fast)) s (\(format(100 * fast / max(all.0, 1e-9)))%)",
      "\(format(plain)) s (\(format(100 * plain / max(all.1, 1e-9)))%)",
    ])
  }
}

/// The account form explored to depth 3 with the default checks, whole: the seconds it takes
/// against the 8-second goal.
private func accountDepth3Goal() -> [Goal] {
  let explorer = FormExplorer(initial: AccountSignup(), title: "Account", form: accountSignupForm)
  var report = ExplorationReport(title: "Account")
  let elapsed = seconds { report = explorer.explore(depth: 3, maxConfigurations: .max) }
  print("")
  print(
    "The account form explored to depth 3 (\(buildKind)): \(format(report.configurations)) "
      + "configurations, \(format(report.transitions)) transitions in \(format(elapsed)) s"
      + (report.failure.map { "; failed: \($0.kind)" } ?? ""))
  return [
    Goal(
      goal: "account: the depth-3 exploration in ≤ 8 s (\(buildKind))",
      measured: "\(format(elapsed)) s", met: elapsed <= 8 && report.failure == nil)
  ]
}

/// `debug` or `release`: how this bench was built.
var buildKind: String {
  #if DEBUG
    return "debug"
  #else
    return "release"
  #endif
}

/// The seconds `body` takes.
private func seconds(_ body: () -> Void) -> Double {
  micros(ContinuousClock().measure(body)) / 1e6
}
