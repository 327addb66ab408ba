import ThinDI
import ThinScenes
import ThinTerminal

/// The Add sheet as it is presented: a navigation stack of its own around
/// ``TodoAddViewController``, with Cancel and Done in its bar (its scene, ``TodoAddScene``,
/// sets them up).
public final class TodoAddSheet: NavigationController, SceneHost {}
