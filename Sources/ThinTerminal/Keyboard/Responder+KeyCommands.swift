extension Responder {
  /// The commands whose keys would reach their handler from this responder now, innermost
  /// first: each responder's ``keyCommands`` up the chain, a key listed once (the first
  /// command to claim it runs), without the typed keys a field being edited takes as text —
  /// but for the field's own (a date field's `+`/`-`).
  public var keyCommandsInEffect: [KeyCommand] {
    let isTyping = self is KeyInput
    var claimed: [KeyPress] = []
    var commands: [KeyCommand] = []
    var responder: Responder? = self
    while let current = responder {
      for command in current.keyCommands {
        let keys = command.keys.filter { key in
          !claimed.contains(key) && !(isTyping && current !== self && key.isTypedText)
        }
        guard !keys.isEmpty else { continue }
        claimed += keys
        var shown = command
        // A label that named a key taken by another handler (or typed) no longer says it.
        if keys.first != command.keys.first { shown.keyLabel = nil }
        shown.keys = keys
        commands.append(shown)
      }
      responder = current.next
    }
    return commands
  }

  /// Runs the first of ``keyCommands`` that `press` matches; false when none does.
  func performKeyCommand(for press: KeyPress) -> Bool {
    guard let command = keyCommands.first(where: { $0.matches(press) }) else { return false }
    command.action(press)
    return true
  }
}
