import SwiftUI

/// A UIKit card laid out with anchors, with a SwiftUI counter hosted inside it through a
/// `UIHostingController` pinned by anchors too: Auto Layout on both sides of the bridge.
struct AnchorsScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("A UIKit view built with NSLayoutConstraint anchors:")
      AnchoredCard(title: "Auto Layout", detail: "constraints, solved in cells")
      Text("Resize the terminal: the card's constraints follow.").foregroundColor(.secondary)
    }
    .padding(.horizontal, 2)
  }
}

/// The card, as a representable sized by its constraints.
struct AnchoredCard: UIViewRepresentable {
  let title: String
  let detail: String

  func makeUIView(context: Context) -> CardView {
    CardView()
  }

  func updateUIView(_ uiView: CardView, context: Context) {
    uiView.titleLabel.text = title
    uiView.detailLabel.text = detail
  }
}

/// A view whose subviews are all placed by constraints.
final class CardView: UIView {
  let titleLabel = UILabel()
  let detailLabel = UILabel()
  let badge = UILabel()
  private let counter = UIHostingController(rootView: HostedCounter())

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    badge.text = "[UIKit]"
    counter.sizingOptions = .intrinsicContentSize
    let hosted = counter.view!
    for view in [titleLabel, detailLabel, badge, hosted] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    detailLabel.textColor = .secondaryLabel
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      badge.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
      badge.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      badge.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: titleLabel.trailingAnchor, multiplier: 1),
      detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
      detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      detailLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
      hosted.topAnchor.constraint(equalToSystemSpacingBelow: detailLabel.bottomAnchor, multiplier: 1),
      hosted.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      hosted.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
    directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
  }

  required init?(coder: NSCoder) {
    return nil
  }
}

/// The SwiftUI side: a counter, hosted in the UIKit card.
struct HostedCounter: View {
  @State private var count = 0

  var body: some View {
    HStack {
      Text("SwiftUI inside: \(count)")
      Button("+1") { count += 1 }
    }
  }
}
