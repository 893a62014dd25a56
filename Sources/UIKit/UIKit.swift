// `import UIKit` on Linux: Graft's UIKit-compatible layer under Apple's module name, so UIKit
// code compiles with its imports as written for iOS. As on iOS, it makes Foundation available
// too (GraftKit re-exports it).
@_exported public import GraftKit
