import Foundation
import GraftKit
import SeededRandom

/// Random constraint systems into GraftKit's Auto Layout: no crash, no hang, and every required
/// constraint the engine kept holds in the frames it gave, within snapping.
///
/// Each system is a root with a few views, some placed by constraints and some by frame, and
/// random constraints between their edges, centres and sizes: random relations, multipliers,
/// constants (now and then NaN, infinite or enormous) and priorities. Constraints are
/// activated in batches, some constants change, some are deactivated and some views leave;
/// after each layout every frame must be finite, and every installed required constraint
/// between two views must hold to within a cell per snapped edge it involves. Conflicts and
/// bad numbers are expected: they are reported as runtime issues, which the run collects.
///
/// NB: Like the decoder fuzzer, the run takes no time: the same seed checks the same systems on
/// any machine, and a solver that loops would never return.
package enum ConstraintFuzzer {
  /// The figures of a run.
  package struct Report: Sendable, CustomStringConvertible {
    package var seed: UInt64 = 0
    /// Systems built.
    package var systems = 0
    /// Constraints activated.
    package var constraints = 0
    /// Required constraints checked against frames.
    package var checks = 0
    /// Runtime issues reported (conflicts, bad numbers).
    package var issues = 0

    package var description: String {
      "constraints seed \(seed): \(systems) systems, \(constraints) constraints, \(checks) checks, \(issues) runtime issues"
    }
  }

  /// A required constraint that does not hold.
  package struct Failure: Error, CustomStringConvertible {
    package let seed: UInt64
    package let system: Int
    package let message: String

    package var description: String { "constraints seed \(seed), system \(system): \(message)" }
  }

  /// Builds `systems` random systems from `seed`, checking each after every change.
  @MainActor
  package static func run(seed: UInt64, systems: Int) throws -> Report {
    var random = SeededGenerator(seed: seed)
    var report = Report(seed: seed)
    for system in 0..<systems {
      let (_, issues) = try RuntimeIssues.collecting {
        try runSystem(system, seed: seed, random: &random, report: &report)
      }
      report.issues += issues.count
      report.systems += 1
    }
    return report
  }

  @MainActor
  private static func runSystem(
    _ system: Int, seed: UInt64, random: inout SeededGenerator, report: inout Report
  ) throws(Failure) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    var views: [UIView] = [root]
    for _ in 0..<Int.random(in: 2...10, using: &random) {
      let view: UIView
      if random.chance(0.3) {
        let label = UILabel()
        label.text = String(repeating: "x", count: Int.random(in: 0...12, using: &random))
        view = label
      } else {
        view = UIView()
      }
      if random.chance(0.8) {
        view.translatesAutoresizingMaskIntoConstraints = false
      } else {
        view.frame = CGRect(
          x: Int.random(in: 0...50, using: &random), y: Int.random(in: 0...25, using: &random),
          width: Int.random(in: 0...20, using: &random), height: Int.random(in: 0...5, using: &random))
      }
      // Mostly the root's children; now and then a grandchild.
      let parent = random.chance(0.8) ? root : random.pick(views)
      parent.addSubview(view)
      views.append(view)
    }
    var active: [NSLayoutConstraint] = []
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      var batch: [NSLayoutConstraint] = []
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        batch.append(randomConstraint(views, &random))
      }
      NSLayoutConstraint.activate(batch)
      report.constraints += batch.count
      active += batch
      if random.chance(0.5), let changed = active.randomElement(using: &random) {
        changed.constant = CGFloat(Int.random(in: -20...20, using: &random))
      }
      if random.chance(0.3), let removed = active.randomElement(using: &random) {
        removed.isActive = false
      }
      if random.chance(0.1), views.count > 2 {
        views.removeLast().removeFromSuperview()
      }
      root.layoutIfNeeded()
      try check(root, active: active, system: system, seed: seed, report: &report)
    }
  }

  @MainActor
  private static func randomConstraint(_ views: [UIView], _ random: inout SeededGenerator) -> NSLayoutConstraint {
    let horizontal: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .left, .right, .centerX, .leadingMargin]
    let vertical: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY, .firstBaseline, .topMargin]
    let first = random.pick(views)
    let second = random.pick(views)
    let relation = random.pick([NSLayoutConstraint.Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
    var constant = CGFloat(Int.random(in: -20...30, using: &random))
    if random.chance(0.02) { constant = random.pick([.nan, .infinity, 1e12, -1e9]) }
    let constraint: NSLayoutConstraint
    switch Int.random(in: 0...3, using: &random) {
    case 0:
      constraint = NSLayoutConstraint(
        item: first, attribute: random.pick([.width, .height]), relatedBy: relation, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: abs(constant))
    case 1:
      let attribute = random.pick([NSLayoutConstraint.Attribute.width, .height])
      constraint = NSLayoutConstraint(
        item: first, attribute: attribute, relatedBy: relation, toItem: second,
        attribute: random.chance(0.8) ? attribute : (attribute == .width ? .height : .width),
        multiplier: random.pick([1, 1, 0.5, 2, 0, -1]), constant: constant)
    default:
      let axis = random.chance(0.5) ? horizontal : vertical
      constraint = NSLayoutConstraint(
        item: first, attribute: random.pick(axis), relatedBy: relation, toItem: second,
        attribute: random.pick(axis), multiplier: random.chance(0.9) ? 1 : random.pick([0.5, 2, 0]),
        constant: constant)
    }
    constraint.priority = random.pick([.required, .required, .required, UILayoutPriority(999), .defaultHigh, .defaultLow, UILayoutPriority(1)])
    return constraint
  }

  /// Every frame finite; every installed required constraint within a cell per snapped edge.
  @MainActor
  private static func check(
    _ root: UIView, active: [NSLayoutConstraint], system: Int, seed: UInt64, report: inout Report
  ) throws(Failure) {
    func fail(_ message: String) -> Failure { Failure(seed: seed, system: system, message: message) }
    var stack = [root]
    while let view = stack.popLast() {
      let frame = view.frame
      guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
        throw fail("a non-finite frame: \(view)")
      }
      stack += view.subviews
    }
    for constraint in active where constraint.isInstalledInEngine && constraint.priority == .required {
      guard let first = constraint.firstItem as? UIView, first.isDescendant(of: root) else { continue }
      let second = constraint.secondItem as? UIView
      if let second, !second.isDescendant(of: root) { continue }
      guard abs(constraint.constant) <= 100_000, abs(constraint.multiplier) <= 100_000 else { continue }
      // NB: A size the solution makes negative is shown as zero; such a view cannot be checked.
      // Nor can one pushed to the edge of the coordinates an enormous constant was clamped to.
      if [first, second].compactMap({ $0 }).contains(where: uncheckable) { continue }
      let lhs = value(of: constraint.firstAttribute, first, in: root)
      let rhs = second.map { value(of: constraint.secondAttribute, $0, in: root) } ?? 0
      let target = constraint.multiplier * rhs + constraint.constant
      let tolerance = 1.01 * (1 + abs(constraint.multiplier))
      let holds =
        switch constraint.relation {
        case .equal: abs(lhs - target) <= tolerance
        case .lessThanOrEqual: lhs <= target + tolerance
        case .greaterThanOrEqual: lhs >= target - tolerance
        }
      report.checks += 1
      guard holds else {
        throw fail("\(constraint) does not hold: \(lhs) against \(target)\n\(root.recursiveDescription())")
      }
    }
  }

  /// Whether a view's frame cannot be compared with its solution: an empty size (a negative
  /// solution shows as zero) or an edge near the limit enormous constants are clamped to.
  @MainActor
  private static func uncheckable(_ view: UIView) -> Bool {
    let frame = view.frame
    if frame.width == 0 || frame.height == 0 { return true }
    let edges: [CGFloat] = [frame.minX, frame.maxX, frame.minY, frame.maxY]
    return edges.contains { abs($0) > 100_000 }
  }

  /// An attribute's value read back from the frames, in the root's coordinates.
  @MainActor
  private static func value(of attribute: NSLayoutConstraint.Attribute, _ view: UIView, in root: UIView) -> CGFloat {
    let frame = view === root ? root.bounds : view.convert(view.bounds, to: root)
    let margins = view.layoutMargins
    switch attribute {
    case .left, .leading: return frame.minX
    case .right, .trailing: return frame.maxX
    case .leadingMargin, .leftMargin: return frame.minX + margins.left
    case .centerX: return frame.midX
    case .width: return frame.width
    case .top: return frame.minY
    case .topMargin: return frame.minY + margins.top
    case .bottom, .lastBaseline: return frame.maxY
    case .centerY: return frame.midY
    case .height: return frame.height
    case .firstBaseline: return view is UILabel ? frame.minY + 1 : frame.maxY
    default: return 0
    }
  }
}
