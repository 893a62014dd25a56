extension LinearSolver {
  /// Whether the variable could take another value without breaking a required constraint or
  /// making the objective worse: what makes a layout ambiguous.
  ///
  /// A variable is free when it, or a parametric symbol its row depends on, costs nothing and
  /// can move some distance before a restricted row blocks it.
  package func isAmbiguous(_ variable: Variable) -> Bool {
    let id = variable.id
    let rowIndex = rowOfSymbol[Int(id)]
    guard rowIndex >= 0 else { return canMoveFreely(id) }
    var free = false
    expandedRow(of: id).forEachTerm { symbol, _ in
      if !free, kinds[Int(symbol)] != .dummy, canMoveFreely(symbol) { free = true }
    }
    return free
  }

  /// Whether the parametric `symbol` costs nothing and can grow (or, for an unrestricted
  /// variable, shrink) from zero without a restricted row at zero stopping it at once.
  func canMoveFreely(_ symbol: Int32) -> Bool {
    for level in objectives.indices
    where abs(objectives[level].row.coefficient(of: symbol)) >= SolverRow.epsilon {
      return false
    }
    func blocked(growing: Bool) -> Bool {
      for slot in rowsMentioning(symbol) {
        let index = Int(slot)
        let basic = basicOfRow[index]
        guard kinds[Int(basic)] != .external else { continue }
        let coefficient = rows[index].coefficient(of: symbol)
        let shrinksBasic = growing ? coefficient < -SolverRow.epsilon : coefficient > SolverRow.epsilon
        if shrinksBasic, rows[index].constant < LinearSolver.tolerance { return true }
      }
      return false
    }
    if !blocked(growing: true) { return true }
    return kinds[Int(symbol)] == .external && !blocked(growing: false)
  }
}
