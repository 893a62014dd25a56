import Foundation

/// An action that initiates a refresh operation.
///
/// Read it from the environment to refresh from a control of your own:
///
/// ```swift
/// @Environment(\.refresh) private var refresh
///
/// Button("Reload") { Task { await refresh?() } }
/// ```
public struct RefreshAction: Sendable {
  package let action: @Sendable () async -> Void

  /// Initiates a refresh action.
  public func callAsFunction() async {
    await action()
  }
}

private struct RefreshKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// A refresh action stored in a view's environment, set by `refreshable(action:)`.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

extension View {
  /// Marks this view as refreshable.
  ///
  /// A terminal cannot pull a list down, so a refresh starts when the mouse wheel scrolls up
  /// over the view while its scroll view is already at the top, or on Ctrl-R while focus is
  /// inside it. The action runs once per refresh: gestures while it is still running are
  /// ignored.
  ///
  /// ```swift
  /// List(mail) { MessageRow(message: $0) }
  ///   .refreshable { await mailbox.fetch() }
  /// ```
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    modifier(RefreshableModifier(action: action))
  }
}

/// Puts its content in a view that starts the refresh, and gives the content the action.
package struct RefreshableModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let action: @Sendable () async -> Void

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { RefreshLayout() }
    layout.view.action = action
    var environment = node.environment
    environment.refresh = RefreshAction(action: action)
    node.updateChild(at: 0, with: content, environment: environment)
  }
}

@MainActor
private final class RefreshLayout: LayoutState, NodeLayout {
  let view = RefreshHostView(frame: .zero)

  var hostView: UIView? { view }
  var isInvalidatedByEveryUpdate: Bool { false }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    StackLayout.vertical.sizeThatFits(proposal, children: node.layoutChildren)
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    StackLayout.vertical.place(node.layoutChildren, in: bounds, proposal: node.placedProposal)
  }
}

/// The view around refreshable content: the wheel reaches it when the scroll view inside can
/// scroll no further, and keys reach it up the responder chain from a focused view inside.
@MainActor
private final class RefreshHostView: UIView, ScrollEventHandling {
  var action: @Sendable () async -> Void = {}
  private var isRefreshing = false

  func handleScroll(by delta: CGPoint) -> Bool {
    guard delta.y < 0 else { return false }
    refresh()
    return true
  }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let isRefreshKey = presses.contains { press in
      press.key.map { $0.modifierFlags.contains(.control) && $0.charactersIgnoringModifiers == "r" } ?? false
    }
    if isRefreshKey { refresh() } else { super.pressesBegan(presses, with: event) }
  }

  private func refresh() {
    guard !isRefreshing else { return }
    isRefreshing = true
    let action = self.action
    Task { @MainActor [weak self] in
      await action()
      self?.isRefreshing = false
    }
  }
}
