import Foundation
import ThinKit

/// Where the settings are kept between launches.
protocol SettingsStore: Sendable {
  /// The saved settings; nil when none were ever saved.
  func load() async throws -> PomodoroSettings?
  func save(_ settings: PomodoroSettings) async throws
}

/// Keeps the settings in a small JSON file, written whole or not at all, off the main actor.
actor SettingsFile: SettingsStore {
  let url: URL

  init(url: URL) {
    self.url = url
  }

  /// `$XDG_CONFIG_HOME/pomodoro/settings.json`, else `~/.config/pomodoro/settings.json`.
  static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> SettingsFile
  {
    let config =
      environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
    return SettingsFile(url: config.appendingPathComponent("pomodoro/settings.json"))
  }

  func load() throws -> PomodoroSettings? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
    guard size <= 4096 else { throw Unreadable(url: url, reason: "it is over 4 KB") }
    do {
      return try JSONDecoder().decode(PomodoroSettings.self, from: Data(contentsOf: url))
    } catch {
      throw Unreadable(url: url, reason: "it is not a settings file")
    }
  }

  func save(_ settings: PomodoroSettings) throws {
    do {
      let folder = url.deletingLastPathComponent()
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try JSONEncoder().encode(settings).write(to: url, options: .atomic)
    } catch {
      throw Unwritable(url: url)
    }
  }

  /// Settings that could not be written: the form says where, and keeps what was typed.
  struct Unwritable: UserPresentableError {
    let url: URL

    var title: String { "Not saved" }
    var userReadableMessage: String { "\(url.path) cannot be written: nothing was saved." }
  }

  /// A settings file that cannot be used: the launch stops and says so, and the file stays.
  struct Unreadable: Error, CustomStringConvertible {
    let url: URL
    let reason: String

    var description: String {
      "\(url.path) cannot be read: \(reason) (move it away to start from the defaults)"
    }
  }
}
