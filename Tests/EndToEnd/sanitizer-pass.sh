#!/usr/bin/env bash
# A bounded AddressSanitizer pass: the leak suite, the regression suite and a short app fuzz run,
# built with -sanitize=address. Views keep their superview and window, and nodes their parents,
# as unretained pointers cleared by the object that goes (ARCHITECTURE.md, Conventions); this
# pass reports any use of one after its object was freed.
#
# LeakSanitizer is off: swift-corelibs-foundation never frees some attributed-string storage,
# and the leak suite and the fuzzer's census check that every view, node, controller and
# coordinator Graft makes is freed (docs/Reliability.md).
set -euo pipefail
cd "$(dirname "$0")/../.."

scratch="${GRAFT_ASAN_SCRATCH:-.build/asan}"
steps="${GRAFT_ASAN_STEPS:-1500}"
export ASAN_OPTIONS="detect_leaks=0:halt_on_error=1:abort_on_error=1"

swift build --build-tests --sanitize=address --scratch-path "$scratch"
swift test --skip-build --sanitize=address --scratch-path "$scratch" \
  --filter "LeakTests|RegressionTests|ReentrancyTests"
"$(swift build --sanitize=address --scratch-path "$scratch" --show-bin-path)/graft-fuzz" \
  --seed 7060 --iterations "$steps"
echo "sanitizer-pass: no report from AddressSanitizer"
