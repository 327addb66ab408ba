import ThinDI

/// The Sign-in app as a feature: its launch work (reading the last email, ``LastEmailStep``)
/// runs when its form is first opened, off the main actor and before the form shows.
public enum SignInFeature: Feature {
  public static let name = "Sign-in"
}
