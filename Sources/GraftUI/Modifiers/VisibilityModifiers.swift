import Foundation

/// Shows its content inside a container view that is hidden or translucent.
///
/// The container keeps the content's size, so a hidden view still takes its space in a stack,
/// as in SwiftUI; GraftKit neither draws nor delivers touches to a hidden view's subtree, draws
/// alpha below 0.6 dim and below 0.01 not at all.
package struct VisibilityModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let isHidden: Bool
  let opacity: Double

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { ContainerLayout(UIView(), node: node) }
    let alpha = CGFloat(min(1, max(0, opacity)))
    if layout.view.isHidden != isHidden { layout.view.isHidden = isHidden }
    if layout.view.alpha != alpha { layout.view.alpha = alpha }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// Turns off interaction for its content by writing `isEnabled = false` into the environment.
package struct DisabledModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let isDisabled: Bool

  package func update(_ node: ViewNode, content: any View) {
    var environment = node.environment
    // NB: Only ever turns interaction off: `.disabled(false)` inside a disabled ancestor leaves
    // its content disabled, as in SwiftUI.
    if isDisabled && environment.isEnabled { environment.isEnabled = false }
    node.updateChild(at: 0, with: content, environment: environment)
  }
}

extension View {
  /// Hides this view unconditionally.
  ///
  /// A hidden view still takes its space in the layout, but draws nothing and receives no
  /// input. To remove a view from the layout, leave it out with `if` instead.
  ///
  /// ```swift
  /// HStack {
  ///   Image(systemName: "checkmark").hidden()
  ///   Text("Aligned with the checked rows")
  /// }
  /// ```
  public func hidden() -> some View {
    modifier(VisibilityModifier(isHidden: true, opacity: 1))
  }

  /// Sets the transparency of this view.
  ///
  /// A terminal cannot blend colours, so below 0.6 the view draws dim and below 0.01 it draws
  /// nothing and, as in SwiftUI, receives no input.
  ///
  /// - Parameter opacity: A value between 0 (fully transparent) and 1 (fully opaque).
  public func opacity(_ opacity: Double) -> some View {
    modifier(VisibilityModifier(isHidden: false, opacity: opacity))
  }

  /// Adds a condition that controls whether users can interact with this view.
  ///
  /// Controls inside stop responding to taps and keys and draw dimmed. The condition only adds
  /// up: a view inside a disabled ancestor stays disabled whatever it says itself.
  ///
  /// ```swift
  /// Button("Submit") { submit() }
  ///   .disabled(name.isEmpty)
  /// ```
  ///
  /// - Parameter disabled: Whether users can't interact with this view.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(DisabledModifier(isDisabled: disabled))
  }
}
