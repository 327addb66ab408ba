// swift-tools-version: 6.1

// ThreadSanitizer over ThinDI's concurrency tests (`.ci/thread-sanitizer`): a package of its
// own, whose sources are links to ThinDI's and to the concurrency test files, so that a build under
// `--sanitize=thread` compiles ThinDI and those tests only, not the whole of ThinKit's
// dependencies (GRDB, Hummingbird, NIO), which takes too long on CI's two cores.

import PackageDescription

let package = Package(
  name: "ThinDIThreadSanitizer",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "ThinDI"),
    .testTarget(name: "ThinDIConcurrencyTests", dependencies: ["ThinDI"]),
  ],
  swiftLanguageModes: [.v6]
)
