import ThinDI
import Todo

/// What Todo does at launch, in order, after the installers have run: apply the appearance,
/// open (and migrate) the database, then add the sample items to a new database. A step that
/// fails stops the launch and names itself.
public struct TodoLaunchInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.addStartupStep(AppearanceStep.name) { resolver in
      AppearanceStep(appearance: try resolver.resolve(), theme: try resolver.resolve())
    }
    builder.addStartupStep(DatabaseStep.name) { resolver in
      DatabaseStep(database: try resolver.resolve())
    }
    builder.addStartupStep(SampleDataStep.name) { resolver in
      SampleDataStep(store: try resolver.resolve())
    }
  }
}
