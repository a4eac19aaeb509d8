import Testing

@testable import Formwork

/// The driver's one list of observers: order, cancelling, and no cycle through the token.
@Suite struct ObserverListTests {
  @Test func observersRunInTheOrderTheyRegisteredUntilCancelled() {
    let list = ObserverList<Int>()
    var calls: [String] = []
    let first = list.add { calls.append("first \($0)") }
    let second = list.add { calls.append("second \($0)") }
    #expect(!list.isEmpty)
    list.notify(1)
    first.cancel()
    list.notify(2)
    first.cancel()  // again: nothing
    second.cancel()
    list.notify(3)
    #expect(calls == ["first 1", "second 1", "second 2"])
    #expect(list.isEmpty)
  }

  @Test func aTokenDoesNotKeepItsListAlive() {
    weak var weakList: ObserverList<Int>?
    var token: ObservationToken?
    do {
      let list = ObserverList<Int>()
      weakList = list
      token = list.add { _ in }
    }
    #expect(weakList == nil)
    token?.cancel()  // after the list is gone: nothing
  }

  @Test func theDriversThreeKindsOfObserversEachGetTheirEventsOnly() throws {
    struct Profile {
      var isPublic = false
      var name = ""
    }
    var form: Form<Profile> {
      sections([
        section([
          controlCell(title: "Public", control: toggle(keyPath: \.isPublic)),
          nestedTextField(title: "Name", keyPath: \.name),
        ])
      ])
    }
    let driver = FormDriver(initial: Profile(), build: form)
    var seen: [String] = []
    let changes = driver.observe { seen.append("change \($0.old.isPublic)→\($0.new.isPublic)") }
    let focus = driver.observeFocus { seen.append("focus \($0?.title ?? "none")") }
    let navigation = driver.observeNavigation { seen.append("navigation \(driver.path)") }
    driver.change { $0.isPublic = true }
    driver.focusNext()
    try driver.perform(.tap(row: 2))
    changes.cancel()
    focus.cancel()
    navigation.cancel()
    driver.change { $0.isPublic = false }
    driver.pop()
    driver.focusNext()
    #expect(seen == ["change false→true", "focus Public", "navigation [\"\", \"Name\"]"])
  }
}
