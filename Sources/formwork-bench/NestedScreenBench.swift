// A lazy nested screen: building a driver whose root has a row that opens a nested form
// should cost the same whatever the nested form's size; opening the screen builds it. With
// a submit row on the root, the build counts the nested fields' errors: it outlines them.
import Formwork

struct Profile: Equatable {
  var summary = ""
  var details: [String]
}

/// `rows` text fields with a rule each, over the profile's details.
func detailsForm(rows: Int) -> Form<Profile> {
  sections([
    section(
      (0..<rows).map { index in
        controlCell(
          title: "Detail \(index)",
          control: textField(keyPath: \.details[index], rules: [.maxLength(20)]))
      })
  ])
}

/// A summary field and a row that opens the details; a Save row after them with `submits`.
func profileForm(detailRows: Int, submits: Bool) -> Form<Profile> {
  let rows = [
    section([
      controlCell(title: "Summary", control: textField(keyPath: \.summary)),
      detailTextCell(title: "Details", keyPath: \.summary, form: detailsForm(rows: detailRows)),
    ])
  ]
  return submits ? sections(rows, submit: "Save") { _ in } : sections(rows)
}

/// Microseconds to define the root form and build its driver, and to open the nested screen
/// and go back, for each of `sizes` nested rows: the fastest of five rounds of `repeats`
/// each, the sizes taking turns.
private func buildAndOpen(
  _ sizes: [Int], submits: Bool, repeats: Int
) -> [(build: Double, open: Double)] {
  var fastest = sizes.map { _ in (build: Double.infinity, open: Double.infinity) }
  for _ in 0..<5 {
    for (index, rows) in sizes.enumerated() {
      let initial = Profile(details: Array(repeating: "", count: rows))
      var drivers: [FormDriver<Profile>] = []
      drivers.reserveCapacity(repeats)
      let building = ContinuousClock().measure {
        for _ in 0..<repeats {
          drivers.append(
            FormDriver(
              initial: initial, build: profileForm(detailRows: rows, submits: submits)))
        }
      }
      let opening = ContinuousClock().measure {
        for driver in drivers {
          driver.topScreen.sections[0].cells[1].tap()
          driver.pop()
        }
      }
      fastest[index].build = min(fastest[index].build, micros(building) / Double(repeats))
      fastest[index].open = min(fastest[index].open, micros(opening) / Double(repeats))
    }
  }
  return fastest
}

/// Builds the root with a nested form of 10 and of 1,000 rows, without a submit row and
/// with one.
func nestedScreenBench() -> [Goal] {
  print("")
  print("A lazy nested screen: the root's driver built, and the screen opened and closed")
  let table = Table(["root", "nested rows", "build", "open and pop"], widths: [18, 12, 12])
  let rows = [10, 1_000]
  return [(false, "no submit row"), (true, "a submit row")].map { submits, root in
    let sizes = buildAndOpen(rows, submits: submits, repeats: submits ? 20 : 200)
    for (count, measured) in zip(rows, sizes) {
      table.row([
        root, format(count), "\(format(measured.build)) µs", "\(format(measured.open)) µs",
      ])
    }
    let growth = sizes[1].build / sizes[0].build
    return Goal(
      goal: "lazy nested screen, \(root), 10 → 1,000 nested rows: the driver's build × ≤ 2",
      measured:
        "\(format(sizes[0].build)) → \(format(sizes[1].build)) µs, ×\(format(growth)) "
        + "(opening it: ×\(format(sizes[1].open / sizes[0].open)))",
      met: growth <= 2)
  }
}
