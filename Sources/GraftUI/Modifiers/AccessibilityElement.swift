import Foundation

/// Defines the behavior for the child elements of the new parent element.
///
/// ```swift
/// HStack {
///   Image(systemName: "star.fill")
///   Text("Favourite")
/// }
/// .accessibilityElement(children: .combine)   // one element: "Favourite"
/// ```
public struct AccessibilityChildBehavior: Hashable, Sendable {
  package enum Behavior: Hashable, Sendable {
    case ignore, contain, combine
  }

  package let behavior: Behavior

  /// Child accessibility elements become hidden: the new element stands alone, with no label
  /// until one is given.
  public static let ignore = AccessibilityChildBehavior(behavior: .ignore)
  /// Any child accessibility elements become children of the new accessibility element.
  public static let contain = AccessibilityChildBehavior(behavior: .contain)
  /// Combine any child accessibility element's properties for the new accessibility element.
  public static let combine = AccessibilityChildBehavior(behavior: .combine)
}

/// Puts its content in a UIKit view that is one accessibility element for all of it (`.ignore`,
/// `.combine`) or a container that groups its elements (`.contain`).
package struct AccessibilityElementModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let children: AccessibilityChildBehavior

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { ContainerLayout(AccessibilityElementView(), node: node) }
    let view = layout.view
    view.behavior = children.behavior
    view.isAccessibilityElement = children.behavior != .contain
    view.shouldGroupAccessibilityChildren = children.behavior == .contain
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// The view of an ``AccessibilityElementModifier``. A combined element reads its label, value
/// and traits from the elements inside it whenever they are asked for, so it follows their
/// changes without an update of its own.
@MainActor
private final class AccessibilityElementView: UIView {
  var behavior = AccessibilityChildBehavior.Behavior.ignore

  override var accessibilityLabel: String? {
    get {
      if let label = super.accessibilityLabel { return label }
      guard behavior == .combine else { return nil }
      let labels = innerElements.compactMap(\.accessibilityLabel).filter { !$0.isEmpty }
      return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }
    set { super.accessibilityLabel = newValue }
  }

  override var accessibilityValue: String? {
    get {
      if let value = super.accessibilityValue { return value }
      guard behavior == .combine else { return nil }
      let values = innerElements.compactMap(\.accessibilityValue).filter { !$0.isEmpty }
      return values.isEmpty ? nil : values.joined(separator: ", ")
    }
    set { super.accessibilityValue = newValue }
  }

  override var accessibilityTraits: UIAccessibilityTraits {
    get {
      let own = super.accessibilityTraits
      guard behavior == .combine else { return own }
      return innerElements.reduce(own) { $0.union($1.accessibilityTraits) }
    }
    set { super.accessibilityTraits = newValue }
  }

  override func accessibilityActivate() -> Bool {
    if super.accessibilityActivate() { return true }
    // NB: A combined element acts as its first element that can act, as activating a combined
    // row acts on the button inside it.
    guard behavior == .combine else { return false }
    return innerElements.contains { $0.accessibilityActivate() }
  }

  /// The accessibility elements inside this view, in order, not looking inside elements or
  /// hidden views.
  private var innerElements: [UIView] {
    var found: [UIView] = []
    func visit(_ view: UIView) {
      for subview in view.subviews where !subview.isHidden && !subview.accessibilityElementsHidden {
        if subview.isAccessibilityElement { found.append(subview) } else { visit(subview) }
      }
    }
    visit(self)
    return found
  }
}

/// Shows its content, and gives its content's UIKit views the accessibility of a
/// representation that is built but never drawn.
package struct AccessibilityRepresentationModifier<Representation: View>: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let representation: Representation

  package func update(_ node: ViewNode, content: any View) {
    let layout = SecondaryContentLayout.install(in: node)
    layout.mainIndex = 0
    node.updateChild(at: 0, with: content, environment: node.environment)
    node.updateChild(at: 1, with: HiddenContent(representation), environment: node.environment)
    node.trimChildren(to: 2)
    for view in node.children[1].hostViews { view.accessibilityElementsHidden = true }
    // NB: Found through the nodes, not the hidden container's subviews: those are synced at the
    // end of the pass, after this update.
    var element: UIView?
    node.children[1].forEachDescendant { descendant in
      guard element == nil, descendant !== node.children[1], let view = descendant.layout?.hostView else { return }
      element = view.firstAccessibilityElement
    }
    guard let element else { return }
    for view in node.children[0].hostViews {
      view.isAccessibilityElement = true
      if view.accessibilityLabel != element.accessibilityLabel { view.accessibilityLabel = element.accessibilityLabel }
      if view.accessibilityValue != element.accessibilityValue { view.accessibilityValue = element.accessibilityValue }
      if view.accessibilityHint != element.accessibilityHint { view.accessibilityHint = element.accessibilityHint }
      let traits = element.accessibilityTraits.subtracting(element.accessibilityStateTraits)
      if view.accessibilityTraits != traits { view.accessibilityTraits = traits }
      view.accessibilityActivationHandler = { [weak element] in _ = element?.accessibilityActivate() }
    }
  }
}

extension UIView {
  /// This view, if it is an accessibility element, else the first element inside it.
  fileprivate var firstAccessibilityElement: UIView? {
    if isAccessibilityElement { return self }
    for subview in subviews {
      if let element = subview.firstAccessibilityElement { return element }
    }
    return nil
  }
}

extension View {
  /// Creates a new accessibility element, or makes the view a container of the elements
  /// inside it.
  ///
  /// The new element is a UIKit view around the content's views. With `.combine`, its
  /// `accessibilityLabel` joins the labels inside it with commas and its traits are theirs;
  /// with `.ignore` it has no label until one is given; with `.contain` it is not an element
  /// but groups the elements inside it (`shouldGroupAccessibilityChildren`).
  ///
  /// ```swift
  /// VStack {
  ///   Text("Battery")
  ///   Text("82%")
  /// }
  /// .accessibilityElement(children: .combine)   // label "Battery, 82%"
  /// ```
  ///
  /// - Parameter children: The behavior for the child elements; the default is `.ignore`.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    modifier(AccessibilityElementModifier(children: children))
  }

  /// Replaces the existing accessibility element's children with one or more new synthetic
  /// accessibility elements.
  ///
  /// The representation is built but not drawn; the view takes the label, value, hint and
  /// traits of the representation's first accessibility element, and activating the view
  /// activates it.
  ///
  /// ```swift
  /// CustomSwitch(isOn: $isOn)
  ///   .accessibilityRepresentation {
  ///     Toggle("Wi-Fi", isOn: $isOn)
  ///   }
  /// ```
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
    modifier(AccessibilityRepresentationModifier(representation: representation()))
  }
}
