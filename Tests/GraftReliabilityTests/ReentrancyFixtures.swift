import Foundation
import GraftKit
import GraftUI
import Observation

// Views that write state from every place a view update runs app code: `updateUIView`, `body`,
// `sizeThatFits`, `dismantleUIView`, a delegate callback fired by a property set, an
// `ObservableObject` publishing, an `@Observable` mutation. Each writes once (guarded by a
// tally the test owns) unless it is meant to loop.

/// Adds one to its binding in its first `updateUIView`.
struct IncrementsInUpdate: UIViewRepresentable {
  @Binding var count: Int

  final class Coordinator {
    var done = false
  }

  func makeCoordinator() -> Coordinator { Coordinator() }
  func makeUIView(context: Context) -> UILabel { UILabel() }

  func updateUIView(_ uiView: UILabel, context: Context) {
    guard !context.coordinator.done else { return }
    context.coordinator.done = true
    count += 1
  }
}

/// Two representables adding one to the same state in the same update pass.
struct TwoIncrementers: View {
  @State var count = 0

  var body: some View {
    VStack {
      Text("count \(count)")
      IncrementsInUpdate(count: $count)
      IncrementsInUpdate(count: $count)
    }
  }
}

/// Adds one to its state in its first body.
struct IncrementsInBody: View {
  let tally: Tally
  @State var count = 0

  var body: some View {
    let _ = {
      if tally.count == 0 {
        tally.count += 1
        count += 1
      }
    }()
    Text("count \(count)")
  }
}

/// Adds one to its binding the first time it is measured.
struct IncrementsInSizeThatFits: UIViewRepresentable {
  @Binding var count: Int
  let tally: Tally

  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ uiView: UILabel, context: Context) {}

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
    if tally.count == 0 {
      tally.count += 1
      count += 1
    }
    return CGSize(width: 4, height: 1)
  }
}

/// Shows the count a measuring representable writes.
struct MeasuredHost: View {
  let tally: Tally
  @State var count = 0

  var body: some View {
    VStack {
      Text("measured \(count)")
      IncrementsInSizeThatFits(count: $count, tally: tally)
    }
  }
}

/// Adds one to its binding when dismantled.
struct IncrementsInDismantle: UIViewRepresentable {
  @Binding var count: Int

  final class Coordinator {
    let count: Binding<Int>
    init(count: Binding<Int>) { self.count = count }
  }

  func makeCoordinator() -> Coordinator { Coordinator(count: $count) }
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ uiView: UILabel, context: Context) {}

  static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
    coordinator.count.wrappedValue += 1
  }
}

/// Two representables that count their dismantles, removed together by a button.
struct DismantleHost: View {
  @State var shown = true
  @State var gone = 0

  var body: some View {
    VStack {
      Text("gone \(gone)")
      if shown {
        IncrementsInDismantle(count: $gone)
        IncrementsInDismantle(count: $gone)
      }
      Button("Hide") { shown = false }
    }
  }
}

/// The articles' pitfall (docs/Behaviour.md, "Assigning text without comparing"): `updateUIView`
/// sets the field's text unconditionally (here upper-cased), which while editing fires `textFieldDidChangeSelection` synchronously, and the
/// coordinator writes the binding back: a delegate callback writing state during an update.
struct ShoutingField: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField(frame: .zero)
    field.delegate = context.coordinator
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    uiView.text = text.uppercased()
  }

  final class Coordinator: NSObject, UITextFieldDelegate {
    @Binding var text: String

    init(text: Binding<String>) {
      _text = text
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      if text != textField.text ?? "" { text = textField.text ?? "" }
    }
  }
}

/// Shows the shouting field's text.
struct ShoutingHost: View {
  @State var text = ""

  var body: some View {
    VStack {
      Text("text \(text)")
      ShoutingField(text: $text).frame(height: 1)
    }
  }
}

/// An `ObservableObject` a representable publishes from during its update.
@MainActor
final class PublishedCounter: ObservableObject {
  @Published var count = 0
}

/// Publishes a change from its first `updateUIView`.
struct PublishesInUpdate: UIViewRepresentable {
  let counter: PublishedCounter
  let tally: Tally

  func makeUIView(context: Context) -> UILabel { UILabel() }

  func updateUIView(_ uiView: UILabel, context: Context) {
    if tally.count == 0 {
      tally.count += 1
      counter.count += 1
    }
  }
}

/// Shows a published count next to the representable that publishes it.
struct PublishingHost: View {
  @ObservedObject var counter: PublishedCounter
  let tally: Tally

  var body: some View {
    VStack {
      Text("published \(counter.count)")
      PublishesInUpdate(counter: counter, tally: tally)
    }
  }
}

/// A model with `@Observable` properties bodies read and write.
@Observable @MainActor
final class ObservedStore {
  var x = 0
  var y = 0
}

/// Reads `x`.
struct ReadsX: View {
  let store: ObservedStore
  var body: some View { Text("x \(store.x)") }
}

/// Adds one to `x` in its first body.
struct WritesXInBody: View {
  let store: ObservedStore
  let tally: Tally

  var body: some View {
    let _ = {
      if tally.count == 0 {
        tally.count += 1
        store.x += 1
      }
    }()
    Text("writer")
  }
}

/// A reader of `x` and, after it, a body that writes `x`.
struct ObservationWriteHost: View {
  let store: ObservedStore
  let tally: Tally

  var body: some View {
    VStack {
      ReadsX(store: store)
      WritesXInBody(store: store, tally: tally)
    }
  }
}

/// Reads `y` and writes `x` in every body, up to a limit that keeps a broken runtime from
/// spinning forever.
struct PingX: View {
  let store: ObservedStore
  let tally: Tally

  var body: some View {
    let _ = store.y
    let _ = {
      if tally.count < 1_000 {
        tally.count += 1
        store.x += 1
      }
    }()
    Text("ping")
  }
}

/// Reads `x` and writes `y` in every body.
struct PongY: View {
  let store: ObservedStore
  let tally: Tally

  var body: some View {
    let _ = store.x
    let _ = {
      if tally.count < 1_000 {
        tally.count += 1
        store.y += 1
      }
    }()
    Text("pong")
  }
}

/// Two bodies that keep invalidating each other through `@Observable` writes.
struct PingPongHost: View {
  let store: ObservedStore
  let tally: Tally

  var body: some View {
    VStack {
      PingX(store: store, tally: tally)
      PongY(store: store, tally: tally)
    }
  }
}
