import Foundation

extension LayoutEngine {
  // MARK: - Installing constraints

  /// Puts a constraint into the solver. A malformed one is reported and kept out; a required
  /// one that conflicts with those installed is reported with Apple's log and broken.
  func install(_ constraint: NSLayoutConstraint) {
    let state = constraint.engineState ?? ConstraintEngineState(engine: self)
    constraint.engineState = state
    guard state.handle == nil else { return }
    guard let expression = expression(of: constraint) else {
      state.isBroken = true
      return
    }
    let relation: LinearSolver.Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    switch solver.add(
      expression.terms, constant: expression.constant, relation: relation,
      priority: constraint.priority.rawValue)
    {
    case .added(let handle):
      state.handle = handle
      state.isBroken = false
      installed[handle.index] = constraint
    case .conflict(let others):
      state.isBroken = true
      if !broken.contains(where: { $0 === constraint }) { broken.append(constraint) }
      reportConflict(breaking: constraint, with: others.compactMap { installed[$0.index] })
    }
    propagateChanges()
  }

  /// Takes a constraint out of the solver, then tries again the constraints broken for a
  /// conflict, which the removal may have resolved.
  func uninstall(_ constraint: NSLayoutConstraint) {
    guard let state = constraint.engineState, state.engine === self else { return }
    constraint.engineState = nil
    broken.removeAll { $0 === constraint }
    guard let handle = state.handle else { return }
    installed[handle.index] = nil
    solver.remove(handle)
    retryBroken()
    propagateChanges()
  }

  func retryBroken() {
    guard !broken.isEmpty else { return }
    let waiting = broken
    broken = []
    for constraint in waiting where constraint.engineState?.engine === self {
      constraint.engineState?.isBroken = false
      install(constraint)
    }
  }

  func constantDidChange(of constraint: NSLayoutConstraint) {
    guard let state = constraint.engineState else { return }
    guard let handle = state.handle else {
      if state.isBroken, !(constraint is AutoresizingConstraint) { retryBroken() }
      return
    }
    guard let expression = expression(of: constraint) else {
      uninstallKeepingActive(constraint)
      return
    }
    solver.setConstant(of: handle, to: expression.constant)
    if !solver.isInstalled(handle) || solver.isInfeasible {
      // NB: The new constant makes a required constraint conflict: take it out and add it
      // again, which reports the conflict and breaks it.
      uninstallKeepingActive(constraint)
      install(constraint)
      return
    }
    propagateChanges()
  }

  func priorityDidChange(of constraint: NSLayoutConstraint) {
    guard constraint.engineState?.handle != nil || constraint.engineState?.isBroken == true else { return }
    uninstallKeepingActive(constraint)
    install(constraint)
  }

  /// Takes a constraint out of the solver but keeps it part of this engine, to put back.
  func uninstallKeepingActive(_ constraint: NSLayoutConstraint) {
    guard let state = constraint.engineState, let handle = state.handle else { return }
    state.handle = nil
    installed[handle.index] = nil
    solver.remove(handle)
    propagateChanges()
  }

  // MARK: - Expressions

  typealias Expression = (terms: [(LinearSolver.Variable, Double)], constant: Double)

  /// The constraint as `Σ terms + constant` related to zero: the first side minus the second.
  /// `nil`, with a runtime issue, for a constraint that cannot be solved.
  func expression(of constraint: NSLayoutConstraint) -> Expression? {
    let multiplier = Double(constraint.multiplier)
    var constant = Double(constraint.constant)
    guard multiplier.isFinite, constant.isFinite else {
      RuntimeIssues.report(
        "Auto Layout ignored a constraint with a non-finite multiplier or constant (\(multiplier), \(constant)): \(constraint)")
      return nil
    }
    if abs(constant) > LayoutEngine.coordinateLimit || abs(multiplier) > LayoutEngine.coordinateLimit {
      RuntimeIssues.report(
        "Auto Layout clamped an enormous multiplier or constant to ±1000000 cells: \(constraint)")
      constant = min(max(constant, -LayoutEngine.coordinateLimit), LayoutEngine.coordinateLimit)
    }
    let clampedMultiplier = min(max(multiplier, -LayoutEngine.coordinateLimit), LayoutEngine.coordinateLimit)
    if constraint.firstAttribute.isLocation,
      constraint.secondItem == nil || clampedMultiplier == 0,
      !(constraint is AutoresizingConstraint)
    {
      RuntimeIssues.report(
        "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs. \(constraint)")
      return nil
    }
    var terms: [(LinearSolver.Variable, Double)] = []
    var total = -constant
    if let offset = constraint as? OffsetConstraint {
      for (index, side) in offset.sides.enumerated() {
        let factor = index == 0 ? 1 : -clampedMultiplier
        guard let fromItem = side.from.0, let from = attributeExpression(fromItem, side.from.1) else { return nil }
        if let to = side.to {
          guard let toItem = to.0, let end = attributeExpression(toItem, to.1) else { return nil }
          append(end, times: factor, to: &terms, &total)
          append(from, times: -factor, to: &terms, &total)
        } else {
          append(from, times: factor, to: &terms, &total)
        }
      }
      return (terms, total)
    }
    guard let first = constraint.firstItem, let firstSide = attributeExpression(first, constraint.firstAttribute)
    else { return nil }
    append(firstSide, times: 1, to: &terms, &total)
    if let second = constraint.secondItem {
      guard let secondSide = attributeExpression(second, constraint.secondAttribute) else { return nil }
      append(secondSide, times: -clampedMultiplier, to: &terms, &total)
    }
    return (terms, total)
  }

