"""Reads `swift package dump-package` of the sample app from stdin and checks that every
dependency on one of Graft's Apple-named modules holds on Linux only, so that a macOS or iOS
host, where the condition is false, links Apple's own SwiftUI, UIKit and Combine instead."""
import json
import sys

APPLE_NAMED = {"SwiftUI", "UIKit", "Combine", "CoreGraphics"}

manifest = json.load(sys.stdin)
checked = 0
for target in manifest["targets"]:
    for dependency in target["dependencies"]:
        product = dependency.get("product")
        if not product or product[1] != "Graft":
            continue
        platforms = (product[3] or {}).get("platformNames") or []
        name = target["name"]
        if product[0] in APPLE_NAMED and platforms != ["linux"]:
            sys.exit("%s depends on Graft's %s on %s; Apple platforms must get Apple's own"
                     % (name, product[0], platforms or "every platform"))
        if "macos" in platforms or "ios" in platforms:
            sys.exit("%s would link Graft's %s on an Apple platform" % (name, product[0]))
        checked += 1
if checked == 0:
    sys.exit("the sample app depends on no Graft product")
print("sample app manifest: %d dependencies on Graft, each on Linux only" % checked)
