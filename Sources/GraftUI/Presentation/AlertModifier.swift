import Foundation

/// What an alert or confirmation dialog shows, gathered from its modifier's arguments.
@MainActor
struct AlertContent {
  var title: String
  var message: String?
  var controls: [ExtractedControl]
  var style: UIAlertController.Style
  /// Whether a dialog without a cancel button gets one, as SwiftUI's confirmation dialogs do.
  var addsCancel = false
}

/// Presents a `UIAlertController` while a binding is `true`.
struct AlertModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let isPresented: Binding<Bool>
  let alert: AlertContent?

  func update(_ node: ViewNode, content: any View) {
    let presenter = node.primitiveState as? AlertPresenter ?? {
      let presenter = AlertPresenter()
      node.primitiveState = presenter
      node.teardownActions.append { [weak presenter] in presenter?.dismissFromCode() }
      return presenter
    }()
    presenter.binding = isPresented
    let wanted = isPresented.currentValue(for: node) && alert != nil
    let host = (node.graph.hostView as? HostingView)?.controller
    if wanted, let alert, presenter.controller == nil {
      node.graph.enqueueAction { [weak presenter] in
        guard let presenter, let host else { return }
        presenter.present(alert, from: host)
      }
    } else if !wanted, presenter.controller != nil {
      node.graph.enqueueAction { [weak presenter] in presenter?.dismissFromCode() }
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

@MainActor
private final class AlertPresenter {
  var binding: Binding<Bool>?
  private(set) var controller: UIAlertController?

  func present(_ content: AlertContent, from host: UIViewController) {
    let alert = UIAlertController(title: content.title, message: content.message, preferredStyle: content.style)
    var hasButton = false
    var hasCancel = false
    for control in content.controls {
      switch control {
      case .button(let title, _, let role, let action):
        hasButton = true
        let style: UIAlertAction.Style =
          role == .cancel ? .cancel : role == .destructive ? .destructive : .default
        if style == .cancel { hasCancel = true }
        alert.addAction(UIAlertAction(title: title, style: style) { [weak self] _ in
          self?.chosen()
          Update.outside(action)
        })
      case .textField(let placeholder, let text, let isSecure):
        guard content.style == .alert else { continue }
        alert.addTextField { field in
          field.placeholder = placeholder
          field.text = text.wrappedValue
          field.isSecureTextEntry = isSecure
          field.addAction(UIAction { [weak field] _ in
            Update.outside { text.wrappedValue = field?.text ?? "" }
          }, for: .editingChanged)
        }
      }
    }
    // NB: SwiftUI gives an alert without buttons an OK button, and a dialog a Cancel button.
    if !hasButton && content.style == .alert {
      alert.addAction(UIAlertAction(title: "OK", style: .cancel) { [weak self] _ in self?.chosen() })
    } else if content.addsCancel && !hasCancel {
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.chosen() })
    }
    controller = alert
    host.present(alert, animated: true)
    if alert.presentingViewController == nil { controller = nil }
  }

  /// A button dismissed the alert: write `false` before the button's action runs.
  private func chosen() {
    controller = nil
    Update.outside {
      if binding?.wrappedValue == true { binding?.wrappedValue = false }
    }
  }

  func dismissFromCode() {
    guard let controller else { return }
    self.controller = nil
    controller.dismiss(animated: true)
  }
}
