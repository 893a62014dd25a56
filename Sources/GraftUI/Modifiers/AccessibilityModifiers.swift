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
    case value(String)
    case hint(String)
    case hidden(Bool)
    case sortPriority(Double)
    case inputLabels([String])
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
      case .value(let value):
        if view.accessibilityValue != value { view.accessibilityValue = value }
      case .hint(let hint):
        if view.accessibilityHint != hint { view.accessibilityHint = hint }
      case .hidden(let hidden):
        // NB: Hidden views are neither elements nor containers of elements, as in UIKit; not
        // hidden (again), a view is what its class makes it.
        if hidden {
          view.isAccessibilityElement = false
        } else {
          view.resetAccessibilityElement()
        }
        view.accessibilityElementsHidden = hidden
      case .sortPriority(let priority):
        view.accessibilitySortPriority = priority
      case .inputLabels(let labels):
        if view.accessibilityUserInputLabels != labels { view.accessibilityUserInputLabels = labels }
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
    modifier(AccessibilityModifier(property: .label(Text(labelKey).string)))
  }

  /// Adds a label to the view that describes its contents, from a string.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(AccessibilityModifier(property: .label(String(label))))
  }
}

extension View {
  /// Adds a textual description of the value that the view contains.
  ///
  /// It lands on the UIKit view's `accessibilityValue`.
  ///
  /// ```swift
  /// Gauge(level: level)
  ///   .accessibilityValue("\(Int(level * 100)) percent")
  /// ```
  public func accessibilityValue(_ valueDescription: Text) -> some View {
    modifier(AccessibilityModifier(property: .value(valueDescription.string)))
  }

  /// Adds a textual description of the value that the view contains, from a localized key.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    modifier(AccessibilityModifier(property: .value(Text(valueKey).string)))
  }

  /// Adds a textual description of the value that the view contains, from a string.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    modifier(AccessibilityModifier(property: .value(String(value))))
  }

  /// Communicates to the user what happens after performing the view's action.
  ///
  /// ```swift
  /// Button("Send") { send() }
  ///   .accessibilityHint("Sends the message to everyone in the thread")
  /// ```
  public func accessibilityHint(_ hint: Text) -> some View {
    modifier(AccessibilityModifier(property: .hint(hint.string)))
  }

  /// Communicates to the user what happens after performing the view's action, from a
  /// localized key.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
    modifier(AccessibilityModifier(property: .hint(Text(hintKey).string)))
  }

  /// Communicates to the user what happens after performing the view's action, from a string.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    modifier(AccessibilityModifier(property: .hint(String(hint))))
  }

  /// Specifies whether to hide this view from system accessibility features.
  ///
  /// A hidden view's UIKit views are not elements (`isAccessibilityElement` is `false`) and
  /// hide their children (`accessibilityElementsHidden`).
  ///
  /// ```swift
  /// Image(systemName: "star.fill")
  ///   .accessibilityHidden(true)
  /// ```
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    modifier(AccessibilityModifier(property: .hidden(hidden)))
  }

  /// Sets the sort priority order for this view's accessibility element, relative to other
  /// elements at the same level; higher comes first.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    modifier(AccessibilityModifier(property: .sortPriority(sortPriority)))
  }

  /// Sets alternate input labels with which users identify a view, as Voice Control does.
  ///
  /// They land on the UIKit view's `accessibilityUserInputLabels`.
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
    modifier(AccessibilityModifier(property: .inputLabels(inputLabels.map(\.string))))
  }

  /// Sets alternate input labels from localized keys.
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
    modifier(AccessibilityModifier(property: .inputLabels(inputLabelKeys.map { Text($0).string })))
  }

  /// Sets alternate input labels from strings.
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
    modifier(AccessibilityModifier(property: .inputLabels(inputLabels.map { String($0) })))
  }
}
