// NB: UIKit makes Foundation available to its importers (`NSObject`, `NSAttributedString`,
// `CGRect`); GraftKit does the same, so UIKit code compiles with only its import changed.
@_exported public import Foundation
