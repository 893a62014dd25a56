import GraftKit
import GraftUI

/// The detail shown in the other branch: a view controller.
package struct MixedDetailController: UIViewControllerRepresentable {
  /// The identity's key in the ledger.
  package let key: String
  /// Where app code counts what it does.
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

/// The view controller a ``MixedDetailController`` presents: one label.
@MainActor
package final class MixedDetailViewController: UIViewController {
  /// Shows the detail's key.
  package let label = UILabel()

  package override func viewDidLoad() {
    super.viewDidLoad()
    label.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
    label.autoresizingMask = [.flexibleWidth]
    view.addSubview(label)
    preferredContentSize = CGSize(width: 16, height: 1)
  }
}
