// A prompt's full screen on a real terminal: macOS and Linux only.
#if os(macOS) || os(Linux)
  import Formwork

  extension Prompt {
    /// Runs `session` on the terminal (``InteractiveTerminal``), drawn in place unless the
    /// options ask for the alternate screen; keys come from standard input, else from the
    /// terminal drawn on.
    static func runFullScreen(
      _ session: any RunningForm, question: Question?, style: ScreenStyle, options: Options
    ) throws(PromptError) -> InteractiveForm.Ending {
      let output = PromptEnvironment.terminalOutput()
      guard Platform.isTerminal(output) else { throw .notATerminal }
      let input: Int32 = Platform.isTerminal(0) ? 0 : output
      let form = InteractiveForm(session: session, style: style, keyMap: options.keyMap)
      form.showsHelpBar = options.showsHelpBar
      let before = session.submitCount
      form.endsWhen = { session.submitCount > before }
      if let question { ask(question, on: form) }
      guard
        let ending = InteractiveTerminal.run(
          form, input: input, output: output, inline: !options.usesAlternateScreen)
      else { throw .notATerminal }
      return ending
    }

    /// Makes `form` answer `question` as a prompt does: a text is edited at once and Enter
    /// submits it; yes and no (`y` and `n`) answer a confirm; a choice opens as a list, and
    /// going back from it submits. The keys are the form's ``KeyMap``'s.
    private static func ask(_ question: Question, on form: InteractiveForm) {
      let session = form.session
      let before = session.submitCount
      let keys = form.keyMap
      switch question.kind {
      case .text:
        guard let cell = form.currentRow else { return }
        _ = form.startEditing(cell)
        // NB: a refused answer is edited again at once, its error under it.
        form.takesKey = { key in
          guard keys.done.contains(key), form.edit != nil else { return false }
          form.save(moving: 0)
          question.submit()
          if session.submitCount == before { _ = form.startEditing(cell) }
          return true
        }
      case .confirm:
        form.takesKey = { key in
          let isOn = (form.currentRow?.control as? SegmentedControl)?.selectedIndex == 0
          let wanted: Bool
          if keys.yes.contains(key) {
            wanted = true
          } else if keys.no.contains(key) {
            wanted = false
          } else if keys.done.contains(key) {
            wanted = isOn
          } else {
            return false
          }
          try? session.perform(.select(row: .number(1), option: .number(wanted ? 1 : 2)))
          question.submit()
          return true
        }
      case .choice:
        try? session.perform(.tap(row: .number(1)))
        form.endsWhen = {
          if session.screens.count == 1, session.submitCount == before { question.submit() }
          return session.submitCount > before
        }
      }
    }
  }
#endif
