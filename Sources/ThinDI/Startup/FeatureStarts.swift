import Synchronization

/// The runs of each feature's startup steps in one container, and the features that finished.
final class FeatureStarts: Sendable {
  private typealias Run = Task<Result<StartupReport, StartupError>, Never>
  private let runs = Mutex<[FeatureKey: Run]>([:])
  private let finished = Mutex<[FeatureKey]>([])

  func hasFinished(_ feature: FeatureKey) -> Bool { finished.withLock { $0.contains(feature) } }

  func markFinished(_ feature: FeatureKey) {
    finished.withLock { if !$0.contains(feature) { $0.append(feature) } }
  }

  /// The features that finished, in order, forgotten from now on: shutdown takes them once.
  func takeFinished() -> [FeatureKey] {
    let taken = finished.withLock { exchange(&$0, with: []) }
    runs.withLock { runs in for feature in taken { runs[feature] = nil } }
    return taken
  }

  /// The report of `feature`'s run: the one in progress or done, else a new run of `steps`.
  func run(
    _ feature: FeatureKey, steps: @escaping @Sendable () async throws(StartupError) -> StartupReport
  ) async throws(StartupError) -> StartupReport {
    let run = runs.withLock { runs in
      if let running = runs[feature] { return running }
      let run = Run {
        do throws(StartupError) { return .success(try await steps()) } catch {
          return .failure(error)
        }
      }
      runs[feature] = run
      return run
    }
    switch await run.value {
    case .success(let report):
      markFinished(feature)
      return report
    case .failure(let error):
      runs.withLock { runs in if runs[feature] == run { runs[feature] = nil } }
      throw error
    }
  }
}
