import Foundation

/// Names one callback of a delegate protocol and the values it passes.
///
/// ```swift
/// extension DelegateCallback where Arguments == (ThirdPartyUIView, Int) {
///   static let changedValue = DelegateCallback("view(_:changedValueTo:)")
/// }
/// ```
public struct DelegateCallback<Arguments>: Hashable, Sendable {
  /// The callback's name, usually its selector-style signature.
  public let name: String

  /// Creates a callback name.
  public init(_ name: String) {
    self.name = name
  }
}

/// Closures for a delegate's callbacks, and an external delegate to forward them to.
///
/// A view keeps this in a plain stored property and its modifiers return modified copies, so
/// every render hands the current closures to the relay. This is the robust form of the
/// articles' `@State` coordinator, whose closures a re-render cannot replace
/// (docs/Behaviour.md, "Configuring an object in state before install").
public struct DelegateHandlers<Delegate> {
  private var closures: [String: Any] = [:]
  /// The delegate told about every callback, after the callback's closure.
  public var externalDelegate: Delegate?

  /// Creates handlers with no closures and no external delegate.
  public init() {}

  /// Sets the closure for `callback`, replacing any earlier one.
  public mutating func on<Arguments>(
    _ callback: DelegateCallback<Arguments>, perform action: @escaping (Arguments) -> Void
  ) {
    closures[callback.name] = action
  }

  /// The closure for `callback`, if one is set.
  public func closure<Arguments>(for callback: DelegateCallback<Arguments>) -> ((Arguments) -> Void)? {
    closures[callback.name] as? (Arguments) -> Void
  }
}

/// A coordinator that turns delegate callbacks into closures and forwards them to an external
/// delegate.
///
/// Subclass it, conform the subclass to the delegate protocol, and implement each method with
/// one call to ``relay(_:_:forward:)``. Precedence: the callback's closure runs first, then the
/// external delegate, as in the articles' coordinator. No Objective-C runtime is involved: each
/// callback is named by a ``DelegateCallback`` value.
///
/// ```swift
/// final class Relay: DelegateRelay<ThirdPartyViewDelegate>, ThirdPartyViewDelegate {
///   func view(_ view: ThirdPartyUIView, changedValueTo newValue: Int) {
///     relay(.changedValue, (view, newValue)) { $0.view(view, changedValueTo: newValue) }
///   }
/// }
/// ```
@MainActor @preconcurrency
open class DelegateRelay<Delegate> {
  /// The closures and external delegate to relay to. Set it in `updateUIView` on every update.
  public var handlers = DelegateHandlers<Delegate>()

  /// Creates a relay with no handlers.
  public init() {}

  /// Relays one callback: to its closure, then to the external delegate through `forward`.
  public func relay<Arguments>(
    _ callback: DelegateCallback<Arguments>, _ arguments: Arguments, forward: (Delegate) -> Void
  ) {
    handlers.closure(for: callback)?(arguments)
    if let delegate = handlers.externalDelegate { forward(delegate) }
  }
}
