import Testing

@testable import ThinTerminalTesting

/// Why an alert showed is noted on that alert only, never on a later, unrelated one.
struct SceneOutputChannelTests {
  private let alert = SceneOutput.alert(
    title: "Oops", message: "Something went wrong.", actions: ["OK"])

  @Test func aNoteGoesToTheAlertRecordedRightAfterIt() {
    let channel = SceneOutputChannel()
    channel.explainNextAlert("the route could not open its screen")
    channel.record(alert)
    #expect(channel.pendingEntries.map(\.note) == ["the route could not open its screen"])
  }

  @Test func aNoteWhoseAlertNeverShowedGoesToNoLaterAlert() {
    let channel = SceneOutputChannel()
    channel.explainNextAlert("the route could not open its screen")
    channel.record(.focus("Name"))
    channel.record(alert)
    #expect(channel.pendingEntries.map(\.note) == [nil, nil])
  }
}
