import Foundation
import GraftUI
import Testing

private struct Card: View {
  @State private var expanded = false
  @Namespace private var namespace

  var body: some View {
    VStack {
      Text("Card")
        .padding(.horizontal, 1)
        .background(Color.blue)
        .cornerRadius(1)
        .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
        .blur(radius: expanded ? 0 : 2)
        .saturation(0.5)
        .grayscale(0.2)
        .matchedGeometryEffect(id: "card", in: namespace)
        .transition(.asymmetric(insertion: .move(edge: .bottom), removal: .opacity))
        .transition(.slide.combined(with: .opacity))
        .contentTransition(.numericText())
        .animation(.spring(response: 0.3, dampingFraction: 0.7), value: expanded)
      if expanded {
        Text("Details").transition(.opacity)
      }
      Button("Toggle") { withAnimation(.easeInOut) { expanded.toggle() } }
    }
    .controlSize(.large)
    .imageScale(.large)
    .toggleStyle(.switch)
    .progressViewStyle(.circular)
    .buttonBorderShape(.capsule)
  }
}

@Suite @MainActor struct EffectAndStyleTests {
  @Test func effectsAndTransitionsKeepTheLayoutAndStateChangesApplyAtOnce() throws {
    let (window, _) = host(Card(), width: 12, height: 5)
    #expect(!window.screen().contains("Details"))
    window.tap(try #require(window.button("Toggle")))
    #expect(window.screen().contains("Details"))
  }

  @Test func aShadowFallsOneCellBeyondTheView() {
    let (window, _) = host(
      Color.blue.frame(width: 4, height: 2).shadow(color: .black.opacity(0.5), radius: 2).frame(width: 8, height: 4),
      width: 8, height: 4)
    let lines = window.screen().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4)
    #expect(lines[3].contains("░"))
  }

  @Test func labelStylesChooseTheTitleTheIconOrBoth() {
    let (window, _) = host(
      VStack {
        Label("Inbox", systemImage: "tray").labelStyle(.titleOnly)
        Label("Inbox", systemImage: "star").labelStyle(.iconOnly)
        Label("Inbox", systemImage: "star")
      }, width: 10, height: 3)
    let lines = window.screen().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines[0] == "Inbox")
    #expect(lines[1].count == 1)
    #expect(lines[2].hasSuffix("Inbox") && lines[2].count > 5)
  }

  @Test func keptEnvironmentValuesAnswerQueries() {
    struct Reader: View {
      @Environment(\.controlSize) var controlSize
      @Environment(\.imageScale) var imageScale
      var body: some View { Text("\(controlSize) \(imageScale)") }
    }
    let (window, _) = host(Reader().controlSize(.small).imageScale(.large), width: 14, height: 1)
    #expect(window.screen().contains("small large"))
  }

  @Test func aColourSetIsReadFromTheBundlesAssetCatalogAndAMissingOneWarns() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("graft-assets-\(UUID().uuidString)")
    let set = root.appendingPathComponent("Assets.xcassets/Brand.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let contents = """
      {"colors":[
        {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.200","green":"0.400","red":"0.800"}},"idiom":"universal"},
        {"appearances":[{"appearance":"luminosity","value":"dark"}],
         "color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x33","green":"102","red":"204"}},"idiom":"universal"}
      ],"info":{"author":"xcode","version":1}}
      """
    try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
    let bundle = try #require(Bundle(path: root.path))
    #expect(Color("Brand", bundle: bundle) == Color(red: 0.8, green: 0.4, blue: 0.2))
    let previous = RuntimeIssues.sink
    var issues: [String] = []
    RuntimeIssues.sink = { issues.append($0.message) }
    defer { RuntimeIssues.sink = previous }
    #expect(Color("Missing", bundle: bundle) == .clear)
    #expect(issues.contains { $0.hasPrefix("No color named 'Missing' found in asset catalog for") })
  }

  @Test func colourConstructorsMatchSwiftUIs() {
    #expect(Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1) == Color(red: 1, green: 0, blue: 0))
    #expect(Color(.sRGB, white: 0.5) == Color(white: 0.5))
    let dimmed: Color = .white.opacity(0.8)
    #expect(dimmed == Color(white: 1, opacity: 0.8))
    #expect(Color(uiColor: .systemRed) == .red)
  }
}
