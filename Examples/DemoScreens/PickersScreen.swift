import SwiftUI

/// A UIKit search bar in a representable filtering the rows of a SwiftUI wheel picker, which a
/// `UIPickerView` backs, above a `DatePicker`, which a `UIDatePicker` backs.
struct PickersScreen: View {
  private static let fruits = ["Apple", "Apricot", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Pear"]

  @State private var query = ""
  @State private var fruit = "Banana"
  @State private var date = Date()

  private var matches: [String] {
    query.isEmpty ? Self.fruits : Self.fruits.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      SearchBar(text: $query, placeholder: "Filter fruit")
      Picker("Fruit", selection: $fruit) {
        ForEach(matches, id: \.self) { Text($0) }
      }
      .pickerStyle(.wheel)
      Text("Picked \(fruit) · \(matches.count) of \(Self.fruits.count) match")
      DatePicker("Deliver on", selection: $date)
    }
    .padding(.horizontal, 2)
  }
}

/// A `UISearchBar` whose coordinator is its delegate, writing the user's text to a binding.
struct SearchBar: UIViewRepresentable {
  @Binding var text: String
  var placeholder: String

  func makeCoordinator() -> Coordinator {
    Coordinator(text: $text)
  }

  func makeUIView(context: Context) -> UISearchBar {
    let searchBar = UISearchBar()
    searchBar.delegate = context.coordinator
    searchBar.searchBarStyle = .minimal
    return searchBar
  }

  func updateUIView(_ searchBar: UISearchBar, context: Context) {
    context.coordinator.text = $text
    searchBar.placeholder = placeholder
    if searchBar.text != text { searchBar.text = text }
    searchBar.setShowsCancelButton(!text.isEmpty, animated: true)
  }

  final class Coordinator: NSObject, UISearchBarDelegate {
    var text: Binding<String>

    init(text: Binding<String>) {
      self.text = text
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      text.wrappedValue = searchText
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
      text.wrappedValue = ""
      searchBar.resignFirstResponder()
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
      searchBar.resignFirstResponder()
    }
  }
}
