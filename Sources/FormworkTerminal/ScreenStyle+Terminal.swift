public import Formwork

/// Terminal-only ways to choose a style: they ask the process's terminal and environment.
extension ScreenStyle {
  /// `.ansi` when `fileDescriptor` is a terminal and the environment does not set `NO_COLOR`
  /// (see no-color.org), `.plain` otherwise.
  ///
  /// - Parameters:
  ///   - fileDescriptor: Where the output goes; standard output by default.
  ///   - environment: The environment variables; the process's own by default.
  public static func automatic(
    fileDescriptor: Int32 = 1, environment: [String: String]? = nil
  ) -> ScreenStyle {
    func variable(_ name: String) -> String? {
      if let environment { return environment[name] }
      return Platform.environmentVariable(name)
    }
    return automatic(
      isTerminal: Platform.isTerminal(fileDescriptor), noColor: variable("NO_COLOR"),
      term: variable("TERM"))
  }
}
