import Testing
import ThinDI

@Suite struct BuilderTests {
  @Test func duplicateRegistrationsAreReportedTogetherWithTheirInstallers() {
    struct SecondStorageInstaller: Installer {
      func install(into builder: inout ContainerBuilder) {
        builder.register(DatabaseQueue.self) { DatabaseQueue() }
        builder.register(TodoStore.self) { r in TodoStore(queue: try r.resolve()) }
      }
    }
    let builder = ContainerBuilder(installers: [StorageInstaller(), SecondStorageInstaller()])
    do {
      _ = try builder.build()
      Issue.record("expected a BuildError")
    } catch {
      #expect(error.problems.count == 2)
      #expect(
        error.description == """
          DatabaseQueue: registered twice (by StorageInstaller and by SecondStorageInstaller); \
          declare the second inside override { } to replace the first
          TodoStore: registered twice (by StorageInstaller and by SecondStorageInstaller); \
          declare the second inside override { } to replace the first
          """)
    }
  }

  @Test func overrideReplacesInPlace() throws {
    var builder = ContainerBuilder(installers: [StorageInstaller()])
    builder.override { builder in
      builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue(path: "test.sqlite") }
    }
    let container = try builder.build()
    #expect(try container.resolve(TodoStore.self).queue.path == "test.sqlite")
    #expect(container.registeredKeys.map(\.description) == ["DatabaseQueue", "TodoStore"])
  }

  @Test func overrideOfNothingIsAnError() {
    var builder = ContainerBuilder(installers: [StorageInstaller()])
    builder.override { builder in
      builder.register(DatabaseQueue.self, name: "mian") { DatabaseQueue() }
    }
    #expect {
      try builder.build()
    } throws: { error in
      "\(error)"
        == #"DatabaseQueue "mian": override by the app replaces nothing; register it instead"#
    }
  }
}

@Suite struct OverrideTests {
  @Test func childReplacesOneRegistrationAndKeepsTheRest() throws {
    let app = try ContainerBuilder(installers: [StorageInstaller(), ListInstaller()]).build()
    let appStore = try app.resolve(TodoStore.self)
    let test = try app.overriding { builder in
      builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue(path: "fake") }
    }
    #expect(try test.resolve(TodoListPresenter.self).store.queue.path == "fake")
    #expect(try app.resolve(TodoStore.self) === appStore, "the app container is unchanged")
    #expect(appStore.queue.path == ":memory:")
  }

  @Test func parallelTestsDoNotSeeEachOthersOverrides() async throws {
    let app = try ContainerBuilder(installers: [StorageInstaller(), ListInstaller()]).build()
    let paths = try await withThrowingTaskGroup(of: (String, String).self) { group in
      for index in 0..<32 {
        group.addTask {
          let path = "test-\(index)"
          let test = try app.overriding { builder in
            builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue(path: path) }
          }
          var seen = ""
          for _ in 0..<100 { seen = try test.resolve(TodoListPresenter.self).store.queue.path }
          return (path, seen)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(paths.count == 32)
    #expect(paths.allSatisfy { $0.0 == $0.1 })
  }
}
