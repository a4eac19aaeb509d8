/// What a screen shows, as values.
///
/// It holds the breadcrumb, the visible sections with their headers and footers, and the
/// visible rows, numbered from 1 in screen order. Each row has its texts as
/// ``ScreenRenderer`` draws them. The renderer draws from it, then styles the text and fits
/// it to a width. `FormworkTesting`'s random walks compare descriptions: two screens that
/// would draw differently compare unequal.
///
/// ```text
/// let screen = ScreenDescription(driver)
/// screen.title                           // "Settings"
/// screen.rows.map(\.title)               // ["Personal Hotspot"]
/// screen.rows[0].detail                  // "On"
/// ScreenRenderer().render(screen) == ScreenRenderer().render(driver)   // true
/// ```
///
/// Texts are the ones shown:
///
/// - characters that would act on a terminal are escaped (`String.escapingInvisibles`);
/// - a check box's title starts with `[x] ` or `[ ] `;
/// - the words the renderer writes itself (a switch's `[on]`, an empty title's `Form`) come
///   from the `FormStrings` it was made with.
package struct ScreenDescription: Equatable {
  /// The breadcrumb's titles, root first, this screen's last; an untitled screen's is `Form`.
  package var path: [String]
  /// The visible sections, in order.
  ///
  /// A visible section whose rows are all hidden is kept, with no rows. The renderer draws
  /// it only if it has a header or a footer.
  package var sections: [Section]

  /// The screen's own title: the last of its breadcrumb.
  package var title: String { path.last ?? "" }

  /// Every visible row, in screen order: `number` is its place here plus one.
  package var rows: [Row] { sections.flatMap(\.rows) }

  /// Describes `screen` under a breadcrumb of `path`.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - path: Titles from the root to the screen; `[screen.title]` if empty.
  ///   - strings: The words written for the form rather than by it (`[on]`, `Form`);
  ///     English by default.
  package init(
    _ screen: Screen, path: [String] = [], strings: borrowing FormStrings = FormStrings()
  ) {
    self.path = (path.isEmpty ? [screen.title] : path).map {
      $0.isEmpty ? strings.phrase("Form") : $0.escapingInvisibles
    }
    var number = 0
    sections = screen.sections.indices.compactMap { index in
      let section = screen.sections[index]
      guard section.isVisible else { return nil }
      return Section(section, index: index, numbering: &number, strings: strings)
    }
  }

  /// Describes the top screen of `form`, under the whole navigation path.
  ///
  /// - Parameters:
  ///   - form: The running form (a `FormDriver` of any state).
  ///   - strings: The words written for the form rather than by it; English by default.
  package init(_ form: any RunningForm, strings: FormStrings = FormStrings()) {
    self.init(form.topScreen, path: form.path, strings: strings)
  }

  /// What a visible section shows.
  package struct Section: Equatable {
    /// The section's index among all sections of its screen, hidden ones included.
    package var index: Int
    /// The header, escaped; the renderer draws it as `── Header ──`.
    package var header: String?
    /// The footer, escaped.
    package var footer: String?
    /// The visible rows, in order.
    package var rows: [Row]

    /// Describes `section`, numbering its visible rows on from `number`.
    init(
      _ section: Formwork.Section, index: Int, numbering number: inout Int,
      strings: borrowing FormStrings
    ) {
      self.index = index
      header = section.header?.escapingInvisibles
      footer = section.footer?.escapingInvisibles
      rows = []
      for (cellIndex, cell) in section.cells.enumerated() where cell.isVisible {
        number += 1
        rows.append(Row(cell, number: number, index: cellIndex, strings: strings))
      }
    }
  }

  /// What a visible row shows.
  package struct Row: Equatable {
    /// The row's number on its screen, from 1, as the REPL's commands name it.
    package var number: Int
    /// The cell's index among all cells of its section, hidden ones included.
    package var index: Int
    /// The title as shown: escaped, and a check box's with `[x] ` or `[ ] ` before it.
    package var title: String
    /// The detail, escaped.
    package var detail: String?
    /// The control's value as shown; `nil` for a row without a control that describes
    /// itself.
    ///
    /// A switch shows `[on]` or `[off]`, in the renderer's words. Another control shows its
    /// `TextDescribedControl/textDescription`, escaped: `[hello]`, or `[•••••]` for a secure
    /// field.
    package var value: String?
    /// The index of the option the row's control has chosen (`SelectableControl`), if any:
    /// ``value`` names it, this tells two options of the same title apart.
    package var selectedOption: Int?
    /// The mark at the trailing edge as shown: a check box's checkmark is in its ``title``
    /// instead, so a check box's is `.none`.
    package var accessory: FormCell.Accessory
    /// What the row is for (`FormCell/role`): a front end may show options, check boxes or
    /// submit buttons its own way.
    package var role: FormCell.Role
    /// Whether the row takes gestures: its cell and its control (`HostedControl`) are
    /// enabled.
    package var isEnabled: Bool
    /// Why a disabled row is disabled (`FormCell/disabledReason`), escaped; `nil` while the
    /// row is enabled or no reason was given.
    package var disabledReason: String?
    /// The message shown under the row, if any.
    package var message: Message?
    /// Whether the row holds the form's focus (`FormDriver/focus`).
    package var isFocused: Bool
    /// The line of help under the row (`FormCell/hint`), escaped: a note's description.
    package var hint: String?

    /// Describes `cell` as the row numbered `number`.
    ///
    /// - Parameters:
    ///   - cell: The cell.
    ///   - number: The row's number on its screen, from 1.
    ///   - index: The cell's index among all cells of its section; 0 by default.
    ///   - strings: The words written for the form rather than by it (`[on]`, `[off]`);
    ///     English by default.
    package init(
      _ cell: FormCell, number: Int, index: Int = 0, strings: borrowing FormStrings = FormStrings()
    ) {
      self.number = number
      self.index = index
      let isCheckBox = cell.role == .checkbox
      let checked = cell.accessory == .checkmark
      title = (isCheckBox ? (checked ? "[x] " : "[ ] ") : "") + cell.title.escapingInvisibles
      detail = cell.detail?.escapingInvisibles
      if let toggle = cell.control as? Toggle {
        value = "[" + (toggle.isOn ? strings.phrase("on") : strings.phrase("off")) + "]"
      } else {
        value = (cell.control as? any TextDescribedControl)?.textDescription.escapingInvisibles
      }
      selectedOption = (cell.control as? any SelectableControl)?.selectedIndex
      accessory = isCheckBox && checked ? .none : cell.accessory
      role = cell.role
      isEnabled = cell.isEnabled && ((cell.control as? any HostedControl)?.isEnabled ?? true)
      disabledReason = isEnabled ? nil : cell.disabledReason?.escapingInvisibles
      message = cell.message.map { Message(text: $0.escapingInvisibles, kind: cell.messageKind) }
      isFocused = cell.isFocused
      hint = cell.hint?.escapingInvisibles
    }
  }

  /// A message shown under a row: its text, escaped, and what it is.
  package struct Message: Equatable {
    /// The text, escaped.
    package var text: String
    /// A problem (`!`), a check under way (`⋯`) or a confirmation (`✓`).
    package var kind: FormCell.MessageKind

    /// Creates a message.
    ///
    /// - Parameters:
    ///   - text: The text as shown.
    ///   - kind: What it is.
    package init(text: String, kind: FormCell.MessageKind = .problem) {
      self.text = text
      self.kind = kind
    }
  }
}
