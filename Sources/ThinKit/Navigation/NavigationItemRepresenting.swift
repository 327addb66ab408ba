/// What ThinKit needs of a host's navigation item (`UINavigationItem`): its title, and a place
/// to put the bar buttons a ``NavigationSpec`` chose.
@MainActor
public protocol NavigationItemRepresenting: AnyObject {
  /// The title shown in the navigation bar.
  var title: String? { get }
  /// Replaces the buttons on one side of the bar, as setting `leftBarButtonItems` or
  /// `rightBarButtonItems`. The host draws each and calls its ``BarButton/perform()`` when
  /// it is tapped.
  func setBarButtons(_ buttons: [BarButton], at position: BarButtonPosition)
}
