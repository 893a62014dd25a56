import SwiftUI
import ThirdPartySDK

extension DelegateCallback where Arguments == (ThirdPartyUIView, Int) {
  /// `ThirdPartyViewDelegate.view(_:changedValueTo:)`.
  public static let changedValue = DelegateCallback("view(_:changedValueTo:)")
}

/// `ThirdPartyView` rewritten with Graft's bridging helpers: the same modifiers and proxy, in a
/// third of the code, and robust to re-renders.
///
/// ```swift
/// RepresentableReader(ThirdPartyUIView.self) { proxy in
///   RelayedThirdPartyView(shouldAdd: shouldAdd)
///     .viewChangedValueTo { _, newValue in currentValue = newValue }
///   Button("Perform Action") { proxy.perform { $0.changeInternalValue() } }
/// }
/// ```
public struct RelayedThirdPartyView: UIViewRepresentable {
  public var shouldAdd: Bool
  private var handlers = DelegateHandlers<ThirdPartyViewDelegate>()

  public init(shouldAdd: Bool) {
    self.shouldAdd = shouldAdd
  }

  public func makeCoordinator() -> Relay { Relay() }

  public func makeUIView(context: Context) -> ThirdPartyUIView {
    let view = ThirdPartyUIView()
    view.delegate = context.coordinator
    context.environment.representableProxy(for: ThirdPartyUIView.self)?.attach(view)
    return view
  }

  public func updateUIView(_ uiView: ThirdPartyUIView, context: Context) {
    uiView.shouldAdd = shouldAdd
    context.coordinator.handlers = handlers
  }

  /// Calls `closure` with the view and its new value whenever the value changes.
  public func viewChangedValueTo(_ closure: @escaping (_ view: ThirdPartyUIView, _ newValue: Int) -> Void) -> Self {
    var copy = self
    copy.handlers.on(.changedValue) { closure($0.0, $0.1) }
    return copy
  }

  /// Forwards every delegate call to `delegate` as well, after the closures.
  public func setViewDelegate(_ delegate: ThirdPartyViewDelegate) -> Self {
    var copy = self
    copy.handlers.externalDelegate = delegate
    return copy
  }

  /// Relays `ThirdPartyUIView`'s delegate calls to the view's closures and external delegate.
  public final class Relay: DelegateRelay<ThirdPartyViewDelegate>, ThirdPartyViewDelegate {
    public func view(_ view: ThirdPartyUIView, changedValueTo newValue: Int) {
      relay(.changedValue, (view, newValue)) { $0.view(view, changedValueTo: newValue) }
    }
  }
}

/// The articles' demo, built on the helpers.
public struct RelayedThirdPartyDemoView: View {
  @State private var shouldAdd = true
  @State private var currentValue = 0

  public init() {}

  public var body: some View {
    RepresentableReader(ThirdPartyUIView.self) { proxy in
      Text("\(currentValue)")
      RelayedThirdPartyView(shouldAdd: shouldAdd)
        .viewChangedValueTo { _, newValue in currentValue = newValue }
      Toggle("Add?", isOn: $shouldAdd)
      Button("Perform Action") { proxy.perform { $0.changeInternalValue() } }
    }
  }
}
