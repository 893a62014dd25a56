/// One level of the objective: a sparse sum of costs kept in a hash table.
///
/// NB: Not a ``SolverRow``: every preference of a priority adds its errors to the same level,
/// so a level can hold tens of thousands of terms, and a pivot changes only a few of them.
/// Sorted arrays would make each such change a copy of the whole level.
struct ObjectiveRow {
  var constant: Double = 0
  private(set) var terms: [Int32: Double] = [:]

  func coefficient(of id: Int32) -> Double { terms[id] ?? 0 }

  func contains(_ id: Int32) -> Bool { terms[id] != nil }

  mutating func add(_ value: Double, for id: Int32) {
    let sum = (terms[id] ?? 0) + value
    terms[id] = abs(sum) < SolverRow.epsilon ? nil : sum
  }

  mutating func add(_ row: SolverRow, times factor: Double) {
    constant += row.constant * factor
    row.forEachTerm { id, coefficient in add(coefficient * factor, for: id) }
  }

  /// Replaces `id` by `row`, if the level mentions it.
  mutating func substitute(_ id: Int32, with row: SolverRow) {
    guard let coefficient = terms.removeValue(forKey: id) else { return }
    add(row, times: coefficient)
  }

  mutating func remove(_ id: Int32) {
    terms[id] = nil
  }
}
