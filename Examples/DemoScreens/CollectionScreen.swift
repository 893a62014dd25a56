import SwiftUI

/// A UIKit collection view in SwiftUI: a compositional grid of colours fed by a diffable data
/// source. Tab focuses it, the arrows move between cells, Return selects.
struct CollectionScreen: View {
  @State private var selected = "none"

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("UICollectionView, compositional grid, diffable data source:")
      ColourGrid(selected: $selected)
        .frame(height: 8)
      Text("Selected: \(selected)").foregroundColor(.secondary)
    }
    .padding(.horizontal, 2)
  }
}

/// The grid, as a representable whose coordinator is the collection view's delegate.
struct ColourGrid: UIViewRepresentable {
  @Binding var selected: String

  static let colours = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
    "brown", "gray", "black", "white", "gold", "silver", "olive", "navy", "maroon",
  ]

  func makeCoordinator() -> Coordinator { Coordinator(selected: $selected) }

  func makeUIView(context: Context) -> UICollectionView {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
      repeatingSubitem: item, count: 4)
    group.interItemSpacing = .fixed(1)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 1
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    let cells = UICollectionView.CellRegistration<SwatchCell, String> { cell, _, colour in
      cell.label.text = colour
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, colour in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: colour)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(Self.colours)
    dataSource.apply(snapshot, animatingDifferences: false)
    context.coordinator.dataSource = dataSource
    collectionView.delegate = context.coordinator
    return collectionView
  }

  func updateUIView(_ uiView: UICollectionView, context: Context) {
    context.coordinator.selected = $selected
  }

  final class Coordinator: NSObject, UICollectionViewDelegate {
    var selected: Binding<String>
    var dataSource: UICollectionViewDiffableDataSource<Int, String>?
    init(selected: Binding<String>) { self.selected = selected }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.wrappedValue = dataSource?.itemIdentifier(for: indexPath) ?? "none"
    }
  }
}

/// A cell showing a colour's name.
final class SwatchCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.frame = contentView.bounds
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { nil }
}
