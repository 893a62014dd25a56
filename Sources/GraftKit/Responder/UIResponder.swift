/// An object that can respond to and handle events: the base of views, view controllers, windows
/// and the application.
///
/// Events a responder does not handle travel up the responder chain through ``next``: from a view
/// to its view controller or superview, from a root view to its window, and from the window to the
/// application.
@MainActor @preconcurrency
open class UIResponder: Hashable {
  /// Creates a responder.
  public init() {}

  /// The next responder in the chain, or `nil` at its end.
  open var next: UIResponder? { nil }

  // MARK: - First responder

  /// Whether this object can become the first responder. The default is `false`.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this object agrees to give up first-responder status. The default is `true`.
  open var canResignFirstResponder: Bool { true }

  /// Whether this object is its window's first responder.
  open var isFirstResponder: Bool {
    responderWindow?.firstResponder === self
  }

  /// Asks to become the first responder of the responder's window.
  ///
  /// - Returns: `true` when this object is now the first responder. It is `false` when
  ///   ``canBecomeFirstResponder`` is `false`, when the responder is not in a window, or when the
  ///   current first responder refuses to resign.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    if window.firstResponder === self { return true }
    if let current = window.firstResponder {
      // NB: The keyboard stays up while first responder passes from one input to another.
      window.isTransferringFirstResponder = true
      defer { window.isTransferringFirstResponder = false }
      if !current.resignFirstResponder() { return false }
    }
    window.firstResponder = self
    return true
  }

  /// Gives up first-responder status.
  ///
  /// - Returns: `true` unless ``canResignFirstResponder`` is `false`.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if let window = responderWindow, window.firstResponder === self {
      window.firstResponder = nil
    }
    return true
  }

  // MARK: - Input views (see UIWindow+InputViews.swift)

  /// The view shown in place of the keyboard while this responder is first responder; `nil`
  /// (the default) for the system keyboard, which a terminal does not draw.
  open var inputView: UIView? { nil }

  /// The view shown above the keyboard while this responder is first responder, such as a
  /// toolbar with a Done button. The default is `nil`.
  open var inputAccessoryView: UIView? { nil }

  /// Shows this first responder's ``inputView`` and ``inputAccessoryView`` again, after they
  /// changed.
  open func reloadInputViews() {
    guard let window = responderWindow, window.firstResponder === self else { return }
    window.showInputViews(of: self)
  }

  /// The window whose first responder this object can be.
  package var responderWindow: UIWindow? { nil }

  // MARK: - Touches

  /// Tells the responder that touches began. The default passes them to ``next``.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Tells the responder that touches moved. The default passes them to ``next``.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Tells the responder that touches ended. The default passes them to ``next``.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Tells the responder that touches were cancelled. The default passes them to ``next``.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  // MARK: - Presses

  /// Tells the responder that keys were pressed. The default passes them to ``next``.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  /// Tells the responder that keys were released. The default passes them to ``next``.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  /// Tells the responder that key presses were cancelled. The default passes them to ``next``.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  // MARK: - Identity

  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool {
    lhs === rhs
  }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
