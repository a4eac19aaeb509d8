import Formwork
import FormworkExamples
import FormworkTesting
import Testing

/// Random walks over the team wizard, where every interaction meets (steps, a skipped step,
/// checks that wait alone and after other rules, a model form's screen, a list whose rows
/// ask and whose elements open screens, a draft, undo and redo), with every check answered
/// after each step: what a fresh form built from the state shows, every open screen shows,
/// and every open screen is one taps reach.
@Suite struct TeamWalkTests {
  /// A walker over the team wizard that types names the directory refuses and accepts.
  private var walker: RandomWalker<TeamSignup> {
    var walker = RandomWalker(initial: TeamSignup(), title: "Account", form: teamForm)
    walker.texts = [
      "", "a", "ada", "bob", "admin", "root", "staff", "1 Main St", "Springfield",
      "héllo wörld",
    ]
    walker.settlesChecks = true
    return walker
  }

  @Test func walksWithEveryCheckAnsweredFindNothing() async {
    let summary = await walker.runOnItsOwnThread(walks: 200, steps: 50, seed: 27)
    if let failure = summary.failure { Issue.record(Comment(rawValue: failure.description)) }
    #expect(summary.walks == 200)
    #expect(summary.steps == 200 * 50)
    // The walks got past the first step, into the list's elements and the draft, and back.
    for path in [
      "Account › Members", "Account › Members › Member", "Account › Billing › Billing Address",
      "Account › Preferences",
    ] {
      #expect(summary.paths.contains(path), "no walk reached \(path)")
    }
    #expect(summary.gestures["undo", default: 0] > 0)
    #expect(summary.gestures["redo", default: 0] > 0)
  }
}
