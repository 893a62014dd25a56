import Foundation

// How traits reach views and view controllers. A view's traits are the screen's with the light
// or dark style of the nearest override at or above it: on the view, on the view controller
// that owns it, or on a superview. A change of an override, or of the terminal's background,
// tells every view and controller whose traits changed, parents before children, then redraws
// them so dynamic colours resolve again.

extension UIView: UITraitEnvironment, UITraitChangeObservable {
  /// The view's style override and registrations, made when needed.
  var traitState: TraitState {
    if let state = rarelySet?.traits { return state }
    let state = TraitState()
    rarelySet(makingIf: true)!.traits = state
    return state
  }

  /// The nearest light or dark override at or above this view; `.unspecified` when none.
  var overriddenStyle: UIUserInterfaceStyle {
    var view: UIView? = self
    while let current = view {
      if let style = current.ownOverriddenStyle { return style }
      view = current.superview
    }
    return .unspecified
  }

  /// This view's own override, or its owning controller's.
  var ownOverriddenStyle: UIUserInterfaceStyle? {
    if let style = rarelySet?.traits?.overrideUserInterfaceStyle, style != .unspecified {
      return style
    }
    if let style = owningViewController?.traitStorage?.overrideUserInterfaceStyle,
      style != .unspecified
    {
      return style
    }
    return nil
  }

  var resolvedTraitCollection: UITraitCollection {
    UITraitCollection.screen(style: overriddenStyle)
  }

  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    traitState.register(traits, handler: handler)
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    rarelySet?.traits?.unregister(registration)
  }

  /// Makes a change to this view's override and tells the views whose traits it changed.
  func changeTraits(_ change: () -> Void) {
    let before = traitCollection
    change()
    let after = traitCollection
    guard before != after else { return }
    deliverTraitChange(from: before, to: after)
  }

  /// Tells this view, its owning controller and its subviews that their traits changed from
  /// `previous` to `current`, skipping subtrees whose own override keeps theirs.
  package func deliverTraitChange(from previous: UITraitCollection, to current: UITraitCollection)
  {
    if let controller = owningViewController {
      controller.traitCollectionDidChange(previous)
      controller.traitStorage?.notify(controller, from: previous, to: current)
    }
    traitCollectionDidChange(previous)
    rarelySet?.traits?.notify(self, from: previous, to: current)
    setNeedsDisplay()
    for subview in subviews where subview.ownOverriddenStyle == nil {
      subview.deliverTraitChange(from: previous, to: current)
    }
  }

  /// Tells every view whose traits follow the screen that the screen's traits changed.
  package func deliverScreenTraitChange(
    from previous: UITraitCollection, to current: UITraitCollection
  ) {
    if ownOverriddenStyle != nil {
      // NB: This view keeps its style, but the screen's other traits reach it.
      let style = overriddenStyle
      let old = UITraitCollection(values: previous.values).modifyingTraits {
        $0.userInterfaceStyle = style
      }
      let new = current.modifyingTraits { $0.userInterfaceStyle = style }
      if old != new { deliverTraitChange(from: old, to: new) }
      return
    }
    deliverTraitChange(from: previous, to: current)
  }
}

extension UIViewController: UITraitEnvironment, UITraitChangeObservable {
  var traitState: TraitState {
    if let traitStorage { return traitStorage }
    let state = TraitState()
    traitStorage = state
    return state
  }

  var resolvedTraitCollection: UITraitCollection {
    if let view = viewIfLoaded { return view.traitCollection }
    if let style = traitStorage?.overrideUserInterfaceStyle, style != .unspecified {
      return UITraitCollection.screen(style: style)
    }
    return parent?.traitCollection ?? UITraitCollection.screen(style: .unspecified)
  }

  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    traitState.register(traits, handler: handler)
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitStorage?.unregister(registration)
  }

  /// Makes a change to this controller's override and tells it and its views.
  func changeTraits(_ change: () -> Void) {
    let before = traitCollection
    change()
    let after = traitCollection
    guard before != after else { return }
    if let view = viewIfLoaded {
      view.deliverTraitChange(from: before, to: after)
    } else {
      traitCollectionDidChange(before)
      traitStorage?.notify(self, from: before, to: after)
    }
  }
}

extension UITraitCollection {
  /// The screen's traits with a light or dark override; `.unspecified` keeps the screen's.
  @MainActor
  static func screen(style: UIUserInterfaceStyle) -> UITraitCollection {
    var values = UIScreenTraits.values
    if style != .unspecified { values.userInterfaceStyle = style }
    return UITraitCollection(values: values)
  }
}
