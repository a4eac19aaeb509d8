public import Formwork

/// A new team, as the team wizard fills it in: an account, members, preferences and a
/// billing address.
public struct TeamSignup: Equatable, Codable {
  /// The account's name: 3 or more characters, and not taken (asked of a directory).
  public var username = ""
  /// A name to show, optional, but not one the directory reserves (asked, no other rule).
  public var nickname = ""
  /// How many seats the team pays for: 1 to 5.
  public var seats = 1
  /// Whether to invite members: the Members step shows only then.
  public var invitesMembers = false
  /// The account's preferences, a form derived from the model.
  public var preferences = TeamPreferences()
  /// The members invited, each edited on a screen of its own.
  public var members: [TeamMember] = []
  /// The `id` the next member gets.
  public var nextMemberID = 1
  /// Where the bills go, edited as a draft: `Done` keeps it, `Cancel` does not.
  public var billing = Address()
  /// How many times the team was created.
  public var createdTeams = 0

  /// An empty sign-up.
  public init() {}

  /// The preferences row's detail: the handle, or nothing yet.
  public var preferencesSummary: String { preferences.handle }
}

/// A team's preferences: the `team` example derives their form from this model.
public struct TeamPreferences: Equatable, Codable, Sendable {
  /// The handle others mention the team by; not one the directory has taken.
  public var handle = ""
  /// Whether the team gets the newsletter.
  public var newsletter = false
  /// How often news comes.
  public var digest = Digest.weekly

  /// Default preferences.
  public init() {}
}

/// One invited member.
public struct TeamMember: Identifiable, Equatable, Codable {
  /// Tells the member apart from the others, even when names repeat.
  public var id: Int
  /// The member's name; required.
  public var name = ""
  /// The member's handle, optional; not one the directory has taken.
  public var handle = ""
  /// Whether the member administers the team.
  public var isAdmin = false

  /// Creates a member.
  public init(id: Int, name: String = "", handle: String = "", isAdmin: Bool = false) {
    self.id = id
    self.name = name
    self.handle = handle
    self.isAdmin = isAdmin
  }

  /// The member's row title: the name, or "New Member" until there is one.
  public var rowTitle: String { name.isEmpty ? "New Member" : name }
  /// The member's row detail: `Admin` or `Member`.
  public var role: String { isAdmin ? "Admin" : "Member" }
}

/// The names the (fake) directory the team wizard asks has taken or reserves.
public let teamDirectory: Set<String> = ["admin", "root", "staff"]

/// Asks the (fake) directory whether `name` is free, as a server would, after the value
/// settles for 300 ms: the row says `checking…` until it answers.
func directoryCheck<State>(_ taken: String) -> AsyncValidationRule<State, String> {
  AsyncValidationRule(debounce: .milliseconds(300)) { name in
    // NB: a real directory would be a network call; this one answers after a yield.
    await Task.yield()
    return teamDirectory.contains(name) ? "\(name) is \(taken)" : nil
  }
}

/// A member's screen: a name (required) and whether the member administers the team.
var teamMemberForm: Form<TeamMember> {
  sections([
    section([
      controlCell(
        title: "Name", control: textField(keyPath: \.name, kind: .name, rules: [.required()])),
      controlCell(title: "Admin", control: toggle(keyPath: \.isAdmin)),
    ])
  ])
}

/// The billing address, edited on a draft screen: a street (required), and a city the
/// directory is asked about (it delivers nowhere it reserves).
var teamBillingForm: Form<Address> {
  sections([
    section([
      controlCell(title: "Street", control: textField(keyPath: \.street, rules: [.required()])),
      controlCell(
        title: "City",
        control: textField(
          keyPath: \.city,
          rules: FieldRules([.required()], async: [directoryCheck("not served")]))),
    ])
  ])
}

/// The preferences' form, derived from ``TeamPreferences``, its handle asked about.
var teamPreferencesForm: Form<TeamPreferences> {
  modelForm(
    TeamPreferences.self,
    options: ModelFormOptions<TeamPreferences>()
      .rules(\.handle, FieldRules(async: [directoryCheck("taken")])))
}

/// A wizard where every kind of interaction meets. It has:
///
/// - checks that wait for an answer, alone and after other rules: on the first step, on a
///   model form's nested screen, in a list's rows and on a draft;
/// - a list whose elements open screens of their own;
/// - a step skipped unless members are invited;
/// - a stepper and a switch;
/// - a last step that creates the team only once every check has answered.
public var teamForm: Form<TeamSignup> {
  steps(
    [
      step(
        "Account",
        [
          section(
            [
              controlCell(
                title: "Username",
                control: textField(
                  keyPath: \.username,
                  rules: FieldRules([.required(), .minLength(3)], async: [directoryCheck("taken")]))
              ),
              controlCell(
                title: "Nickname",
                control: textField(
                  keyPath: \.nickname, rules: FieldRules(async: [directoryCheck("reserved")]))),
              controlCell(title: "Seats", control: stepper(keyPath: \.seats, range: 1...5)),
              controlCell(title: "Invite Members", control: toggle(keyPath: \.invitesMembers)),
              detailTextCell(
                title: "Preferences", keyPath: \.preferencesSummary,
                form: bind(form: teamPreferencesForm, to: \.preferences)),
            ], header: "Account")
        ]),
      step(
        "Members", skipWhen: { !$0.invitesMembers },
        [
          listSection(
            \.members,
            rows: [
              cellTitle(
                detailTextCell(title: "Member", keyPath: \.role, form: teamMemberForm),
                \.rowTitle),
              controlCell(
                title: "Handle",
                control: textField(
                  keyPath: \.handle, rules: FieldRules(async: [directoryCheck("taken")]))),
            ], header: "Members",
            trailingRows: [
              addButton(title: "Add Member", to: \.members) { state in
                defer { state.nextMemberID += 1 }
                return TeamMember(id: state.nextMemberID)
              }
            ])
        ]),
      step(
        "Billing",
        [
          section(
            [
              draftCell(
                title: "Billing Address", keyPath: \.billing,
                detail: { $0.street.isEmpty ? "" : $0.street + ", " + $0.city },
                form: teamBillingForm)
            ], header: "Billing")
        ]),
    ], submit: "Create Team", confirmation: "Team created"
  ) { $0.createdTeams += 1 }
}
