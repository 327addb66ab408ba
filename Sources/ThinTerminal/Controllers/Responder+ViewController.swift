extension Responder {
  /// The nearest view controller up the responder chain, this responder included: the one
  /// that presents alerts for a view, as UIKit code finds it by walking `next`.
  public var nearestViewController: ViewController? {
    sequence(first: self, next: { $0.next }).lazy.compactMap { $0 as? ViewController }.first
  }
}
