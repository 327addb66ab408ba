import Foundation
import Testing

/// `demo todo` while its file is cut short under it (`truncate`, a copy that stopped half way):
/// the rows it can no longer read are said on the list's notice lines, not in an alert that
/// would take the keys, and the list goes on taking keys.
@Suite struct DemoTodoCutShortTests {
  @Test(.needsTmux) func aFileCutShortWhileOpenIsSaidOnTheNoticeLines() async throws {
    let folder = try TodoTestFolder()
    let path = folder.database
    let demo = try BuiltProducts.executable(named: "demo").path
    #expect(try Subprocess.run([demo, "todo", "--seed", "300", "--db", path]).status == 0)
    let session = try DemoTodoRun.start(path)
    defer { session.close() }
    try await session.waitForText("Enter open")
    // The list has read its first page of rows; the rest of the file goes.
    let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try file.truncate(atOffset: 40_960)
    try file.close()
    for _ in 0..<10 { try session.sendKeys("PageDown") }
    try await session.waitForText("The file is damaged: Some tasks are on a damaged part")
    let screen = try session.capturedText()
    #expect(!screen.contains("Close"), "no alert:\n\(screen)")
    #expect(screen.contains("Enter open"), "the list's keys:\n\(screen)")
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 0)
  }
}
