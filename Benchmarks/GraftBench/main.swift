import Foundation

/// graft-bench: the benchmark suite. See docs/Performance.md.
///
///     swift run -c release graft-bench [--json] [--quick] [--only S1,S3]
MainActor.assumeIsolated {
  let arguments = CommandLine.arguments.dropFirst()
  let json = arguments.contains("--json")
  var plan = Plan(quick: arguments.contains("--quick"))
  if let flag = arguments.firstIndex(of: "--sizes"), arguments.index(after: flag) < arguments.endIndex {
    plan.sizes = arguments[arguments.index(after: flag)].split(separator: ",").compactMap { Int($0) }
  }
  var only: Set<String>?
  if let flag = arguments.firstIndex(of: "--only"), arguments.index(after: flag) < arguments.endIndex {
    only = Set(arguments[arguments.index(after: flag)].split(separator: ",").map { $0.uppercased() })
  }
  if arguments.contains("--help") {
    print("usage: graft-bench [--json] [--quick] [--only S1,S2,...] [--sizes 1000,10000]")
    return
  }
  let report = Report(json: json)
  let scenarios: [(String, @MainActor (Report, Plan) -> Void)] = [
    ("S1", runS1), ("S2", runS2), ("S3", runS3), ("S4", runS4),
    ("S5", runS5), ("S6", runS6), ("S7", runS7), ("S8", runS8), ("S9", runS9), ("S10", runS10),
    ("S11", runS11), ("S12", runS12), ("S13", runS13), ("S14", runS14), ("S15", runS15),
    ("S16", runS16),
  ]
  let start = Clock.now()
  for (name, run) in scenarios where only?.contains(name) ?? true {
    let scenarioStart = Clock.now()
    run(report, plan)
    report.add(name, "scenario_wall_time", Double(Clock.now() - scenarioStart) / 1e9, "s")
    // NB: Main-queue blocks the graph scheduled (flush requests) run here, between scenarios.
    RunLoop.main.run(until: Date())
  }
  report.add("suite", "wall_time", Double(Clock.now() - start) / 1e9, "s")
}
