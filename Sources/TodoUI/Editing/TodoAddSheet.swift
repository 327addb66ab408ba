import ThinTerminal

/// The Add sheet as it is presented: a navigation stack of its own around
/// ``TodoAddViewController``, with Cancel and Done in its bar (its scene, ``TodoAddScene``,
/// makes it so).
public final class TodoAddSheet: NavigationController {}
