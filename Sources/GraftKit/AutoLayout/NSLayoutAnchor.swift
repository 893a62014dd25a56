public import Foundation

/// A factory for constraints between one attribute of a view or layout guide and another.
///
/// Use the typed subclasses a view gives: ``NSLayoutXAxisAnchor`` (`leadingAnchor`,
/// `centerXAnchor`…), ``NSLayoutYAxisAnchor`` (`topAnchor`, `firstBaselineAnchor`…) and
/// ``NSLayoutDimension`` (`widthAnchor`, `heightAnchor`). Their generic parameter keeps a
/// constraint from relating a horizontal position to a vertical one.
///
/// ```swift
/// NSLayoutConstraint.activate([
///   badge.topAnchor.constraint(equalTo: card.topAnchor),
///   badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -1),
/// ])
/// ```
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
  weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute
  /// For an anchor made by `anchorWithOffset(to:)`: the anchors it measures between.
  let offset: (from: (AnyObject?, NSLayoutConstraint.Attribute), to: (AnyObject?, NSLayoutConstraint.Attribute))?

  init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    offset = nil
  }

  init(
    offsetFrom from: (AnyObject?, NSLayoutConstraint.Attribute),
    to: (AnyObject?, NSLayoutConstraint.Attribute)
  ) {
    item = from.0
    attribute = .width
    offset = (from, to)
  }

  /// The anchor's item and attribute, as `UIView.leading`.
  open var description: String {
    "\(item.map { layoutItemName($0) } ?? "nil").\(attributeName(attribute))"
  }

  func constraint(
    _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    if offset != nil || anchor?.offset != nil {
      return OffsetConstraint(
        first: self, relation: relation, second: anchor, multiplier: multiplier, constant: constant)
    }
    return NSLayoutConstraint(
      first: item ?? NSNull(), firstAttribute: attribute, relation: relation, second: anchor?.item,
      secondAttribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier,
      constant: constant)
  }

  /// A constraint that this anchor equals `anchor`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, to: anchor)
  }

  /// A constraint that this anchor is at least `anchor`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor)
  }

  /// A constraint that this anchor is at most `anchor`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor)
  }

  /// A constraint that this anchor equals `anchor` plus `c`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, constant: c)
  }

  /// A constraint that this anchor is at least `anchor` plus `c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, constant: c)
  }

  /// A constraint that this anchor is at most `anchor` plus `c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, constant: c)
  }
}

/// An anchor for a horizontal position: a leading, trailing, left, right or centre X edge.
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A dimension for the distance from this anchor to `otherAnchor`, to constrain like a width.
  public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(offsetFrom: (item, attribute), to: (otherAnchor.item, otherAnchor.attribute))
  }

  /// A constraint that this anchor trails `anchor` by `multiplier` times the system spacing
  /// (one cell in a terminal).
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, constant: UIView.systemSpacing * multiplier)
  }

  /// A constraint that this anchor trails `anchor` by at least `multiplier` times the system
  /// spacing.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, constant: UIView.systemSpacing * multiplier)
  }

  /// A constraint that this anchor trails `anchor` by at most `multiplier` times the system
  /// spacing.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, constant: UIView.systemSpacing * multiplier)
  }
}

/// An anchor for a vertical position: a top, bottom, centre Y or baseline.
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A dimension for the distance from this anchor to `otherAnchor`, to constrain like a height.
  public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(offsetFrom: (item, attribute), to: (otherAnchor.item, otherAnchor.attribute))
  }

  /// A constraint that this anchor is `multiplier` times the system spacing (one row in a
  /// terminal) below `anchor`.
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, constant: UIView.systemSpacing * multiplier)
  }

  /// A constraint that this anchor is at least `multiplier` times the system spacing below
  /// `anchor`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, constant: UIView.systemSpacing * multiplier)
  }

  /// A constraint that this anchor is at most `multiplier` times the system spacing below
  /// `anchor`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, constant: UIView.systemSpacing * multiplier)
  }
}

/// An anchor for a size: a width or height, or the distance between two anchors.
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint that this dimension equals `c`.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, to: nil, constant: c)
  }

  /// A constraint that this dimension is at least `c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: nil, constant: c)
  }

  /// A constraint that this dimension is at most `c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: nil, constant: c)
  }

  /// A constraint that this dimension equals `m` times `anchor`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, multiplier: m)
  }

  /// A constraint that this dimension is at least `m` times `anchor`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, multiplier: m)
  }

  /// A constraint that this dimension is at most `m` times `anchor`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, multiplier: m)
  }

  /// A constraint that this dimension equals `m` times `anchor` plus `c`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, multiplier: m, constant: c)
  }

  /// A constraint that this dimension is at least `m` times `anchor` plus `c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
  }

  /// A constraint that this dimension is at most `m` times `anchor` plus `c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
  }
}

/// A constraint on the distance between two anchors (`anchorWithOffset(to:)`), on either side.
///
/// NB: UIKit's own is a private class too; its first and second items are those of the first
/// offset's anchors.
final class OffsetConstraint: NSLayoutConstraint {
  typealias End = (AnyObject?, NSLayoutConstraint.Attribute)
  /// An end held weakly, as every constraint holds its items.
  struct WeakEnd {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    init(_ end: End) {
      item = end.0
      attribute = end.1
    }
    var end: End { (item, attribute) }
  }
  private let storedSides: [(from: WeakEnd, to: WeakEnd?)]
  /// Each side: a plain anchor (`from` only) or the distance `to - from`.
  var sides: [(from: End, to: End?)] { storedSides.map { ($0.from.end, $0.to?.end) } }

  init<AnchorType>(
    first: NSLayoutAnchor<AnchorType>, relation: NSLayoutConstraint.Relation,
    second: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat, constant: CGFloat
  ) {
    func side(_ anchor: NSLayoutAnchor<AnchorType>) -> (from: End, to: End?) {
      if let offset = anchor.offset { return (offset.from, offset.to) }
      return ((anchor.item, anchor.attribute), nil)
    }
    var sides = [side(first)]
    if let second { sides.append(side(second)) }
    storedSides = sides.map { (WeakEnd($0.from), $0.to.map(WeakEnd.init)) }
    super.init(
      first: first.item ?? NSNull(), firstAttribute: first.attribute, relation: relation,
      second: second?.item, secondAttribute: second?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }

  init(copying other: OffsetConstraint) {
    storedSides = other.storedSides
    super.init(
      first: other.firstItem ?? NSNull(), firstAttribute: other.firstAttribute,
      relation: other.relation, second: other.secondItem, secondAttribute: other.secondAttribute,
      multiplier: other.multiplier, constant: other.constant)
  }
}
