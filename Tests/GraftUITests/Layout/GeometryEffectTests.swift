import Foundation
import GraftUI
import Testing

@Suite @MainActor struct GeometryEffectTests {
  @Test func anOffsetMovesTheDrawingButNotTheLayout() {
    let (window, _) = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("a")
        Text("b").offset(x: 2, y: 1)
        Text("c")
      }, width: 4, height: 3)
    // NB: The stack is one cell wide and centred; the row `b` left stays empty.
    #expect(
      window.screen() == """
         a

         c b
        """)
  }

  @Test func anOffsetMovesWhereTheViewIsTapped() throws {
    var taps = 0
    let (window, _) = host(
      Button("Go") { taps += 1 }.offset(CGSize(width: 3, height: 0)), width: 12, height: 1)
    let button = try #require(window.button("Go"))
    #expect(button.convert(CGPoint.zero, to: nil).x == 6)
    window.tap(button)
    #expect(taps == 1)
    #expect(window.screen() == "      [ Go ]")
  }

  @Test func positionCentresTheViewOnThePointAndTakesTheSpaceOffered() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("abc").position(x: 2, y: 1)
        Text("end")
      }, width: 6, height: 4)
    #expect(
      window.screen() == """

         abc

         end
        """)
  }

  @Test func aHigherZIndexDrawsInFrontInAZStack() {
    let (window, _) = host(
      ZStack {
        Text("front").zIndex(1)
        Text("back!")
      }, width: 5, height: 1)
    #expect(window.screen() == "front")
  }

  @Test func changingTheZIndexReordersTheDrawing() {
    let (window, controller) = host(Layers(frontFirst: false), width: 3, height: 1)
    #expect(window.screen() == "two")
    controller.rootView = Layers(frontFirst: true)
    #expect(window.screen() == "one")
  }

  @Test func aScaleOfZeroDrawsNothingAndKeepsTheLayout() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("gone").scaleEffect(0)
        Text("flat").scaleEffect(x: 1, y: 0)
        Text("kept").scaleEffect(2, anchor: .topLeading)
      }, width: 4, height: 3)
    #expect(
      window.screen() == """


        kept
        """)
  }

  @Test func aNonFiniteScaleDrawsNothingWithoutCrashing() {
    let (window, _) = host(
      HStack {
        Text("a").scaleEffect(.nan)
        Text("b").scaleEffect(CGSize(width: CGFloat.infinity, height: 1))
        Text("c")
      }, width: 5, height: 1)
    #expect(window.screen() == "    c")
  }

  @Test func aViewScaledToZeroTakesNoTaps() throws {
    var taps = 0
    let (window, _) = host(Button("Go") { taps += 1 }.scaleEffect(0), width: 6, height: 1)
    window.tap(try #require(window.button("Go")))
    #expect(taps == 0)
    #expect(window.screen() == "")
  }

  @Test func nonFiniteAndHugeOffsetsAndPositionsDoNotCrash() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("a").offset(x: .nan, y: .infinity)
        Text("b").offset(CGSize(width: 1e300, height: -1e300))
        Text("c").position(x: .infinity, y: 1e300).frame(height: 1)
      }, width: 3, height: 3)
    #expect(window.screen().hasPrefix(" a"))
  }

  @Test func rotationsDrawTheViewUnrotatedAndKeepTheAngle() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("nan").rotationEffect(.degrees(.nan))
        Text("90").rotationEffect(.radians(.pi / 2), anchor: .topLeading)
        Text("3d").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
      }, width: 3, height: 3)
    #expect(
      window.screen() == """
        nan
        90
        3d
        """)
  }

  @Test func anglesConvertBetweenDegreesAndRadians() {
    var angle = Angle.degrees(180)
    #expect(abs(angle.radians - .pi) < 1e-12)
    angle.degrees = 90
    #expect(abs(angle.radians - .pi / 2) < 1e-12)
    #expect(Angle.zero < angle)
    #expect(Angle(radians: 1) == .radians(1))
  }

  @Test func aspectRatioFitsTheRatioInsideTheProposal() {
    let (window, _) = host(
      Color.gray.aspectRatio(2, contentMode: .fit).frame(width: 10, height: 3), width: 10, height: 3)
    #expect(
      backgroundMask(window) == """
        ..######..
        ..######..
        ..######..
        """)
  }

  @Test func aspectRatioFillCoversTheProposal() {
    let (window, _) = host(
      Color.gray.aspectRatio(CGSize(width: 1, height: 1), contentMode: .fill).frame(width: 4, height: 2)
        .clipped(), width: 6, height: 2)
    #expect(
      backgroundMask(window) == """
        .####.
        .####.
        """)
  }

  @Test func scaledToFitUsesTheContentsOwnRatio() {
    let (window, _) = host(
      Text("abcd").frame(width: 4, height: 1).background(Color.gray).scaledToFit()
        .frame(width: 8, height: 1), width: 8, height: 1)
    #expect(window.screen() == "  abcd")
  }

  @Test func clippedCutsOffWhatOverflowsTheFrame() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("overflowing").fixedSize().frame(width: 4).clipped()
        Text("overflowing").fixedSize().frame(width: 4)
      }, width: 11, height: 2)
    #expect(
      window.screen() == """
           flow
        verflowing
        """)
  }
}

private struct Layers: View {
  let frontFirst: Bool
  var body: some View {
    ZStack {
      Text("one").zIndex(frontFirst ? 1 : 0)
      Text("two")
    }
  }
}

/// Each cell of the window as `#` when it has a background colour and `.` when not.
@MainActor
private func backgroundMask(_ window: UIWindow) -> String {
  let buffer = window.render()
  return (0..<buffer.height).map { y in
    String((0..<buffer.width).map { x in buffer[x, y].style.background == .default ? "." : "#" })
  }.joined(separator: "\n")
}
