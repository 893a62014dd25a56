import SwiftUI
import ThirdPartyUI

/// The Demo's screens, reachable from the tab bar at the top.
enum DemoScreen: String, CaseIterable, Identifiable {
  case articles = "Articles"
  case textFields = "Text"
  case scrollReader = "Scroll"
  case lifecycle = "Lifecycle"
  case drawing = "Drawing"
  case anchors = "AL"
  case table = "Table"
  case pickers = "UI"
  case effects = "FX"
  case collection = "Grid"
  case app = "App"

  var id: Self { self }
}

/// The Demo: a tab bar over the selected screen. The first screen is the articles' finished
/// `ThirdPartyDemoView`.
public struct DemoRootView: View {
  @State private var screen: DemoScreen

  /// Creates the Demo showing the screen titled `initialScreen` (case-insensitive), else the
  /// articles' demo.
  public init(initialScreen: String? = nil) {
    let match = DemoScreen.allCases.first { $0.rawValue.lowercased() == initialScreen?.lowercased() }
    _screen = State(initialValue: match ?? .articles)
  }

  public var body: some View {
    VStack(spacing: 1) {
      HStack(spacing: 0) {
        ForEach(DemoScreen.allCases) { item in
          Button(item == screen ? "•\(item.rawValue)" : item.rawValue) { screen = item }
            .buttonStyle(.borderless)
        }
      }
      switch screen {
      case .articles: ThirdPartyDemoView()
      case .textFields: TextFieldStudyScreen()
      case .scrollReader: ScrollReaderScreen()
      case .lifecycle: LifecycleScreen()
      case .drawing: DrawingScreen()
      case .anchors: AnchorsScreen()
      case .table: TableScreen()
      case .pickers: PickersScreen()
      case .effects: EffectsScreen()
      case .collection: CollectionScreen()
      // NB: The app fills the height the tab bar and the hint leave.
      case .app: AppScreen().layoutPriority(1)
      }
      Spacer(minLength: 0)
      Text("Tab moves focus · Space presses · Ctrl-C quits")
        .foregroundColor(.secondary)
    }
  }
}
