/// The fuzz targets, by the name `thinterminal-fuzz --target=NAME` takes, each with the corpus
/// folder of its seeds (`Fuzz/corpus/NAME`).
package enum FuzzTarget: String, CaseIterable, Sendable {
  /// ``DecoderFuzzCheck``: terminal input into events.
  case decoder
  /// ``TextFieldFuzzCheck``: editing a text field through an application.
  case textField = "text-field"
  /// ``RendererFuzzCheck``: frames into a terminal that may count widths differently.
  case renderer

  /// Runs the target's check on one input; throws what it found broken.
  @MainActor
  package func run(_ bytes: [UInt8]) throws(FuzzFailure) {
    switch self {
    case .decoder: try DecoderFuzzCheck.run(bytes)
    case .textField: try TextFieldFuzzCheck.run(bytes)
    case .renderer: try RendererFuzzCheck.run(bytes)
    }
  }

  /// The target named by a `--target=NAME` argument among `arguments`, if any.
  package static func named(in arguments: [String]) -> FuzzTarget? {
    arguments.lazy.compactMap { argument in
      argument.hasPrefix("--target=")
        ? FuzzTarget(rawValue: String(argument.dropFirst("--target=".count))) : nil
    }.first
  }
}
