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
    terminationRequest = workTracker.task("asking the screens whether to quit") { [weak self] in
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
  /// presents, top first (the order in which scenes stop), each screen once: a child sees its
  /// parent's presentation as its own, as in UIKit.
  func terminationChecks() -> [@MainActor () async -> Bool] {
    var seen: Set<ObjectIdentifier> = []
    var checks: [@MainActor () async -> Bool] = []
    collectTerminationChecks(into: &checks, seen: &seen)
    return checks
  }

  private func collectTerminationChecks(
    into checks: inout [@MainActor () async -> Bool], seen: inout Set<ObjectIdentifier>
  ) {
    guard seen.insert(ObjectIdentifier(self)).inserted else { return }
    presentedViewController?.collectTerminationChecks(into: &checks, seen: &seen)
    for child in children.reversed() { child.collectTerminationChecks(into: &checks, seen: &seen) }
    if let shouldTerminate { checks.append(shouldTerminate) }
  }
}
