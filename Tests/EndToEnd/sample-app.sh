#!/usr/bin/env bash
# The sample app in Examples/SampleApp is written for iOS: Apple's imports, Combine, a
# representable, no `#if`. This checks, on a clean clone:
#   1. its manifest resolves, and every dependency on one of Graft's Apple-named modules is
#      conditioned on Linux, so a macOS or iOS host, where the condition is false, resolves the
#      same manifest to Apple's own SwiftUI, UIKit and Combine (docs/AppleModules.md);
#   2. it builds and its tests pass on Linux, with no source edited.
set -euo pipefail
cd "$(dirname "$0")/../../Examples/SampleApp"

swift package dump-package | python3 ../../Tests/EndToEnd/check-sample-manifest.py

swift build --build-tests
swift test --skip-build
