import Foundation
import Hummingbird
import Synchronization

/// A throwaway HTTP server on loopback with the routes a test gives it, counting every
/// request it receives: a redirecting server, the host it redirects to, a server that answers
/// too much.
final class FakeServer: Sendable {
  let url: URL
  private let counter: Counter

  private init(url: URL, counter: Counter) {
    self.url = url
    self.counter = counter
  }

  /// How many requests arrived, whatever their path.
  var requestCount: Int { counter.count.withLock { $0 } }

  /// Runs `body` with a server answering `routes`, and stops it afterwards.
  static func with<T>(
    _ routes: (Router<BasicRequestContext>) -> Void, _ body: (FakeServer) async throws -> T
  ) async throws -> T {
    let counter = Counter()
    let router = Router()
    router.add(middleware: counter)
    routes(router)
    let (urls, continuation) = AsyncStream.makeStream(of: URL.self)
    let application = Application(
      router: router,
      configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
      onServerRunning: { channel in
        guard let port = channel.localAddress?.port else { return }
        continuation.yield(URL(string: "http://127.0.0.1:\(port)")!)
      })
    let task = Task {
      try? await application.run()
      continuation.finish()
    }
    var iterator = urls.makeAsyncIterator()
    guard let url = await iterator.next() else { throw ServerDidNotStart() }
    let server = FakeServer(url: url, counter: counter)
    do {
      let result = try await body(server)
      task.cancel()
      await task.value
      return result
    } catch {
      task.cancel()
      await task.value
      throw error
    }
  }

  /// Counts each request, then lets the routes answer.
  private final class Counter: RouterMiddleware, Sendable {
    let count = Mutex(0)

    func handle(
      _ request: Request, context: BasicRequestContext,
      next: (Request, BasicRequestContext) async throws -> Response
    ) async throws -> Response {
      count.withLock { $0 += 1 }
      return try await next(request, context)
    }
  }
}
