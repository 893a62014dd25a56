import Foundation

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known
/// child views.
///
/// The content closure receives a ``ScrollViewProxy``; use it from an action — a button,
/// `onAppear`, `onChange` — to scroll any scroll view inside the reader (including a `List`'s) to
/// a view identified by `.id(_:)` or by a `ForEach` element:
///
/// ```swift
/// ScrollViewReader { proxy in
///   Button("Jump to #8") {
///     proxy.scrollTo(8, anchor: .top)
///   }
///   ScrollView {
///     ForEach(0..<100) { index in
///       Text("Row \(index)").id(index)
///     }
///   }
/// }
/// ```
///
/// The reader adds nothing to layout: its content lays out as if it stood in the reader's place.
public struct ScrollViewReader<Content: View>: View {
  /// The view builder that creates the reader's content.
  public var content: (ScrollViewProxy) -> Content

  /// Creates an instance that can perform programmatic scrolling of its child scroll views.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }
}

extension ScrollViewReader: PrimitiveView {
  package func update(_ node: ViewNode) {
    let state = node.primitiveState as? ScrollViewReaderState ?? {
      let state = ScrollViewReaderState(node: node)
      node.primitiveState = state
      return state
    }()
    let proxy = ScrollViewProxy(state: state)
    // NB: The closure is user code: what it reads is this node's dependency, and a `scrollTo`
    // inside it runs during the update, which the proxy refuses.
    let body = node.tracking { content(proxy) as any View }
    node.updateChild(at: 0, with: body, environment: node.environment)
  }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy.
///
/// You don't create a proxy yourself: a ``ScrollViewReader`` hands you one. Use it only from
/// actions, never while a body is being computed.
@MainActor @preconcurrency
public struct ScrollViewProxy {
  package let state: ScrollViewReaderState

  /// Scans all scroll views contained by the proxy for the first with a child view with
  /// identifier `id`, and then scrolls to that view.
  ///
  /// With a `nil` anchor the scroll view moves the least that shows the whole view, and not at
  /// all if it is visible already; with an anchor, that point of the view lines up with the
  /// same point of the visible area (`.top` puts the view at the top), as far as the content
  /// allows. An id that no scroll view holds is ignored. A terminal does not animate, so the
  /// offset changes at once even inside `withAnimation`.
  ///
  /// - Parameters:
  ///   - id: The identifier of a child view to scroll to.
  ///   - anchor: The alignment behavior of the scroll action.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard !Update.isUpdating else {
      RuntimeIssues.report(
        "ScrollViewProxy may not be used during view body evaluation; "
          + "call it from an action such as a button or onAppear.")
      return
    }
    state.request(ScrollRequest(id: AnyHashable(id), anchor: anchor))
  }
}

/// One `scrollTo` call, kept until the layout it needs is done.
package struct ScrollRequest {
  let id: AnyHashable
  let anchor: UnitPoint?
  /// Whether the request already scrolled to a lazy row's estimated place, to build it.
  var isRetry = false
}

/// What a reader node keeps: a way back to its node, and the requests waiting for a layout.
@MainActor
package final class ScrollViewReaderState {
  @Unretained private var node: ViewNode?
  private var pending: [ScrollRequest] = []

  init(node: ViewNode) {
    self.node = node
  }

  /// Scrolls now when the layout is current; otherwise keeps the request for the end of the
  /// next layout, when the target's frame is known (an action may just have added the target).
  func request(_ request: ScrollRequest) {
    guard let node, node.isMounted else { return }
    pending.append(request)
    resolvePendingRequests()
  }

  /// Applies the waiting requests, in order, if the layout is current, or asks for a layout.
  ///
  /// NB: The hosting view lays the whole tree out first; the scroll views' own layouts follow in
  /// the same pass and call this again (`ScrollLayout.didLayoutScrollView`), as does the first
  /// layout of a scroll view the action added.
  func resolvePendingRequests() {
    guard !pending.isEmpty, let node, node.isMounted else { return }
    let scrollNodes = self.scrollNodes(in: node)
    guard !node.graph.hasPendingWork, !node.graph.needsLayout else {
      node.graph.hostView.setNeedsLayout()
      for scrollNode in scrollNodes {
        (scrollNode.layout as? ScrollLayout)?.scrollView.setNeedsLayout()
      }
      return
    }
    let requests = pending
    pending.removeAll()
    for request in requests { apply(request, scrollNodes: scrollNodes) }
  }

  private func apply(_ request: ScrollRequest, scrollNodes: [ViewNode]) {
    for scrollNode in scrollNodes {
      guard let scrollView = (scrollNode.layout as? ScrollLayout)?.scrollView else { continue }
      // NB: Only the content counts: an id on the scroll view itself is not a child of it.
      let target = scrollNode.children.lazy.compactMap { $0.descendant(withID: request.id) }.first
      guard let target else {
        // NB: A row of a lazy stack not built yet: the scroll view scrolls to where the row's
        // estimated length puts it, which builds it, and the request is applied again once it
        // is placed.
        guard !request.isRetry, let estimate = Self.estimatedFrame(of: request.id, in: scrollNode, scrollView) else {
          continue
        }
        scrollView.scrollRectToVisible(estimate, animated: false)
        var retry = request
        retry.isRetry = true
        pending.append(retry)
        node?.graph.requestFlush()
        scrollView.setNeedsLayout()
        return
      }
      guard let frame = target.frame(in: scrollView) else { return }
      if let anchor = request.anchor {
        let visible = scrollView.bounds.size
        let offset = CGPoint(
          x: frame.minX + (frame.width - visible.width) * anchor.x,
          y: frame.minY + (frame.height - visible.height) * anchor.y)
        scrollView.setContentOffset(
          scrollView.clampedContentOffset(
            CGPoint(x: offset.x.rounded(.down), y: offset.y.rounded(.down))),
          animated: false)
      } else {
        scrollView.scrollRectToVisible(frame, animated: false)
      }
      return
    }
  }

  /// Where the row of a lazy stack inside `scrollNode` whose id is `id` would be, in the
  /// scroll view's coordinates, from the lengths of the rows before it.
  private static func estimatedFrame(of id: AnyHashable, in scrollNode: ViewNode, _ scrollView: UIScrollView) -> CGRect? {
    var result: CGRect?
    scrollNode.forEachDescendant { node in
      guard result == nil, let source = node.primitiveState as? any LazyRowSource,
        let index = source.index(ofID: id), let stack = node.layoutAncestor,
        let layout = stack.layout as? LazyStackLayout
      else { return }
      let start = source.placedOrigin + source.lengths.offset(of: index)
      let length = max(1, source.lengths.length(at: index) ?? source.lengths.estimate)
      let rect = layout.stack.axis == .vertical
        ? CGRect(x: 0, y: start, width: 1, height: length) : CGRect(x: start, y: 0, width: length, height: 1)
      result = layout.view.convert(rect, to: scrollView)
    }
    return result
  }

  /// The scroll views inside the reader's content, in tree order.
  private func scrollNodes(in node: ViewNode) -> [ViewNode] {
    var result: [ViewNode] = []
    for child in node.children {
      child.forEachDescendant { if $0.layout is ScrollLayout { result.append($0) } }
    }
    return result
  }
}
