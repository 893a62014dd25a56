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
let layerSettings = strictSettings + [.enableUpcomingFeature("InternalImportsByDefault")]

let package = Package(
  name: "Graft",
  products: [
    .library(name: "Graft", targets: ["Graft"]),
    .library(name: "GraftUI", targets: ["GraftUI"]),
    .library(name: "GraftKit", targets: ["GraftKit"]),
    .library(name: "GraftTesting", targets: ["GraftTesting"]),
    .executable(name: "Demo", targets: ["Demo"]),
  ],
  targets: [
    .target(name: "GraftGraphics", swiftSettings: layerSettings),
    .target(name: "GraftKit", dependencies: ["GraftGraphics"], swiftSettings: layerSettings),
    .target(name: "GraftUI", dependencies: ["GraftKit"], swiftSettings: strictSettings),
    .target(name: "GraftTerminal", dependencies: ["GraftKit"], swiftSettings: strictSettings),
    .target(name: "GraftTesting", dependencies: ["GraftUI"], swiftSettings: strictSettings),
    .target(
      name: "Graft", dependencies: ["GraftUI", "GraftTerminal"], swiftSettings: strictSettings),
    .executableTarget(
      name: "Demo", dependencies: ["Graft"], path: "Examples/Demo", swiftSettings: strictSettings),
    .testTarget(
      name: "GraftGraphicsTests", dependencies: ["GraftGraphics"], swiftSettings: strictSettings),
    // NB: Code as users write it: no ExistentialAny, so `weak var delegate: SomeDelegate?` compiles
    // as it does in an app.
    .testTarget(
      name: "SourceCompatibilityTests", dependencies: ["Graft"],
      swiftSettings: [.treatAllWarnings(as: .error)]),
    .testTarget(
      name: "GraftUITests", dependencies: ["GraftUI"], swiftSettings: strictSettings),
    .testTarget(
      name: "GraftKitTests", dependencies: ["GraftKit", "Graft"], swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
