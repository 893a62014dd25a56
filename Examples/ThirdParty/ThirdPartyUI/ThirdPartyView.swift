import SwiftUI
import ThirdPartySDK

/// The SwiftUI face of `ThirdPartyUIView`, with the delegate's callback as a modifier:
/// the articles' final `ThirdPartyView`.
///
/// ```swift
/// ThirdPartyView(shouldAdd: shouldAdd)
///   .viewChangedValueTo { view, newValue in currentValue = newValue }
///   .setViewDelegate(logger)
/// ```
///
/// NB: As in the article, the modifiers configure a `@State` coordinator before the view is
/// installed. That works on the first render only: after a parent re-render they configure a
/// throwaway instance, and the installed coordinator keeps the first render's closure
/// (docs/Behaviour.md, "Configuring an object in state before install").
/// `RelayedThirdPartyView` is the robust form.
public struct ThirdPartyView: View {
  @Environment(\.thirdPartyProxy) private var proxy

  public var shouldAdd: Bool
  @State private var coordinator = ThirdPartyCoordinator()

  public init(shouldAdd: Bool) {
    self.shouldAdd = shouldAdd
  }

  public var body: some View {
    ThirdPartyViewRepresentable(delegate: coordinator, proxy: proxy, shouldAdd: shouldAdd)
  }
}

extension ThirdPartyView {
  /// Calls `closure` with the view and its new value whenever the value changes.
  public func viewChangedValueTo(_ closure: @escaping (_ view: ThirdPartyUIView, _ newValue: Int) -> Void) -> Self {
    coordinator.viewChangedValueTo = closure
    return self
  }

  /// Forwards every delegate call to `delegate` as well.
  public func setViewDelegate(_ delegate: ThirdPartyViewDelegate) -> Self {
    coordinator.externalDelegate = delegate
    return self
  }
}
