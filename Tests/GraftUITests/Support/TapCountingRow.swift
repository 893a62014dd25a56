import Foundation
import GraftUI

/// A button titled with its own tap count, kept in `@State`: a row that shows whether it kept
/// its identity.
struct TapCountingRow: View {
  let title: String
  @State private var taps = 0

  var body: some View {
    Button("\(title) \(taps)") { taps += 1 }
  }
}
