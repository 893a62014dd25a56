import GraftTesting
import XCTest

/// `assertScreen` outside Swift Testing: the failure goes to XCTest, at the caller's line.
///
/// NB: XCTest sends every failure to the test case that is running, through `recordFailure`.
/// Only the failures recorded inside ``capturingFailures(_:)`` are kept for the test to read;
/// every other one, the test's own `XCTAssert`s included, goes on to XCTest and fails the test.
/// (Running the code under test in a second `XCTestCase` instead would not do: when that case's
/// run ends, swift-corelibs-xctest sets its current test case to `nil`, and the assertions that
/// follow would go nowhere.)
final class AssertScreenXCTests: XCTestCase {
  private struct Failure: Equatable {
    let description: String
    let file: String
    let line: Int
  }

  /// The failures recorded while ``capturingFailures(_:)`` runs; `nil` the rest of the time.
  private var captured: [Failure]?

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard captured != nil else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    captured?.append(Failure(description: description, file: filePath, line: lineNumber))
  }

  /// Runs `body` and returns the failures it recorded, which then do not fail the test.
  private func capturingFailures(_ body: () -> Void) -> [Failure] {
    captured = []
    defer { captured = nil }
    body()
    return captured ?? []
  }

  func testAMismatchIsRecordedThroughXCTestAtTheCallersLine() {
    let line = #line + 3
    let failures = capturingFailures {
      MainActor.assumeIsolated {
        assertScreen(Text("B"), width: 1, height: 1) { "A" }
      }
    }
    XCTAssertEqual(
      failures,
      [
        Failure(
          // NB: XCTFail's own prefix, then assertScreen's message.
          description: """
            failed - screen does not match (- expected, + actual):
            - 1 | A
            + 1 | B
            """,
          file: #filePath, line: line)
      ])
  }

  func testAMatchRecordsNothing() {
    let failures = capturingFailures {
      MainActor.assumeIsolated {
        assertScreen(Text("B"), width: 1, height: 1) { "B" }
      }
    }
    XCTAssertEqual(failures, [])
  }
}
