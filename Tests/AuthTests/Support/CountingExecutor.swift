import Dispatch
import Synchronization

/// A task executor that counts the jobs it runs (on the global queue, never the main thread):
/// preferred by a task on the main actor, it sees exactly the work that leaves that actor.
final class CountingExecutor: TaskExecutor {
  private let count = Mutex(0)

  /// The jobs enqueued so far.
  var jobs: Int { count.withLock { $0 } }

  func enqueue(_ job: consuming ExecutorJob) {
    count.withLock { $0 += 1 }
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    DispatchQueue.global().async { job.runSynchronously(on: executor) }
  }
}
