import Foundation

extension NSLayoutConstraint {
  /// The description in Apple's format with addresses left out, so it is the same on every
  /// run: `<NSLayoutConstraint 'name' UILabel.leading == UIView.leading + 8   (active)>`.
  ///
  /// An item is its class, followed by `:'identifier'` for a view with an accessibility
  /// identifier or a guide with an identifier. A multiplier other than 1 comes before the
  /// second item (`0.5*UIView.width`), a priority below required after the constant (`@750`).
  var constraintDescription: String {
    let kind =
      switch self {
      case is AutoresizingConstraint: "NSAutoresizingMaskLayoutConstraint"
      case is IntrinsicSizeConstraint: "NSContentSizeLayoutConstraint"
      default: "NSLayoutConstraint"
      }
    var text = "<\(kind)"
    if let identifier { text += " '\(identifier)'" }
    text += " " + (firstItem.map { layoutItemName($0) } ?? "nil") + "." + attributeName(firstAttribute)
    text += " " + relationSymbol(relation) + " "
    let constantText = number(abs(constant))
    if let secondItem {
      if multiplier != 1 { text += number(multiplier) + "*" }
      text += layoutItemName(secondItem) + "." + attributeName(secondAttribute)
      if constant != 0 { text += (constant < 0 ? " - " : " + ") + constantText }
    } else {
      text += (constant < 0 ? "-" : "") + constantText
    }
    if priority != .required { text += " @" + number(CGFloat(priority.rawValue)) }
    if isActive || engineState != nil { text += "   (active)" }
    return text + ">"
  }

  /// The closest view that is, or is an ancestor of, every item's view: where activating the
  /// constraint adds it. `nil` when the items are in different hierarchies.
  func commonAncestor() -> UIView? {
    let views = [firstItem, secondItem].compactMap { $0 }.map { item in
      (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
    guard !views.contains(where: { $0 == nil }), let first = views.first ?? nil else { return nil }
    guard views.count == 2, let second = views[1], second !== first else { return first }
    var ancestor: UIView? = first
    while let candidate = ancestor {
      if second.isDescendant(of: candidate) { return candidate }
      ancestor = candidate.superview
    }
    return nil
  }

  /// UIKit's message for activating a constraint whose items share no ancestor.
  ///
  /// NB: UIKit raises an exception here; Graft reports the same words and leaves the
  /// constraint inactive, so the app keeps running.
  func reportNoCommonAncestor() {
    RuntimeIssues.report(
      "Unable to activate constraint with anchors \(firstAnchor) and \(secondAnchor.map { "\($0)" } ?? "nil") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
  }

  /// A new constraint like `constraint`, for a scratch engine.
  static func copy(of constraint: NSLayoutConstraint) -> NSLayoutConstraint {
    let copy: NSLayoutConstraint
    if let offset = constraint as? OffsetConstraint {
      copy = OffsetConstraint(copying: offset)
    } else {
      copy = NSLayoutConstraint(
        first: constraint.firstItem ?? NSNull(), firstAttribute: constraint.firstAttribute,
        relation: constraint.relation, second: constraint.secondItem,
        secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
        constant: constraint.constant)
    }
    copy.priority = constraint.priority
    return copy
  }
}

/// An item's name in descriptions: its class, and its identifier if it has one.
@MainActor
func layoutItemName(_ item: AnyObject) -> String {
  if let guide = item as? UILayoutGuide {
    return guide.identifier.isEmpty ? "UILayoutGuide" : "UILayoutGuide:'\(guide.identifier)'"
  }
  let name = String(describing: type(of: item))
  if let view = item as? UIView, let identifier = view.accessibilityIdentifier { return "\(name):'\(identifier)'" }
  return name
}

/// An attribute's name as UIKit's descriptions spell it.
func attributeName(_ attribute: NSLayoutConstraint.Attribute) -> String {
  switch attribute {
  case .left: "left"
  case .right: "right"
  case .top: "top"
  case .bottom: "bottom"
  case .leading: "leading"
  case .trailing: "trailing"
  case .width: "width"
  case .height: "height"
  case .centerX: "centerX"
  case .centerY: "centerY"
  case .lastBaseline: "lastBaseline"
  case .firstBaseline: "firstBaseline"
  case .leftMargin: "leftMargin"
  case .rightMargin: "rightMargin"
  case .topMargin: "topMargin"
  case .bottomMargin: "bottomMargin"
  case .leadingMargin: "leadingMargin"
  case .trailingMargin: "trailingMargin"
  case .centerXWithinMargins: "centerXWithinMargins"
  case .centerYWithinMargins: "centerYWithinMargins"
  case .notAnAttribute: "notAnAttribute"
  }
}

private func relationSymbol(_ relation: NSLayoutConstraint.Relation) -> String {
  switch relation {
  case .lessThanOrEqual: "<="
  case .equal: "=="
  case .greaterThanOrEqual: ">="
  }
}

private func number(_ value: CGFloat) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
}
