import FormworkTestSupport
import Testing

@testable import Formwork

/// What building an element produces (`Rendered.swift`): an update that declares nothing it
/// reads runs after every change, one that declares its reads only after a change that
/// wrote them; and the objects it holds live as long as the element.
@Suite struct RenderedTests {
  private struct Pair: Equatable {
    var a = false
    var b = false
  }

  /// Counts the runs of each element's update.
  private final class Runs {
    var plain = 0
    var declared = 0
  }

  private final class Helper {}

  private func form(_ runs: Runs, keeping helper: Helper? = nil) -> Form<Pair> {
    let plain: Element<FormCell, Pair> = { _ in
      Rendered(element: FormCell(title: "Plain"), strongReferences: helper.map { [$0] } ?? []) {
        _ in runs.plain += 1
      }
    }
    let declared: Element<FormCell, Pair> = { context in
      Rendered(element: FormCell(title: "Declared"), strongReferences: []) { _ in
        runs.declared += 1
      }
    }
    return sections([
      section([
        plain, declared,
        controlCell(title: "A", control: toggle(keyPath: \.a)),
        controlCell(title: "B", control: toggle(keyPath: \.b)),
      ])
    ])
  }

  @Test func everyUpdateRunsAfterEveryChange() throws {
    let runs = Runs()
    let driver = FormDriver(initial: Pair(), title: "Pair", build: form(runs))
    #expect((runs.plain, runs.declared) == (1, 1))
    // A custom element's update runs after every change: nothing proves it unchanged.
    #expect((row(driver, 4).control as? Toggle)?.tap() == true)
    #expect((runs.plain, runs.declared) == (2, 2))
    #expect((row(driver, 3).control as? Toggle)?.tap() == true)
    #expect((runs.plain, runs.declared) == (3, 3))
    #expect(driver.state == Pair(a: true, b: true))
    driver.change { $0.b = false }
    #expect((runs.plain, runs.declared) == (4, 4))
  }

  @Test func theObjectsItKeepsLiveAsLongAsTheElement() {
    weak var weakHelper: Helper?
    var driver: FormDriver<Pair>?
    do {
      let helper = Helper()
      weakHelper = helper
      driver = FormDriver(initial: Pair(), title: "Pair", build: form(Runs(), keeping: helper))
    }
    #expect(weakHelper != nil)
    #expect(driver?.state == Pair())
    driver = nil
    #expect(weakHelper == nil)
  }
}
