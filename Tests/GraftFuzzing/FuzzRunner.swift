import Foundation
import SeededRandom
import GraftGraphics
import GraftKit
import GraftTerminal
import GraftUI

/// Runs random steps against apps in memory terminals and checks, after every step, that the
/// app agrees with its reference model; see docs/Reliability.md.
///
/// After each step: nothing crashed; no update is stalled; the terminal shows exactly the frame
/// the window drew, every cell's text and style (``ScreenCheck``); every representable identity
/// was made once and, once removed, dismantled once and freed along with its coordinator,
/// UIKit view, host view and node; the target's model matches the screen; and the only runtime
/// issues are those the app causes by design. A session that ends (Ctrl-C, a signal, end of
/// input) must leave the terminal restored, and releasing it must dismantle and free
/// everything; resident memory, read then, must stay within its bound (``MemoryCheck``).
@MainActor
package final class FuzzRunner {
  private let options: FuzzOptions
  private var random: SeededGenerator
  private var report = FuzzReport()
  private var targets: [any FuzzTarget] = []
  private var recent: [String] = []
  private var issues: [RuntimeIssue] = []
  private var pendingForcedPaste: Int?
  private var memory: MemoryCheck?

  /// Creates a runner; nothing runs until ``run()``.
  package init(options: FuzzOptions) {
    self.options = options
    random = SeededGenerator(seed: options.seed)
    report.seed = options.seed
    pendingForcedPaste = options.forcedPaste
    if options.checksMemory {
      memory = MemoryCheck(
        baselineStep: options.memoryBaselineStep ?? MemoryCheck.defaultBaselineStep(iterations: options.iterations),
        floorMegabytes: options.memoryFloorMegabytes)
    }
    for name in options.targets {
      switch name {
      case "demo": targets.append(DemoTarget())
      case "mixed": targets.append(MixedTarget(seed: options.seed))
      default: break
      }
    }
  }

  /// Runs every step; throws the first failure.
  package func run() async throws(FuzzFailure) -> FuzzReport {
    CrashBreadcrumb.runStarted()
    defer { CrashBreadcrumb.runEnded() }
    let start = ContinuousClock.now
    guard !targets.isEmpty else { return report }

    var target = random.pick(targets)
    var session: FuzzSession? = try capturing { () throws(FuzzFailure) in try launch(target, step: 0) }
    var census = LifecycleCensus()
    // NB: The census starts with what the first frame mounted.
    var launchProblems = capturing { census.observe(session?.graph) }
    for index in 0..<options.iterations {
      guard session != nil else { break }
      let step = nextStep(session!, target: target)
      CrashBreadcrumb.set(
        "seed \(options.seed), step \(index) (\(target.name)): \(String(describing: step).prefix(300))\n  steps before it:\n"
          + recent.suffix(8).map { "    \($0.prefix(300))" }.joined(separator: "\n"))
      report.count(step, target: target.name)
      remember("\(index): \(step)")
      issues.removeAll()
      RuntimeIssues.resetReportedIssues()
      let stepStart = ContinuousClock.now
      defer { report.secondsByKind[step.kind, default: 0] += (ContinuousClock.now - stepStart).seconds }
      await perform(step, in: session!, target: target)

      var problems: [String] = []
      if session?.isRunning == false {
        // NB: The runner must hold no reference to the session it releases.
        problems += await finish(session.take()!, census: census, target: target, quit: step.quit)
        // NB: Read between sessions, when nothing of an app is alive.
        if let problem = memory?.measure(afterStep: index) { problems.append(problem) }
        target = random.pick(targets)
        session = try capturing { () throws(FuzzFailure) in try launch(target, step: index) }
        census = LifecycleCensus()
        launchProblems = capturing { census.observe(session?.graph) }
      }
      problems += launchProblems
      launchProblems = []
      problems += capturing { checks(session!, census: census, target: target, garbage: step.kind == "garbage") }
      for issue in issues {
        report.issues[issue.message, default: 0] += 1
        if !target.allowedIssues.contains(issue.message) { problems.append("runtime issue: \(issue)") }
      }
      if !problems.isEmpty {
        if ProcessInfo.processInfo.environment["GRAFT_FUZZ_TREE"] != nil {
          print(session?.graph?.root?.treeDescription() ?? "no tree")
          print(session?.screenText ?? "")
        }
        throw FuzzFailure(
          seed: options.seed, step: index, target: target.name, stepDescription: step.description,
          problems: problems, recentSteps: recent.dropLast())
      }
      if (index + 1) % 1_000 == 0 { report.sampleMemory() }
      if options.progressInterval > 0, (index + 1) % options.progressInterval == 0 {
        report.seconds = (ContinuousClock.now - start).seconds
        report.memoryCheck = memory?.summary ?? "off"
        options.progress?(report)
      }
    }
    if session != nil {
      // NB: The last session ends as a user ends it, and is checked like every other.
      capturing { session?.end(.controlC) }
      var problems = await finish(session.take()!, census: census, target: target, quit: .controlC)
      if let problem = memory?.measure(afterStep: options.iterations) { problems.append(problem) }
      report.memoryCheck = memory?.summary ?? "off"
      report.memoryReadingsBounded = memory?.boundedReadings ?? 0
      if !problems.isEmpty {
        throw FuzzFailure(
          seed: options.seed, step: options.iterations, target: target.name,
          stepDescription: "the end of the run (Ctrl-C)", problems: problems, recentSteps: recent)
      }
    }
    report.seconds = (ContinuousClock.now - start).seconds
    report.sampleMemory()
    return report
  }

  private func perform(_ step: FuzzStep, in session: FuzzSession, target: any FuzzTarget) async {
    if let from = Self.traceFrom, report.steps > from {
      print("step \(report.steps - 1): \(step)\n\(session.screenText)\n\(session.graph?.root?.treeDescription() ?? "")")
    }
    capturing {
      prepare(step, in: session)
      expect(step, in: session, target: target)
      session.perform(step)
    }
    await Self.drainMainQueue()
    capturing { session.settle() }
  }

  /// Runs `body` with the runtime issues it reports collected for the current step.
  ///
  /// NB: Only around synchronous work: while the runner awaits, other code on the main actor
  /// (other tests) may run, and their issues are not this run's.
  private func capturing<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
    let previous = RuntimeIssues.sink
    RuntimeIssues.sink = { [weak self] issue in self?.issues.append(issue) }
    defer { RuntimeIssues.sink = previous }
    return try body()
  }

  // MARK: - Sessions

  private func launch(_ target: any FuzzTarget, step: Int) throws(FuzzFailure) -> FuzzSession {
    report.sessions += 1
    let width = random.chance(0.5) ? 80 : Int.random(in: 1...options.maximumWidth, using: &random)
    let height = random.chance(0.5) ? 24 : Int.random(in: 1...options.maximumHeight, using: &random)
    do {
      return try FuzzSession(controller: target.launch(), width: width, height: height)
    } catch {
      throw FuzzFailure(
        seed: options.seed, step: step, target: target.name, stepDescription: "launch",
        problems: ["the session did not start: \(error)"], recentSteps: recent)
    }
  }

  /// Checks that a session that ended restored its terminal, then releases it and checks that
  /// everything it made was dismantled and freed.
  private func finish(_ session: consuming FuzzSession, census: LifecycleCensus, target: any FuzzTarget, quit: FuzzQuit?) async -> [String] {
    var problems: [String] = []
    let screen = session.terminal.screen
    if session.terminal.isInHostModes || session.terminal.restoreCount != 1 {
      problems.append("the terminal was restored \(session.terminal.restoreCount) times")
    }
    if screen.isAlternateScreen { problems.append("the alternate screen is still on") }
    if !screen.isCursorVisible { problems.append("the cursor is still hidden") }
    let left = screen.privateModes.intersection([1000, 1002, 1003, 1006, 2004, 1004])
    if !left.isEmpty { problems.append("modes still set: \(left.sorted())") }
    if let quit, session.exitReason != quit.expectedReason {
      problems.append("the session ended with \(String(describing: session.exitReason)), expected \(quit.expectedReason)")
    }
    problems += census.observe(session.graph)
    let trace = session.trace
    weak let controller = session.controller
    weak let window = session.window
    weak let host = session.host
    weak let terminal = session.terminal
    var held: FuzzSession? = consume session
    capturing {
      held?.tearDown()
      census.endAll()
      held = nil
    }
    await Self.drainMainQueue()
    if controller != nil { problems.append("the hosting controller outlived its session") }
    if window != nil { problems.append("the window outlived its session") }
    if host != nil { problems.append("the terminal host outlived its session") }
    if terminal != nil { problems.append("the terminal outlived its session") }
    problems += census.checkReleased()
    problems += census.checkTrace(trace)
    problems += target.checkAfterRelease(census: census)
    report.representablesSeen += census.representablesSeen
    report.nodesSeen += census.nodesSeen
    return problems
  }

  private func checks(_ session: FuzzSession, census: LifecycleCensus, target: any FuzzTarget, garbage: Bool) -> [String] {
    var problems: [String] = []
    if session.isStalled { problems.append("an update is waiting with no frame scheduled to run it") }
    // NB: Every cell, text and style, after every step: a difference in style alone (a lost
    // bold, a wrong colour) fails as surely as a wrong character.
    session.terminal.clearWrites()
    if session.isRunning, let mismatch = ScreenCheck.mismatch(shown: session.terminal.screen.cells, drawn: session.host.lastFrame) {
      problems.append(mismatch)
      if ProcessInfo.processInfo.environment["GRAFT_FUZZ_CELLS"] != nil, let frame = session.host.lastFrame {
        print(ScreenCheck.differingCells(shown: session.terminal.screen.cells, drawn: frame))
      }
    }
    problems += census.observe(session.graph)
    problems += census.checkTrace(session.trace)
    problems += census.checkReleased()
    if garbage { target.resynchronize(from: session, census: census) }
    problems += target.check(session, census: census)
    return problems
  }

  /// `GRAFT_FUZZ_TRACE_FROM=N` prints every step from step N on, with the screen and the view
  /// tree before it: what led to a crash.
  private static let traceFrom = ProcessInfo.processInfo.environment["GRAFT_FUZZ_TRACE_FROM"].flatMap(Int.init)

  /// Runs what the main queue holds: tasks and deferred blocks app code scheduled.
  package static func drainMainQueue() async {
    for _ in 0..<3 { await Task.yield() }
  }

  private func remember(_ line: String) {
    recent.append(String(line.prefix(240)))
    if recent.count > 12 { recent.removeFirst() }
  }

  // MARK: - Choosing steps

  private func nextStep(_ session: FuzzSession, target: any FuzzTarget) -> FuzzStep {
    if let length = pendingForcedPaste, session.editingField != nil {
      pendingForcedPaste = nil
      return .paste(HostileText.paste(length: length, using: &random), terminated: true)
    }
    if session.editingField == nil, pendingForcedPaste != nil || random.chance(0.15),
      let field = session.views(of: UITextField.self).first(where: { !$0.isHiddenInHierarchy })
    {
      let center = session.center(of: field)
      if session.window.bounds.contains(CGPoint(x: center.x, y: center.y)) {
        return .tap(x: center.x, y: center.y, intent: "the text field")
      }
    }
    if let step = target.proposeStep(session, using: &random) { return step }
    let size = session.terminal.size
    switch random.weightedIndex([100, 180, 220, 40, 70, 40, 25, 4]) {
    case 0:
      // NB: Reports are 1-based, so a terminal never reports a cell left of or above the
      // screen; past its right and bottom edges it can, while a resize is on its way.
      return .tap(x: Int.random(in: 0...size.width + 2, using: &random), y: Int.random(in: 0...size.height + 2, using: &random), intent: "a random cell")
    case 1:
      return .key(random.pick(FuzzKey.allCases))
    case 2:
      var tokens = HostileText.typing(using: &random)
      if session.editingField == nil {
        // NB: Without a field, a typed space presses the focused control; aimed taps and the
        // Space key cover that, so typing stays text.
        tokens = tokens.map { if case .text(let text) = $0 { .text(text.replacingOccurrences(of: " ", with: "")) } else { $0 } }
      }
      return .type(tokens)
    case 3:
      // NB: Mostly up to 64 KiB; one paste in thirty goes up to the maximum, since a field
      // holding a mebibyte makes every later keystroke re-measure it.
      let length = random.logUniform(upTo: random.chance(1.0 / 30) ? options.maximumPaste : min(options.maximumPaste, 64 << 10))
      return .paste(HostileText.paste(length: length, using: &random), terminated: random.chance(0.95))
    case 4:
      // NB: The extremes themselves now and then: one cell, and the largest terminal.
      switch random.weightedIndex([8, 1, 1]) {
      case 1: return .resize(width: 1, height: 1)
      case 2: return .resize(width: options.maximumWidth, height: options.maximumHeight)
      default: return .resize(width: random.logUniform(upTo: options.maximumWidth), height: random.logUniform(upTo: options.maximumHeight))
      }
    case 5:
      return .scroll(x: Int.random(in: 0..<max(1, size.width), using: &random), y: Int.random(in: 0..<max(1, size.height), using: &random), down: random.chance(0.5))
    case 6:
      return .garbage(Self.garbage(using: &random))
    default:
      return .relaunch(random.pick(FuzzQuit.allCases))
    }
  }

  /// Bytes biased towards what escape sequences are made of.
  private static func garbage(using random: inout SeededGenerator) -> [UInt8] {
    let alphabet: [UInt8] = Array("\u{1B}[O<;0123456789Mm~?ABCDHFPZIu".utf8) + [0x7F, 0x00, 0x1B, 0x1B]
    return (0..<random.logUniform(upTo: 300)).map { _ in
      random.chance(0.6) ? random.pick(alphabet) : UInt8.random(in: 0...255, using: &random)
    }
  }

  // MARK: - Expectations

  /// Puts the caret at the end of the field being edited before a step that edits text, so
  /// the model's "append at the end" holds whatever earlier steps did to the caret.
  private func prepare(_ step: FuzzStep, in session: FuzzSession) {
    guard session.editingField != nil else { return }
    switch step {
    case .type, .paste, .key(.space), .key(.backspace), .key(.delete): session.feed(FuzzKey.end.bytes)
    default: break
    }
  }

  private func expect(_ step: FuzzStep, in session: FuzzSession, target: any FuzzTarget) {
    let field = session.editingField
    let entry = field.flatMap { target.text(of: $0) }
    switch step {
    case .tap(let x, let y, _):
      if let view = session.hitView(x: x, y: y) { target.activate(view, in: session) }
    case .key(let key):
      if let field, let entry {
        switch key {
        case .space: target.setText(entry.text + " ", of: field)
        case .backspace: target.setText(String(entry.text.dropLast()), of: field)
        default: break
        }
      } else if key == .space || key == .enter, session.window.firstResponder == nil,
        let focused = session.window.focusedView
      {
        target.activate(focused, in: session)
      }
    case .type(let tokens):
      if let field, let entry { target.setText(TypedToken.apply(tokens, to: entry.text), of: field) }
    case .paste(let content, _):
      if let field, let entry {
        let pasted = HostileText.pastedText(content)
        target.setText(HostileText.insert(pasted, into: entry.text, returnEndsEditing: entry.returnEndsEditing).text, of: field)
      }
    default:
      break
    }
  }
}

extension FuzzStep {
  /// How the step ends the session, if it is meant to.
  fileprivate var quit: FuzzQuit? {
    if case .relaunch(let quit) = self { return quit }
    return nil
  }
}

extension FuzzQuit {
  /// The exit reason the host reports for it.
  var expectedReason: TerminalExitReason {
    switch self {
    case .controlC, .controlQ: .userQuit
    case .sigterm: .signal(SIGTERM)
    case .sighup: .signal(SIGHUP)
    case .sigint: .signal(SIGINT)
    case .endOfInput: .endOfInput
    }
  }
}

extension Duration {
  /// The duration in seconds.
  package var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
