// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "ThinKit",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ThinDI", targets: ["ThinDI"]),
    .library(name: "ThinKit", targets: ["ThinKit"]),
    .library(name: "ThinScenes", targets: ["ThinScenes"]),
    .library(name: "ThinTerminal", targets: ["ThinTerminal"]),
    .library(name: "ThinTerminalTesting", targets: ["ThinTerminalTesting"]),
  ],
  // The demo apps, their tests and tools, and every package only they use (server, database,
  // command line, logging) sit behind the default trait "Demos": `swift run demo` and
  // `swift test` here get them, an app that depends on ThinKit with `traits: []` fetches none
  // of them (ARCHITECTURE.md, "The package an app depends on").
  traits: [
    .trait(
      name: "Demos",
      description: "The demo apps, and the packages only they and their tests use."),
    .default(enabledTraits: ["Demos"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // No traits: the sign-in server needs neither swift-configuration nor full Foundation.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
    // 2.101.3: its HTTP/1 encoder sends no body in an answer to HEAD or CONNECT, whatever the
    // server hands it (RFC 9112 §6.3), so that the next answer on the connection is not misread.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // The sign-in client's transport: reads at most 64 KiB of an answer as it streams in, and
    // follows no redirect (Foundation's URLSession on Linux can do neither).
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    // The sign-in server's password hashing (HMAC-SHA-256 before bcrypt, see PasswordHasher).
    .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // Documentation only: `swift package generate-documentation` (CI builds every catalog).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Reproducible random numbers, for seeded sample data and property tests: standard library
    // only, below every layer.
    .target(name: "SeededRandom"),
    // Layers, top to bottom: each may import only the ones above it.
    .target(name: "ThinDI"),
    .target(name: "ThinKit"),
    // Scenes and typed routes on the container: ThinDI stays a plain container.
    .target(name: "ThinScenes", dependencies: ["ThinDI"]),
    .target(name: "ThinTerminal", dependencies: ["ThinDI", "ThinKit", "ThinScenes"]),
    // Screen tests' harness: an app on an in-memory terminal, stepped on a test clock.
    .target(
      name: "ThinTerminalTesting",
      dependencies: [
        "ThinKit", "ThinTerminal",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        "ThinDI", "ThinScenes", .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .target(name: "Counter", dependencies: ["ThinDI", "ThinKit"]),
    .target(
      name: "CounterUI",
      dependencies: ["Counter", "ThinDI", "ThinKit", "ThinScenes", "ThinTerminal"]),
    // Fuzz checks of the input decoder, the text field and the renderer, and the executable
    // that runs them under libFuzzer (.ci/fuzz builds it with --sanitize=fuzzer) or replays
    // inputs (a plain build).
    .target(name: "ThinTerminalFuzzing", dependencies: ["ThinKit", "ThinTerminal"]),
    .executableTarget(name: "thinterminal-fuzz", dependencies: ["ThinTerminalFuzzing"]),
    .executableTarget(
      name: "ThinTerminalSample",
      dependencies: [
        "ThinKit", "ThinTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .demos),
      ]
    ),
    // What the sign-in client and server share: routes, bodies, credential rules, error codes.
    .target(name: "AuthContract"),
    .target(
      name: "Auth",
      dependencies: [
        "AuthContract", "ThinDI", "ThinKit",
        .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .demos),
        .product(name: "NIOCore", package: "swift-nio", condition: .demos),
        .product(name: "NIOHTTP1", package: "swift-nio", condition: .demos),
      ]),
    .target(
      name: "AuthUI",
      dependencies: ["Auth", "AuthContract", "ThinDI", "ThinKit", "ThinScenes", "ThinTerminal"]),
    // The sign-in backend: the contract and Hummingbird's own family only (no HTTP/2, TLS or
    // testing), so that it knows neither the client nor the toolkit.
    .target(
      name: "AuthServer",
      dependencies: [
        "AuthContract",
        .product(name: "Hummingbird", package: "hummingbird", condition: .demos),
        .product(name: "HummingbirdBcrypt", package: "hummingbird-auth", condition: .demos),
        .product(name: "HummingbirdCore", package: "hummingbird", condition: .demos),
        .product(name: "HTTPTypes", package: "swift-http-types", condition: .demos),
        .product(name: "Logging", package: "swift-log", condition: .demos),
        .product(name: "NIOCore", package: "swift-nio", condition: .demos),
        .product(name: "NIOHTTP1", package: "swift-nio", condition: .demos),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: .demos),
        .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras", condition: .demos),
        .product(name: "NIOPosix", package: "swift-nio", condition: .demos),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .demos),
        .product(name: "Crypto", package: "swift-crypto", condition: .demos),
      ],
      resources: [.copy("openapi.json")]
    ),
    .target(
      name: "Todo",
      dependencies: [
        "SeededRandom", "ThinDI", "ThinKit",
        .product(name: "GRDB", package: "GRDB.swift", condition: .demos),
      ]
    ),
    .target(
      name: "TodoUI", dependencies: ["Todo", "ThinDI", "ThinKit", "ThinScenes", "ThinTerminal"]),
    // The demo apps' composition root: installers of every app, and the container they build.
    .target(
      name: "DemoApp",
      dependencies: [
        "ThinDI", "ThinKit", "ThinScenes", "ThinTerminal", "Counter", "CounterUI", "Auth", "AuthUI",
        "AuthServer", "TodoUI", .product(name: "Logging", package: "swift-log", condition: .demos),
      ]),
    .executableTarget(
      name: "demo",
      dependencies: [
        "DemoApp", "ThinDI",
        .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .demos),
        "Auth", "AuthServer", .product(name: "Logging", package: "swift-log", condition: .demos),
        "ThinTerminal",
        "Todo",
      ]
    ),

    .testTarget(name: "CounterTests", dependencies: ["Counter", "ThinDI", "ThinKit"]),
    .testTarget(
      name: "CounterUITests",
      dependencies: [
        "CounterUI", "ThinDI", "ThinKit", "ThinScenes", "ThinTerminal", "ThinTerminalTesting",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "TodoTests",
      dependencies: [
        "Todo", "SeededRandom", "ThinDI", "ThinKit",
        .product(name: "GRDB", package: "GRDB.swift", condition: .demos),
      ]
    ),
    .testTarget(name: "SeededRandomTests", dependencies: ["SeededRandom"]),
    .testTarget(
      name: "TodoUITests",
      dependencies: [
        "TodoUI", "Todo", "ThinDI", "ThinKit", "ThinScenes", "ThinTerminal", "ThinTerminalTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "GRDB", package: "GRDB.swift", condition: .demos),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "DemoAppTests",
      dependencies: [
        "DemoApp", "Auth", "AuthServer", "AuthUI", "Counter", "CounterUI", "ThinDI", "ThinKit",
        "ThinScenes", "ThinTerminal", "ThinTerminalTesting", "Todo", "TodoUI",
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "ThinDITests",
      dependencies: ["ThinDI", .product(name: "Clocks", package: "swift-clocks")]
    ),
    .testTarget(
      name: "ThinScenesTests",
      dependencies: ["ThinDI", "ThinScenes", .product(name: "Clocks", package: "swift-clocks")]
    ),
    .testTarget(
      name: "ThinKitTests",
      dependencies: ["ThinKit", .product(name: "Clocks", package: "swift-clocks")]
    ),
    .testTarget(
      name: "ThinTerminalTests",
      dependencies: [
        "SeededRandom",
        "ThinDI",
        "ThinKit",
        "ThinScenes",
        "ThinTerminal",
        "ThinTerminalFuzzing",
        "ThinTerminalTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
    // The scene harness's own tests: an unasserted, a missing and an out-of-order output fail.
    .testTarget(
      name: "ThinTerminalTestingTests",
      dependencies: [
        "ThinDI", "ThinKit", "ThinScenes", "ThinTerminal", "ThinTerminalTesting",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(name: "AuthContractTests", dependencies: ["AuthContract"]),
    .testTarget(
      name: "AuthTests",
      dependencies: [
        "Auth", "AuthContract", "ThinKit", .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "NIOCore", package: "swift-nio"),
      ]
    ),
    .testTarget(
      name: "AuthUITests",
      dependencies: [
        "AuthUI", "Auth", "AuthContract", "ThinDI", "ThinKit", "ThinScenes", "ThinTerminal",
        "ThinTerminalTesting",
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "AuthServerTests",
      dependencies: [
        "AuthServer", "AuthContract", "Auth", "SeededRandom", "ThinKit",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "HTTPTypes", package: "swift-http-types", condition: .demos),
        .product(name: "Hummingbird", package: "hummingbird", condition: .demos),
        .product(name: "InMemoryLogging", package: "swift-log", condition: .demos),
        .product(name: "Logging", package: "swift-log", condition: .demos),
        .product(name: "NIOCore", package: "swift-nio", condition: .demos),
        .product(name: "NIOEmbedded", package: "swift-nio", condition: .demos),
        .product(name: "NIOHTTP1", package: "swift-nio", condition: .demos),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: .demos),
      ]
    ),
    // The code shown in the DocC articles and the README, compiled, and the test that checks
    // every block of theirs is.
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "ThinDI", "ThinKit", "ThinScenes", "ThinTerminal", "ThinTerminalTesting",
        .product(name: "Clocks", package: "swift-clocks"),
      ]),
    // Full programs driven through tmux; `swift test` builds the executables they run.
    .testTarget(
      name: "EndToEndTests", dependencies: ["ThinKit", "ThinTerminal", "ThinTerminalSample"]),
  ],
  swiftLanguageModes: [.v6]
)

extension TargetDependencyCondition {
  /// Only with the "Demos" trait: a package the demos use and an app never fetches.
  static let demos = TargetDependencyCondition.when(traits: ["Demos"])
}
