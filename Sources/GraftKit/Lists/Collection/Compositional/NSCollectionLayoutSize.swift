public import Foundation

/// The width and height of a compositional layout element, each a
/// ``NSCollectionLayoutDimension``.
@MainActor @preconcurrency
open class NSCollectionLayoutSize: NSObject {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// Creates a size of `width` by `height`.
  public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    widthDimension = width
    heightDimension = height
  }

  /// The size in a container of `size`.
  func resolve(in size: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolve(in: size), height: heightDimension.resolve(in: size))
  }
}
