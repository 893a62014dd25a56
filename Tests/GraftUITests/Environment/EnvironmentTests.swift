import Foundation
import GraftUI
import Observation
import Testing

private struct AccentKey: EnvironmentKey {
  static var defaultValue: String { "default" }
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

private struct AccentLabel: View {
  @Environment(\.accent) private var accent
  var body: some View { Text(accent) }
}

@Observable private final class Library {
  var name = "City"
}

private struct LibraryLabel: View {
  @Environment(Library.self) private var library
  var body: some View { Text(library.name) }
}

@Suite @MainActor struct EnvironmentTests {
  @Test func anOverrideIsVisibleOnlyBelowTheViewThatSetsIt() {
    let (window, _) = host(
      VStack {
        AccentLabel()
        VStack {
          AccentLabel()
        }
        .environment(\.accent, "inner")
        AccentLabel()
      }, width: 9, height: 3)
    #expect(
      window.screen() == """
         default
          inner
         default
        """)
  }

  @Test func anObservableObjectInTheEnvironmentIsReadByType() {
    let library = Library()
    let (window, _) = host(LibraryLabel().environment(library), width: 6, height: 1)
    #expect(window.screen() == " City")
    library.name = "Town"
    #expect(window.screen() == " Town")
  }

  @Test func builtInValuesHaveUsefulDefaults() {
    let environment = EnvironmentValues()
    #expect(environment.isEnabled)
    #expect(environment.colorScheme == .dark)
    #expect(environment.dynamicTypeSize == .large)
    #expect(environment.layoutDirection == .leftToRight)
    #expect(environment.lineLimit == nil)
  }

  @Test func aViewUpdatesOnlyWhenAKeyItReadChanges() {
    struct Host: View {
      @State var accent = "a"
      @State var locale = Locale(identifier: "en")
      var body: some View {
        VStack {
          Counted()
          Button("Accent") { accent = "b" }
          Button("Locale") { locale = Locale(identifier: "fr") }
        }
        .environment(\.accent, accent)
        .environment(\.locale, locale)
      }
    }
    struct Counted: View {
      @Environment(\.accent) var accent
      var body: some View {
        let _ = bodies += 1
        Text(accent)
      }
    }
    bodies = 0
    let (window, _) = host(Host(), width: 12, height: 3)
    window.tap(window.button("Locale")!)
    #expect(bodies == 1)
    window.tap(window.button("Accent")!)
    #expect(bodies == 2)
  }
}

@MainActor private var bodies = 0
