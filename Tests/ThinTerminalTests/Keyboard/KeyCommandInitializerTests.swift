import Foundation
import Testing
import ThinKit

@testable import ThinTerminal

/// `KeyCommand` takes one key or several, each with an action that takes the key pressed or
/// none, so that a closure of the wrong shape is what the compiler blames, never the keys.
@Suite @MainActor struct KeyCommandInitializerTests {
  /// What the actions saw.
  final class Log {
    var pressed: [KeyPress] = []
    var plain = 0
  }

  @Test func everyKeyFormTakesEitherActionAndRunsIt() {
    let log = Log()
    let commands = [
      KeyCommand(KeyPress(.character("a")), title: "a") { log.pressed.append($0) },
      KeyCommand(KeyPress(.character("b")), title: "b") { log.plain += 1 },
      KeyCommand([KeyPress(.up), KeyPress(.down)], title: "move") { log.pressed.append($0) },
      KeyCommand([KeyPress(.left), KeyPress(.right)], title: "choose") { log.plain += 1 },
    ]
    for key in [Key.character("a"), .character("b"), .down, .right] {
      let press = KeyPress(key)
      commands.first { $0.matches(press) }?.action(press)
    }
    #expect(log.pressed == [KeyPress(.character("a")), KeyPress(.down)])
    #expect(log.plain == 2)
    #expect(commands.map(\.keys.count) == [1, 1, 2, 2])
  }

  /// Type-checks code with a closure of the wrong shape against the built module: every error
  /// is about the closure. (With one initializer per key form, a `_ in` closure for one key
  /// was reported as "cannot convert value of type 'KeyPress' to expected argument type
  /// '[KeyPress]'".)
  @Test func aClosureOfTheWrongShapeIsWhatTheCompilerBlames() throws {
    let wrong = """
      import ThinTerminal
      @MainActor final class Screen: View {
        func start() {}
        override var keyCommands: [KeyCommand] {
          [
            KeyCommand(KeyPress(.character("s")), title: "start") { [weak self] a, b in
              self?.start()
            },
            KeyCommand([KeyPress(.up), KeyPress(.down)], title: "move") { a, b in
              print(a)
            },
          ]
        }
      }
      """
    let errors = try TypeCheck.errors(of: wrong)
    #expect(errors.count >= 2, "both commands are refused: \(errors)")
    for error in errors {
      let namesTheClosure = error.contains("closure") || error.contains("-> Void")
      #expect(namesTheClosure, "the closure is named: \(error)")
      #expect(!error.contains("'[KeyPress]'"), "the keys are not blamed: \(error)")
    }
  }

  @Test func theCheckSeesAGoodClosureCompile() throws {
    let right = """
      import ThinTerminal
      @MainActor func commands() -> [KeyCommand] {
        [
          KeyCommand(KeyPress(.character("s")), title: "start") { _ in },
          KeyCommand([KeyPress(.up)], title: "move") {},
        ]
      }
      """
    #expect(try TypeCheck.errors(of: right) == [])
  }
}

/// Runs the compiler's type checker on a snippet against the modules this test was built with.
enum TypeCheck {
  struct Unavailable: Error, CustomStringConvertible {
    var description: String
  }

  /// The `error:` lines the compiler prints for `source`.
  static func errors(of source: String) throws -> [String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("keycommand-typecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Snippet.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-I", try modules().path, file.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    return text.split(separator: "\n").map(String.init)
      .filter { $0.hasPrefix(file.path) && $0.contains(": error: ") }
  }

  /// The folder of built modules beside the running test binary (`.build/debug/Modules`).
  private static func modules() throws -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    for _ in 0..<5 {
      directory = directory.deletingLastPathComponent()
      let candidate = directory.appendingPathComponent("Modules")
      let module = candidate.appendingPathComponent("ThinTerminal.swiftmodule")
      if FileManager.default.fileExists(atPath: module.path) { return candidate }
    }
    throw Unavailable(description: "no built ThinTerminal module near \(CommandLine.arguments[0])")
  }
}
