import GraftTesting
import Testing

/// A score over a rule, three rows high: small enough to spell out in full.
private struct Score: View {
  let value: Int
  var body: some View {
    VStack {
      Text("Score")
      Text("\(value)")
      Text("=====")
    }
  }
}

@Suite @MainActor struct AssertScreenTests {
  @Test func aMatchingScreenPasses() {
    assertScreen(Score(value: 42), width: 9, height: 3) {
      """
        Score
         42
        =====
      """
    }
  }

  @Test func trailingBlanksAndEmptyRowsAtTheBottomDoNotCount() {
    assertScreen(Text("Hi"), width: 4, height: 3) {
      "\n Hi   \n\n\n"
    }
  }

  @Test func aHostIsReadAsItIsNowAfterAnOptionalResize() {
    let host = ViewHosting.host(Score(value: 1), size: CGSize(width: 9, height: 7))
    assertScreen(host, height: 3) {
      """
        Score
          1
        =====
      """
    }
    #expect(host.size == CGSize(width: 9, height: 3), "the host was resized first")
  }

  @Test func aMismatchIsRecordedWithALineByLineDiff() {
    let line = #line + 2
    withKnownIssue {
      assertScreen(Score(value: 42), width: 9, height: 3) {
        """
          Score
           41
          =====
        """
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        screen does not match (- expected, + actual):
          1 |   Score
        - 2 |    41
        + 2 |    42
          3 |   =====
        """
      ] && issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func missingAndExtraLinesAreMarked() {
    withKnownIssue {
      assertScreen(Score(value: 7), width: 9, height: 3) {
        """
          Score
        """
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        screen does not match (- expected, + actual):
          1 |   Score
        + 2 |     7
        + 3 |   =====
        """
      ]
    }
    withKnownIssue {
      assertScreen(Text("A"), width: 1, height: 1) { "A\nB" }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        screen does not match (- expected, + actual):
          1 | A
        - 2 | B
        """
      ]
    }
  }

  @Test func lineNumbersAreAlignedPastNine() {
    let rows = VStack { ForEach(0..<10, id: \.self) { Text("Row \($0)") } }
    withKnownIssue {
      assertScreen(rows, width: 5, height: 10) { (0..<10).map { _ in "x" }.joined(separator: "\n") }
    } matching: { issue in
      let lines = issue.comments.first?.rawValue.split(separator: "\n") ?? []
      return lines.count == 21 && lines[1] == "-  1 | x" && lines[20] == "+ 10 | Row 9"
    }
  }
}
