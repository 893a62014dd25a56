import DemoScreens
import Graft
import Testing

@MainActor
private func hostDemo(width: Int = 64, height: Int = 20) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
  window.rootViewController = UIHostingController(rootView: DemoRootView())
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return window
}

extension UIWindow {
  fileprivate func find<T: UIView>(_ type: T.Type, where predicate: (T) -> Bool = { _ in true }) -> T? {
    var found: T?
    func visit(_ view: UIView) {
      if found == nil, let match = view as? T, predicate(match) { found = match }
      view.subviews.forEach(visit)
    }
    visit(self)
    return found
  }

  fileprivate func tapButton(_ title: String) {
    let button = find(UIButton.self) { $0.currentTitle == title }!
    sendTap(at: button.convert(CGPoint(x: 1, y: 0), to: nil))
    layoutIfNeeded()
  }
}

@Suite @MainActor struct DemoScreensTests {
  @Test func theFirstScreenIsTheArticlesDemo() {
    let screen = hostDemo().renderedText()
    #expect(screen.contains("[ Perform Action ]"))
    #expect(screen.contains("Add?"))
    #expect(screen.hasPrefix("     [ •Articles ] [ Text fields ] [ Scroll ] [ Lifecycle ]\n"))
  }

  @Test func theTextFieldScreenKeepsBothFieldsInStep() {
    let window = hostDemo()
    window.tapButton("Text fields")
    let fields = [window.find(UITextField.self) { $0.placeholder == "SwiftUI Type here.." }!,
                  window.find(UITextField.self) { $0.placeholder == "UIKit Type here..." }!]
    window.sendTap(at: fields[1].convert(CGPoint(x: 1, y: 0), to: nil))
    window.sendText("Graft")
    window.layoutIfNeeded()
    #expect(fields[0].text == "Graft")
    #expect(window.renderedText().contains("Text: Graft"))
  }

  @Test func theScrollScreenScrollsThroughItsProxy() {
    let window = hostDemo()
    window.tapButton("Scroll")
    window.tapButton("Row 25")
    let screen = window.renderedText()
    #expect(screen.contains("Row 25"))
    #expect(!screen.contains("Row 0\n"))
  }

  @Test func theLifecycleScreenShowsCallsAsTheyHappen() async throws {
    let window = hostDemo()
    window.tapButton("Lifecycle")
    window.tapButton("Value +1")
    window.tapButton("Unrelated +1")
    window.tapButton("Remove")
    try await Task.sleep(for: .milliseconds(50))
    let screen = window.renderedText()
    #expect(screen.contains("makeCoordinator"))
    #expect(screen.contains("updateUIView(value: 1)"))
    #expect(screen.contains("dismantleUIView"))
    #expect(!screen.contains("updateUIView(value: 0)\n  updateUIView(value: 0)"))
  }
}
