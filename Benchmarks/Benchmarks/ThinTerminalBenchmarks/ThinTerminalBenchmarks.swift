import Benchmark
import ThinKit
import ThinTerminal

/// The bytes a frame wrote, recorded next to the time it took.
private let bytesWritten = BenchmarkMetric.custom(
  "bytes written", polarity: .prefersSmaller, useScalingFactor: false)
/// How many cells differ between the frames of a diff.
private let cellsChanged = BenchmarkMetric.custom(
  "cells changed", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, bytesWritten, cellsChanged], maxDuration: .seconds(3))

  let screen = SampleFrames.screen()
  let tenPercent = SampleFrames.changing(screen, fraction: 0.10)
  var oneCell = screen
  oneCell.draw("x", at: Point(x: 100, y: 30), foreground: SampleFrames.colors[0])

  for mode in [ColorMode.trueColor, .palette256] {
    Benchmark("Full redraw 200x60 from blank (\(mode))") { benchmark in
      var bytes = 0
      for _ in benchmark.scaledIterations {
        var renderer = FrameRenderer(colorMode: mode)
        let output = renderer.render(screen, cursor: nil)
        blackHole(output)
        bytes = output.count
      }
      benchmark.measurement(bytesWritten, bytes)
    }
  }

  /// Alternates between two frames, so every render is a diff of the same size.
  func alternating(
    _ name: String, _ a: CellBuffer, _ b: CellBuffer, scaling: BenchmarkScalingFactor
  ) {
    Benchmark(name, configuration: .init(scalingFactor: scaling)) { benchmark in
      var renderer = FrameRenderer(colorMode: .trueColor)
      _ = renderer.render(a, cursor: nil)
      var bytes = 0
      var flip = false
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        flip.toggle()
        let output = renderer.render(flip ? b : a, cursor: nil)
        blackHole(output)
        bytes = output.count
      }
      benchmark.stopMeasurement()
      benchmark.measurement(bytesWritten, bytes)
      benchmark.measurement(cellsChanged, SampleFrames.differingCells(a, b))
    }
  }
  alternating("Diff 200x60, 10% of cells changed", screen, tenPercent, scaling: .one)
  alternating("Diff 200x60, one cell changed", screen, oneCell, scaling: .one)
  alternating("Diff 200x60, nothing changed", screen, screen, scaling: .one)

  Benchmark("Parse a 1 MB bracketed paste in 4 KiB reads") { benchmark in
    let body = Array(
      repeating: Array("The quick brown fox jumps over the lazy dog 界\r".utf8), count: 21_000
    )
    .joined()
    let input = Array("\u{1B}[200~".utf8) + body + Array("\u{1B}[201~".utf8)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      var parser = InputParser()
      var events = 0
      var offset = 0
      while offset < input.count {
        let end = min(offset + 4096, input.count)
        events += parser.parse(input[offset..<end]).count
        offset = end
      }
      blackHole(events)
    }
  }

  /// Input taken the whole way real input goes, into a focused field (see `PastedInput`).
  func delivered(
    _ name: String, _ input: [UInt8], length expected: Int, readSize: Int = 4096,
    delegated: Bool = false
  ) {
    Benchmark(name) { benchmark in
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let length = await PastedInput.deliver(input, readSize: readSize, delegated: delegated)
        precondition(length == expected, "the field holds \(length) characters")
      }
      benchmark.stopMeasurement()
    }
  }
  delivered(
    "Unbracketed 1 MB of keys: 4 KiB reads → run loop → focused TextField",
    PastedInput.unbracketedMegabyte, length: PastedInput.expectedKeysLength)
  // ANSITerminal's own read size, one line, into a field that asks its delegate about each key.
  delivered(
    "Unbracketed 1 MB on one line: 64 KiB reads → run loop → TextField with a delegate",
    PastedInput.unbrokenMegabyte, length: PastedInput.unbrokenLength, readSize: 65_536,
    delegated: true)
  delivered(
    "Bracketed 200 KB paste: 4 KiB reads → run loop → focused TextField",
    PastedInput.bracketed200KB, length: PastedInput.expected200KBLength)

  Benchmark("Parse keys: a, Up, 界, Ctrl-Right, Enter", configuration: .init(scalingFactor: .kilo)) {
    benchmark in
    let input = Array("a\u{1B}[A界\u{1B}[1;5C\r".utf8)
    var parser = InputParser()
    for _ in benchmark.scaledIterations {
      blackHole(parser.parse(input))
    }
  }
}
