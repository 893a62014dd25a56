public import Foundation

/// The size a compositional layout lays a section out in.
@MainActor @preconcurrency
public protocol NSCollectionLayoutContainer: AnyObject {
  /// The container's size.
  var contentSize: CGSize { get }
  /// The container's size less its insets.
  var effectiveContentSize: CGSize { get }
  /// The container's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The container's insets, as the layout uses them.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it makes a section: the container's size.
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// The container the section is laid out in.
  var container: any NSCollectionLayoutContainer { get }
}

/// The container and environment a compositional layout hands its section provider.
@MainActor
final class CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets

  init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  var container: any NSCollectionLayoutContainer { self }
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
  var effectiveContentSize: CGSize {
    CGSize(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }
}
