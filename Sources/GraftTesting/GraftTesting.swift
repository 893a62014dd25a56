// GraftTesting: a deterministic, headless host for SwiftUI and UIKit code, with queries that
// read like the UI, actions that go through the real event path, and the evidence tests assert
// on (the lifecycle trace, runtime issues, and the screen as text).
//
// Start with `ViewHosting.host(_:size:)`; `docs/Testing.md` walks through a whole test.

@_exported public import GraftUI
