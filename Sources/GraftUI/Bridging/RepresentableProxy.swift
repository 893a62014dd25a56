import Foundation

/// A handle on the UIKit view inside a representable, for code outside it — a button's action,
/// say — the way `ScrollViewProxy` is a handle on a scroll view.
///
/// A ``RepresentableReader`` owns one and hands it to its content; the representable attaches
/// its view in `makeUIView` and detaches it in `dismantleUIView`. Calls made before the view
/// exists are queued and replayed, in order, when it attaches.
///
/// ```swift
/// RepresentableReader(ThirdPartyUIView.self) { proxy in
///   RelayedThirdPartyView(shouldAdd: true)
///   Button("Perform Action") {
///     proxy.perform { $0.changeInternalValue() }
///   }
/// }
/// ```
@MainActor @preconcurrency
public final class RepresentableProxy<UIViewType: UIView>: ObservableObject {
  /// Whether a call reached a view at once, or waits for one.
  public enum Delivery: Hashable, Sendable {
    /// The call ran on the attached view.
    case performed
    /// No view is attached yet; the call runs when one attaches.
    case queued
  }

  public let objectWillChange = ObservableObjectPublisher()
  /// The attached view, if any. The proxy does not keep it alive.
  public private(set) weak var view: UIViewType?
  private var pending: [(UIViewType) -> Void] = []

  /// Creates a proxy with no view attached.
  public init() {}

  /// Runs `action` on the view, or queues it until a view attaches.
  @discardableResult
  public func perform(_ action: @escaping (UIViewType) -> Void) -> Delivery {
    if let view {
      action(view)
      return .performed
    }
    pending.append(action)
    return .queued
  }

  /// Connects `view` to the proxy and replays the calls queued for it.
  public func attach(_ view: UIViewType) {
    self.view = view
    let queued = pending
    pending.removeAll()
    for action in queued { action(view) }
  }

  /// Disconnects `view`, if it is the attached one.
  public func detach(_ view: UIViewType) {
    if self.view === view { self.view = nil }
  }

  /// How many calls wait for a view.
  public var queuedCount: Int { pending.count }
}

/// A view whose content receives a ``RepresentableProxy`` for the representable views of type
/// `UIViewType` inside it.
///
/// The reader owns the proxy for as long as its identity lives, and puts it in the environment
/// where a representable finds it with `context.environment.representableProxy(for:)`.
public struct RepresentableReader<UIViewType: UIView, Content: View>: View {
  @StateObject private var proxy = RepresentableProxy<UIViewType>()
  private let content: (RepresentableProxy<UIViewType>) -> Content

  /// Creates a reader for views of type `viewType`.
  public init(
    _ viewType: UIViewType.Type,
    @ViewBuilder content: @escaping (RepresentableProxy<UIViewType>) -> Content
  ) {
    self.content = content
  }

  public var body: some View {
    content(proxy)
      .modifier(EnvironmentObjectModifier(key: ObjectIdentifier(RepresentableProxy<UIViewType>.self), object: proxy))
  }
}

extension EnvironmentValues {
  /// The proxy of the nearest enclosing ``RepresentableReader`` for views of type `viewType`.
  public func representableProxy<V: UIView>(for viewType: V.Type) -> RepresentableProxy<V>? {
    let key = ObjectIdentifier(RepresentableProxy<V>.self)
    let proxy = object(of: RepresentableProxy<V>.self, key: key)
    tracker?.recordObject(key, object: proxy)
    return proxy
  }
}
