extension Entry {
  /// ``resolve(_:)`` with the container's trace observer told what happened.
  @usableFromInline
  func tracedResolve(_ parent: inout Resolver) throws(ResolutionError) -> T {
    let tracer = parent.tracer!
    let depth = parent.depth
    let start = tracer.elapsed()
    // A built instance entered a frame of this resolver; a reused one entered none.
    let constructions = parent.constructions
    do {
      let instance = try resolveUntraced(&parent)
      tracer.report(
        self, depth: depth, start: start,
        outcome: parent.constructions == constructions ? .reused : .built)
      return instance
    } catch {
      tracer.report(self, depth: depth, start: start, outcome: .failed(error))
      throw error
    }
  }
}

extension ArgumentEntry {
  /// ``resolve(_:argument:)`` with the container's trace observer told what happened.
  @usableFromInline
  func tracedResolve(_ parent: inout Resolver, argument: Argument) throws(ResolutionError) -> T {
    let tracer = parent.tracer!
    let depth = parent.depth
    let start = tracer.elapsed()
    do {
      let instance = try make(&parent, argument: argument)
      tracer.report(self, depth: depth, start: start, outcome: .built)
      return instance
    } catch {
      tracer.report(self, depth: depth, start: start, outcome: .failed(error))
      throw error
    }
  }
}
