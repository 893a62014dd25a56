import Foundation

/// A window on a headless screen, with the views a test put there: what queries search,
/// actions act on, and the evidence tests assert on.
///
/// Make one with ``ViewHosting``. Everything a host does is synchronous and runs on the main
/// actor: an action delivers its event through the window, then ``flush()``es, so the next line
/// of the test sees the updated views.
///
/// ```swift
/// let host = ViewHosting.host(CounterView(), size: CGSize(width: 20, height: 3))
/// try host.find(button: "Increment").tap()
/// #expect(try host.find(text: "Count: 1").uiView.text == "Count: 1")
/// #expect(host.trace.bodyEvaluations(of: CounterView.self) == 2)
/// ```
///
/// Runtime issues the views report while the host updates them (hosting, flushes, actions) are
/// collected in ``runtimeIssues``; in strict mode each one also fails the test at the line of
/// the call that caused it. That is why every call takes the caller's `fileID`, `filePath`,
/// `line` and `column`, with defaults you never write.
@MainActor
public final class ViewHost: ViewSearching {
  /// The window the views are in.
  public let window: UIWindow
  /// The window's root view controller: a `UIHostingController` for a hosted SwiftUI view.
  public let rootViewController: UIViewController
  /// Every representable call and body evaluation since the host was made, in order.
  ///
  /// The trace records from before the first update, so `make` and the first `update` are in it.
  public let trace = LifecycleTrace()
  /// The runtime issues reported while the host updated its views, each once, oldest first.
  public private(set) var runtimeIssues: [RuntimeIssue] = []
  /// Whether each new runtime issue fails the test, recorded at the call that caused it.
  public var isStrict: Bool

  private var seenIssues: Set<RuntimeIssue> = []
  private var flushesAfterActions = true
  /// Where the host was made: failures found outside any call, such as while reading
  /// ``screen``, are recorded there.
  let creationSite: CallSite

  init(rootViewController: UIViewController, size: CGSize, strict: Bool, site: CallSite) {
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    self.rootViewController = rootViewController
    isStrict = strict
    creationSite = site
    capturing(at: site) {
      window.rootViewController = rootViewController
      // NB: The hosting view exists now but has not built its tree yet; tracing must start
      // before the first layout runs the first update.
      attachTrace()
      window.makeKeyAndVisible()
      flushNow()
    }
  }

  // MARK: - Updating

  /// Runs every pending update and layout now, synchronously, until nothing is left.
  ///
  /// Actions flush by themselves. Call this after changing something the views observe from
  /// the test itself: an `@Observable` model, an `ObservableObject`, a UIKit view's property.
  ///
  /// ```swift
  /// model.level = 2
  /// host.flush()
  /// #expect(host.trace.updateReasons(of: LevelRepresentable.self) == ["make", "observable"])
  /// ```
  public func flush(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    capturing(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flushNow()
    }
  }

  /// Changes the window's size, as a terminal resize does, and lays the views out again.
  public func resize(
    to size: CGSize, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    capturing(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      window.frame = CGRect(origin: .zero, size: size)
      flushNow()
    }
  }

  /// The window's size in cells.
  public var size: CGSize { window.bounds.size }

