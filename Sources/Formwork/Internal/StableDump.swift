/// `dump`'s text, made the same on every run and safe to show.
///
/// - `dump` lists the members of sets and the pairs of dictionaries in hash order, a new
///   order every run. Here they are sorted by their text.
/// - The values of masked fields (passwords) show as `•••••`.
///
/// ```text
/// stableDump("▿ tags: 2 members\n  - b\n  - a\n", masking: [])
/// // "▿ tags: 2 members\n  - a\n  - b\n"
/// ```
func stableDump(_ text: String, masking masked: Set<String>) -> String {
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if !masked.isEmpty {
    // NB: `dump` writes a string as its `debugDescription` (quoted, escaped), after `: `; the
    // value may hold `: ` itself, so the line's end is matched, not its last colon.
    let values = masked.map { ": " + $0.debugDescription }
    lines = lines.map { line in
      guard let value = values.first(where: { line.hasSuffix($0) }) else { return line }
      return String(line.dropLast(value.count - 2)) + "\"•••••\""
    }
  }
  return sortingUnorderedMembers(lines).joined(separator: "\n")
}

/// The lines with the children of every set and dictionary sorted by their text, deepest
/// first so that sorted children sort their parents the same way every time.
private func sortingUnorderedMembers(_ lines: [String]) -> [String] {
  func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
  var result: [String] = []
  var index = 0
  while index < lines.count {
    let line = lines[index]
    result.append(line)
    index += 1
    let isUnordered = line.hasSuffix(" members") || line.hasSuffix(" key/value pairs")
    guard isUnordered else { continue }
    // The children: the lines indented deeper than this one, grouped by their first line.
    let level = indent(line)
    var end = index
    while end < lines.count, !lines[end].isEmpty, indent(lines[end]) > level { end += 1 }
    var blocks: [[String]] = []
    for child in sortingUnorderedMembers(Array(lines[index..<end])) {
      if indent(child) == level + 2 || blocks.isEmpty {
        blocks.append([child])
      } else {
        blocks[blocks.count - 1].append(child)
      }
    }
    result += blocks.sorted { $0.joined(separator: "\n") < $1.joined(separator: "\n") }
      .flatMap { $0 }
    index = end
  }
  return result
}
