import Foundation

extension UIWindow {
  /// The views holding presented controllers, bottom to top.
  var presentationContainers: [PresentationContainerView] {
    subviews.compactMap { $0 as? PresentationContainerView }
  }

  /// Where keyboard focus may go: inside the topmost presentation, else anywhere in the window.
  var focusScope: UIView { presentationContainers.last ?? self }

  /// Where a key press goes when nothing has focus: the controller on screen at the top, so that
  /// Escape reaches the navigation controller, sheet or alert that shows it.
  var keyTargetWithoutFocus: UIResponder {
    guard var controller = presentationContainers.last?.presented ?? rootViewController else { return self }
    while let child = controller.visibleChildForKeys { controller = child }
    return controller.viewIfLoaded?.window === self ? controller : self
  }
}
