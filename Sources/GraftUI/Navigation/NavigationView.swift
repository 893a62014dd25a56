import Foundation

/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy. Deprecated in SwiftUI; in Graft it is a `NavigationStack` whatever its style.
@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
  let content: Content

  /// Creates a destination-based navigation view.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The view's content: a navigation stack.
  public var body: some View {
    NavigationStack { content }
  }
}

/// A specification for the appearance and interaction of a navigation view.
@MainActor @preconcurrency
public protocol NavigationViewStyle {}

/// A navigation view style represented by a view stack that only shows a single top view at a
/// time.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// A navigation view style represented by a series of views in columns; draws as a stack.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// The default navigation view style; draws as a stack.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// A stack of views, one at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Views in columns; drawn as a stack.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The default style; drawn as a stack.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
  /// Sets the style for navigation views within this view. Every style draws as a stack.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    self
  }
}

/// A view that presents views in two or three columns. In a terminal it is a stack, as on a
/// compact-width iPhone: the sidebar is the root, and its links push what they show. The
/// `content` and `detail` columns are kept but not shown on their own.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail

  /// Creates a two-column navigation split view.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
  }

  /// Creates a three-column navigation split view.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// The view's content: a navigation stack showing the sidebar, whose links push the
  /// detail.
  public var body: some View {
    NavigationStack { sidebar }
  }
}
