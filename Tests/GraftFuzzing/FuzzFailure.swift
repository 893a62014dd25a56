/// A fuzz run that found a problem: where, and how to see it again.
package struct FuzzFailure: Error, CustomStringConvertible {
  /// The seed of the failing run.
  package let seed: UInt64
  /// The 0-based step at which the problem showed.
  package let step: Int
  /// The app the step ran against.
  package let target: String
  /// The step, described.
  package let stepDescription: String
  /// Every invariant that did not hold.
  package let problems: [String]
  /// The steps before it, oldest first.
  package let recentSteps: [String]

  package var description: String {
    """
    graft-fuzz: failure at seed \(seed), step \(step) (\(target)): \(stepDescription.prefix(300))
    \(problems.prefix(12).map { "  - \($0.prefix(600))" }.joined(separator: "\n"))
      steps before it:
    \(recentSteps.map { "    \($0.prefix(200))" }.joined(separator: "\n"))
      replay: swift run -c release graft-fuzz --seed \(seed) --iterations \(step + 1)
    """
  }
}
