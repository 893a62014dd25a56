import GraftUI
import Observation

/// One row of the mixed screen: its `ForEach` identity, the `.id` of its representable, and
/// the value pushed into it.
package struct MixedItem: Identifiable, Hashable, Sendable {
  package let id: Int
  package var generation: Int
  package var value: Int

  /// The identity key of the row's representable.
  package var key: String { "row-\(id)-\(generation)" }
}

/// What the fuzzer changes from outside the views: which identities are on screen.
@Observable @MainActor
package final class MixedScreenModel {
  package var items: [MixedItem] = []
  package var showsDetail = true
  /// Which branch of the `if`/`else` shows the detail: the view controller or the label.
  package var usesController = false
  /// Part of the detail's identity key; bumped whenever a new detail identity appears.
  package var detailEpoch = 0
  /// The `.id` of the section holding the text field.
  package var sectionID = 0

  package init() {}

  package var detailKey: String { "detail-\(detailEpoch)" }
  package var fieldKey: String { "field-\(sectionID)" }
}

/// A screen that mixes what makes identities come and go — `ForEach`, `if`/`else`, `.id` —
/// with representables that write state from every place app code can: actions, delegate
/// callbacks fired during an update, and dismantle.
package struct MixedScreen: View {
  package let model: MixedScreenModel
  package let ledger: MixedLedger
  @State private var taps = 0
  @State private var relayed = 0
  @State private var echoes = 0
  @State private var gone = 0
  @State private var text = ""

  package init(model: MixedScreenModel, ledger: MixedLedger) {
    self.model = model
    self.ledger = ledger
  }

  package var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Button("Tap") { taps += 1 }
        Text("taps \(taps)")
        Text("relayed \(relayed)")
      }
      HStack {
        Text("echoes \(echoes)")
        Text("gone \(gone)")
      }
      ForEach(model.items) { item in
        HStack {
          Text("#\(item.id)")
          MixedCounterRow(
            key: item.key, value: item.value, relayed: $relayed, echoes: $echoes, gone: $gone,
            ledger: ledger
          )
          .id(item.generation)
        }
      }
      if model.showsDetail {
        if model.usesController {
          MixedDetailController(key: model.detailKey, ledger: ledger)
        } else {
          MixedDetailLabel(key: model.detailKey, ledger: ledger)
        }
      } else {
        Text("no detail")
      }
      VStack {
        MixedField(key: model.fieldKey, text: $text, ledger: ledger)
          .frame(height: 1)
        HStack {
          Text("chars \(text.unicodeScalars.count)")
          Button("Clear") { text = "" }
        }
      }
      .id(model.sectionID)
    }
  }
}
