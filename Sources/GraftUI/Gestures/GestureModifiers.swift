import Foundation

/// Attaches a gesture to its content, whose views it holds in a ``GestureHostView``.
package struct GestureModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let attachment: GestureHostView.Attachment

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { ContainerLayout(GestureHostView(), node: node) }
    // NB: A disabled view recognises no gestures, as in SwiftUI.
    layout.view.attachments = node.environment.isEnabled ? [attachment] : []
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

extension GestureModifier: ViewInput {
  package func isSameInput(as other: GestureModifier) -> Bool { false }
}

extension View {
  /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
  ///
  /// ```swift
  /// Text("Tap or hold")
  ///   .gesture(LongPressGesture().onEnded { _ in isHeld = true })
  /// ```
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(attachment: .init(priority: .normal, mask: mask) { gesture.recognizer() }))
  }

  /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(attachment: .init(priority: .high, mask: mask) { gesture.recognizer() }))
  }

  /// Attaches a gesture to the view to process simultaneously with gestures defined by the
  /// view.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(attachment: .init(priority: .simultaneous, mask: mask) { gesture.recognizer() }))
  }

  /// Adds an action to perform when this view recognizes a tap gesture.
  ///
  /// ```swift
  /// Text("Like")
  ///   .onTapGesture(count: 2) { liked.toggle() }
  /// ```
  ///
  /// A tap is a mouse click on the view's content; `count: 2` is a double click.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    gesture(TapGesture(count: count).onEnded { action() })
  }

  /// Adds an action to perform when this view recognizes a tap gesture, and provides the
  /// action with the location of the interaction.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
  }

  /// Adds an action to perform when this view recognizes a long press gesture.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    gesture(
      LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        .onPressingChanged(onPressingChanged)
        .onEnded { _ in action() })
  }

  /// Adds an action to perform when this view recognizes a long press gesture.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: 10, perform: action, onPressingChanged: onPressingChanged)
  }

  /// Configures whether this view participates in hit test operations.
  ///
  /// A view that does not lets taps through to the views behind it.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(HitTestingModifier(enabled: enabled, wholeBounds: false))
  }
}

extension LongPressGesture {
  /// Reports the press starting and ending, as `onLongPressGesture`'s `onPressingChanged` does.
  fileprivate func onPressingChanged(_ action: ((Bool) -> Void)?) -> _PressingGesture {
    _PressingGesture(base: self, action: action)
  }
}

/// A long press that reports `true` when the press begins and `false` when it ends either way.
private struct _PressingGesture: PrimitiveGesture {
  typealias Value = Bool
  let base: LongPressGesture
  let action: ((Bool) -> Void)?

  func makeRecognizer() -> GestureRecognizer<Bool> {
    let recognizer = base.makeRecognizer()
    guard let action else { return recognizer }
    recognizer.observeChanges { action($0) }
    recognizer.observeReset { action(false) }
    return recognizer
  }
}

/// Turns hit testing off for its content, or makes its whole frame take touches.
package struct HitTestingModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let enabled: Bool
  let wholeBounds: Bool

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { ContainerLayout(GestureHostView(), node: node) }
    if layout.view.isUserInteractionEnabled != enabled { layout.view.isUserInteractionEnabled = enabled }
    layout.view.hitsWholeBounds = wholeBounds
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}
