import Foundation

/// A problem the runtime noticed in app code: a state write during an update, a missing
/// environment object, an update cycle. It uses Apple's exact wording where Apple has one.
public struct RuntimeIssue: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, in Apple's words.
  public let message: String
  /// Where it was noticed, when a call site is known.
  public let fileID: String
  public let line: Int

  public var description: String {
    fileID.isEmpty ? message : "\(fileID):\(line): \(message)"
  }
}

/// Where runtime issues go: standard error by default, a test's collector under GraftTesting.
///
/// Each issue is reported once per call site (message, file and line), as Xcode's runtime issue
/// navigator shows it once.
@MainActor @preconcurrency
public enum RuntimeIssues {
  /// Receives each new issue. Replace it to collect issues; the default prints to standard error.
  package static var sink: (RuntimeIssue) -> Void = { issue in
    FileHandle.standardError.write(Data("[Graft] \(issue)\n".utf8))
  }

  private static var reported: Set<RuntimeIssue> = []

  /// Whether to report a `@State` that holds an object and discards the new instance its view
  /// created on a re-render. Off by default, since Apple reports nothing here.
  ///
  /// Turn it on to find the articles' pitfall, docs/Behaviour.md,
  /// "Configuring an object in state before install": a modifier that configures a `@State`
  /// object before the view is installed only ever configures a throwaway instance after the
  /// first render.
  public static var reportsDiscardedStateInstances = false

  /// Reports `message` unless the same issue was already reported from the same call site.
  package static func report(_ message: String, fileID: String = "", line: Int = 0) {
    let issue = RuntimeIssue(message: message, fileID: fileID, line: line)
    guard reported.insert(issue).inserted else { return }
    sink(issue)
  }

  /// Forgets which issues were reported, so a test sees each again.
  package static func resetReportedIssues() {
    reported.removeAll()
  }

  /// Runs `body` with every issue it reports collected instead of sent to the sink.
  package static func collecting<Result>(_ body: () throws -> Result) rethrows -> (Result, [RuntimeIssue]) {
    let previousSink = sink
    let previousReported = reported
    var issues: [RuntimeIssue] = []
    sink = { issues.append($0) }
    reported = []
    defer {
      sink = previousSink
      reported = previousReported
    }
    let result = try body()
    return (result, issues)
  }
}
