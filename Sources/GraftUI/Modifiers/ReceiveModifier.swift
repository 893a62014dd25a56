import Foundation

/// Subscribes to a publisher for as long as its view exists, and runs an action with each
/// value.
package struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
  package typealias Body = Never
  let publisher: P
  let action: (P.Output) -> Void

  package func update(_ node: ViewNode, content: any View) {
    let state = node.primitiveState as? ReceiveState<P.Output> ?? {
      let state = ReceiveState<P.Output>()
      node.primitiveState = state
      node.teardownActions.append { [weak state] in state?.subscription = nil }
      return state
    }()
    state.action = action
    // NB: The subscription is kept across updates, so a timer keeps its rhythm; only a
    // publisher object (a subject, an autoconnected timer) that is a different instance from
    // the last one is subscribed to anew.
    let identity = type(of: publisher as Any) is AnyClass ? ObjectIdentifier(publisher as AnyObject) : nil
    if state.subscription == nil || identity != state.identity {
      state.identity = identity
      state.subscription = publisher.sink(receiveValue: deliveringOnMainQueue { [weak state] value in
        state?.receive(value)
      })
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

extension ReceiveModifier: ViewInput {
  package func isSameInput(as other: ReceiveModifier<P>) -> Bool { false }
}

/// What an `onReceive` node keeps: its subscription and the latest action.
@MainActor
private final class ReceiveState<Output> {
  var subscription: AnyCancellable?
  var identity: ObjectIdentifier?
  var action: ((Output) -> Void)?

  func receive(_ value: Output) {
    guard let action else { return }
    Update.outside { action(value) }
  }
}

extension View {
  /// Adds an action to perform when this view detects data emitted by the given publisher.
  ///
  /// ```swift
  /// Text("\(seconds) s")
  ///   .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
  ///     seconds += 1
  ///   }
  /// ```
  ///
  /// The view subscribes when it first appears and cancels when it goes away; values sent off
  /// the main thread are delivered on the main queue.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(ReceiveModifier(publisher: publisher, action: action))
  }
}
