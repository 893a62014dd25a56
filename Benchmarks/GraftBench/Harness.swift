import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Timing, statistics, memory and reporting for the benchmark: no outside packages.
enum Clock {
  /// Nanoseconds on the monotonic clock.
  static func now() -> UInt64 {
    #if canImport(Glibc)
      var spec = timespec()
      clock_gettime(CLOCK_MONOTONIC, &spec)
      return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    #else
      return UInt64(ContinuousClock.now.duration(to: ContinuousClock.now).components.attoseconds / 1_000_000_000)
    #endif
  }

  /// Runs `body` once and returns how long it took, in nanoseconds.
  @inline(never)
  static func time(_ body: () -> Void) -> Double {
    let start = now()
    body()
    return Double(now() - start)
  }
}

/// Sorted samples and the figures the report takes from them.
struct Stats {
  let sorted: [Double]

  init(_ samples: [Double]) {
    sorted = samples.sorted()
  }

  func percentile(_ p: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((p / 100 * Double(sorted.count - 1)).rounded(.up))
    return sorted[Swift.min(Swift.max(rank, 0), sorted.count - 1)]
  }

  var median: Double { percentile(50) }
  var p99: Double { percentile(99) }
  var min: Double { sorted.first ?? .nan }
  var mean: Double { sorted.isEmpty ? .nan : sorted.reduce(0, +) / Double(sorted.count) }
}

/// Resident memory, from `/proc/self/statm`, and glibc's `malloc_trim` to settle the heap.
///
/// NB: Swift's Glibc module does not export `<malloc.h>`, so `mallinfo2` is out of reach
/// without a C target; `malloc_trim` is looked up by name.
enum Memory {

  /// Resident set size in bytes.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// Gives freed memory back, so the next delta starts from a settled heap.
  static func trim() {
    #if canImport(Glibc)
      typealias Trim = @convention(c) (Int) -> Int32
      if let symbol = dlsym(nil, "malloc_trim") {
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
      }
    #endif
  }
}

/// The main thread's context switches: how often it slept and woke.
enum Wakeups {
  static func voluntaryContextSwitches() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8) else { return -1 }
    for line in text.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
      return Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? -1
    }
    return -1
  }
}

/// One figure.
struct Record {
  var scenario: String
  var metric: String
  var value: Double
  var unit: String
}

/// Collects figures and prints them as they come: one JSON object per line with `--json`,
/// aligned text otherwise.
@MainActor
final class Report {
  private(set) var records: [Record] = []
  let json: Bool

  init(json: Bool) {
    self.json = json
  }

  func add(_ scenario: String, _ metric: String, _ value: Double, _ unit: String) {
    let record = Record(scenario: scenario, metric: metric, value: value, unit: unit)
    records.append(record)
    if json {
      print(
        "{\"scenario\":\(quoted(scenario)),\"metric\":\(quoted(metric)),\"value\":\(number(value)),\"unit\":\(quoted(unit))}"
      )
    } else {
      let name = scenario.padding(toLength: max(scenario.count, 22), withPad: " ", startingAt: 0)
      let label = metric.padding(toLength: max(metric.count, 30), withPad: " ", startingAt: 0)
      print("\(name) \(label) \(format(value)) \(unit)")
    }
    fflush(nil)
  }

  func add(_ scenario: String, _ metric: String, _ value: Int, _ unit: String = "count") {
    add(scenario, metric, Double(value), unit)
  }

  /// Median, p99 and minimum of `samples` (nanoseconds), reported in microseconds.
  func addLatency(_ scenario: String, _ name: String, _ samples: [Double], baseline: Double? = nil) {
    let stats = Stats(samples)
    add(scenario, "\(name).median", stats.median / 1000, "us")
    add(scenario, "\(name).p99", stats.p99 / 1000, "us")
    add(scenario, "\(name).min", stats.min / 1000, "us")
    if let baseline, baseline > 0 {
      add(scenario, "\(name).median_over_baseline", stats.median / baseline, "x")
    }
  }

  func note(_ text: String) {
    if !json { print("# \(text)") }
  }

  private func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  private func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%.4f", value)
  }

  private func format(_ value: Double) -> String {
    guard value.isFinite else { return "n/a" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%.3f", value)
  }
}
