extension LinearSolver {
  /// The most pivots one optimisation makes before giving up, for `rows` rows: far beyond what
  /// a well-formed system needs, so that a degenerate one cannot hang the layout pass.
  func pivotLimit() -> Int { 10_000 + 50 * rows.count }

  // MARK: - Primal simplex

  /// Pivots until no symbol can lower the objective: the lexicographic one, level by level, or
  /// the artificial objective during the artificial phase.
  ///
  /// NB: The entering symbol is the lowest id of the highest level that can improve, and ties
  /// in the ratio test go to the lowest basic id: Bland's rule, so degenerate pivots cannot
  /// cycle, and the same system always gives the same solution.
  func optimize(artificialPhase: Bool = false) {
    var pivots = 0
    while let entering = enteringSymbol(artificialPhase: artificialPhase) {
      guard let leaving = leavingSymbol(for: entering) else {
        // NB: Errors are bounded below, so an unbounded objective means a malformed row; stop
        // rather than loop.
        didGiveUp = true
        return
      }
      pivot(entering: entering, leaving: leaving)
      pivots += 1
      if pivots > pivotLimit() {
        didGiveUp = true
        return
      }
    }
  }

  /// A symbol whose cost is negative: in the artificial objective, or in the first level (from
  /// the highest) where some symbol's cost is negative and every higher level's is zero.
  func enteringSymbol(artificialPhase: Bool) -> Int32? {
    if artificialPhase {
      var found: Int32?
      artificialObjective?.forEachTerm { id, coefficient in
        if found == nil, coefficient < -SolverRow.epsilon, kinds[Int(id)] != .dummy { found = id }
      }
      return found
    }
    // NB: Only symbols whose cost changed since the last optimisation can have gone
    // negative; the lowest id among those that did enters, so the choice is deterministic.
    var best: Int32?
    var kept: [Int32] = []
    for id in enteringCandidates {
      if hasNegativeCost(id) {
        kept.append(id)
        if best == nil || id < best! { best = id }
      } else {
        isEnteringCandidate[Int(id)] = false
      }
    }
    enteringCandidates = kept
    return best
  }

  /// Whether the symbol's cost is lexicographically negative: negative in the first level,
  /// from the highest, where it is not zero. Dummies never enter.
  func hasNegativeCost(_ id: Int32) -> Bool {
    guard kinds[Int(id)] != .dummy, rowOfSymbol[Int(id)] < 0 else { return false }
    for level in objectives.indices {
      let coefficient = objectives[level].row.coefficient(of: id)
      if coefficient < -SolverRow.epsilon { return true }
      if coefficient > SolverRow.epsilon { return false }
    }
    return false
  }

  /// The restricted basic symbol whose row first limits how far `entering` can grow.
  func leavingSymbol(for entering: Int32) -> Int32? {
    var best: (ratio: Double, basic: Int32)?
    for slot in rowsMentioning(entering) {
      let index = Int(slot)
      let basic = basicOfRow[index]
      guard kinds[Int(basic)] != .external else { continue }
      let coefficient = rows[index].coefficient(of: entering)
      guard coefficient < -SolverRow.epsilon else { continue }
      let ratio = -rows[index].constant / coefficient
      if let current = best {
        if ratio < current.ratio - SolverRow.epsilon
          || (abs(ratio - current.ratio) < SolverRow.epsilon && basic < current.basic)
        {
          best = (ratio, basic)
        }
      } else {
        best = (ratio, basic)
      }
    }
    return best?.basic
  }

  // MARK: - Dual simplex

  /// Restores feasibility after constants changed, keeping the objective optimal: each
  /// infeasible row's basic leaves for the symbol with the smallest cost-to-coefficient ratio.
  func dualOptimize() {
    var pivots = 0
    while let leaving = infeasibleRows.popLast() {
      let rowIndex = rowOfSymbol[Int(leaving)]
      guard rowIndex >= 0, rows[Int(rowIndex)].constant < 0 else { continue }
      let row = rows[Int(rowIndex)]
      var entering: (id: Int32, coefficient: Double)?
      row.forEachTerm { id, coefficient in
        guard coefficient > SolverRow.epsilon, kinds[Int(id)] != .dummy else { return }
        if let current = entering {
          if costRatioIsLower(id, coefficient, than: current.id, current.coefficient) {
            entering = (id, coefficient)
          }
        } else {
          entering = (id, coefficient)
        }
      }
      guard let entering else {
        // NB: Only a required constraint made unsatisfiable by a changed constant leaves a row
        // with nothing to enter; the engine checks for that and reports it.
        hasUnrepairedRows = true
        continue
      }
      pivot(entering: entering.id, leaving: leaving)
      pivots += 1
      if pivots > pivotLimit() {
        didGiveUp = true
        infeasibleRows = []
        return
      }
    }
  }

  /// Whether `cost(a) / ca` is lexicographically below `cost(b) / cb`, level by level from the
  /// highest; on a tie, whether `a` has the lower id.
  func costRatioIsLower(_ a: Int32, _ ca: Double, than b: Int32, _ cb: Double) -> Bool {
    for level in objectives.indices {
      let left = objectives[level].row.coefficient(of: a) / ca
      let right = objectives[level].row.coefficient(of: b) / cb
      if abs(left - right) >= SolverRow.epsilon { return left < right }
    }
    return a < b
  }

  /// Whether the current solution breaks a required constraint: a restricted basic symbol
  /// below zero, left so by a changed constant no pivot could repair.
  package var isInfeasible: Bool { hasUnrepairedRows }

  /// Forgets that a pivot limit was reached.
  package func clearGaveUp() { didGiveUp = false }
}
