/// A multi-line text field (Eureka's `TextAreaRow`, Former's `TextViewRowFormer`, SwiftUI's
/// `TextEditor`).
///
/// One-line input, such as the REPL's `enter <n> <text>`, writes a line break as `\n`
/// (backslash, n) and a backslash as `\\`; a real newline works too.
///
/// ```swift
/// let area = TextArea()
/// area.enter(#"Dear Sir,\nthank you."#)   // true; area.text == "Dear Sir,\nthank you."
/// area.textDescription                    // "[Dear Sir,↵thank you.]"
/// ```
public final class TextArea: HostedControl {
  /// The text shown, with its line breaks.
  public var text: String
  /// Text shown when the area is empty.
  public var placeholder: String?
  /// Whether the area takes input.
  public var isEnabled = true
  /// Runs when editing ends, with the text.
  public var didCommit: ((String) -> Void)?
  /// Writes typed text to state (set by the combinator that binds the area).
  var write: ((String, Bool) -> Bool)?
  /// Ends the editing of the bound field.
  var didEndEditing: (() -> Void)?
  /// The cell that shows the area.
  public weak var cell: FormCell?

  /// Creates a text area.
  ///
  /// - Parameters:
  ///   - text: The initial text.
  ///   - placeholder: Text shown when the area is empty.
  public init(text: String = "", placeholder: String? = nil) {
    self.text = text
    self.placeholder = placeholder
  }

  /// The text's lines.
  public var lines: [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Replaces the text and ends editing. `\n` (backslash, n) becomes a line break and `\\`
  /// a backslash.
  ///
  /// - Parameter text: The text the user typed.
  /// - Returns: `false`, doing nothing, if the area or its cell refuses input, or a gate of
  ///   the field refused the text.
  @discardableResult
  public func enter(_ text: String) -> Bool {
    typeText(text.replacingLineBreakEscapes(), finished: true)
  }

  /// Replaces the text without ending editing (`\n` escapes as for ``enter(_:)``).
  ///
  /// - Parameter text: The text the user typed.
  /// - Returns: `false`, doing nothing, if the area or its cell refuses input.
  @discardableResult
  public func edit(_ text: String) -> Bool {
    typeText(text.replacingLineBreakEscapes(), finished: false)
  }

  /// Ends editing: the field's errors show, per its timing.
  public func endEditing() {
    finishEditing()
  }
}

extension TextArea: CommittingTextControl, TextEnterableControl, TextDescribedControl {
  /// The text in brackets with `↵` for line breaks, or the placeholder in angle brackets
  /// when empty: `[Dear Sir,↵thank you.]`, `[<Notes>]`.
  public var textDescription: String {
    if text.isEmpty, let placeholder { return "[<\(placeholder)>]" }
    return "[" + lines.joined(separator: "↵") + "]"
  }
}

extension String {
  /// The string with each `\n` escape (backslash, n) replaced by a line break and each
  /// `\\` by a backslash.
  fileprivate func replacingLineBreakEscapes() -> String {
    var result = ""
    var iterator = makeIterator()
    while let character = iterator.next() {
      guard character == "\\" else {
        result.append(character)
        continue
      }
      guard let next = iterator.next() else {
        result.append(character)
        break
      }
      if next == "n" {
        result.append("\n")
      } else if next == "\\" {
        result.append(next)
      } else {
        result.append(character)
        result.append(next)
      }
    }
    return result
  }
}

extension TextArea {
  /// A text area is never masked.
  var isSecure: Bool { false }
}
