import SwiftUI
import ThirdPartySDK

/// Exposes `ThirdPartyUIView`'s methods without exposing the view: the articles' proxy.
///
/// NB: Swift 6 needs the main actor spelled out here, since the proxy calls the view.
@MainActor
public final class ThirdPartyProxy: ObservableObject {
  // NB: The article keeps this fileprivate within one file; across a module it is internal,
  // as the article's footnote suggests for frameworks.
  weak var view: ThirdPartyUIView?

  public init() {}

  /// Performs the view's action, as its own button does.
  public func changeInternalValue() {
    view?.changeInternalValue()
  }
}

/// Hands its content a ``ThirdPartyProxy`` for the `ThirdPartyView` inside it, the way
/// `ScrollViewReader` hands out a `ScrollViewProxy`.
///
/// ```swift
/// ThirdPartyReader { proxy in
///   ThirdPartyView(shouldAdd: true)
///   Button("Perform Action") { proxy.changeInternalValue() }
/// }
/// ```
public struct ThirdPartyReader<Content: View>: View {
  @StateObject private var proxy = ThirdPartyProxy()
  private var content: (ThirdPartyProxy) -> Content

  public init(@ViewBuilder _ content: @escaping (ThirdPartyProxy) -> Content) {
    self.content = content
  }

  public var body: some View {
    content(proxy)
      .environment(\.thirdPartyProxy, proxy)
  }
}

extension EnvironmentValues {
  private struct ThirdPartyProxyEnvironmentKey: EnvironmentKey {
    // NB: The article's `static var defaultValue: ThirdPartyProxy? = nil` is global mutable
    // state, which Swift 6 rejects; a computed default is the same value.
    static var defaultValue: ThirdPartyProxy? { nil }
  }

  /// The proxy of the nearest enclosing ``ThirdPartyReader``, if any.
  public var thirdPartyProxy: ThirdPartyProxy? {
    get { self[ThirdPartyProxyEnvironmentKey.self] }
    set { self[ThirdPartyProxyEnvironmentKey.self] = newValue }
  }
}
