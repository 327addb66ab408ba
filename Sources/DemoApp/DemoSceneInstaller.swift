import ThinDI
import ThinKit
import ThinScenes
import TodoUI

/// Registers the demo's own screen and what its stacks share: the launcher's scene and route,
/// and the navigation spec of the demo's stack (Todo's buttons on Todo's screens).
struct DemoSceneInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.registerRoute(DemoLauncher.self, to: LauncherScene.self)
    builder.register(NavigationSpec.self, .singleton) { resolver in
      try resolver.resolve(TodoNavigation.self).spec
    }
  }
}
