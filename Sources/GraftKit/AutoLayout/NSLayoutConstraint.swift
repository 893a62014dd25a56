public import Foundation

/// A relationship between two layout attributes that the constraint-based layout system must
/// satisfy: `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute +
/// constant`.
///
/// Make constraints with anchors, activate them, and the views that do not translate their
/// autoresizing masks get their frames from the solution in the next layout pass.
///
/// ```swift
/// label.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///   label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 2),
///   label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
/// ])
/// view.layoutIfNeeded()
/// ```
///
/// NB: Not an `NSObject`, as `UIResponder` is not (docs/Divergences.md); it is `Hashable` by
/// identity. Its items are held weakly, as UIKit holds them: a view keeps its constraints, and a
/// constraint must not keep its view.
@MainActor @preconcurrency
open class NSLayoutConstraint: Hashable, @MainActor CustomStringConvertible {
  /// A layout axis.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// The part of an item's layout a constraint relates.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second attribute of a constraint with no second item.
    case notAnAttribute = 0

    /// The same as ``lastBaseline``.
    public static var baseline: Attribute { .lastBaseline }
  }

  /// How the two sides of a constraint relate.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  // MARK: - Storage

  private weak var storedFirstItem: AnyObject?
  private weak var storedSecondItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The second item's attribute, ``Attribute/notAnAttribute`` when there is no second item.
  public let secondAttribute: Attribute
  /// How the first attribute relates to the second.
  public let relation: Relation
  /// What the second attribute is multiplied by.
  public let multiplier: CGFloat
  private var storedConstant: CGFloat
  private var storedPriority: UILayoutPriority = .required
  /// Where the constraint is in a layout engine, if it is active there.
  var engineState: ConstraintEngineState?
  /// The view whose ``UIView/constraints`` hold the constraint while it is active.
  weak var holder: UIView?

  /// A name for the constraint, shown in its description and in Auto Layout's logs.
  open var identifier: String?

  /// Whether the constraint is archived with its view. Graft has no archives; stored only.
  open var shouldBeArchived = false

  // MARK: - Creating

  /// Creates a constraint `item.attribute relation multiplier × toItem.attribute + constant`.
  ///
  /// Pass `nil` and ``Attribute/notAnAttribute`` for a constraint on a size alone, as
  /// `width == 20`.
  /// - Parameters:
  ///   - view1: The first view or layout guide.
  ///   - attr1: Its attribute.
  ///   - relation: How the sides relate.
  ///   - view2: The second view or layout guide, or `nil`.
  ///   - attr2: Its attribute.
  ///   - multiplier: What the second attribute is multiplied by.
  ///   - c: What is added to it.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as AnyObject, firstAttribute: attr1, relation: relation,
      second: view2.map { $0 as AnyObject }, secondAttribute: attr2, multiplier: multiplier,
      constant: c)
  }

  init(
    first: AnyObject, firstAttribute: Attribute, relation: Relation, second: AnyObject?,
    secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    storedFirstItem = first
    storedSecondItem = second
    self.firstAttribute = firstAttribute
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.relation = relation
    self.multiplier = multiplier
    storedConstant = constant
  }

  // MARK: - Items and anchors

  /// The first item: a view or a layout guide.
  open var firstItem: AnyObject? { storedFirstItem }
  /// The second item, `nil` for a constraint on a size alone.
  open var secondItem: AnyObject? { storedSecondItem }

  /// The anchor of the first item's attribute.
  open var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(item: storedFirstItem, attribute: firstAttribute)
  }

  /// The anchor of the second item's attribute, `nil` without a second item.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    storedSecondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
  }

  // MARK: - Values

  /// What is added to the second attribute. Changing it on an active constraint updates the
  /// layout engine in place and lays the affected views out again.
  open var constant: CGFloat {
    get { storedConstant }
    set {
      guard newValue != storedConstant else { return }
      storedConstant = newValue
      engineState?.engine?.constantDidChange(of: self)
    }
  }

  /// How strongly the constraint asks to hold. The default is ``UILayoutPriority/required``.
  ///
  /// A priority outside 1…1000 is reported and clamped. Changing an active constraint between
  /// required and not required is reported, as UIKit reports it, and applied anyway.
  open var priority: UILayoutPriority {
    get { storedPriority }
    set {
      var value = newValue
      if !(1...1000).contains(value.rawValue) || !value.rawValue.isFinite {
        RuntimeIssues.report(
          "Invalid priority \(value.rawValue) for a constraint: priorities run from 1 to 1000; clamped.")
        value = UILayoutPriority(value.rawValue.isFinite ? min(max(value.rawValue, 1), 1000) : 1000)
      }
      guard value != storedPriority else { return }
      let wasRequired = storedPriority == .required
      storedPriority = value
      if let engine = engineState?.engine {
        if wasRequired != (value == .required) {
          RuntimeIssues.report(
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(Int(value.rawValue)) and the existing priority was \(Int(wasRequired ? 1000 : value.rawValue)).")
        }
        engine.priorityDidChange(of: self)
      }
    }
  }

  // MARK: - Activating

  /// Whether the constraint takes part in layout. Activating it adds it to the closest common
  /// ancestor of its items; the items must share one.
  open var isActive: Bool {
    get { holder != nil }
    set {
      if newValue { NSLayoutConstraint.activate([self]) } else { NSLayoutConstraint.deactivate([self]) }
    }
  }

  /// Activates each constraint, as setting ``isActive`` to `true` on each does, in one go.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints where constraint.holder == nil {
      guard let ancestor = constraint.commonAncestor() else {
        constraint.reportNoCommonAncestor()
        continue
      }
      ancestor.addConstraint(constraint)
    }
  }

  /// Deactivates each constraint, as setting ``isActive`` to `false` on each does.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints {
      constraint.holder?.removeConstraint(constraint)
    }
  }

  // MARK: - Identity

  nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool {
    lhs === rhs
  }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// Whether the constraint is in its engine's solution now: active, well-formed and not
  /// broken to recover from a conflict. What the fuzzer checks frames against.
  package var isInstalledInEngine: Bool { engineState?.handle != nil }

  /// The constraint in Apple's format, without addresses (see NSLayoutConstraint+Description).
  open var description: String { constraintDescription }
}

/// Where an active constraint is in a layout engine.
@MainActor
final class ConstraintEngineState {
  weak var engine: LayoutEngine?
  /// The solver's handle while installed; `nil` while waiting or broken.
  var handle: LinearSolver.ConstraintHandle?
  /// Whether the constraint was broken to recover from a conflict, or is malformed.
  var isBroken = false

  init(engine: LayoutEngine) {
    self.engine = engine
  }
}
