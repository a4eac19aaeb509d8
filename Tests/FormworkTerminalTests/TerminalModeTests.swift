import FormworkTerminal
import Foundation
import Testing

/// Raw mode (`TerminalMode.swift`) on a real pseudo-terminal: switched, keys arrive
/// unedited and unechoed; restored, the terminal is as a shell left it; a pipe or a file is
/// no terminal and is left alone.
@Suite struct TerminalModeTests {
  /// A pseudo-terminal's terminal end, closed with its controller after `body`.
  private func onATerminal(_ body: (Int32) throws -> Void) throws {
    let terminal = try #require(Platform.openPseudoTerminal())
    defer { Platform.closeDescriptor(terminal.controller) }
    let descriptor = try #require(Platform.openTerminal(terminal.terminalPath))
    defer { Platform.closeDescriptor(descriptor) }
    try body(descriptor)
  }

  @Test func rawModeIsTakenAndRestored() throws {
    try onATerminal { descriptor in
      #expect(Platform.terminalSettings(descriptor)?.isCooked == true)
      let raw = try #require(TerminalMode.raw(descriptor))
      #expect(raw.descriptor == descriptor)
      let settings = try #require(Platform.terminalSettings(descriptor))
      #expect(!settings.editsLines)
      #expect(!settings.isCooked)
      #expect(raw.restore())
      #expect(Platform.terminalSettings(descriptor)?.isCooked == true)
      #expect(Platform.terminalSettings(descriptor)?.editsLines == true)
    }
  }

  @Test func aPipeIsNoTerminalAndIsLeftAlone() throws {
    let pipe = Pipe()
    #expect(TerminalMode.raw(pipe.fileHandleForReading.fileDescriptor) == nil)
    #expect(TerminalMode.raw(pipe.fileHandleForWriting.fileDescriptor) == nil)
    // A descriptor that is not open at all.
    #expect(TerminalMode.raw(-1) == nil)
  }
}
