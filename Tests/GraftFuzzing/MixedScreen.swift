import GraftUI

/// A screen that mixes what makes identities come and go — `ForEach`, `if`/`else`, `.id` —
/// with representables that write state from every place app code can: actions, delegate
/// callbacks fired during an update, and dismantle.
package struct MixedScreen: View {
  /// The identities on screen, changed by the fuzzer.
  package let model: MixedScreenModel
  /// Where the screen's app code counts what it does.
  package let ledger: MixedLedger
  @State private var taps = 0
  @State private var relayed = 0
  @State private var echoes = 0
  @State private var gone = 0
  @State private var text = ""

  /// Creates the screen over `model`, counting into `ledger`.
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
