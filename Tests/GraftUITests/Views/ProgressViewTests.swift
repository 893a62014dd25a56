import Foundation
import GraftUI
import Testing

private struct Download: View {
  @State var done = 3.0

  var body: some View {
    VStack {
      ProgressView("Downloading", value: done, total: 10)
      Button("More") { done += 4 }
    }
  }
}

@Suite @MainActor struct ProgressViewTests {
  @Test func aDeterminateViewIsABarAcrossTheWidthWithItsTitleAbove() {
    let (window, _) = host(Download(), width: 12, height: 3)
    #expect(
      window.screen() == """
        Downloading
        ███░░░░░░░░░
          [ More ]
        """)
    let bar = window.views(of: UIProgressView.self).first!
    #expect(bar.progress == 0.3)
    #expect(bar.accessibilityLabel == "Downloading")
  }

  @Test func aValueChangeFillsTheBar() {
    let (window, _) = host(Download(), width: 12, height: 3)
    window.tap(window.button("More")!)
    #expect(
      window.screen() == """
        Downloading
        ████████░░░░
          [ More ]
        """)
    #expect(window.views(of: UIProgressView.self).first?.progress == 0.7)
  }

  @Test func aBareDeterminateViewIsJustTheBar() {
    let (window, _) = host(ProgressView(value: 0.5), width: 10, height: 1)
    #expect(window.screen() == "█████░░░░░")
  }

  @Test func anIndeterminateViewIsASpinningIndicator() {
    let (window, _) = host(
      HStack {
        Text("Wait")
        ProgressView()
      }, width: 6, height: 1)
    #expect(window.screen() == "Wait ⠋")
    let spinner = window.views(of: UIActivityIndicatorView.self).first!
    #expect(spinner.isAnimating)
    #expect(window.views(of: UIProgressView.self).isEmpty)
  }

  @Test func anIndeterminateViewShowsItsTitleBelowTheSpinner() {
    let (window, _) = host(ProgressView("Loading"), width: 9, height: 2)
    #expect(
      window.screen() == """
            ⠋
         Loading
        """)
  }

  @Test func aNilValueIsIndeterminateAndAValueMakesItABar() {
    struct Maybe: View {
      @State var value: Double? = nil
      var body: some View {
        VStack {
          ProgressView(value: value)
          Button("Start") { value = 0.25 }
        }
      }
    }
    let (window, _) = host(Maybe(), width: 12, height: 2)
    #expect(
      window.screen() == """
             ⠋
         [ Start ]
        """)
    window.tap(window.button("Start")!)
    #expect(
      window.screen() == """
        ███░░░░░░░░░
         [ Start ]
        """)
    #expect(window.views(of: UIActivityIndicatorView.self).isEmpty)
  }

  @Test func aCurrentValueLabelIsDrawnBelowTheBar() {
    let (window, _) = host(
      ProgressView(value: 0.5) {
        Text("Copy")
      } currentValueLabel: {
        Text("50%")
      }, width: 8, height: 3)
    #expect(
      window.screen() == """
        Copy
        ████░░░░
        50%
        """)
  }
}
