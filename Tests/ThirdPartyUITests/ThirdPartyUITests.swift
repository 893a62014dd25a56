import Graft
import GraftTesting
import Testing
import ThirdPartySDK
import ThirdPartyUI

extension UIWindow {
  fileprivate func all<T: UIView>(_ type: T.Type) -> [T] {
    descendants(ofType: type)
  }

  fileprivate func tap(_ view: UIView) {
    sendTap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    layoutIfNeeded()
  }

  fileprivate func button(_ title: String) -> UIButton {
    all(UIButton.self).first { $0.currentTitle == title }!
  }

  fileprivate var valueText: String? {
    all(UILabel.self).first { Int($0.text ?? "") != nil }?.text
  }
}

/// The same claims, for the articles' wrapper and for the one rewritten with the helpers.
@Suite @MainActor struct ThirdPartyUITests {
  static let demos: [(String, @MainActor () -> AnyView)] = [
    ("articles", { AnyView(ThirdPartyDemoView()) }),
    ("helpers", { AnyView(RelayedThirdPartyDemoView()) }),
  ]

  @Test(arguments: [0, 1]) func theButtonAndTheViewsOwnButtonBothReachTheText(_ demo: Int) {
    let window = ViewHosting.host(Self.demos[demo].1(), size: CGSize(width: 30, height: 7)).window
    window.tap(window.button("Perform Action"))
    window.tap(window.button("+1"))
    #expect(window.valueText == "2")
    #expect(window.all(ThirdPartyUIView.self).first?.internalValue == 2)
  }

  @Test(arguments: [0, 1]) func theToggleMakesTheViewSubtract(_ demo: Int) {
    let window = ViewHosting.host(Self.demos[demo].1(), size: CGSize(width: 30, height: 7)).window
    window.tap(window.all(UISwitch.self).first!)
    window.tap(window.button("Perform Action"))
    #expect(window.valueText == "-1")
  }

  @Test func theHelpersQueueProxyCallsUntilTheViewMounts() {
    let proxy = RepresentableProxy<ThirdPartyUIView>()
    var reached: [Int] = []
    #expect(proxy.perform { reached.append($0.internalValue) } == .queued)
    #expect(proxy.queuedCount == 1)
    let view = ThirdPartyUIView()
    proxy.attach(view)
    #expect(reached == [0])
    #expect(proxy.perform { $0.changeInternalValue() } == .performed)
    #expect(view.internalValue == 1)
  }

  @Test func theRelayRunsTheClosureThenTheExternalDelegate() {
    final class Recorder: ThirdPartyViewDelegate {
      var log: [String]
      init(_ log: [String]) { self.log = log }
      func view(_ view: ThirdPartyUIView, changedValueTo newValue: Int) { log.append("delegate \(newValue)") }
    }
    struct Host: View {
      let recorder: Recorder
      @State var events: [String] = []
      var body: some View {
        VStack {
          RelayedThirdPartyView(shouldAdd: true)
            .viewChangedValueTo { _, value in recorder.log.append("closure \(value)") }
            .setViewDelegate(recorder)
        }
      }
    }
    let recorder = Recorder([])
    let window = ViewHosting.host(Host(recorder: recorder), size: CGSize(width: 30, height: 7)).window
    window.tap(window.button("+1"))
    #expect(recorder.log == ["closure 1", "delegate 1"])
  }

  @Test func theHelpersAvoidTheStateCoordinatorPitfall() {
    struct Host: View {
      @State var label = "first"
      @State var received: [String] = []
      var body: some View {
        VStack {
          RelayedThirdPartyView(shouldAdd: true)
            .viewChangedValueTo { _, value in received.append("\(label):\(value)") }
          Text(received.joined(separator: ","))
          Button("Relabel") { label = "second" }
        }
      }
    }
    let window = ViewHosting.host(Host(), size: CGSize(width: 30, height: 7)).window
    window.tap(window.button("+1"))
    window.tap(window.button("Relabel"))
    window.tap(window.button("+1"))
    #expect(window.all(UILabel.self).contains { $0.text == "first:1,second:2" })
  }
}
