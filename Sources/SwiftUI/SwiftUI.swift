// `import SwiftUI` on Linux: Graft's SwiftUI-compatible runtime under Apple's module name, with
// what the import brings on iOS: UIKit, Foundation, Combine and Observation (GraftUI re-exports
// them), and `App.main()` running the app in a terminal (Graft supplies it).
@_exported public import Graft

// NB: On Linux, `URLSession` lives in FoundationNetworking. App code calls `URLSession.shared`
// after `import SwiftUI` alone, as it may on iOS, so this import brings it too.
#if canImport(FoundationNetworking)
  @_exported public import FoundationNetworking
#endif
