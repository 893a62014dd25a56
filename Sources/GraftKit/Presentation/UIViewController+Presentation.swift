import Foundation

extension UIViewController {
  /// The controller this one presents, or that its presentation context presents.
  public var presentedViewController: UIViewController? {
    presentationContext.containerState?.presented
  }

  /// The controller that presented this one, or the one that presented its presentation
  /// context.
  public var presentingViewController: UIViewController? {
    presentationContext.containerState?.presenting
  }

  /// Whether the controller is being presented right now, between `present` and its
  /// completion.
  public var isBeingPresented: Bool { containerState?.isBeingPresented ?? false }

  /// Whether the controller is being dismissed right now.
  public var isBeingDismissed: Bool { containerState?.isBeingDismissed ?? false }

  /// The object that manages the controller's presentation, made on first access.
  public var presentationController: UIPresentationController? {
    if let presentation = containerState?.presentation { return presentation }
    let made: UIPresentationController
    switch resolvedPresentationStyle {
    case .automatic, .pageSheet, .formSheet:
      made = UISheetPresentationController(presentedViewController: self, presenting: nil)
    default:
      made = UIPresentationController(presentedViewController: self, presenting: nil)
    }
    containerStorage.presentation = made
    return made
  }

  /// The controller whose presentations this one's are: the root of its containers, which is
  /// a window's root view controller or a presented controller.
  var presentationContext: UIViewController {
    var context = self
    while let parent = context.parent { context = parent }
    return context
  }

  /// The presentation style as drawn: an alert draws its own box over the whole window.
  var resolvedPresentationStyle: UIModalPresentationStyle {
    if self is UIAlertController { return .custom }
    return modalPresentationStyle == .none ? .pageSheet : modalPresentationStyle
  }

  func performPresentation(of presented: UIViewController, completion: (() -> Void)?) {
    let context = presentationContext
    if let current = context.containerState?.presented {
      RuntimeIssues.report(
        "Attempt to present <\(type(of: presented))> on <\(type(of: context))> which is already presenting <\(type(of: current))>.")
      return
    }
    guard let window = context.viewIfLoaded?.window else {
      RuntimeIssues.report(
        "Attempt to present <\(type(of: presented))> on <\(type(of: context))> whose view is not in the window hierarchy.")
      return
    }
    guard presented.containerState?.presenting == nil, presented.parent == nil else {
      RuntimeIssues.report(
        "Application tried to present modally a view controller <\(type(of: presented))> that is already being presented.")
      return
    }
    let contextState = context.containerStorage
    let state = presented.containerStorage
    contextState.presented = presented
    state.presenting = context
    state.isBeingPresented = true
    let presentation = presented.presentationController!
    presentation.storedPresenting = context
    state.focusBeforePresentation = window.focusedView
    window.setFocus(nil)
    if window.focusedView != nil { window.focusedView = nil }

    let style = presented.resolvedPresentationStyle
    let container = PresentationContainerView(presenting: presented, style: style)
    container.frame = window.bounds
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    state.presentationContainer = container
    // NB: UIKit's order for a full-screen presentation: the presenter's will-disappear, the
    // presented's will-appear, then the presenter's did-disappear and the presented's did-appear.
    // Sheets leave the presenter on screen, so it hears nothing.
    let takesPresenterAway = style == .fullScreen
    if takesPresenterAway { context.beginAppearanceTransition(false, animated: false) }
    presented.beginAppearanceTransition(true, animated: false)
    if takesPresenterAway, let view = context.viewIfLoaded, let superview = view.superview {
      state.removedPresenterView = (superview, superview.subviews.firstIndex { $0 === view } ?? 0)
      view.removeFromSuperview()
    }
    container.hostPresentedView()
    window.addSubview(container)
    state.isBeingPresented = false
    completion?()
  }

  func performDismissal(completion: (() -> Void)?) {
    let context = presentationContext
    let target: UIViewController
    if let presented = context.containerState?.presented {
      target = presented
    } else if context.containerState?.presenting != nil {
      target = context
    } else {
      completion?()
      return
    }
    target.dismissPresentation()
    completion?()
  }

  /// Takes this presented controller off the screen, with whatever it presents in turn.
  func dismissPresentation() {
    guard let state = containerState, let presenter = state.presenting else { return }
    if let above = state.presented { above.dismissPresentation() }
    state.isBeingDismissed = true
    let container = state.presentationContainer
    let window = container?.window
    let givesPresenterBack = state.removedPresenterView != nil
    beginAppearanceTransition(false, animated: false)
    if givesPresenterBack { presenter.beginAppearanceTransition(true, animated: false) }
    container?.removeFromSuperview()
    if let (superview, index) = state.removedPresenterView, let view = presenter.viewIfLoaded {
      superview.insertSubview(view, at: min(index, superview.subviews.count))
      view.frame = superview.bounds
    }
    state.removedPresenterView = nil
    container?.unhostPresentedView()
    state.presentationContainer = nil
    presenter.containerState?.presented = nil
    state.presenting = nil
    state.isBeingDismissed = false
    if let window, let focus = state.focusBeforePresentation, focus.window === window {
      window.setFocus(focus)
    }
    state.focusBeforePresentation = nil
  }

  /// Dismisses this presented controller as the user asks, with Escape: only a sheet, only when
  /// neither it nor its visible content is modal, and only when the delegate agrees.
  func userRequestedDismissal() {
    guard let presentation = containerState?.presentation, containerState?.presenting != nil else { return }
    let delegate = presentation.delegate
    var modal = false
    var current: UIViewController? = self
    while let controller = current {
      if controller.isModalInPresentation { modal = true }
      current = controller.visibleChildForKeys
    }
    if modal || !(delegate?.presentationControllerShouldDismiss(presentation) ?? true) {
      delegate?.presentationControllerDidAttemptToDismiss(presentation)
      return
    }
    delegate?.presentationControllerWillDismiss(presentation)
    dismissPresentation()
    delegate?.presentationControllerDidDismiss(presentation)
  }

  /// The child whose view is on screen, for a container that shows one at a time; for any
  /// other controller, its last child on screen (a navigation controller in a hosting
  /// controller, say).
  var visibleChildForKeys: UIViewController? {
    if let navigation = self as? UINavigationController { return navigation.topViewController }
    if let tabs = self as? UITabBarController { return tabs.selectedViewController }
    return children.last { child in
      guard let view = child.viewIfLoaded, view.window != nil else { return false }
      return !view.isHidden
    }
  }
}
