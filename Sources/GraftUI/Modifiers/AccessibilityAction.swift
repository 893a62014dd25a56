import Foundation

/// The structure that defines the kinds of available accessibility actions.
///
/// ```swift
/// Card(item)
///   .accessibilityAction { open(item) }                 // activation
///   .accessibilityAction(.magicTap) { player.toggle() }
///   .accessibilityAction(named: "Delete") { delete(item) }
/// ```
public struct AccessibilityActionKind: Hashable, Sendable {
  package enum Kind: Hashable, Sendable {
    case `default`, escape, magicTap
    case named(String)
  }

  package let kind: Kind

  private init(kind: Kind) {
    self.kind = kind
  }

  /// The value that represents the default accessibility action: activation.
  public static let `default` = AccessibilityActionKind(kind: .default)
  /// The value that represents an action that cancels a pending accessibility action.
  public static let escape = AccessibilityActionKind(kind: .escape)
  /// The value that represents the magic tap action, the app's most important one.
  public static let magicTap = AccessibilityActionKind(kind: .magicTap)

  /// Creates a named action kind, offered as a custom action.
  public init(named name: Text) {
    kind = .named(name.string)
  }
}

/// Gives the UIKit views that show its content an accessibility action.
///
/// The default action becomes what `accessibilityActivate()` does, escape what
/// `accessibilityPerformEscape()` does, the magic tap what `accessibilityPerformMagicTap()`
/// does, and a named action one of `accessibilityCustomActions`, so UIKit code and tests can
/// perform each as assistive technology would.
package struct AccessibilityActionModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let kind: AccessibilityActionKind
  let handler: () -> Void

  package func update(_ node: ViewNode, content: any View) {
    node.updateChild(at: 0, with: content, environment: node.environment)
    let handler = self.handler
    let run: () -> Void = { Update.outside { handler() } }
    let views = node.children.first?.hostViews ?? []
    switch kind.kind {
    case .default:
      for view in views { view.accessibilityActivationHandler = run }
    case .escape:
      for view in views { view.accessibilityEscapeHandler = run }
    case .magicTap:
      for view in views { view.accessibilityMagicTapHandler = run }
    case .named(let name):
      let actions = node.primitiveState as? NamedActions ?? {
        let made = NamedActions()
        node.primitiveState = made
        return made
      }()
      for view in views {
        let action = actions.action(named: name, for: view)
        action.actionHandler = { _ in
          run()
          return true
        }
        var list = view.accessibilityCustomActions ?? []
        if !list.contains(where: { $0 === action }) {
          list.append(action)
          view.accessibilityCustomActions = list
        }
      }
    }
  }
}

/// The custom actions a named ``AccessibilityActionModifier`` put on each of its views, kept so
/// that an update changes their handlers instead of adding more.
@MainActor
private final class NamedActions {
  private var actions: [ObjectIdentifier: UIAccessibilityCustomAction] = [:]

  func action(named name: String, for view: UIView) -> UIAccessibilityCustomAction {
    if let existing = actions[ObjectIdentifier(view)] {
      existing.name = name
      return existing
    }
    let made = UIAccessibilityCustomAction(name: name) { _ in false }
    actions[ObjectIdentifier(view)] = made
    return made
  }
}

extension View {
  /// Adds an accessibility action to the view. Actions allow assistive technologies, such as
  /// VoiceOver, to interact with the view by invoking the action.
  ///
  /// ```swift
  /// Text("New message")
  ///   .accessibilityAction { openMessage() }
  /// ```
  ///
  /// - Parameters:
  ///   - actionKind: The kind of action: `.default` (activation), `.escape` or `.magicTap`.
  ///   - handler: What the action does; it runs outside any view update.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View {
    modifier(AccessibilityActionModifier(kind: actionKind, handler: handler))
  }

  /// Adds an accessibility action, offered by name, to the view.
  ///
  /// ```swift
  /// MessageRow(message)
  ///   .accessibilityAction(named: Text("Reply")) { reply(to: message) }
  /// ```
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
    modifier(AccessibilityActionModifier(kind: AccessibilityActionKind(named: name), handler: handler))
  }

  /// Adds an accessibility action, offered by a localized name, to the view.
  public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> some View {
    accessibilityAction(named: Text(nameKey), handler)
  }

  /// Adds an accessibility action, offered by name, to the view.
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> some View {
    accessibilityAction(named: Text(name), handler)
  }
}
