// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Notes",
  platforms: [.macOS(.v15)],
  dependencies: [
    // traits: [] leaves out ThinKit's demos and every package only they use.
    .package(name: "ThinKit", path: "../..", traits: [])
  ],
  targets: [
    .executableTarget(
      name: "Notes",
      dependencies: [
        .product(name: "ThinDI", package: "ThinKit"),
        .product(name: "ThinKit", package: "ThinKit"),
        .product(name: "ThinScenes", package: "ThinKit"),
        .product(name: "ThinTerminal", package: "ThinKit"),
      ]
    ),
    .testTarget(
      name: "NotesTests",
      dependencies: [
        "Notes",
        .product(name: "ThinDI", package: "ThinKit"),
        .product(name: "ThinKit", package: "ThinKit"),
        .product(name: "ThinTerminal", package: "ThinKit"),
        .product(name: "ThinTerminalTesting", package: "ThinKit"),
      ],
      // Snapshot files are test data, not sources.
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
