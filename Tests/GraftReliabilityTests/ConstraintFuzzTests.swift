import Foundation
import GraftFuzzing
import GraftKit
import Testing

/// Random constraint systems into Auto Layout: nothing crashes or hangs, and every required
/// constraint the engine kept holds in the frames it gave.
@Suite @MainActor struct ConstraintFuzzTests {
  @Test func randomConstraintSystemsHoldTheirRequiredConstraints() throws {
    let report = try ConstraintFuzzer.run(seed: 7, systems: 300)
    #expect(report.systems == 300)
    #expect(report.checks > 500, "enough required constraints were checked: \(report)")
    #expect(report.issues > 0, "conflicts and bad numbers were reported, not fatal")
  }
}
