import Foundation

/// A row or column of items (or of other groups) that a section repeats along its scrolling
/// direction.
///
/// A horizontal group places its subitems left to right, a vertical one top to bottom. With
/// `subitems:`, the subitems repeat in order as long as the next one fits; with
/// `repeatingSubitem:count:`, exactly `count` copies share the group's length.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(
///   layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
///   repeatingSubitem: item, count: 3)
/// group.interItemSpacing = .fixed(1)
/// ```
@MainActor @preconcurrency
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The items or groups the group places.
  public let subitems: [NSCollectionLayoutItem]
  /// The space between subitems. The default, `nil`, is none.
  open var interItemSpacing: NSCollectionLayoutSpacing?
  private let isHorizontal: Bool
  private let repeatCount: Int?

  private init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?) {
    self.subitems = subitems
    isHorizontal = horizontal
    repeatCount = count
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A group that places `subitems` left to right, repeating them while they fit.
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
  }

  /// A group of `count` copies of `subitem` side by side, sharing its width.
  @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: count)
  }

  /// A group of `count` copies of `repeatingSubitem` side by side, sharing its width.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: count)
  }

  /// A group that places `subitems` top to bottom, repeating them while they fit.
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
  }

  /// A group of `count` copies of `subitem` stacked, sharing its height.
  @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: count)
  }

  /// A group of `count` copies of `repeatingSubitem` stacked, sharing its height.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: count)
  }

  /// Places the subitems inside `frame`, the group's frame less its insets.
  override func cellFrames(in frame: CGRect, into frames: inout [CGRect]) {
    let inner = CGRect(
      x: frame.minX + contentInsets.leading, y: frame.minY + contentInsets.top,
      width: max(0, frame.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, frame.height - contentInsets.top - contentInsets.bottom))
    guard !subitems.isEmpty else { return }
    let spacing = interItemSpacing?.spacing ?? 0
    let room = isHorizontal ? inner.width : inner.height
    var sizes: [(NSCollectionLayoutItem, CGSize)] = []
    if let repeatCount, repeatCount > 0 {
      let share = ((room - spacing * CGFloat(repeatCount - 1)) / CGFloat(repeatCount)).rounded(.down)
      let size = subitems[0].layoutSize.resolve(in: inner.size)
      let fixed = isHorizontal ? CGSize(width: share, height: size.height) : CGSize(width: size.width, height: share)
      sizes = Array(repeating: (subitems[0], fixed), count: repeatCount)
    } else {
      var used: CGFloat = 0
      var index = 0
      // NB: The subitems repeat while the next one fits, as in UIKit; at least one is placed.
      while sizes.count < 10_000 {
        let item = subitems[index % subitems.count]
        let size = item.layoutSize.resolve(in: inner.size)
        let length = isHorizontal ? size.width : size.height
        let needed = used + (sizes.isEmpty ? 0 : spacing) + length
        if !sizes.isEmpty, needed > room + 0.001 || length <= 0 { break }
        sizes.append((item, size))
        used = needed
        index += 1
        if length <= 0 { break }
      }
    }
    var gap = spacing
    if let interItemSpacing, interItemSpacing.isFlexibleSpacing, sizes.count > 1 {
      let used = sizes.reduce(0) { $0 + (isHorizontal ? $1.1.width : $1.1.height) }
      gap = max(spacing, ((room - used) / CGFloat(sizes.count - 1)).rounded(.down))
    }
    var position = isHorizontal ? inner.minX : inner.minY
    for (item, size) in sizes {
      let itemFrame =
        isHorizontal
        ? CGRect(x: position, y: inner.minY, width: size.width, height: size.height)
        : CGRect(x: inner.minX, y: position, width: size.width, height: size.height)
      item.cellFrames(in: itemFrame, into: &frames)
      position += (isHorizontal ? size.width : size.height) + gap
    }
  }
}
