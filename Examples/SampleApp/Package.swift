// swift-tools-version: 6.0
// An app package written for iOS that also builds on Linux, where Graft provides SwiftUI, UIKit
// and Combine. On Apple platforms the conditions leave Graft's modules out, and `import SwiftUI`
// finds Apple's own.
import PackageDescription

let onLinux = TargetDependencyCondition.when(platforms: [.linux])

let package = Package(
  name: "SampleApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [.library(name: "SampleApp", targets: ["SampleApp"])],
  dependencies: [.package(name: "Graft", path: "../..")],
  targets: [
    .target(
      name: "SampleApp",
      dependencies: [
        .product(name: "SwiftUI", package: "Graft", condition: onLinux),
        .product(name: "UIKit", package: "Graft", condition: onLinux),
        .product(name: "Combine", package: "Graft", condition: onLinux),
      ]),
    .executableTarget(
      name: "SampleAppMain",
      dependencies: ["SampleApp", .product(name: "SwiftUI", package: "Graft", condition: onLinux)]),
    .testTarget(
      name: "SampleAppTests",
      dependencies: [
        "SampleApp",
        .product(name: "SwiftUI", package: "Graft", condition: onLinux),
        .product(name: "UIKit", package: "Graft", condition: onLinux),
        .product(name: "Combine", package: "Graft", condition: onLinux),
      ]),
  ],
  swiftLanguageModes: [.v5]
)
