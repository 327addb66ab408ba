// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "ThinKit",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ThinKit", targets: ["ThinKit"]),
    .library(name: "ThinTerminal", targets: ["ThinTerminal"]),
    .executable(name: "demo", targets: ["demo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    // Layers, top to bottom: each may import only the ones above it.
    .target(name: "ThinKit"),
    .target(name: "ThinTerminal", dependencies: ["ThinKit"]),
    .executableTarget(name: "ThinTerminalSample", dependencies: ["ThinKit", "ThinTerminal"]),
    .executableTarget(
      name: "demo",
      dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),

    .testTarget(
      name: "ThinKitTests",
      dependencies: ["ThinKit", .product(name: "Clocks", package: "swift-clocks")]
    ),
    .testTarget(
      name: "ThinTerminalTests",
      dependencies: [
        "ThinTerminal",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    // Full programs driven through tmux; `swift test` builds the executables they run.
    .testTarget(name: "EndToEndTests", dependencies: ["ThinKit", "ThinTerminal"]),
  ],
  swiftLanguageModes: [.v6]
)
