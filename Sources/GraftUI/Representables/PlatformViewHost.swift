import Foundation

/// The view a representable's UIKit view lives in.
///
/// SwiftUI owns the hosted view's frame: whatever user code sets, the next layout pass makes the
/// hosted view fill this host (docs/Behaviour.md, "SwiftUI owns the frame of the hosted view").
@MainActor
package final class PlatformViewHost: UIView {
  package private(set) var hostedView: UIView?
  /// Called when the host enters or leaves a window, so a view controller representable can
  /// join or leave the containing controller.
  package var windowDidChange: ((UIWindow?) -> Void)?

  package func host(_ view: UIView) {
    hostedView?.removeFromSuperview()
    hostedView = view
    addSubview(view)
    setNeedsLayout()
  }

  package func unhost() {
    hostedView?.removeFromSuperview()
    hostedView = nil
  }

  package override func layoutSubviews() {
    super.layoutSubviews()
    guard let hostedView, !bounds.isEmpty else { return }
    hostedView.frame = bounds
  }

  package override func didMoveToWindow() {
    windowDidChange?(window)
  }
}

/// Answers a representable's own `sizeThatFits`, if it has one.
@MainActor
package protocol RepresentableSizing: AnyObject {
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize?
}

/// The layout of a representable: `sizeThatFits` first, else SwiftUI's default algorithm over
/// the hosted view's intrinsic size and priorities. Answers are cached per proposal until the
/// view updates or invalidates its intrinsic size.
@MainActor
package final class PlatformViewLayout: LayoutState, NodeLayout {
  package let host = PlatformViewHost()
  package weak var sizing: (any RepresentableSizing)?
  private var cache: [ProposedViewSize: CGSize] = [:]

  package var hostView: UIView? { host }

  package func host(_ view: UIView) { host.host(view) }
  package func unhost() { host.unhost() }
  package func invalidateSizes() { cache.removeAll() }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if let cached = cache[proposal] { return cached }
    let size = sizing?.sizeThatFits(proposal) ?? defaultSize(for: proposal)
    cache[proposal] = size
    return size
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    host.setNeedsLayout()
  }

  /// SwiftUI's default sizing for a UIKit view (docs/Behaviour.md,
  /// "Default sizing from the intrinsic size"): per axis, no intrinsic size means any size from
  /// zero; otherwise the intrinsic size is ideal, and a compression resistance or hugging
  /// priority of `.defaultHigh` or more makes it the minimum or the maximum.
  ///
  /// A view without an intrinsic size along an axis whose subviews are placed by constraints
  /// is measured with `systemLayoutSizeFitting` instead: its compressed fitting size stands
  /// for the intrinsic size there.
  private func defaultSize(for proposal: ProposedViewSize) -> CGSize {
    guard let view = host.hostedView else { return .zero }
    var intrinsic = view.intrinsicContentSize
    if intrinsic.width == UIView.noIntrinsicMetric || intrinsic.height == UIView.noIntrinsicMetric,
      view.usesConstraintsInside
    {
      let fitted = view.systemLayoutSizeFitting(
        CGSize(width: proposal.width ?? 0, height: 0),
        withHorizontalFittingPriority: proposal.width == nil ? .fittingSizeLevel : .required,
        verticalFittingPriority: .fittingSizeLevel)
      if intrinsic.width == UIView.noIntrinsicMetric { intrinsic.width = fitted.width }
      if intrinsic.height == UIView.noIntrinsicMetric { intrinsic.height = fitted.height }
    }
    func length(_ axis: NSLayoutConstraint.Axis, intrinsic: CGFloat, proposed: CGFloat?) -> CGFloat {
      guard intrinsic != UIView.noIntrinsicMetric else { return proposed ?? 0 }
      let ideal = max(intrinsic, 0)
      let minimum = view.contentCompressionResistancePriority(for: axis) >= .defaultHigh ? ideal : 0
      let maximum = view.contentHuggingPriority(for: axis) >= .defaultHigh ? ideal : .infinity
      return min(max(proposed ?? ideal, minimum), maximum)
    }
    return CGSize(
      width: length(.horizontal, intrinsic: intrinsic.width, proposed: proposal.width),
      height: length(.vertical, intrinsic: intrinsic.height, proposed: proposal.height))
  }
}
