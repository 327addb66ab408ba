import ThinDI
import ThinScenes
import ThinTerminal

extension AppRunner {
  /// The demo, opening on `start` (the launcher, or one app directly), with `overrides`
  /// replacing registrations (a command line's options). The apps' features close themselves
  /// in their shutdown steps: the demo knows none of their storage.
  public static func demo(
    _ start: DemoStart, overrides: @escaping (inout ContainerBuilder) -> Void = { _ in }
  ) -> AppRunner {
    AppRunner(
      programName: "demo", installers: DemoContainer.installers,
      firstScreen: start.destination, overrides: overrides)
  }
}

extension DemoStart {
  /// The first screen's destination.
  var destination: any Destination<Void>.Type {
    switch self {
    case .launcher: DemoLauncher.self
    case .app(let entry): entry.destination
    }
  }
}
