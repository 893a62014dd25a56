import Foundation

/// Sets accessibility properties on the UIKit views that show its content.
///
/// Every built-in control is backed by a UIKit view, so tests and automation find a SwiftUI view
/// through its backing view: `Button("Save") {}.accessibilityIdentifier("save")` is a `UIButton`
/// whose `accessibilityIdentifier` is `"save"`. The modifier adds no view and no layout.
package struct AccessibilityModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never

  /// One accessibility property and its value.
  enum Property: Equatable {
    case identifier(String)
    case label(String)
  }

  let property: Property

  package func update(_ node: ViewNode, content: any View) {
    node.updateChild(at: 0, with: content, environment: node.environment)
    // NB: Applied after the content's update, so it wins over whatever the content's views set
    // for themselves, such as a button's title standing in as its label.
    for view in node.children.first?.hostViews ?? [] {
      switch property {
      case .identifier(let identifier):
        if view.accessibilityIdentifier != identifier { view.accessibilityIdentifier = identifier }
      case .label(let label):
        if view.accessibilityLabel != label { view.accessibilityLabel = label }
      }
    }
  }
}

extension View {
  /// Uses the string you specify to identify the view.
  ///
  /// The identifier lands on the UIKit view that shows this view, where tests find it.
  ///
  /// ```swift
  /// Button("Save") { save() }
  ///   .accessibilityIdentifier("saveButton")
  /// ```
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(AccessibilityModifier(property: .identifier(identifier)))
  }

  /// Adds a label to the view that describes its contents.
  ///
  /// ```swift
  /// Button(action: share) { Text("↗") }
  ///   .accessibilityLabel("Share")
  /// ```
  public func accessibilityLabel(_ label: Text) -> some View {
    modifier(AccessibilityModifier(property: .label(label.string)))
  }

  /// Adds a label to the view that describes its contents, from a localized string key.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    modifier(AccessibilityModifier(property: .label(labelKey.key)))
  }

  /// Adds a label to the view that describes its contents, from a string.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(AccessibilityModifier(property: .label(String(label))))
  }
}
