import GraftKit
import GraftUI

/// The detail shown in one branch of the mixed screen's `if`/`else`: a plain label.
package struct MixedDetailLabel: UIViewRepresentable {
  /// The identity's key in the ledger.
  package let key: String
  /// Where app code counts what it does.
  package let ledger: MixedLedger

  package func makeCoordinator() -> MixedTracker {
    ledger.made[key, default: 0] += 1
    return MixedTracker(key: key, ledger: ledger)
  }

  package func makeUIView(context: Context) -> UILabel { UILabel() }

  package func updateUIView(_ uiView: UILabel, context: Context) {
    uiView.text = "detail \(key)"
  }

  package static func dismantleUIView(_ uiView: UILabel, coordinator: MixedTracker) {
    coordinator.dismantled()
  }
}
