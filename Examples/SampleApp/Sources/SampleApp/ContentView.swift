import SwiftUI

/// The app's one screen: a search field from UIKit over a list of results.
public struct ContentView: View {
  @StateObject private var model: SearchModel
  @State private var favourite: String?

  public init(model: @autoclosure @escaping () -> SearchModel = SearchModel()) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text("Fruit").font(.headline)
      SearchField(text: $model.query, placeholder: "Search")
        .frame(height: 1)
      ForEach(model.results, id: \.self) { name in
        Button {
          favourite = name
        } label: {
          Text(name == favourite ? "★ \(name)" : name)
        }
      }
      Spacer()
      Text("\(model.results.count) of 8")
        .foregroundStyle(.secondary)
    }
    .padding()
  }
}
