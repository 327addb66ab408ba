import Foundation
import Testing
import ThinKit

@testable import Pomodoro

/// The settings kept in a file, and read back by the launch step.
@Suite struct SettingsFileTests {
  /// A settings file in a folder of its own, removed after `body`.
  private func withSettingsFile(_ body: (SettingsFile, URL) async throws -> Void) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pomodoro-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("pomodoro/settings.json")
    try await body(SettingsFile(url: url), url)
  }

  @Test func savedSettingsAreReadBackAtTheNextLaunch() async throws {
    try await withSettingsFile { file, _ in
      try await file.save(PomodoroSettings(workMinutes: 50))
      let timer = await PomodoroTimer(clock: ManualClock())
      try await LoadSettingsStep(store: file, timer: timer).run()
      #expect(await timer.remaining == .seconds(50 * 60))
    }
  }

  @Test func withoutAFileTheTimerKeepsTwentyFiveMinutes() async throws {
    try await withSettingsFile { file, _ in
      let timer = await PomodoroTimer(clock: ManualClock())
      try await LoadSettingsStep(store: file, timer: timer).run()
      #expect(await timer.length == .seconds(25 * 60))
    }
  }

  @Test func aFileThatIsNotSettingsStopsTheLaunchInWordsAndIsLeftAlone() async throws {
    try await withSettingsFile { file, url in
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("not json".utf8).write(to: url)
      let timer = await PomodoroTimer(clock: ManualClock())
      let error = await #expect(throws: SettingsFile.Unreadable.self) {
        try await LoadSettingsStep(store: file, timer: timer).run()
      }
      #expect(error?.description.contains("it is not a settings file") == true)
      #expect(try Data(contentsOf: url) == Data("not json".utf8))
    }
  }

  @Test func aSaveThatCannotBeWrittenSaysWhereInWords() async throws {
    try await withSettingsFile { file, url in
      // A file where the settings' folder goes: the folder cannot be made.
      let folder = url.deletingLastPathComponent()
      try FileManager.default.createDirectory(
        at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: folder)
      let error = await #expect(throws: SettingsFile.Unwritable.self) {
        try await file.save(PomodoroSettings(workMinutes: 50))
      }
      #expect(error?.userReadableMessage == "\(url.path) cannot be written: nothing was saved.")
    }
  }
}
