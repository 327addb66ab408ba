import Testing
import ThinDI

// The code of the DocC article "Child containers", built for real.

private final class Account: Sendable {
  let name: String
  init(name: String) { self.name = name }
}

private final class Inbox: Sendable {
  let account: Account
  let store: TodoStore
  init(account: Account, store: TodoStore) {
    self.account = account
    self.store = store
  }
}

private struct SessionInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.register(Account.self, .singleton) { Account(name: "ada") }
    builder.register(Inbox.self) { r in Inbox(account: try r.resolve(), store: try r.resolve()) }
  }
}

@Suite struct ChildContainersArticleTests {
  @Test func sessionIsAChildOfTheApp() throws {
    let app = try ContainerBuilder(installers: [StorageInstaller()]).build()
    let session = try app.makeChild { builder in
      builder.register(Account.self, .singleton) { Account(name: "ada") }
      builder.register(Inbox.self) { r in Inbox(account: try r.resolve(), store: try r.resolve()) }
    }
    let inbox = try session.resolve(Inbox.self)
    #expect(inbox.account.name == "ada")
    #expect(inbox.store === (try app.resolve(TodoStore.self)))
    #expect(session.validate().isEmpty)
  }

  @Test func childBuilderRunsInstallers() throws {
    let app = try ContainerBuilder(installers: [StorageInstaller()]).build()
    var builder = ContainerBuilder(parent: app)
    builder.install(SessionInstaller())
    let session = try builder.build()
    #expect(try session.resolve(Inbox.self).account === (try session.resolve(Account.self)))
  }
}
