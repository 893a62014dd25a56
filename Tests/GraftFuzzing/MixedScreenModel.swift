import Observation

/// What the fuzzer changes from outside the views: which identities are on screen.
@Observable @MainActor
package final class MixedScreenModel {
  /// The `ForEach` rows.
  package var items: [MixedItem] = []
  /// Whether the `if` shows the detail.
  package var showsDetail = true
  /// Which branch of the `if`/`else` shows the detail: the view controller or the label.
  package var usesController = false
  /// Part of the detail's identity key; bumped whenever a new detail identity appears.
  package var detailEpoch = 0
  /// The `.id` of the section holding the text field.
  package var sectionID = 0

  /// A model with no rows and the label detail shown.
  package init() {}

  /// The identity key of the detail on screen.
  package var detailKey: String { "detail-\(detailEpoch)" }
  /// The identity key of the text field on screen.
  package var fieldKey: String { "field-\(sectionID)" }
}
