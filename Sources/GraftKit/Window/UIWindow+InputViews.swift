import Foundation

// What a window shows for its first responder. A terminal has no on-screen keyboard; a
// responder's `inputView` (its custom keyboard) is drawn along the bottom rows of the window,
// and its `inputAccessoryView` on the rows just above, in front of everything else, while it is
// first responder. A toolbar there works as on iOS: its items are tapped like any button. The
// keyboard notifications are posted as a text input becomes and stops being first responder.

extension UIWindow {
  /// Updates the input views and the keyboard for a new first responder.
  func firstResponderDidChange(from oldValue: UIResponder?) {
    // NB: While first responder passes between two inputs, the first leaves nothing to show and
    // the keyboard stays up: the next set finishes the change.
    if isTransferringFirstResponder, firstResponder == nil { return }
    showInputViews(of: firstResponder)
    updateKeyboard()
  }

  /// Shows `responder`'s input and accessory views at the bottom, replacing those shown.
  package func showInputViews(of responder: UIResponder?) {
    let views = [responder?.inputView, responder?.inputAccessoryView].compactMap { $0 }
    for view in shownInputViews where !views.contains(where: { $0 === view }) {
      if view.superview === self { view.removeFromSuperview() }
    }
    shownInputViews = views
    for view in views {
      if view.superview !== self || subviews.last !== view { addSubview(view) }
    }
    layoutInputViews()
  }

  /// Places the input view on the bottom rows and the accessory view above it, across the
  /// window.
  ///
  /// A view's height is what `sizeThatFits(_:)` answers for the window's width (a toolbar's is
  /// one row), else its frame's height, and at most half the window: a 44-point toolbar frame,
  /// made for a phone, would cover a terminal.
  func layoutInputViews() {
    var bottom = bounds.maxY
    for view in shownInputViews {
      var height = view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
      if height <= 0 { height = view.frame.height }
      height = max(1, min(height.rounded(.up), (bounds.height / 2).rounded(.down)))
      bottom -= height
      view.frame = CGRect(x: bounds.minX, y: bottom, width: bounds.width, height: height)
    }
  }

  /// Posts the keyboard's notifications when a text input becomes, or stops being, first
  /// responder.
  private func updateKeyboard() {
    let wantsKeyboard = firstResponder is any UIKeyInput
    guard wantsKeyboard || isKeyboardShown else { return }
    let screen = UIScreen.main.bounds
    let hidden = CGRect(x: 0, y: screen.maxY, width: screen.width, height: 0)
    let userInfo: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: hidden,
      UIResponder.keyboardFrameEndUserInfoKey: hidden,
      UIResponder.keyboardAnimationDurationUserInfoKey: 0.0,
      UIResponder.keyboardAnimationCurveUserInfoKey: UIView.AnimationCurve.easeInOut.rawValue,
      UIResponder.keyboardIsLocalUserInfoKey: true,
    ]
    let center = NotificationCenter.default
    func post(_ name: Notification.Name) { center.post(name: name, object: nil, userInfo: userInfo) }
    isKeyboardShown = wantsKeyboard
    if wantsKeyboard {
      post(UIResponder.keyboardWillChangeFrameNotification)
      post(UIResponder.keyboardWillShowNotification)
      post(UIResponder.keyboardDidChangeFrameNotification)
      post(UIResponder.keyboardDidShowNotification)
    } else {
      post(UIResponder.keyboardWillChangeFrameNotification)
      post(UIResponder.keyboardWillHideNotification)
      post(UIResponder.keyboardDidChangeFrameNotification)
      post(UIResponder.keyboardDidHideNotification)
    }
  }
}
