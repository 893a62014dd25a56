import Foundation

// Focus as SwiftUI models it, tied to the window's: `.focused` links a focus state to the
// first focusable UIKit view of its content. The window's focus and first responder are the
// truth; a focus state follows them through the views' focus callbacks, and setting the state
// moves the window's focus after the update.

private struct IsFocusedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  /// Returns whether the nearest focusable ancestor has focus: the content of `.focused(_:)`
  /// or `.focusable()` reads `true` while that view has focus.
  ///
  /// ```swift
  /// struct Row: View {
  ///   @Environment(\.isFocused) private var isFocused
  ///   var body: some View { Text(isFocused ? "> Item" : "  Item") }
  /// }
  /// ```
  public package(set) var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }
}

extension UIView {
  /// Whether the view has focus as SwiftUI sees it: a view that takes text while it is the
  /// first responder, any other while the window focuses it.
  fileprivate var hasSwiftUIFocus: Bool {
    canBecomeFirstResponder ? isFirstResponder : isFocused
  }

  /// The views in this subtree focus can land on, in order.
  fileprivate var focusCandidates: [UIView] {
    var found: [UIView] = []
    func visit(_ view: UIView) {
      if view.canBecomeFirstResponder || view.canBecomeFocused { found.append(view) }
      for subview in view.subviews { visit(subview) }
    }
    visit(self)
    return found
  }
}

/// What a focus modifier's node keeps: the views it watches and the state it mirrors.
@MainActor
private final class FocusLink<Value: Hashable> {
  let handle: NodeHandle
  var binding: FocusState<Value>.Binding?
  var value: Value?
  private var watched: [UIView] = []
  private(set) var hasFocus = false

  init(node: ViewNode) {
    handle = node.handle
  }

  /// The view focus goes to when the state asks for it.
  var target: UIView? { watched.first }

  /// Watches `views` for focus changes, replacing those watched before.
  func watch(_ views: [UIView]) {
    for view in watched where !views.contains(where: { $0 === view }) { view.focusStateDidChange = nil }
    watched = views
    for view in views { view.focusStateDidChange = { [weak self] in self?.focusDidChange() } }
    hasFocus = views.contains { $0.hasSwiftUIFocus }
  }

  /// Mirrors the window's focus in the state, and in `isFocused` for the content.
  private func focusDidChange() {
    let has = watched.contains { $0.hasSwiftUIFocus }
    if has != hasFocus {
      hasFocus = has
      if Update.isUpdating {
        handle.node?.graph.deferAfterUpdate { [handle] in handle.node?.invalidate(reason: "focus") }
      } else {
        handle.node?.invalidate(reason: "focus")
      }
    }
    guard let binding, let value else { return }
    if has {
      binding.store(value)
    } else if binding.currentValue == value {
      binding.store(binding.resetValue)
    }
  }

  /// Moves the window's focus to what the state asks for.
  func applyState() {
    guard let binding, let value, let target, let window = target.window else { return }
    let wanted = binding.currentValue == value
    let has = watched.contains { $0.hasSwiftUIFocus }
    if wanted, !has {
      window.setFocus(target)
    } else if !wanted, has {
      window.setFocus(nil)
    }
  }
}

/// Links a focus state to its content's first focusable UIKit view.
package struct FocusedModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let binding: FocusState<Value>.Binding
  let value: Value

  package func update(_ node: ViewNode, content: any View) {
    let link = node.primitiveState as? FocusLink<Value> ?? {
      let made = FocusLink<Value>(node: node)
      node.primitiveState = made
      return made
    }()
    link.binding = binding
    link.value = value
    // NB: Read tracked, so a write to the state updates this node, which then moves focus.
    _ = node.tracking { binding.location?.get() }
    var environment = node.environment
    environment.isFocused = link.hasFocus
    node.updateChild(at: 0, with: content, environment: environment)
    link.watch(node.children.first?.hostViews.flatMap(\.focusCandidates) ?? [])
    node.graph.enqueueAction { [weak link] in link?.applyState() }
  }
}

/// Makes its content focusable: a UIKit view around it that keyboard navigation can focus.
package struct FocusableModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let isFocusable: Bool

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { ContainerLayout(FocusableView(), node: node) }
    let view = layout.view
    view.isFocusable = isFocusable
    if view.focusStateDidChange == nil {
      view.focusStateDidChange = { [handle = node.handle] in
        guard let node = handle.node else { return }
        if Update.isUpdating {
          node.graph.deferAfterUpdate { handle.node?.invalidate(reason: "focus") }
        } else {
          node.invalidate(reason: "focus")
        }
      }
    }
    var environment = node.environment
    environment.isFocused = view.isFocused
    node.updateChild(at: 0, with: content, environment: environment)
  }
}

/// The view of a ``FocusableModifier``.
@MainActor
private final class FocusableView: UIView {
  var isFocusable = true

  override var canBecomeFocused: Bool { isFocusable }
}

/// Sets a focus state to a value once, when the view first appears, unless something already
/// has focus.
package struct DefaultFocusModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let binding: FocusState<Value>.Binding
  let value: Value

  package func update(_ node: ViewNode, content: any View) {
    node.updateChild(at: 0, with: content, environment: node.environment)
    guard node.primitiveState == nil else { return }
    node.primitiveState = DefaultFocusApplied()
    let binding = self.binding
    let value = self.value
    node.graph.enqueueAction {
      if binding.currentValue == binding.resetValue { binding.store(value) }
    }
  }
}

/// Marks a ``DefaultFocusModifier`` that has set its initial focus.
@MainActor
private final class DefaultFocusApplied {}

/// Prioritizations for default focus preferences when evaluating where to move focus in
/// different circumstances.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  private let isUserInitiated: Bool

  /// Use the default focus preference when focus moves into the affected branch
  /// automatically, but ignore it when the movement is driven by a user-initiated navigation
  /// command.
  public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
  /// Always use the default focus preference when focus moves into the affected branch.
  public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

extension View {
  /// Modifies this view by binding its focus state to the given state value.
  ///
  /// The state is `value` while the content's first focusable view (a text field, a control,
  /// a `focusable()` view, a representable's UIKit view) has focus, and setting the state to
  /// `value` focuses it.
  ///
  /// ```swift
  /// TextField("Email", text: $email)
  ///   .focused($focusedField, equals: .email)
  /// ```
  ///
  /// - Parameters:
  ///   - binding: The state binding to register.
  ///   - value: The value to match against when determining whether the binding should change.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    modifier(FocusedModifier(binding: binding, value: value))
  }

  /// Modifies this view by binding its focus state to the given Boolean state value.
  ///
  /// ```swift
  /// @FocusState private var isSearching: Bool
  ///
  /// TextField("Search", text: $query)
  ///   .focused($isSearching)
  /// Button("Search") { isSearching = true }
  /// ```
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(FocusedModifier(binding: condition, value: true))
  }

  /// Specifies if the view is focusable.
  ///
  /// A focusable view is a stop for Tab and Shift-Tab; its content reads
  /// `@Environment(\.isFocused)` to draw its focused form.
  ///
  /// - Parameter isFocusable: A Boolean value that indicates whether this view is focusable.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(FocusableModifier(isFocusable: isFocusable))
  }

  /// Defines a region of the window in which default focus is evaluated by assigning a value
  /// to a given focus state binding.
  ///
  /// When the view first appears with nothing bound to the state focused, the state becomes
  /// `value`, which focuses the view bound to it.
  ///
  /// ```swift
  /// VStack { … }
  ///   .defaultFocus($focusedField, .username)
  /// ```
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    modifier(DefaultFocusModifier(binding: binding, value: value))
  }
}
