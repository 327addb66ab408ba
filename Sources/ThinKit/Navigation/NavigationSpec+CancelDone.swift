extension NavigationSpec {
  /// The modal editor's bar: Cancel on the left and Done on the right of every view controller
  /// of the stack.
  public static func cancelDone(
    onCancel: @escaping @MainActor @Sendable (NavigationContext) -> Void,
    onDone: @escaping @MainActor @Sendable (NavigationContext) -> Void
  ) -> NavigationSpec {
    NavigationSpec([
      BarButtonSpec(.system(.cancel), position: .left, action: onCancel),
      BarButtonSpec(.system(.done), position: .right, action: onDone),
    ])
  }
}
