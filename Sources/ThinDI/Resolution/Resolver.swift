/// What a factory receives: resolves its dependencies within the same top-level resolve, so that
/// graph-lifestyle instances are shared, scoped ones come from the same scope, cycles are caught
/// and errors carry the whole path.
///
/// Keep it for the duration of the factory. To build something later (a detail screen when a row
/// is chosen), take a ``Provider`` from ``provider(_:name:)`` instead.
public struct Resolver {
  @usableFromInline let context: ResolutionContext
  @usableFromInline let depth: Int
  /// The entry whose factory this resolver was given to; nil at the top level.
  // unowned(unsafe): the entry belongs to the container, which `context` retains, so it outlives
  // every resolver; skipping the retain keeps nested resolves cheap.
  @usableFromInline unowned(unsafe) let requester: AnyEntry?

  @usableFromInline
  init(context: ResolutionContext, depth: Int, requester: AnyEntry?) {
    self.context = context
    self.depth = depth
    self.requester = requester
  }

  /// The instance registered for `type` (and `name`), built according to its lifestyle.
  @inlinable
  public func resolve<T>(_ type: T.Type = T.self, name: String? = nil) throws(ResolutionError) -> T
  {
    guard let entry = context.container.entry(for: T.self, name: name) else {
      throw context.notRegistered(ServiceKey(T.self, name: name), requester: requester)
    }
    let instance = try entry.resolve(self)
    if let recorder = context.recorder { recorder.record(requester, entry) }
    return instance
  }

  /// The instance registered for `type` with a runtime `argument` of type `Argument`.
  @inlinable
  public func resolve<T, Argument>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument
  ) throws(ResolutionError) -> T {
    guard let entry = context.container.entry(for: T.self, name: name, argument: Argument.self)
    else {
      let key = ServiceKey(T.self, name: name, argumentType: Argument.self)
      throw context.notRegistered(key, requester: requester)
    }
    let instance = try entry.make(self, argument: argument)
    if let recorder = context.recorder { recorder.record(requester, entry) }
    return instance
  }

  /// Like ``resolve(_:name:)``, but traps with the error's full message instead of throwing.
  public func require<T>(_ type: T.Type = T.self, name: String? = nil) -> T {
    do { return try resolve(type, name: name) } catch { fatalError(error.description) }
  }
}
