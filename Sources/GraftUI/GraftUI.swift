// NB: SwiftUI makes UIKit, Combine and Observation available to its importers (`@Observable`,
// `PassthroughSubject` and `Timer.publish` work with `import SwiftUI` alone); GraftUI does the
// same for GraftKit, Combine and Observation.
@_exported public import GraftKit
@_exported public import Combine
@_exported public import Observation
