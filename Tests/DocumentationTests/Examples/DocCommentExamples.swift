import Testing
import ThinDI
import ThinKit

// The examples of the libraries' doc comments that no article or app already holds, compiled
// and run: ArticleCodeTests checks that each example stands in a compiled file.

/// A signed-in account, for `Container.makeChild`'s example.
final class Account: Sendable {
  let name: String
  init(name: String) { self.name = name }
}

/// Writes one export; made on demand, for `Provider`'s example.
final class ExportWriter: Sendable {
  let name: String
  init(name: String) { self.name = name }
}

/// Makes a writer per export through a provider, never knowing how a writer is built.
final class Exporter: Sendable {
  let makeWriter: ArgumentProvider<String, ExportWriter>
  init(makeWriter: ArgumentProvider<String, ExportWriter>) { self.makeWriter = makeWriter }
}

/// The feature of `Feature`'s example.
enum TodoFeature: Feature {
  static let name = "Todo"
}

/// How a request raced against its timeout ended.
enum Answer: Equatable, Sendable {
  case answered, cancelled, timedOut
}

/// An alert that reports the choice made, for `withTrackedContinuation`'s example.
@MainActor final class ChoiceAlert {
  var onChoice: (String) -> Void = { _ in }
}

/// Asks the user before an item goes.
@MainActor protocol DeletionConfirming: AnyObject {
  func confirmDeletion(of item: String) async -> Bool
}

/// Says yes to every deletion.
final class ConfirmingEverything: DeletionConfirming {
  func confirmDeletion(of item: String) async -> Bool { true }
}

/// Keeps what was deleted.
@MainActor final class DeletedItems {
  private(set) var deleted: [String] = []
  func delete(_ item: String) { deleted.append(item) }
}

/// A list presenter that asks before it deletes, for `Task.tracked`'s example.
@MainActor final class DeletingPresenter {
  weak var delegate: (any DeletionConfirming)?
  let store = DeletedItems()

  func delete(_ item: String) -> Task<Void, Never> {
    Task.tracked { [weak self] in
      guard let self, await delegate?.confirmDeletion(of: item) == true else { return }
      store.delete(item)
    }
  }
}

@MainActor
@Suite struct DocCommentExamples {
  @Test func aBuilderCollectsInstallersAndBuilds() throws {
    var builder = ContainerBuilder()
    builder.install(TodoInstaller())
    let container = try builder.build()
    #expect(container.validate().isEmpty == false, "the list's store is in StorageInstaller")
  }

  @Test func aChildAddsRegistrations() throws {
    let app = try ContainerBuilder(installers: [StorageInstaller()]).build()
    let session = try app.makeChild { builder in
      builder.register(Account.self, .singleton) { Account(name: "ada") }
    }
    #expect(try session.resolve(Account.self).name == "ada")
    #expect(!app.isRegistered(Account.self))
  }

  @Test func aProviderBuildsLater() throws {
    var builder = ContainerBuilder()
    builder.register(ExportWriter.self, argument: String.self) { _, name in ExportWriter(name: name)
    }
    builder.register(Exporter.self) { r in
      Exporter(makeWriter: try r.provider(ExportWriter.self, argument: String.self))
    }
    let container = try builder.build()
    let exporter = try container.resolve(Exporter.self)
    #expect(try exporter.makeWriter("march.csv").name == "march.csv")
  }

  @Test func aFeatureNamesItself() {
    #expect(TodoFeature.name == "Todo")
  }

  @Test func tracingPrintsEachResolve() throws {
    var builder = ContainerBuilder()
    StorageInstaller().install(into: &builder)
    builder.traceResolutions(clock: ContinuousClock()) { event in print(event) }
    #expect(try builder.build().resolve(TodoStore.self).queue.path == "todo.sqlite")
  }

  @Test func aTrackedContinuationWaitsForItsAnswer() async {
    let alert = ChoiceAlert()
    Task { alert.onChoice("Delete") }
    let chosen = await withTrackedContinuation { answer in
      alert.onChoice = { answer.resume(returning: $0) }
    }
    #expect(chosen == "Delete")
  }

  @Test func aTrackedTaskAsksThenDeletes() async {
    let presenter = DeletingPresenter()
    let delegate = ConfirmingEverything()
    presenter.delegate = delegate
    await presenter.delete("Milk").value
    #expect(presenter.store.deleted == ["Milk"])
  }
}

/// The request of `firstResult(of:)`'s example: answered at once.
private func send(_ request: String) async -> Answer { .answered }

/// `firstResult(of:)`'s example, off the main actor as a model's request is.
@Suite struct FirstResultExample {
  @Test func theFirstResultWins() async {
    let clock = ManualClock()
    let timeout = Duration.seconds(5)
    let request = "GET /"
    let answer = await firstResult(of: [
      { @Sendable in await send(request) },
      { @Sendable in (try? await clock.sleep(for: timeout)) == nil ? .cancelled : .timedOut },
    ])
    #expect(answer == .answered)
  }
}
