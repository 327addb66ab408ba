import ThinTerminal

extension Responder {
  /// The nearest view controller up the responder chain: the one that presents alerts for a
  /// view, as UIKit code finds it through `next`.
  var nearestViewController: ViewController? {
    sequence(first: self, next: { $0.next }).lazy.compactMap { $0 as? ViewController }.first
  }
}
