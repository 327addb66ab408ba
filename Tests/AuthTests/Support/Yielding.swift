import Testing

/// Yields to other tasks until `condition` holds; records a failure rather than spin for ever.
@MainActor
func yield(
  until condition: @MainActor () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
)
  async
{
  for _ in 0..<100_000 where !condition() { await Task.yield() }
  #expect(condition(), "the condition never held", sourceLocation: sourceLocation)
}
