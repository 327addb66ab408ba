/// A screen whose navigation bar shows the number of open items as a ``TodoBarStyle``.
@MainActor
public protocol TodoBarDisplaying: AnyObject {
  var barStyle: TodoBarStyle { get set }
}
