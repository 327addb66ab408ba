import Clocks
import Testing

@testable import AuthServer

/// Each client's requests are held to a token bucket (nginx's `limit_req`): a bucket's worth
/// at once, refilled at its rate on the injected clock, each client apart; past it a request
/// is answered 429 and its connection closes, the rest of its pipeline unread, while other
/// clients are answered as before.
@Suite struct RequestRateTests {
  private static let tenPerSecond = RateLimit(maximum: 5, window: .milliseconds(500))

  @Test func aBucketLetsItsSizeThroughAtOnceThenRefillsAtItsRate() async {
    let clock = TestClock<Duration>()
    let buckets = RequestBuckets(Self.tenPerSecond, clock: clock)
    let client = ClientAddress("192.0.2.1")
    #expect((0..<5).allSatisfy { _ in buckets.take(from: client) })
    #expect(!buckets.take(from: client))
    #expect(buckets.take(from: ClientAddress("192.0.2.2")), "another client has its own")
    await clock.advance(by: .milliseconds(99))
    #expect(!buckets.take(from: client), "a token takes 100 ms to come back")
    await clock.advance(by: .milliseconds(1))
    #expect(buckets.take(from: client))
    #expect(!buckets.take(from: client))
    await clock.advance(by: .seconds(60))
    #expect((0..<5).allSatisfy { _ in buckets.take(from: client) }, "full, and no fuller")
    #expect(!buckets.take(from: client))
  }

  @Test func theTableForgetsRefilledBucketsFirstAndStaysBounded() async {
    let clock = TestClock<Duration>()
    let buckets = RequestBuckets(Self.tenPerSecond, clock: clock, maximumKeys: 2)
    let (first, second) = (ClientAddress("192.0.2.1"), ClientAddress("192.0.2.2"))
    #expect(buckets.take(from: first))
    await clock.advance(by: .milliseconds(100))
    #expect(buckets.take(from: second))
    #expect(buckets.take(from: ClientAddress("192.0.2.3")))
    #expect(buckets.count == 2, "the first had refilled: it went")
    for _ in 0..<4 { _ = buckets.take(from: second) }
    #expect(!buckets.take(from: second), "the second, still empty, stayed")
    for index in 4..<20 { _ = buckets.take(from: ClientAddress("192.0.2.\(index)")) }
    #expect(buckets.count <= 2)
  }

  /// A client pipelining past its bucket gets its bucket's answers, then one 429 that closes
  /// the connection: the requests behind it never run. Another client is answered meanwhile.
  @Test func aPipelinedFloodPastTheRateIsCutShortAndOthersAreAnswered() async throws {
    let limits = LiveServer.testLimits {
      $0.requestsPerClient = RateLimit(maximum: 3, window: .seconds(60))
    }
    try await LiveServer.with(limits: limits) { server throws in
      let request = "GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n"
      let flood = try await server.connect(
        from: "127.0.21.1", sending: String(repeating: request, count: 10))
      let answers = try await flood.readToEnd()
      #expect(answers.components(separatedBy: "HTTP/1.1 404").count - 1 == 3)
      #expect(answers.components(separatedBy: "HTTP/1.1 429").count - 1 == 1)
      #expect(answers.contains("\"code\":1009"))
      #expect(answers.lowercased().contains("connection: close"))
      #expect(try await server.signIn(from: "127.0.21.2").status == 201)
      let refusals = server.logs.entries.filter {
        $0.message.description == "request refused: its client sends too many"
      }
      #expect(refusals.count == 1, "one refusal: the rest of the pipeline was never read")
    }
  }
}
