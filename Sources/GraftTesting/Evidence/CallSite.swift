internal import Testing
internal import XCTest

/// Where a test called an assertion or an action, so a failure points at the caller's line.
///
/// NB: Kept as the four values Point-Free's helpers forward, because XCTest wants a
/// `StaticString` file and Swift Testing wants a `SourceLocation`; one call site serves both.
struct CallSite {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Records a test failure here: through Swift Testing while one of its tests runs, else
  /// through XCTest.
  func recordFailure(_ message: String) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: String(describing: fileID), filePath: String(describing: filePath),
          line: Int(line), column: Int(column)))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
