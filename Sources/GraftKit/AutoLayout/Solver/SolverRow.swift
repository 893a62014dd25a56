/// One row of the simplex tableau: a constant plus a sparse linear combination of symbols.
///
/// A basic symbol's row reads `basic = constant + Σ coefficient × symbol`. Symbols are kept
/// sorted by id in two parallel arrays, so adding one row to another is a merge of two sorted
/// runs, and "does this row mention symbol s" is a range check followed by a binary search.
///
/// NB: A value type of two arrays, not a dictionary: the tableau of a long chain of constraints
/// holds rows of thousands of terms, and merging sorted arrays touches memory in order.
struct SolverRow {
  /// The row's constant term: the basic symbol's value when every parametric symbol is zero.
  var constant: Double
  /// The symbols with a non-zero coefficient, ascending.
  private(set) var ids: [Int32] = []
  /// The coefficients, parallel to ``ids``.
  private(set) var coefficients: [Double] = []

  /// Coefficients closer to zero than this are dropped, so rounding noise never grows rows.
  static let epsilon = 1e-9

  init(constant: Double = 0) {
    self.constant = constant
  }

  var isEmpty: Bool { ids.isEmpty }
  var count: Int { ids.count }

  /// The position of `id` in ``ids``, or where it would be inserted, with whether it is there.
  @inline(__always)
  private func position(of id: Int32) -> (index: Int, found: Bool) {
    guard let last = ids.last, id <= last else { return (ids.count, false) }
    if id < ids[0] { return (0, false) }
    var low = 0
    var high = ids.count
    while low < high {
      let middle = (low &+ high) >> 1
      if ids[middle] < id { low = middle &+ 1 } else { high = middle }
    }
    return (low, low < ids.count && ids[low] == id)
  }

  /// The coefficient of `id`, zero when the row does not mention it.
  @inline(__always)
  func coefficient(of id: Int32) -> Double {
    let (index, found) = position(of: id)
    return found ? coefficients[index] : 0
  }

  /// Whether the row mentions `id`.
  @inline(__always)
  func contains(_ id: Int32) -> Bool { position(of: id).found }

  /// Adds `value` to the coefficient of `id`, dropping the term if it cancels out.
  mutating func add(_ value: Double, for id: Int32) {
    let (index, found) = position(of: id)
    if found {
      let sum = coefficients[index] + value
      if abs(sum) < SolverRow.epsilon {
        ids.remove(at: index)
        coefficients.remove(at: index)
      } else {
        coefficients[index] = sum
      }
    } else if abs(value) >= SolverRow.epsilon {
      ids.insert(id, at: index)
      coefficients.insert(value, at: index)
    }
  }

  /// Removes the term for `id`, returning its coefficient.
  @discardableResult
  mutating func remove(_ id: Int32) -> Double {
    let (index, found) = position(of: id)
    guard found else { return 0 }
    ids.remove(at: index)
    return coefficients.remove(at: index)
  }

  /// Adds `other × factor` to this row, constant included.
  mutating func add(_ other: SolverRow, times factor: Double) {
    var unused: [Int32] = []
    add(other, times: factor, newIds: &unused, recording: false)
  }

  /// Adds `other × factor` to this row, appending to `newIds` the symbols the row did not
  /// mention before, when `recording`: what the solver's column index needs.
  mutating func add(_ other: SolverRow, times factor: Double, newIds: inout [Int32], recording: Bool) {
    constant += other.constant * factor
    guard !other.ids.isEmpty else { return }
    // NB: One term is the common case (a substitution into a short row): no merge then.
    if other.ids.count == 1 {
      let id = other.ids[0]
      if recording, !contains(id) { newIds.append(id) }
      add(other.coefficients[0] * factor, for: id)
      return
    }
    let capacity = ids.count + other.ids.count
    var count = 0
    // NB: Both outputs are written through raw buffers sized for the worst case: a long
    // chain of constraints makes rows of thousands of terms, and this merge is most of the
    // cost of building its tableau.
    let mergedIds = [Int32](unsafeUninitializedCapacity: capacity) { outIds, idCount in
      let mergedCoefficients = [Double](unsafeUninitializedCapacity: capacity) { outValues, valueCount in
        ids.withUnsafeBufferPointer { leftIds in
          coefficients.withUnsafeBufferPointer { leftValues in
            other.ids.withUnsafeBufferPointer { rightIds in
              other.coefficients.withUnsafeBufferPointer { rightValues in
                var left = 0
                var right = 0
                let leftCount = leftIds.count
                let rightCount = rightIds.count
                while left < leftCount && right < rightCount {
                  let leftId = leftIds[left]
                  let rightId = rightIds[right]
                  if leftId < rightId {
                    outIds[count] = leftId
                    outValues[count] = leftValues[left]
                    count &+= 1
                    left &+= 1
                  } else if rightId < leftId {
                    outIds[count] = rightId
                    outValues[count] = rightValues[right] * factor
                    if recording { newIds.append(rightId) }
                    count &+= 1
                    right &+= 1
                  } else {
                    let sum = leftValues[left] + rightValues[right] * factor
                    if abs(sum) >= SolverRow.epsilon {
                      outIds[count] = leftId
                      outValues[count] = sum
                      count &+= 1
                    }
                    left &+= 1
                    right &+= 1
                  }
                }
                while left < leftCount {
                  outIds[count] = leftIds[left]
                  outValues[count] = leftValues[left]
                  count &+= 1
                  left &+= 1
                }
                while right < rightCount {
                  outIds[count] = rightIds[right]
                  outValues[count] = rightValues[right] * factor
                  if recording { newIds.append(rightIds[right]) }
                  count &+= 1
                  right &+= 1
                }
              }
            }
          }
        }
        valueCount = count
      }
      idCount = count
      coefficients = mergedCoefficients
    }
    ids = mergedIds
  }

  /// Multiplies every term and the constant by `factor`.
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in coefficients.indices { coefficients[index] *= factor }
  }

  /// Rewrites `0 = self` as `id = …`: removes `id` and divides the rest by minus its
  /// coefficient.
  mutating func solve(for id: Int32) {
    let coefficient = remove(id)
    scale(by: -1 / coefficient)
  }

  /// Rewrites `basic = self` as `id = …`, where `basic` is this row's current basic symbol and
  /// `id` a symbol of the row: what a pivot does to the pivot row.
  mutating func solve(for id: Int32, replacing basic: Int32) {
    add(-1, for: basic)
    solve(for: id)
  }

  /// Replaces `id` by `row` (the row `id` is now basic in), if this row mentions it. Returns
  /// whether it did.
  @discardableResult
  mutating func substitute(_ id: Int32, with row: SolverRow) -> Bool {
    let coefficient = remove(id)
    guard coefficient != 0 else { return false }
    add(row, times: coefficient)
    return true
  }

  /// ``substitute(_:with:)``, appending to `newIds` the symbols the row newly mentions.
  mutating func substitute(_ id: Int32, with row: SolverRow, newIds: inout [Int32]) {
    let coefficient = remove(id)
    guard coefficient != 0 else { return }
    add(row, times: coefficient, newIds: &newIds, recording: true)
  }

  /// The symbols, ascending.
  var symbols: [Int32] { ids }

  /// The first symbol, in ascending id order, that `predicate` accepts.
  func firstSymbol(where predicate: (Int32) -> Bool) -> Int32? {
    for id in ids where predicate(id) { return id }
    return nil
  }

  /// The terms, in ascending id order.
  func forEachTerm(_ body: (Int32, Double) -> Void) {
    for index in ids.indices { body(ids[index], coefficients[index]) }
  }
}
