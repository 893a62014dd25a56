import SwiftUI
import ThirdPartySDK

/// The delegate that turns `ThirdPartyUIView`'s callbacks into a closure, and forwards them to
/// an external delegate as well: the articles' final `ThirdPartyCoordinator`.
public final class ThirdPartyCoordinator: ThirdPartyViewDelegate {
  /// Called with the view and its new value on every change.
  public var viewChangedValueTo: ((ThirdPartyUIView, Int) -> Void)?
  /// Also told about every change, after the closure.
  public var externalDelegate: ThirdPartyViewDelegate?

  public init() {}

  public func view(_ view: ThirdPartyUIView, changedValueTo newValue: Int) {
    viewChangedValueTo?(view, newValue)
    externalDelegate?.view(view, changedValueTo: newValue)
  }
}
