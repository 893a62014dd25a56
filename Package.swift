// swift-tools-version: 6.2
import PackageDescription

/// Settings every Graft target shares: Swift 6 language mode comes from `swiftLanguageModes`;
/// these add the checks the project holds itself to.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .treatAllWarnings(as: .error),
]

/// The lower layers also keep every import internal unless declared otherwise, so cell-level
/// types never leak into the UIKit-facing API.
/// Examples are written as app developers write them (the articles' code uses `SomeProtocol?`
/// for existentials), so they skip ExistentialAny but keep every other check.
let exampleSettings: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let layerSettings = strictSettings + [.enableUpcomingFeature("InternalImportsByDefault")]

let package = Package(
  name: "Graft",
  products: [
    .library(name: "Graft", targets: ["Graft"]),
    .library(name: "GraftUI", targets: ["GraftUI"]),
    .library(name: "GraftKit", targets: ["GraftKit"]),
    .library(name: "GraftTesting", targets: ["GraftTesting"]),
    // NB: Apple's module names, for Linux. An app that also builds for Apple platforms depends on
    // these with `condition: .when(platforms: [.linux])`, so Apple's own modules are used there
    // (docs/AppleModules.md).
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "Combine", targets: ["Combine"]),
    .executable(name: "Demo", targets: ["Demo"]),
    .executable(name: "graft-fuzz", targets: ["graft-fuzz"]),
    .executable(name: "graft-bench", targets: ["graft-bench"]),
  ],
  targets: [
    .target(name: "GraftGraphics", swiftSettings: layerSettings),
    .target(name: "GraftKit", dependencies: ["GraftGraphics"], swiftSettings: layerSettings),
    // NB: Combine depends on nothing, as on Apple platforms; GraftUI builds on it, and
    // re-exports it as SwiftUI does.
    .target(name: "Combine", swiftSettings: layerSettings),
    .target(name: "GraftUI", dependencies: ["GraftKit", "Combine"], swiftSettings: strictSettings),
    .target(
      name: "GraftTerminal", dependencies: ["GraftGraphics", "GraftKit"],
      swiftSettings: strictSettings),
    .target(name: "GraftTesting", dependencies: ["GraftUI"], swiftSettings: strictSettings),
    .target(
      name: "Graft", dependencies: ["GraftUI", "GraftTerminal"], swiftSettings: strictSettings),
    .target(name: "SwiftUI", dependencies: ["Graft"], swiftSettings: strictSettings),
    .target(name: "UIKit", dependencies: ["GraftKit", "_Testing_UIKit"], swiftSettings: strictSettings),
    .target(
      name: "CoreGraphics", dependencies: ["GraftKit", "_Testing_CoreGraphics"], swiftSettings: strictSettings),
    // NB: The cross-import overlays Swift Testing expects beside UIKit and CoreGraphics (see their
    // sources): empty, so that a test importing both Testing and UIKit compiles.
    .target(name: "_Testing_UIKit", swiftSettings: strictSettings),
    .target(name: "_Testing_CoreGraphics", swiftSettings: strictSettings),
    .target(
      name: "ThirdPartySDK", dependencies: ["UIKit"], path: "Examples/ThirdParty/ThirdPartySDK",
      swiftSettings: exampleSettings),
    .target(
      name: "ThirdPartyUI", dependencies: ["SwiftUI", "ThirdPartySDK"],
      path: "Examples/ThirdParty/ThirdPartyUI", swiftSettings: exampleSettings),
    .target(
      name: "DemoScreens", dependencies: ["SwiftUI", "ThirdPartyUI"], path: "Examples/DemoScreens",
      swiftSettings: exampleSettings),
    .executableTarget(
      name: "Demo", dependencies: ["SwiftUI", "DemoScreens"], path: "Examples/Demo",
      swiftSettings: exampleSettings),
    .executableTarget(
      name: "graft-bench", dependencies: ["Graft", "GraftBenchScenes", "MallocCounter"],
      path: "Benchmarks/GraftBench", swiftSettings: strictSettings),
    // NB: Counts heap allocations for graft-bench's exact figures; linked into the benchmark
    // only, where its `malloc` takes the place of the C library's.
    .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
    // NB: The scenes the benchmark times and GraftPerformanceTests counts, shared by both.
    .target(
      name: "GraftBenchScenes", dependencies: ["Graft"], path: "Benchmarks/Scenes",
      swiftSettings: strictSettings),
    .testTarget(name: "CombineTests", dependencies: ["Combine"], swiftSettings: strictSettings),
    .testTarget(
      name: "GraftGraphicsTests", dependencies: ["GraftGraphics", "SeededRandom"], swiftSettings: strictSettings),
    // NB: Code as users write it: no ExistentialAny, so `weak var delegate: SomeDelegate?` compiles
    // as it does in an app.
    .testTarget(
      name: "SourceCompatibilityTests", dependencies: ["SwiftUI", "UIKit", "CoreGraphics"],
      swiftSettings: [.treatAllWarnings(as: .error)]),
    // NB: The articles' listings, compiled as printed. They use `static var defaultValue`, which
    // Swift 6 rejects, so this target keeps Swift 5 mode.
    .testTarget(
      name: "ArticleListingsTests", dependencies: ["SwiftUI", "UIKit", "ThirdPartySDK", "GraftTesting"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "ThirdPartyUITests",
      dependencies: ["ThirdPartyUI", "ThirdPartySDK", "Graft", "DemoScreens", "GraftTesting"],
      swiftSettings: exampleSettings),
    .testTarget(
      name: "GraftUITests", dependencies: ["GraftUI", "GraftTesting", "SeededRandom"], swiftSettings: strictSettings),
    .testTarget(
      name: "GraftTestingTests", dependencies: ["GraftTesting"], swiftSettings: strictSettings),
    .testTarget(
      name: "GraftTerminalTests", dependencies: ["GraftTerminal", "Graft", "SeededRandom"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "GraftPerformanceTests", dependencies: ["GraftUI", "Graft", "GraftBenchScenes"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "GraftKitTests", dependencies: ["GraftKit", "Graft"], swiftSettings: strictSettings),
    // NB: Reliability: the fuzz engine (a library shared by the short pass in `swift test` and
    // the long runs of `graft-fuzz`), the probe app the restoration script drives, and the tests.
    // NB: One seeded generator (SplitMix64) for every test that draws random input.
    .target(name: "SeededRandom", path: "Tests/SeededRandom", swiftSettings: strictSettings),
    .target(
      name: "GraftFuzzing",
      dependencies: [
        "Graft", "GraftUI", "GraftKit", "GraftTerminal", "DemoScreens", "ThirdPartyUI", "ThirdPartySDK", "SeededRandom",
      ],
      path: "Tests/GraftFuzzing", swiftSettings: strictSettings),
    .executableTarget(
      name: "graft-fuzz", dependencies: ["GraftFuzzing"], path: "Tools/GraftFuzz",
      swiftSettings: strictSettings),
    .executableTarget(
      name: "graft-restore-probe", dependencies: ["Graft"], path: "Tools/GraftRestoreProbe",
      swiftSettings: strictSettings),
    .testTarget(
      name: "GraftReliabilityTests",
      dependencies: [
        "GraftFuzzing", "SeededRandom", "Graft", "GraftUI", "GraftKit", "GraftTerminal", "GraftGraphics", "DemoScreens",
      ],
      swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
