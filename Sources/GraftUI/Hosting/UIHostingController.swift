import Foundation

/// Options for how a hosting controller tracks its content's size.
public struct UIHostingControllerSizingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Keep `preferredContentSize` equal to the content's ideal size.
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
  /// Make the view's `intrinsicContentSize` the content's ideal size.
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// A UIKit view controller that manages a SwiftUI view hierarchy.
///
/// Put it anywhere in a GraftKit hierarchy: as a window's root view controller, or as a child
/// of another controller.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
/// window.rootViewController = UIHostingController(rootView: ContentView())
/// window.makeKeyAndVisible()
/// ```
///
/// Updates run once per turn of the main run loop; `view.layoutIfNeeded()` (or the window's)
/// runs every pending update synchronously and then lays out.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  private var content: Content

  /// Creates a hosting controller object that wraps the specified SwiftUI view.
  public init(rootView: Content) {
    content = rootView
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The root view of the SwiftUI view hierarchy managed by this view controller.
  public var rootView: Content {
    get { content }
    set {
      content = newValue
      hostingView?.setRootView(newValue)
    }
  }

  /// How the controller tracks its content's size. The default is none.
  public var sizingOptions: UIHostingControllerSizingOptions = [] {
    didSet { hostingView?.sizingOptions = sizingOptions }
  }

  private var hostingView: HostingView? { viewIfLoaded as? HostingView }

  open override func loadView() {
    let view = HostingView(frame: UIScreen.main.bounds, controller: self)
    view.sizingOptions = sizingOptions
    view.setRootView(content)
    self.view = view
  }

  /// The size the content wants within `size`: its ideal size, fitted to what is offered.
  public func sizeThatFits(in size: CGSize) -> CGSize {
    loadViewIfNeeded()
    guard let hostingView else { return .zero }
    return hostingView.contentSize(fitting: ProposedViewSize(size))
  }
}

/// The view of a hosting controller: it owns the view graph and lays it out in its bounds.
@MainActor
package final class HostingView: UIView {
  package private(set) var graph: ViewGraph!
  var pendingRoot: (any View)?
  package weak var controller: UIViewController?
  package var sizingOptions: UIHostingControllerSizingOptions = []
  /// The environment the tree starts from.
  package var baseEnvironment = EnvironmentValues.hostDefaults()

  package init(frame: CGRect, controller: UIViewController?) {
    self.controller = controller
    super.init(frame: frame)
    graph = ViewGraph(hostView: self)
    graph.requestFlush = { [weak self, weak graph] in
      guard let graph else { return }
      Self.scheduleFlush(of: graph, in: self)
    }
  }

  package required init?(coder: NSCoder) {
    return nil
  }

  // NB: The host going away ends every identity in it: representables are dismantled and
  // `onDisappear` runs, once each (docs/Behaviour.md, "Dismantle once, when the identity ends").
  isolated deinit {
    graph.tearDownAll()
  }

  /// How many times one layout applies the updates that placing the tree made.
  private static let maximumLayoutRounds = 8

  package func setRootView(_ view: any View) {
    pendingRoot = view
    setNeedsLayout()
  }

  /// Arranges for a graph's pending work to run on the run loop's next turn, as UIKit runs a
  /// view's pending updates: on the clock of the window's host (a terminal host's scheduler,
  /// which tests drive by hand), or on the main queue when the view is in no hosted window.
  ///
  /// NB: Also called while the view is going away (`view` is `nil`): the graph's last work
  /// still runs, on the main queue.
  private static func scheduleFlush(of graph: ViewGraph, in view: HostingView?) {
    view?.setNeedsLayout()
    let flush: @MainActor () -> Void = { [weak graph] in graph?.flushIfScheduled() }
    if let performOnNextTurn = view?.window?.performOnNextTurn {
      performOnNextTurn(flush)
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated(flush) }
    }
  }

  /// Runs pending updates, then lays the tree out in the view's bounds.
  package override func layoutSubviews() {
    super.layoutSubviews()
    updateSizeClasses()
    // NB: Placing the tree can change what it shows: a geometry reader placed at a new size
    // runs its content again, a geometry-change action writes state. That work is done and
    // laid out again here, before the frame is drawn, as SwiftUI does within one frame, as is a
    // lazy stack whose new rows were longer than estimated; a tree that keeps changing its own
    // geometry is left for the next turn after a few rounds.
    // Work a flush left undone (an update cycle it cut) is not the layout's: it waits too.
    for _ in 0..<Self.maximumLayoutRounds {
      updateIfNeeded()
      let flushLeftWork = graph.hasPendingWork
      graph.layout(in: bounds)
      guard !flushLeftWork, graph.hasPendingWork || graph.needsLayout else { break }
    }
    if sizingOptions.contains(.preferredContentSize) {
      controller?.preferredContentSize = graph.sizeThatFits(.unspecified)
    }
    if sizingOptions.contains(.intrinsicContentSize) {
      // NB: Auto Layout reads the intrinsic size once and keeps it until told it changed.
      let size = graph.sizeThatFits(.unspecified)
      if size != reportedIntrinsicSize {
        reportedIntrinsicSize = size
        invalidateIntrinsicContentSize()
      }
    }
  }

  /// The intrinsic size last reported, so a content change that resizes it is reported once.
  private var reportedIntrinsicSize: CGSize?

  /// Builds the root if it changed and flushes every pending update.
  package func updateIfNeeded() {
    if let root = pendingRoot {
      pendingRoot = nil
      graph.setRootView(root, environment: baseEnvironment)
    }
    graph.flush()
  }

  package func contentSize(fitting proposal: ProposedViewSize) -> CGSize {
    updateIfNeeded()
    return graph.sizeThatFits(proposal)
  }

  package override var intrinsicContentSize: CGSize {
    guard sizingOptions.contains(.intrinsicContentSize) else { return super.intrinsicContentSize }
    return contentSize(fitting: .unspecified)
  }
}
