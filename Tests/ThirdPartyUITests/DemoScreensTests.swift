import DemoScreens
import Graft
import GraftTesting
import Testing
import ThirdPartySDK
import ThirdPartyUI

@MainActor
private func hostDemo(width: Int = 64, height: Int = 20) -> ViewHost {
  ViewHosting.host(DemoRootView(), size: CGSize(width: width, height: height))
}

@Suite @MainActor struct DemoScreensTests {
  @Test func theFirstScreenIsTheArticlesDemo() throws {
    let host = hostDemo(width: 80)
    let screen = host.screen
    #expect(screen.contains("[ Perform Action ]"))
    #expect(screen.contains("Add?"))
    let tabs = screen.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(tabs == "•Articles  Text  Scroll  Lifecycle  Drawing  AL  Table  UI  FX  Grid  App")
    _ = try host.find(button: "Perform Action")
    #expect(try host.find(toggle: "Add?").uiView.isOn)
  }

  @Test func theDrawingScreenDrawsADraggedSignatureAndItsShapes() throws {
    let host = hostDemo(width: 80, height: 24)
    try host.find(button: "Drawing").tap()
    let before = host.screen
    #expect(before.contains("Signature: drag to draw (0)"))
    #expect(before.contains("╭"))
    let pad = try host.find(SignatureView.self).uiView
    let start = pad.convert(CGPoint(x: 3, y: 2), to: nil)
    host.window.sendPointer(.began, at: start)
    host.window.sendPointer(.moved, at: CGPoint(x: start.x + 10, y: start.y + 3))
    host.window.sendPointer(.ended, at: CGPoint(x: start.x + 20, y: start.y + 1))
    let after = host.screen
    #expect(after.contains("Signature: drag to draw (1)"))
    let brailleCells = { (text: String) in text.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count }
    #expect(brailleCells(after) > brailleCells(before) + 10)
  }

  @Test func theAnchorsScreenShowsAUIKitCardWithSwiftUIInside() throws {
    let host = hostDemo(width: 80)
    try host.find(button: "AL").tap()
    #expect(host.screen.contains("SwiftUI inside: 0"))
    try host.find(button: "+1").tap()
    let screen = host.screen
    #expect(screen.contains("SwiftUI inside: 1"))
    #expect(screen.contains("Auto Layout"))
    #expect(screen.contains("[UIKit]"))
  }

  @Test func theTableScreenChoosesWithACheckmarkAndOpensADisclosureRow() throws {
    let host = hostDemo(width: 80, height: 22)
    try host.find(button: "Table").tap()
    #expect(host.screen.contains("Tone: Chime · Opened: nothing"))
    try host.find(cell: "Bell").tap()
    #expect(host.screen.contains("Tone: Bell · Opened: nothing"))
    #expect(try host.find(cell: "Bell").uiView.accessoryType == .checkmark)
    #expect(try host.find(cell: "Chime").uiView.accessoryType == .none)
    try host.find(cell: "About").tap()
    #expect(host.screen.contains("Tone: Bell · Opened: About"))
    #expect(try host.find(UITableView.self).uiView.indexPathForSelectedRow == nil)
  }

  @Test func theTextFieldScreenKeepsBothFieldsInStep() throws {
    let host = hostDemo()
    try host.find(button: "Text").tap()
    let swiftUIField = try host.find(textField: "SwiftUI Type here..")
    let uiKitField = try host.find(textField: "UIKit Type here...")
    try uiKitField.type("Graft")
    #expect(swiftUIField.uiView.text == "Graft")
    #expect(host.screen.contains("Text: Graft"))
  }

  @Test func theScrollScreenScrollsThroughItsProxy() throws {
    let host = hostDemo()
    try host.find(button: "Scroll").tap()
    try host.find(button: "Row 25").tap()
    let screen = host.screen
    #expect(screen.contains("Row 25"))
    #expect(!screen.contains("Row 0\n"))
    #expect(try host.find(UIScrollView.self).uiView.contentOffset.y == 25)
  }

  /// The whole call log after each action, in order: a call that should not happen (an update
  /// for the unrelated state, a second make) adds a line, and a missing one drops one.
  @Test func theLifecycleScreenShowsCallsAsTheyHappen() async throws {
    let host = hostDemo()
    try host.find(button: "Lifecycle").tap()
    // NB: The screen publishes its log from tasks, after each update; let them run.
    await host.settle()
    #expect(
      lifecycleLog(host) == [
        "unrelated: 0 UILabel value: 0",
        "makeCoordinator",
        "makeUIView",
        "updateUIView(value: 0)",
      ])
    try host.find(button: "Value +1").tap()
    await host.settle()
    #expect(
      lifecycleLog(host) == [
        "unrelated: 0 UILabel value: 1",
        "makeCoordinator",
        "makeUIView",
        "updateUIView(value: 0)",
        "updateUIView(value: 1)",
      ])
    try host.find(button: "Unrelated +1").tap()
    await host.settle()
    #expect(
      lifecycleLog(host) == [
        "unrelated: 1 UILabel value: 1",
        "makeCoordinator",
        "makeUIView",
        "updateUIView(value: 0)",
        "updateUIView(value: 1)",
      ])
    try host.find(button: "Remove").tap()
    await host.settle()
    #expect(
      lifecycleLog(host) == [
        "unrelated: 1",
        "makeCoordinator",
        "makeUIView",
        "updateUIView(value: 0)",
        "updateUIView(value: 1)",
        "dismantleUIView",
      ])
  }
}

