import Foundation
import GraftUI
import Testing

@Suite @MainActor struct ContainerRelativeFrameTests {
  @Test func aViewTakesTheWindowsLengthAlongTheGivenAxis() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Color.gray.frame(height: 1).containerRelativeFrame(.horizontal)
        Text("x")
      }, width: 6, height: 2)
    #expect(
      backgroundMask(window) == """
        ######
        ......
        """)
  }

  @Test func countSpanAndSpacingDivideTheContainer() {
    let (window, _) = host(
      HStack(spacing: 2) {
        Text("ab").containerRelativeFrame(.horizontal, count: 3, spacing: 2, alignment: .leading)
          .background(Color.gray)
        Text("cd").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 2, alignment: .leading)
          .background(Color.gray)
      }, width: 14, height: 1)
    // NB: (14 - 2·2) / 3 = 3 cells per column, 3·2 + 2 = 8 for two.
    #expect(window.screen() == "ab   cd")
    #expect(backgroundMask(window) == "###..########.")
  }

  @Test func insideAScrollViewTheContainerIsTheScrollView() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("top")
        ScrollView {
          Text("half").containerRelativeFrame(.vertical) { length, _ in length / 2 }
            .background(Color.gray)
        }
      }, width: 4, height: 5)
    // NB: The scroll view is four rows tall: the text is offered two.
    #expect(
      backgroundMask(window) == """
        ....
        ####
        ####
        ....
        ....
        """)
  }

  @Test func resizingTheWindowResizesTheFrame() {
    let (window, _) = host(
      Color.gray.containerRelativeFrame(.horizontal, count: 2, spacing: 0, alignment: .leading)
        .frame(height: 1), width: 8, height: 1)
    #expect(backgroundMask(window) == "..####..")
    window.frame = CGRect(x: 0, y: 0, width: 4, height: 1)
    #expect(backgroundMask(window) == ".##.")
  }
}

@Suite @MainActor struct SafeAreaTests {
  @Test func aBottomInsetSitsAtTheEdgeAndTheContentTakesTheRest() {
    let (window, _) = host(
      Color.gray
        .safeAreaInset(edge: .bottom, alignment: .leading) { Text("bar") }, width: 5, height: 3)
    #expect(
      window.screen() == """


        bar
        """)
    #expect(
      backgroundMask(window) == """
        #####
        #####
        .....
        """)
  }

  @Test func aLeadingInsetPushesTheContentAside() {
    let (window, _) = host(
      Text("main").frame(maxWidth: .infinity, alignment: .leading)
        .safeAreaInset(edge: .leading, spacing: 1) { Text("|") }, width: 8, height: 1)
    #expect(window.screen() == "| main")
  }

  @Test func ignoringTheSafeAreaChangesNothingInATerminal() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("a").ignoresSafeArea()
        Text("b").ignoresSafeArea(.keyboard, edges: .bottom)
        Text("c").edgesIgnoringSafeArea(.all)
      }, width: 1, height: 3)
    #expect(
      window.screen() == """
        a
        b
        c
        """)
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
