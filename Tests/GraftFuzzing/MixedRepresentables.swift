import Foundation
import GraftKit
import GraftUI

/// A row's UIKit counter: the representable the mixed screen repeats in a `ForEach`.
///
/// Its coordinator writes state from three places: a user tap (outside updates), the view's
/// delegate callback fired synchronously by `updateUIView` (inside an update), and
/// `dismantleUIView` (inside teardown). Every write is also counted in the ledger.
package struct MixedCounterRow: UIViewRepresentable {
  package let key: String
  package let value: Int
  @Binding package var relayed: Int
  @Binding package var echoes: Int
  @Binding package var gone: Int
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

/// The detail shown in one branch of the mixed screen's `if`/`else`: a plain label.
package struct MixedDetailLabel: UIViewRepresentable {
  package let key: String
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

/// The detail shown in the other branch: a view controller.
package struct MixedDetailController: UIViewControllerRepresentable {
  package let key: String
  package let ledger: MixedLedger

  package func makeCoordinator() -> MixedTracker {
    ledger.made[key, default: 0] += 1
    return MixedTracker(key: key, ledger: ledger)
  }

  package func makeUIViewController(context: Context) -> MixedDetailViewController {
    MixedDetailViewController()
  }

  package func updateUIViewController(_ controller: MixedDetailViewController, context: Context) {
    controller.label.text = "detail \(key)"
  }

  package static func dismantleUIViewController(
    _ controller: MixedDetailViewController, coordinator: MixedTracker
  ) {
    coordinator.dismantled()
  }
}

/// A bridged `UITextField` bound to text, written as the articles write it: the coordinator
/// writes the binding back when the selection changes.
package struct MixedField: UIViewRepresentable {
  package let key: String
  @Binding package var text: String
  package let ledger: MixedLedger

  package func makeCoordinator() -> Coordinator {
    ledger.made[key, default: 0] += 1
    return Coordinator(text: $text, tracker: MixedTracker(key: key, ledger: ledger))
  }

  package func makeUIView(context: Context) -> UITextField {
    let field = UITextField(frame: .zero)
    field.placeholder = "type here"
    field.delegate = context.coordinator
    return field
  }

  package func updateUIView(_ uiView: UITextField, context: Context) {
    if uiView.text != text { uiView.text = text }
  }

  package static func dismantleUIView(_ uiView: UITextField, coordinator: Coordinator) {
    coordinator.tracker.dismantled()
  }

  /// The field's delegate.
  package final class Coordinator: NSObject, UITextFieldDelegate {
    @Binding var text: String
    let tracker: MixedTracker

    init(text: Binding<String>, tracker: MixedTracker) {
      _text = text
      self.tracker = tracker
    }

    package func textFieldDidChangeSelection(_ textField: UITextField) {
      if text != textField.text ?? "" { text = textField.text ?? "" }
    }
  }
}

/// A coordinator that records its identity's dismantle in the ledger.
@MainActor
package final class MixedTracker {
  let key: String
  let ledger: MixedLedger

  init(key: String, ledger: MixedLedger) {
    self.key = key
    self.ledger = ledger
  }

  func dismantled() {
    ledger.dismantled[key, default: 0] += 1
  }
}