/// The Lifecycle screen from its `unrelated: N` row (with the label beside it while it is shown)
/// to the footer: the rows of its call log, each trimmed, blank rows left out.
@MainActor
private func lifecycleLog(_ host: ViewHost) -> [String] {
  let rows = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.trimmingCharacters(in: .whitespaces) }
  guard let start = rows.firstIndex(where: { $0.hasPrefix("unrelated: ") }) else { return [] }
  return rows[start...].prefix { !$0.hasPrefix("Tab moves focus") }.filter { !$0.isEmpty }
}

/// The worked example of `docs/Testing.md`: the articles' demo, tested through GraftTesting. The
/// guide quotes these tests, so they keep it honest.
@Suite @MainActor struct TestingGuideTests {
  let host = ViewHosting.host(ThirdPartyDemoView(), size: CGSize(width: 30, height: 7))

  @Test func theFirstFrameIsReadyWhenHostReturns() throws {
    #expect(host.trace.makes(of: ThirdPartyViewRepresentable.self) == 1)
    #expect(host.trace.updateReasons(of: ThirdPartyViewRepresentable.self) == ["make"])
    assertScreen(host) {
      """
                    0
               SDK value: 0

                  [ +1 ]
      Add?                     [ ON]
            [ Perform Action ]
      """
    }
  }

  @Test func performActionReachesTheViewThroughTheProxy() throws {
    try host.find(button: "Perform Action").tap()
    #expect(try host.find(ThirdPartyUIView.self).uiView.internalValue == 1)
    #expect(try host.find(text: "1").view(as: Text.self) == Text("1"))
  }

  @Test func theToggleDrivesUpdateUIView() throws {
    try host.find(toggle: "Add?").toggle()
    #expect(
      host.trace.updateReasons(of: ThirdPartyViewRepresentable.self) == [
        "make", "value: shouldAdd",
      ])
    #expect(try host.find(ThirdPartyUIView.self).uiView.shouldAdd == false)
    try host.find(button: "Perform Action").tap()
    #expect(try host.find(text: "-1").uiView.text == "-1")
  }

  @Test func theVendorsOwnButtonReportsThroughTheDelegate() throws {
    let sdkView = try host.find(ThirdPartyUIView.self)
    try sdkView.find(button: "+1").tap()
    #expect(sdkView.uiView.internalValue == 1)
    #expect(try host.find(text: "1").path == #"ThirdPartyDemoView > ThirdPartyReader > Text "1""#)
  }

  @Test func aMissingButtonSaysWhereItLooked() {
    #expect(
      throws: InspectionError.notFound(
        #"button titled "Save""#,
        searched: #"ThirdPartyDemoView > ThirdPartyReader > [Text "0", ThirdPartyView > "#
          + #"ThirdPartyViewRepresentable > [UILabel "SDK value: 0", UIButton "+1"], "#
          + #"Toggle "Add?", Button "Perform Action"]"#)
    ) { try host.find(button: "Save") }
  }
}

@Suite @MainActor struct DemoPickersScreenTests {
  @Test func theSearchBarFiltersTheWheelAndTheDatePickerShows() throws {
    let host = hostDemo(width: 80, height: 24)
    try host.find(button: "UI").tap()
    #expect(host.screen.contains("Picked Banana · 8 of 8 match"))
    #expect(host.screen.contains("[Banana]"))
    let searchBar = try host.find(UISearchBar.self).uiView
    #expect(searchBar.becomeFirstResponder())
    host.window.sendText("ap")
    host.window.layoutIfNeeded()
    let screen = host.screen
    #expect(screen.contains("3 of 8 match"))
    #expect(screen.contains("Cancel"))
    #expect(host.window.descendants(ofType: UIPickerView.self).first?.numberOfRows(inComponent: 0) == 3)
    #expect(host.window.descendants(ofType: UIDatePicker.self).count == 1)
  }
}

@Suite @MainActor struct EffectsScreenTests {
  @Test func theEffectsScreenShowsABlurAndAScrollingTextView() throws {
    let host = ViewHosting.host(DemoRootView(initialScreen: "FX"), size: CGSize(width: 80, height: 24))
    let screen = host.screen
    #expect(screen.contains("Blurred card — content sits in its contentView"))
    #expect(screen.contains("Note 1: a text view is a scroll view"))
    #expect(!screen.contains("Note 5:"))
    let textView = try host.find(UITextView.self).uiView
    host.window.sendScroll(by: CGPoint(x: 0, y: 2), at: textView.convert(CGPoint(x: 1, y: 1), to: nil))
    host.flush()
    #expect(host.screen.contains("Note 5:"))
    #expect(!host.screen.contains("Note 1:"))
  }
}
