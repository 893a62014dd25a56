import Foundation
import GraftKit
import GraftUI

/// Counts live instances by kind: incremented in `init`, decremented in `deinit`.
final class LiveObjects: @unchecked Sendable {
  static let shared = LiveObjects()
  // NB: `deinit` runs nonisolated, so the counts are guarded by a lock.
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  func born(_ kind: String) { lock.withLock { counts[kind, default: 0] += 1 } }
  func died(_ kind: String) { lock.withLock { counts[kind, default: 0] -= 1 } }
  func count(_ kind: String) -> Int { lock.withLock { counts[kind, default: 0] } }
}

/// A coordinator that counts itself and records its identity's dismantle.
@MainActor
final class CountedCoordinator {
  let lifecycles: Lifecycles

  init(lifecycles: Lifecycles) {
    self.lifecycles = lifecycles
    LiveObjects.shared.born("coordinator")
  }

  deinit { LiveObjects.shared.died("coordinator") }
}

/// A UIKit view that counts itself.
final class CountedView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    LiveObjects.shared.born("view")
  }

  required init?(coder: NSCoder) { nil }

  deinit { LiveObjects.shared.died("view") }
}

/// A view controller that counts itself.
final class CountedController: UIViewController {
  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    LiveObjects.shared.born("controller")
  }

  required init?(coder: NSCoder) { nil }

  deinit { LiveObjects.shared.died("controller") }
}

/// Counts makes and dismantles, on the main actor.
@MainActor
final class Lifecycles {
  var makes = 0
  var dismantles = 0
}

/// A view representable whose coordinator and view count themselves.
struct CountedRepresentable: UIViewRepresentable {
  let lifecycles: Lifecycles

  func makeCoordinator() -> CountedCoordinator { CountedCoordinator(lifecycles: lifecycles) }

  func makeUIView(context: Context) -> CountedView {
    lifecycles.makes += 1
    return CountedView()
  }

  func updateUIView(_ uiView: CountedView, context: Context) {}

  static func dismantleUIView(_ uiView: CountedView, coordinator: CountedCoordinator) {
    coordinator.lifecycles.dismantles += 1
  }
}

/// A view controller representable whose coordinator and controller count themselves.
struct CountedControllerRepresentable: UIViewControllerRepresentable {
  let lifecycles: Lifecycles

  func makeCoordinator() -> CountedCoordinator { CountedCoordinator(lifecycles: lifecycles) }

  func makeUIViewController(context: Context) -> CountedController {
    lifecycles.makes += 1
    return CountedController()
  }

  func updateUIViewController(_ controller: CountedController, context: Context) {}

  static func dismantleUIViewController(_ controller: CountedController, coordinator: CountedCoordinator) {
    coordinator.lifecycles.dismantles += 1
  }
}
