extension Application {
  /// Handles input that arrived together (``TerminalEvent/inputs(_:)``), in order, as if it had
  /// come key by key, in one turn when it types text: a megabyte of keys into a field draws one
  /// frame. After any other event (Return, Tab, a command key) that started work in
  /// ``workTracker`` (a form's submit, a binding's update, a read before a push) still in
  /// flight, the next key waits until that work is at rest (done, or waiting on a tracked
  /// source: the clock, an alert's answer), whatever other work runs meanwhile (a watch of the
  /// file that lasts as long as the app), for at most ``typeAheadWaitLimit``: keys typed right
  /// after Return on a list that reads its row before it opens it reach the screen it opens,
  /// as they would after a push that reads nothing, while work held longer (a slow disk, the
  /// network) leaves the keys to the screen they came to. Keys that started none follow at
  /// once: a turn of the main actor per key would cost more than the keys.
  func handle(together inputs: [InputEvent]) async {
    var index = 0
    while index < inputs.count {
      guard !Task.isCancelled, !isTerminating, !endsForTerminationRequest() else { return }
      // The field first: a run is looked for only where it can go in at once, or a burst into
      // a field with a delegate would be scanned again from each of its keys.
      if !isTooSmall, let field = window.firstResponder as? TextField, field.typesRunsAtOnce,
        case let typed = typedRun(in: inputs, from: index), typed.count > 1
      {
        window.releaseKeyboardPress()
        window.layoutIfNeeded()
        field.type(typed)
        if updateCycle.hasPendingUpdates { setNeedsDisplay() }
        index += typed.count
        continue
      }
      let typesText = inputs[index].isTypedText && window.firstResponder is KeyInput
      let unitsBegun = workTracker.unitsBegun
      handle(.input(inputs[index]))
      index += 1
      if index < inputs.count, !typesText, workTracker.unitsBegun != unitsBegun {
        _ = await workTracker.waitUntilAtRest(since: unitsBegun, timeLimit: typeAheadWaitLimit)
      }
    }
  }

  /// The printable characters typed as keys from `start` on, up to the first event that is
  /// not one.
  private func typedRun(in inputs: [InputEvent], from start: Int) -> [Character] {
    var run: [Character] = []
    for input in inputs[start...] {
      guard case .key(let press) = input, press.isTypedText, case .character(let typed) = press.key,
        !typed.isNewline, !typed.unicodeScalars.contains(where: { $0.value < 0x20 })
      else { break }
      run.append(typed)
    }
    return run
  }
}

extension InputEvent {
  /// A character typed without Ctrl or Alt: text, for a field being edited.
  fileprivate var isTypedText: Bool {
    if case .key(let press) = self { press.isTypedText } else { false }
  }
}
