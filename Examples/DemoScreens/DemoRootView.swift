import SwiftUI
import ThirdPartyUI

/// The Demo's screens, reachable from the tab bar at the top.
enum DemoScreen: String, CaseIterable, Identifiable {
  case articles = "Articles"
  case textFields = "Text fields"
  case scrollReader = "Scroll"
  case lifecycle = "Lifecycle"
  case anchors = "AL"

  var id: Self { self }
}

/// The Demo: a tab bar over the selected screen. The first screen is the articles' finished
/// `ThirdPartyDemoView`.
public struct DemoRootView: View {
  @State private var screen = DemoScreen.articles

  public init() {}

  public var body: some View {
    VStack(spacing: 1) {
      HStack {
        ForEach(DemoScreen.allCases) { item in
          Button(item == screen ? "•\(item.rawValue)" : item.rawValue) { screen = item }
        }
      }
      switch screen {
      case .articles: ThirdPartyDemoView()
      case .textFields: TextFieldStudyScreen()
      case .scrollReader: ScrollReaderScreen()
      case .lifecycle: LifecycleScreen()
      case .anchors: AnchorsScreen()
      }
      Spacer(minLength: 0)
      Text("Tab moves focus · Space presses · Ctrl-C quits")
        .foregroundColor(.secondary)
    }
  }
}
