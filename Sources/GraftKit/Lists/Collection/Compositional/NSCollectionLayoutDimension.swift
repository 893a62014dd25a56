public import Foundation

/// One side of a compositional layout element's size: a fraction of its container's width or
/// height, a fixed length, or an estimate.
///
/// ```swift
/// let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(3))
/// ```
@MainActor @preconcurrency
open class NSCollectionLayoutDimension: NSObject {
  private enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
  private let kind: Kind
  /// The fraction, length or estimate.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }
  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }
  /// A fixed length, in cells.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }
  /// An estimate the content may change. Graft uses the estimate as the length.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is a fixed length.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The length in a container of `size`.
  func resolve(in size: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: (size.width * dimension).rounded(.down)
    case .fractionalHeight: (size.height * dimension).rounded(.down)
    case .absolute, .estimated: dimension
    }
  }
}
