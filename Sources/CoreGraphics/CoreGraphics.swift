// `import CoreGraphics` on Linux. Foundation already declares the geometry types there
// (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`); the drawing types live in GraftKit, beside the
// views that draw with them, and are re-exported one by one so that this import brings no UIKit
// class into scope.
@_exported public import Foundation
@_exported public import class GraftKit.CGContext
@_exported public import struct GraftKit.CGAffineTransform
@_exported public import class GraftKit.CGImage
