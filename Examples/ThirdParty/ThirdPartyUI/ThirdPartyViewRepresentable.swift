import SwiftUI
import ThirdPartySDK

/// Puts a `ThirdPartyUIView` in a SwiftUI hierarchy: the articles' final representable.
///
/// It creates the view once, hands it its delegate and registers it with the proxy of an
/// enclosing ``ThirdPartyReader``; afterwards it only keeps `shouldAdd` in step.
public struct ThirdPartyViewRepresentable: UIViewRepresentable {
  public var delegate: ThirdPartyViewDelegate? = nil
  public var proxy: ThirdPartyProxy?
  public var shouldAdd: Bool

  public init(delegate: ThirdPartyViewDelegate? = nil, proxy: ThirdPartyProxy? = nil, shouldAdd: Bool) {
    self.delegate = delegate
    self.proxy = proxy
    self.shouldAdd = shouldAdd
  }

  public func makeUIView(context: Context) -> ThirdPartyUIView {
    let view = ThirdPartyUIView()
    view.shouldAdd = shouldAdd
    view.delegate = delegate
    proxy?.view = view
    return view
  }

  public func updateUIView(_ uiView: ThirdPartyUIView, context: Context) {
    uiView.shouldAdd = shouldAdd
  }
}
