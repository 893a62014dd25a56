import GraftKit
import GraftUI

/// A row's UIKit counter: the representable the mixed screen repeats in a `ForEach`.
///
/// Its coordinator writes state from three places: a user tap (outside updates), the view's
/// delegate callback fired synchronously by `updateUIView` (inside an update), and
/// `dismantleUIView` (inside teardown). Every write is also counted in the ledger.
package struct MixedCounterRow: UIViewRepresentable {
  /// The identity's key in the ledger.
  package let key: String
  /// The value pushed into the view.
  package let value: Int
  @Binding package var relayed: Int
  @Binding package var echoes: Int
  @Binding package var gone: Int
  /// Where app code counts what it does.
  package let ledger: MixedLedger

  package func makeCoordinator() -> Coordinator {
    ledger.made[key, default: 0] += 1
    return Coordinator(parent: self)
  }

  package func makeUIView(context: Context) -> MixedCounterView {
    let view = MixedCounterView(key: key)
    view.delegate = context.coordinator
    return view
  }

  package func updateUIView(_ uiView: MixedCounterView, context: Context) {
    context.coordinator.parent = self
    uiView.value = value
  }

  package static func dismantleUIView(_ uiView: MixedCounterView, coordinator: Coordinator) {
    let parent = coordinator.parent
    parent.ledger.dismantled[parent.key, default: 0] += 1
    parent.ledger.dismantleWrites += 1
    parent.gone += 1
  }

  /// Relays the counter view's delegate calls into state.
  package final class Coordinator: MixedCounterViewDelegate {
    var parent: MixedCounterRow

    init(parent: MixedCounterRow) {
      self.parent = parent
    }

    package func counterViewTapped(_ view: MixedCounterView) {
      parent.ledger.relayedWrites += 1
      parent.relayed += 1
    }

    package func counterView(_ view: MixedCounterView, didShow value: Int) {
      parent.ledger.echoWrites += 1
      parent.echoes += 1
    }
  }
}
