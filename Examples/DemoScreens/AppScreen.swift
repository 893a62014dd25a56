import SwiftUI
import ThirdPartyUI

/// The Demo as an app is written: a tab view whose first tab is a navigation stack with the
/// articles' screens as destinations, a sheet and an alert, and whose second is a searchable
/// lazy list of 100,000 rows.
struct AppScreen: View {
  @State private var selection = AppTab.screens

  enum AppTab: Hashable {
    case screens
    case numbers
  }

  var body: some View {
    TabView(selection: $selection) {
      ScreensTab()
        .tabItem { Label("Screens", systemImage: "list.bullet") }
        .tag(AppTab.screens)
      NumbersTab()
        .tabItem { Label("Numbers", systemImage: "number") }
        .tag(AppTab.numbers)
    }
  }
}

/// The articles' screens, each pushed from a list; a toolbar button presents an About sheet,
/// and Reset asks first in an alert.
private struct ScreensTab: View {
  @State private var isShowingAbout = false
  @State private var isConfirmingReset = false
  @State private var resets = 0

  var body: some View {
    NavigationStack {
      List {
        Section("The articles") {
          NavigationLink("Third-party view") { ThirdPartyDemoView().navigationTitle("Third-party view") }
          NavigationLink("Text fields") { TextFieldStudyScreen().navigationTitle("Text fields") }
          NavigationLink("Scroll reader") { ScrollReaderScreen().navigationTitle("Scroll reader") }
          NavigationLink("Lifecycle") { LifecycleScreen().navigationTitle("Lifecycle") }
        }
        Section("Resets: \(resets)") {
          Button("Reset…", role: .destructive) { isConfirmingReset = true }
        }
      }
      .navigationTitle("Screens")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("About") { isShowingAbout = true }
        }
      }
      .sheet(isPresented: $isShowingAbout) {
        AboutSheet()
      }
      .alert("Reset the counter?", isPresented: $isConfirmingReset) {
        Button("Reset", role: .destructive) { resets += 1 }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("The count of resets goes up by one.")
      }
    }
  }
}

/// What the About button presents.
private struct AboutSheet: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(spacing: 1) {
      Text("Graft").bold()
      Text("SwiftUI and UIKit, in a terminal.")
      Button("Done") { dismiss() }
    }
    .padding()
  }
}

/// 100,000 rows in a lazy list, searched by number.
private struct NumbersTab: View {
  private static let numbers = Array(0..<100_000)
  @State private var query = ""

  private var matches: [Int] {
    let digits = query.trimmingCharacters(in: .whitespaces)
    guard !digits.isEmpty else { return Self.numbers }
    return Self.numbers.filter { String($0).contains(digits) }
  }

  var body: some View {
    NavigationStack {
      List(matches, id: \.self) { number in
        LabeledContent("Row \(number)", value: number.formatted())
      }
      .navigationTitle("Numbers")
      .searchable(text: $query, prompt: "Number")
    }
  }
}
