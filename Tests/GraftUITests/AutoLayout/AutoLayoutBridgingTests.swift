import Foundation
import GraftUI
import Testing

/// A UIKit view sized only by the constraints between it and its label.
@MainActor
private final class PaddedLabelView: UIView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    // Snug vertically: SwiftUI's default sizing lets a low-hugging view take the space offered.
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 2),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -2),
      label.topAnchor.constraint(equalTo: topAnchor, constant: 1),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -1),
    ])
  }

  required init?(coder: NSCoder) {
    return nil
  }
}

private struct PaddedLabel: UIViewRepresentable {
  let text: String
  func makeUIView(context: Context) -> PaddedLabelView { PaddedLabelView() }
  func updateUIView(_ uiView: PaddedLabelView, context: Context) { uiView.label.text = text }
}

@Suite @MainActor struct AutoLayoutBridgingTests {
  @Test func aRepresentableUsingConstraintsIsSizedByThem() {
    let (window, _) = host(
      VStack(alignment: .leading, spacing: 0) {
        PaddedLabel(text: "Hi")
        Text("below")
      }, width: 20, height: 6)
    // The stack is centred in the window's six rows: the card is rows 1 to 3.
    #expect(window.screen() == "\n\n  Hi\n\nbelow\n")
  }

  @Test func aHostingControllersViewJoinsAutoLayoutWithItsIntrinsicSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
    window.makeKeyAndVisible()
    let controller = UIHostingController(rootView: Text("SwiftUI"))
    controller.sizingOptions = .intrinsicContentSize
    let hosted = controller.view!
    hosted.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(hosted)
    NSLayoutConstraint.activate([
      hosted.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      hosted.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(hosted.frame == CGRect(x: 13, y: 3, width: 7, height: 1))
    #expect(window.screen() == "\n\n\n             SwiftUI")
  }
}
