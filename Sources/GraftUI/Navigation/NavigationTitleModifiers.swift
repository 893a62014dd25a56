import Foundation

extension View {
  /// Configures the view's title for purposes of navigation: the navigation bar's title while
  /// the view's page is on top of its stack.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(NavigationItemModifier(change: .title(title.string)))
  }

  /// Configures the view's title for purposes of navigation, using a localized string.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// Configures the view's title for purposes of navigation, using a string.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// Configures the title display mode for this view. Graft draws every title on the bar's
  /// line; the mode is kept on the navigation item.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    modifier(NavigationItemModifier(change: .displayMode(displayMode)))
  }

  /// Hides the navigation bar back button for the view; Escape no longer pops it either.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(NavigationItemModifier(change: .backButtonHidden(hidesBackButton)))
  }
}

/// A configuration for a navigation bar that represents a view at the top of a navigation
/// stack.
public struct NavigationBarItem: Sendable {
  /// A style for displaying the title of a navigation bar.
  public enum TitleDisplayMode: Sendable, Hashable {
    /// Inherit the display mode from the previous navigation item.
    case automatic
    /// Display the title within the standard bounds of the navigation bar.
    case inline
    /// Display a large title within an expanded navigation bar.
    case large
  }
}

/// Sets a property of the navigation item of the page the view is in.
struct NavigationItemModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  enum Change: Equatable {
    case title(String)
    case displayMode(NavigationBarItem.TitleDisplayMode)
    case backButtonHidden(Bool)
  }
  let change: Change

  func update(_ node: ViewNode, content: any View) {
    let owner = node.primitiveState as? ItemOwner ?? {
      let owner = ItemOwner()
      node.primitiveState = owner
      node.teardownActions.append { [weak owner] in owner?.clear() }
      return owner
    }()
    owner.page = node.environment.navigationContext?.page
    owner.change = change
    owner.apply()
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

@MainActor
private final class ItemOwner {
  weak var page: PageHostingController?
  var change: NavigationItemModifier.Change?

  func apply() {
    guard let page, let change else { return }
    switch change {
    case .title(let title):
      page.setTitle(title, owner: ObjectIdentifier(self))
    case .displayMode(let mode):
      let resolved: UINavigationItem.LargeTitleDisplayMode =
        switch mode {
        case .automatic: .automatic
        case .inline: .never
        case .large: .always
        }
      page.navigationItem.largeTitleDisplayMode = resolved
    case .backButtonHidden(let hidden):
      if page.navigationItem.hidesBackButton != hidden { page.navigationItem.hidesBackButton = hidden }
    }
  }

  func clear() {
    guard let page, case .title = change else { return }
    page.setTitle(nil, owner: ObjectIdentifier(self))
  }
}
