import Combine
import Foundation
import GraftGraphics
import GraftKit
import MallocCounter

// MARK: - S10: Combine

/// A plain closure call, kept opaque so the compiler cannot inline it: the baseline a value's
/// trip through a publisher chain is compared with.
@inline(never)
private func opaque<T>(_ value: T) -> T { value }

/// S10: the cost of one value through `PassthroughSubject → map → filter → sink`, against a
/// plain closure call in the same run, and the allocations per value of a ten-operator chain
/// after subscription (exact, counted by MallocCounter).
@MainActor
func runS10(_ report: Report, _ plan: Plan) {
  let values = plan.quick ? 200_000 : 2_000_000
  let scenario = "S10.combine"

  var total = 0
  let closure: (Int) -> Void = opaque { total &+= $0 }
  let baseline = Stats(
    (0..<9).map { _ in
      Clock.time { for value in 0..<values { closure(value) } } / Double(values)
    }
  ).median
  report.add(scenario, "baseline.closure_call", baseline, "ns")

  let subject = PassthroughSubject<Int, Never>()
  var received = 0
  let cancellable = subject.map { $0 &* 2 }.filter { $0 & 2 == 0 }.sink { received &+= $0 }
  let chain = Stats(
    (0..<9).map { _ in
      Clock.time { for value in 0..<values { subject.send(value) } } / Double(values)
    }
  ).median
  cancellable.cancel()
  report.add(scenario, "subject_map_filter_sink.median", chain, "ns")
  report.add(scenario, "subject_map_filter_sink.over_closure_call", chain / baseline, "x")

  let source = PassthroughSubject<Int, Never>()
  var sum = 0
  // NB: Built in steps, each typed, so the compiler checks each in reasonable time.
  let first = source.map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value >= 0 }
  let second = first.compactMap { (value: Int) -> Int? in value }.scan(0) { (sum: Int, value: Int) -> Int in sum &+ value }
  let third = second.removeDuplicates().map { (value: Int) -> Int in value & 0xFFFF }
  let fourth = third.prefix(Int.max).dropFirst(0).handleEvents(receiveOutput: { (_: Int) in })
  let ten = fourth.map { (value: Int) -> Int in value &* 3 }.sink { (value: Int) in sum &+= value }
  for value in 0..<1_000 { source.send(value) }
  let before = graft_allocation_count()
  for value in 0..<100_000 { source.send(value) }
  let allocations = graft_allocation_count() - before
  ten.cancel()
  report.add(scenario, "ten_operator_chain.allocations_per_100k_values", Int(allocations))
  if received == 42 || total == 42 || sum == 42 { report.note("S10: unlikely sums") }
}

// MARK: - S11: drawing below the cell

/// S11: stroking a 200×50-cell ellipse and a 1,000-segment polyline into a cell buffer, and
/// filling the ellipse; each against clearing the same buffer, the fixed cost of a frame's
/// drawing.
@MainActor
func runS11(_ report: Report, _ plan: Plan) {
  let scenario = "S11.raster"
  var buffer = CellBuffer(width: 210, height: 60)
  let technique = RasterTechnique.forStrokes(unicode: true)
  let hairline = RasterStrokeStyle(lineWidth: 0.5)
  let wide = RasterStrokeStyle(lineWidth: 1)

  var ellipse = PathGeometry()
  ellipse.addEllipse(in: PathRect(x: 4, y: 4, width: 200, height: 50))
  var polyline = PathGeometry()
  polyline.move(to: PathPoint(x: 2, y: 30))
  for index in 1...1_000 {
    let x = 2 + Double(index) * 0.2
    polyline.addLine(to: PathPoint(x: x, y: 30 + 25 * sin(Double(index) / 40)))
  }

  let clear = Stats(
    sample(plan.operations, warmup: plan.warmup) { _ in buffer.fill(buffer.bounds, with: .blank) }
  ).median
  report.add(scenario, "baseline.clear_buffer", clear / 1000, "us")
  let cases: [(String, (inout CellBuffer) -> Void)] = [
    ("ellipse_200x50_hairline", { $0.stroke(ellipse, style: hairline, with: .color(.white), technique: technique) }),
    ("ellipse_200x50_width_1", { $0.stroke(ellipse, style: wide, with: .color(.white), technique: technique) }),
    ("polyline_1000_hairline", { $0.stroke(polyline, style: hairline, with: .color(.white), technique: technique) }),
    ("polyline_1000_width_1", { $0.stroke(polyline, style: wide, with: .color(.white), technique: technique) }),
    (
      "ellipse_200x50_fill",
      { $0.fill(ellipse, with: .color(.white), technique: .forFills(unicode: true)) }
    ),
  ]
  for (name, draw) in cases {
    let samples = sample(plan.operations, warmup: plan.warmup) { _ in draw(&buffer) }
    report.addLatency(scenario, name, samples, baseline: clear)
  }
}
