import ThinDI
import Todo

/// What Todo does when it is first opened, in order: apply the appearance, open (and migrate)
/// the database, then add the sample items to a new database. A step that fails stops the
/// opening and names itself. The steps belong to ``TodoFeature``: the demo's launcher opens no
/// database until Todo is chosen.
///
/// And what it does as the app ends, once it has opened: let the queued writes finish, then
/// close the database, failing with each change that could not be saved.
public struct TodoLaunchInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.addStartupStep(AppearanceStep.name, feature: TodoFeature.self) { resolver in
      AppearanceStep(appearance: try resolver.resolve(), theme: try resolver.resolve())
    }
    builder.addStartupStep(DatabaseStep.name, feature: TodoFeature.self) { resolver in
      DatabaseStep(database: try resolver.resolve())
    }
    builder.addStartupStep(SampleDataStep.name, feature: TodoFeature.self) { resolver in
      SampleDataStep(store: try resolver.resolve())
    }
    builder.addShutdownStep(SavingStep.name, feature: TodoFeature.self) { resolver in
      SavingStep(store: try resolver.resolve(), clock: try resolver.resolve())
    }
  }
}
