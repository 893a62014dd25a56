import Foundation

/// A controller that shows an alert or an action sheet: a title, a message, text fields and
/// actions as buttons.
///
/// An `.alert` draws as a box centred over the dimmed screen; an `.actionSheet` as a box at the
/// bottom, its actions one per line and the cancel action last. Tab moves between the actions
/// and fields, Return chooses the preferred action (the only one, when there is one), Escape the
/// cancel action when there is one; a click chooses any. The alert is dismissed first and the
/// action's handler runs after, as in UIKit.
///
/// ```swift
/// let alert = UIAlertController(title: "Delete draft?", message: nil, preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in deleteDraft() })
/// present(alert, animated: true)
/// ```
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
  /// The kinds of alert.
  public enum Style: Int, Sendable {
    /// Actions at the bottom of the screen.
    case actionSheet = 0
    /// A box in the middle of the screen.
    case alert = 1
  }

  /// The text under the title.
  open var message: String? {
    didSet { alertView?.contentDidChange() }
  }
  /// The alert's kind.
  public private(set) var preferredStyle: Style = .alert
  /// The actions, in the order added.
  public private(set) var actions: [UIAlertAction] = []
  /// The action Return chooses; drawn bold.
  open var preferredAction: UIAlertAction? {
    didSet { alertView?.contentDidChange() }
  }
  private var fields: [UITextField] = []

  /// Creates an alert.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// The text fields, in the order added; `nil` when there are none.
  open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

  /// Adds an action as a button.
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
    action.changeHandler = { [weak self] in self?.alertView?.contentDidChange() }
    alertView?.contentDidChange()
  }

  /// Adds a text field, which `configurationHandler` may set up. Only alerts take text fields.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
    let field = UITextField(frame: .zero)
    field.borderStyle = .roundedRect
    configurationHandler?(field)
    fields.append(field)
    alertView?.contentDidChange()
  }

  open override var title: String? {
    didSet { alertView?.contentDidChange() }
  }

  private var alertView: AlertView? { viewIfLoaded as? AlertView }

  open override func loadView() {
    view = AlertView(controller: self, fields: fields)
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // NB: As in UIKit, the first text field starts editing when the alert appears.
    fields.first?.becomeFirstResponder()
  }

  /// The action Return chooses: the preferred one, else the only one.
  private var returnAction: UIAlertAction? {
    preferredAction ?? (actions.count == 1 ? actions.first : nil)
  }

  /// Chooses an action: dismisses the alert, then runs the action's handler.
  func choose(_ action: UIAlertAction) {
    guard action.isEnabled else { return }
    let finish: () -> Void = { action.handler?(action) }
    if presentingViewController != nil {
      dismiss(animated: true, completion: finish)
    } else {
      finish()
    }
  }

  /// Return chooses the preferred action and Escape the cancel action; with a text field
  /// editing, Return ends editing and Escape is the text field's.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let editing = viewIfLoaded?.window?.firstResponder != nil
    for press in presses {
      switch press.key?.keyCode {
      case .keyboardReturnOrEnter?:
        if let action = returnAction { choose(action) } else { super.pressesBegan([press], with: event) }
      case .keyboardEscape? where !editing:
        if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
      default:
        super.pressesBegan([press], with: event)
      }
    }
  }
}
