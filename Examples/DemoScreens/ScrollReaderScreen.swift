import SwiftUI

/// `ScrollViewReader`, the first-party pattern the articles' reader copies: buttons outside a
/// scroll view scroll it through the proxy.
struct ScrollReaderScreen: View {
  var body: some View {
    ScrollViewReader { proxy in
      HStack {
        Button("Top") { proxy.scrollTo(0, anchor: .top) }
        Button("Row 25") { proxy.scrollTo(25, anchor: .top) }
        Button("Bottom") { proxy.scrollTo(49, anchor: .bottom) }
      }
      ScrollView {
        ForEach(0..<50, id: \.self) { row in
          Text("Row \(row)").id(row)
        }
      }
      .frame(height: 8)
      .border(Color.gray)
    }
  }
}