  private func append(
    _ expression: Expression, times factor: Double, to terms: inout [(LinearSolver.Variable, Double)],
    _ total: inout Double
  ) {
    for (variable, coefficient) in expression.terms { terms.append((variable, coefficient * factor)) }
    total += expression.constant * factor
  }

  /// An item's attribute as a linear expression of its variables: of the view for a view, of
  /// the owning view inset for a guide that follows it, of its own for a free guide.
  func attributeExpression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> Expression? {
    var base: ItemRecord?
    var insets = UIEdgeInsets.zero
    var baselineFromTop: Double?
    if let guide = item as? UILayoutGuide, let owner = guide.owningView, guide.kind.followsOwner {
      base = record(for: owner)
      insets = guide.kind == .margins || guide.kind == .readableContent ? owner.layoutMargins : .zero
    } else {
      base = record(for: item)
      if let view = item as? UIView {
        if attribute.isMargin { insets = view.layoutMargins }
        if view is UILabel || view is UITextField { baselineFromTop = 1 }
      }
    }
    guard let record = base else { return nil }
    let left = Double(insets.left)
    let right = Double(insets.right)
    let top = Double(insets.top)
    let bottom = Double(insets.bottom)
    switch attribute {
    case .left, .leading, .leftMargin, .leadingMargin:
      return ([(record.x, 1)], left)
    case .right, .trailing, .rightMargin, .trailingMargin:
      return ([(record.x, 1), (record.width, 1)], -right)
    case .width:
      return ([(record.width, 1)], -left - right)
    case .centerX, .centerXWithinMargins:
      return ([(record.x, 1), (record.width, 0.5)], (left - right) / 2)
    case .top, .topMargin:
      return ([(record.y, 1)], top)
    case .bottom, .bottomMargin, .lastBaseline:
      return ([(record.y, 1), (record.height, 1)], -bottom)
    case .height:
      return ([(record.height, 1)], -top - bottom)
    case .centerY, .centerYWithinMargins:
      return ([(record.y, 1), (record.height, 0.5)], (top - bottom) / 2)
    case .firstBaseline:
      // NB: A line of text is one row: its baseline is the bottom of its first row.
      if let baselineFromTop { return ([(record.y, 1)], baselineFromTop) }
      return ([(record.y, 1), (record.height, 1)], 0)
    case .notAnAttribute:
      return nil
    }
  }

  // MARK: - Conflicts

  /// Apple's log for constraints that cannot all hold, naming the one broken to recover.
  func reportConflict(breaking constraint: NSLayoutConstraint, with others: [NSLayoutConstraint]) {
    let list = (others + [constraint]).map { "    \"\($0)\"" }.joined(separator: ",\n")
    RuntimeIssues.report(
      """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
      (
      \(list)
      )

      Will attempt to recover by breaking constraint 
      \(constraint)
      """)
  }
}

extension NSLayoutConstraint.Attribute {
  /// Whether the attribute is a position rather than a size.
  var isLocation: Bool { self != .width && self != .height && self != .notAnAttribute }
  /// Whether the attribute is measured from the layout margins.
  var isMargin: Bool { rawValue >= NSLayoutConstraint.Attribute.leftMargin.rawValue }
  /// Whether the attribute is horizontal.
  var isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      true
    default: false
    }
  }
}
