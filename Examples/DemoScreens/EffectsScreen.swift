import SwiftUI

/// A blur over a striped backdrop, and a text view that scrolls: UIKit's effect and text views
/// inside SwiftUI.
struct EffectsScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("A UIVisualEffectView (.systemMaterial) draws a flat, dimmed backdrop:")
      BlurCard(text: "Blurred card — content sits in its contentView")
        .frame(height: 3)
      Text("A UITextView scrolls with the wheel, or while editing:")
      ScrollingNotes()
        .frame(height: 4)
    }
    .padding(.horizontal, 2)
  }
}

/// A blur effect view with a label in its content view.
struct BlurCard: UIViewRepresentable {
  let text: String

  func makeUIView(context: Context) -> UIVisualEffectView {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let label = UILabel()
    label.tag = 1
    label.textAlignment = .center
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    blur.contentView.addSubview(label)
    return blur
  }

  func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
    let label = uiView.contentView.viewWithTag(1) as? UILabel
    label?.text = text
    label?.frame = uiView.contentView.bounds
  }
}

/// A text view with more lines than fit.
struct ScrollingNotes: UIViewRepresentable {
  func makeUIView(context: Context) -> UITextView {
    let textView = UITextView()
    textView.text = (1...12).map { "Note \($0): a text view is a scroll view" }
      .joined(separator: "\n")
    textView.backgroundColor = .secondarySystemBackground
    return textView
  }

  func updateUIView(_ uiView: UITextView, context: Context) {}
}
