import Observation
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal

/// The books on a shelf, which a launch step stocks, as an app's launch reads its saved data.
@MainActor
@Observable
final class Shelf {
  private(set) var books: [String] = []

  func stock(_ books: [String]) {
    self.books = books
  }
}

/// The launch step that stocks the shelf; with no books to give it fails, as a file that
/// cannot be read stops a launch.
struct StockShelfStep: StartupStep {
  struct NothingToStock: Error {}

  let shelf: Shelf
  let books: [String]

  func run() async throws {
    guard !books.isEmpty else { throw NothingToStock() }
    await shelf.stock(books)
  }
}

final class ShelfViewController: ViewController {}

/// A screen that shows what the launch step loaded, following the shelf from its start.
final class ShelfScene: Scene {
  let label = Label()
  let shelf: Shelf
  let cycle: UpdateCycle
  private var binding: ObservationBinding?

  init(resolver: inout Resolver, argument: Void) throws {
    shelf = try resolver.resolve()
    cycle = try resolver.resolve()
  }

  func makeScreen(resolver: inout Resolver) -> ShelfViewController {
    ShelfViewController(view: label)
  }

  func start() {
    binding = ObservationBinding.bind(shelf, to: label, cycle: cycle) { label, shelf in
      label.text = shelf.books.isEmpty ? "Empty shelf" : shelf.books.joined(separator: ", ")
    }
  }

  func stop() { binding?.cancel() }
}

enum ShelfApp: Destination {}

struct ShelfInstaller: Installer {
  var books = ["Dune", "Emma"]

  func install(into builder: inout ContainerBuilder) {
    builder.registerMainActor(Shelf.self, .singleton) { _ in Shelf() }
    builder.addStartupStep("Stock shelf") { [books] resolver in
      StockShelfStep(shelf: try resolver.resolve(), books: books)
    }
    builder.registerRoute(ShelfApp.self, to: ShelfScene.self)
  }
}
