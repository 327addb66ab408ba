/// A registered type that names itself in graphs and errors, instead of its generic spelling:
/// the hook through which a module built on the container names what it registers
/// (ThinScenes: `TodoDetailScene` for a scene's screen, `route OpenItem` for a route).
package protocol KeyDescribing {
  static var keyDescription: String { get }
}
