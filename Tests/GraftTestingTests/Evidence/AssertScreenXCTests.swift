import GraftTesting
import XCTest

/// `assertScreen` outside Swift Testing: the failure goes to XCTest, at the caller's line.
final class AssertScreenXCTests: XCTestCase {
  private var failures: [(description: String, file: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    failures.append((description, filePath, lineNumber))
  }

  func testAMismatchIsRecordedThroughXCTestAtTheCallersLine() {
    let line = #line + 2
    MainActor.assumeIsolated {
      assertScreen(Text("B"), width: 1, height: 1) { "A" }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(
      failures.first?.description,
      """
      screen does not match (- expected, + actual):
      - 1 | A
      + 1 | B
      """)
    XCTAssertEqual(failures.first?.file, #filePath)
    XCTAssertEqual(failures.first?.line, line)
  }

  func testAMatchRecordsNothing() {
    MainActor.assumeIsolated {
      assertScreen(Text("B"), width: 1, height: 1) { "B" }
    }
    XCTAssertTrue(failures.isEmpty)
  }
}
