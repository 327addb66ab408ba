// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Pomodoro",
  platforms: [.macOS(.v15)],
  dependencies: [
    // traits: [] leaves out ThinKit's demos and every package only they use.
    .package(name: "ThinKit", path: "../..", traits: [])
  ],
  targets: [
    .executableTarget(
      name: "Pomodoro",
      dependencies: [
        .product(name: "ThinDI", package: "ThinKit"),
        .product(name: "ThinKit", package: "ThinKit"),
        .product(name: "ThinScenes", package: "ThinKit"),
        .product(name: "ThinTerminal", package: "ThinKit"),
      ]
    ),
    .testTarget(
      name: "PomodoroTests",
      dependencies: [
        "Pomodoro",
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
