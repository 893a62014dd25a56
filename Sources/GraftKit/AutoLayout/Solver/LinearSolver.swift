/// An incremental solver for systems of linear equalities and inequalities with priorities, of
/// the Cassowary family (Badros, Borning and Stuckey), the algorithm Auto Layout is built on.
///
/// It knows nothing of views. Variables are made with ``makeVariable()``; a constraint is
/// `Σ coefficient × variable + constant` related to zero, at a priority. Priority 1000 (and
/// above) is required; lower priorities are preferences, and each distinct priority is its own
/// level of a lexicographic objective, so satisfying one preference of a higher priority always
/// outweighs any number of lower ones. Within a level every unit of violation weighs the same.
///
/// The tableau is kept in solved form between changes: adding or removing a constraint pivots
/// only the rows it reaches, and changing a constraint's constant (``setConstant(of:to:)``)
/// shifts the rows that mention its marker and re-optimises with the dual simplex, touching
/// only rows it made infeasible. The variables whose values may have changed are collected for
/// ``takeChangedVariables()``.
///
/// ```swift
/// let solver = LinearSolver()
/// let x = solver.makeVariable(), width = solver.makeVariable()
/// _ = solver.add([(x, 1)], constant: -2, relation: .equal, priority: 1000)       // x == 2
/// _ = solver.add([(width, 1)], constant: -10, relation: .greaterThanOrEqual, priority: 1000)
/// solver.value(of: width)  // 10
/// ```
package final class LinearSolver {
  /// How a constraint's expression relates to zero.
  package enum Relation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
  }

  /// A variable of the solver.
  package struct Variable: Hashable, Sendable {
    package let id: Int32
  }

  /// A constraint added to the solver, for removing it or changing its constant.
  package struct ConstraintHandle: Hashable, Sendable {
    package let index: Int32
  }

  /// What adding a constraint did.
  package enum AddResult {
    /// The constraint is part of the system.
    case added(ConstraintHandle)
    /// The constraint is required and cannot hold together with the listed required
    /// constraints; it was not added.
    case conflict(with: [ConstraintHandle])
  }

  /// The priority from which a constraint is required.
  package static let requiredPriority: Float = 1000

  // MARK: - Storage

  enum Kind: UInt8 {
    /// A variable of the problem, unrestricted in sign.
    case external
    /// The slack of an inequality: at least zero, no cost.
    case slack
    /// How much a preference is violated: at least zero, costs its level.
    case error
    /// The marker of a required equality: always zero, never enters the basis.
    case dummy
  }

  /// A constraint's record: what it was, and the symbols that stand for it in the tableau.
  struct Record {
    var terms: [(Variable, Double)]
    var constant: Double
    var relation: Relation
    var priority: Float
    /// The slack, dummy or positive error that identifies the constraint's row.
    var marker: Int32
    /// The negative error of a non-required equality, or the error of a non-required
    /// inequality; -1 for a required constraint.
    var other: Int32
    /// The marker's coefficient in the constraint's row, before the row was normalised: the
    /// constraint with its constant changed by δ is the old one with the marker shifted by
    /// δ / markerCoefficient, so every row that mentions the marker shifts its constant.
    var markerCoefficient: Double
  }

  /// One level of the objective: the sum of the errors of every preference at `priority`.
  struct Objective {
    var priority: Float
    var row: ObjectiveRow
  }

  var kinds: [Kind] = []
  /// For each symbol, the index of the row it is basic in, or -1.
  var rowOfSymbol: [Int32] = []
  /// For each symbol that marks a constraint, the record's index, or -1.
  var ownerOfSymbol: [Int32] = []
  var rows: [SolverRow] = []
  /// For each row, its basic symbol, or -1 for a free slot.
  var basicOfRow: [Int32] = []
  var freeRowSlots: [Int32] = []
  /// The objective's levels, highest priority first.
  var objectives: [Objective] = []
  /// The objective of the artificial phase while a constraint is being added that way.
  var artificialObjective: SolverRow?
  var records: [Record?] = []
  var freeRecordSlots: [Int32] = []
  /// Basic symbols whose rows may have gone infeasible, for the dual simplex.
  var infeasibleRows: [Int32] = []
  var changedFlags: [Bool] = []
  /// Whether the symbol was ever written into a row as a parametric term. A symbol never
  /// mentioned is in no row, so making it basic needs no pass over the tableau.
  var mentioned: [Bool] = []
  /// For each symbol, the row slots that may mention it. Entries go stale as rows change and
  /// are dropped when read (``rowsMentioning(_:)``), so every change touches only the rows
  /// that hold the symbols it involves, never the whole tableau.
  var columns: [[Int32]] = []
  /// A stamp per row slot, to visit each slot once when reading a column.
  var rowStamps: [UInt32] = []
  var currentStamp: UInt32 = 0
  /// Symbols whose cost may have gone negative since the last optimisation: the only
  /// candidates to enter the basis, so optimising never reads the whole objective.
  var enteringCandidates: [Int32] = []
  var isEnteringCandidate: [Bool] = []
  /// Set when the dual simplex met a row it could not repair (a required constraint made
  /// unsatisfiable by a changed constant).
  var hasUnrepairedRows = false
  var changedVariables: [Variable] = []
  /// For each row slot, whether its row may name basic variables: a *definition* (see
  /// ``installDefinition(_:subject:)``), whose value is read through the rows it names.
  var rowIsDefinition: [Bool] = []
  /// The number of slots holding definitions; while zero, no row names a basic variable.
  var definitionCount = 0
  /// For each row slot, when its row was inserted: a definition names only basic variables
  /// inserted before it, so expanding the newest first reaches each once.
  var rowSequence: [UInt64] = []
  var nextSequence: UInt64 = 0
  /// The number of external variables that are parametric but were written into a row. While
  /// zero, no row's expansion names an external variable.
  var parametricExternalCount = 0
  /// The value of each definition's basic variable, while valid: a change to the row of an
  /// external variable invalidates the values of the definitions that name it.
  var valueCache: [Double] = []
  var valueIsValid: [Bool] = []
  /// Set when a pivot limit was reached, so the caller can say so.
  package internal(set) var didGiveUp = false

  package init() {}

  /// The number of constraints in the system.
  package var constraintCount: Int { records.count - freeRecordSlots.count }

  // MARK: - Variables

  /// Makes a new variable, zero until constraints say otherwise.
  package func makeVariable() -> Variable {
    Variable(id: makeSymbol(.external))
  }

  func makeSymbol(_ kind: Kind) -> Int32 {
    let id = Int32(kinds.count)
    kinds.append(kind)
    rowOfSymbol.append(-1)
    ownerOfSymbol.append(-1)
    changedFlags.append(false)
    mentioned.append(kind != .external)
    columns.append([])
    isEnteringCandidate.append(false)
    return id
  }

  /// The variable's value in the current solution.
  package func value(of variable: Variable) -> Double {
    let row = rowOfSymbol[Int(variable.id)]
    guard row >= 0 else { return 0 }
    return rowIsDefinition[Int(row)] ? definitionValue(row) : rows[Int(row)].constant
  }

  /// The value of a definition's basic variable: its constant plus the values of the basic
  /// variables it names, each computed once until a change invalidates it, without recursion.
  func definitionValue(_ slot: Int32) -> Double {
    if valueIsValid[Int(slot)] { return valueCache[Int(slot)] }
    var pending: [Int32] = [slot]
    while let top = pending.last {
      if valueIsValid[Int(top)] {
        pending.removeLast()
        continue
      }
      var total = rows[Int(top)].constant
      var ready = true
      rows[Int(top)].forEachTerm { id, coefficient in
        let named = rowOfSymbol[Int(id)]
        guard named >= 0 else { return }
        if !rowIsDefinition[Int(named)] {
          total += coefficient * rows[Int(named)].constant
        } else if valueIsValid[Int(named)] {
          total += coefficient * valueCache[Int(named)]
        } else {
          ready = false
          pending.append(named)
        }
      }
      if ready {
        valueCache[Int(top)] = total
        valueIsValid[Int(top)] = true
        pending.removeLast()
      }
    }
    return valueCache[Int(slot)]
  }

  /// Forgets the cached value of `symbol`'s definition and of every definition that names it,
  /// directly or through another.
  ///
  /// NB: A cached value was computed from cached values of what it names, so a definition
  /// already invalid has no valid dependents: the walk stops there.
  func invalidateValues(from symbol: Int32) {
    let slot = rowOfSymbol[Int(symbol)]
    if slot >= 0, rowIsDefinition[Int(slot)] {
      guard valueIsValid[Int(slot)] else { return }
      valueIsValid[Int(slot)] = false
    }
    guard !columns[Int(symbol)].isEmpty else { return }
    var pending: [Int32] = [symbol]
    while let named = pending.popLast() {
      for dependent in rowsMentioning(named) where rowIsDefinition[Int(dependent)] && valueIsValid[Int(dependent)] {
        valueIsValid[Int(dependent)] = false
        let basic = basicOfRow[Int(dependent)]
        if !columns[Int(basic)].isEmpty { pending.append(basic) }
      }
    }
  }

  /// The variables whose values may have changed since the last call, each once.
  package func takeChangedVariables() -> [Variable] {
    let changed = changedVariables
    changedVariables = []
    for variable in changed { changedFlags[Int(variable.id)] = false }
    return changed
  }

  @inline(__always)
  func markChanged(_ symbol: Int32) {
    guard kinds[Int(symbol)] == .external else { return }
    if definitionCount > 0 { invalidateValues(from: symbol) }
    guard !changedFlags[Int(symbol)] else { return }
    changedFlags[Int(symbol)] = true
    changedVariables.append(Variable(id: symbol))
    if definitionCount > 0, !columns[Int(symbol)].isEmpty { markDefinitionsChanged(naming: symbol) }
  }

  /// Marks changed every definition that names `symbol`, directly or through another.
  func markDefinitionsChanged(naming symbol: Int32) {
    var pending: [Int32] = [symbol]
    while let named = pending.popLast() {
      for slot in rowsMentioning(named) where rowIsDefinition[Int(slot)] {
        let basic = basicOfRow[Int(slot)]
        guard !changedFlags[Int(basic)] else { continue }
        changedFlags[Int(basic)] = true
        changedVariables.append(Variable(id: basic))
        if !columns[Int(basic)].isEmpty { pending.append(basic) }
      }
    }
  }

  // MARK: - Rows

  func insertRow(_ row: SolverRow, basic: Int32, isDefinition: Bool = false) {
    let index: Int32
    if let free = freeRowSlots.popLast() {
      index = free
      rows[Int(index)] = row
      basicOfRow[Int(index)] = basic
    } else {
      index = Int32(rows.count)
      rows.append(row)
      basicOfRow.append(basic)
      rowStamps.append(0)
      rowIsDefinition.append(false)
      rowSequence.append(0)
      valueCache.append(0)
      valueIsValid.append(false)
    }
    rowIsDefinition[Int(index)] = isDefinition
    valueIsValid[Int(index)] = false
    if isDefinition { definitionCount += 1 }
    nextSequence += 1
    rowSequence[Int(index)] = nextSequence
    if kinds[Int(basic)] == .external, mentioned[Int(basic)] { parametricExternalCount -= 1 }
    rowOfSymbol[Int(basic)] = index
    for id in row.symbols { columns[Int(id)].append(index) }
    markChanged(basic)
  }

  /// The slots of the rows that mention `symbol`, each once; the column is compacted to them.
  func rowsMentioning(_ symbol: Int32) -> [Int32] {
    guard !columns[Int(symbol)].isEmpty else { return [] }
    currentStamp &+= 1
    if currentStamp == 0 {
      for index in rowStamps.indices { rowStamps[index] = 0 }
      currentStamp = 1
    }
    var column: [Int32] = []
    swap(&column, &columns[Int(symbol)])
    var kept: [Int32] = []
    kept.reserveCapacity(column.count)
    for slot in column where rowStamps[Int(slot)] != currentStamp {
      rowStamps[Int(slot)] = currentStamp
      if basicOfRow[Int(slot)] >= 0, rows[Int(slot)].contains(symbol) { kept.append(slot) }
    }
    columns[Int(symbol)] = kept
    return kept
  }

  /// Queues the symbols of `row` as candidates to enter the basis.
  func addEnteringCandidates(_ row: SolverRow) {
    for id in row.symbols where !isEnteringCandidate[Int(id)] {
      isEnteringCandidate[Int(id)] = true
      enteringCandidates.append(id)
    }
  }

  /// Takes the row `basic` is basic in out of the tableau.
  func takeRow(of basic: Int32) -> SolverRow {
    let index = Int(rowOfSymbol[Int(basic)])
    rowOfSymbol[Int(basic)] = -1
    basicOfRow[index] = -1
    if rowIsDefinition[index] {
      rowIsDefinition[index] = false
      definitionCount -= 1
    }
    // NB: A symbol that leaves the basis may stay in other rows as a parametric term.
    mentioned[Int(basic)] = true
    if kinds[Int(basic)] == .external { parametricExternalCount += 1 }
    freeRowSlots.append(Int32(index))
    markChanged(basic)
    var row = SolverRow()
    swap(&row, &rows[index])
    return row
  }

  /// Replaces `symbol` by `row` everywhere: in every row, the objective and the artificial
  /// objective. Rows of restricted symbols that go negative are queued for the dual simplex.
  func substitute(_ symbol: Int32, with row: SolverRow) {
    for level in objectives.indices where objectives[level].row.contains(symbol) {
      objectives[level].row.substitute(symbol, with: row)
      addEnteringCandidates(row)
    }
    artificialObjective?.substitute(symbol, with: row)
    guard mentioned[Int(symbol)] else { return }
    var newIds: [Int32] = []
    for slot in rowsMentioning(symbol) {
      let index = Int(slot)
      let basic = basicOfRow[index]
      newIds.removeAll(keepingCapacity: true)
      rows[index].substitute(symbol, with: row, newIds: &newIds)
      for id in newIds { columns[Int(id)].append(slot) }
      markChanged(basic)
      if kinds[Int(basic)] != .external, rows[index].constant < 0 { infeasibleRows.append(basic) }
    }
    columns[Int(symbol)] = []
  }

  /// Takes the row `basic` is basic in out of the tableau, in parametric symbols only.
  func takeExpandedRow(of basic: Int32) -> SolverRow {
    let wasDefinition = rowIsDefinition[Int(rowOfSymbol[Int(basic)])]
    var row = takeRow(of: basic)
    if wasDefinition { expand(&row) }
    return row
  }

  /// Rewrites `row` in parametric symbols only, replacing each basic variable it names by its
  /// row, the most recently inserted first, so that each is replaced once.
  func expand(_ row: inout SolverRow) {
    while true {
      var newest: (sequence: UInt64, symbol: Int32)?
      row.forEachTerm { id, _ in
        let slot = rowOfSymbol[Int(id)]
        guard slot >= 0 else { return }
        let sequence = rowSequence[Int(slot)]
        if newest == nil || sequence > newest!.sequence { newest = (sequence, id) }
      }
      guard let newest else { return }
      row.substitute(newest.symbol, with: rows[Int(rowOfSymbol[Int(newest.symbol)])])
    }
  }

  /// The row `basic` is basic in, in parametric symbols only.
  func expandedRow(of basic: Int32) -> SolverRow {
    let slot = Int(rowOfSymbol[Int(basic)])
    var row = rows[slot]
    if rowIsDefinition[slot] { expand(&row) }
    return row
  }

  /// Makes `entering` basic in the row `leaving` is basic in.
  func pivot(entering: Int32, leaving: Int32) {
    var row = takeExpandedRow(of: leaving)
    row.solve(for: entering, replacing: leaving)
    substitute(entering, with: row)
    insertRow(row, basic: entering)
  }

  // MARK: - Objective

  /// The index of the objective level for `priority`, made if new.
  func objectiveLevel(for priority: Float) -> Int {
    if let index = objectives.firstIndex(where: { $0.priority <= priority }) {
      if objectives[index].priority == priority { return index }
      objectives.insert(Objective(priority: priority, row: ObjectiveRow()), at: index)
      return index
    }
    objectives.append(Objective(priority: priority, row: ObjectiveRow()))
    return objectives.count - 1
  }

  /// Adds `weight × symbol` to the objective level of `priority`, substituting the symbol's
  /// row if it is basic.
  func addToObjective(_ symbol: Int32, weight: Double, priority: Float) {
    let level = objectiveLevel(for: priority)
    let row = rowOfSymbol[Int(symbol)]
    if row >= 0 {
      objectives[level].row.add(rows[Int(row)], times: weight)
      addEnteringCandidates(rows[Int(row)])
    } else {
      objectives[level].row.add(weight, for: symbol)
      if !isEnteringCandidate[Int(symbol)] {
        isEnteringCandidate[Int(symbol)] = true
        enteringCandidates.append(symbol)
      }
    }
  }
}
