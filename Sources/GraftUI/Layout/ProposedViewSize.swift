public import Foundation

/// A proposal for the size of a view: each dimension is a size, or `nil` for "your ideal size".
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed horizontal size, or `nil` for the view's ideal width.
  public var width: CGFloat?
  /// The proposed vertical size, or `nil` for the view's ideal height.
  public var height: CGFloat?

  /// Creates a proposal from optional dimensions.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal from a size.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// A proposal of zero in both dimensions: the view's minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// A proposal of infinity in both dimensions: the view's maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// A proposal with both dimensions unspecified: the view's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// A size from this proposal, with unspecified dimensions replaced by `size`'s.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposal along `axis`.
  package subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

extension CGSize {
  /// The size along `axis`.
  package subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}
