import GraftFuzzing
import GraftGraphics
import GraftTerminal
import Testing

/// The fuzzer's own checks, on inputs made by hand: what they accept, what they report, and
/// the rule the memory bound follows.
@Suite struct FuzzCheckTests {
  // MARK: - The screen

  @Test func aScreenEqualToTheFrameInTextAndStyleMatches() {
    var frame = CellBuffer(width: 6, height: 2)
    frame.write("ok", x: 1, y: 0, style: TextStyle(foreground: .rgb(0, 122, 255), attributes: [.bold, .underline]))
    frame.write("你", x: 3, y: 1)
    var encoder = FrameEncoder(capabilities: TerminalCapabilities(colorDepth: .trueColor))
    var screen = TerminalScreen(width: 6, height: 2)
    screen.apply(encoder.encode(frame))
    #expect(ScreenCheck.mismatch(shown: screen.cells, drawn: frame) == nil)
  }

  @Test func aCellThatDiffersOnlyInBoldIsReportedWithItsPositionAndBothStyles() {
    var drawn = CellBuffer(width: 8, height: 3)
    drawn.write("[Clear]", x: 0, y: 2, style: TextStyle(foreground: .rgb(0, 122, 255), attributes: .bold))
    var shown = drawn
    shown.setStyle(TextStyle(foreground: .rgb(0, 122, 255)), in: CellRect(x: 0, y: 2, width: 7, height: 1))
    #expect(shown.plainText == drawn.plainText, "the text alone does not tell them apart")
    #expect(
      ScreenCheck.mismatch(shown: shown, drawn: drawn) == """
        the terminal shows another cell than the window drew at column 0, row 2 (7 cells differ):
            expected (drawn) "[" [U+5B] fg #007AFF bg default bold
            actual (shown)   "[" [U+5B] fg #007AFF bg default no attributes
            row 2 drawn "[Clear] "
            row 2 shown "[Clear] "
        """)
  }

  @Test func aCellThatDiffersOnlyInItsBackgroundIsReported() throws {
    let drawn = CellBuffer(lines: ["ab"])
    var shown = drawn
    shown.setStyle(TextStyle(background: .rgb(30, 30, 30)), in: CellRect(x: 1, y: 0, width: 1, height: 1))
    let message = try #require(ScreenCheck.mismatch(shown: shown, drawn: drawn))
    #expect(message.hasPrefix("the terminal shows another cell than the window drew at column 1, row 0 (1 cell differs):"))
    #expect(message.contains(#"expected (drawn) "b" [U+62] fg default bg default no attributes"#))
    #expect(message.contains(#"actual (shown)   "b" [U+62] fg default bg #1E1E1E no attributes"#))
  }

  @Test func aScreenOfAnotherSizeOrNoFrameIsReported() {
    #expect(
      ScreenCheck.mismatch(shown: CellBuffer(width: 3, height: 2), drawn: CellBuffer(width: 2, height: 2))
        == "the terminal is 3×2 cells, the frame the window drew 2×2")
    #expect(
      ScreenCheck.mismatch(shown: CellBuffer(width: 3, height: 2), drawn: nil)
        == "the terminal shows a screen, but the window drew no frame")
  }

  // MARK: - Memory

  @Test func theBaselineIsTheFirstReadingAtOrAfterItsStep() {
    var check = MemoryCheck(baselineStep: 100, floorMegabytes: 64)
    #expect(check.record(500 << 20, afterStep: 40) == nil, "before the baseline step nothing is bounded")
    #expect(check.limitBytes == nil)
    #expect(check.record(30 << 20, afterStep: 130) == nil)
    #expect(check.baseline?.step == 130)
    #expect(check.limitBytes == (2 * 30 + 64) << 20)
  }

  @Test func aReadingWithinTwiceTheBaselinePlusTheFloorPasses() {
    var check = MemoryCheck(baselineStep: 0, floorMegabytes: 64)
    _ = check.record(30 << 20, afterStep: 10)
    #expect(check.record(124 << 20, afterStep: 20) == nil)
    #expect(check.largest?.bytes == 124 << 20)
    #expect(check.readings == 2)
  }

  @Test func aReadingPastTheBoundFailsSayingWhereAndByHowMuch() {
    var check = MemoryCheck(baselineStep: 10, floorMegabytes: 64)
    _ = check.record(30 << 20, afterStep: 12)
    #expect(
      check.record((124 << 20) + 1, afterStep: 900) == """
        resident memory after malloc_trim is 124.0 MB once the session that ended at step 900 was \
        released, over the bound of 124.0 MB: 2 × the baseline 30.0 MB (read after step 12) + \
        64.0 MB: something the sessions made is never freed
        """)
  }

  @Test func theDefaultBaselineStepIsTenThousandOrATenthOfAShorterRun() {
    #expect(MemoryCheck.defaultBaselineStep(iterations: 1_000_000) == 10_000)
    #expect(MemoryCheck.defaultBaselineStep(iterations: 100_000) == 10_000)
    #expect(MemoryCheck.defaultBaselineStep(iterations: 800) == 80)
  }

  @Test func residentMemoryCanBeRead() {
    #expect(ResidentMemory.trimmedBytes() > 1 << 20)
  }
}
