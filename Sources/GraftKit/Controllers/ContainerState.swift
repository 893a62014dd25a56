import Foundation

/// What navigation, tabs and presentation keep for a view controller: one object, made on
/// first use, so controllers that never use them carry one pointer.
@MainActor
final class ContainerState {
  var storedNavigationItem: UINavigationItem?
  var storedTabBarItem: UITabBarItem?
  var toolbarItems: [UIBarButtonItem]?
  var modalPresentationStyle = UIModalPresentationStyle.automatic
  var isModalInPresentation = false
  /// The controller this one presents; the presenter keeps it, as UIKit's does.
  var presented: UIViewController?
  weak var presenting: UIViewController?
  var presentation: UIPresentationController?
  var isBeingPresented = false
  var isBeingDismissed = false
  /// The view that holds this controller's view while it is presented.
  var presentationContainer: PresentationContainerView?
  /// Where the presenting context's view was, while a full-screen presentation took it out.
  var removedPresenterView: (superview: UIView, index: Int)?
  /// What had focus before this controller was presented, given back when it is dismissed.
  weak var focusBeforePresentation: UIView?

  func navigationItem(title: String?) -> UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem()
    item.title = title
    storedNavigationItem = item
    return item
  }

  func tabBarItem(title: String?) -> UITabBarItem {
    if let storedTabBarItem { return storedTabBarItem }
    let item = UITabBarItem(title: title, image: nil, tag: 0)
    storedTabBarItem = item
    return item
  }

  /// Keeps the items' titles in step with the controller's, as UIKit's `title` setter does.
  func titleDidChange(_ title: String?) {
    storedNavigationItem?.title = title
    storedTabBarItem?.title = title
  }
}

extension UIViewController {
  var containerStorage: ContainerState {
    if let containerState { return containerState }
    let made = ContainerState()
    containerState = made
    return made
  }

  /// The nearest navigation controller among the controller's ancestors.
  public var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// The nearest tab bar controller among the controller's ancestors.
  public var tabBarController: UITabBarController? {
    var current = parent
    while let controller = current {
      if let tabs = controller as? UITabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }
}
