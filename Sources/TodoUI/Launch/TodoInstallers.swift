import ThinDI
import Todo

/// Todo's installers, in order: its model and storage, its screens, and what it does when it
/// opens and when the app ends. An app adds Todo with these alone, knowing nothing of its
/// storage.
public enum TodoInstallers {
  /// Every installer of Todo.
  public static var all: [any Installer] {
    [TodoInstaller(), TodoSceneInstaller(), TodoLaunchInstaller()]
  }
}
