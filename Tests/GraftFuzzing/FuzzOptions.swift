/// How a fuzz run goes: how long, from which seed, against which apps, and how big its inputs
/// may get.
package struct FuzzOptions: Sendable {
  /// The number of steps.
  package var iterations = 2_000
  /// The seed every choice follows.
  package var seed: UInt64 = 1
  /// The apps to run: `demo` (the articles' Demo) and `mixed` (``MixedScreen``).
  package var targets = ["demo", "mixed"]
  /// The largest paste, in bytes.
  package var maximumPaste = 1 << 20
  /// The largest terminal.
  package var maximumWidth = 500
  /// The tallest terminal.
  package var maximumHeight = 200
  /// When set, the first step taken while a text field is being edited is a paste of this
  /// many bytes (and until then, steps aim at a text field).
  package var forcedPaste: Int?
  /// Whether resident memory is bounded (see ``MemoryCheck``).
  package var checksMemory = true
  /// The step from which the first memory reading is the baseline; `nil`: 10,000, or a tenth
  /// of a shorter run.
  package var memoryBaselineStep: Int?
  /// Memory allowed on top of twice the baseline, in megabytes.
  package var memoryFloorMegabytes = MemoryCheck.defaultFloorMegabytes
  /// Called every `progressInterval` steps with the report so far.
  package var progressInterval = 0
  /// Receives the report every `progressInterval` steps.
  package var progress: (@MainActor (FuzzReport) -> Void)?

  /// Options for a short run: 2,000 steps from seed 1 against both apps.
  package init() {}
}
