extension String {
  /// The text `bytes` spell in UTF-8, or `nil` if they are not valid UTF-8 (`[0x68, 0xFF]`):
  /// input that is not text is reported as bytes, never repaired with replacement characters.
  init?(validUTF8 bytes: some Sequence<UInt8>) {
    // NB: `String(validating:as:)` does this from macOS 15; the package supports macOS 13.
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var scalars = String.UnicodeScalarView()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput:
        self = String(scalars)
        return
      case .error: return nil
      }
    }
  }
}
