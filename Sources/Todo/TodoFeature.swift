import ThinDI

/// The Todo app as a feature: its launch work (the database opened and migrated, the sample
/// tasks offered once) runs when a Todo screen is first opened, not when the demo starts.
public enum TodoFeature: Feature {
  public static let name = "Todo"
}