  /// Gives the hosted SwiftUI view a new value, as a parent passing new arguments would, and
  /// flushes.
  ///
  /// Use it to check what an input change does to a representable: its `updateUIView` runs
  /// with the new value, and the trace says which field changed.
  ///
  /// ```swift
  /// try host.update(rootView: GaugeView(level: 3))
  /// #expect(host.trace.updateReasons(of: GaugeRepresentable.self).last == "value: level")
  /// ```
  ///
  /// - Throws: ``InspectionError/typeMismatch(_:expected:)`` unless the host shows a
  ///   `UIHostingController` of `Content`.
  public func update<Content: View>(
    rootView: Content, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) throws {
    guard let controller = rootViewController as? UIHostingController<Content> else {
      throw InspectionError.typeMismatch(
        "the root view controller \(Element.typeName(of: rootViewController))",
        expected: "UIHostingController<\(Content.self)>")
    }
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      controller.rootView = rootView
    }
  }

  /// Runs `body` without flushing after each action in it, so a test can look at the state
  /// between an event and the update it causes.
  ///
  /// ```swift
  /// try host.withoutFlushing { try host.find(button: "Tap").tap() }
  /// #expect(log == ["action"])            // the binding is written, no update yet
  /// host.flush()
  /// #expect(log == ["action", "update"])
  /// ```
  ///
  /// Reading ``screen`` draws the window, which lays it out and so flushes.
  public func withoutFlushing<Result>(_ body: () throws -> Result) rethrows -> Result {
    let previous = flushesAfterActions
    flushesAfterActions = false
    defer { flushesAfterActions = previous }
    return try body()
  }

  /// Lets the main actor run what the views scheduled for later (`Task { @MainActor in … }`,
  /// `DispatchQueue.main.async`), flushing after each turn, until a turn leaves nothing to do.
  ///
  /// Only needed for code that defers work on purpose; everything else is done when an action
  /// returns.
  public func settle(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    for _ in 0..<Self.maximumSettlingTurns {
      await Task.yield()
      guard hasPendingWork else { return }
      capturing(at: site) { flushNow() }
    }
  }

  /// How many main-actor turns ``settle(fileID:filePath:line:column:)`` waits at most.
  private static let maximumSettlingTurns = 16

  // MARK: - Evidence

  /// The screen as text: one line per row, trailing blanks trimmed.
  public var screen: String {
    capturing(at: creationSite) { window.renderedText() }
  }

  /// An indented dump of what queries search: each view's type and text, its ids, and, for
  /// views of the graph, the UIKit class that shows it.
  public var treeDescription: String {
    Element.treeDescription(Element.roots(of: window))
  }

  /// Forgets the runtime issues collected so far.
  public func removeAllRuntimeIssues() {
    runtimeIssues.removeAll()
    seenIssues.removeAll()
  }

  /// Where queries on the host search: the whole window.
  public var searchScope: SearchScope {
    SearchScope(host: self, path: []) { [window] in Element.roots(of: window) }
  }

  // MARK: - Machinery for actions

  /// Runs an action: `body` delivers its events, then the host flushes, unless inside
  /// ``withoutFlushing(_:)``. Runtime issues are collected for `site`.
  func perform(at site: CallSite, _ body: () -> Void) {
    capturing(at: site) {
      body()
      if flushesAfterActions { flushNow() }
    }
  }

  /// ``perform(at:_:)`` for an action that can fail before or after its events.
  func performThrowing<Value>(at site: CallSite, _ body: () throws -> Value) throws -> Value {
    try capturingThrowing(at: site) {
      let result = try body()
      if flushesAfterActions { flushNow() }
      return result
    }
  }

  /// Runs `body` collecting the runtime issues it reports, and records them for `site`.
  ///
  /// NB: The sink is swapped only while the host works, never for its lifetime: tests run side
  /// by side on the main actor, and an issue belongs to the host whose work raised it.
  func capturing<Value>(at site: CallSite, _ body: () -> Value) -> Value {
    let (result, issues) = RuntimeIssues.collecting(body)
    record(issues, at: site)
    return result
  }

  /// ``capturing(at:_:)`` for a body that throws: the issues it reported before throwing are
  /// kept too.
  func capturingThrowing<Value>(at site: CallSite, _ body: () throws -> Value) throws -> Value {
    try capturing(at: site) { Result { try body() } }.get()
  }

  private func record(_ issues: [RuntimeIssue], at site: CallSite) {
    for issue in issues where seenIssues.insert(issue).inserted {
      runtimeIssues.append(issue)
      if isStrict { site.recordFailure("runtime issue: \(issue)") }
    }
  }

  /// Lays out until every graph in the window is quiescent.
  func flushNow() {
    for _ in 0..<ViewGraph.maximumPasses {
      attachTrace()
      window.layoutIfNeeded()
      let pending = hostingViews().filter { $0.graph.hasPendingWork || $0.graph.needsLayout }
      if pending.isEmpty { return }
      for view in pending { view.setNeedsLayout() }
    }
  }

  private var hasPendingWork: Bool {
    window.needsLayout || hostingViews().contains { $0.graph.hasPendingWork }
  }

  /// Points every hosting view's graph at the host's trace, including ones added since.
  private func attachTrace() {
    for view in hostingViews() where view.graph.trace !== trace {
      view.graph.trace = trace
    }
  }

  private func hostingViews() -> [HostingView] {
    window.descendants(ofType: HostingView.self)
  }
}
