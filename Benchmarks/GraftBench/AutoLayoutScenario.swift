import Foundation
import GraftKit

// MARK: - S9: Auto Layout

/// S9: the constraint solver and the layout pass over it.
///
/// - `chain`: 1,000 views side by side in one root, four constraints each (leading to the
///   previous view's trailing, width, top, height): the first solve (activate and lay out), then
///   one constant changed and laid out again, at the end of the chain (one view moves) and in
///   its middle (half the chain moves).
/// - `stack`: a vertical `UIStackView` of rows, each a label pinned inside its row by four
///   constraints, built and laid out at 1,000 and 10,000 rows.
@MainActor
func runS9(_ report: Report, _ plan: Plan) {
  let count = plan.sizes?.first ?? 1_000
  let scenario = "S9.chain=\(count)"
  var firstSolves: [Double] = []
  var chain: (UIView, [NSLayoutConstraint], [NSLayoutConstraint])?
  for _ in 0..<(plan.quick ? 3 : 9) {
    var built: (UIView, [NSLayoutConstraint], [NSLayoutConstraint])?
    firstSolves.append(Clock.time { built = buildChain(count) })
    chain = built
  }
  report.add(scenario, "constraints", 4 * count)
  report.addLatency(scenario, "first_solve", firstSolves)
  var solverSolves: [Double] = []
  for _ in 0..<(plan.quick ? 3 : 9) { solverSolves.append(Clock.time { solveBareChain(count) }) }
  report.addLatency(scenario, "first_solve_solver_only", solverSolves)
  let (root, leadings, widths) = chain!
  var toggle: CGFloat = 0
  let last = sample(plan.operations, warmup: plan.warmup) { _ in
    toggle = toggle == 0 ? 1 : 0
    widths[widths.count - 1].constant = 10 + toggle
    root.layoutIfNeeded()
  }
  report.addLatency(scenario, "change_last_constant", last)
  let middle = sample(plan.quick ? 50 : 200, warmup: 10) { _ in
    toggle = toggle == 0 ? 1 : 0
    leadings[leadings.count / 2].constant = 1 + toggle
    root.layoutIfNeeded()
  }
  report.addLatency(scenario, "change_middle_constant", middle)

  var perRow: [Int: Double] = [:]
  for rows in [1_000, 10_000] {
    let repetitions = rows > 1_000 ? (plan.quick ? 1 : 3) : (plan.quick ? 3 : 7)
    var times: [Double] = []
    for _ in 0..<repetitions { times.append(Clock.time { _ = buildStack(rows) }) }
    let median = Stats(times).median
    perRow[rows] = median / Double(rows)
    report.add("S9.stack=\(rows)", "build_and_layout.median", median / 1e6, "ms")
  }
  if let small = perRow[1_000], let large = perRow[10_000] {
    report.add("S9.stack", "per_row_10k_over_1k", large / small, "x")
  }
}

/// A root with `count` views chained left to right; returns the leading and width constraints.
@MainActor
private func buildChain(_ count: Int) -> (UIView, [NSLayoutConstraint], [NSLayoutConstraint]) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
  var leadings: [NSLayoutConstraint] = []
  var widths: [NSLayoutConstraint] = []
  var constraints: [NSLayoutConstraint] = []
  var previous: UIView?
  for _ in 0..<count {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let leading = view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 1)
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    leadings.append(leading)
    widths.append(width)
    constraints += [
      leading, width, view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 1),
    ]
    previous = view
  }
  NSLayoutConstraint.activate(constraints)
  root.layoutIfNeeded()
  return (root, leadings, widths)
}

/// The chain's constraints straight into a `LinearSolver`, with no views: the root's four
/// variables fixed, then each view's leading, width, top and height, and every value read once.
private func solveBareChain(_ count: Int) {
  let solver = LinearSolver()
  func variables() -> [LinearSolver.Variable] { (0..<4).map { _ in solver.makeVariable() } }
  let root = variables()
  for (variable, value) in zip(root, [0.0, 0, 200, 50]) {
    _ = solver.add([(variable, 1)], constant: -value, relation: .equal, priority: 1000)
  }
  var previous = root
  var all: [LinearSolver.Variable] = []
  for index in 0..<count {
    let view = variables()
    var leading: [(LinearSolver.Variable, Double)] = [(view[0], 1), (previous[0], -1)]
    if index > 0 { leading.append((previous[2], -1)) }
    _ = solver.add(leading, constant: -1, relation: .equal, priority: 1000)
    _ = solver.add([(view[2], 1)], constant: -10, relation: .equal, priority: 1000)
    _ = solver.add([(view[1], 1), (root[1], -1)], constant: 0, relation: .equal, priority: 1000)
    _ = solver.add([(view[3], 1)], constant: -1, relation: .equal, priority: 1000)
    all += view
    previous = view
  }
  var total = 0.0
  for variable in all { total += solver.value(of: variable) }
  precondition(total.isFinite)
}

/// A vertical stack of `rows` rows, each a label pinned inside its row, laid out.
@MainActor
private func buildStack(_ rows: Int) -> UIStackView {
  let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 40, height: CGFloat(rows)))
  stack.axis = .vertical
  for index in 0..<rows {
    let row = UIView()
    let label = UILabel()
    label.text = "Row \(index)"
    label.translatesAutoresizingMaskIntoConstraints = false
    row.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 1),
      label.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -1),
      label.topAnchor.constraint(equalTo: row.topAnchor),
      label.bottomAnchor.constraint(equalTo: row.bottomAnchor),
    ])
    stack.addArrangedSubview(row)
  }
  stack.layoutIfNeeded()
  return stack
}
