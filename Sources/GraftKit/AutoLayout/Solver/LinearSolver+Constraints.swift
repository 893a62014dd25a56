extension LinearSolver {
  // MARK: - Adding

  /// Adds `Σ terms + constant` related to zero by `relation`, at `priority`.
  ///
  /// A required constraint that cannot hold with the required constraints already there is not
  /// added; the result lists those it conflicts with. Preferences always add.
  package func add(
    _ terms: [(Variable, Double)], constant: Double, relation: Relation, priority: Float
  ) -> AddResult {
    let recordIndex: Int32
    let record = Record(
      terms: terms, constant: constant, relation: relation, priority: priority, marker: -1,
      other: -1, markerCoefficient: 1)
    if let free = freeRecordSlots.popLast() {
      recordIndex = free
      records[Int(free)] = record
    } else {
      recordIndex = Int32(records.count)
      records.append(record)
    }
    if let conflict = install(recordIndex) {
      records[Int(recordIndex)] = nil
      freeRecordSlots.append(recordIndex)
      return .conflict(with: conflict)
    }
    return .added(ConstraintHandle(index: recordIndex))
  }

  /// Puts the record's row into the tableau; on a conflict, returns the records it conflicts
  /// with and leaves the tableau as it was.
  func install(_ recordIndex: Int32) -> [ConstraintHandle]? {
    var record = records[Int(recordIndex)]!
    let required = record.priority >= LinearSolver.requiredPriority
    var row = SolverRow(constant: record.constant)
    // NB: A fresh variable the row makes basic is in no other row: `mentioned` is set only
    // for the variables left parametric.
    var fresh: [Int32] = []
    // NB: Basic variables stay in the row as terms until it is known whether it becomes a
    // definition; otherwise they are expanded below.
    for (variable, coefficient) in record.terms where abs(coefficient) >= SolverRow.epsilon {
      row.add(coefficient, for: variable.id)
      if rowOfSymbol[Int(variable.id)] < 0, !mentioned[Int(variable.id)] { fresh.append(variable.id) }
    }
    if required, record.relation == .equal, parametricExternalCount == 0,
      let subject = row.firstSymbol(where: { kinds[Int($0)] == .external && rowOfSymbol[Int($0)] < 0 })
    {
      installDefinition(row, subject: subject, recordIndex: recordIndex, fresh: fresh)
      return nil
    }
    expand(&row)
    switch record.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      record.marker = slack
      record.markerCoefficient = sign
      row.add(sign, for: slack)
      if !required {
        let error = makeSymbol(.error)
        record.other = error
        row.add(-sign, for: error)
        addToObjective(error, weight: 1, priority: record.priority)
      }
    case .equal:
      if required {
        let dummy = makeSymbol(.dummy)
        record.marker = dummy
        row.add(1, for: dummy)
      } else {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        record.marker = plus
        record.other = minus
        record.markerCoefficient = -1
        row.add(-1, for: plus)
        row.add(1, for: minus)
        addToObjective(plus, weight: 1, priority: record.priority)
        addToObjective(minus, weight: 1, priority: record.priority)
      }
    }
    ownerOfSymbol[Int(record.marker)] = recordIndex
    if record.other >= 0 { ownerOfSymbol[Int(record.other)] = recordIndex }
    records[Int(recordIndex)] = record
    if row.constant < 0 { row.scale(by: -1) }

    let subject = chooseSubject(row, record: record)
    for id in fresh where id != subject {
      mentioned[Int(id)] = true
      if kinds[Int(id)] == .external { parametricExternalCount += 1 }
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, with: row)
      insertRow(row, basic: subject)
    } else if row.isEmpty || allDummies(row) {
      // NB: `0 = constant` once every other constraint is substituted: redundant when the
      // constant is zero, a conflict with the constraints whose markers remain otherwise.
      if abs(row.constant) >= LinearSolver.tolerance {
        return owners(of: row, excluding: recordIndex)
      }
      row.solve(for: record.marker)
      substitute(record.marker, with: row)
      insertRow(row, basic: record.marker)
    } else if let conflict = addWithArtificialVariable(row, recordIndex: recordIndex) {
      return conflict
    }
    optimize()
    return nil
  }

  /// Adds a required equality as a *definition*: its fresh subject in terms of the other
  /// variables as they are, basic ones included, rather than of the parametric symbols they
  /// stand for.
  ///
  /// NB: Substituting every basic variable makes a chain of constraints (each view placed after
  /// the previous one) quadratic: the last view's row would name the marker of every constraint
  /// before it. A definition names only its own marker and the variables it relates, so the
  /// chain stays a chain of short rows, and changing a constant shifts one row; values are read
  /// through the definitions (``definitionValue(_:)``) and a change marks the definitions that
  /// name what changed (``markDefinitionsChanged(naming:)``). Restricted rows and the objective
  /// never hold basic variables: a definition is expanded wherever it would meet them (a pivot
  /// out of it, a new row naming its variable). It is taken only while no parametric external
  /// variable is in any row (`parametricExternalCount == 0`), so that the expanded row would
  /// name no external variable but those of the constraint itself, and the subject chosen is the
  /// same as for the expanded row: the solution is exactly the one expansion would give.
  func installDefinition(_ row: SolverRow, subject: Int32, recordIndex: Int32, fresh: [Int32]) {
    var record = records[Int(recordIndex)]!
    var row = row
    let dummy = makeSymbol(.dummy)
    record.marker = dummy
    row.add(1, for: dummy)
    ownerOfSymbol[Int(dummy)] = recordIndex
    records[Int(recordIndex)] = record
    for id in fresh where id != subject {
      mentioned[Int(id)] = true
      parametricExternalCount += 1
    }
    row.solve(for: subject)
    // NB: The subject is fresh (no parametric external is in a row), so no row or objective
    // names it: nothing to substitute.
    insertRow(row, basic: subject, isDefinition: row.firstSymbol(where: { rowOfSymbol[Int($0)] >= 0 }) != nil)
    optimize()
  }

  /// Values closer to zero than this count as zero when deciding feasibility.
  static let tolerance = 1e-7

  /// The symbol to make basic in a new row: an external variable if there is one, else the
  /// constraint's own slack or error if its coefficient is negative (so the row stays
  /// feasible); `nil` when the row needs the artificial phase.
  func chooseSubject(_ row: SolverRow, record: Record) -> Int32? {
    if let subject = row.firstSymbol(where: { kinds[Int($0)] == .external }) { return subject }
    for symbol in [record.marker, record.other] where symbol >= 0 {
      let kind = kinds[Int(symbol)]
      if kind == .slack || kind == .error, row.coefficient(of: symbol) < 0 { return symbol }
    }
    return nil
  }

  func allDummies(_ row: SolverRow) -> Bool {
    var all = true
    row.forEachTerm { id, _ in if kinds[Int(id)] != .dummy { all = false } }
    return all
  }

  /// The records whose markers appear in `row`: the constraints a failed row combines.
  func owners(of row: SolverRow, excluding excluded: Int32) -> [ConstraintHandle] {
    var found: [ConstraintHandle] = []
    row.forEachTerm { id, _ in
      let owner = ownerOfSymbol[Int(id)]
      if owner >= 0, owner != excluded, records[Int(owner)] != nil,
        !found.contains(ConstraintHandle(index: owner))
      {
        found.append(ConstraintHandle(index: owner))
      }
    }
    return found
  }

  /// Adds a row with no usable subject through an artificial variable, minimised to zero.
  /// On failure the tableau is rebuilt without the record, and its conflicts are returned.
  func addWithArtificialVariable(_ row: SolverRow, recordIndex: Int32) -> [ConstraintHandle]? {
    let artificial = makeSymbol(.slack)
    insertRow(row, basic: artificial)
    artificialObjective = row
    optimize(artificialPhase: true)
    let objective = artificialObjective!
    let satisfied = abs(objective.constant) < LinearSolver.tolerance
    var conflict: [ConstraintHandle] = []
    if !satisfied {
      let artificialRow = rowOfSymbol[Int(artificial)]
      conflict = owners(of: artificialRow >= 0 ? rows[Int(artificialRow)] : objective, excluding: recordIndex)
      if conflict.isEmpty { conflict = owners(of: objective, excluding: recordIndex) }
    }
    artificialObjective = nil
    if !satisfied {
      // NB: Taking the new constraint's marker out leaves the old system, with the artificial
      // variable in no row that matters: its column is dropped below, which fixes it at zero.
      uninstall(records[Int(recordIndex)]!)
      if rowOfSymbol[Int(artificial)] >= 0 { _ = takeRow(of: artificial) }
      for slot in rowsMentioning(artificial) { rows[Int(slot)].remove(artificial) }
      for level in objectives.indices { objectives[level].row.remove(artificial) }
      optimize()
      return conflict
    }
    if rowOfSymbol[Int(artificial)] >= 0 {
      var basicRow = takeRow(of: artificial)
      var entering: Int32?
      basicRow.forEachTerm { id, _ in
        let kind = kinds[Int(id)]
        if entering == nil, kind == .slack || kind == .error { entering = id }
      }
      // NB: A row left with only dummies says `artificial = 0`: nothing to keep.
      if let entering {
        basicRow.solve(for: entering, replacing: artificial)
        substitute(entering, with: basicRow)
        insertRow(basicRow, basic: entering)
      }
    }
    for slot in rowsMentioning(artificial) { rows[Int(slot)].remove(artificial) }
    for level in objectives.indices { objectives[level].row.remove(artificial) }
    return nil
  }

  // MARK: - Removing

  /// Removes a constraint from the system.
  package func remove(_ handle: ConstraintHandle) {
    guard let record = records[Int(handle.index)] else { return }
    records[Int(handle.index)] = nil
    freeRecordSlots.append(handle.index)
    uninstall(record)
    // NB: A constant changed into a conflict may have left rows infeasible; without the
    // constraint they can be repaired.
    if hasUnrepairedRows {
      hasUnrepairedRows = false
      for index in rows.indices {
        let basic = basicOfRow[index]
        if basic >= 0, kinds[Int(basic)] != .external, rows[index].constant < 0 { infeasibleRows.append(basic) }
      }
    }
    dualOptimize()
    optimize()
  }

  func uninstall(_ record: Record) {
    // The errors stop costing anything.
    if record.priority < LinearSolver.requiredPriority {
      for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
        addToObjective(symbol, weight: -1, priority: record.priority)
      }
    }
    ownerOfSymbol[Int(record.marker)] = -1
    if record.other >= 0 { ownerOfSymbol[Int(record.other)] = -1 }
    if rowOfSymbol[Int(record.marker)] >= 0 {
      _ = takeRow(of: record.marker)
      return
    }
    guard let leaving = markerLeavingRow(record.marker) else {
      // NB: A marker in no row constrains nothing any more; nothing to take out.
      return
    }
    var row = takeExpandedRow(of: leaving)
    row.solve(for: record.marker, replacing: leaving)
    substitute(record.marker, with: row)
  }

  /// The row to pivot a constraint's marker into before dropping it: the restricted row with
  /// the smallest ratio that keeps the tableau feasible, else any row that mentions it.
  func markerLeavingRow(_ marker: Int32) -> Int32? {
    var first: (ratio: Double, basic: Int32)?
    var second: (ratio: Double, basic: Int32)?
    var third: Int32?
    for slot in rowsMentioning(marker) {
      let index = Int(slot)
      let basic = basicOfRow[index]
      let coefficient = rows[index].coefficient(of: marker)
      guard coefficient != 0 else { continue }
      if kinds[Int(basic)] == .external {
        if third == nil { third = basic }
      } else if coefficient < 0 {
        let ratio = -rows[index].constant / coefficient
        if first == nil || ratio < first!.ratio { first = (ratio, basic) }
      } else {
        let ratio = rows[index].constant / coefficient
        if second == nil || ratio < second!.ratio { second = (ratio, basic) }
      }
    }
    return first?.basic ?? second?.basic ?? third
  }

  // MARK: - Changing a constant

  /// Changes a constraint's constant in place: the rows that mention its marker shift, and the
  /// dual simplex repairs the rows that went infeasible. Nothing else is touched.
  package func setConstant(of handle: ConstraintHandle, to constant: Double) {
    guard var record = records[Int(handle.index)], record.constant != constant else { return }
    let delta = constant - record.constant
    record.constant = constant
    records[Int(handle.index)] = record
    let marker = record.marker
    let shift = delta / record.markerCoefficient
    let markerRow = rowOfSymbol[Int(marker)]
    if markerRow >= 0 {
      if kinds[Int(marker)] == .dummy {
        // NB: A redundant required equality stops being redundant: add it again from scratch,
        // which reports a conflict if it now has one.
        reinstall(handle)
        return
      }
      rows[Int(markerRow)].constant -= shift
      if rows[Int(markerRow)].constant < 0 { infeasibleRows.append(marker) }
    } else {
      for slot in rowsMentioning(marker) {
        let index = Int(slot)
        let basic = basicOfRow[index]
        let coefficient = rows[index].coefficient(of: marker)
        rows[index].constant += coefficient * shift
        markChanged(basic)
        if kinds[Int(basic)] != .external, rows[index].constant < 0 { infeasibleRows.append(basic) }
      }
    }
    dualOptimize()
  }

  /// Takes a record out and puts it back, as when its constant changed beyond what an in-place
  /// change can express. A conflict leaves it out (the caller asks ``isInstalled(_:)``).
  func reinstall(_ handle: ConstraintHandle) {
    guard let record = records[Int(handle.index)] else { return }
    uninstall(record)
    optimize()
    if install(handle.index) != nil {
      records[Int(handle.index)] = nil
      freeRecordSlots.append(handle.index)
    }
  }

  /// Whether the constraint is still part of the system.
  package func isInstalled(_ handle: ConstraintHandle) -> Bool {
    Int(handle.index) < records.count && records[Int(handle.index)] != nil
  }
}
