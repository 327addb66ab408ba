// swift-tools-version: 6.1

// ThinKit's benchmarks: a package of their own, so that `swift test` on ThinKit never builds
// the benchmark tooling or the libraries measured against (Swinject, OpenCombine).
// Run them with: swift package --package-path Benchmarks --disable-sandbox benchmark
//
// ThinKit offers only its libraries as products: the Todo demo is no library an app could
// pick. Its benchmarks build Todo (and the SeededRandom it uses) from ThinKit's own sources,
// through the links in Sources/, with ThinKit's libraries and GRDB, as ThinKit builds it.

import PackageDescription

let package = Package(
  name: "ThinKitBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "ThinKit", path: "..", traits: []),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    .target(name: "SeededRandom", path: "Sources/SeededRandom"),
    .target(
      name: "Todo",
      dependencies: [
        "SeededRandom", .product(name: "ThinDI", package: "ThinKit"),
        .product(name: "ThinKit", package: "ThinKit"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      path: "Sources/Todo"),
  ]
)

/// A benchmark executable in `Benchmarks/<name>`, run by package-benchmark's plugin.
func benchmark(_ name: String, dependencies: [Target.Dependency]) -> Target {
  .executableTarget(
    name: name,
    dependencies: dependencies + [.product(name: "Benchmark", package: "benchmark")],
    path: "Benchmarks/\(name)",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  )
}

// One line per benchmark suite.
package.targets += [
  benchmark(
    "ThinKitBenchmarks",
    dependencies: [
      .product(name: "ThinKit", package: "ThinKit"),
      .product(name: "OpenCombine", package: "OpenCombine"),
    ]),
  benchmark(
    "ThinTerminalViews", dependencies: [.product(name: "ThinTerminal", package: "ThinKit")]),
  benchmark(
    "ThinDIBenchmarks",
    dependencies: [
      .product(name: "ThinDI", package: "ThinKit"),
      .product(name: "Swinject", package: "Swinject"),
    ]),
  benchmark(
    "ThinTerminalBenchmarks", dependencies: [.product(name: "ThinTerminal", package: "ThinKit")]),
  benchmark(
    "TodoBenchmarks",
    dependencies: [
      "Todo", .product(name: "ThinKit", package: "ThinKit"),
      .product(name: "GRDB", package: "GRDB.swift"),
    ]),
]
