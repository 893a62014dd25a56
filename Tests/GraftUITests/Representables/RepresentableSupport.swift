import Foundation
import GraftUI

/// Records a representable's calls, so tests can check the order docs/Behaviour.md describes.
@MainActor
final class CallLog {
  var calls: [String] = []
  var views: [UIView] = []
  var coordinators: [LoggingCoordinator] = []
  func reset() { calls.removeAll() }
  func count(_ prefix: String) -> Int { calls.filter { $0.hasPrefix(prefix) }.count }
}

/// A coordinator that records its dismantling into the log it shares with its representable.
@MainActor
final class LoggingCoordinator {
  let log: CallLog
  var parentTitle: String
  init(log: CallLog, parentTitle: String) {
    self.log = log
    self.parentTitle = parentTitle
  }
}

/// A UIKit view with an intrinsic size that can change.
final class SizedView: UIView {
  var intrinsic = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  override var intrinsicContentSize: CGSize { intrinsic }
}

/// A representable that logs every lifecycle call.
struct LoggingRepresentable: UIViewRepresentable {
  let log: CallLog
  var value = 0
  var title = ""

  func makeCoordinator() -> LoggingCoordinator {
    log.calls.append("makeCoordinator")
    let coordinator = LoggingCoordinator(log: log, parentTitle: title)
    log.coordinators.append(coordinator)
    return coordinator
  }

  func makeUIView(context: Context) -> SizedView {
    let view = SizedView()
    log.calls.append("makeUIView superview=\(view.superview != nil) window=\(view.window != nil)")
    log.views.append(view)
    return view
  }

  func updateUIView(_ uiView: SizedView, context: Context) {
    log.calls.append(
      "updateUIView superview=\(uiView.superview != nil) window=\(uiView.window != nil)")
  }

  static func dismantleUIView(_ uiView: SizedView, coordinator: LoggingCoordinator) {
    let index = coordinator.log.views.firstIndex { $0 === uiView }.map(String.init) ?? "?"
    coordinator.log.calls.append("dismantle view#\(index)")
  }
}
