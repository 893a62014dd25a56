import Foundation

/// The process's resident memory, read the way the fuzzer's memory bound reads it.
///
/// NB: Resident memory (`/proc/self/statm`) after glibc's `malloc_trim(0)`, rather than
/// `mallinfo2`: trimming hands the allocator's free pages back, so what stays resident is live
/// or fragmented memory, which is what a leak grows; the count includes memory that did not
/// come from `malloc` (Foundation's own storage, mapped buffers), which is what the user pays
/// for; and reading a file needs no declaration of glibc's structures (`mallinfo2` returns a
/// struct by value, which Swift can call only through a C module, and needs glibc 2.33).
package enum ResidentMemory {
  /// Hands the allocator's free memory back to the system (glibc; nothing elsewhere).
  package static func trim() {
    #if canImport(Glibc)
      // NB: Swift's Glibc module does not export <malloc.h>; look the function up by name.
      if let trim = dlsym(nil, "malloc_trim") {
        _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
      }
    #endif
  }

  /// The resident set in bytes (Linux; 0 where `/proc/self/statm` cannot be read).
  package static func bytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * max(1, sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The resident set in bytes after ``trim()``.
  package static func trimmedBytes() -> Int {
    trim()
    return bytes()
  }
}

/// The fuzzer's bound on memory: a leak fails the run, even one that frees no weak reference
/// the census could watch (storage that only grows, a cache that is never emptied).
///
/// The rule: memory is read after every session is released, before the next one starts (and
/// once more after the last), when nothing of an app is alive and the reading does not depend
/// on what the steps left in a text field or how large the terminal is. The first reading at
/// or after the *baseline step* is the baseline; every later reading must stay within
/// 2 × the baseline + the floor. The baseline step is 10,000, or a tenth of the run when that
/// is shorter (by step 10,000, the caches and the allocator have grown to their working size),
/// and the floor is 64 MB.
///
/// NB: A run reads memory every few hundred steps (a relaunch is one step in about 250). In
/// `swift test`, other tests share the process, so readings there include their memory: the
/// floor and the factor keep that from failing the short pass, which is there to catch a gross
/// leak; the slow ones are for the long runs of `graft-fuzz`.
package struct MemoryCheck: Sendable {
  /// The default floor, in megabytes.
  package static let defaultFloorMegabytes = 64

  /// The baseline step for a run of `iterations` steps: 10,000, or a tenth of a shorter run.
  package static func defaultBaselineStep(iterations: Int) -> Int {
    min(10_000, iterations / 10)
  }

  /// The step from which the first reading is the baseline.
  package let baselineStep: Int
  /// Memory the bound allows on top of twice the baseline, in bytes.
  package let floorBytes: Int
  /// The baseline reading, and the step after which it was taken.
  package private(set) var baseline: (step: Int, bytes: Int)?
  /// The largest reading after the baseline, and the step.
  package private(set) var largest: (step: Int, bytes: Int)?
  /// How many readings were taken.
  package private(set) var readings = 0
  /// How many readings were held to the bound: those after the baseline.
  package private(set) var boundedReadings = 0

  /// A check whose baseline is the first reading at or after `baselineStep`.
  package init(baselineStep: Int, floorMegabytes: Int = defaultFloorMegabytes) {
    self.baselineStep = baselineStep
    floorBytes = floorMegabytes << 20
  }

  /// The most memory allowed once the baseline is known: 2 × the baseline + the floor.
  package var limitBytes: Int? {
    baseline.map { 2 * $0.bytes + floorBytes }
  }

  /// Reads memory after the session that ended at `step` was released; returns what is wrong
  /// when the reading exceeds the bound.
  package mutating func measure(afterStep step: Int) -> String? {
    let bytes = ResidentMemory.trimmedBytes()
    if ProcessInfo.processInfo.environment["GRAFT_FUZZ_MEMORY"] != nil {
      print("graft-fuzz memory: \(Self.megabytes(bytes)) after malloc_trim, after step \(step)")
    }
    return record(bytes, afterStep: step)
  }

  /// Records a reading of `bytes`, taken after `step`; returns what is wrong when it exceeds the
  /// bound.
  package mutating func record(_ bytes: Int, afterStep step: Int) -> String? {
    readings += 1
    guard let baseline, let limit = limitBytes else {
      if step >= baselineStep { baseline = (step, bytes) }
      return nil
    }
    boundedReadings += 1
    if bytes > largest?.bytes ?? 0 { largest = (step, bytes) }
    guard bytes > limit else { return nil }
    return """
      resident memory after malloc_trim is \(Self.megabytes(bytes)) once the session that ended at \
      step \(step) was released, over the bound of \(Self.megabytes(limit)): 2 × the baseline \
      \(Self.megabytes(baseline.bytes)) (read after step \(baseline.step)) + \
      \(Self.megabytes(floorBytes)): something the sessions made is never freed
      """
  }

  /// What the check saw, for the report.
  package var summary: String {
    guard let baseline, let limit = limitBytes else {
      return "no baseline (no session ended at or after step \(baselineStep)), \(readings) readings"
    }
    let most = largest.map { "\(Self.megabytes($0.bytes)) at most since (after step \($0.step))" } ?? "no reading since"
    return "baseline \(Self.megabytes(baseline.bytes)) after step \(baseline.step), bound \(Self.megabytes(limit)), \(most), \(boundedReadings) of \(readings) readings bounded"
  }

  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / Double(1 << 20))
  }
}
