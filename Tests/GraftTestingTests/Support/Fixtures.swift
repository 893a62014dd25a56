import GraftTesting

// Views the GraftTesting tests share: a small form, a representable with a UIKit view of its
// own, and a plain UIKit view, so every query and action has something to act on.

/// A form with one of each control the queries know.
struct FormView: View {
  @State var count = 0
  @State var isLoud = true
  @State var name = ""
  @State var submitted: [String] = []

  var body: some View {
    VStack {
      Text("Count \(count)")
      HStack {
        Button("Add") { count += 1 }
        Button("Reset") { count = 0 }.disabled(count == 0)
      }
      Toggle("Loud", isOn: $isLoud)
      TextField("Name", text: $name).onSubmit { submitted.append(name) }
      Text("Hello \(name)").id("greeting")
      Text("Submitted \(submitted.count)")
    }
  }
}

/// A vendor-style UIKit view: a label and its own button, which counts taps.
final class CounterUIView: UIView {
  let label = UILabel()
  let button = UIButton(type: .system)
  private(set) var taps = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.text = "Taps: 0"
    button.setTitle("+1", for: .normal)
    button.accessibilityIdentifier = "counter.plus"
    button.addAction(UIAction { [weak self] _ in self?.tap() }, for: .touchUpInside)
    addSubview(label)
    addSubview(button)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  private func tap() {
    taps += 1
    label.text = "Taps: \(taps)"
  }

  override var intrinsicContentSize: CGSize { CGSize(width: 12, height: 2) }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
    button.sizeToFit()
    button.frame.origin = CGPoint(x: 0, y: 1)
  }
}

/// Puts a ``CounterUIView`` in SwiftUI.
struct CounterRepresentable: UIViewRepresentable {
  var title = ""

  func makeUIView(context: Context) -> CounterUIView { CounterUIView() }

  func updateUIView(_ uiView: CounterUIView, context: Context) {
    uiView.accessibilityLabel = title
  }
}

/// A screen with a representable between SwiftUI views.
struct BridgeView: View {
  var title = "first"

  var body: some View {
    VStack {
      Text("Bridge")
      CounterRepresentable(title: title)
      Button("Done") {}
    }
  }
}

/// A scroll view of thirty rows, with ids 0 to 29.
struct RowsView: View {
  var body: some View {
    ScrollView {
      ForEach(0..<30, id: \.self) { row in
        Text("Row \(row)")
      }
    }
  }
}

/// A representable that writes its binding during an update once `count` reaches 1: the
/// runtime issue every bridge author meets.
struct WritingRepresentable: UIViewRepresentable {
  @Binding var count: Int

  func makeUIView(context: Context) -> UIView { UIView() }

  func updateUIView(_ uiView: UIView, context: Context) {
    if count == 1 { count = 2 }
  }
}

/// Hosts ``WritingRepresentable`` with a button that sets its count to 1.
struct WritingView: View {
  @State var count = 0

  var body: some View {
    VStack {
      Text("count \(count)")
      WritingRepresentable(count: $count)
      Button("Bump") { count = 1 }
    }
  }
}

/// The size most tests use: small enough to read a screen at a glance.
let smallScreen = CGSize(width: 30, height: 8)
