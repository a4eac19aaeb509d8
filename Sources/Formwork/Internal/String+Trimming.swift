extension String {
  /// The string without leading and trailing whitespace, as number, date and validation
  /// parsers read typed text.
  func trimmingSpaces() -> String {
    let start = drop(while: \.isWhitespace)
    return String(start.dropLast(start.reversed().prefix(while: \.isWhitespace).count))
  }
}
