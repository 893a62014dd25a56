// NB: SwiftUI makes UIKit and Observation available to its importers (`@Observable` works with
// `import SwiftUI` alone); GraftUI does the same for GraftKit and Observation.
@_exported public import GraftKit
@_exported public import Observation
