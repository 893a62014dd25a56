import Foundation
import GraftKit

/// A cell showing one label that fills it, counting how many were made and reused.
@MainActor
final class LabelCell: UICollectionViewCell {
  static var made = 0
  let label = UILabel()
  var reuses = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    LabelCell.made += 1
    label.frame = contentView.bounds
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
    label.text = nil
  }
}

/// A header or footer showing one label.
@MainActor
final class LabelHeader: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.frame = bounds
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError() }
}

/// A data source and delegate of sections of named items, recording every call.
@MainActor
final class RecordingSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var sections: [[String]]
  let trace: Trace
  var records: Set<String>
  var sizes: [IndexPath: CGSize] = [:]
  var refusesSelection: Set<IndexPath> = []

  /// `records` names the calls to trace: "cell", "count", "display", "select", "highlight".
  init(_ sections: [[String]], trace: Trace = Trace(), records: Set<String> = ["cell", "select", "highlight"]) {
    self.sections = sections
    self.trace = trace
    self.records = records
  }

  private func record(_ kind: String, _ event: String) {
    if records.contains(kind) { trace.record(event) }
  }

  private func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    record("count", "numberOfSections")
    return sections.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    record("count", "numberOfItems \(section)")
    return sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    record("cell", "cellForItemAt \(path(indexPath))")
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath) as! LabelCell
    cell.label.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = kind == UICollectionView.elementKindSectionHeader
    record("cell", "\(header ? "header" : "footer") \(indexPath.section)")
    let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! LabelHeader
    view.label.text = "\(header ? "Header" : "Footer") \(indexPath.section)"
    return view
  }

  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
    sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
  }

  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
    record("display", "willDisplay \(path(indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
    record("display", "didEndDisplaying \(path(indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    record("highlight", "shouldHighlight \(path(indexPath))")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    record("highlight", "didHighlight \(path(indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    record("highlight", "didUnhighlight \(path(indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    record("select", "shouldSelect \(path(indexPath))")
    return !refusesSelection.contains(indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    record("select", "didSelect \(path(indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    record("select", "shouldDeselect \(path(indexPath))")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    record("select", "didDeselect \(path(indexPath))")
  }
}

/// A flow layout with no spacing and items `width` × `height`.
@MainActor
func tightFlowLayout(width: CGFloat = 6, height: CGFloat = 1) -> UICollectionViewFlowLayout {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: width, height: height)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  return layout
}

/// A collection view filling a window, over `source`, with `LabelCell` and `LabelHeader`
/// registered.
@MainActor
func hostCollectionView(
  _ source: RecordingSource, layout: UICollectionViewLayout, width: Int = 20, height: Int = 5
) -> (UIWindow, UICollectionView) {
  let window = makeWindow(width: width, height: height)
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
  collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
  collectionView.register(
    LabelHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
  collectionView.register(
    LabelHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Header")
  collectionView.dataSource = source
  collectionView.delegate = source
  window.addSubview(collectionView)
  return (window, collectionView)
}

/// `count` names "Item 0", "Item 1", …
func items(_ count: Int, _ prefix: String = "Item") -> [String] {
  (0..<count).map { "\(prefix) \($0)" }
}
