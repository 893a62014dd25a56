import Foundation
// NB: SwiftUI makes UIKit available to its importers; GraftUI does the same for GraftKit.
@_exported public import GraftKit
