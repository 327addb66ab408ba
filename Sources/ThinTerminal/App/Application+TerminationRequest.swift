extension Application {
  /// Quits at the user's request (Ctrl-C, an app's quit key): first asks every screen that
  /// set ``ViewController/shouldTerminate``, top screens first, and ends the run
  /// (``terminate()``) when all agree; a screen that answers false keeps the app running.
  /// A second request while the screens are being asked quits at once, as a second Ctrl-C
  /// does in a shell.
  public func requestTermination() {
    guard !isTerminating else { return }
    guard terminationRequest == nil else {
      terminate()
      return
    }
    let checks = window.rootViewController?.terminationChecks() ?? []
    guard !checks.isEmpty else {
      terminate()
      return
    }
    terminationRequest = Task { [weak self] in
      for check in checks {
        guard await check() else {
          self?.terminationRequest = nil
          return
        }
      }
      self?.terminationRequest = nil
      self?.terminate()
    }
  }
}

extension ViewController {
  /// The ``shouldTerminate`` questions of this screen and of every screen it contains or
  /// presents, top first (the order in which scenes stop).
  func terminationChecks() -> [@MainActor () async -> Bool] {
    var checks = presentedViewController?.terminationChecks() ?? []
    for child in children.reversed() { checks += child.terminationChecks() }
    if let shouldTerminate { checks.append(shouldTerminate) }
    return checks
  }
}
