/// One screen of a form: a title and its sections. The driver keeps a stack of them.
///
/// ```swift
/// let screen = Screen(title: "Settings", sections: [Section(cells: [FormCell(title: "Wi-Fi")])])
/// screen.visibleSections.count   // 1
/// ```
public final class Screen {
  /// The title, shown in the navigation path.
  public var title: String
  /// All sections, hidden ones included.
  public var sections: [Section] {
    didSet { adopt(sections) }
  }
  /// The sections a user sees, in order.
  // NB: closures, not key paths as functions: a debug build projects a key path through the
  // runtime, and gestures and screen descriptions ask for these at every step.
  public var visibleSections: [Section] { sections.filter { $0.isVisible } }
  /// The cells a user sees, in screen order across visible sections.
  public var visibleCells: [FormCell] { visibleSections.flatMap { $0.visibleCells } }

  // NB: a lazily built nested screen owns its form's update closure and strong
  // references here, so popping the screen (dropping the last reference) frees the form.
  var retained: [Any] = []
  /// Runs when the screen is popped.
  var didPop: (() -> Void)?
  /// Whether the screen edits a draft that is not in the form's state yet.
  ///
  /// Such a screen comes from ``draftCell(title:keyPath:detail:done:cancel:form:)``. What it
  /// shows follows the draft, so a form built afresh from the state shows the committed
  /// value instead.
  package internal(set) var holdsDraft = false
  /// The row whose tap opened the screen, if a row did.
  ///
  /// Once that row is hidden or gone (a deleted list row), the screen closes.
  package weak var opener: FormCell? {
    didSet { if opener != nil { wasOpenedByRow = true } }
  }
  /// Whether a row opened the screen, even if that row is gone since.
  var wasOpenedByRow = false
  /// Tells the driver that a row of the screen took focus (the user acted on its control).
  var didFocus: ((FormCell) -> Void)?

  /// Creates a screen.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - sections: The sections.
  public init(title: String = "", sections: [Section] = []) {
    self.title = title
    self.sections = sections
    adopt(sections)
  }

  private func adopt(_ sections: [Section]) {
    for section in sections where section.screen !== self { section.screen = self }
  }
}
