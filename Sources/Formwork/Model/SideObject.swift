/// Writes `value` through `write` into the side object kept in `side`, making it with `make`
/// on first need; a `nil` written where none was made makes none.
///
/// Fields and cells keep what few of them ever set (a refusal, a detail, a list row's
/// actions) in side objects: a big form keeps one of each per row, most with nothing in them.
func keep<Side: AnyObject, Value>(
  _ value: Value?, in side: inout Side?, made make: () -> Side, _ write: (Side) -> Void
) {
  if let side {
    write(side)
  } else if value != nil {
    let made = make()
    side = made
    write(made)
  }
}
